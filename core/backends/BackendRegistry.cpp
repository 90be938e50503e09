// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/BackendRegistry.h"
#include "core/backends/BackendsTr.h"

#include "core/backends/amd_smi/AmdSmiBackend.h"
#include "core/backends/nvml/NvmlBackend.h"
#include "core/backends/rocm_smi/RocmSmiBackend.h"
#include "core/backends/sysfs/SysfsBackend.h"

#include <QCoreApplication>
#include <QFile>

#include <functional>
#include <vector>

namespace rocmtune {

namespace {

struct RealBackendFactory {
    BackendChoice choice;
    std::function<std::unique_ptr<Backend>()> make;
};

// Real backends in the order auto mode tries them. Each vendor library is
// loaded at run time inside initialize(), so a missing one only removes that
// vendor.
// libamd_smi 6.1.2 answers every setter with NOT_SUPPORTED in a virtual
// machine guest (the "hypervisor" CPU flag, amd::smi::is_vm_guest), so a
// passed-through GPU could be watched but never tuned through it.
bool runningInVirtualMachine()
{
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (!cpuinfo.open(QIODevice::ReadOnly))
        return false;
    while (!cpuinfo.atEnd()) {
        const QByteArray line = cpuinfo.readLine();
        if (line.startsWith("flags"))
            return line.simplified().split(' ').contains("hypervisor");
    }
    return false;
}

std::vector<RealBackendFactory> realBackendFactories(bool virtualMachine)
{
    std::vector<RealBackendFactory> factories;
    auto amdSmi = RealBackendFactory{BackendChoice::AmdSmi, [] { return std::make_unique<AmdSmiBackend>(); }};
    auto rocmSmi = RealBackendFactory{BackendChoice::RocmSmi, [] { return std::make_unique<RocmSmiBackend>(); }};
    // Auto mode prefers AMD SMI, except where its library refuses to tune.
    factories.push_back(virtualMachine ? rocmSmi : amdSmi);
    factories.push_back(virtualMachine ? amdSmi : rocmSmi);
    // The driver's files alone: where neither AMD library can be loaded.
    factories.push_back({BackendChoice::Sysfs, [] { return std::make_unique<SysfsBackend>(); }});
    factories.push_back({BackendChoice::Nvml, [] { return std::make_unique<NvmlBackend>(); }});
    return factories;
}

std::unique_ptr<Backend> makeSimulated(const BackendOptions &options)
{
    return std::make_unique<SimulatedBackend>(options.simulated);
}

} // namespace

bool autoPrefersRocmSmi()
{
    return runningInVirtualMachine();
}

const char *backendChoiceKey(BackendChoice choice)
{
    switch (choice) {
    case BackendChoice::Auto: return "auto";
    case BackendChoice::Simulated: return "sim";
    case BackendChoice::RocmSmi: return "rocm-smi";
    case BackendChoice::Nvml: return "nvml";
    case BackendChoice::AmdSmi: return "amd-smi";
    case BackendChoice::Sysfs: return SysfsBackend::kId;
    }
    return "auto";
}

std::optional<BackendChoice> backendChoiceFromKey(const QString &key)
{
    for (BackendChoice c : {BackendChoice::Auto, BackendChoice::Simulated, BackendChoice::RocmSmi, BackendChoice::Nvml, BackendChoice::AmdSmi,
                          BackendChoice::Sysfs}) {
        if (key.compare(QLatin1String(backendChoiceKey(c)), Qt::CaseInsensitive) == 0)
            return c;
    }
    if (key.compare(QLatin1String("simulated"), Qt::CaseInsensitive) == 0)
        return BackendChoice::Simulated;
    return std::nullopt;
}

QStringList backendChoiceKeys()
{
    return {QStringLiteral("auto"), QStringLiteral("sim"), QStringLiteral("rocm-smi"), QStringLiteral("amd-smi"), QStringLiteral("sysfs"), QStringLiteral("nvml")};
}

const char *backendDisplayNameEnglish(const QString &backendId)
{
    static constexpr std::pair<const char *, const char *> kNames[] = {
        {"rocm-smi", QT_TRANSLATE_NOOP("BackendRegistry", "ROCm SMI")}, {"amd-smi", QT_TRANSLATE_NOOP("BackendRegistry", "AMD SMI")},
        {"sysfs", QT_TRANSLATE_NOOP("BackendRegistry", "driver files")}, {"nvml", QT_TRANSLATE_NOOP("BackendRegistry", "NVML")},
        {"sim", QT_TRANSLATE_NOOP("BackendRegistry", "simulated")},
    };
    for (const auto &[id, name] : kNames) {
        if (backendId == QLatin1String(id))
            return name;
    }
    return nullptr;
}

QString backendDisplayName(const QString &backendId)
{
    const char *english = backendDisplayNameEnglish(backendId);
    return english ? QCoreApplication::translate("BackendRegistry", english) : backendId;
}

DeviceSetResult createDeviceSet(const BackendOptions &options)
{
    DeviceSetResult result;
    std::vector<std::unique_ptr<Backend>> chosen;

    // Whether an AMD vendor library could be loaded (even if it then found
    // no GPU): the driver-files backend is for systems without one.
    bool amdLibraryLoaded = false;
    auto tryBackend = [&](std::unique_ptr<Backend> backend) -> bool {
        const BackendStatus status = backend->initialize();
        if (!status.ok) {
            result.log << BackendRegistryTr::tr("%1: %2").arg(backend->id(), status.message);
            result.attempts << BackendAttempt{backend->id(), false, status.message};
            if (backend->id() == QLatin1String("rocm-smi") || backend->id() == QLatin1String("amd-smi"))
                amdLibraryLoaded = amdLibraryLoaded || backend->libraryLoaded();
            return false;
        }
        const int count = backend->deviceCount();
        const QString found = QCoreApplication::translate("BackendRegistry", "%n device(s)", nullptr, count);
        result.log << BackendRegistryTr::tr("%1: %2").arg(backend->id(), found);
        result.attempts << BackendAttempt{backend->id(), count > 0, found};
        if (backend->id() == QLatin1String("rocm-smi") || backend->id() == QLatin1String("amd-smi"))
            amdLibraryLoaded = amdLibraryLoaded || backend->libraryLoaded();
        if (count == 0)
            return false;
        chosen.push_back(std::move(backend));
        return true;
    };

    if (options.choice == BackendChoice::Simulated) {
        tryBackend(makeSimulated(options));
    } else {
        bool found = false;
        bool amdLibraryInUse = false;
        const bool virtualMachine = options.choice == BackendChoice::Auto && runningInVirtualMachine();
        if (virtualMachine)
            result.log << BackendRegistryTr::tr("Virtual machine: ROCm SMI is preferred over AMD SMI, whose library refuses tuning changes in a virtual machine.");
        for (const auto &factory : realBackendFactories(virtualMachine)) {
            if (options.choice != BackendChoice::Auto && factory.choice != options.choice)
                continue;
            const bool amdLibrary = factory.choice == BackendChoice::AmdSmi || factory.choice == BackendChoice::RocmSmi;
            // AMD SMI and ROCm SMI see the same GPUs: the second of the two
            // only when the first is missing, does not start or finds none.
            if (options.choice == BackendChoice::Auto && amdLibrary && amdLibraryInUse) {
                result.attempts << BackendAttempt{QLatin1String(backendChoiceKey(factory.choice)), false,
                                                  BackendRegistryTr::tr("skipped: the other AMD library already shows the AMD GPUs")};
                continue;
            }
            if (options.choice == BackendChoice::Auto && factory.choice == BackendChoice::Sysfs && (amdLibraryInUse || amdLibraryLoaded)) {
                const QString why = amdLibraryInUse ? BackendRegistryTr::tr("skipped: an AMD library already shows the AMD GPUs")
                                                    : BackendRegistryTr::tr("skipped: an AMD library is installed (its result is above)");
                result.log << BackendRegistryTr::tr("%1: %2").arg(QLatin1String(SysfsBackend::kId), why);
                result.attempts << BackendAttempt{QLatin1String(SysfsBackend::kId), false, why};
                continue;
            }
            found = true;
            const bool used = tryBackend(factory.make());
            amdLibraryInUse = amdLibraryInUse || (used && (amdLibrary || factory.choice == BackendChoice::Sysfs));
        }
        if (options.choice != BackendChoice::Auto && chosen.empty()) {
            result.error = found ? BackendRegistryTr::tr("The %1 backend found no usable GPU. %2")
                                       .arg(QLatin1String(backendChoiceKey(options.choice)), result.log.join(QStringLiteral("; ")))
                                 : BackendRegistryTr::tr("The %1 backend is not available in this build.")
                                       .arg(QLatin1String(backendChoiceKey(options.choice)));
            return result;
        }
        if (chosen.empty()) {
            result.log << BackendRegistryTr::tr("No GPU found: showing simulated GPUs.");
            result.simulatedFallback = true;
            tryBackend(makeSimulated(options));
        }
    }
    result.devices = std::make_unique<DeviceSet>(std::move(chosen));
    result.devices->setBackendAttempts(result.attempts);
    return result;
}

} // namespace rocmtune
