// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20, in-process parts: the state folder's modes and its refusal of
// links and foreign files, the strict safety.conf, the power-cap policy's
// fixed base, and restores checked against the policy. (The same attacks on
// the real pkexec route: tests/polkit/hardening-test.sh.)
#include "core/doctor/DoctorContext.h"
#include "core/doctor/SafetyPolicyCheck.h"
#include "core/tuning/controls/powercap/PowerCapRule.h"
#include "core/tuning/policy/SafetyPolicyFile.h"
#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/TuningService.h"
#include "tests/tuning/SafetyConfParse.h"
#include "tests/tuning/ServiceRig.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace rocmtune;
using rocmtune::test::parseSafetyConf;
using rocmtune::test::RecordingBackend;
using rocmtune::test::ServiceRig;

namespace {

mode_t modeOf(const QString &path)
{
    struct stat st {};
    ::lstat(QFile::encodeName(path).constData(), &st);
    return st.st_mode & 07777;
}

class UmaskGuard
{
public:
    explicit UmaskGuard(mode_t mask) : old_(::umask(mask)) {}
    ~UmaskGuard() { ::umask(old_); }

private:
    mode_t old_;
};

TuningValues cap(quint64 microwatts)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{microwatts});
    return v;
}

} // namespace

// --- 1. The state folder ---------------------------------------------------

TEST(StateFolder, ModesAreExplicitWhateverTheUmask)
{
    UmaskGuard zero(0); // what pkexec passed through from a careless caller
    ServiceRig f(QStringLiteral("state"));
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, cap(340000000), 15).ok);
    EXPECT_EQ(modeOf(f.state), StateFolder::folderMode());
    EXPECT_EQ(modeOf(f.state + QStringLiteral("/journal.json")), 0644u);
    EXPECT_EQ(modeOf(f.state + QStringLiteral("/tuning-log.jsonl")), 0644u);
    EXPECT_EQ(modeOf(f.state + QStringLiteral("/journal.lock")), 0600u);
}

TEST(StateFolder, AFolderOthersCanWriteIsRefusedAndNothingIsWritten)
{
    ServiceRig f(QStringLiteral("state"));
    ASSERT_TRUE(QDir().mkpath(f.state));
    ASSERT_EQ(::chmod(QFile::encodeName(f.state).constData(), 0777), 0);
    QString error;
    EXPECT_FALSE(StateFolder::open(f.state, true, &error));
    EXPECT_TRUE(error.contains(f.state) && error.contains(QStringLiteral("0777")) && error.contains(QStringLiteral("chmod 755")))
        << error.toStdString();
    TuningService s = f.service();
    const TuningReport r = s.apply(0, cap(340000000), 15);
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.message.contains(QStringLiteral("refused"))) << r.message.toStdString();
    EXPECT_TRUE(f.backend->writes.empty()) << "nothing may be written without a trustworthy journal";
}

TEST(StateFolder, LinkedStateFilesAreNeverFollowed)
{
    ServiceRig f(QStringLiteral("state"));
    ASSERT_TRUE(QDir().mkpath(f.state));
    // Stand-ins for /etc/cron.d/x and /etc/passwd.
    const QString cronTarget = f.dir.filePath(QStringLiteral("cron-job"));
    const QString passwd = f.dir.filePath(QStringLiteral("passwd"));
    QFile p(passwd);
    ASSERT_TRUE(p.open(QIODevice::WriteOnly));
    p.write("root:x:0:0::/root:/bin/sh\n");
    p.close();
    ASSERT_TRUE(QFile::link(cronTarget, f.state + QStringLiteral("/journal.json")));
    ASSERT_TRUE(QFile::link(passwd, f.state + QStringLiteral("/tuning-log.jsonl")));

    QString error;
    auto folder = StateFolder::open(f.state, false, &error);
    ASSERT_TRUE(folder) << error.toStdString();
    EXPECT_FALSE(folder->checkFiles({QStringLiteral("journal.json")}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("symbolic link"))) << error.toStdString();
    EXPECT_FALSE(folder->append(QStringLiteral("tuning-log.jsonl"), "x\n", 0644, &error));

    TuningService s = f.service();
    s.apply(0, cap(340000000), 15);
    EXPECT_FALSE(QFile::exists(cronTarget)) << "the journal write followed the link";
    ASSERT_TRUE(p.open(QIODevice::ReadOnly));
    EXPECT_EQ(p.readAll(), QByteArray("root:x:0:0::/root:/bin/sh\n")) << "the log append followed the link";
}

