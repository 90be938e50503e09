// SPDX-License-Identifier: GPL-3.0-or-later
// BootAnswer: the Profiles view reads the helper's answer to a boot request
// as a typed outcome. The answers here are the ones handleBootRequest really
// gives (on a recording fake driver, RX 7900 XTX limits 294-361 W), plus the
// ones HelperClient makes when the helper cannot be run.
#include "core/boot/BootAnswer.h"
#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/tuning/transaction/TuningService.h"
#include "tests/tuning/RecordingBackend.h"

#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {

struct BootAnswerFixture {
    QTemporaryDir dir;
    std::unique_ptr<DeviceSet> devices;

    BootAnswerFixture()
    {
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::make_unique<RecordingBackend>());
        devices = std::make_unique<DeviceSet>(std::move(list));
    }
    QString stateDir() const { return dir.path() + QStringLiteral("/state"); }

    // The helper's answer to `action` with a power cap in watts (0: no values).
    TuningAnswer run(BootRequest::Action action, int capWatts)
    {
        BootRequest request;
        request.action = action;
        request.deviceIndex = 0;
        request.deviceId = devices->devices().at(0).stableId();
        request.profileName = QStringLiteral("Quiet");
        if (capWatts > 0) {
            QString error;
            const auto values = tuningValuesFromJson(QJsonObject{{QStringLiteral("power_cap_microwatts"), qint64(capWatts) * 1000000}}, &error);
            EXPECT_TRUE(values) << error.toStdString();
            request.values = values.value_or(TuningValues{});
        }
        TuningService service(*devices, TuningJournal(stateDir(), QStringLiteral("boot-1")), TuningLog(TuningLog::pathIn(stateDir())), SafetyPolicy{});
        return handleBootRequest(service, *devices, request, BootProfileFile(dir.path() + QStringLiteral("/etc")), BootGuardFile(stateDir()));
    }
};

std::string text(const TuningAnswer &answer)
{
    return QJsonDocument(answer.json).toJson(QJsonDocument::Compact).toStdString();
}

} // namespace

TEST(BootAnswer, StoredEnabledAndClearedFromTheHelpersOwnAnswers)
{
    BootAnswerFixture f;
    const TuningAnswer stored = f.run(BootRequest::Action::Set, 300);
    const BootAnswer s = BootAnswer::fromHelperAnswer(stored.json);
    EXPECT_EQ(s.outcome, BootAnswer::Outcome::Stored) << text(stored);
    EXPECT_TRUE(s.ok());
    EXPECT_TRUE(s.message.contains(QStringLiteral("Quiet"))) << s.message.toStdString();

    const TuningAnswer enabled = f.run(BootRequest::Action::Enable, 0);
    EXPECT_EQ(BootAnswer::fromHelperAnswer(enabled.json).outcome, BootAnswer::Outcome::Enabled) << text(enabled);

    const TuningAnswer cleared = f.run(BootRequest::Action::Clear, 0);
    const BootAnswer c = BootAnswer::fromHelperAnswer(cleared.json);
    EXPECT_EQ(c.outcome, BootAnswer::Outcome::Cleared) << text(cleared);
    EXPECT_TRUE(c.message.contains(QStringLiteral("removed"))) << c.message.toStdString();
}

TEST(BootAnswer, ARefusalAndAFailureCarryTheHelpersReason)
{
    BootAnswerFixture f;
    const TuningAnswer refused = f.run(BootRequest::Action::Set, 500); // above the card's 361 W
    const BootAnswer r = BootAnswer::fromHelperAnswer(refused.json);
    EXPECT_EQ(r.outcome, BootAnswer::Outcome::Refused) << text(refused);
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.message, refused.json.value(QStringLiteral("error")).toString());
    EXPECT_FALSE(r.message.isEmpty());

    const TuningAnswer failed = f.run(BootRequest::Action::Enable, 0); // no boot profile yet
    const BootAnswer e = BootAnswer::fromHelperAnswer(failed.json);
    EXPECT_EQ(e.outcome, BootAnswer::Outcome::Failed) << text(failed);
    EXPECT_TRUE(e.message.contains(QStringLiteral("no boot profile"))) << e.message.toStdString();
}

TEST(BootAnswer, AHelperThatCouldNotRunOrAnUnknownAnswerIsAFailureInWords)
{
    // HelperClient's own answers when pkexec or the helper failed.
    const BootAnswer notRun = BootAnswer::fromHelperAnswer(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), QStringLiteral("pkexec: not authorized")}});
    EXPECT_EQ(notRun.outcome, BootAnswer::Outcome::Failed);
    EXPECT_EQ(notRun.message, QStringLiteral("pkexec: not authorized"));

    const BootAnswer unknown = BootAnswer::fromHelperAnswer(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("outcome"), QStringLiteral("frobbed")}});
    EXPECT_EQ(unknown.outcome, BootAnswer::Outcome::Failed);
    EXPECT_FALSE(unknown.ok());
    EXPECT_TRUE(unknown.message.contains(QStringLiteral("frobbed"))) << unknown.message.toStdString();

    const BootAnswer empty = BootAnswer::fromHelperAnswer(QJsonObject{});
    EXPECT_EQ(empty.outcome, BootAnswer::Outcome::Failed);
    EXPECT_FALSE(empty.message.isEmpty());
}
