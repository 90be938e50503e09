// SPDX-License-Identifier: GPL-3.0-or-later
// The real NvmlBackend loading the fake libnvidia-ml.so.1: identity, metric
// mapping and units, unsupported metrics, error codes, a GPU lost mid-run.
#include "tests/nvml/FakeNvml.h"

#include "core/backends/BackendRegistry.h"
#include "core/backends/nvml/NvmlBackend.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

class NvmlBackendTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(fake.loaded()) << "fake NVML library not loadable: " << FAKE_NVML_PATH;
        fake.script(fakenvml::twoGpuScript());
    }

    // A backend on the fake, initialised; fails the test when it does not start.
    std::unique_ptr<NvmlBackend> start()
    {
        auto backend = std::make_unique<NvmlBackend>(QStringLiteral(FAKE_NVML_PATH));
        const BackendStatus status = backend->initialize();
        EXPECT_TRUE(status.ok) << status.message.toStdString();
        return backend;
    }

    fakenvml::Control fake;
};

} // namespace

TEST_F(NvmlBackendTest, IdentityOfEachGpu)
{
    auto backend = start();
    ASSERT_EQ(backend->deviceCount(), 2);
    const DeviceInfo h200 = backend->deviceInfo(0);
    EXPECT_EQ(fakenvml::utf8(h200.backendId), "nvml");
    EXPECT_EQ(h200.backendIndex, 0);
    EXPECT_EQ(fakenvml::utf8(h200.vendor), "NVIDIA");
    EXPECT_EQ(fakenvml::utf8(h200.name), "NVIDIA H200");
    EXPECT_EQ(fakenvml::utf8(h200.uniqueId), "GPU-9d1c6a4e-0b5f-4c47-8f7e-2a3b4c5d6e7f");
    EXPECT_EQ(fakenvml::utf8(h200.stableId()), "GPU-9d1c6a4e-0b5f-4c47-8f7e-2a3b4c5d6e7f");
    EXPECT_EQ(fakenvml::utf8(h200.pciBusId), "0000:18:00.0"); // NVML's 8-digit domain in the sysfs form
    EXPECT_EQ(fakenvml::utf8(h200.pciId), "10de:2335");
    EXPECT_EQ(fakenvml::utf8(h200.gfxArch), "sm_90");
    EXPECT_EQ(fakenvml::utf8(h200.serial), "1654923012345");
    EXPECT_EQ(fakenvml::utf8(h200.vbiosVersion), "96.00.AF.00.01");
    EXPECT_EQ(fakenvml::utf8(h200.driverVersion), "580.159.03");
    EXPECT_EQ(fakenvml::utf8(h200.libraryVersion), "NVML 13.580.159.03");
    ASSERT_TRUE(h200.vramTotalBytes.has_value());
    EXPECT_EQ(*h200.vramTotalBytes, 150754820096ULL);
    EXPECT_FALSE(h200.simulated);

    const DeviceInfo geforce = backend->deviceInfo(1);
    EXPECT_EQ(fakenvml::utf8(geforce.gfxArch), "sm_89");
    EXPECT_TRUE(geforce.serial.isEmpty()); // NOT_SUPPORTED: empty, not "0"
    EXPECT_TRUE(geforce.vbiosVersion.isEmpty()); // not scripted at all
}

