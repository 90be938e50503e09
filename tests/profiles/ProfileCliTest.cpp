// SPDX-License-Identifier: GPL-3.0-or-later
// `rocmtune-cli profile …`: every subcommand's exit codes and JSON, apply
// through the tuning transaction, translations (fixture: ProfileCliFixture.h).
#include "tests/profiles/ProfileCliFixture.h"

using namespace rocmtune::test;

TEST_F(ProfileCli, SaveStoresTheValuesInForceAndListShowsWhichGpusItFits)
{
    saveQuiet();
    const CliRun list = profile({QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.exitCode, 0) << list.describe();
    const QJsonArray profiles = list.json().value(QStringLiteral("profiles")).toArray();
    ASSERT_EQ(profiles.size(), 1) << list.describe();
    const QJsonObject quiet = profiles.at(0).toObject();
    EXPECT_EQ(quiet.value(QStringLiteral("name")).toString(), QStringLiteral("Quiet"));
    const QJsonObject values = quiet.value(QStringLiteral("values")).toObject();
    EXPECT_EQ(values.value(QStringLiteral("power_cap_microwatts")).toDouble(), 300e6);
    EXPECT_EQ(values.value(QStringLiteral("power_profile")).toString(), QStringLiteral("COMPUTE"));
    EXPECT_EQ(values.value(QStringLiteral("perf_level")).toString(), QStringLiteral("auto"));
    // Under "auto" the clocks are the driver's choice, not a lock: not saved.
    EXPECT_FALSE(values.contains(QStringLiteral("sclk_range_mhz"))) << list.describe();
    EXPECT_FALSE(values.contains(QStringLiteral("mclk_range_mhz"))) << list.describe();
    EXPECT_EQ(quiet.value(QStringLiteral("target")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("model"));
    EXPECT_EQ(fitOf(quiet, 0), QStringLiteral("same_model"));
    EXPECT_EQ(fitOf(quiet, 1), QStringLiteral("other_model"));
    EXPECT_TRUE(list.json().value(QStringLiteral("errors")).toArray().isEmpty());

    // --for-device: fits exactly this card.
    const CliRun device = profile({QStringLiteral("save"), QStringLiteral("Card 0"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                   QStringLiteral("--for-device"), QStringLiteral("--json")});
    ASSERT_EQ(device.exitCode, 0) << device.describe();
    const CliRun show = profile({QStringLiteral("show"), QStringLiteral("Card 0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe();
    EXPECT_EQ(fitOf(show.json(), 0), QStringLiteral("this_device"));
    const CliRun text = profile({QStringLiteral("show"), QStringLiteral("Card 0")});
    EXPECT_TRUE(text.out.contains("this device")) << text.describe();
    EXPECT_TRUE(text.out.contains("never validated")) << text.describe();

    // The same name again: refused unless --replace.
    EXPECT_EQ(profile({QStringLiteral("save"), QStringLiteral("quiet"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 3);
    EXPECT_EQ(profile({QStringLiteral("save"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--replace")})
                  .exitCode,
              0);
    EXPECT_EQ(profile({QStringLiteral("save"), QStringLiteral("X"), QStringLiteral("--gpu"), QStringLiteral("7")}).exitCode, 4);
    EXPECT_EQ(profile({QStringLiteral("save"), QStringLiteral("X")}).exitCode, 2);
    EXPECT_EQ(profile({QStringLiteral("save"), QStringLiteral("   "), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 2);
    EXPECT_EQ(profile({QStringLiteral("show"), QStringLiteral("Nope")}).exitCode, 4);
    const CliRun missingJson = profile({QStringLiteral("show"), QStringLiteral("Nope"), QStringLiteral("--json")});
    EXPECT_EQ(missingJson.json().value(QStringLiteral("exit_code")).toInt(), 4) << missingJson.describe();
    EXPECT_FALSE(missingJson.json().value(QStringLiteral("ok")).toBool(true));
}

TEST_F(ProfileCli, ApplyGoesThroughTheTransactionAndKeepsItOnlyWhenAsked)
{
    saveQuiet();
    const CliRun kept = profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                 QStringLiteral("--no-confirm"), QStringLiteral("--json")});
    ASSERT_EQ(kept.exitCode, 0) << kept.describe();
    const QJsonObject answer = kept.json();
    EXPECT_EQ(answer.value(QStringLiteral("outcome")).toString(), QStringLiteral("applied"));
    EXPECT_EQ(answer.value(QStringLiteral("fit")).toString(), QStringLiteral("same_model"));
    EXPECT_EQ(answer.value(QStringLiteral("profile")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Quiet"));
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    EXPECT_EQ(controls(0).value(QStringLiteral("power_profile")).toObject().value(QStringLiteral("current")).toString(), QStringLiteral("COMPUTE"));

    // With a countdown it is pending, and a revert puts the previous values back.
    ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    const CliRun pending = profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                    QStringLiteral("--confirm-timeout"), QStringLiteral("30")});
    ASSERT_EQ(pending.exitCode, 0) << pending.describe();
    EXPECT_TRUE(pending.out.contains("rocmtune-cli tuning confirm --gpu 0")) << pending.describe();
    const CliRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    EXPECT_TRUE(show.json().value(QStringLiteral("pending")).isObject()) << show.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    // A second apply while one is pending is refused by the transaction.
    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 3);
    ASSERT_EQ(tuning({QStringLiteral("revert"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    EXPECT_DOUBLE_EQ(capWatts(0), 327);

    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("9")}).exitCode, 4);
    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Nope"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 4);
    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Quiet")}).exitCode, 2);
    EXPECT_EQ(profile({QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                       QStringLiteral("--confirm-timeout"), QStringLiteral("2")})
                  .exitCode,
              2);
}

TEST_F(ProfileCli, AnotherModelIsRefusedAndAnOverrideIsCheckedAgainstThatCard)
{
    // 340 W is inside the XTX's limits, above the MI210's 300 W maximum.
    ASSERT_EQ(importFile(QStringLiteral("hot"), profileFile(QStringLiteral("Hot"), xtxModel(), QStringLiteral(R"({"power_cap_microwatts": 340000000})")))
                  .exitCode,
              0);
    tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("1")});
    const QByteArray before = simState();
    const CliRun other = profile({QStringLiteral("apply"), QStringLiteral("Hot"), QStringLiteral("--gpu"), QStringLiteral("1"), QStringLiteral("--json")});
    EXPECT_EQ(other.exitCode, 3) << other.describe();
    EXPECT_EQ(other.json().value(QStringLiteral("verdict")).toString(), QStringLiteral("other_model"));
    EXPECT_TRUE(other.json().value(QStringLiteral("message")).toString().contains(QStringLiteral("Radeon RX 7900 XTX"))) << other.describe();
    EXPECT_TRUE(other.json().value(QStringLiteral("hint")).toString().contains(QStringLiteral("--override-model"))) << other.describe();
    const CliRun overridden = profile({QStringLiteral("apply"), QStringLiteral("Hot"), QStringLiteral("--gpu"), QStringLiteral("1"),
                                       QStringLiteral("--override-model"), QStringLiteral("--no-confirm")});
    EXPECT_EQ(overridden.exitCode, 3) << overridden.describe();
    EXPECT_TRUE(overridden.err.contains("above the driver maximum of 300 W by 40 W")) << overridden.describe();
    EXPECT_EQ(simState(), before) << "a refused profile writes nothing";

    ASSERT_EQ(importFile(QStringLiteral("mild"), profileFile(QStringLiteral("Mild"), xtxModel(), QStringLiteral(R"({"power_cap_microwatts": 250000000})")))
                  .exitCode,
              0);
    const CliRun fits = profile({QStringLiteral("apply"), QStringLiteral("Mild"), QStringLiteral("--gpu"), QStringLiteral("1"),
                                 QStringLiteral("--override-model"), QStringLiteral("--no-confirm"), QStringLiteral("--json")});
    ASSERT_EQ(fits.exitCode, 0) << fits.describe();
    EXPECT_TRUE(fits.json().value(QStringLiteral("overridden")).toBool());
    EXPECT_DOUBLE_EQ(capWatts(1), 250);
}

TEST_F(ProfileCli, ExportImportRenameDeleteAndCorruptFiles)
{
    saveQuiet();
    const QString exported = dir.filePath(QStringLiteral("quiet-export.json"));
    const CliRun ex = profileNoDevices({QStringLiteral("export"), QStringLiteral("Quiet"), exported, QStringLiteral("--json")});
    ASSERT_EQ(ex.exitCode, 0) << ex.describe();
    EXPECT_TRUE(QFile::exists(exported));
    EXPECT_EQ(profileNoDevices({QStringLiteral("export"), QStringLiteral("Quiet"), exported}).exitCode, 3) << "no silent overwrite";
    EXPECT_EQ(profileNoDevices({QStringLiteral("export"), QStringLiteral("Quiet"), exported, QStringLiteral("--force")}).exitCode, 0);
    EXPECT_EQ(profileNoDevices({QStringLiteral("export"), QStringLiteral("Nope"), exported, QStringLiteral("--force")}).exitCode, 4);

    const CliRun im = profileNoDevices({QStringLiteral("import"), exported, QStringLiteral("--json")});
    ASSERT_EQ(im.exitCode, 0) << im.describe();
    EXPECT_EQ(im.json().value(QStringLiteral("profile")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Quiet (2)"));
    EXPECT_EQ(importFile(QStringLiteral("garbage"), "{\"schema_version\": 2, \"name\": ").exitCode, 6);
    EXPECT_EQ(profileNoDevices({QStringLiteral("import"), dir.filePath(QStringLiteral("missing.json"))}).exitCode, 4);

    EXPECT_EQ(profileNoDevices({QStringLiteral("rename"), QStringLiteral("Quiet (2)"), QStringLiteral("Quiet")}).exitCode, 3);
    EXPECT_EQ(profileNoDevices({QStringLiteral("rename"), QStringLiteral("Quiet (2)"), QString()}).exitCode, 2);
    const CliRun renamed = profileNoDevices({QStringLiteral("rename"), QStringLiteral("Quiet (2)"), QStringLiteral("Copy"), QStringLiteral("--json")});
    ASSERT_EQ(renamed.exitCode, 0) << renamed.describe();
    EXPECT_EQ(renamed.json().value(QStringLiteral("profile")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Copy"));
    EXPECT_EQ(profileNoDevices({QStringLiteral("delete"), QStringLiteral("Copy")}).exitCode, 0);
    EXPECT_EQ(profileNoDevices({QStringLiteral("delete"), QStringLiteral("Copy")}).exitCode, 4);

    // A corrupt file is listed by name with the reason and left as it is.
    const QString broken = QDir(profileDir()).filePath(QStringLiteral("broken.json"));
    writeFile(broken, "{\"schema_version\": 2, \"name\": 5}");
    const CliRun list = profile({QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.exitCode, 0) << list.describe();
    const QJsonArray errors = list.json().value(QStringLiteral("errors")).toArray();
    ASSERT_EQ(errors.size(), 1) << list.describe();
    EXPECT_EQ(errors.at(0).toObject().value(QStringLiteral("file")).toString(), QStringLiteral("broken.json"));
    EXPECT_FALSE(errors.at(0).toObject().value(QStringLiteral("message")).toString().isEmpty());
    EXPECT_EQ(list.json().value(QStringLiteral("profiles")).toArray().size(), 1);
    QFile f(broken);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("{\"schema_version\": 2, \"name\": 5}"));
    const CliRun text = profile({QStringLiteral("list")});
    EXPECT_TRUE(text.out.contains("broken.json")) << text.describe();
    // Asked for by its file name, the broken profile says why it cannot be used.
    const CliRun show = profile({QStringLiteral("show"), QStringLiteral("broken")});
    EXPECT_EQ(show.exitCode, 6) << show.describe();
    EXPECT_TRUE(show.err.contains("broken.json")) << show.describe();
    EXPECT_EQ(profileNoDevices({QStringLiteral("delete"), QStringLiteral("broken.json")}).exitCode, 6);
    EXPECT_TRUE(QFile::exists(broken)) << "a corrupt file is never deleted by name";
}

TEST_F(ProfileCli, UsageAndUnknownSubcommands)
{
    const CliRun help = profileNoDevices({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    for (const char *sub : {"list", "show", "save", "apply", "export", "import", "delete", "rename", "login"})
        EXPECT_TRUE(help.out.contains(QByteArray("\n  ") + sub)) << sub << help.describe();
    EXPECT_TRUE(help.out.contains("6  ")) << "exit codes are documented: " << help.describe();
    EXPECT_EQ(profileNoDevices({QStringLiteral("frobnicate")}).exitCode, 2);
    EXPECT_EQ(profileNoDevices({}).exitCode, 2);
    EXPECT_EQ(profileNoDevices({QStringLiteral("list"), QStringLiteral("--bogus")}).exitCode, 2);
    EXPECT_EQ(profileNoDevices({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("bogus")}).exitCode, 2);
    EXPECT_EQ(profileNoDevices({QStringLiteral("save"), QStringLiteral("X"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                QStringLiteral("--backend"), QStringLiteral("bogus")})
                  .exitCode,
              2);
}

TEST_F(ProfileCli, LockedClocksRoundTripThroughAProfile)
{
    // Under "manual" a clock range is the user's lock: saved, and locked again on apply.
    ASSERT_EQ(tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--sclk-range"),
                      QStringLiteral("800:2000"), QStringLiteral("--no-confirm")})
                  .exitCode,
              0);
    const CliRun save = profile({QStringLiteral("save"), QStringLiteral("Locked"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                 QStringLiteral("--json")});
    ASSERT_EQ(save.exitCode, 0) << save.describe();
    const QJsonObject values = save.json().value(QStringLiteral("profile")).toObject().value(QStringLiteral("values")).toObject();
    EXPECT_EQ(values.value(QStringLiteral("perf_level")).toString(), QStringLiteral("manual")) << save.describe();
    EXPECT_EQ(values.value(QStringLiteral("sclk_range_mhz")).toArray(), (QJsonArray{800, 2000})) << save.describe();
    ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    ASSERT_NE(controls(0).value(QStringLiteral("sclk_range")).toObject().value(QStringLiteral("current_min_mhz")).toInt(), 800);
    const CliRun apply = profile({QStringLiteral("apply"), QStringLiteral("Locked"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                  QStringLiteral("--no-confirm")});
    ASSERT_EQ(apply.exitCode, 0) << apply.describe();
    const QJsonObject sclk = controls(0).value(QStringLiteral("sclk_range")).toObject();
    EXPECT_EQ(sclk.value(QStringLiteral("current_min_mhz")).toInt(), 800);
    EXPECT_EQ(sclk.value(QStringLiteral("current_max_mhz")).toInt(), 2000);
}

TEST_F(ProfileCli, MessagesAreTranslatedToChinese)
{
    QProcessEnvironment e = env();
    e.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("zh_CN"));
    const CliRun r = run({QStringLiteral("profile"), QStringLiteral("show"), QStringLiteral("Nope")}, e);
    EXPECT_EQ(r.exitCode, 4);
    EXPECT_TRUE(QString::fromUtf8(r.err).contains(QStringLiteral("配置方案"))) << r.describe();
    EXPECT_FALSE(r.err.contains("There is no profile")) << r.describe();
}
