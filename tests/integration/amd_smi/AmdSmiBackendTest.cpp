// SPDX-License-Identifier: GPL-3.0-or-later
// --backend amd-smi: Debian 13's real libamd_smi 6.1.2 reads planted values
// from fake amdgpu trees in a private mount namespace; the CLI must show
// exactly those values in the catalogue's units, "not available" where the
// library offers nothing, and survive faults. The rocm-smi backend's table
// (../RocmSmiValuesTest.cpp) is the reference; where AMD SMI differs the
// expectation says why.
#include "tests/integration/amd_smi/AmdSmiRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace rocmtune::testing;

namespace {

constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
constexpr double kEnergyResolutionMicrojoules = 15.3; // the library's fixed counter resolution

struct Expected {
    const char *key;
    double value; // kNull: must be null (not available)
};

void expectMetrics(const QJsonObject &sample, std::initializer_list<Expected> expected)
{
    ASSERT_FALSE(sample.isEmpty());
    for (const Expected &e : expected) {
        if (std::isnan(e.value)) {
            EXPECT_TRUE(metricIsNull(sample, e.key)) << e.key << " should be null, is " << metricValue(sample, e.key);
        } else {
            EXPECT_NEAR(metricValue(sample, e.key), e.value, std::abs(e.value) * 1e-6 + 1e-9) << e.key;
        }
    }
}

const std::initializer_list<Expected> kRx7900Xtx = {
    {"temp_edge", 41}, {"temp_junction", 52}, {"temp_memory", 58},
    {"temp_edge_critical", 100}, {"temp_junction_critical", 110}, {"temp_memory_critical", 100},
    {"temp_edge_emergency", 105}, {"temp_junction_emergency", 115}, {"temp_memory_emergency", 105},
    {"temp_hbm0", kNull}, {"temp_vr_gfx", 45}, {"temp_vr_soc", 43}, {"temp_vr_memory", 50},
    {"power_average", 48}, {"power_cap", 327}, {"power_cap_default", 327}, {"power_cap_min", 294}, {"power_cap_max", 361},
    {"gfx_clock", 1864}, {"gfx_clock_min", 500}, {"gfx_clock_max", 2526},
    {"memory_clock", 1249}, {"memory_clock_min", 96}, {"memory_clock_max", 1249},
    {"gpu_busy", 7}, {"memory_busy", 3}, {"vram_used", 1158529024.0}, {"vram_total", 25753026560.0},
    {"fan_rpm", 1200}, {"fan_percent", 77.0 * 100.0 / 255.0}, {"gfx_voltage", 862},
    {"perf_level", 0}, {"perf_state", kNull}, {"throttle_status", 131 /* power cap | thermal | hotspot temperature */}, {"power_profile", 0},
    {"pcie_link_speed", 16}, {"pcie_link_width", 16}, {"energy", 123456789.0 * kEnergyResolutionMicrojoules / 1e6},
    {"soc_clock", 960}, {"fabric_clock", 1944}, {"pcie_replay_count", 0},
};

const std::initializer_list<Expected> kMi210 = {
    {"temp_edge", 36}, {"temp_junction", 38}, {"temp_memory", 39},
    {"temp_edge_critical", 100}, {"temp_junction_critical", 105}, {"temp_memory_critical", 95},
    {"temp_edge_emergency", 105}, {"temp_junction_emergency", 110}, {"temp_memory_emergency", 100},
    {"temp_hbm0", 39}, {"temp_hbm1", 39}, {"temp_hbm2", 38}, {"temp_hbm3", 38},
    {"power_average", 212}, {"power_cap", 300}, {"power_cap_default", 300}, {"power_cap_max", 300},
    {"gfx_clock", 1400}, {"gfx_clock_min", 500}, {"gfx_clock_max", 1700},
    {"memory_clock", 1600}, {"memory_clock_min", 400}, {"memory_clock_max", 1600},
    {"gpu_busy", 93}, {"memory_busy", 41}, {"vram_used", 34359738368.0}, {"vram_total", 68702699520.0},
    {"fan_rpm", kNull}, {"fan_percent", kNull}, {"gfx_voltage", 781},
    {"perf_level", 0}, {"overdrive_percent", kNull}, {"power_profile", kNull},
    {"pcie_link_speed", 16}, {"pcie_link_width", 16}, {"energy", 555555555.0 * kEnergyResolutionMicrojoules / 1e6},
    {"soc_clock", 1090}, {"fabric_clock", 1200}, {"pcie_replay_count", 2},
};

class AmdSmiBackend : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        ASSERT_FALSE(testedLibraryProgramDir().isEmpty()) << "registered only with ROCMTUNE_TEST_PROGRAM_DIR (Debian 13's loader and libamd_smi)";
        qunsetenv("ROCMTUNE_AMD_SMI_LIBRARY");
    }
    void TearDown() override { qunsetenv("ROCMTUNE_AMD_SMI_LIBRARY"); }

    void buildTree(std::initializer_list<FakeCardSpec> cards)
    {
        for (const FakeCardSpec &card : cards)
            tree.addCard(card);
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    QList<QJsonObject> samples(int count = 1)
    {
        FakeSysfsRun run;
        const QList<QJsonObject> list = amdSmiSamples(tree, count, &run);
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return list;
    }
};