TEST_F(NvmlBackendTest, SampleMapsEveryMetricInCatalogueUnits)
{
    auto backend = start();
    const Sample s = backend->readSample(0);
    ASSERT_EQ(s.state(), DeviceState::Ok) << fakenvml::utf8(s.message());
    EXPECT_TRUE(s.message().isEmpty()) << fakenvml::utf8(s.message());
    using enum MetricId;
    EXPECT_DOUBLE_EQ(*s.value(TemperatureEdge), 47.0);
    EXPECT_DOUBLE_EQ(*s.value(TemperatureEdgeCritical), 87.0);  // slowdown threshold
    EXPECT_DOUBLE_EQ(*s.value(TemperatureEdgeEmergency), 92.0); // shutdown threshold
    EXPECT_DOUBLE_EQ(*s.value(PowerAverage), 412.345);          // mW -> W
    EXPECT_DOUBLE_EQ(*s.value(PowerCap), 700.0);
    EXPECT_DOUBLE_EQ(*s.value(PowerCapMin), 200.0);
    EXPECT_DOUBLE_EQ(*s.value(PowerCapMax), 700.0);
    EXPECT_DOUBLE_EQ(*s.value(PowerCapDefault), 700.0);
    EXPECT_DOUBLE_EQ(*s.value(GfxClock), 1980.0);
    EXPECT_DOUBLE_EQ(*s.value(GfxClockMax), 1980.0);
    EXPECT_DOUBLE_EQ(*s.value(MemoryClock), 3201.0);
    EXPECT_DOUBLE_EQ(*s.value(MemoryClockMax), 3201.0);
    EXPECT_DOUBLE_EQ(*s.value(GpuBusy), 100.0);
    EXPECT_DOUBLE_EQ(*s.value(MemoryBusy), 63.0);
    // _v2 memory: used excludes the driver's reserved memory, as nvidia-smi shows it.
    EXPECT_DOUBLE_EQ(*s.value(VramUsed), 34359738368.0);
    EXPECT_DOUBLE_EQ(*s.value(VramTotal), 150754820096.0);
    EXPECT_DOUBLE_EQ(*s.value(PerformanceState), 0.0);
    EXPECT_DOUBLE_EQ(*s.value(ThrottleStatus), static_cast<double>(ThrottlePowerCap));
    EXPECT_DOUBLE_EQ(*s.value(PcieLinkSpeed), 32.0); // gen 5
    EXPECT_DOUBLE_EQ(*s.value(PcieLinkWidth), 16.0);
    EXPECT_DOUBLE_EQ(*s.value(EnergyConsumed), 123456.789); // mJ -> J
    // No fan on an H200 (NOT_SUPPORTED): not available, never 0.
    EXPECT_FALSE(s.has(FanPercent));
    EXPECT_FALSE(s.has(FanRpm));
    EXPECT_FALSE(s.has(TemperatureJunction));
    EXPECT_FALSE(s.has(GfxVoltage));

    const Sample idle = backend->readSample(1);
    ASSERT_EQ(idle.state(), DeviceState::Ok);
    EXPECT_DOUBLE_EQ(*idle.value(FanPercent), 30.0);
    EXPECT_DOUBLE_EQ(*idle.value(PerformanceState), 8.0);
    EXPECT_DOUBLE_EQ(*idle.value(ThrottleStatus), static_cast<double>(ThrottleIdle));
    EXPECT_DOUBLE_EQ(*idle.value(PcieLinkSpeed), 16.0); // gen 4
    EXPECT_DOUBLE_EQ(*idle.value(GpuBusy), 0.0);        // a real 0 stays 0
}

TEST_F(NvmlBackendTest, DeviceInfoListsExactlyWhatASampleCarries)
{
    auto backend = start();
    const DeviceInfo h200 = backend->deviceInfo(0);
    const DeviceInfo geforce = backend->deviceInfo(1);
    EXPECT_TRUE(h200.supports(MetricId::TemperatureEdge));
    EXPECT_TRUE(h200.supports(MetricId::EnergyConsumed));
    EXPECT_FALSE(h200.supports(MetricId::FanPercent));
    EXPECT_TRUE(geforce.supports(MetricId::FanPercent));
    const Sample s = backend->readSample(0);
    for (const auto &m : metricCatalogue())
        EXPECT_EQ(h200.supports(m.id), s.has(m.id)) << m.key;
}

