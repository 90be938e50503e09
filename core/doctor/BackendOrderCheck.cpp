// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/BackendOrderCheck.h"

#include "core/backends/BackendRegistry.h"
#include "core/backends/amd_smi/AmdSmiLibrary.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"

#include <QFile>

#include <dlfcn.h>

namespace rocmtune {

namespace {

// The first of the backend's own candidates that the loader can load
// (loaded and unloaded again: the library is never started); empty if none.
QString firstLoadable(const QStringList &candidates)
{
    for (const QString &name : candidates) {
        void *handle = dlopen(QFile::encodeName(name).constData(), RTLD_LAZY | RTLD_LOCAL);
        if (handle) {
            dlclose(handle);
            return name;
        }
    }
    return QString();
}

} // namespace

QString BackendOrderCheck::title() const
{
    return DoctorText::tr("Backend order");
}

CheckResult BackendOrderCheck::run(DoctorContext &context) const
{
    const QString amdSmi = firstLoadable(AmdSmiLibrary::candidatePaths());
    const QString rocmSmi = firstLoadable(RocmSmiApi::candidateNames());
    const int cards = static_cast<int>(amdgpuCards(context.env()).size());
    const bool rocmFirst = autoPrefersRocmSmi();

    QStringList evidence;
    auto library = [&](const char *id, const QString &loadable) {
        const QString name = backendDisplayName(QLatin1String(id));
        return loadable.isEmpty() ? DoctorText::tr("%1 (%2): skipped: its library is not installed or does not load.").arg(name, QLatin1String(id))
                                  : DoctorText::tr("%1 (%2): tried: its library loads from %3.").arg(name, QLatin1String(id), loadable);
    };
    const QString amdLine = library("amd-smi", amdSmi);
    const QString rocmLine = library("rocm-smi", rocmSmi);
    evidence << QStringLiteral("1. %1").arg(rocmFirst ? rocmLine : amdLine);
    evidence << QStringLiteral("2. %1").arg(rocmFirst ? amdLine : rocmLine);
    if (rocmFirst)
        evidence << DoctorText::tr("ROCm SMI comes first in a virtual machine: AMD SMI refuses every tuning change there.");
    const QString files = backendDisplayName(QStringLiteral("sysfs"));
    const bool libraryLoads = !amdSmi.isEmpty() || !rocmSmi.isEmpty();
    if (libraryLoads)
        evidence << QStringLiteral("3. %1").arg(DoctorText::tr("%1 (sysfs): skipped: an AMD library loads, so it is used instead.").arg(files));
    else
        evidence << QStringLiteral("3. %1").arg(DoctorText::tr("%1 (sysfs): used: no AMD library loads; the driver's files show %n amdgpu card(s).", nullptr, cards).arg(files));
    evidence << QStringLiteral("4. %1").arg(DoctorText::tr("NVML (nvml): tried for NVIDIA GPUs."));

    QString summary;
    if (libraryLoads)
    {
        const bool viaRocmSmi = rocmFirst ? !rocmSmi.isEmpty() : amdSmi.isEmpty();
        summary = DoctorText::tr("Auto tries AMD GPUs through %1 first.").arg(backendDisplayName(viaRocmSmi ? QStringLiteral("rocm-smi") : QStringLiteral("amd-smi")));
    }
    else if (cards > 0)
        summary = DoctorText::tr("Auto reads AMD GPUs through the driver's files: neither AMD SMI nor ROCm SMI loads.");
    else
        summary = DoctorText::tr("No AMD library loads and the driver's files show no amdgpu card.");
    return makeResult(CheckStatus::Info, summary,
                      DoctorText::tr("Auto uses the first AMD backend that finds GPUs; the driver's files alone (no vendor library) "
                                     "are used only where neither AMD SMI nor ROCm SMI can be loaded. \"--backend NAME\" forces one."),
                      QString(), evidence);
}

} // namespace rocmtune
