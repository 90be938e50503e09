// SPDX-License-Identifier: GPL-3.0-or-later
// Set vs in force in the tuning service: what is kept is recorded (and what
// is reverted is not), drift at the driver's granularity with its first
// sighting, accept, and a broken record file.
#include "core/tuning/record/SetRecord.h"
#include "core/tuning/transaction/TuningService.h"
#include "tests/tuning/RecordingBackend.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {

struct SetRecordFixture {
    QTemporaryDir dir;
    RecordingBackend *backend = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'700'000'000'000;

    SetRecordFixture()
    {
        auto b = std::make_unique<RecordingBackend>();
        backend = b.get();
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
    }
    TuningService service()
    {
        return TuningService(*devices, TuningJournal(dir.path(), QStringLiteral("boot-a")), TuningLog(TuningLog::pathIn(dir.path())), SafetyPolicy{},
                             [this] { return now; });
    }
    QString id() const { return devices->devices().at(0).stableId(); }
    void driverHolds(quint64 microwatts) { backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = microwatts; }
    // The power cap's line of set vs in force.
    ControlSetVsInForce powerCap(TuningService &s, QString *problem = nullptr)
    {
        QString scratch;
        for (const ControlSetVsInForce &c : s.setVsInForce(0, backend->readControls(0), problem ? problem : &scratch)) {
            if (c.id == ControlId::PowerCap)
                return c;
        }
        ADD_FAILURE() << "no power cap line";
        return {};
    }
    void writeRecord(const QByteArray &bytes) const
    {
        QFile file(dir.path() + QStringLiteral("/set-values.json"));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }
};

TuningValues cap(quint64 microwatts)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{microwatts});
    return v;
}

} // namespace

TEST(SetRecord, KeptChangesAreRecordedPendingAndRevertedOnesAreNot)
{
    SetRecordFixture f;
    TuningService s = f.service();
    EXPECT_FALSE(f.powerCap(s).set);
    ASSERT_TRUE(s.apply(0, cap(300000000), 15).ok);
    EXPECT_FALSE(f.powerCap(s).set) << "pending is not kept";
    ASSERT_TRUE(s.revert(0).ok);
    EXPECT_FALSE(f.powerCap(s).set) << "reverted is never set";
    ASSERT_TRUE(s.apply(0, cap(300000000), 15).ok);
    f.now += 1000;
    ASSERT_TRUE(s.confirm(0).ok);
    ControlSetVsInForce c = f.powerCap(s);
    ASSERT_TRUE(c.set);
    EXPECT_EQ(c.set->perControl.get<PowerCapValue>()->microwatts, 300000000u);
    EXPECT_EQ(c.setMs, f.now);
    EXPECT_FALSE(c.drift);
    // Without a countdown, and reset to defaults, are kept too.
    ASSERT_TRUE(s.apply(0, cap(310000000), 0).ok);
    EXPECT_EQ(f.powerCap(s).set->perControl.get<PowerCapValue>()->microwatts, 310000000u);
    ASSERT_TRUE(s.resetToDefaults(0).ok);
    EXPECT_EQ(f.powerCap(s).set->perControl.get<PowerCapValue>()->microwatts, 327000000u);
    const auto record = SetRecord(f.dir.path()).load(nullptr);
    ASSERT_TRUE(record);
    EXPECT_EQ(record->value(f.id()).controls.value(ControlId::PowerCap).action, QStringLiteral("reset"));
    EXPECT_FALSE(record->value(f.id()).controls.contains(ControlId::ClockTable)) << "a reset of the table is no value";
}

TEST(SetRecord, DriftAtTheDriversGranularityWithItsFirstSighting)
{
    SetRecordFixture f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, cap(300000000), 0).ok);
    // The firmware keeps whole watts: 300.6 W read back for 300 W is no drift.
    f.driverHolds(300600000);
    EXPECT_FALSE(f.powerCap(s).drift);
    f.driverHolds(310000000);
    const qint64 seen = f.now += 5000;
    ControlSetVsInForce c = f.powerCap(s);
    EXPECT_TRUE(c.drift);
    EXPECT_EQ(c.driftSinceMs, seen);
    EXPECT_EQ(c.inForce->perControl.get<PowerCapValue>()->microwatts, 310000000u);
    f.now += 60000;
    c = f.powerCap(s);
    EXPECT_EQ(c.driftSinceMs, seen) << "the first sighting, not this read";
    EXPECT_TRUE(c.sentence().startsWith(QStringLiteral("set 300 W, now 310 W: changed outside ROCm Tune at "))) << c.sentence().toStdString();
    const QJsonObject json = c.toJson();
    EXPECT_EQ(json.value(QStringLiteral("set")).toObject().value(QStringLiteral("power_cap_microwatts")).toInteger(), 300000000);
    EXPECT_EQ(json.value(QStringLiteral("in_force")).toObject().value(QStringLiteral("power_cap_microwatts")).toInteger(), 310000000);
    EXPECT_TRUE(json.value(QStringLiteral("drift")).toBool());
    EXPECT_EQ(json.value(QStringLiteral("drift_since_ms")).toInteger(), seen);
    // Back in place: the sighting goes; a later drift is a new one.
    f.driverHolds(300000000);
    EXPECT_FALSE(f.powerCap(s).drift);
    f.driverHolds(320000000);
    f.now += 1000;
    EXPECT_EQ(f.powerCap(s).driftSinceMs, f.now);
}

