// SPDX-License-Identifier: GPL-3.0-or-later
// The struct layout RocmSmiApi chooses for rsmi_frequencies_t and
// rsmi_pcie_bandwidth_t (ROCm 5: RsmiFrequenciesV5, ROCm 6: RsmiFrequenciesV6),
// checked against the real library that is loaded: the library fills a buffer
// of sentinel bytes from planted pp_dpm_sclk / pp_dpm_pcie files, and exactly
// one of the two readings must give the planted tables, the chosen one.
// Runs with Debian 12's 5.2.3 and, as "rocm-smi-6.*", with Debian 13's 6.1.2.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

bool isPlantedSclk(const QJsonObject &reading)
{
    return reading.value("count").toInt() == 3 && reading.value("current").toInt() == 1
        && reading.value("mhz").toArray() == QJsonArray{500, 1864, 2526};
}

bool isPlantedPcie(const QJsonObject &reading)
{
    return reading.value("count").toInt() == 2 && reading.value("current").toInt() == 1
        && reading.value("mt_per_s").toArray() == QJsonArray{2500, 16000} && reading.value("lanes").toArray() == QJsonArray{1, 16};
}

} // namespace

TEST(RocmSmiLayout, ChosenLayoutIsTheOneTheLoadedLibraryFills)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree(dir.path() + QStringLiteral("/tree"));
    FakeCardSpec card = FakeCardSpec::radeonRx7900Xtx();
    card.deviceFiles[QStringLiteral("pp_dpm_sclk")] = "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n";
    card.deviceFiles[QStringLiteral("pp_dpm_pcie")] = "0: 2.5GT/s, x1 310Mhz \n1: 16.0GT/s, x16 619Mhz *\n";
    tree.addCard(card);
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();

    const FakeSysfsRun run = runBackendTool(tree, {QStringLiteral("clock-layout"), QStringLiteral("0")});
    ASSERT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QString chosen = o.value("chosen").toString();
    const QString other = chosen == QLatin1String("v6") ? QStringLiteral("v5") : QStringLiteral("v6");

    const QJsonObject sclk = o.value("sclk").toObject();
    EXPECT_TRUE(isPlantedSclk(sclk.value(chosen).toObject())) << "chosen " << chosen.toStdString() << ": " << run.out.toStdString();
    EXPECT_FALSE(isPlantedSclk(sclk.value(other).toObject())) << run.out.toStdString();
    const QJsonObject pcie = o.value("pcie").toObject();
    EXPECT_TRUE(isPlantedPcie(pcie.value(chosen).toObject())) << "chosen " << chosen.toStdString() << ": " << run.out.toStdString();
    EXPECT_FALSE(isPlantedPcie(pcie.value(other).toObject())) << run.out.toStdString();

    // Which library this was: the system's 5.2.3 (reports 1.0.0, ROCm 5
    // layout), or Debian 13's 6.1.2 from the prepared folder (reports 7.2.0,
    // ROCm 6 layout).
    const QString loadedFrom = QFileInfo(o.value("loaded_from").toString()).canonicalFilePath();
    // Which library this run is for must not come only from the variable that
    // selects the programs: when ROCMTUNE_TEST_PROGRAM_DIR was lost from the
    // rocm-smi-6.* registrations, this test took the 5.2.3 branch and passed.
    // The copies also work in the patched programs' folder (WORKING_DIRECTORY,
    // which holds lib/ -> Debian 13's libraries): both must agree.
    const bool inRocmSmi6Folder = QFileInfo::exists(QStringLiteral("lib/librocm_smi64.so.1"))
        && QFileInfo::exists(QStringLiteral("rocmsmi-backend-tool"));
    ASSERT_EQ(inRocmSmi6Folder, !testedLibraryProgramDir().isEmpty())
        << "working directory " << QDir::currentPath().toStdString() << ", ROCMTUNE_TEST_PROGRAM_DIR='"
        << testedLibraryProgramDir().toStdString() << "'";
    if (testedLibraryProgramDir().isEmpty()) {
        EXPECT_EQ(chosen, QStringLiteral("v5")) << run.out.toStdString();
        EXPECT_EQ(o.value("version").toString(), QStringLiteral("1.0.0")) << run.out.toStdString();
    } else {
        const QString folder = QFileInfo(testedLibraryProgramDir() + QStringLiteral("/lib")).canonicalFilePath();
        EXPECT_FALSE(folder.isEmpty());
        EXPECT_TRUE(loadedFrom.startsWith(folder + QLatin1Char('/'))) << loadedFrom.toStdString() << " not in " << folder.toStdString();
        EXPECT_EQ(chosen, QStringLiteral("v6")) << run.out.toStdString();
        EXPECT_EQ(o.value("version").toString(), QStringLiteral("7.2.0")) << run.out.toStdString();
    }
}
