// SPDX-License-Identifier: GPL-3.0-or-later
// The real librocm_smi64 reads planted values from fake amdgpu trees; the CLI
// must show exactly those values, in the catalogue's units, for every metric.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace rocmtune::testing;

namespace {

constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
// rocm_smi_lib 5.2.3 reports gpu_metrics' energy_accumulator with a fixed
// resolution of 15.3 µJ per count (kEnergyCounterResolution).
constexpr double kEnergyResolutionMicrojoules = 15.3;

struct Expected {
    const char *key;
    double value; // kNull: must be null (not available)
};

void expectMetrics(const QJsonObject &sample, std::initializer_list<Expected> expected)
{
    for (const Expected &e : expected) {
        if (std::isnan(e.value)) {
            EXPECT_TRUE(metricIsNull(sample, e.key)) << e.key << " should be null, is " << metricValue(sample, e.key);
        } else {
            const double v = metricValue(sample, e.key);
            EXPECT_NEAR(v, e.value, std::abs(e.value) * 1e-6 + 1e-9) << e.key;
        }
    }
}

const std::initializer_list<Expected> kRx7900Xtx = {
    {"temp_edge", 41}, {"temp_junction", 52}, {"temp_memory", 58},
    {"temp_edge_critical", 100}, {"temp_junction_critical", 110}, {"temp_memory_critical", 100},
    {"temp_edge_emergency", 105}, {"temp_junction_emergency", 115}, {"temp_memory_emergency", 105},
    {"power_average", 48}, {"power_cap", 327}, {"power_cap_default", 327}, {"power_cap_min", 294}, {"power_cap_max", 361},
    {"gfx_clock", 1864}, {"gfx_clock_min", 500}, {"gfx_clock_max", 2526},
    {"memory_clock", 1249}, {"memory_clock_min", 96}, {"memory_clock_max", 1249},
    {"gpu_busy", 7}, {"memory_busy", 3}, {"vram_used", 1158529024.0}, {"vram_total", 25753026560.0},
    {"fan_rpm", 1200}, {"fan_percent", 77.0 * 100.0 / 255.0}, {"gfx_voltage", 862},
    {"perf_level", 0}, {"perf_state", kNull}, {"throttle_status", 131 /* power cap | thermal | hotspot temperature */}, {"overdrive_percent", 0}, {"power_profile", 0},
    {"pcie_link_speed", 16}, {"pcie_link_width", 16}, {"energy", 123456789.0 * kEnergyResolutionMicrojoules / 1e6},
    {"soc_clock", 960}, {"fabric_clock", 1944}, {"video_clock", 500}, {"decode_clock", 500}, {"pcie_replay_count", 0},
};

const std::initializer_list<Expected> kRx6800Xt = {
    {"temp_edge", 45.5}, {"temp_junction", 61}, {"temp_memory", 70},
    {"temp_edge_critical", 100}, {"temp_junction_critical", 110}, {"temp_memory_critical", 100},
    {"temp_edge_emergency", 105}, {"temp_junction_emergency", 115}, {"temp_memory_emergency", 105},
    {"power_average", 61}, {"power_cap", 255}, {"power_cap_default", 255}, {"power_cap_min", 230}, {"power_cap_max", 293},
    {"gfx_clock", 2250}, {"gfx_clock_min", 500}, {"gfx_clock_max", 2575},
    {"memory_clock", 1000}, {"memory_clock_min", 96}, {"memory_clock_max", 1000},
    {"gpu_busy", 64}, {"memory_busy", 22}, {"vram_used", 4294967296.0}, {"vram_total", 17163091968.0},
    {"fan_rpm", 1450}, {"fan_percent", 96.0 * 100.0 / 255.0}, {"gfx_voltage", 906},
    {"perf_level", 3}, {"overdrive_percent", 3}, {"power_profile", 5}, {"throttle_status", 0},
    {"pcie_link_speed", 16}, {"pcie_link_width", 16}, {"energy", 2000000000.0 * kEnergyResolutionMicrojoules / 1e6},
    {"soc_clock", 1200}, {"fabric_clock", 1940}, {"video_clock", kNull}, {"decode_clock", kNull}, {"pcie_replay_count", kNull},
};

const std::initializer_list<Expected> kMi210 = {
    {"temp_edge", 36}, {"temp_junction", 38}, {"temp_memory", 39},
    {"temp_edge_critical", 100}, {"temp_junction_critical", 105}, {"temp_memory_critical", 95},
    {"temp_edge_emergency", 105}, {"temp_junction_emergency", 110}, {"temp_memory_emergency", 100},
    {"power_average", 212}, {"power_cap", 300}, {"power_cap_default", 300}, {"power_cap_min", 0}, {"power_cap_max", 300},
    {"gfx_clock", 1400}, {"gfx_clock_min", 500}, {"gfx_clock_max", 1700},
    {"memory_clock", 1600}, {"memory_clock_min", 400}, {"memory_clock_max", 1600},
    {"gpu_busy", 93}, {"memory_busy", 41}, {"vram_used", 34359738368.0}, {"vram_total", 68702699520.0},
    {"fan_rpm", kNull}, {"fan_percent", kNull}, {"gfx_voltage", 781},
    {"perf_level", 0}, {"overdrive_percent", kNull}, {"power_profile", kNull},
    {"pcie_link_speed", 16}, {"pcie_link_width", 16}, {"energy", 555555555.0 * kEnergyResolutionMicrojoules / 1e6},
    {"soc_clock", 1090}, {"fabric_clock", 1200}, {"video_clock", kNull}, {"decode_clock", kNull}, {"pcie_replay_count", 2},
};

class RocmSmiValues : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void build()
    {
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    QList<QJsonObject> monitor(int samplesPerGpu, int gpus)
    {
        FakeSysfsRun run;
        const QList<QJsonObject> samples = monitorSamples(tree, samplesPerGpu * gpus, &run);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_GE(samples.size(), samplesPerGpu * gpus) << run.describe().toStdString();
        return samples;
    }

