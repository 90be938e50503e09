// SPDX-License-Identifier: GPL-3.0-or-later
// Fault scenarios: broken, missing or surprising driver files, a card that
// disappears, no KFD, no GPU. The real library runs in the namespace; in each
// case the CLI must not crash, the affected metric must be null (or the device
// lost) and the log must say why.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

class RocmSmiFault : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    FakeSysfsRun run;

    void build(const FakeAmdgpuTree::Options &options = {})
    {
        QString error;
        ASSERT_TRUE(tree.build(options, &error)) << error.toStdString();
    }
    void buildWith(const FakeCardSpec &spec, const FakeAmdgpuTree::Options &options = {})
    {
        tree.addCard(spec);
        build(options);
    }

    // One monitor sample of card 0; the run must end normally.
    QJsonObject sampleOne()
    {
        const QList<QJsonObject> samples = monitorSamples(tree, 1, &run);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        return samples.value(0);
    }

    // The metric is null and the log or the sample's message names the reason.
    void expectNullWithMessage(const QJsonObject &sample, const char *metric, const QString &words)
    {
        EXPECT_TRUE(metricIsNull(sample, metric)) << metric << " = " << metricValue(sample, metric);
        const QString message = sample.value(QStringLiteral("message")).toString() + run.err;
        EXPECT_TRUE(message.contains(words, Qt::CaseInsensitive)) << "expected \"" << words.toStdString() << "\" in: " << message.toStdString();
    }

    void expectStillReads(const QJsonObject &sample)
    {
        EXPECT_EQ(sample.value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
        EXPECT_EQ(metricValue(sample, "gpu_busy"), 7);
        EXPECT_EQ(metricValue(sample, "vram_total"), 25753026560.0);
    }
};

} // namespace

TEST_F(RocmSmiFault, HwmonValueWithTrailingBlankIsNullNotZero)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp1_input"), "41000 \n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "temp_edge", QStringLiteral("temp_edge: the driver file holds unexpected data"));
    EXPECT_EQ(metricValue(s, "temp_junction"), 52);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, EmptyHwmonFile)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp2_input"), ""));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "temp_junction", QStringLiteral("temp_junction:"));
    EXPECT_EQ(metricValue(s, "temp_edge"), 41);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, NonNumericPower)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_average"), "n/a\n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "power_average", QStringLiteral("power_average:"));
    EXPECT_EQ(metricValue(s, "power_cap"), 327);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, HugeFanNumber)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("fan1_input"), "99999999999999999999999\n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "fan_rpm", QStringLiteral("fan_rpm:"));
    expectStillReads(s);
}

TEST_F(RocmSmiFault, MissingPowerFileIsNotAvailable)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.removeHwmonFile(0, QStringLiteral("power1_average")));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "power_average", QStringLiteral("does not report: power_average"));
    expectStillReads(s);
}

TEST_F(RocmSmiFault, MissingBusyFileIsNotAvailable)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("gpu_busy_percent")));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "gpu_busy", QStringLiteral("does not report: gpu_busy"));
    EXPECT_EQ(metricValue(s, "temp_edge"), 41);
}

TEST_F(RocmSmiFault, BusyPercentAboveHundred)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("gpu_busy_percent"), "150\n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "gpu_busy", QStringLiteral("gpu_busy: the driver file holds unexpected data"));
    EXPECT_EQ(metricValue(s, "memory_busy"), 3);
}

TEST_F(RocmSmiFault, GpuWithoutHwmonKeepsTheRest)
{
    FakeCardSpec spec = FakeCardSpec::radeonRx7900Xtx();
    spec.hasHwmon = false;
    buildWith(spec);
    const QJsonObject s = sampleOne();
    for (const char *metric : {"temp_edge", "temp_junction", "power_average", "power_cap", "fan_rpm", "gfx_voltage"})
        expectNullWithMessage(s, metric, QStringLiteral("has no amdgpu hwmon directory"));
    EXPECT_EQ(metricValue(s, "gfx_clock"), 1864);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, SetterClobberedDpmFileWouldAbortTheLibrary)
{
    // After rsmi_dev_gpu_clk_freq_set a plain file holds "0 2 "; the library's
    // parser asserts on it (get_multiplier_from_str).
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "0 2 "));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "gfx_clock", QStringLiteral("pp_dpm_sclk has a format that neither ROCm SMI nor ROCm Tune understands"));
    EXPECT_EQ(metricValue(s, "memory_clock"), 1249);
    EXPECT_TRUE(run.err.contains(QStringLiteral("rsmi_dev_gpu_clk_freq_get(SYS)"))) << run.err.toStdString();
    expectStillReads(s);
}

