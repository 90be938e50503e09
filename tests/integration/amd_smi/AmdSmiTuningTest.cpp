// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning through Debian 13's libamd_smi (--backend amd-smi) on
// fake trees, with the same transaction and safety rules as the rocm-smi
// backend: exact bytes in the driver files (the LD_PRELOAD recorder of
// tests/tuning/integration), revert, refusals that write nothing, a value the
// driver refuses rolled back.
#include "TuningSysfsFixture.h"

using namespace rocmtune::testing;

namespace {

class AmdSmiTuning : public TuningSysfs
{
protected:
    FakeSysfsRun amdSmi(const QStringList &args)
    {
        QFile::remove(log);
        FakeSysfsRun run = runCli(tree, QStringList{QStringLiteral("tuning")} + args + QStringList{QStringLiteral("--backend"), QStringLiteral("amd-smi")});
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }
    static QStringList set(const QStringList &args)
    {
        return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + args;
    }
};

class AmdSmiDriverModel : public AmdSmiTuning
{
protected:
    void SetUp() override
    {
        AmdSmiTuning::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
};

const QStringList kRevert{QStringLiteral("revert"), QStringLiteral("--gpu"), QStringLiteral("0")};
const QStringList kConfirmLater{QStringLiteral("--confirm-timeout"), QStringLiteral("60")};

} // namespace

TEST_F(AmdSmiTuning, ShowOffersTheControlsOfTheCardWithTheDriversLimits)
{
    const FakeSysfsRun run = amdSmi({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QString text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    EXPECT_TRUE(text.contains(QStringLiteral("361"))) << "the cap maximum, 361 W: " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("3000"))) << "OD_RANGE's SCLK maximum: " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("COMPUTE"))) << "the power profiles: " << text.toStdString();
    EXPECT_TRUE(writes().empty());
}

// libamd_smi 6.1.2 answers NOT_SUPPORTED to every setter on the fake trees
// (power cap, performance level, power profile, clock range; AMD's own
// `amd-smi set` refuses too), where librocm_smi64 6.1.2 writes the same
// files. The transaction must report the library's refusal, write nothing
// and leave the tree as it was.
static void expectRefusedWithoutAWrite(const FakeSysfsRun &run, const std::vector<std::string> &writes, const QMap<QString, QByteArray> &before,
                                const QMap<QString, QByteArray> &after, const char *what)
{
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QLatin1String(what))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("NOT_SUPPORTED"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
    EXPECT_TRUE(writes.empty()) << run.describe().toStdString();
    EXPECT_EQ(after, before);
}

TEST_F(AmdSmiTuning, PowerCapAndPerfLevelTheLibraryRefusesAreReportedAndNothingIsWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("350"), QStringLiteral("--perf-level"), QStringLiteral("high")})
                                     + kConfirmLater);
    expectRefusedWithoutAWrite(run, writes(), before, snapshot(), "power cap 350 W");
    // Nothing is pending: revert has nothing to put back.
    const FakeSysfsRun revert = amdSmi(kRevert);
    EXPECT_TRUE(writes().empty()) << revert.describe().toStdString();
}

TEST_F(AmdSmiTuning, OverdriveIsRefusedBecauseTheLibraryDoesNotReadItHere)
{
    // 6.1.2's amdsmi_get_gpu_overdrive_level answers NOT_SUPPORTED on this
    // RDNA3 tree although pp_sclk_od exists: the control is not offered and a
    // request for it writes nothing.
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--overdrive"), QStringLiteral("5"), QStringLiteral("--no-confirm")}));
    EXPECT_NE(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty()) << run.describe().toStdString();
    EXPECT_EQ(snapshot(), before);
}

TEST_F(AmdSmiTuning, RefusedRequestWritesNothingAnywhereInTheTree)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("362"), QStringLiteral("--sclk-range"), QStringLiteral("500:3001"),
                                         QStringLiteral("--no-confirm")}));
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("above the driver maximum of 361 W by 1 W"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("OD_RANGE 500-3000 MHz) by 1 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(AmdSmiTuning, PowerProfileTheLibraryRefusesIsReportedAndNothingIsWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-profile"), QStringLiteral("compute"), QStringLiteral("--no-confirm")}));
    expectRefusedWithoutAWrite(run, writes(), before, snapshot(), "power profile");
}

TEST_F(AmdSmiDriverModel, ClockLockTheLibraryRefusesIsRolledBackToTheExactTable)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--sclk-range"), QStringLiteral("800:2700")}) + kConfirmLater);
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    // A clock lock first needs the manual level, which 6.1.2 refuses already.
    EXPECT_TRUE(run.err.contains(QStringLiteral("perf level manual"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("NOT_SUPPORTED"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
    QMap<QString, QByteArray> after = snapshot();
    after.remove(tree.deviceDir(0) + QStringLiteral("/.pp_od_clk_voltage.boot"));
    EXPECT_EQ(after, before) << run.describe().toStdString();
}
