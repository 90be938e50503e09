// SPDX-License-Identifier: GPL-3.0-or-later
// ROCMTUNE_SIM_FAULTS: what each fault does to a simulated GPU's samples and
// list, and that the health model sees it.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/health/HealthRules.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
SimulatedOptions faultyOptions(const QString &faults)
{
    SimulatedOptions options;
    options.deviceCount = 3;
    options.manualClock = true;
    options.load = SimulatedLoad::Training;
    options.faults = SimulatedFaults::parse(faults);
    return options;
}
} // namespace

TEST(SimulatedFaults, ParsesAndNamesWhatItDoesNotKnow)
{
    QStringList unknown;
    const SimulatedFaults f = SimulatedFaults::parse(QStringLiteral("1:ecc_uncorrectable, 0:reset,2:melted,x:missing,3"), &unknown);
    EXPECT_TRUE(f.has(1, SimulatedFault::EccUncorrectable));
    EXPECT_TRUE(f.has(0, SimulatedFault::Reset));
    EXPECT_FALSE(f.has(0, SimulatedFault::EccUncorrectable));
    EXPECT_EQ(unknown, (QStringList{QStringLiteral("2:melted"), QStringLiteral("x:missing"), QStringLiteral("3")}));
    EXPECT_EQ(SimulatedFaults::keys(), (QStringList{QStringLiteral("ecc_uncorrectable"), QStringLiteral("ecc_correctable_storm"), QStringLiteral("missing"),
                                                    QStringLiteral("reset"), QStringLiteral("thermal_stuck"), QStringLiteral("retired_pages"),
                                                    QStringLiteral("wakes")}));
    // A wake fault is parsed like the others.
    EXPECT_TRUE(SimulatedFaults::parse(QStringLiteral("0:wakes"), &unknown).has(0, SimulatedFault::Wakes));
}

TEST(SimulatedFaults, AMissingGpuLeavesTheOthersTheirIds)
{
    SimulatedBackend plain(faultyOptions(QString()));
    plain.initialize();
    SimulatedBackend gone(faultyOptions(QStringLiteral("1:missing")));
    gone.initialize();
    ASSERT_EQ(gone.deviceCount(), 2);
    EXPECT_EQ(gone.deviceInfo(0).uniqueId, plain.deviceInfo(0).uniqueId);
    EXPECT_EQ(gone.deviceInfo(1).uniqueId, plain.deviceInfo(2).uniqueId);
    EXPECT_EQ(gone.deviceInfo(1).pciBusId, QStringLiteral("0000:12:00.0"));
    EXPECT_EQ(gone.deviceInfo(1).name, plain.deviceInfo(2).name);
}

TEST(SimulatedFaults, EccAndThermalFaultsShowInTheSamplesAndTheHealthModel)
{
    SimulatedBackend backend(faultyOptions(QStringLiteral("0:ecc_uncorrectable,1:ecc_correctable_storm,2:thermal_stuck")));
    backend.initialize();
    const Sample ecc = backend.readSample(0);
    ASSERT_TRUE(ecc.ecc().available);
    EXPECT_EQ(ecc.ecc().totalUncorrectable(), std::optional<quint64>(1));
    const Sample storm = backend.readSample(1);
    EXPECT_EQ(storm.ecc().totalUncorrectable(), std::optional<quint64>(0));
    EXPECT_GT(storm.ecc().totalCorrectable().value_or(0), 0u);
    const Sample stuck = backend.readSample(2);
    EXPECT_EQ(static_cast<unsigned>(*stuck.value(MetricId::ThrottleStatus)), static_cast<unsigned>(ThrottleThermal));
    EXPECT_LT(*stuck.value(MetricId::GfxClock), 0.3 * *stuck.value(MetricId::GfxClockMax));
    EXPECT_TRUE(backend.hasFault(2, SimulatedFault::ThermalStuck));
    EXPECT_FALSE(backend.hasFault(0, SimulatedFault::ThermalStuck));

    HealthInputs in;
    in.nowMs = 1796500000000;
    in.uptimeMs = 3600 * 1000; // the storm: 100 a second since boot, 360000 an hour
    const Sample samples[] = {ecc, storm, stuck};
    for (int i = 0; i < 3; ++i)
        in.gpus << GpuHealthInput{i, backend.deviceInfo(i), samples[i], std::nullopt, {}, std::nullopt, std::nullopt, std::nullopt};
    HealthConfig config;
    config.stuckSeconds = 0;
    HealthState state;
    const HealthReport r = evaluateHealth(in, config, state);
    EXPECT_EQ(r.levelOf(0), HealthLevel::Unhealthy);
    EXPECT_EQ(r.levelOf(1), HealthLevel::Degraded);
    EXPECT_EQ(r.levelOf(2), HealthLevel::Degraded);
}

TEST(SimulatedFaults, RealProcessesAreListedOnTheirGpu)
{
    SimulatedOptions options = faultyOptions(QString());
    options.load = SimulatedLoad::Idle;
    options.processes[1] = {4242};
    SimulatedBackend backend(options);
    backend.initialize();
    EXPECT_TRUE(backend.readProcesses(0)->isEmpty());
    const auto list = backend.readProcesses(1);
    ASSERT_TRUE(list && list->size() == 1);
    EXPECT_EQ(list->first().pid, 4242);
    EXPECT_FALSE(list->first().simulated); // named and attributed from /proc like a real one
}
