// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DeviceControls.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/PrometheusExposition.h"
#include "tests/export/ExpositionParser.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

DeviceInfo device(const QString &name)
{
    DeviceInfo info;
    info.backendId = QStringLiteral("test");
    info.backendIndex = 0;
    info.name = name;
    info.gfxArch = QStringLiteral("gfx1100");
    info.uniqueId = QStringLiteral("0x1234abcd");
    info.pciBusId = QStringLiteral("0000:03:00.0");
    return info;
}

Exposition renderOne(const DeviceInfo &info, const Sample &sample)
{
    Snapshot snapshot;
    snapshot.sequence = 7;
    snapshot.timestampMs = 1700000000000;
    snapshot.samples = {sample};
    const Exposition e = Exposition::parse(PrometheusExposition::render({info}, &snapshot));
    EXPECT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    return e;
}

} // namespace

TEST(PrometheusExposition, EscapesLabelValuesSoTheyReadBack)
{
    const QString nasty = QStringLiteral("Radeon \"Pro\" W7900\\dual\nline");
    EXPECT_EQ(PrometheusExposition::escapeLabelValue(nasty), QStringLiteral("Radeon \\\"Pro\\\" W7900\\\\dual\\nline"));
    Sample sample(0, 1);
    sample.set(MetricId::PowerAverage, 100.0);
    const Exposition e = renderOne(device(nasty), sample);
    const ParsedSample *s = e.find(QStringLiteral("rocmtune_gpu_power_watts"), {{QStringLiteral("gpu"), QStringLiteral("0")}});
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->labels.value(QStringLiteral("name")), nasty);
}

TEST(PrometheusExposition, FormatsValuesExactly)
{
    EXPECT_EQ(PrometheusExposition::formatValue(327), QByteArray("327"));
    EXPECT_EQ(PrometheusExposition::formatValue(0.125), QByteArray("0.125"));
    EXPECT_EQ(PrometheusExposition::formatValue(std::nan("")), QByteArray("NaN"));
    EXPECT_EQ(PrometheusExposition::formatValue(-INFINITY), QByteArray("-Inf"));
    const double big = 25753026560.0;
    EXPECT_EQ(std::strtod(PrometheusExposition::formatValue(big).constData(), nullptr), big);
    EXPECT_EQ(std::strtod(PrometheusExposition::formatValue(2.526e9).constData(), nullptr), 2.526e9);
}

TEST(PrometheusExposition, ConvertsToBaseUnits)
{
    Sample sample(0, 1);
    sample.set(MetricId::GfxClock, 2526.0);     // MHz
    sample.set(MetricId::GpuBusy, 50.0);        // percent
    sample.set(MetricId::GfxVoltage, 1100.0);   // mV
    sample.set(MetricId::PcieLinkSpeed, 16.0);  // GT/s
    sample.set(MetricId::FanPercent, 40.0);
    sample.set(MetricId::EnergyConsumed, 1234.5);
    const Exposition e = renderOne(device(QStringLiteral("GPU")), sample);
    auto value = [&](const char *name, const QMap<QString, QString> &labels = {}) {
        const ParsedSample *s = e.find(QString::fromLatin1(name), labels);
        return s ? s->value : std::nan("");
    };
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_clock_hertz", {{QStringLiteral("clock"), QStringLiteral("gfx")}}), 2.526e9);
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_busy_ratio", {{QStringLiteral("engine"), QStringLiteral("gfx")}}), 0.5);
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_voltage_volts"), 1.1);
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_pcie_link_speed_transfers_per_second"), 16e9);
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_fan_duty_ratio"), 0.4);
    EXPECT_DOUBLE_EQ(value("rocmtune_gpu_energy_joules_total"), 1234.5);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_energy_joules_total"))->type, QStringLiteral("counter"));
}

TEST(PrometheusExposition, NotAvailableIsOmittedNeverZero)
{
    Sample sample(0, 1);
    sample.set(MetricId::PowerAverage, 0.0); // a real zero stays
    const Exposition e = renderOne(device(QStringLiteral("GPU")), sample);
    ASSERT_NE(e.family(QStringLiteral("rocmtune_gpu_power_watts")), nullptr);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_power_watts"))->samples.first().value, 0.0);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_temperature_celsius")), nullptr);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_fan_speed_rpm")), nullptr);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_throttled")), nullptr);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_up"), {})->value, 1.0);
}