QJsonObject blockOf(const QJsonObject &ecc, const char *name)
{
    for (const QJsonValue &b : ecc.value(QStringLiteral("blocks")).toArray()) {
        if (b.toObject().value(QStringLiteral("block")).toString() == QLatin1String(name))
            return b.toObject();
    }
    return {};
}

} // namespace

TEST_F(AmdSmiBackend, EveryMetricOfTheLibraryIsThePlantedValue)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx(), FakeCardSpec::instinctMi210()});
    const QList<QJsonObject> list = samples();
    ASSERT_EQ(list.size(), 2);
    expectMetrics(sampleOfDevice(list, 0), kRx7900Xtx);
    expectMetrics(sampleOfDevice(list, 1), kMi210);
}

TEST_F(AmdSmiBackend, ChangedDriverFilesAreSeenOnTheNextSample)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx()});
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp1_input"), "47250\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp2_input"), "63000\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "300000000\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("fan1_input"), "2345\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("pwm1"), "51\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("in0_input"), "901\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "0: 500Mhz\n1: 1864Mhz\n2: 2526Mhz *\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_mclk"), "0: 96Mhz *\n1: 456Mhz \n2: 772Mhz \n3: 1249Mhz \n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("mem_info_vram_used"), "4294967296\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power_dpm_force_performance_level"), "profile_peak\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_pcie"), "0: 2.5GT/s, x1 310Mhz *\n1: 16.0GT/s, x16 619Mhz \n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pcie_replay_count"), "17\n"));
    const QList<QJsonObject> list = samples();
    ASSERT_EQ(list.size(), 1);
    expectMetrics(list[0], {{"temp_edge", 47 /* whole degrees: 6.1.2 truncates */}, {"temp_junction", 63}, {"power_cap", 300}, {"fan_rpm", 2345}, {"fan_percent", 51.0 * 100.0 / 255.0},
                            {"gfx_voltage", 901}, {"gfx_clock", 2526}, {"memory_clock", 96}, {"vram_used", 4294967296.0}, {"perf_level", 5},
                            {"pcie_link_speed", 2.5}, {"pcie_link_width", 1}, {"pcie_replay_count", 17}});
}