TEST(StateFolder, AFileOthersCanWriteIsRefused)
{
    ServiceRig f(QStringLiteral("state"));
    ASSERT_TRUE(QDir().mkpath(f.state));
    QFile journal(f.state + QStringLiteral("/journal.json"));
    ASSERT_TRUE(journal.open(QIODevice::WriteOnly));
    journal.write("{}");
    journal.close();
    ASSERT_EQ(::chmod(QFile::encodeName(journal.fileName()).constData(), 0666), 0);
    QString error;
    auto folder = StateFolder::open(f.state, false, &error);
    ASSERT_TRUE(folder);
    EXPECT_FALSE(folder->checkFiles({QStringLiteral("journal.json")}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("0666"))) << error.toStdString();
}

// A snapshot in the journal is checked against the policy like an apply: a
// forged 361 W "previous value" with a 5 % policy (327 W default -> 343 W)
// is refused, logged, and not written.
TEST(StateFolder, ARestoreOutsideThePolicyIsRefusedAndLogged)
{
    ServiceRig f(QStringLiteral("state"));
    f.policy.powerCapAboveDefaultPercent = 5;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, cap(330000000), 15).ok);
    // Rewrite the journal's snapshot as an attacker would.
    QFile file(f.state + QStringLiteral("/journal.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonArray entries = root.value(QStringLiteral("entries")).toArray();
    QJsonObject entry = entries.at(0).toObject();
    QJsonObject snapshot = entry.value(QStringLiteral("snapshot")).toObject();
    snapshot.insert(QStringLiteral("power_cap_microwatts"), 361000000.0);
    entry.insert(QStringLiteral("snapshot"), snapshot);
    entries.replace(0, entry);
    root.insert(QStringLiteral("entries"), entries);
    QString error;
    auto folder = StateFolder::open(f.state, false, &error);
    ASSERT_TRUE(folder->replace(QStringLiteral("journal.json"), QJsonDocument(root).toJson(), 0644, &error));

    f.backend->writes.clear();
    f.now += 16000;
    const auto reports = s.recoverDue();
    ASSERT_EQ(reports.size(), 1);
    EXPECT_FALSE(reports.first().ok);
    EXPECT_EQ(reports.first().outcome, QStringLiteral("refused"));
    for (const auto &w : f.backend->writes)
        EXPECT_NE(w.a, 361000000) << "the forged value was written";
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 330000000u);
    EXPECT_TRUE(f.logText().contains(QStringLiteral("outside the safety policy"))) << f.logText().toStdString();
    EXPECT_FALSE(s.pending(0)) << "a never restorable entry must not keep a waiter busy forever";
}

// --- 4. The power-cap base --------------------------------------------------

// Without power1_cap_default the policy's base is the cap at boot, recorded
// once per boot, so three raises to the policy maximum stay at 343 W (they
// went 327 -> 343 -> 360 -> 361 W with the current cap as the base).
TEST(PowerCapBase, RepeatedRaisesDoNotRatchetWithoutADriverDefault)
{
    ServiceRig f(QStringLiteral("state"));
    f.policy.powerCapAboveDefaultPercent = 5;
    f.backend->state.perControl.edit<PowerCapControl>()->defaultMicrowatts = 0;
    TuningService s = f.service();
    for (int round = 0; round < 3; ++round) {
        const quint64 allowed = PowerCapRule::policyMaxMicrowatts(*f.backend->state.perControl.get<PowerCapControl>(), s.policyFor(0));
        EXPECT_EQ(allowed, 343350000u) << "round " << round;
        const TuningReport r = s.apply(0, cap(allowed / 1000000 * 1000000), 0);
        ASSERT_TRUE(r.ok) << r.message.toStdString();
        EXPECT_FALSE(s.apply(0, cap(allowed + 2000000), 0).ok) << "round " << round;
    }
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 343000000u);
    // A new boot records the cap then.
    TuningService nextBoot(*f.devices, TuningJournal(f.state, QStringLiteral("boot-b")), TuningLog(TuningLog::pathIn(f.state)),
                           f.policy, [&f] { return f.now; });
    EXPECT_EQ(nextBoot.policyFor(0).powerCapBootMicrowatts, 343000000u);
}

