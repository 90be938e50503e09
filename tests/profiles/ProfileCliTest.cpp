// SPDX-License-Identifier: GPL-3.0-or-later
// The real `rocmtune-cli profile …` against two simulated GPUs (GPU 0 a
// Radeon RX 7900 XTX, GPU 1 an Instinct MI210) whose settings live in a file:
// every subcommand's exit codes and JSON, apply through the tuning
// transaction, apply at login, the autostart entry's command line.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    std::string describe() const
    {
        return "exit " + std::to_string(exitCode) + "\nstdout:\n" + out.toStdString() + "\nstderr:\n" + err.toStdString();
    }
};

class ProfileCli : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        e.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("en"));
        e.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), dir.filePath(QStringLiteral("state")));
        e.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), dir.filePath(QStringLiteral("sim.json")));
        e.insert(QStringLiteral("ROCMTUNE_SIM_GPUS"), QStringLiteral("2"));
        e.insert(QStringLiteral("ROCMTUNE_HELPER_BACKEND"), QStringLiteral("sim"));
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        e.remove(QStringLiteral("ROCMTUNE_SIM_WRITE_DELAY_MS"));
        return e;
    }

    CliRun run(const QStringList &args, const QProcessEnvironment &environment = {}) const
    {
        QProcess p;
        p.setProcessEnvironment(environment.isEmpty() ? env() : environment);
        p.start(QStringLiteral(ROCMTUNE_CLI_PATH), args);
        CliRun r;
        if (!p.waitForFinished(30000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }
    CliRun profile(QStringList args) const
    {
        args.prepend(QStringLiteral("profile"));
        return run(args << QStringLiteral("--backend") << QStringLiteral("sim"));
    }
    // Subcommands without device options.
    CliRun profileNoDevices(QStringList args) const
    {
        args.prepend(QStringLiteral("profile"));
        return run(args);
    }
    CliRun tuning(QStringList args) const
    {
        args.prepend(QStringLiteral("tuning"));
        return run(args << QStringLiteral("--backend") << QStringLiteral("sim"));
    }

    QJsonObject controls(int gpu) const
    {
        const CliRun r = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QString::number(gpu), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.describe();
        return r.json().value(QStringLiteral("controls")).toObject();
    }
    double capWatts(int gpu) const
    {
        return controls(gpu).value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble();
    }
    QByteArray simState() const
    {
        QFile f(dir.filePath(QStringLiteral("sim.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QString profileDir() const
    {
        const CliRun r = profile({QStringLiteral("list"), QStringLiteral("--json")});
        return r.json().value(QStringLiteral("directory")).toString();
    }
    QString autostartFile() const { return dir.filePath(QStringLiteral("config/autostart/rocmtune-apply-profiles.desktop")); }

    // Sets GPU 0 to 300 W / COMPUTE and saves that as "Quiet" (model profile).
    void saveQuiet()
    {
        const CliRun set = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                   QStringLiteral("300"), QStringLiteral("--power-profile"), QStringLiteral("COMPUTE"),
                                   QStringLiteral("--no-confirm")});
        ASSERT_EQ(set.exitCode, 0) << set.describe();
        const CliRun save = profile({QStringLiteral("save"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                     QStringLiteral("--json")});
        ASSERT_EQ(save.exitCode, 0) << save.describe();
        // Back to the default, so that applying the profile changes something.
        ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
        ASSERT_DOUBLE_EQ(capWatts(0), 327);
    }

    void writeFile(const QString &path, const QByteArray &bytes) const
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }

    // A v2 profile file for the given target and values JSON.
    static QByteArray profileFile(const QString &name, const QString &target, const QString &values)
    {
        return QStringLiteral(R"({"schema_version": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "%1",
            "target": %2, "values": %3, "created": "2026-11-30T01:00:00.000Z", "modified": "2026-11-30T01:00:00.000Z",
            "apply_at_login": false})")
            .arg(name, target, values)
            .toUtf8();
    }
    static QString xtxModel() { return QStringLiteral(R"({"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c"})"); }
    static QString goneDevice()
    {
        return QStringLiteral(R"({"kind": "device", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c", "unique_id": "0xgone"})");
    }
    CliRun importFile(const QString &name, const QByteArray &bytes) const
    {
        const QString path = dir.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        f.close();
        return profileNoDevices({QStringLiteral("import"), path, QStringLiteral("--json")});
    }
};

QString fitOf(const QJsonObject &profile, int gpu)
{
    for (const QJsonValue &v : profile.value(QStringLiteral("fits")).toArray()) {
        if (v.toObject().value(QStringLiteral("gpu")).toInt() == gpu)
            return v.toObject().value(QStringLiteral("fit")).toString();
    }
    return QString();
}

} // namespace

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
    EXPECT_TRUE(other.json().value(QStringLiteral("message")).toString().contains(QStringLiteral("override"))) << other.describe();
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
}

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
    QProcess p;
    p.setProcessEnvironment(env());
    p.start(program, args + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")});
    ASSERT_TRUE(p.waitForFinished(30000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
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
