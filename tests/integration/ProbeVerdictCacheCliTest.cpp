// SPDX-License-Identifier: GPL-3.0-or-later
// The probe verdict cache through the real library (5.2.3, and 6.1.2 in the
// "rocm-smi-6." run): a second `list` on the same tree uses the first one's
// verdicts (no forked child) and reads the same; an edited tree, another
// boot or a garbled cache file is probed again, and nothing crashes.
#include "tests/integration/support/ProbeCacheFixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

class ProbeVerdictCacheCli : public ProbeCacheFixture
{
protected:
    QJsonArray list(FakeSysfsRun *run)
    {
        const QJsonArray devices = listDevices(tree, run);
        EXPECT_NE(run->exitCode, 125) << "the fake sysfs namespace could not be set up: " << run->describe().toStdString();
        EXPECT_FALSE(run->crashed) << run->describe().toStdString();
        EXPECT_EQ(run->exitCode, 0) << run->describe().toStdString();
        EXPECT_EQ(devices.size(), 2) << run->describe().toStdString();
        return devices;
    }

    static bool usedStored(const FakeSysfsRun &run, const char *key)
    {
        return run.err.contains(QStringLiteral("probe verdicts for %1 from").arg(QLatin1String(key)));
    }
    // What a list shows that does not move between two reads of a still tree.
    static QJsonObject steady(const QJsonObject &device)
    {
        QJsonObject o;
        for (const char *key : {"name", "pci_bus_id", "controls", "backend", "vram_total_bytes", "unique_id", "vbios_version"})
            o.insert(QLatin1String(key), device.value(QLatin1String(key)));
        return o;
    }
    // probe-verdicts-rocm-smi-<tag>.json: the one file the runs wrote.
    QString cacheFile() const
    {
        const QDir folder(dir.path() + QStringLiteral("/cache/rocmtune/rocmtune/probe-verdicts"));
        const QStringList files = folder.entryList({QStringLiteral("probe-verdicts-rocm-smi-*.json")}, QDir::Files);
        return files.size() == 1 ? folder.filePath(files.first()) : QString();
    }
};

} // namespace

TEST_F(ProbeVerdictCacheCli, TheSecondListUsesTheFirstOnesVerdictsAndReadsTheSame)
{
    FakeSysfsRun first;
    const QJsonArray before = list(&first);
    EXPECT_FALSE(usedStored(first, "init")) << first.err.toStdString();
    EXPECT_TRUE(first.err.contains(QStringLiteral("stored in"))) << first.err.toStdString();
    ASSERT_FALSE(cacheFile().isEmpty()) << "one probe-verdicts-rocm-smi-*.json file";

    FakeSysfsRun second;
    const QJsonArray after = list(&second);
    EXPECT_TRUE(usedStored(second, "init")) << second.err.toStdString();
    EXPECT_TRUE(second.err.contains(QStringLiteral("probe verdicts for calls 0000:03:00.0@"))) << second.err.toStdString();
    // The same calls avoided for the same reasons (5.2.3 aborts on the RX
    // 7900 XTX's overdrive table; the stored verdict says so again).
    EXPECT_EQ(avoidedNotes(first), avoidedNotes(second));
    if (testedLibraryProgramDir().isEmpty())
        EXPECT_TRUE(second.err.contains(QStringLiteral("rsmi_dev_od_volt_info_get on GPU 0000:03:00.0 is avoided: the library aborted")))
            << second.err.toStdString();
    ASSERT_EQ(before.size(), after.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        EXPECT_EQ(steady(before[i].toObject()), steady(after[i].toObject())) << "device " << i;
}

TEST_F(ProbeVerdictCacheCli, AnEditedTreeIsProbedAgain)
{
    FakeSysfsRun first;
    list(&first);
    // The same bytes written again: a new mtime is a new card file.
    const QByteArray od = tree.readDeviceFile(0, QStringLiteral("pp_od_clk_voltage"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_od_clk_voltage"), od));
    FakeSysfsRun second;
    list(&second);
    EXPECT_FALSE(usedStored(second, "init")) << second.err.toStdString();
    EXPECT_TRUE(second.err.contains(QStringLiteral("another boot, library, program or set of cards"))) << second.err.toStdString();
    EXPECT_EQ(avoidedNotes(first), avoidedNotes(second));
}

TEST_F(ProbeVerdictCacheCli, AGarbledCacheIsIgnoredAndRebuilt)
{
    FakeSysfsRun first;
    list(&first);
    ASSERT_FALSE(cacheFile().isEmpty());
    QFile file(cacheFile());
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("\x01\x02 not json");
    file.close();
    FakeSysfsRun second;
    list(&second);
    EXPECT_FALSE(usedStored(second, "init")) << second.err.toStdString();
    EXPECT_TRUE(second.err.contains(QStringLiteral("not a JSON object"))) << second.err.toStdString();
    FakeSysfsRun third;
    list(&third);
    EXPECT_TRUE(usedStored(third, "init")) << third.err.toStdString();
    EXPECT_EQ(avoidedNotes(first), avoidedNotes(third));
}