TEST_F(NvmlBackendTest, ClockEventReasonsMapToThrottleBits)
{
    fake.set("gpu0.clock_event_reasons", "0xee"); // apps clocks, sw power cap, hw slowdown, sw+hw thermal, power brake
    fake.set("gpu1.clock_event_reasons", "0x110"); // sync boost, display clock setting
    auto backend = start();
    EXPECT_EQ(static_cast<unsigned>(*backend->readSample(0).value(MetricId::ThrottleStatus)),
              ThrottleClockLocked | ThrottlePowerCap | ThrottleHardwareSlowdown | ThrottleThermal);
    EXPECT_EQ(static_cast<unsigned>(*backend->readSample(1).value(MetricId::ThrottleStatus)),
              ThrottleSoftwareSlowdown | ThrottleClockLocked);
    fake.set("gpu0.clock_event_reasons", "0");
    EXPECT_EQ(*backend->readSample(0).value(MetricId::ThrottleStatus), 0.0);
}

TEST_F(NvmlBackendTest, UnknownPstateAndPcieGenerationAreNotAvailable)
{
    fake.set("gpu0.pstate", "32");
    fake.set("gpu0.pcie_gen", "9");
    auto backend = start();
    const Sample s = backend->readSample(0);
    EXPECT_FALSE(s.has(MetricId::PerformanceState));
    EXPECT_FALSE(s.has(MetricId::PcieLinkSpeed));
    EXPECT_TRUE(s.has(MetricId::PcieLinkWidth));
}

TEST_F(NvmlBackendTest, OldDriverUsesThrottleReasonsAndFirstMemoryCall)
{
    fakenvml::Control old(FAKE_NVML_OLD_DRIVER_PATH);
    ASSERT_TRUE(old.loaded());
    old.script(fakenvml::twoGpuScript());
    NvmlBackend backend(QStringLiteral(FAKE_NVML_OLD_DRIVER_PATH));
    ASSERT_TRUE(backend.initialize().ok);
    const Sample s = backend.readSample(0);
    ASSERT_EQ(s.state(), DeviceState::Ok);
    EXPECT_DOUBLE_EQ(*s.value(MetricId::ThrottleStatus), static_cast<double>(ThrottlePowerCap));
    // nvmlDeviceGetMemoryInfo counts reserved memory as used.
    EXPECT_DOUBLE_EQ(*s.value(MetricId::VramUsed), 34359738368.0 + 576716800.0);
}

TEST_F(NvmlBackendTest, LibraryWithoutVersionedInitIsRefusedClearly)
{
    NvmlBackend backend(QStringLiteral(FAKE_NVML_NO_INIT_V2_PATH));
    const BackendStatus status = backend.initialize();
    EXPECT_FALSE(status.ok);
    EXPECT_TRUE(status.message.contains(QStringLiteral("nvmlInit_v2"))) << fakenvml::utf8(status.message);
    EXPECT_EQ(backend.deviceCount(), 0);
}

TEST_F(NvmlBackendTest, MissingLibraryFailsClearly)
{
    NvmlBackend backend(QStringLiteral("/nonexistent/libnvidia-ml.so.1"));
    const BackendStatus status = backend.initialize();
    EXPECT_FALSE(status.ok);
    EXPECT_TRUE(status.message.contains(QStringLiteral("/nonexistent/libnvidia-ml.so.1"))) << fakenvml::utf8(status.message);
    EXPECT_TRUE(status.message.contains(QStringLiteral("does not exist"))) << fakenvml::utf8(status.message);
    EXPECT_EQ(backend.readSample(0).state(), DeviceState::Lost);
}

TEST_F(NvmlBackendTest, InitFailuresSayWhy)
{
    fake.set("init", "DRIVER_NOT_LOADED");
    {
        NvmlBackend backend(QStringLiteral(FAKE_NVML_PATH));
        const BackendStatus status = backend.initialize();
        EXPECT_FALSE(status.ok);
        EXPECT_TRUE(status.message.contains(QStringLiteral("kernel driver is not loaded"))) << fakenvml::utf8(status.message);
    }
    fake.set("init", "NO_PERMISSION");
    NvmlBackend backend(QStringLiteral(FAKE_NVML_PATH));
    const BackendStatus status = backend.initialize();
    EXPECT_FALSE(status.ok);
    EXPECT_TRUE(status.message.contains(QStringLiteral("permission denied"))) << fakenvml::utf8(status.message);
    EXPECT_EQ(fake.initCount(), 0);
}