    QJsonArray list()
    {
        FakeSysfsRun run;
        const QJsonArray devices = listDevices(tree, &run);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        return devices;
    }
};

} // namespace

TEST_F(RocmSmiValues, Rx7900XtxIdentityInList)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    const QJsonArray devices = list();
    ASSERT_EQ(devices.size(), 1);
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("backend").toString(), QStringLiteral("rocm-smi"));
    EXPECT_EQ(d.value("name").toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx1100"));
    EXPECT_EQ(d.value("pci_bus_id").toString(), QStringLiteral("0000:03:00.0"));
    EXPECT_EQ(d.value("pci_id").toString(), QStringLiteral("1002:744c"));
    EXPECT_EQ(d.value("unique_id").toString(), QStringLiteral("5b1f03c2a4e6d789"));
    EXPECT_EQ(d.value("vbios").toString(), QStringLiteral("113-D7020100-102"));
    EXPECT_EQ(d.value("serial").toString(), QString());
    EXPECT_EQ(d.value("vram_total_bytes").toDouble(), 25753026560.0);
    EXPECT_EQ(d.value("driver_version").toString(), QStringLiteral("6.7.0-rocmtune-fake"));
    EXPECT_TRUE(d.value("library_version").toString().contains(QStringLiteral("librocm_smi64"))) << d.value("library_version").toString().toStdString();
    EXPECT_FALSE(d.value("simulated").toBool());
    const QJsonObject controls = d.value("controls").toObject();
    const QJsonObject cap = controls.value("power_cap").toObject();
    EXPECT_EQ(cap.value("current_watts").toDouble(), 327.0);
    EXPECT_EQ(cap.value("default_watts").toDouble(), 327.0);
    EXPECT_EQ(cap.value("min_watts").toDouble(), 294.0);
    EXPECT_EQ(cap.value("max_watts").toDouble(), 361.0);
    const QJsonObject sclk = controls.value("sclk_range").toObject();
    EXPECT_EQ(sclk.value("allowed_min_mhz").toInt(), 500);
    EXPECT_EQ(sclk.value("allowed_max_mhz").toInt(), 3000);
    EXPECT_EQ(sclk.value("current_min_mhz").toInt(), 500);
    EXPECT_EQ(sclk.value("current_max_mhz").toInt(), 2500);
    EXPECT_EQ(sclk.value("dpm_levels_mhz").toArray(), (QJsonArray{500, 1864, 2526}));
    EXPECT_TRUE(sclk.value("range_settable").toBool());
    EXPECT_TRUE(sclk.value("level_mask_settable").toBool());
    const QJsonObject mclk = controls.value("mclk_range").toObject();
    EXPECT_EQ(mclk.value("allowed_min_mhz").toInt(), 97);
    EXPECT_EQ(mclk.value("allowed_max_mhz").toInt(), 1500);
    EXPECT_EQ(mclk.value("current_max_mhz").toInt(), 1249);
    EXPECT_EQ(mclk.value("dpm_levels_mhz").toArray(), (QJsonArray{96, 456, 772, 1249}));
    EXPECT_EQ(controls.value("perf_level").toObject().value("current").toString(), QStringLiteral("auto"));
    EXPECT_EQ(controls.value("power_profile").toObject().value("current").toString(), QStringLiteral("BOOTUP_DEFAULT"));
    EXPECT_EQ(controls.value("power_profile").toObject().value("supported").toArray().size(), 7);
    EXPECT_EQ(controls.value("overdrive_percent").toInt(-1), 0);
}

TEST_F(RocmSmiValues, Rx7900XtxMonitorShowsEveryPlantedValue)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    const auto samples = monitor(2, 1);
    ASSERT_GE(samples.size(), 2);
    for (const QJsonObject &s : samples) {
        EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok"));
        expectMetrics(s, kRx7900Xtx);
    }
}

