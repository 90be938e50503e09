// SPDX-License-Identifier: GPL-3.0-or-later
// Confirm-or-revert, the journal and the log, with a recording fake driver
// and a clock the test moves.
#include "core/tuning/transaction/TuningLogText.h"
#include "core/tuning/transaction/TuningService.h"
#include "tests/tuning/ServiceRig.h"

#include <QCoreApplication>
#include <QTranslator>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;
using rocmtune::test::ServiceRig;

namespace {

TuningValues raiseCap()
{
    TuningValues v;
    v.perControl.set(PowerCapValue{350000000});
    return v;
}

} // namespace

TEST(TuningService, PendingChangeIsRevertedAfterTheDeadline)
{
    ServiceRig f;
    TuningService s = f.service();
    const TuningReport r = s.apply(0, raiseCap(), 15);
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.outcome, QStringLiteral("pending"));
    EXPECT_EQ(r.deadlineMs, f.now + 15000);
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    ASSERT_TRUE(s.pending(0));

    f.now += 14000;
    EXPECT_TRUE(s.recoverDue().isEmpty()) << "not due yet";
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    f.now += 1000;
    const auto reverted = s.recoverDue();
    ASSERT_EQ(reverted.size(), 1);
    EXPECT_EQ(reverted.first().outcome, QStringLiteral("reverted"));
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_FALSE(s.pending(0));
}

TEST(TuningService, ConfirmKeepsTheChange)
{
    ServiceRig f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, raiseCap(), 15).ok);
    f.now += 5000;
    const TuningReport c = s.confirm(0);
    EXPECT_TRUE(c.ok) << c.message.toStdString();
    EXPECT_FALSE(s.pending(0));
    f.now += 60000;
    EXPECT_TRUE(s.recoverDue().isEmpty());
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
}

TEST(TuningService, LateConfirmIsRefusedAndReverts)
{
    ServiceRig f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, raiseCap(), 5).ok);
    f.now += 5001;
    const TuningReport c = s.confirm(0);
    EXPECT_FALSE(c.ok);
    EXPECT_EQ(c.outcome, QStringLiteral("reverted"));
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
}

TEST(TuningService, SecondChangeWhilePendingIsRefused)
{
    ServiceRig f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, raiseCap(), 15).ok);
    const std::size_t writes = f.backend->writes.size();
    TuningValues other;
    other.perControl.set(OverdriveValue{3});
    const TuningReport r = s.apply(0, other, 15);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.outcome, QStringLiteral("refused"));
    EXPECT_EQ(f.backend->writes.size(), writes);
}

TEST(TuningService, ChangeOfADeadProcessIsRevertedAtOnce)
{
    ServiceRig f;
    {
        TuningService s = f.service();
        ASSERT_TRUE(s.apply(0, raiseCap(), 60).ok);
        QString error;
        ASSERT_TRUE(s.setOwner(0, ProcessIdentity{999999999, QStringLiteral("1")}, &error)) << error.toStdString();
    }
    TuningService next = f.service(); // "the next start"
    const auto reports = next.recoverDue();
    ASSERT_EQ(reports.size(), 1);
    EXPECT_EQ(reports.first().action, QStringLiteral("recover"));
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
}

TEST(TuningService, JournalFromAnotherBootIsVoid)
{
    ServiceRig f;
    {
        TuningService s = f.service();
        ASSERT_TRUE(s.apply(0, raiseCap(), 60).ok);
        QString error;
        ASSERT_TRUE(s.setOwner(0, ProcessIdentity{999999999, QStringLiteral("1")}, &error));
    }
    // Reboot: the driver is back at its defaults with a power cap the admin
    // set at boot; the stale journal must not write anything.
    f.bootId = QStringLiteral("boot-b");
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = 300000000;
    f.backend->writes.clear();
    TuningService next = f.service();
    QString note;
    EXPECT_TRUE(next.journal().load(&note).isEmpty());
    EXPECT_TRUE(note.contains(QStringLiteral("earlier boot"))) << note.toStdString();
    EXPECT_TRUE(next.recoverDue().isEmpty());
    EXPECT_TRUE(f.backend->writes.empty());
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 300000000u);
}

TEST(TuningService, NoConfirmMeansNothingStaysInTheJournal)
{
    ServiceRig f;
    TuningService s = f.service();
    const TuningReport r = s.apply(0, raiseCap(), 0);
    EXPECT_TRUE(r.ok);
    EXPECT_EQ(r.outcome, QStringLiteral("applied"));
    EXPECT_FALSE(s.pending(0));
}