TEST_F(NvmlBackendTest, InaccessibleGpuIsSkippedWithAReason)
{
    fake.set("gpu0.handle", "NO_PERMISSION");
    auto backend = start();
    ASSERT_EQ(backend->deviceCount(), 1);
    EXPECT_EQ(fakenvml::utf8(backend->deviceInfo(0).name), "NVIDIA GeForce RTX 4090");
    NvmlBackend again(QStringLiteral(FAKE_NVML_PATH));
    const BackendStatus status = again.initialize();
    EXPECT_TRUE(status.message.contains(QStringLiteral("GPU 0 skipped"))) << fakenvml::utf8(status.message);
    EXPECT_TRUE(status.message.contains(QStringLiteral("permission denied"))) << fakenvml::utf8(status.message);
}

TEST_F(NvmlBackendTest, ShutsNvmlDownWhenDestroyed)
{
    EXPECT_EQ(fake.initCount(), 0);
    {
        auto backend = start();
        EXPECT_EQ(fake.initCount(), 1);
    }
    EXPECT_EQ(fake.initCount(), 0);
}

TEST_F(NvmlBackendTest, MetricWithoutPermissionIsNotAvailableAndNoted)
{
    fake.set("gpu0.energy_mj", "NO_PERMISSION");
    auto backend = start();
    const Sample s = backend->readSample(0);
    EXPECT_EQ(s.state(), DeviceState::Ok);
    EXPECT_FALSE(s.has(MetricId::EnergyConsumed));
    EXPECT_TRUE(s.has(MetricId::TemperatureEdge));
    EXPECT_TRUE(s.message().contains(QStringLiteral("energy"))) << fakenvml::utf8(s.message());
    EXPECT_TRUE(s.message().contains(QStringLiteral("permission denied"))) << fakenvml::utf8(s.message());
}

TEST_F(NvmlBackendTest, UninitializedLibraryMarksSampleErrorNotZero)
{
    auto backend = start();
    fake.set("force_uninitialized", "1");
    const Sample s = backend->readSample(0);
    EXPECT_EQ(s.state(), DeviceState::Error);
    EXPECT_EQ(s.validCount(), 0u);
    EXPECT_TRUE(s.message().contains(QStringLiteral("NVML is not initialised"))) << fakenvml::utf8(s.message());
    fake.unset("force_uninitialized");
    EXPECT_EQ(backend->readSample(0).state(), DeviceState::Ok);
}

TEST_F(NvmlBackendTest, EveryReadFailingIsAnError)
{
    auto backend = start();
    for (const char *key : {"temperature", "power_mw", "power_limit_enforced_mw", "clock_sm_mhz", "clock_mem_mhz",
                            "utilization_gpu", "memory_total", "pstate", "clock_event_reasons", "pcie_gen", "pcie_width",
                            "energy_mj"})
        fake.set(std::string("gpu0.") + key, "UNKNOWN");
    const Sample s = backend->readSample(0);
    EXPECT_EQ(s.state(), DeviceState::Error);
    EXPECT_EQ(s.validCount(), 0u);
    EXPECT_TRUE(s.message().contains(QStringLiteral("temperature: unknown error (NVML error 999)"))) << fakenvml::utf8(s.message());
    EXPECT_EQ(backend->readSample(1).state(), DeviceState::Ok);
}

