// SPDX-License-Identifier: GPL-3.0-or-later
// Set vs in force through the real ROCm SMI library on a fake RX 7900 XTX:
// rocmtune-cli tuning set keeps a power cap, something else writes another
// value into the driver's file behind ROCm Tune's back, and `tuning show`
// (text and JSON), `tuning reapply` and `tuning accept` tell and answer it;
// each step is a new process, so the record in the state folder is what
// carries it (core/tuning/record/SetRecord.h).
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QDateTime>
#include <QJsonArray>

using namespace rocmtune::testing;

namespace {

class SetVsInForceCli : public TuningSysfs
{
protected:
    QString recordPath() const { return dir.path() + QStringLiteral("/state/set-values.json"); }
    QStringList gpu0(const QString &sub) const { return {sub, QStringLiteral("--gpu"), QStringLiteral("0")}; }
    // `tuning show --json`'s power cap object of set_vs_in_force.
    QJsonObject powerCapShown(QJsonObject *whole = nullptr)
    {
        const FakeSysfsRun run = tuning(gpu0(QStringLiteral("show")) + QStringList{QStringLiteral("--json")});
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        const QJsonObject answer = QJsonDocument::fromJson(run.out.toUtf8()).object();
        if (whole)
            *whole = answer;
        return answer.value(QStringLiteral("set_vs_in_force")).toObject().value(QStringLiteral("power_cap")).toObject();
    }
    static QJsonObject watts(qint64 w) { return QJsonObject{{QStringLiteral("power_cap_microwatts"), w * 1000000}}; }
};

} // namespace

TEST_F(SetVsInForceCli, NeverSetIsNullAndNoDrift)
{
    QJsonObject whole;
    const QJsonObject cap = powerCapShown(&whole);
    EXPECT_TRUE(cap.value(QStringLiteral("set")).isNull());
    EXPECT_EQ(cap.value(QStringLiteral("in_force")).toObject(), watts(327)); // the fixture's cap
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());
    // The driver's objects keep their keys for older readers.
    EXPECT_EQ(whole.value(QStringLiteral("controls")).toObject().value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble(),
              327);
    // Every offered control with a value has its object; the clock table reset holds none.
    const QJsonObject all = whole.value(QStringLiteral("set_vs_in_force")).toObject();
    EXPECT_TRUE(all.contains(QStringLiteral("perf_level")));
    EXPECT_TRUE(all.contains(QStringLiteral("sclk_range"))) << QJsonDocument(all).toJson().toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("clock_table")));
    for (auto it = all.begin(); it != all.end(); ++it) {
        EXPECT_TRUE(it.value().toObject().contains(QStringLiteral("set"))) << it.key().toStdString();
        EXPECT_TRUE(it.value().toObject().contains(QStringLiteral("in_force"))) << it.key().toStdString();
        EXPECT_FALSE(it.value().toObject().value(QStringLiteral("drift")).toBool()) << it.key().toStdString();
    }
    EXPECT_FALSE(QFile::exists(recordPath())); // showing writes no record
}

TEST_F(SetVsInForceCli, ChangedBehindItsBackIsReportedThenReappliedThenAccepted)
{
    const FakeSysfsRun set = tuning(gpu0(QStringLiteral("set")) + QStringList{QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--no-confirm")});
    ASSERT_EQ(set.exitCode, 0) << set.describe().toStdString();
    ASSERT_EQ(hwmon("power1_cap"), "300000000");
    QJsonObject cap = powerCapShown();
    EXPECT_EQ(cap.value(QStringLiteral("set")).toObject(), watts(300));
    EXPECT_EQ(cap.value(QStringLiteral("in_force")).toObject(), watts(300));
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());

    // A firmware that keeps whole watts is not drift: 300.5 W read back for 300 W.
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "300500000\n"));
    EXPECT_FALSE(powerCapShown().value(QStringLiteral("drift")).toBool());

    // Another tool sets 310 W.
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "310000000\n"));
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    const FakeSysfsRun text = tuning(gpu0(QStringLiteral("show")));
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    ASSERT_EQ(text.exitCode, 0) << text.describe().toStdString();
    EXPECT_TRUE(writes().empty()) << "show writes nothing to the card";

    // A new process: the first sighting is the record's, not this read's time.
    cap = powerCapShown();
    EXPECT_EQ(cap.value(QStringLiteral("set")).toObject(), watts(300));
    EXPECT_EQ(cap.value(QStringLiteral("in_force")).toObject(), watts(310));
    EXPECT_TRUE(cap.value(QStringLiteral("drift")).toBool());
    const qint64 since = static_cast<qint64>(cap.value(QStringLiteral("drift_since_ms")).toDouble());
    EXPECT_GE(since, before);
    EXPECT_LE(since, after);
    const QString words = QStringLiteral("set 300 W, now 310 W: changed outside ROCm Tune at %1")
                              .arg(QDateTime::fromMSecsSinceEpoch(since).toString(QStringLiteral("HH:mm")));
    EXPECT_EQ(cap.value(QStringLiteral("words")).toString(), words);
    EXPECT_TRUE(text.out.contains(QStringLiteral("Drift:")) && text.out.contains(QStringLiteral("Power cap: ") + words)) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("rocmtune-cli tuning reapply --gpu 0"))) << text.out.toStdString();

    // Apply again: exactly the set value, into the driver's file.
    const FakeSysfsRun again = tuning(gpu0(QStringLiteral("reapply")) + QStringList{QStringLiteral("--no-confirm")});
    ASSERT_EQ(again.exitCode, 0) << again.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "300000000")}));
    EXPECT_EQ(hwmon("power1_cap"), "300000000");
    cap = powerCapShown();
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());
    EXPECT_FALSE(cap.contains(QStringLiteral("drift_since_ms")));
    // Nothing left to apply again.
    const FakeSysfsRun nothing = tuning(gpu0(QStringLiteral("reapply")) + QStringList{QStringLiteral("--no-confirm")});
    EXPECT_EQ(nothing.exitCode, 0) << nothing.describe().toStdString();
    EXPECT_TRUE(nothing.out.contains(QStringLiteral("Nothing to apply again"))) << nothing.describe().toStdString();
    EXPECT_TRUE(writes().empty());

    // Changed again; accept keeps 310 W as the set value and writes nothing to the card.
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "310000000\n"));
    EXPECT_TRUE(powerCapShown().value(QStringLiteral("drift")).toBool());
    const FakeSysfsRun accept = tuning(gpu0(QStringLiteral("accept")));
    ASSERT_EQ(accept.exitCode, 0) << accept.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(hwmon("power1_cap"), "310000000\n"); // as the other tool left it: untouched
    cap = powerCapShown();
    EXPECT_EQ(cap.value(QStringLiteral("set")).toObject(), watts(310));
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());
    // The tuning log says it.
    const FakeSysfsRun log = tuning({QStringLiteral("log"), QStringLiteral("--json")});
    EXPECT_TRUE(log.out.contains(QStringLiteral("\"action\":\"accept\""))) << log.out.toStdString();
}