TEST(TuningService, WrongDeviceIsRefused)
{
    ServiceRig f;
    TuningService s = f.service();
    EXPECT_FALSE(s.apply(3, raiseCap(), 0).ok);
    const TuningReport wrongId = s.apply(0, raiseCap(), 0, QStringLiteral("someone-else"));
    EXPECT_FALSE(wrongId.ok);
    EXPECT_TRUE(wrongId.message.contains(QStringLiteral("someone-else")));
    EXPECT_TRUE(f.backend->writes.empty());
}

TEST(TuningService, ResetWritesTheDefaultsAndDropsThePendingChange)
{
    ServiceRig f;
    TuningService s = f.service();
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{800, 2900});
    v.perControl.set(OverdriveValue{7});
    ASSERT_TRUE(s.apply(0, v, 15).ok);
    const TuningReport r = s.resetToDefaults(0);
    EXPECT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_FALSE(s.pending(0));
    EXPECT_EQ(f.backend->state.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
    EXPECT_EQ(f.backend->state.perControl.get<OverdriveControl>()->currentPercent, 0);
    // The card's boot table through the driver's reset, not the DPM extent (2526).
    EXPECT_EQ(clockControl(f.backend->state, ClockDomain::Gfx)->currentMinMegahertz, 500);
    EXPECT_EQ(clockControl(f.backend->state, ClockDomain::Gfx)->currentMaxMegahertz, 2500);
    EXPECT_EQ(f.backend->writes.back().control, ControlId::PerfLevel);
    const auto entries = s.log().read();
    ASSERT_EQ(entries.size(), 2);
    EXPECT_EQ(entries[1].action, QStringLiteral("reset"));
    EXPECT_EQ(entries[1].changes,
              (QStringList{QStringLiteral("GFX clock: 800–2900 MHz; Memory clock: 97–1249 MHz -> GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz "
                                          "(the card's boot values)"),
                           QStringLiteral("GFX overdrive: 7% -> 0%"), QStringLiteral("Performance level: Manual -> Automatic")}));
}

TEST(TuningService, FailedResetKeepsThePendingChangeAndItsValues)
{
    ServiceRig f;
    TuningService s = f.service();
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{800, 2900});
    ASSERT_TRUE(s.apply(0, v, 15).ok);
    f.backend->failWriteOf = ControlId::ClockTable;
    const TuningReport r = s.resetToDefaults(0);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.outcome, QStringLiteral("rolled_back"));
    EXPECT_TRUE(r.message.contains(QStringLiteral("injected: write of clock_table failed"))) << r.message.toStdString();
    EXPECT_EQ(clockControl(f.backend->state, ClockDomain::Gfx)->currentMaxMegahertz, 2900);
    EXPECT_EQ(f.backend->state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    EXPECT_TRUE(s.pending(0)) << "the change is still in force, so its revert stays due";
}

TEST(TuningService, EverythingIsLogged)
{
    ServiceRig f;
    TuningService s = f.service();
    s.apply(0, raiseCap(), 15);
    f.now += 20000;
    s.recoverDue();
    TuningValues tooMuch;
    tooMuch.perControl.set(PowerCapValue{400000000});
    s.apply(0, tooMuch, 15);
    const auto entries = s.log().read();
    ASSERT_EQ(entries.size(), 3);
    EXPECT_EQ(entries[0].outcome, QStringLiteral("pending"));
    EXPECT_EQ(entries[0].changes, QStringList{QStringLiteral("Power cap: 327 W -> 350 W")});
    EXPECT_EQ(entries[1].outcome, QStringLiteral("reverted"));
    EXPECT_EQ(entries[1].changes, QStringList{QStringLiteral("Power cap: 350 W -> 327 W")});
    EXPECT_EQ(entries[2].outcome, QStringLiteral("refused"));
    EXPECT_EQ(entries[0].deviceId, QStringLiteral("rec0"));
}

