// SPDX-License-Identifier: GPL-3.0-or-later
#include "HipRuntimeCheck.h"

namespace rocmtune {

QString HipRuntimeCheck::title() const
{
    return QCoreApplication::translate("Doctor", "HIP runtime");
}

CheckResult HipRuntimeCheck::run(DoctorContext &context) const
{
    const LibraryProbeResult &lib = context.hipRuntime();
    QStringList evidence;
    if (!lib.found) {
        evidence << QCoreApplication::translate("Doctor", "Searched: %1").arg(lib.searchedDirs.join(QStringLiteral(", ")));
        return makeResult(CheckStatus::Warn, QCoreApplication::translate("Doctor", "The HIP runtime (libamdhip64) was not found."),
                          QCoreApplication::translate("Doctor", "Monitoring and tuning work without it, but the built-in stress test and system-wide "
                                   "HIP programs need it. (PyTorch's ROCm wheels bring their own copy.)"),
                          QCoreApplication::translate("Doctor", "Install ROCm from AMD's repository (\"sudo apt install rocm-hip-runtime\") or Debian's "
                                   "\"libamdhip64-5\"; set ROCM_PATH if it lives outside /opt/rocm."),
                          evidence);
    }
    evidence << QCoreApplication::translate("Doctor", "Library: %1").arg(lib.path);
    if (lib.resolvedPath != lib.path)
        evidence << QCoreApplication::translate("Doctor", "Resolves to: %1").arg(lib.resolvedPath);
    if (!lib.loaded) {
        evidence << QCoreApplication::translate("Doctor", "Load error: %1").arg(lib.loadError);
        return makeResult(CheckStatus::Fail, QCoreApplication::translate("Doctor", "The HIP runtime exists but cannot be loaded."),
                          QCoreApplication::translate("Doctor", "HIP programs, including the stress test, will fail to start."),
                          QCoreApplication::translate("Doctor", "Reinstall the package that owns %1 (\"dpkg -S %1\" tells which); check "
                                   "LD_LIBRARY_PATH for a mix of ROCm versions.")
                              .arg(lib.resolvedPath),
                          evidence);
    }
    const auto &rocm = context.rocmVersion();
    if (rocm)
        evidence << QCoreApplication::translate("Doctor", "ROCm release: %1 (from %2)").arg(rocm->text, rocm->source);
    const QString version = lib.fileVersion.isEmpty() ? QCoreApplication::translate("Doctor", "unknown version") : lib.fileVersion;
    return makeResult(CheckStatus::Pass, QCoreApplication::translate("Doctor", "HIP runtime %1 loads from %2.").arg(version, lib.path),
                      QCoreApplication::translate("Doctor", "HIP programs can start."), QString(), evidence);
}

} // namespace rocmtune
