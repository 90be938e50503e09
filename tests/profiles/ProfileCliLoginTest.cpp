// SPDX-License-Identifier: GPL-3.0-or-later
// `rocmtune-cli profile login` and `profile apply --at-login`: the autostart
// entry's command line, no countdown, absent GPUs skipped, failures counted.
#include "tests/profiles/ProfileCliFixture.h"

using namespace rocmtune::test;

TEST_F(ProfileCli, LoginInstallsAnAutostartEntryWhoseCommandRuns)
{
    saveQuiet();
    const CliRun on = profileNoDevices({QStringLiteral("login"), QStringLiteral("Quiet"), QStringLiteral("on"), QStringLiteral("--json")});
    ASSERT_EQ(on.exitCode, 0) << on.describe();
    EXPECT_TRUE(on.json().value(QStringLiteral("profile")).toObject().value(QStringLiteral("apply_at_login")).toBool());
    QFile entry(autostartFile());
    ASSERT_TRUE(entry.open(QIODevice::ReadOnly)) << on.describe();
    QString exec;
    for (const QString &line : QString::fromUtf8(entry.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Exec=")))
            exec = line.mid(5);
    }
    // The Exec line, split the way a desktop does (quoted program), is this very program.
    ASSERT_TRUE(exec.startsWith(QLatin1Char('"'))) << exec.toStdString();
    const int close = exec.indexOf(QLatin1Char('"'), 1);
    const QString program = exec.mid(1, close - 1);
    const QStringList args = exec.mid(close + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    EXPECT_EQ(QFileInfo(program).canonicalFilePath(), QFileInfo(QStringLiteral(ROCMTUNE_CLI_PATH)).canonicalFilePath());
    EXPECT_EQ(args, (QStringList{QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("--at-login")}));
    // Running it (on the simulated GPUs) applies the profile.
    const rocmtune::testing::ProcessRun applied = rocmtune::testing::runProcess(program, args + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")}, env());
    ASSERT_GE(applied.exitCode, 0) << applied.describe();
    EXPECT_EQ(applied.exitCode, 0) << applied.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 300);

    const CliRun off = profileNoDevices({QStringLiteral("login"), QStringLiteral("Quiet"), QStringLiteral("off")});
    ASSERT_EQ(off.exitCode, 0) << off.describe();
    EXPECT_FALSE(QFile::exists(autostartFile()));
    EXPECT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Quiet"), QStringLiteral("maybe")}).exitCode, 2);
    EXPECT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Nope"), QStringLiteral("on")}).exitCode, 4);

    // Deleting the last marked profile removes the entry too.
    ASSERT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Quiet"), QStringLiteral("on")}).exitCode, 0);
    ASSERT_TRUE(QFile::exists(autostartFile()));
    ASSERT_EQ(profileNoDevices({QStringLiteral("delete"), QStringLiteral("Quiet")}).exitCode, 0);
    EXPECT_FALSE(QFile::exists(autostartFile()));
}

TEST_F(ProfileCli, AtLoginAppliesWithoutCountdownSkipsAbsentGpusAndFailsWhenAnApplyFails)
{
    saveQuiet();
    ASSERT_EQ(importFile(QStringLiteral("gone"), profileFile(QStringLiteral("Old card"), goneDevice(), QStringLiteral(R"({"power_cap_microwatts": 310000000})")))
                  .exitCode,
              0);
    ASSERT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Quiet"), QStringLiteral("on")}).exitCode, 0);
    ASSERT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Old card"), QStringLiteral("on")}).exitCode, 0);

    const CliRun text = profile({QStringLiteral("apply"), QStringLiteral("--at-login")});
    ASSERT_EQ(text.exitCode, 0) << text.describe();
    EXPECT_TRUE(text.out.contains("Skipped profile \"Old card\"")) << text.describe();
    EXPECT_TRUE(text.out.contains("0xgone")) << text.describe();
    EXPECT_TRUE(text.out.contains("is not present")) << text.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    const CliRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    EXPECT_TRUE(show.json().value(QStringLiteral("pending")).isNull()) << "no countdown at login: " << show.describe();

    ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    const CliRun json = profile({QStringLiteral("apply"), QStringLiteral("--at-login"), QStringLiteral("--json")});
    ASSERT_EQ(json.exitCode, 0) << json.describe();
    const QJsonArray results = json.json().value(QStringLiteral("results")).toArray();
    ASSERT_EQ(results.size(), 1) << json.describe();
    EXPECT_EQ(results.at(0).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("applied"));
    EXPECT_EQ(results.at(0).toObject().value(QStringLiteral("device")).toObject().value(QStringLiteral("index")).toInt(), 0);
    const QJsonArray skipped = json.json().value(QStringLiteral("skipped")).toArray();
    ASSERT_EQ(skipped.size(), 1);
    EXPECT_EQ(skipped.at(0).toObject().value(QStringLiteral("profile")).toString(), QStringLiteral("Old card"));

    // A marked profile that no longer fits the card's limits: non-zero exit, nothing written.
    ASSERT_EQ(importFile(QStringLiteral("toohot"), profileFile(QStringLiteral("Too hot"), xtxModel(), QStringLiteral(R"({"power_cap_microwatts": 400000000})")))
                  .exitCode,
              0);
    ASSERT_EQ(profileNoDevices({QStringLiteral("login"), QStringLiteral("Too hot"), QStringLiteral("on")}).exitCode, 0);
    ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    const CliRun failing = profile({QStringLiteral("apply"), QStringLiteral("--at-login")});
    EXPECT_EQ(failing.exitCode, 5) << failing.describe();
    EXPECT_TRUE(failing.err.contains("above the driver maximum of 361 W")) << failing.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 327);

    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("--at-login"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 2);
    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--at-login")}).exitCode, 2);
}