TEST_F(SetVsInForceCli, ARevertedChangeIsNotRecordedAsSet)
{
    const FakeSysfsRun set = tuning(gpu0(QStringLiteral("set")) + QStringList{QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")});
    ASSERT_EQ(set.exitCode, 0) << set.describe().toStdString();
    EXPECT_TRUE(powerCapShown().value(QStringLiteral("set")).isNull()); // pending is not kept
    const FakeSysfsRun revert = tuning(gpu0(QStringLiteral("revert")));
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_TRUE(powerCapShown().value(QStringLiteral("set")).isNull());
    // Confirmed: kept, so recorded.
    ASSERT_EQ(tuning(gpu0(QStringLiteral("set")) + QStringList{QStringLiteral("--power-cap"), QStringLiteral("310"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")}).exitCode, 0);
    ASSERT_EQ(tuning(gpu0(QStringLiteral("confirm"))).exitCode, 0);
    const QJsonObject cap = powerCapShown();
    EXPECT_EQ(cap.value(QStringLiteral("set")).toObject(), watts(310));
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());
}

TEST_F(SetVsInForceCli, ABrokenRecordIsSaidShownAsNeverSetAndMovedAsideByTheNextKeptChange)
{
    ASSERT_EQ(tuning(gpu0(QStringLiteral("set")) + QStringList{QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--no-confirm")}).exitCode, 0);
    const QByteArray garbled = "{\"version\": 1, \"gpus\": {\"x\": {\"controls\": {\"power_cap\": {\"set\": {\"power_cap_microwatts\": \"lots\"}";
    {
        QFile file(recordPath());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(garbled);
    }
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "310000000\n"));
    QJsonObject whole;
    const QJsonObject cap = powerCapShown(&whole);
    EXPECT_TRUE(cap.value(QStringLiteral("set")).isNull());
    EXPECT_FALSE(cap.value(QStringLiteral("drift")).toBool());
    const QString problem = whole.value(QStringLiteral("set_record_problem")).toString();
    EXPECT_TRUE(problem.contains(QStringLiteral("is broken")) && problem.contains(recordPath())) << problem.toStdString();
    const FakeSysfsRun text = tuning(gpu0(QStringLiteral("show")));
    EXPECT_EQ(text.exitCode, 0);
    EXPECT_TRUE(text.out.contains(problem)) << text.out.toStdString();
    // Reading never replaces it.
    QFile file(recordPath());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), garbled);
    file.close();
    // Accept is refused with the reason, and leaves it.
    const FakeSysfsRun accept = tuning(gpu0(QStringLiteral("accept")));
    EXPECT_NE(accept.exitCode, 0);
    EXPECT_TRUE((accept.out + accept.err).contains(QStringLiteral("is broken"))) << accept.describe().toStdString();
    // A kept change moves it aside (kept byte for byte) and starts a new record.
    const FakeSysfsRun set = tuning(gpu0(QStringLiteral("set")) + QStringList{QStringLiteral("--power-cap"), QStringLiteral("320"), QStringLiteral("--no-confirm")});
    ASSERT_EQ(set.exitCode, 0) << set.describe().toStdString();
    EXPECT_TRUE((set.out + set.err).contains(recordPath() + QStringLiteral(".broken"))) << set.describe().toStdString();
    QFile aside(recordPath() + QStringLiteral(".broken"));
    ASSERT_TRUE(aside.open(QIODevice::ReadOnly));
    EXPECT_EQ(aside.readAll(), garbled);
    EXPECT_EQ(powerCapShown().value(QStringLiteral("set")).toObject(), watts(320));
}