TEST_F(RocmSmiFault, DeepSleepLevelOfNewerKernelsIsReadByOwnParser)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "S: 19Mhz *\n0: 500Mhz\n1: 2526Mhz\n"));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "gfx_clock"), 19);
    EXPECT_EQ(metricValue(s, "gfx_clock_min"), 500);
    EXPECT_EQ(metricValue(s, "gfx_clock_max"), 2526);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, DescendingDpmLevelsWouldAbortTheLibrary)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_mclk"), "0: 1249Mhz *\n1: 96Mhz\n"));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "memory_clock"), 1249);
    EXPECT_EQ(metricValue(s, "memory_clock_min"), 96);
    expectStillReads(s);
}

TEST_F(RocmSmiFault, EmptyDpmTable)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_mclk"), ""));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "memory_clock", QStringLiteral("pp_dpm_mclk has a format"));
    EXPECT_EQ(metricValue(s, "gfx_clock"), 1864);
}

TEST_F(RocmSmiFault, GarbledPcieTable)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_pcie"), "0: 2.5GT/s, xfoo 310Mhz *\n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "pcie_link_speed", QStringLiteral("pp_dpm_pcie has a format"));
    EXPECT_TRUE(metricIsNull(s, "pcie_link_width"));
    expectStillReads(s);
}

TEST_F(RocmSmiFault, Rdna3OverdriveTableAbortsOnlyTheProbe)
{
    // 5.2.3: rsmi_dev_od_volt_info_get asserts on the smu_v13_0_0 layout: the
    // probe child dies, the app reads OD_RANGE with its own parser.
    // 6.1.2 reads that layout without aborting: nothing is avoided.
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_FALSE(run.crashed) << run.describe().toStdString();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    ASSERT_EQ(devices.size(), 1);
    const QString avoided = QStringLiteral("rsmi_dev_od_volt_info_get on GPU 0000:03:00.0 is avoided: the library aborted");
    if (testedLibraryProgramDir().isEmpty())
        EXPECT_TRUE(run.err.contains(avoided)) << run.err.toStdString();
    else
        EXPECT_FALSE(run.err.contains(QStringLiteral("is avoided"))) << run.err.toStdString();
    EXPECT_EQ(devices[0].toObject().value("controls").toObject().value("sclk_range").toObject().value("allowed_max_mhz").toInt(), 3000);
}

TEST_F(RocmSmiFault, NewerPowerProfileNameWouldAbortTheLibrary)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    QByteArray table = tree.readDeviceFile(0, QStringLiteral("pp_power_profile_mode"));
    table.replace("BOOTUP_DEFAULT*:", "BOOTUP_DEFAULT :");
    table += " 7      WINDOW_3D*:\n                   0(       GFXCLK)       0       1       0       0       0       0      10\n";
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_power_profile_mode"), table));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "power_profile", QStringLiteral("WINDOW_3D is not one ROCm Tune knows"));
    EXPECT_TRUE(run.err.contains(QStringLiteral("rsmi_dev_power_profile_presets_get on GPU 0000:03:00.0 is avoided"))) << run.err.toStdString();
    expectStillReads(s);
}

