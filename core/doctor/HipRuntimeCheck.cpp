// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/HipRuntimeCheck.h"
#include "core/i18n/ListText.h"

namespace rocmtune {

QString HipRuntimeCheck::title() const
{
    return DoctorText::tr("HIP runtime");
}

CheckResult HipRuntimeCheck::run(DoctorContext &context) const
{
    const LibraryProbeResult &lib = context.hipRuntime();
    QStringList evidence;
    if (!lib.found) {
        evidence << DoctorText::tr("Searched: %1").arg(joinList(lib.searchedDirs));
        return makeResult(CheckStatus::Warn, DoctorText::tr("The HIP runtime (libamdhip64) was not found."),
                          DoctorText::tr("Monitoring and tuning work without it, but the built-in stress test and system-wide "
                                   "HIP programs need it. (PyTorch's ROCm wheels bring their own copy.)"),
                          DoctorText::tr("Install ROCm from AMD's repository (\"sudo apt install rocm-hip-runtime\") or Debian's "
                                   "\"libamdhip64-5\"; set ROCM_PATH if it lives outside /opt/rocm."),
                          evidence);
    }
    evidence << DoctorText::tr("Library: %1").arg(lib.path);
    if (lib.resolvedPath != lib.path)
        evidence << DoctorText::tr("Resolves to: %1").arg(lib.resolvedPath);
    if (!lib.loaded) {
        evidence << DoctorText::tr("Load error: %1").arg(lib.loadError);
        return makeResult(CheckStatus::Fail, DoctorText::tr("The HIP runtime exists but cannot be loaded."),
                          DoctorText::tr("HIP programs, including the stress test, will fail to start."),
                          DoctorText::tr("Reinstall the package that owns %1 (\"dpkg -S %1\" tells which); check "
                                   "LD_LIBRARY_PATH for a mix of ROCm versions.")
                              .arg(lib.resolvedPath),
                          evidence);
    }
    const auto &rocm = context.rocmVersion();
    if (rocm)
        evidence << DoctorText::tr("ROCm release: %1 (from %2)").arg(rocm->text, rocm->source);
    const QString version = lib.fileVersion.isEmpty() ? DoctorText::tr("unknown version") : lib.fileVersion;
    return makeResult(CheckStatus::Pass, DoctorText::tr("HIP runtime %1 loads from %2.").arg(version, lib.path),
                      DoctorText::tr("HIP programs can start."), QString(), evidence);
}

} // namespace rocmtune
