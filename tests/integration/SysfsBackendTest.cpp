// SPDX-License-Identifier: GPL-3.0-or-later
// The driver-files backend (core/backends/sysfs): every fixture card read
// through it shows the same value as through the real ROCm SMI library on
// every catalogue metric both show; without any vendor library auto uses it
// and shows the card's real values, not simulated ones.
#include "tests/integration/support/FakeSysfsRun.h"

#include "core/telemetry/Metric.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

constexpr int kSysfsTicks = 12; // crosses the 10th tick (settings re-read)

QList<QJsonObject> sysfsSamplesThrough(const FakeAmdgpuTree &tree, const char *backend, bool perFile)
{
    if (perFile)
        qputenv("ROCMTUNE_PER_FILE", "1");
    const FakeSysfsRun run = runCli(tree, {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                                           QLatin1String(backend), QStringLiteral("--count"), QString::number(kSysfsTicks), QStringLiteral("--interval"),
                                           QStringLiteral("100")});
    qunsetenv("ROCMTUNE_PER_FILE");
    EXPECT_EQ(run.exitCode, 0) << backend << ": " << run.describe().toStdString();
    const QList<QJsonObject> samples = parseJsonLines(run.out);
    EXPECT_EQ(samples.size(), kSysfsTicks * tree.cardCount()) << backend << ": " << run.describe().toStdString();
    return samples;
}

// Per sample and catalogue metric: where both backends show a value, it is
// the same. Returns how many values were compared.
int sysfsExpectSameOnSharedMetrics(const QList<QJsonObject> &library, const QList<QJsonObject> &files, const char *family)
{
    int compared = 0;
    for (int i = 0; i < std::min(library.size(), files.size()); ++i) {
        EXPECT_EQ(library[i].value(QStringLiteral("state")), files[i].value(QStringLiteral("state"))) << family << " sample " << i;
        // RAS counters per block, as the library backend reads them.
        EXPECT_EQ(library[i].value(QStringLiteral("ecc")), files[i].value(QStringLiteral("ecc"))) << family << " sample " << i;
        for (const MetricInfo &metric : metricCatalogue()) {
            const double a = metricValue(library[i], metric.key);
            const double b = metricValue(files[i], metric.key);
            if (std::isnan(a) || std::isnan(b))
                continue;
            EXPECT_NEAR(a, b, std::abs(a) * 1e-9) << family << " sample " << i << " " << metric.key << ": rocm-smi " << a << ", sysfs " << b;
            ++compared;
        }
    }
    return compared;
}

// Metrics the library backend shows that the driver-files backend does not.
QStringList sysfsMissingThroughFiles(const QJsonObject &library, const QJsonObject &files)
{
    QStringList missing;
    for (const MetricInfo &metric : metricCatalogue()) {
        if (!std::isnan(metricValue(library, metric.key)) && std::isnan(metricValue(files, metric.key)))
            missing << QLatin1String(metric.key);
    }
    return missing;
}

struct SysfsFamily {
    const char *name;
    FakeCardSpec (*make)(const QString &);
};

const SysfsFamily kSysfsFamilies[] = {
    {"rx7900xtx", &FakeCardSpec::radeonRx7900Xtx}, {"rx6800xt", &FakeCardSpec::radeonRx6800Xt}, {"mi210", &FakeCardSpec::instinctMi210},
    {"mi300x", &FakeCardSpec::instinctMi300x},     {"rx9070xt", &FakeCardSpec::radeonRx9070Xt}, {"rx580", &FakeCardSpec::radeonRx580},
    {"radeonvii", &FakeCardSpec::radeonVii},
};

// No vendor library for the CLI: the ones named do not exist.
struct SysfsWithoutVendorLibraries {
    SysfsWithoutVendorLibraries()
    {
        qputenv("ROCMTUNE_TEST_KEEP_LIBRARY", "1");
        qputenv("ROCMTUNE_ROCM_SMI_LIBRARY", "/nonexistent/librocm_smi64.so.1");
        qputenv("ROCMTUNE_AMD_SMI_LIBRARY", "/nonexistent/libamd_smi.so.0");
    }
    ~SysfsWithoutVendorLibraries()
    {
        qunsetenv("ROCMTUNE_TEST_KEEP_LIBRARY");
        qunsetenv("ROCMTUNE_ROCM_SMI_LIBRARY");
        qunsetenv("ROCMTUNE_AMD_SMI_LIBRARY");
    }
};

} // namespace

TEST(SysfsBackend, EveryFixtureCardMatchesRocmSmiOnEveryMetricBothShow)
{
    for (const SysfsFamily &family : kSysfsFamilies) {
        QTemporaryDir dir;
        FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
        tree.addCard(family.make(QStringLiteral("0000:03:00.0")));
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
        for (bool perFile : {true, false}) {
            const QList<QJsonObject> library = sysfsSamplesThrough(tree, "rocm-smi", perFile);
            const QList<QJsonObject> files = sysfsSamplesThrough(tree, "sysfs", perFile);
            ASSERT_FALSE(library.isEmpty());
            ASSERT_FALSE(files.isEmpty());
            const int compared = sysfsExpectSameOnSharedMetrics(library, files, family.name);
            EXPECT_GT(compared, kSysfsTicks * 10) << family.name;
            EXPECT_EQ(sysfsMissingThroughFiles(library.constLast(), files.constLast()), QStringList()) << family.name << (perFile ? " per file" : " fast");
            EXPECT_EQ(files.constFirst().value(QStringLiteral("name")), library.constFirst().value(QStringLiteral("name"))) << family.name;
        }
    }
}