TEST_F(RocmSmiFault, TransposedPowerProfileTableIsReadByOwnParser)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    // smu_v13_0_7 and later kernels: profiles are columns, "%-14s%s" with "* "
    // after the current one, WINDOW_3D included.
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_power_profile_mode"),
                                     "                              BOOTUP_DEFAULT  3D_FULL_SCREEN  POWER_SAVING    VIDEO           VR              COMPUTE       * CUSTOM          WINDOW_3D       \nGFXCLK\nActiveHystLimit               0               1               1               1               1               1               0               1               \n"));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "power_profile"), 5); // COMPUTE
    expectStillReads(s);
}

TEST_F(RocmSmiFault, UnknownPerformanceLevel)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power_dpm_force_performance_level"), "turbo\n"));
    const QJsonObject s = sampleOne();
    expectNullWithMessage(s, "perf_level", QStringLiteral("unknown level"));
    expectStillReads(s);
}

TEST_F(RocmSmiFault, UnreadableDeviceFile)
{
    // Root ignores file modes (chmod 000 would still be readable), so a
    // directory stands where the file should be: read() fails with EISDIR.
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.replaceDeviceFileWithDirectory(0, QStringLiteral("mem_busy_percent")));
    const QJsonObject s = sampleOne();
    EXPECT_TRUE(metricIsNull(s, "memory_busy"));
    EXPECT_TRUE((s.value("message").toString() + run.err).contains(QStringLiteral("memory_busy"))) << run.describe().toStdString();
    expectStillReads(s);
}

TEST_F(RocmSmiFault, UnreadableHwmonFile)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.replaceHwmonFileWithDirectory(0, QStringLiteral("temp3_input")));
    const QJsonObject s = sampleOne();
    EXPECT_TRUE(metricIsNull(s, "temp_memory"));
    EXPECT_TRUE((s.value("message").toString() + run.err).contains(QStringLiteral("temp_memory"))) << run.describe().toStdString();
    EXPECT_EQ(metricValue(s, "temp_edge"), 41);
}

TEST_F(RocmSmiFault, GarbledGpuMetricsTable)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("gpu_metrics"), QByteArray("\x10\x00\x07\x09garbage", 11)));
    const QJsonObject s = sampleOne();
    EXPECT_TRUE(metricIsNull(s, "energy"));
    expectStillReads(s);
}

TEST_F(RocmSmiFault, NoKfdTopology)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx(), FakeAmdgpuTree::Options{false, true, false});
    const QJsonArray devices = listDevices(tree, &run);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(devices.isEmpty());
    EXPECT_TRUE(run.err.contains(QStringLiteral("no amdgpu driver or no KFD topology"))) << run.err.toStdString();
}

TEST_F(RocmSmiFault, NoGpuAtAll)
{
    build();
    const QJsonArray devices = listDevices(tree, &run);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("found no usable GPU"))) << run.err.toStdString();
    // Not even started: 6.1.2's rsmi_init never returns without a card.
    EXPECT_TRUE(run.err.contains(QStringLiteral("/sys/class/drm lists no graphics card"))) << run.err.toStdString();
    // Auto mode falls back to simulated GPUs, labelled as such.
    const FakeSysfsRun autoRun = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_EQ(autoRun.exitCode, 0) << autoRun.describe().toStdString();
    EXPECT_TRUE(autoRun.out.contains(QStringLiteral("\"simulated\": true"))) << autoRun.out.toStdString();
}

TEST_F(RocmSmiFault, CardThatIsADirectoryAbortsOnlyTheInitProbe)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx(), FakeAmdgpuTree::Options{true, true, true});
    listDevices(tree, &run);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("cannot start on this system's driver files"))) << run.err.toStdString();
}

TEST_F(RocmSmiFault, KfdNodeWithoutIoLinksAbortsOnlyTheInitProbe)
{
    buildWith(FakeCardSpec::radeonRx7900Xtx(), FakeAmdgpuTree::Options{true, false, false});
    listDevices(tree, &run);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("cannot start on this system's driver files"))) << run.err.toStdString();
}

