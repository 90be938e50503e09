// SPDX-License-Identifier: GPL-3.0-or-later
#include "HipRuntimeCheck.h"

namespace rocmtune {

QString HipRuntimeCheck::title() const
{
    return doctorTr("HIP runtime");
}

CheckResult HipRuntimeCheck::run(DoctorContext &context) const
{
    const LibraryProbeResult &lib = context.hipRuntime();
    QStringList evidence;
    if (!lib.found) {
        evidence << doctorTr("Searched: %1").arg(lib.searchedDirs.join(QStringLiteral(", ")));
        return makeResult(CheckStatus::Warn, doctorTr("The HIP runtime (libamdhip64) was not found."),
                          doctorTr("Monitoring and tuning work without it, but the built-in stress test and system-wide "
                                   "HIP programs need it. (PyTorch's ROCm wheels bring their own copy.)"),
                          doctorTr("Install ROCm from AMD's repository (\"sudo apt install rocm-hip-runtime\") or Debian's "
                                   "\"libamdhip64-5\"; set ROCM_PATH if it lives outside /opt/rocm."),
                          evidence);
    }
    evidence << doctorTr("Library: %1").arg(lib.path);
    if (lib.resolvedPath != lib.path)
        evidence << doctorTr("Resolves to: %1").arg(lib.resolvedPath);
    if (!lib.loaded) {
        evidence << doctorTr("Load error: %1").arg(lib.loadError);
        return makeResult(CheckStatus::Fail, doctorTr("The HIP runtime exists but cannot be loaded."),
                          doctorTr("HIP programs, including the stress test, will fail to start."),
                          doctorTr("Reinstall the package that owns %1 (\"dpkg -S %1\" tells which); check "
                                   "LD_LIBRARY_PATH for a mix of ROCm versions.")
                              .arg(lib.resolvedPath),
                          evidence);
    }
    const auto &rocm = context.rocmVersion();
    if (rocm)
        evidence << doctorTr("ROCm release: %1 (from %2)").arg(rocm->text, rocm->source);
    const QString version = lib.fileVersion.isEmpty() ? doctorTr("unknown version") : lib.fileVersion;
    return makeResult(CheckStatus::Pass, doctorTr("HIP runtime %1 loads from %2.").arg(version, lib.path),
                      doctorTr("HIP programs can start."), QString(), evidence);
}

} // namespace rocmtune