TEST(SysfsBackend, AutoWithoutAnyVendorLibraryShowsTheRealRx7900Xtx)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    const SysfsWithoutVendorLibraries noLibraries;

    const FakeSysfsRun list = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.exitCode, 0) << list.describe().toStdString();
    const QJsonObject document = QJsonDocument::fromJson(list.out.toUtf8()).object();
    const QJsonArray devices = document.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 1) << list.out.toStdString();
    const QJsonObject card = devices.at(0).toObject();
    EXPECT_EQ(card.value(QStringLiteral("backend")).toString(), QStringLiteral("sysfs"));
    EXPECT_FALSE(card.value(QStringLiteral("simulated")).toBool(true));
    EXPECT_EQ(card.value(QStringLiteral("name")).toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_EQ(card.value(QStringLiteral("pci_bus_id")).toString(), QStringLiteral("0000:03:00.0"));
    // Auto's order and why each backend was used or not.
    QStringList order;
    for (const QJsonValue &v : document.value(QStringLiteral("backends")).toArray()) {
        const QJsonObject attempt = v.toObject();
        order << attempt.value(QStringLiteral("id")).toString();
        if (attempt.value(QStringLiteral("id")).toString() == QLatin1String("sysfs")) {
            EXPECT_TRUE(attempt.value(QStringLiteral("used")).toBool());
            EXPECT_EQ(attempt.value(QStringLiteral("name")).toString(), QStringLiteral("driver files"));
        } else if (attempt.value(QStringLiteral("id")).toString() != QLatin1String("nvml")) {
            EXPECT_FALSE(attempt.value(QStringLiteral("used")).toBool(true));
            EXPECT_TRUE(attempt.value(QStringLiteral("reason")).toString().contains(QLatin1String("/nonexistent/")))
                << attempt.value(QStringLiteral("reason")).toString().toStdString();
        }
    }
    EXPECT_EQ(order.mid(0, 3), (QStringList{QStringLiteral("amd-smi"), QStringLiteral("rocm-smi"), QStringLiteral("sysfs")}));
    // Its controls, through the driver-file writes.
    const QJsonObject controls = card.value(QStringLiteral("controls")).toObject();
    EXPECT_FALSE(controls.isEmpty()) << list.out.toStdString();

    const FakeSysfsRun text = runCli(tree, {QStringLiteral("list")});
    EXPECT_TRUE(text.out.contains(QStringLiteral("driver files (sysfs)"))) << text.out.toStdString();

    // The planted values of the fixture (amdgpu-sysfs.md §4), not a model's.
    const FakeSysfsRun monitor = runCli(tree, {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--count"),
                                               QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("100")});
    const QList<QJsonObject> samples = parseJsonLines(monitor.out);
    ASSERT_EQ(samples.size(), 2) << monitor.describe().toStdString();
    for (const QJsonObject &s : samples) {
        EXPECT_EQ(metricValue(s, "temp_edge"), 41.0);
        EXPECT_EQ(metricValue(s, "temp_junction"), 52.0);
        EXPECT_EQ(metricValue(s, "temp_memory"), 58.0);
        EXPECT_EQ(metricValue(s, "power_average"), 48.0);
        EXPECT_EQ(metricValue(s, "power_cap"), 327.0);
        EXPECT_EQ(metricValue(s, "gfx_clock"), 1864.0);
        EXPECT_EQ(metricValue(s, "memory_clock"), 1249.0);
        EXPECT_EQ(metricValue(s, "gpu_busy"), 7.0);
        EXPECT_EQ(metricValue(s, "fan_rpm"), 1200.0);
        EXPECT_EQ(metricValue(s, "vram_used"), 1158529024.0);
    }
}

TEST(SysfsBackend, ForcedWithoutAnAmdgpuCardFailsWithAReason)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    const FakeSysfsRun run = runCli(tree, {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sysfs")});
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("no card of the amdgpu driver"))) << run.err.toStdString();
}

// Issue 36: a card with only power1_input (MI300X, newer SMUs) shows its
// power on every path: per file, from the table, and per file on every tick
// when gpu_metrics disagreed with the file at start — through each backend
// (AMD SMI where the tested programs have libamd_smi: the rocm-smi-6 run).
TEST(SysfsBackend, PowerInputOnlyCardShowsPowerOnEveryPathOfEveryBackend)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    tree.addCard(FakeCardSpec::instinctMi300x());
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    ASSERT_FALSE(QFile::exists(tree.hwmonDir(0) + QStringLiteral("/power1_average")));
    QStringList backends{QStringLiteral("rocm-smi"), QStringLiteral("sysfs")};
    if (!testedLibraryProgramDir().isEmpty())
        backends << QStringLiteral("amd-smi");
    // 203 W in the table and the file (agree), then 150 W in the file only
    // (the table disagrees: read per file on every tick).
    for (const double watts : {203.0, 150.0}) {
        ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_input"), QByteArray::number(static_cast<qint64>(watts * 1e6)) + '\n'));
        for (const QString &backend : backends) {
            for (bool perFile : {true, false}) {
                const QList<QJsonObject> samples = sysfsSamplesThrough(tree, backend.toLatin1().constData(), perFile);
                for (int i = 0; i < samples.size(); ++i) {
                    const double shown = metricValue(samples[i], "power_average");
                    // libamd_smi answers from gpu_metrics' current_socket_power
                    // itself where the table has it: shown, but the table's.
                    if (backend == QLatin1String("amd-smi"))
                        EXPECT_FALSE(std::isnan(shown)) << "amd-smi" << (perFile ? " per file" : " table path") << " sample " << i;
                    else
                        EXPECT_EQ(shown, watts) << backend.toStdString() << (perFile ? " per file" : " table path") << " sample " << i;
                }
            }
        }
    }
}