TEST_F(RocmSmiFault, MissingVbiosVersionMeansNotAnAmdGpuForTheLibrary)
{
    FakeCardSpec spec = FakeCardSpec::radeonRx7900Xtx();
    spec.deviceFiles.remove(QStringLiteral("vbios_version"));
    buildWith(spec);
    const QJsonArray devices = listDevices(tree, &run);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    if (testedLibraryProgramDir().isEmpty()) {
        // 5.2.3 skips a card without vbios_version while enumerating.
        EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("found no usable GPU"))) << run.err.toStdString();
    } else {
        // 6.1.2 enumerates it: the card is shown, its VBIOS version not available.
        ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
        ASSERT_EQ(devices.size(), 1) << run.describe().toStdString();
        const QJsonObject card = devices[0].toObject();
        EXPECT_EQ(card.value("pci_bus_id").toString(), QStringLiteral("0000:03:00.0"));
        EXPECT_EQ(card.value("name").toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
        EXPECT_TRUE(card.value("vbios").toString().isEmpty()) << run.out.toStdString();
        EXPECT_TRUE(card.value("metrics").toArray().contains(QJsonValue(QStringLiteral("temp_edge")))) << run.out.toStdString();
    }
}

TEST_F(RocmSmiFault, CardRemovedMidRunIsLostAndOthersKeepSampling)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                      QStringLiteral("rocm-smi"), QStringLiteral("--interval"), QStringLiteral("100"), QStringLiteral("--count"),
                      QStringLiteral("12")});
    ASSERT_TRUE(process.started());
    // Unplug card 1 once a few samples of both cards are out.
    ASSERT_TRUE(readSamplesUntil(process, 6));
    ASSERT_TRUE(tree.unplugCard(1));
    const ProcessRun run = process.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    const QString err = QString::fromUtf8(run.err);
    EXPECT_FALSE(run.killedBySignal());
    EXPECT_EQ(run.exitCode, 0) << err.toStdString();
    const QList<QJsonObject> samples = parseJsonLines(QString::fromUtf8(run.out));
    ASSERT_EQ(samples.size(), 24);
    const QJsonObject lastXtx = samples[samples.size() - 2];
    const QJsonObject lastMi = samples[samples.size() - 1];
    EXPECT_EQ(lastXtx.value("device").toInt(), 0);
    EXPECT_EQ(lastXtx.value("state").toString(), QStringLiteral("ok"));
    EXPECT_EQ(metricValue(lastXtx, "temp_edge"), 41);
    EXPECT_EQ(lastMi.value("device").toInt(), 1);
    EXPECT_EQ(lastMi.value("state").toString(), QStringLiteral("lost"));
    EXPECT_TRUE(metricIsNull(lastMi, "temp_edge"));
    EXPECT_TRUE(err.contains(QStringLiteral("GPU 0000:83:00.0 (AMD Instinct MI210) disappeared"))) << err.toStdString();
}

TEST_F(RocmSmiFault, LostCardComesBackAfterReinit)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                      QStringLiteral("rocm-smi"), QStringLiteral("--interval"), QStringLiteral("200"), QStringLiteral("--count"),
                      QStringLiteral("35")});
    ASSERT_TRUE(process.started());
    ASSERT_TRUE(readSamplesUntil(process, 4));
    ASSERT_TRUE(tree.unplugCard(1));
    ASSERT_TRUE(readSamplesUntil(process, 10));
    ASSERT_TRUE(tree.replugCard(1));
    const ProcessRun run = process.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    const QString err = QString::fromUtf8(run.err);
    EXPECT_FALSE(run.killedBySignal()) << err.toStdString();
    EXPECT_EQ(run.exitCode, 0) << err.toStdString();
    const QList<QJsonObject> samples = parseJsonLines(QString::fromUtf8(run.out));
    bool sawLost = false;
    for (const QJsonObject &s : samples)
        sawLost = sawLost || (s.value("device").toInt() == 1 && s.value("state").toString() == QLatin1String("lost"));
    EXPECT_TRUE(sawLost) << run.out.toStdString();
    ASSERT_FALSE(samples.isEmpty());
    const QJsonObject last = samples.constLast();
    EXPECT_EQ(last.value("device").toInt(), 1);
    EXPECT_EQ(last.value("state").toString(), QStringLiteral("ok")) << err.toStdString();
    EXPECT_EQ(metricValue(last, "temp_edge"), 36);
    EXPECT_TRUE(err.contains(QStringLiteral("GPU 0000:83:00.0 is back"))) << err.toStdString();
}

