// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiDevice.h"

#include "core/backends/rocm_smi/ForkProbe.h"
#include "core/backends/rocm_smi/ProbeVerdictCache.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"

#include <QCoreApplication>

#include <functional>

namespace rocmtune {

const char *riskyCallName(RiskyCall call)
{
    switch (call) {
    case RiskyCall::Hwmon: return "rsmi_dev_temp_metric_get";
    case RiskyCall::GfxClockTable: return "rsmi_dev_gpu_clk_freq_get(SYS)";
    case RiskyCall::MemClockTable: return "rsmi_dev_gpu_clk_freq_get(MEM)";
    case RiskyCall::PcieTable: return "rsmi_dev_pci_bandwidth_get";
    case RiskyCall::PowerProfiles: return "rsmi_dev_power_profile_presets_get";
    case RiskyCall::OdVoltInfo: return "rsmi_dev_od_volt_info_get";
    case RiskyCall::EnergyCounter: return "rsmi_dev_energy_count_get";
    case RiskyCall::Count: break;
    }
    return "?";
}

namespace {

QVector<std::function<int()>> riskyCallSteps(const RocmSmiApi &api, const RocmSmiDevice &device)
{
    const uint32_t dv = device.libraryIndex;
    const RocmSmiApi *a = &api;
    QVector<std::function<int()>> steps(kRiskyCallCount);
    steps[static_cast<int>(RiskyCall::Hwmon)] = [a, dv] {
        int64_t v = 0;
        return a->devTempMetricGet ? static_cast<int>(a->devTempMetricGet(dv, RSMI_TEMP_TYPE_EDGE, RSMI_TEMP_CURRENT, &v)) : -1;
    };
    steps[static_cast<int>(RiskyCall::GfxClockTable)] = [a, dv] {
        RsmiClockTable t;
        return static_cast<int>(a->clockTable(dv, RSMI_CLK_TYPE_SYS, &t));
    };
    steps[static_cast<int>(RiskyCall::MemClockTable)] = [a, dv] {
        RsmiClockTable t;
        return static_cast<int>(a->clockTable(dv, RSMI_CLK_TYPE_MEM, &t));
    };
    steps[static_cast<int>(RiskyCall::PcieTable)] = [a, dv] {
        RsmiClockTable t;
        return static_cast<int>(a->pcieTable(dv, &t));
    };
    steps[static_cast<int>(RiskyCall::PowerProfiles)] = [a, dv] {
        rsmi_power_profile_status_t s{};
        return a->devPowerProfilePresetsGet ? static_cast<int>(a->devPowerProfilePresetsGet(dv, 0, &s)) : -1;
    };
    steps[static_cast<int>(RiskyCall::OdVoltInfo)] = [a, dv] {
        // Room for a newer library's larger struct: this only runs in the child.
        union {
            rsmi_od_volt_freq_data_t data;
            unsigned char room[4096];
        } d{};
        return a->devOdVoltInfoGet ? static_cast<int>(a->devOdVoltInfoGet(dv, &d.data)) : -1;
    };
    steps[static_cast<int>(RiskyCall::EnergyCounter)] = [a, dv] {
        uint64_t e = 0, ts = 0;
        float resolution = 0;
        return a->devEnergyCountGet ? static_cast<int>(a->devEnergyCountGet(dv, &e, &resolution, &ts)) : -1;
    };
    // Without an amdgpu hwmon directory the library asserts on every hwmon
    // getter (dev->monitor() == nullptr): no need to watch it die.
    if (!device.files.hasHwmon())
        steps[static_cast<int>(RiskyCall::Hwmon)] = [] { return 0; };
    return steps;
}

// Records one device's results (results[first .. first + kRiskyCallCount)).
QStringList applyRiskyCallResults(RocmSmiDevice &device, const QVector<ForkProbe::StepResult> &results, int first)
{
    const bool hwmon = device.files.hasHwmon();

    QStringList notes;
    for (int i = 0; i < kRiskyCallCount; ++i) {
        const bool returned = results[first + i].outcome == ForkProbe::Outcome::Returned;
        device.librarySafe[i] = returned;
        device.libraryCheckTimedOut[i] = results[first + i].outcome == ForkProbe::Outcome::TimedOut;
        if (!returned) {
            notes << QCoreApplication::translate("RocmSmiBackend", "%1 on GPU %2 is avoided: %3")
                         .arg(QLatin1String(riskyCallName(static_cast<RiskyCall>(i))), device.pciBusId, ForkProbe::describe(results[first + i]));
        }
    }
    if (!hwmon) {
        device.librarySafe[static_cast<int>(RiskyCall::Hwmon)] = false;
        notes << QCoreApplication::translate("RocmSmiBackend",
                                             "GPU %1 has no amdgpu hwmon directory: temperatures, fan, power and voltage are not available.")
                     .arg(device.pciBusId);
    }
    device.probeNotes = notes;
    return notes;
}

} // namespace

QStringList probeRiskyCalls(const RocmSmiApi &api, RocmSmiDevice &device)
{
    return probeRiskyCalls(api, QList<RocmSmiDevice *>{&device});
}

QStringList probeRiskyCalls(const RocmSmiApi &api, const QList<RocmSmiDevice *> &devices, ProbeVerdictCache *cache)
{
    QVector<std::function<int()>> steps;
    QString key = QStringLiteral("calls");
    for (const RocmSmiDevice *device : devices) {
        steps += riskyCallSteps(api, *device);
        key += QStringLiteral(" %1@%2").arg(device->pciBusId).arg(device->libraryIndex);
    }
    if (steps.isEmpty())
        return {};
    // 5 s per device, as when each had a child of its own.
    const int timeoutMs = 5000 * static_cast<int>(devices.size());
    const QVector<ForkProbe::StepResult> results = cache ? cache->run(key, steps, timeoutMs, kRocmSmiSharedMemoryPrefix)
                                                         : ForkProbe::run(steps, timeoutMs, kRocmSmiSharedMemoryPrefix);
    QStringList notes;
    for (qsizetype d = 0; d < devices.size(); ++d)
        notes += applyRiskyCallResults(*devices[d], results, static_cast<int>(d * kRiskyCallCount));
    return notes;
}

} // namespace rocmtune