// --- 5. safety.conf, strictly ----------------------------------------------

TEST(SafetyPolicyFileTest, AValidFileIsRead)
{
    const auto f = parseSafetyConf("# limits\n[tuning/safety]\npower_cap_above_default_percent = 2.5\n; more\nthermal_margin_celsius=15\n"
                         "max_overdrive_percent = 0\nconfirm_timeout_seconds = 30\n");
    ASSERT_TRUE(f.ok()) << f.error.toStdString();
    EXPECT_DOUBLE_EQ(f.policy.powerCapAboveDefaultPercent, 2.5);
    EXPECT_DOUBLE_EQ(f.policy.thermalMarginCelsius, 15);
    EXPECT_EQ(f.policy.maxOverdrivePercent, 0);
    EXPECT_EQ(f.policy.confirmTimeoutSeconds, 30);
    EXPECT_DOUBLE_EQ(f.policy.watchdogMarginCelsius, SafetyPolicy::kDefaultWatchdogMarginCelsius);
}

TEST(SafetyPolicyFileTest, EveryMistakeIsAnErrorNamingFileLineAndValue)
{
    struct Case {
        const char *text;
        int line;
        const char *value;
    };
    const Case cases[] = {
        {"[tuning/safety]\npower_cap_above_default_percent = 5%\n", 2, "5%"},
        {"[tuning/safety]\npower_cap_above_default_percent = 2,5\n", 2, "2,5"},
        {"[tuning/safety]\n\npower_cap_above_default_percent = 0%\n", 3, "0%"},
        {"[tuning/safety]\nthermal_margin_celsius = 20C\n", 2, "20C"},
        {"[Tuning/Safety]\npower_cap_above_default_percent = 5\n", 1, "[Tuning/Safety]"},
        {"[tuning/safety]\nPower_Cap_Above_Default_Percent = 5\n", 2, "Power_Cap_Above_Default_Percent"},
        {"power_cap_above_default_percent = 5\n", 1, "power_cap_above_default_percent"},
        {"[tuning/safety]\npower_cap_above_default_percent = 500\n", 2, "500"},
        {"[tuning/safety]\nmax_overdrive_percent = 5.5\n", 2, "5.5"},
        {"[tuning/safety]\npower_cap_above_default_percent = 5\npower_cap_above_default_percent = 50\n", 3, "power_cap_above_default_percent"},
        {"[tuning/safety]\npower_cap_above_default_percent\n", 2, "power_cap_above_default_percent"},
        {"[tuning/safety]\nconfirm_timeout_seconds = -5\n", 2, "-5"},
    };
    for (const Case &c : cases) {
        const auto f = parseSafetyConf(c.text);
        EXPECT_FALSE(f.ok()) << c.text;
        EXPECT_TRUE(f.error.contains(QStringLiteral("/etc/rocmtune/safety.conf line %1:").arg(c.line))) << f.error.toStdString();
        EXPECT_TRUE(f.error.contains(QString::fromUtf8(c.value))) << f.error.toStdString();
        EXPECT_EQ(f.policy, SafetyPolicy{}) << c.text;
    }
}

TEST(SafetyPolicyFileTest, TheDoctorReportsTheError)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("safety.conf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[tuning/safety]\npower_cap_above_default_percent = 5%\n");
    file.close();
    DoctorEnvironment env;
    env.safetyPolicyFile = path;
    DoctorContext context(env);
    const CheckResult bad = SafetyPolicyCheck().run(context);
    EXPECT_EQ(bad.status, CheckStatus::Fail);
    EXPECT_TRUE(bad.explanation.contains(QStringLiteral("line 2")) && bad.explanation.contains(QStringLiteral("5%")))
        << bad.explanation.toStdString();

    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("[tuning/safety]\npower_cap_above_default_percent = 5\n");
    file.close();
    EXPECT_EQ(SafetyPolicyCheck().run(context).status, CheckStatus::Pass);
}