TEST(TuningService, UnreadableJournalIsKeptAsideNotLost)
{
    ServiceRig f;
    QFile file(f.dir.filePath(QStringLiteral("journal.json")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{ garbage");
    file.close();
    TuningJournal journal(f.dir.path(), f.bootId);
    QString note;
    EXPECT_TRUE(journal.load(&note).isEmpty());
    EXPECT_TRUE(note.contains(QStringLiteral("kept as"))) << note.toStdString();
    EXPECT_FALSE(QFile::exists(journal.filePath()));
    EXPECT_EQ(QDir(f.dir.path()).entryList({QStringLiteral("journal.json.unreadable-*")}).size(), 1);
}

namespace {
// Translators need an application object (the undervolt tests may have made one already).
void ensureApplication()
{
    static int argc = 1;
    static char name[] = "rocmtune_tuning_tests";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

// The reader's language: a few of the catalogue's entries, as a loaded .qm would give them.
class ReaderLanguage : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        if (qstrcmp(context, "Tuning") != 0)
            return {};
        if (qstrcmp(source, "Applied and read back. Confirm within %n second(s) or it is reverted.") == 0)
            return QStringLiteral("已应用并已读回。请在 %1 秒内确认，否则将还原。").arg(n);
        if (qstrcmp(source, "Reverted to the previous values.") == 0)
            return QStringLiteral("已还原为之前的值。");
        if (qstrcmp(source, "Power cap") == 0)
            return QStringLiteral("功耗上限");
        if (qstrcmp(source, "%1: %2") == 0)
            return QStringLiteral("%1：%2");
        if (qstrcmp(source, "%1 -> %2") == 0)
            return QStringLiteral("%1 → %2");
        return {};
    }
    bool isEmpty() const override { return false; }
};
} // namespace

// D8: the log keeps what changed and why as data, so a reader in another
// language than the writer's sees the changes and the message in its own.
TEST(TuningLogFile, ChangesAndMessagesAreShownInTheReadersLanguage)
{
    ServiceRig f;
    TuningService s = f.service();
    s.apply(0, raiseCap(), 15); // written in English (no translator)
    f.now += 20000;
    s.recoverDue();
    const auto entries = s.log().read();
    ASSERT_EQ(entries.size(), 2);
    ASSERT_EQ(entries[0].changeValues.size(), 1);
    EXPECT_EQ(entries[0].changeValues[0].control, QStringLiteral("power_cap"));
    EXPECT_EQ(entries[0].messageText.count, 15);
    EXPECT_EQ(messageText(entries[0]), entries[0].message) << "in the writer's language: as written";
    EXPECT_EQ(changeTexts(entries[0]), entries[0].changes);

    ensureApplication();
    ReaderLanguage zh;
    ASSERT_TRUE(QCoreApplication::installTranslator(&zh));
    EXPECT_EQ(messageText(entries[0]), QStringLiteral("已应用并已读回。请在 15 秒内确认，否则将还原。"));
    EXPECT_EQ(changeTexts(entries[0]), QStringList{QStringLiteral("功耗上限：327 W → 350 W")});
    EXPECT_EQ(messageText(entries[1]), QStringLiteral("已还原为之前的值。"));
    EXPECT_EQ(changeTexts(entries[1]), QStringList{QStringLiteral("功耗上限：350 W → 327 W")});
    // The stored words stay English for scripts.
    EXPECT_EQ(entries[1].message, QStringLiteral("Reverted to the previous values."));
    EXPECT_EQ(entries[1].changes, QStringList{QStringLiteral("Power cap: 350 W -> 327 W")});

    // A log written before the data was kept: its words are shown as they are.
    QFile file(s.log().filePath());
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write(R"({"timestamp_ms":5,"device_id":"rec0","device_name":"Old","action":"apply","outcome":"pending",)"
               R"("changes":["power cap 300 W -> power cap 310 W"],"message":"Applied and read back. Confirm within 15 seconds or it is reverted."})"
               "\n");
    // And one whose data no control reads back: the words again, nothing invented.
    file.write(R"({"timestamp_ms":6,"action":"apply","outcome":"applied","changes":["x -> y"],"message":"m",)"
               R"("change_values":[{"control":"no_such_control","before":{},"after":{}}],"message_text":{"context":"Tuning"}})"
               "\n");
    file.close();
    int skipped = -1;
    const auto all = s.log().read(100, &skipped);
    EXPECT_EQ(skipped, 0);
    ASSERT_EQ(all.size(), 4);
    EXPECT_TRUE(all[2].changeValues.isEmpty());
    EXPECT_EQ(changeTexts(all[2]), QStringList{QStringLiteral("power cap 300 W -> power cap 310 W")});
    EXPECT_EQ(messageText(all[2]), QStringLiteral("Applied and read back. Confirm within 15 seconds or it is reverted."));
    EXPECT_EQ(changeTexts(all[3]), QStringList{QStringLiteral("x -> y")});
    EXPECT_EQ(messageText(all[3]), QStringLiteral("m"));
    QCoreApplication::removeTranslator(&zh);
}

TEST(LogText, ArgumentsGoInOnceEach)
{
    // An argument holding "%2" is not filled again (chained QString::arg would).
    EXPECT_EQ(fillArguments(QStringLiteral("%1 and %2, %3"), {QStringLiteral("50%2"), QStringLiteral("b")}),
              QStringLiteral("50%2 and b, %3"));
    const LogText text = LogText::make("Tuning", "Refused, nothing was written: %1", {QStringLiteral("too hot")});
    EXPECT_EQ(LogText::fromJson(text.toJson()), text);
    EXPECT_EQ(text.toString(), QStringLiteral("Refused, nothing was written: too hot"));
    EXPECT_FALSE(LogText::fromJson(QJsonValue(QStringLiteral("text"))));
    EXPECT_FALSE(LogText::fromJson(QJsonObject{{QStringLiteral("context"), QStringLiteral("Tuning")}, {QStringLiteral("source"), 5}}));
}

TEST(TuningLogFile, GarbledLinesAreSkippedAndCounted)
{
    QTemporaryDir dir;
    TuningLog log(TuningLog::pathIn(dir.path()));
    TuningLogEntry e;
    e.timestampMs = 5;
    e.action = QStringLiteral("apply");
    ASSERT_TRUE(log.append(e));
    QFile file(log.filePath());
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write("{broken\n");
    file.close();
    ASSERT_TRUE(log.append(e));
    int skipped = 0;
    EXPECT_EQ(log.read(100, &skipped).size(), 2);
    EXPECT_EQ(skipped, 1);
}

TEST(TuningService, WaiterRevertsAHotGpuBeforeTheDeadline)
{
    ServiceRig f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, raiseCap(), 60).ok);
    int polls = 0;
    // Cool: the waiter keeps waiting (stopped by the test after a few polls).
    auto cool = s.revertWhenDue(1, [&] { return ++polls >= 3; });
    EXPECT_TRUE(cool.isEmpty());
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    // Hot: junction 106 °C, critical 110 °C - 5 °C margin.
    f.backend->state.currentTemperatureCelsius = 106;
    polls = 0;
    const auto reports = s.revertWhenDue(1, [&] { return ++polls >= 100; });
    ASSERT_EQ(reports.size(), 1);
    EXPECT_EQ(reports.first().action, QStringLiteral("watchdog"));
    EXPECT_TRUE(reports.first().message.contains(QStringLiteral("106"))) << reports.first().message.toStdString();
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_FALSE(s.pending(0));
}