TEST_F(NvmlBackendTest, GpuLostMidRunOthersKeepSampling)
{
    auto backend = start();
    ASSERT_EQ(backend->readSample(1).state(), DeviceState::Ok);
    fake.set("gpu1.lost", "1");
    const Sample lost = backend->readSample(1);
    EXPECT_EQ(lost.state(), DeviceState::Lost);
    EXPECT_EQ(lost.validCount(), 0u);
    EXPECT_TRUE(lost.message().contains(QStringLiteral("fallen off the bus"))) << fakenvml::utf8(lost.message());
    const Sample other = backend->readSample(0);
    EXPECT_EQ(other.state(), DeviceState::Ok);
    EXPECT_DOUBLE_EQ(*other.value(MetricId::TemperatureEdge), 47.0);
    EXPECT_EQ(backend->readSample(1).state(), DeviceState::Lost);
    EXPECT_FALSE(backend->recover()); // still gone

    fake.unset("gpu1.lost");
    EXPECT_TRUE(backend->recover());
    const Sample back = backend->readSample(1);
    EXPECT_EQ(back.state(), DeviceState::Ok);
    EXPECT_DOUBLE_EQ(*back.value(MetricId::TemperatureEdge), 38.0);
    EXPECT_EQ(backend->deviceCount(), 2);
}

TEST_F(NvmlBackendTest, GpuLostInsideDeviceSetKeepsItsIndex)
{
    qputenv("ROCMTUNE_NVML_LIBRARY", FAKE_NVML_PATH);
    BackendOptions options;
    options.choice = BackendChoice::Nvml;
    DeviceSetResult result = createDeviceSet(options);
    qunsetenv("ROCMTUNE_NVML_LIBRARY");
    ASSERT_TRUE(result.devices) << fakenvml::utf8(result.error);
    DeviceSet &set = *result.devices;
    ASSERT_EQ(set.deviceCount(), 2);
    fake.set("gpu0.lost", "1");
    EXPECT_EQ(set.readSample(0, 1000).state(), DeviceState::Lost);
    const Sample other = set.readSample(1, 1000);
    EXPECT_EQ(other.state(), DeviceState::Ok);
    EXPECT_EQ(other.deviceIndex(), 1);
    fake.unset("gpu0.lost");
    EXPECT_TRUE(set.recover());
    EXPECT_EQ(set.deviceCount(), 2);
    EXPECT_EQ(fakenvml::utf8(set.devices().at(0).name), "NVIDIA H200");
    EXPECT_EQ(set.readSample(0, 2000).state(), DeviceState::Ok);
}

TEST_F(NvmlBackendTest, AutoModeUsesNvidiaGpusInsteadOfSimulated)
{
    qputenv("ROCMTUNE_NVML_LIBRARY", FAKE_NVML_PATH);
    DeviceSetResult result = createDeviceSet(BackendOptions{});
    qunsetenv("ROCMTUNE_NVML_LIBRARY");
    ASSERT_TRUE(result.devices);
    EXPECT_FALSE(result.simulatedFallback);
    ASSERT_EQ(result.devices->deviceCount(), 2);
    EXPECT_EQ(fakenvml::utf8(result.devices->devices().at(0).backendId), "nvml");
}

TEST_F(NvmlBackendTest, ForcedNvmlWithoutLibraryIsAnErrorAutoFallsBack)
{
    qputenv("ROCMTUNE_NVML_LIBRARY", "/nonexistent/libnvidia-ml.so.1");
    BackendOptions forced;
    forced.choice = BackendChoice::Nvml;
    const DeviceSetResult failed = createDeviceSet(forced);
    EXPECT_FALSE(failed.devices);
    EXPECT_TRUE(failed.error.contains(QStringLiteral("does not exist"))) << fakenvml::utf8(failed.error);
    const DeviceSetResult fallback = createDeviceSet(BackendOptions{});
    qunsetenv("ROCMTUNE_NVML_LIBRARY");
    ASSERT_TRUE(fallback.devices);
    for (const DeviceInfo &info : fallback.devices->devices())
        EXPECT_NE(fakenvml::utf8(info.backendId), "nvml");
    EXPECT_TRUE(fallback.log.join(QLatin1Char('\n')).contains(QStringLiteral("nvml: The NVML library"))) << fakenvml::utf8(fallback.log.join(QLatin1Char('\n')));
}
