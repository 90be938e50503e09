// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/RocmSmiLibraryCheck.h"
#include "core/i18n/ListText.h"

#include <dlfcn.h>

#include <cstdint>

namespace rocmtune {

namespace {
// Layout of rsmi_version_t (rocm_smi.h); rsmi_version_get needs no rsmi_init.
struct RsmiVersion {
    std::uint32_t major;
    std::uint32_t minor;
    std::uint32_t patch;
    const char *build;
};
using RsmiVersionGet = int (*)(RsmiVersion *);
} // namespace

QString RocmSmiLibraryCheck::title() const
{
    return DoctorText::tr("ROCm SMI library");
}

CheckResult RocmSmiLibraryCheck::run(DoctorContext &context) const
{
    QString apiVersion;
    const LibraryProbeResult lib = LibraryProbe::probe(
        {QStringLiteral("librocm_smi64.so.1"), QStringLiteral("librocm_smi64.so.7"), QStringLiteral("librocm_smi64.so.6"),
         QStringLiteral("librocm_smi64.so.5"), QStringLiteral("librocm_smi64.so")},
        context.libraryDirs(), context.askLoader(), [&apiVersion](void *handle) {
            auto get = reinterpret_cast<RsmiVersionGet>(dlsym(handle, "rsmi_version_get"));
            RsmiVersion version{};
            if (get && get(&version) == 0)
                apiVersion = QStringLiteral("%1.%2.%3").arg(version.major).arg(version.minor).arg(version.patch);
        });

    QStringList evidence;
    const QString install = DoctorText::tr("Install it: \"sudo apt install librocm-smi64-1\" on Debian 12 / Ubuntu, or the "
                                     "rocm-smi-lib package of AMD's ROCm repository.");
    if (!lib.found) {
        evidence << DoctorText::tr("Searched: %1").arg(joinList(lib.searchedDirs));
        if (context.askLoader())
            evidence << DoctorText::tr("The dynamic loader does not know librocm_smi64 either.");
        return makeResult(CheckStatus::Fail, DoctorText::tr("The ROCm SMI library (librocm_smi64) was not found."),
                          DoctorText::tr("ROCm Tune reads real AMD GPUs through this library. Without it only simulated GPUs "
                                   "are shown."),
                          install, evidence);
    }
    evidence << DoctorText::tr("Library: %1").arg(lib.path);
    if (lib.resolvedPath != lib.path)
        evidence << DoctorText::tr("Resolves to: %1").arg(lib.resolvedPath);
    if (!lib.loaded) {
        evidence << DoctorText::tr("Load error: %1").arg(lib.loadError);
        return makeResult(CheckStatus::Fail, DoctorText::tr("The ROCm SMI library exists but cannot be loaded."),
                          DoctorText::tr("The file is there but the system cannot load it (broken, wrong architecture or "
                                   "missing dependencies), so real GPUs cannot be read."),
                          DoctorText::tr("Reinstall the package that owns %1 (\"dpkg -S %1\" tells which).").arg(lib.resolvedPath),
                          evidence);
    }
    if (!apiVersion.isEmpty())
        evidence << DoctorText::tr("rsmi_version_get: %1").arg(apiVersion);
    const QString version = !apiVersion.isEmpty() ? apiVersion
                                                  : (!lib.fileVersion.isEmpty() ? lib.fileVersion : DoctorText::tr("unknown version"));
    return makeResult(CheckStatus::Pass, DoctorText::tr("ROCm SMI %1 loads from %2.").arg(version, lib.path),
                      DoctorText::tr("Real AMD GPUs can be monitored through ROCm SMI."), QString(), evidence);
}

} // namespace rocmtune
