// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/ForkProbe.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace rocmtune {

// Keeps what ForkProbe found (which library calls return, which abort) for
// the next run of a program, so that a one-shot read (`rocmtune-cli list`)
// does not fork children to re-check what was checked a moment ago.
//
// A stored verdict is used only while its fingerprint still matches: the
// boot (/proc/sys/kernel/random/boot_id), the user, the program file, the
// library file (path, device, inode, size, mtime), LD_PRELOAD and
// LD_LIBRARY_PATH, and every card the library can see: each
// /sys/class/drm/cardN, where its device folder is, and the identity of every
// file in it and in its hwmon folders (inode; on a file system other than
// sysfs also size, mtime and ctime, so an edited fake tree is a new card),
// the KFD topology nodes and /sys/module/amdgpu. Anything else (another
// boot, another library, another card set, a garbled file, a file that is not
// the user's own regular file, a folder others can write) means "not known":
// the probe runs and its verdict replaces the file. The files whose contents
// change while the system runs (DPM, PCIe and power-profile tables) are
// checked by the backends before every call anyway (amdgpu::rsmiAccepts...).
// Verdicts with a timed-out step are never stored (a busy machine, not a
// property of the call). ROCMTUNE_PROBE_CACHE=0 turns the cache off.
class ProbeVerdictCache
{
public:
    // What the fingerprint reads; tests point these at a fake tree.
    struct Inputs {
        QString libraryPath;
        QString cacheDirectory; // empty: defaultDirectory()
        QString bootIdFile = QStringLiteral("/proc/sys/kernel/random/boot_id");
        QString drmDirectory = QStringLiteral("/sys/class/drm");
        QString kfdNodesDirectory = QStringLiteral("/sys/class/kfd/kfd/topology/nodes");
        QString moduleDirectory = QStringLiteral("/sys/module/amdgpu");
        QString executable = QStringLiteral("/proc/self/exe");
    };

    // The file: probe-verdicts-<backendId>-<tag>.json, the tag a hash of the
    // program's and the library's canonical paths.
    ProbeVerdictCache(QString backendId, Inputs inputs);

    // <cache location>/probe-verdicts: QStandardPaths::CacheLocation, so
    // root and each user have their own.
    static QString defaultDirectory();
    static bool enabledByEnvironment();

    // The steps' results: stored ones for `key` when the fingerprint matches
    // and there are as many as steps, else ForkProbe::run's, stored when
    // `storable` accepts them (and no step timed out or was not run).
    QVector<ForkProbe::StepResult> run(const QString &key, const QVector<std::function<int()>> &steps, int timeoutMsPerChild,
                                       const QByteArray &privatePrefix,
                                       const std::function<bool(const QVector<ForkProbe::StepResult> &)> &storable = {});

    // Whether the last run() used stored verdicts (no child was forked).
    bool lastRunCached() const { return lastRunCached_; }
    // Why the stored file was not used the last time it was read (empty:
    // it was used, or there was none): for the log and the tests.
    QString lastIgnoredReason() const { return lastIgnoredReason_; }
    QString filePath() const;
    // The text the fingerprint is the SHA-256 of (for tests and `doctor`).
    QByteArray fingerprintText() const;

private:
    std::optional<QVector<ForkProbe::StepResult>> lookup(const QString &key, int stepCount);
    void store(const QString &key, const QVector<ForkProbe::StepResult> &results);
    bool directoryUsable(bool create) const;
    QByteArray readOwnFile();
    QByteArray fingerprint() const;

    QString backendId_;
    Inputs inputs_;
    mutable QByteArray fingerprint_; // computed once per object
    bool lastRunCached_ = false;
    QString lastIgnoredReason_;
};

} // namespace rocmtune