TEST_F(RocmSmiValues, Rx6800XtMonitorAndIdentity)
{
    tree.addCard(FakeCardSpec::radeonRx6800Xt());
    build();
    const QJsonArray devices = list();
    ASSERT_EQ(devices.size(), 1);
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx1030"));
    EXPECT_EQ(d.value("pci_id").toString(), QStringLiteral("1002:73bf"));
    EXPECT_EQ(d.value("pci_bus_id").toString(), QStringLiteral("0000:0a:00.0"));
    const QJsonObject controls = d.value("controls").toObject();
    EXPECT_EQ(controls.value("sclk_range").toObject().value("allowed_max_mhz").toInt(), 3150);
    EXPECT_EQ(controls.value("mclk_range").toObject().value("allowed_min_mhz").toInt(), 674);
    EXPECT_EQ(controls.value("mclk_range").toObject().value("allowed_max_mhz").toInt(), 1075);
    EXPECT_EQ(controls.value("perf_level").toObject().value("current").toString(), QStringLiteral("manual"));
    EXPECT_EQ(controls.value("power_profile").toObject().value("current").toString(), QStringLiteral("COMPUTE"));
    const auto samples = monitor(1, 1);
    ASSERT_GE(samples.size(), 1);
    expectMetrics(samples[0], kRx6800Xt);
}

TEST_F(RocmSmiValues, Mi210WithoutFanProfileOrOverdrive)
{
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    const QJsonArray devices = list();
    ASSERT_EQ(devices.size(), 1);
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("name").toString(), QStringLiteral("AMD Instinct MI210"));
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx90a"));
    EXPECT_EQ(d.value("serial").toString(), QStringLiteral("692217000123"));
    EXPECT_FALSE(d.value("metrics").toArray().contains(QStringLiteral("fan_rpm")));
    const QJsonObject controls = d.value("controls").toObject();
    EXPECT_EQ(controls.value("sclk_range").toObject().value("allowed_max_mhz").toInt(), 1700);
    EXPECT_TRUE(controls.value("sclk_range").toObject().value("range_settable").toBool());
    EXPECT_FALSE(controls.value("mclk_range").toObject().value("range_settable").toBool());
    EXPECT_FALSE(controls.contains("power_profile"));
    EXPECT_TRUE(controls.value("perf_level").toObject().value("supported").toArray().contains(QStringLiteral("perf_determinism")));
    const auto samples = monitor(1, 1);
    ASSERT_GE(samples.size(), 1);
    expectMetrics(samples[0], kMi210);
}

TEST_F(RocmSmiValues, TwoCardsAtOnceKeepTheirOwnValues)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    const QJsonArray devices = list();
    ASSERT_EQ(devices.size(), 2);
    const auto samples = monitor(2, 2);
    const QJsonObject xtx = sampleOfDevice(samples, 0);
    const QJsonObject mi = sampleOfDevice(samples, 1);
    ASSERT_FALSE(xtx.isEmpty());
    ASSERT_FALSE(mi.isEmpty());
    EXPECT_EQ(devices[0].toObject().value("pci_bus_id").toString(), QStringLiteral("0000:03:00.0"));
    EXPECT_EQ(devices[1].toObject().value("pci_bus_id").toString(), QStringLiteral("0000:83:00.0"));
    expectMetrics(xtx, kRx7900Xtx);
    expectMetrics(mi, kMi210);
}

TEST_F(RocmSmiValues, ThreeFamiliesInOneMachine)
{
    tree.addCard(FakeCardSpec::radeonRx6800Xt());
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    // card0 is the RX 6800 XT at 0000:0a:00.0, card1 the RX 7900 XTX at
    // 0000:03:00.0: 5.2.3 numbers them in card order, 6.1.2 in PCI address
    // order. Our GPU numbers are PCI address order with both libraries.
    const QJsonArray devices = list();
    ASSERT_EQ(devices.size(), 3);
    const QStringList byAddress{QStringLiteral("0000:03:00.0"), QStringLiteral("0000:0a:00.0"), QStringLiteral("0000:83:00.0")};
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(devices[i].toObject().value("index").toInt(), i);
        EXPECT_EQ(devices[i].toObject().value("pci_bus_id").toString(), byAddress[i]);
    }
    const auto samples = monitor(1, 3);
    expectMetrics(sampleOfDevice(samples, 0), kRx7900Xtx);
    expectMetrics(sampleOfDevice(samples, 1), kRx6800Xt);
    expectMetrics(sampleOfDevice(samples, 2), kMi210);
}

TEST_F(RocmSmiValues, ChangedValuesShowInTheNextRunWithExactUnits)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp1_input"), "43500\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_average"), "123456789\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("fan1_input"), "2345\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "0: 500Mhz\n1: 2101Mhz *\n2: 2526Mhz\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("mem_info_vram_used"), "7\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power_dpm_force_performance_level"), "profile_peak\n"));
    const auto samples = monitor(1, 1);
    ASSERT_GE(samples.size(), 1);
    expectMetrics(samples[0], {{"temp_edge", 43.5}, {"power_average", 123.456789}, {"fan_rpm", 2345}, {"gfx_clock", 2101},
                               {"vram_used", 7}, {"perf_level", 5}});
}
