// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendRegistry.h"

#include "amd_smi/AmdSmiBackend.h"
#include "nvml/NvmlBackend.h"
#include "rocm_smi/RocmSmiBackend.h"

#include <QCoreApplication>
#include <QFile>

#include <functional>
#include <vector>

namespace rocmtune {

namespace {

struct BackendRegistryText {
    Q_DECLARE_TR_FUNCTIONS(BackendRegistry)
};

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
    factories.push_back({BackendChoice::Nvml, [] { return std::make_unique<NvmlBackend>(); }});
    return factories;
}

std::unique_ptr<Backend> makeSimulated(const BackendOptions &options)
{
    return std::make_unique<SimulatedBackend>(options.simulated);
}

} // namespace

const char *backendChoiceKey(BackendChoice choice)
{
    switch (choice) {
    case BackendChoice::Auto: return "auto";
    case BackendChoice::Simulated: return "sim";
    case BackendChoice::RocmSmi: return "rocm-smi";
    case BackendChoice::Nvml: return "nvml";
    case BackendChoice::AmdSmi: return "amd-smi";
    }
    return "auto";
}

std::optional<BackendChoice> backendChoiceFromKey(const QString &key)
{
    for (BackendChoice c : {BackendChoice::Auto, BackendChoice::Simulated, BackendChoice::RocmSmi, BackendChoice::Nvml, BackendChoice::AmdSmi}) {
        if (key.compare(QLatin1String(backendChoiceKey(c)), Qt::CaseInsensitive) == 0)
            return c;
    }
    if (key.compare(QLatin1String("simulated"), Qt::CaseInsensitive) == 0)
        return BackendChoice::Simulated;
    return std::nullopt;
}

QStringList backendChoiceKeys()
{
    return {QStringLiteral("auto"), QStringLiteral("sim"), QStringLiteral("rocm-smi"), QStringLiteral("amd-smi"), QStringLiteral("nvml")};
}

DeviceSetResult createDeviceSet(const BackendOptions &options)
{
    DeviceSetResult result;
    std::vector<std::unique_ptr<Backend>> chosen;

    auto tryBackend = [&](std::unique_ptr<Backend> backend) -> bool {
        const BackendStatus status = backend->initialize();
        if (!status.ok) {
            result.log << BackendRegistryText::tr("%1: %2").arg(backend->id(), status.message);
            return false;
        }
        const int count = backend->deviceCount();
        result.log << QCoreApplication::translate("BackendRegistry", "%1: %n device(s)", nullptr, count).arg(backend->id());
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
            result.log << BackendRegistryText::tr("Virtual machine: ROCm SMI is preferred over AMD SMI, whose library refuses tuning changes in a virtual machine.");
        for (const auto &factory : realBackendFactories(virtualMachine)) {
            if (options.choice != BackendChoice::Auto && factory.choice != options.choice)
                continue;
            const bool amdLibrary = factory.choice == BackendChoice::AmdSmi || factory.choice == BackendChoice::RocmSmi;
            // AMD SMI and ROCm SMI see the same GPUs: the second of the two
            // only when the first is missing, does not start or finds none.
            if (options.choice == BackendChoice::Auto && amdLibrary && amdLibraryInUse)
                continue;
            found = true;
            const bool used = tryBackend(factory.make());
            amdLibraryInUse = amdLibraryInUse || (used && amdLibrary);
        }
        if (options.choice != BackendChoice::Auto && chosen.empty()) {
            result.error = found ? BackendRegistryText::tr("The %1 backend found no usable GPU. %2")
                                       .arg(QLatin1String(backendChoiceKey(options.choice)), result.log.join(QStringLiteral("; ")))
                                 : BackendRegistryText::tr("The %1 backend is not available in this build.")
                                       .arg(QLatin1String(backendChoiceKey(options.choice)));
            return result;
        }
        if (chosen.empty()) {
            result.log << BackendRegistryText::tr("No GPU found: showing simulated GPUs.");
            result.simulatedFallback = true;
            tryBackend(makeSimulated(options));
        }
    }
    result.devices = std::make_unique<DeviceSet>(std::move(chosen));
    return result;
}

} // namespace rocmtune
