// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorEnvironment.h"

#include <QString>
#include <QTemporaryDir>

namespace rocmtune::test {

// A fake machine in a temporary directory: sys/, dev/, proc/, opt/rocm,
// lib/ and bin/ (for python3 stubs). healthy() fills in one working RX 7900
// XTX on ROCm 6.2; tests then break one thing each.
class FakeSystem
{
public:
    FakeSystem();

    QString root() const { return dir_.path(); }
    QString path(const QString &relative) const;
    void write(const QString &relative, const QByteArray &content, int mode = 0644);
    void mkdir(const QString &relative);
    void remove(const QString &relative); // file or directory tree
    // An executable bash script at bin/<name>.
    void writeScript(const QString &name, const QByteArray &body);
    // python3 stub that checks it got the probe script, then prints json.
    void writePythonPrinting(const QByteArray &json);

    void healthy();
    // Replaces KFD node 1's gfx_target_version.
    void setGpuTarget(quint64 gfxTargetVersion);
    void setRocmVersion(const QByteArray &text); // empty: remove .info/version
    void installFakeLibraries(bool hip, bool rocmSmi);

    // Environment for the checks: every root inside this tree, uid 1000 in
    // group 1000 only, mode-bit access checks, 1.5 s python timeout.
    DoctorEnvironment environment() const;

private:
    QTemporaryDir dir_;
};

} // namespace rocmtune::test