TEST(PrometheusExposition, FailedReadIsDownWithoutValues)
{
    Sample sample(0, 1);
    sample.set(MetricId::PowerAverage, 200.0);
    sample.setState(DeviceState::Error, QStringLiteral("read failed"));
    const Exposition e = renderOne(device(QStringLiteral("GPU")), sample);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_up"), {})->value, 0.0);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_power_watts")), nullptr);
    EXPECT_NE(e.family(QStringLiteral("rocmtune_gpu_info")), nullptr);
}

TEST(PrometheusExposition, StatesBecomeLabelledSeries)
{
    Sample sample(0, 1);
    sample.set(MetricId::PerformanceLevel, static_cast<double>(static_cast<int>(PerfLevel::Manual)));
    sample.set(MetricId::ThrottleStatus, static_cast<double>(ThrottlePowerCap | ThrottleIdle));
    const Exposition e = renderOne(device(QStringLiteral("GPU")), sample);
    EXPECT_NE(e.find(QStringLiteral("rocmtune_gpu_performance_level"), {{QStringLiteral("level"), QStringLiteral("manual")}}), nullptr);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_throttled"), {{QStringLiteral("reason"), QStringLiteral("power_cap")}})->value, 1.0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_throttled"), {{QStringLiteral("reason"), QStringLiteral("thermal")}})->value, 0.0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_throttled"), {{QStringLiteral("reason"), QStringLiteral("idle")}})->value, 1.0);
}

// Issue 36: the reasons in users' words, the finer one instead of the coarse
// one that covers it (gpu_metrics' TEMP_HOTSPOT sets both bits).
TEST(PrometheusExposition, ThrottleReasonsInUsersWords)
{
    Sample sample(0, 1);
    sample.set(MetricId::ThrottleStatus, static_cast<double>(ThrottlePowerCap | ThrottleThermal | ThrottleHotspotTemperature));
    const Exposition e = renderOne(device(QStringLiteral("GPU")), sample);
    auto active = [&](const char *reason) {
        const ParsedSample *found = e.find(QStringLiteral("rocmtune_throttle_active"), {{QStringLiteral("reason"), QLatin1String(reason)}});
        return found ? found->value : -1.0;
    };
    EXPECT_EQ(active("power_cap"), 1.0);
    EXPECT_EQ(active("hotspot_temperature"), 1.0);
    EXPECT_EQ(active("thermal"), 0.0) << "covered by the hotspot";
    EXPECT_EQ(active("memory_temperature"), 0.0);
    EXPECT_EQ(active("vrm_temperature"), 0.0);
    EXPECT_EQ(active("prochot"), 0.0);
    EXPECT_EQ(active("clock_locked"), 0.0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_throttled"), {{QStringLiteral("reason"), QStringLiteral("thermal")}})->value, 1.0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_info"), {})->labels.value(QStringLiteral("backend_name")), QString());
}

TEST(PrometheusExposition, NothingSampledYetGivesIdentityOnly)
{
    const Exposition e = Exposition::parse(PrometheusExposition::render({device(QStringLiteral("GPU"))}, nullptr));
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    EXPECT_NE(e.family(QStringLiteral("rocmtune_build_info")), nullptr);
    EXPECT_NE(e.family(QStringLiteral("rocmtune_gpu_info")), nullptr);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_up")), nullptr);
}

TEST(PrometheusExposition, EightSimulatedGpusParseStrictly)
{
    SimulatedOptions options;
    options.deviceCount = 8;
    options.manualClock = true;
    SimulatedBackend backend(options);
    ASSERT_TRUE(backend.initialize().ok);
    backend.advanceSeconds(30);
    DeviceList devices;
    Snapshot snapshot;
    snapshot.sequence = 1;
    for (int i = 0; i < backend.deviceCount(); ++i) {
        devices << backend.deviceInfo(i);
        Sample s = backend.readSample(i);
        s.setDeviceIndex(i);
        snapshot.samples << s;
    }
    const Exposition e = Exposition::parse(PrometheusExposition::render(devices, &snapshot));
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_up"))->samples.size(), 8);
    for (const ParsedFamily &f : e.families) {
        if (!f.name.startsWith(QLatin1String("rocmtune_gpu_")))
            continue;
        for (const ParsedSample &s : f.samples) {
            for (const char *l : {"gpu", "uuid", "name", "arch"})
                EXPECT_TRUE(s.labels.contains(QString::fromLatin1(l))) << f.name.toStdString() << " lacks " << l;
        }
    }
}
