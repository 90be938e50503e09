// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/AmdSmiLibraryCheck.h"

#include "core/backends/rocm_smi/ForkProbe.h"
#include "core/i18n/ListText.h"

#include <dlfcn.h>

#include <cstdint>

namespace rocmtune {

namespace {
// Layout of amdsmi_version_t (amd_smi/amdsmi.h 6.1.2); amdsmi_get_lib_version
// needs no amdsmi_init.
struct AmdSmiVersion {
    std::uint32_t year;
    std::uint32_t major;
    std::uint32_t minor;
    std::uint32_t release;
    const char *build;
};
using AmdSmiVersionGet = std::uint32_t (*)(AmdSmiVersion *);
using AmdSmiInit = std::uint32_t (*)(std::uint64_t);
constexpr std::uint64_t kInitAmdGpus = 1u << 1;

// 6.1.2 answers amdsmi_get_lib_version only after amdsmi_init, which reads
// the driver's files (and may assert on broken ones): both run in a forked
// child, which returns the version packed in one int.
QString libraryVersion(void *handle)
{
    auto get = reinterpret_cast<AmdSmiVersionGet>(dlsym(handle, "amdsmi_get_lib_version"));
    auto init = reinterpret_cast<AmdSmiInit>(dlsym(handle, "amdsmi_init"));
    if (!get)
        return QString();
    AmdSmiVersion version{};
    if (get(&version) != 0) {
        if (!init)
            return QString();
        const auto child = ForkProbe::run({[get, init] {
                                              AmdSmiVersion v{};
                                              if (init(kInitAmdGpus) != 0 || get(&v) != 0 || v.major > 99 || v.minor > 99 || v.release > 99 || v.year > 99)
                                                  return -1;
                                              return static_cast<int>(v.year * 1000000 + v.major * 10000 + v.minor * 100 + v.release);
                                          }},
                                          15000, QByteArrayLiteral("/dev/shm/rocm_smi"));
        if (child[0].outcome != ForkProbe::Outcome::Returned || child[0].value < 0)
            return QString();
        const int packed = child[0].value;
        version.year = static_cast<std::uint32_t>(packed / 1000000);
        version.major = static_cast<std::uint32_t>(packed / 10000 % 100);
        version.minor = static_cast<std::uint32_t>(packed / 100 % 100);
        version.release = static_cast<std::uint32_t>(packed % 100);
    }
    return QStringLiteral("%1.%2.%3.%4").arg(version.year).arg(version.major).arg(version.minor).arg(version.release);
}
} // namespace

QString AmdSmiLibraryCheck::title() const
{
    return DoctorText::tr("AMD SMI library");
}

CheckResult AmdSmiLibraryCheck::run(DoctorContext &context) const
{
    QString apiVersion;
    const LibraryProbeResult lib = LibraryProbe::probe(
        {QStringLiteral("libamd_smi.so.0"), QStringLiteral("libamd_smi.so")}, context.libraryDirs(), context.askLoader(),
        [&apiVersion](void *handle) { apiVersion = libraryVersion(handle); });
    QStringList evidence;
    if (!lib.found) {
        evidence << DoctorText::tr("Searched: %1").arg(joinList(lib.searchedDirs));
        return makeResult(CheckStatus::Info, DoctorText::tr("AMD SMI (libamd_smi) is not installed; AMD GPUs are read through ROCm SMI."),
                          DoctorText::tr("AMD SMI is ROCm's successor of ROCm SMI. Auto mode uses it where it is installed; "
                                         "without it nothing is missing as long as ROCm SMI works."),
                          DoctorText::tr("Optional: \"sudo apt install libamd-smi0\" (Debian 13) or the amd-smi-lib package of AMD's ROCm repository."),
                          evidence);
    }
    evidence << DoctorText::tr("Library: %1").arg(lib.path);
    if (lib.resolvedPath != lib.path)
        evidence << DoctorText::tr("Resolves to: %1").arg(lib.resolvedPath);
    if (!lib.loaded) {
        evidence << DoctorText::tr("Load error: %1").arg(lib.loadError);
        return makeResult(CheckStatus::Warn, DoctorText::tr("The AMD SMI library exists but cannot be loaded; AMD GPUs are read through ROCm SMI."),
                          DoctorText::tr("The file is there but the system cannot load it (broken, wrong architecture or "
                                         "missing dependencies such as a newer C library)."),
                          DoctorText::tr("Reinstall the package that owns %1 (\"dpkg -S %1\" tells which).").arg(lib.resolvedPath), evidence);
    }
    if (!apiVersion.isEmpty())
        evidence << DoctorText::tr("amdsmi_get_lib_version: %1").arg(apiVersion);
    const QString version = !apiVersion.isEmpty() ? apiVersion : (!lib.fileVersion.isEmpty() ? lib.fileVersion : DoctorText::tr("unknown version"));
    return makeResult(CheckStatus::Pass, DoctorText::tr("AMD SMI %1 loads from %2.").arg(version, lib.path),
                      DoctorText::tr("Auto mode reads AMD GPUs through AMD SMI (--backend amd-smi); --backend rocm-smi uses ROCm SMI instead."),
                      QString(), evidence);
}

} // namespace rocmtune