TEST(SetRecord, AcceptMakesWhatIsInForceTheSetValueAndWritesNothing)
{
    SetRecordFixture f;
    TuningService s = f.service();
    ASSERT_TRUE(s.apply(0, cap(300000000), 0).ok);
    const size_t writes = f.backend->writes.size();
    const TuningReport nothing = s.accept(0);
    EXPECT_TRUE(nothing.ok);
    EXPECT_TRUE(nothing.message.contains(QStringLiteral("Nothing to accept"))) << nothing.message.toStdString();
    f.driverHolds(310000000);
    f.now += 1000;
    const TuningReport accepted = s.accept(0);
    ASSERT_TRUE(accepted.ok) << accepted.message.toStdString();
    EXPECT_EQ(accepted.outcome, QStringLiteral("accepted"));
    EXPECT_EQ(f.backend->writes.size(), writes);
    const ControlSetVsInForce c = f.powerCap(s);
    EXPECT_FALSE(c.drift);
    EXPECT_EQ(c.set->perControl.get<PowerCapValue>()->microwatts, 310000000u);
    EXPECT_EQ(s.log().read().last().action, QStringLiteral("accept"));
    EXPECT_EQ(s.log().read().last().changes, QStringList{QStringLiteral("Power cap: 300 W -> 310 W")});
}

TEST(SetRecord, ABrokenFileIsSaidTreatedAsNeverSetAndNeverOverwrittenByAReader)
{
    const QByteArray broken[] = {
        "not json",
        "[]",
        "{\"version\": 2, \"gpus\": {}}",
        "{\"version\": 1, \"gpus\": {\"rec0\": {\"controls\": {\"warp_drive\": {\"set\": {}, \"set_ms\": 1}}}}}",
        "{\"version\": 1, \"gpus\": {\"rec0\": {\"controls\": {\"power_cap\": {\"set\": {\"power_cap_microwatts\": -5}, \"set_ms\": 1}}}}}",
        "{\"version\": 1, \"gpus\": {\"rec0\": {\"controls\": {\"power_cap\": {\"set\": {\"sclk_min_mhz\": 500}, \"set_ms\": 1}}}}}",
        "{\"version\": 1, \"gpus\": {\"rec0\": {\"controls\": {\"power_cap\": {\"set\": {\"power_cap_microwatts\": 300000000}, \"set_ms\": \"noon\"}}}}}",
        "{\"version\": 1, \"gpus\": {\"rec0\": 7}}",
    };
    for (const QByteArray &bytes : broken) {
        SetRecordFixture f;
        TuningService s = f.service();
        f.writeRecord(bytes);
        QString problem;
        const ControlSetVsInForce c = f.powerCap(s, &problem);
        EXPECT_FALSE(c.set) << bytes.constData();
        EXPECT_FALSE(c.drift) << bytes.constData();
        EXPECT_TRUE(problem.contains(QStringLiteral("is broken"))) << bytes.constData() << " -> " << problem.toStdString();
        EXPECT_FALSE(SetRecord(f.dir.path()).save({}, &problem)) << "a reader's save never replaces it";
        EXPECT_FALSE(s.accept(0).ok) << bytes.constData();
        QFile file(f.dir.path() + QStringLiteral("/set-values.json"));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        EXPECT_EQ(file.readAll(), bytes);
        file.close();
        // A kept change moves it aside and starts again; its message says where.
        const TuningReport kept = s.apply(0, cap(300000000), 0);
        ASSERT_TRUE(kept.ok);
        EXPECT_TRUE(kept.message.contains(QStringLiteral("set-values.json.broken"))) << kept.message.toStdString();
        QFile aside(f.dir.path() + QStringLiteral("/set-values.json.broken"));
        ASSERT_TRUE(aside.open(QIODevice::ReadOnly));
        EXPECT_EQ(aside.readAll(), bytes);
        EXPECT_EQ(f.powerCap(s).set->perControl.get<PowerCapValue>()->microwatts, 300000000u);
        // Broken a second time: the first one moved aside stays, the second gets its time in its name.
        f.writeRecord("second");
        f.now += 1000;
        ASSERT_TRUE(s.apply(0, cap(310000000), 0).ok);
        aside.seek(0);
        EXPECT_EQ(aside.readAll(), bytes);
        QFile second(f.dir.path() + QStringLiteral("/set-values.json.broken-%1").arg(f.now));
        ASSERT_TRUE(second.open(QIODevice::ReadOnly));
        EXPECT_EQ(second.readAll(), QByteArray("second"));
    }
}