TEST_F(AmdSmiBackend, EccCountsPerBlockThroughTheLibraryAndNullWithoutRas)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx(), FakeCardSpec::instinctMi210()});
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/umc_err_count"), "ue: 3\nce: 4177\n"));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/gfx_err_count"), "Query currently inaccessible\n"));
    const QList<QJsonObject> list = samples();
    ASSERT_EQ(list.size(), 2);
    EXPECT_TRUE(sampleOfDevice(list, 0).value(QStringLiteral("ecc")).isNull()) << "the RX 7900 XTX has no RAS: null, not 0";
    const QJsonObject ecc = sampleOfDevice(list, 1).value(QStringLiteral("ecc")).toObject();
    EXPECT_TRUE(ecc.value(QStringLiteral("enabled")).toBool());
    EXPECT_EQ(blockOf(ecc, "umc").value(QStringLiteral("uncorrectable")).toInt(-1), 3);
    EXPECT_EQ(blockOf(ecc, "umc").value(QStringLiteral("correctable")).toInt(-1), 4177);
    EXPECT_TRUE(blockOf(ecc, "gfx").value(QStringLiteral("correctable")).isNull()) << "an inaccessible query is not 0";
    EXPECT_EQ(ecc.value(QStringLiteral("uncorrectable_total")).toInt(-1), 3);
}

TEST_F(AmdSmiBackend, ListAndDoctorSayWhichLibraryAndVersionIsInUse)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx()});
    FakeSysfsRun run;
    const QJsonArray devices = listWith(tree, QStringLiteral("amd-smi"), &run);
    ASSERT_EQ(devices.size(), 1) << run.describe().toStdString();
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value(QStringLiteral("backend")).toString(), QStringLiteral("amd-smi"));
    const QString library = d.value(QStringLiteral("library_version")).toString();
    EXPECT_TRUE(library.contains(QStringLiteral("libamd_smi.so.0"))) << library.toStdString();
    EXPECT_TRUE(library.contains(QStringLiteral("24.5.2.0"))) << "amdsmi_get_lib_version of 6.1.2: " << library.toStdString();
    EXPECT_EQ(d.value(QStringLiteral("name")).toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_EQ(d.value(QStringLiteral("pci_bus_id")).toString(), QStringLiteral("0000:03:00.0"));

    const FakeSysfsRun doctor = runCli(tree, {QStringLiteral("doctor"), QStringLiteral("--json")});
    const QJsonArray checks = QJsonDocument::fromJson(doctor.out.toUtf8()).object().value(QStringLiteral("checks")).toArray();
    QJsonObject amdSmi;
    for (const QJsonValue &c : checks) {
        if (c.toObject().value(QStringLiteral("id")).toString() == QLatin1String("amd-smi-library"))
            amdSmi = c.toObject();
    }
    ASSERT_FALSE(amdSmi.isEmpty()) << doctor.describe().toStdString();
    EXPECT_EQ(amdSmi.value(QStringLiteral("status")).toString(), QStringLiteral("pass")) << doctor.describe().toStdString();
    EXPECT_TRUE(amdSmi.value(QStringLiteral("summary")).toString().contains(QStringLiteral("24.5.2.0"))) << doctor.describe().toStdString();
}

// This machine's /proc/cpuinfo shown in the namespace with or without the
// "hypervisor" CPU flag (CI runs in virtual machines; users mostly do not).
QString cpuinfoCopy(const QString &folder, bool virtualMachine)
{
    QFile real(QStringLiteral("/proc/cpuinfo"));
    if (!real.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = real.readAll().replace(" hypervisor", "");
    if (virtualMachine)
        text.replace("\nflags\t\t: ", "\nflags\t\t: hypervisor ");
    QFile copy(folder + (virtualMachine ? QStringLiteral("/cpuinfo-vm") : QStringLiteral("/cpuinfo-bare")));
    if (!copy.open(QIODevice::WriteOnly) || copy.write(text) != text.size())
        return {};
    return copy.fileName();
}

struct FakeCpuinfoGuard {
    ~FakeCpuinfoGuard() { qunsetenv("ROCMTUNE_FAKE_CPUINFO"); }
};

TEST_F(AmdSmiBackend, AutoInAVirtualMachinePrefersRocmSmiWhoseWritesWork)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx(), FakeCardSpec::instinctMi210()});
    const QString vm = cpuinfoCopy(dir.path(), true);
    ASSERT_FALSE(vm.isEmpty());
    QFile check(vm);
    ASSERT_TRUE(check.open(QIODevice::ReadOnly));
    ASSERT_TRUE(check.readAll().contains("flags\t\t: hypervisor ")) << "this machine's cpuinfo has no flags line in the expected form";
    FakeCpuinfoGuard guard;
    qputenv("ROCMTUNE_FAKE_CPUINFO", vm.toUtf8());
    FakeSysfsRun run;
    const QJsonArray devices = listWith(tree, QStringLiteral("auto"), &run);
    ASSERT_EQ(devices.size(), 2) << "each GPU once: " << run.describe().toStdString();
    for (const QJsonValue &d : devices)
        EXPECT_EQ(d.toObject().value(QStringLiteral("backend")).toString(), QStringLiteral("rocm-smi"));
}

