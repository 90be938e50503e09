// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace rocmtune {

// Who runs the doctor, for judging whether device nodes are usable.
struct UserIdentity {
    uint uid = 0;
    QString userName;
    QList<uint> processGroupIds; // groups this process has now
    QList<uint> accountGroupIds; // groups the account has in /etc/group (may be newer than the login)
};

// Everything the doctor reads from the system, injectable so tests point the
// checks at fake trees and stub programs without namespaces. system() gives
// the real machine ("/" roots).
struct DoctorEnvironment {
    QString sysRoot = QStringLiteral("/sys");
    QString devRoot = QStringLiteral("/dev");
    QString procRoot = QStringLiteral("/proc");
    QString rocmPath = QStringLiteral("/opt/rocm"); // $ROCM_PATH
    QString safetyPolicyFile = QStringLiteral("/etc/rocmtune/safety.conf"); // the administrator's tuning limits
    // Directories searched for librocm_smi64 / libamdhip64. Empty: the usual
    // system directories plus the dynamic loader's own search.
    QStringList libraryDirs;
    QStringList pathDirs;            // $PATH, for finding python3
    QProcessEnvironment environment; // what child processes get; HSA_OVERRIDE_GFX_VERSION is read here
    QString pythonExecutable = QStringLiteral("python3"); // a name looked up in pathDirs, or a path
    int pythonTimeoutMs = 20000;
    UserIdentity identity;
    // True: ask the kernel with access(2) (honours ACLs such as logind's
    // uaccess). False: judge from mode bits and identity (tests).
    bool kernelAccessCheck = true;

    static DoctorEnvironment system();

    QString sysPath(const QString &relative) const { return joined(sysRoot, relative); }
    QString devPath(const QString &relative) const { return joined(devRoot, relative); }
    QString procPath(const QString &relative) const { return joined(procRoot, relative); }

private:
    static QString joined(const QString &root, const QString &relative);
};

} // namespace rocmtune