TEST_F(RocmSmiFault, LockHeldByAnotherProgramIsReportedAsBusy)
{
    // Another ROCm SMI user holds card 0's lock: rsmi_init waits 5 s and gives
    // up with RSMI_STATUS_BUSY. Both programs share one namespace.
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    const QString script = QStringLiteral("\"$1\" hold-lock 0 9 0 > \"$3\" & "
                                          "for i in $(seq 50); do grep -q locked \"$3\" 2>/dev/null && break; sleep 0.1; done; "
                                          "\"$2\" list --json --backend rocm-smi; status=$?; kill $! 2>/dev/null; exit $status");
    run = runInFakeSysfs(tree, QStringLiteral("/bin/sh"),
                         {QStringLiteral("-c"), script, QStringLiteral("sh"), backendToolPath(), cliPath(), dir.path() + QStringLiteral("/lock.out")},
                         40000);
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    EXPECT_FALSE(run.timedOut) << run.describe().toStdString();
    // 5.2.3's rsmi_init answers BUSY after 5 s; 6.1.2's would re-initialise
    // the mutex under its holder ("<pid> re-init the mutex ..."), so the
    // backend waits for the locks itself before rsmi_init: BUSY with both.
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("another program holds its ROCm SMI lock"))) << run.describe().toStdString();
    EXPECT_FALSE(run.err.contains(QStringLiteral("re-init the mutex"))) << run.describe().toStdString();
}

TEST_F(RocmSmiFault, LockReleasedWithinTheWaitOrLeftByADeadProgramIsNotBusy)
{
    // Held for 2 s: the backend waits (up to 5 s) and starts. Held by a
    // program killed with SIGKILL: the robust mutex is made consistent.
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    const QString waitLocked = QStringLiteral("for i in $(seq 50); do grep -q locked \"$3\" 2>/dev/null && break; sleep 0.1; done; ");
    for (const QString &holder : {QStringLiteral("\"$1\" hold-lock 0 2 0 > \"$3\" & ") + waitLocked,
                                  QStringLiteral("\"$1\" hold-lock 0 30 0 > \"$3\" & ") + waitLocked + QStringLiteral("kill -9 $!; wait; ")}) {
        SCOPED_TRACE(holder.toStdString());
        QFile::remove(dir.path() + QStringLiteral("/lock.out"));
        const QString script = holder + QStringLiteral("\"$2\" list --json --backend rocm-smi");
        run = runInFakeSysfs(tree, QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), script, QStringLiteral("sh"), backendToolPath(), cliPath(), dir.path() + QStringLiteral("/lock.out")},
                             40000);
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_FALSE(run.timedOut) << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        const QJsonArray devices = QJsonDocument::fromJson(run.out.toUtf8()).object().value("devices").toArray();
        EXPECT_EQ(devices.size(), 1) << run.describe().toStdString();
        EXPECT_FALSE(run.err.contains(QStringLiteral("re-init the mutex"))) << run.describe().toStdString();
    }
}

TEST_F(RocmSmiFault, GarbledPciDeviceIdWouldAbortTheLibrary)
{
    // rsmi_dev_id_get / rsmi_dev_name_get assert (errno == 0 after strtoul) on
    // an id that does not fit: the backend checks the id files first.
    buildWith(FakeCardSpec::radeonRx7900Xtx());
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("device"), "99999999999999999999999999\n"));
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_FALSE(run.crashed) << run.describe().toStdString();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    ASSERT_EQ(devices.size(), 1);
    EXPECT_EQ(devices[0].toObject().value("pci_id").toString(), QString());
    EXPECT_EQ(devices[0].toObject().value("name").toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_TRUE(run.err.contains(QStringLiteral("its PCI id files"))) << run.err.toStdString();
    const QJsonObject s = sampleOne();
    expectStillReads(s);
}