TEST_F(AmdSmiBackend, AutoPrefersAmdSmiAndFallsBackToRocmSmiWithoutIt)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx(), FakeCardSpec::instinctMi210()});
    const QString bare = cpuinfoCopy(dir.path(), false);
    ASSERT_FALSE(bare.isEmpty());
    FakeCpuinfoGuard guard;
    qputenv("ROCMTUNE_FAKE_CPUINFO", bare.toUtf8());
    FakeSysfsRun run;
    QJsonArray devices = listWith(tree, QStringLiteral("auto"), &run);
    ASSERT_EQ(devices.size(), 2) << "each GPU once, not once per library: " << run.describe().toStdString();
    for (const QJsonValue &d : devices)
        EXPECT_EQ(d.toObject().value(QStringLiteral("backend")).toString(), QStringLiteral("amd-smi"));

    qputenv("ROCMTUNE_AMD_SMI_LIBRARY", QByteArray("/nonexistent/libamd_smi.so.0"));
    devices = listWith(tree, QStringLiteral("auto"), &run);
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    for (const QJsonValue &d : devices)
        EXPECT_EQ(d.toObject().value(QStringLiteral("backend")).toString(), QStringLiteral("rocm-smi"));
}

TEST_F(AmdSmiBackend, ForcedButMissingLibraryFailsClearly)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx()});
    qputenv("ROCMTUNE_AMD_SMI_LIBRARY", QByteArray("/nonexistent/libamd_smi.so.0"));
    FakeSysfsRun run;
    listWith(tree, QStringLiteral("amd-smi"), &run);
    EXPECT_NE(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_FALSE(run.crashed);
    EXPECT_TRUE(run.err.contains(QStringLiteral("/nonexistent/libamd_smi.so.0 does not exist"))) << run.describe().toStdString();
}

TEST_F(AmdSmiBackend, GarbledAndMissingFilesAreNotAvailableNotZeroAndNothingCrashes)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx()});
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp1_input"), "not a number\n"));
    ASSERT_TRUE(tree.removeHwmonFile(0, QStringLiteral("fan1_input")));
    ASSERT_TRUE(tree.removeHwmonFile(0, QStringLiteral("power1_cap")));
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("pp_dpm_mclk")));
    const QList<QJsonObject> list = samples();
    ASSERT_EQ(list.size(), 1);
    expectMetrics(list[0], {{"temp_edge", kNull}, {"fan_rpm", kNull}, {"power_cap", kNull}, {"memory_clock", kNull},
                            {"temp_junction", 52}, {"gfx_clock", 1864}});
}

TEST_F(AmdSmiBackend, UnpluggedCardIsLostAndTheOtherKeepsReporting)
{
    buildTree({FakeCardSpec::radeonRx7900Xtx(), FakeCardSpec::instinctMi210()});
    StreamedProcess monitor;
    startInFakeSysfs(monitor, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"), QStringLiteral("amd-smi"),
                      QStringLiteral("--count"), QStringLiteral("30"), QStringLiteral("--interval"), QStringLiteral("100")});
    ASSERT_TRUE(readSamplesUntil(monitor, 1));
    ASSERT_TRUE(tree.unplugCard(0));
    const ProcessRun run = monitor.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    EXPECT_FALSE(run.killedBySignal());
    const QList<QJsonObject> list = parseJsonLines(QString::fromUtf8(run.out));
    ASSERT_FALSE(list.isEmpty());
    const QJsonObject last0 = [&] {
        QJsonObject found;
        for (const QJsonObject &s : list)
            if (s.value(QStringLiteral("device")).toInt() == 0)
                found = s;
        return found;
    }();
    EXPECT_EQ(last0.value(QStringLiteral("state")).toString(), QStringLiteral("lost"));
    EXPECT_EQ(list.last().value(QStringLiteral("device")).toInt(), 1);
    EXPECT_NEAR(metricValue(list.last(), "temp_edge"), 36, 1e-9) << "the MI210 keeps reporting";
}

