// SPDX-License-Identifier: GPL-3.0-or-later
// Once per card (at start and when it comes back), every group of library
// calls the backend makes runs in a forked child first (ForkProbe). A group
// whose child dies (an assert() of the ROCm SMI code inside libamd_smi on a
// driver layout it does not know) is avoided for that card: its values are
// "not available" and the log says why. Files whose contents change at run
// time are also checked before each call (AmdSmiFileGuards.cpp).
#include "core/backends/amd_smi/AmdSmiBackend.h"

#include "core/backends/rocm_smi/ForkProbe.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcAmdSmi)

namespace rocmtune {

namespace {

const char *callName(AmdSmiCall call)
{
    switch (call) {
    case AmdSmiCall::Temperatures: return "amdsmi_get_temp_metric";
    case AmdSmiCall::Power: return "amdsmi_get_power_info";
    case AmdSmiCall::ClockGfx: return "amdsmi_get_clk_freq(GFX)";
    case AmdSmiCall::ClockMem: return "amdsmi_get_clk_freq(MEM)";
    case AmdSmiCall::ClockSoc: return "amdsmi_get_clk_freq(SOC)";
    case AmdSmiCall::ClockDf: return "amdsmi_get_clk_freq(DF)";
    case AmdSmiCall::ClockVideo: return "amdsmi_get_clk_freq(VCLK0/DCLK0)";
    case AmdSmiCall::Activity: return "amdsmi_get_gpu_activity";
    case AmdSmiCall::Fan: return "amdsmi_get_gpu_fan_rpms";
    case AmdSmiCall::Voltage: return "amdsmi_get_gpu_volt_metric";
    case AmdSmiCall::PerfLevel: return "amdsmi_get_gpu_perf_level";
    case AmdSmiCall::PowerProfile: return "amdsmi_get_gpu_power_profile_presets";
    case AmdSmiCall::Pcie: return "amdsmi_get_gpu_pci_bandwidth";
    case AmdSmiCall::Energy: return "amdsmi_get_energy_count";
    case AmdSmiCall::Ecc: return "amdsmi_get_gpu_ecc_count";
    case AmdSmiCall::Identity: return "amdsmi_get_gpu_asic_info";
    case AmdSmiCall::Count: break;
    }
    return "?";
}

} // namespace

QVector<std::function<int()>> AmdSmiBackend::probeSteps(const Gpu &gpu) const
{
    const AmdSmiFunctions *a = &library_->api;
    const amdsmi::ProcessorHandle h = gpu.handle;
    QVector<std::function<int()>> steps(kAmdSmiCallCount);
    const auto clock = [a, h](amdsmi::ClockType type) {
        amdsmi::Frequencies f{};
        return a->clkFreq ? static_cast<int>(a->clkFreq(h, type, &f)) : -1;
    };
    steps[int(AmdSmiCall::Temperatures)] = [a, h] {
        int64_t v = 0;
        for (uint32_t type = amdsmi::TempEdge; type <= amdsmi::TempHbm3; ++type) {
            for (uint32_t metric : {uint32_t(amdsmi::TempCurrent), uint32_t(amdsmi::TempCritical), uint32_t(amdsmi::TempEmergency)})
                if (a->tempMetric)
                    a->tempMetric(h, type, metric, &v);
        }
        return 0;
    };
    steps[int(AmdSmiCall::Power)] = [a, h] {
        amdsmi::PowerInfo p{};
        amdsmi::PowerCapInfo c{};
        if (a->powerCapInfo)
            a->powerCapInfo(h, 0, &c);
        return a->powerInfo ? static_cast<int>(a->powerInfo(h, &p)) : -1;
    };
    steps[int(AmdSmiCall::ClockGfx)] = [clock] { return clock(amdsmi::ClkGfx); };
    steps[int(AmdSmiCall::ClockMem)] = [clock] { return clock(amdsmi::ClkMem); };
    steps[int(AmdSmiCall::ClockSoc)] = [clock] { return clock(amdsmi::ClkSoc); };
    steps[int(AmdSmiCall::ClockDf)] = [clock] { return clock(amdsmi::ClkDf); };
    steps[int(AmdSmiCall::ClockVideo)] = [clock] { return clock(amdsmi::ClkVclk0) + clock(amdsmi::ClkDclk0); };
    steps[int(AmdSmiCall::Activity)] = [a, h] {
        amdsmi::EngineUsage u{};
        uint64_t bytes = 0;
        if (a->memoryUsage)
            a->memoryUsage(h, amdsmi::MemVram, &bytes);
        if (a->memoryTotal)
            a->memoryTotal(h, amdsmi::MemVram, &bytes);
        return a->activity ? static_cast<int>(a->activity(h, &u)) : -1;
    };
    steps[int(AmdSmiCall::Fan)] = [a, h] {
        int64_t v = 0;
        uint64_t max = 0;
        if (a->fanSpeed)
            a->fanSpeed(h, 0, &v);
        if (a->fanSpeedMax)
            a->fanSpeedMax(h, 0, &max);
        return a->fanRpms ? static_cast<int>(a->fanRpms(h, 0, &v)) : -1;
    };
    steps[int(AmdSmiCall::Voltage)] = [a, h] {
        int64_t v = 0;
        return a->voltMetric ? static_cast<int>(a->voltMetric(h, amdsmi::VoltVddgfx, amdsmi::VoltCurrent, &v)) : -1;
    };
    steps[int(AmdSmiCall::PerfLevel)] = [a, h] {
        uint32_t v = 0;
        if (a->overdriveLevel)
            a->overdriveLevel(h, &v);
        return a->perfLevel ? static_cast<int>(a->perfLevel(h, &v)) : -1;
    };
    steps[int(AmdSmiCall::PowerProfile)] = [a, h] {
        amdsmi::PowerProfileStatus p{};
        return a->powerProfilePresets ? static_cast<int>(a->powerProfilePresets(h, 0, &p)) : -1;
    };
    steps[int(AmdSmiCall::Pcie)] = [a, h] {
        amdsmi::PcieBandwidth bw{};
        uint64_t replays = 0;
        if (a->pciReplayCounter)
            a->pciReplayCounter(h, &replays);
        return a->pciBandwidth ? static_cast<int>(a->pciBandwidth(h, &bw)) : -1;
    };
    steps[int(AmdSmiCall::Energy)] = [a, h] {
        uint64_t e = 0, ts = 0;
        float resolution = 0;
        return a->energyCount ? static_cast<int>(a->energyCount(h, &e, &resolution, &ts)) : -1;
    };
    steps[int(AmdSmiCall::Ecc)] = [a, h] {
        uint64_t mask = 0;
        amdsmi::ErrorCount c{};
        if (a->eccEnabled && a->eccEnabled(h, &mask) == amdsmi::Success && a->eccCount) {
            for (std::uint64_t block = amdsmi::BlockUmc; block <= amdsmi::BlockLast; block <<= 1)
                if (mask & block)
                    a->eccCount(h, block, &c);
        }
        return 0;
    };
    steps[int(AmdSmiCall::Identity)] = [a, h] {
        amdsmi::AsicInfo asic{};
        amdsmi::BoardInfo board{};
        amdsmi::VbiosInfo vbios{};
        amdsmi::DriverInfo driver{};
        if (a->boardInfo)
            a->boardInfo(h, &board);
        if (a->vbiosInfo)
            a->vbiosInfo(h, &vbios);
        if (a->driverInfo)
            a->driverInfo(h, &driver);
        return a->asicInfo ? static_cast<int>(a->asicInfo(h, &asic)) : -1;
    };
    // Without an amdgpu hwmon directory ROCm SMI's hwmon getters assert
    // (dev->monitor() == nullptr): no need to watch them die.
    const bool hwmon = gpu.files.hasHwmon();
    if (!hwmon) {
        for (AmdSmiCall call : {AmdSmiCall::Temperatures, AmdSmiCall::Power, AmdSmiCall::Fan, AmdSmiCall::Voltage})
            steps[int(call)] = [] { return 0; };
    }
    return steps;
}

void AmdSmiBackend::probeCalls(Gpu &gpu)
{
    probeCalls(QList<Gpu *>{&gpu});
}

void AmdSmiBackend::probeCalls(const QList<Gpu *> &gpus)
{
    // Every card's steps in one list: one run of children for all of them
    // (plus one after each call that aborted), not one per card.
    QVector<std::function<int()>> steps;
    QString key = QStringLiteral("calls");
    for (const Gpu *gpu : gpus) {
        steps += probeSteps(*gpu);
        key += QLatin1Char(' ') + gpu->pciBusId;
    }
    if (steps.isEmpty())
        return;
    // 5 s per card, as when each had a child of its own. At start-up an
    // earlier run's verdicts (same boot, library and cards) stand in.
    const int timeoutMs = 5000 * static_cast<int>(gpus.size());
    const QByteArray prefix(kAmdSmiSharedMemoryPrefix);
    const QVector<ForkProbe::StepResult> results = probeCache_ ? probeCache_->run(key, steps, timeoutMs, prefix) : ForkProbe::run(steps, timeoutMs, prefix);
    for (qsizetype g = 0; g < gpus.size(); ++g)
        recordProbe(*gpus[g], results, static_cast<int>(g * kAmdSmiCallCount));
}

void AmdSmiBackend::recordProbe(Gpu &gpu, const QVector<ForkProbe::StepResult> &results, int first)
{
    const bool hwmon = gpu.files.hasHwmon();
    gpu.avoided.reset();
    for (int i = 0; i < kAmdSmiCallCount; ++i) {
        if (results[first + i].outcome == ForkProbe::Outcome::Returned)
            continue;
        gpu.avoided.set(static_cast<std::size_t>(i));
        qCInfo(lcAmdSmi).noquote() << QCoreApplication::translate("AmdSmiBackend", "%1 on GPU %2 is avoided: %3")
                                          .arg(QLatin1String(callName(static_cast<AmdSmiCall>(i))), gpu.pciBusId, ForkProbe::describe(results[first + i]));
    }
    if (!hwmon) {
        for (AmdSmiCall call : {AmdSmiCall::Temperatures, AmdSmiCall::Power, AmdSmiCall::Fan, AmdSmiCall::Voltage})
            gpu.avoided.set(static_cast<std::size_t>(call));
        qCInfo(lcAmdSmi).noquote() << QCoreApplication::translate("AmdSmiBackend",
                                                                  "GPU %1 has no amdgpu hwmon directory: temperatures, fan, power and voltage are not available.")
                                          .arg(gpu.pciBusId);
    }
}

} // namespace rocmtune
