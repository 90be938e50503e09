// SPDX-License-Identifier: GPL-3.0-or-later
// `rocmtune-cli profile apply` through the real ROCm SMI library on a fake
// Radeon RX 7900 XTX (private mount namespace, tests/integration/README.md):
// the exact bytes in the driver files, a refused profile writes nothing
// anywhere in the tree, and --at-login skips a GPU that is not present.
// tests/tuning's LD_PRELOAD shim records every write to /sys with its bytes.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QDir>
#include <QJsonArray>

#include <algorithm>

using namespace rocmtune::testing;

namespace {

// The tuning namespace fixture (tree, write log, snapshots) plus a private
// profile store and English messages.
class ProfileSysfs : public TuningSysfs
{
protected:
    int imports_ = 0;

    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("XDG_CONFIG_HOME", (dir.path() + QStringLiteral("/config")).toUtf8());
        qputenv("ROCMTUNE_LANG", "en");
    }
    void TearDown() override
    {
        TuningSysfs::TearDown();
        for (const char *name : {"XDG_CONFIG_HOME", "ROCMTUNE_LANG"})
            qunsetenv(name);
    }

    // Subcommands that open the GPUs get --backend rocm-smi; import/login/... only touch the store.
    FakeSysfsRun profile(const QStringList &args, bool devices = true)
    {
        QFile::remove(log);
        const QStringList backend = devices ? QStringList{QStringLiteral("--backend"), QStringLiteral("rocm-smi")} : QStringList();
        FakeSysfsRun run = runCli(tree, QStringList{QStringLiteral("profile")} + args + backend);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }

    // Adds a profile for the RX 7900 XTX model (or one card) with these values.
    void importProfile(const QString &name, const QString &values, const QString &uniqueId = QString())
    {
        const QString target = uniqueId.isEmpty()
                                   ? QStringLiteral(R"({"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c"})")
                                   : QStringLiteral(R"({"kind": "device", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c", "unique_id": "%1"})")
                                         .arg(uniqueId);
        const QString path = dir.path() + QStringLiteral("/import-%1.json").arg(++imports_);
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({"schema_version": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "%1",
            "target": %2, "values": %3, "created": "2026-11-30T01:00:00.000Z", "modified": "2026-11-30T01:00:00.000Z",
            "apply_at_login": false})")
                    .arg(name, target, values)
                    .toUtf8());
        f.close();
        const FakeSysfsRun run = profile({QStringLiteral("import"), path}, false);
        ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    }
};

} // namespace

TEST_F(ProfileSysfs, ApplyLandsTheProfilesExactBytesInTheDriverFiles)
{
    importProfile(QStringLiteral("Fast"),
                  QStringLiteral(R"({"power_cap_microwatts": 350000000, "overdrive_percent": 5, "perf_level": "high"})"));
    const FakeSysfsRun run = profile({QStringLiteral("apply"), QStringLiteral("Fast"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                      QStringLiteral("--no-confirm"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject answer = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(answer.value(QStringLiteral("outcome")).toString(), QStringLiteral("applied")) << run.describe().toStdString();
    EXPECT_EQ(answer.value(QStringLiteral("fit")).toString(), QStringLiteral("same_model"));
    // The transaction's fixed order: overdrive, power cap, a non-manual level last.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_sclk_od", "5"), w("power1_cap", "350000000"),
                                                   w("power_dpm_force_performance_level", "high")}));
    EXPECT_EQ(hwmon("power1_cap"), "350000000");
    EXPECT_EQ(device("pp_sclk_od"), "5");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "high");
}

TEST_F(ProfileSysfs, PowerProfileWritesItsIndexAndAFailedReadBackIsRolledBack)
{
    // The library sets the level to manual, then writes the profile's index
    // (COMPUTE = 5) to pp_power_profile_mode. A fake file then holds only "5",
    // not the driver's table, so the read-back must fail (exit 5, "apply
    // failed"), the power cap after it must never be written and the
    // performance level must be put back.
    importProfile(QStringLiteral("Compute"), QStringLiteral(R"({"power_profile": "COMPUTE", "power_cap_microwatts": 300000000})"));
    const FakeSysfsRun run = profile({QStringLiteral("apply"), QStringLiteral("Compute"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                      QStringLiteral("--no-confirm")});
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 2u) << run.describe().toStdString();
    EXPECT_EQ(seq.back(), w("power_dpm_force_performance_level", "auto")) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.end() - 1),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("pp_power_profile_mode", "5")}))
        << run.describe().toStdString();
    EXPECT_EQ(device("pp_power_profile_mode"), "5");
    EXPECT_EQ(run.exitCode, 5) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("read-back failed (Power profile: Compute)"))) << run.describe().toStdString();
    EXPECT_EQ(hwmon("power1_cap"), "327000000\n") << "written after the failed step: never";
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto");
}

TEST_F(ProfileSysfs, ProfileOutsideThisCardsLimitsWritesNothingAnywhere)
{
    // 362 W: one watt above this card's power1_cap_max.
    importProfile(QStringLiteral("Too much"), QStringLiteral(R"({"power_cap_microwatts": 362000000, "overdrive_percent": 5})"));
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = profile({QStringLiteral("apply"), QStringLiteral("Too much"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                      QStringLiteral("--no-confirm")});
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("above the driver maximum of 361 W by 1 W"))) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(ProfileSysfs, AtLoginAppliesTheMarkedProfileAndSkipsAMissingGpu)
{
    importProfile(QStringLiteral("Daily"), QStringLiteral(R"({"power_cap_microwatts": 340000000, "perf_level": "auto"})"));
    importProfile(QStringLiteral("Old card"), QStringLiteral(R"({"power_cap_microwatts": 300000000})"), QStringLiteral("0xdeadbeef"));
    ASSERT_EQ(profile({QStringLiteral("login"), QStringLiteral("Daily"), QStringLiteral("on")}, false).exitCode, 0);
    ASSERT_EQ(profile({QStringLiteral("login"), QStringLiteral("Old card"), QStringLiteral("on")}, false).exitCode, 0);
    const FakeSysfsRun run = profile({QStringLiteral("apply"), QStringLiteral("--at-login")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("Skipped profile \"Old card\""))) << run.describe().toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("0xdeadbeef"))) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "340000000"), w("power_dpm_force_performance_level", "auto")}));
    EXPECT_EQ(hwmon("power1_cap"), "340000000");
    // No countdown at login: nothing is left pending in the journal.
    QFile journal(dir.path() + QStringLiteral("/state/journal.json"));
    if (journal.open(QIODevice::ReadOnly)) {
        EXPECT_FALSE(journal.readAll().contains("340000000"));
    }
}