TEST_F(AmdSmiBackend, ComputeProcessesAppearOnTheirGpusWithVramAndCuOccupancy)
{
    const FakeCardSpec rx = FakeCardSpec::radeonRx7900Xtx();
    const FakeCardSpec mi = FakeCardSpec::instinctMi210();
    buildTree({rx, mi});
    // A KFD process entry as the driver writes it: pasid, VRAM and CU
    // occupancy per GPU id, one queue per GPU.
    const auto write = [](const QString &path, const QByteArray &content) {
        QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
        file.write(content);
    };
    const qint64 pid = 4194399; // above the kernel's PID limit: never a real process
    const QString proc = tree.classDir() + QStringLiteral("/kfd/kfd/proc/%1").arg(pid);
    write(proc + QStringLiteral("/pasid"), "32771\n");
    write(proc + QStringLiteral("/vram_%1").arg(mi.kfdGpuId), "536870912\n");
    write(proc + QStringLiteral("/sdma_%1").arg(mi.kfdGpuId), "0\n");
    write(proc + QStringLiteral("/stats_%1/cu_occupancy").arg(mi.kfdGpuId), "26\n");
    write(proc + QStringLiteral("/queues/0/gpuid"), QByteArray::number(mi.kfdGpuId) + '\n');

    const FakeSysfsRun run = runCli(tree, {QStringLiteral("ps"), QStringLiteral("--backend"), QStringLiteral("amd-smi"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    EXPECT_TRUE(devices[0].toObject().value(QStringLiteral("processes_supported")).toBool()) << run.out.toStdString();
    QList<QJsonObject> found;
    for (const QJsonValue &v : doc.value(QStringLiteral("processes")).toArray()) {
        if (static_cast<qint64>(v.toObject().value(QStringLiteral("pid")).toDouble()) == pid)
            found << v.toObject();
    }
    ASSERT_EQ(found.size(), 1) << "only on the MI210: " << run.out.toStdString();
    EXPECT_EQ(found[0].value(QStringLiteral("device")).toInt(), 1);
    EXPECT_EQ(found[0].value(QStringLiteral("vram_used_bytes")).toDouble(), 536870912.0);
    EXPECT_GT(found[0].value(QStringLiteral("cu_occupancy_percent")).toDouble(), 0.0);
}

TEST_F(AmdSmiBackend, Mi300xIsShownWithJunctionAndMemoryTemperaturesAndItsPowerAndLinkFiles)
{
    // smu_v13_0_6: no edge sensor, no fan, power only in power1_input, no
    // pp_dpm_pcie, gpu_metrics v1.4. 6.1.2 reads neither that power file nor
    // the link from current_link_*: the backend reads those files itself.
    buildTree({FakeCardSpec::instinctMi300x()});
    const QList<QJsonObject> list = samples();
    ASSERT_EQ(list.size(), 1);
    expectMetrics(list[0], {{"temp_edge", kNull}, {"temp_junction", 48}, {"temp_memory", 42}, {"temp_junction_critical", 100},
                            {"fan_rpm", kNull}, {"power_cap", 750}, {"power_cap_max", 750}, {"gfx_clock", 1432}, {"gfx_clock_max", 2100},
                            {"memory_clock", 1300}, {"gpu_busy", 61}, {"pcie_replay_count", 7}, {"power_average", 203}, {"pcie_link_speed", 32},
                            {"pcie_link_width", 16}});
    EXPECT_TRUE(list[0].value(QStringLiteral("ecc")).toObject().value(QStringLiteral("enabled")).toBool());
}