TEST(TuningService, ExtendHoldsAPendingChangeUntilTheRenewalsStop)
{
    ServiceRig f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, raiseCap(), 15).ok);
    // A check runs for a minute: renewed every 10 s, it is never due.
    for (int i = 0; i < 6; ++i) {
        f.now += 10000;
        const TuningReport e = s.extend(0, 15);
        ASSERT_TRUE(e.ok) << e.message.toStdString();
        EXPECT_EQ(e.outcome, QStringLiteral("pending"));
        EXPECT_EQ(e.deadlineMs, f.now + 15000);
        EXPECT_TRUE(s.recoverDue().isEmpty());
    }
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    // The holder stops renewing (it crashed): the deadline passes, the journal reverts it.
    f.now += 15000;
    const auto reverted = s.recoverDue();
    ASSERT_EQ(reverted.size(), 1);
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_FALSE(s.pending(0));
}

TEST(TuningService, ExtendIsNotAConfirmAndCannotRevive)
{
    ServiceRig f;
    TuningService s = f.service();
    const TuningReport nothing = s.extend(0, 15);
    EXPECT_FALSE(nothing.ok);
    ASSERT_TRUE(s.apply(0, raiseCap(), 15).ok);
    ASSERT_TRUE(s.extend(0, 60).ok);
    EXPECT_TRUE(s.pending(0)) << "still waiting for a confirm";
    f.now += 61000;
    const TuningReport late = s.extend(0, 15);
    EXPECT_FALSE(late.ok);
    EXPECT_EQ(late.outcome, QStringLiteral("reverted"));
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_FALSE(s.pending(0));
}
