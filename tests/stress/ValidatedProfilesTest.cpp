// SPDX-License-Identifier: GPL-3.0-or-later
// Which profiles a stress run stamps, and saving a validated profile, on a
// simulated GPU's controls and a profile store in a temporary folder.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/ValidatedProfiles.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "tests/stress/StressTestSupport.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

struct Fixture {
    QTemporaryDir dir;
    SimulatedBackend backend{[] {
        SimulatedOptions o;
        o.deviceCount = 2; // RX 7900 XTX, MI210
        o.stateFile.clear();
        return o;
    }()};
    std::unique_ptr<ProfileStore> store;
    DeviceList devices;
    QMap<int, ControlState> tuning;
    StressPlan plan = StressPlan::fromPreset(StressPreset::Quick);

    Fixture()
    {
        rocmtune::testing::application();
        EXPECT_TRUE(backend.initialize().ok);
        store = std::make_unique<ProfileStore>(dir.filePath(QStringLiteral("profiles")));
        devices = {backend.deviceInfo(0), backend.deviceInfo(1)};
        tuning = {{0, backend.readControls(0)}, {1, backend.readControls(1)}};
        plan.devices = {0};
    }
    Profile save(const QString &name, const ProfileTarget &target, const TuningValues &values)
    {
        Profile p = Profile::create(name, target, values);
        QString error;
        EXPECT_TRUE(store->save(p, &error)) << error.toStdString();
        return p;
    }
    TuningValues capOf(quint64 microwatts) const
    {
        TuningValues v;
        v.perControl.set(PowerCapValue{microwatts});
        return v;
    }
    quint64 cap(int device) const { return tuning.value(device).perControl.get<PowerCapControl>()->currentMicrowatts; }
};

StressVerdict verdictFor(int device, VerdictStatus status)
{
    StressVerdict verdict;
    verdict.status = status;
    GpuVerdict gpu;
    gpu.device = device;
    gpu.status = status;
    if (status == VerdictStatus::Fail)
        gpu.reasons << VerdictReason::make(VerdictReasonKind::RunnerCrashed, device, QStringLiteral("compute"), 0, QStringLiteral("signal 11"));
    verdict.gpus << gpu;
    return verdict;
}

} // namespace

TEST(ValidatedProfiles, InForceMeansEveryValueReadsBack)
{
    Fixture f;
    const ControlState &state = f.tuning.value(0);
    Profile p = Profile::create(QStringLiteral("p"), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(f.cap(0)));
    EXPECT_TRUE(profileInForce(p, state));
    p.values = currentValues(state);
    EXPECT_TRUE(profileInForce(p, state)) << "everything in force now";
    p.values.perControl.set(PowerCapValue{f.cap(0) - 20'000'000});
    EXPECT_FALSE(profileInForce(p, state)) << "one value differs";
    p.values = TuningValues{};
    EXPECT_FALSE(profileInForce(p, state)) << "an empty profile validates nothing";
}

TEST(ValidatedProfiles, RunStampsTheProfilesInForceForThatGpuOnly)
{
    Fixture f;
    const Profile inForce = f.save(QStringLiteral("in force"), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(f.cap(0)));
    const Profile other = f.save(QStringLiteral("lower cap"), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(f.cap(0) - 30'000'000));
    const Profile otherModel = f.save(QStringLiteral("MI210"), ProfileTarget::forModelOf(f.devices.at(1)), f.capOf(f.cap(0)));
    DeviceInfo sibling = f.devices.at(0);
    sibling.uniqueId = QStringLiteral("another-card");
    sibling.pciBusId = QStringLiteral("0000:99:00.0");
    const Profile otherCard = f.save(QStringLiteral("the other card"), ProfileTarget::forDevice(sibling), f.capOf(f.cap(0)));
    const Profile thisCard = f.save(QStringLiteral("this card"), ProfileTarget::forDevice(f.devices.at(0)), f.capOf(f.cap(0)));

    const QDateTime when = QDateTime::currentDateTimeUtc();
    const ProfileStamping result = stampProfilesInForce(*f.store, f.plan, verdictFor(0, VerdictStatus::Pass), f.tuning, f.devices, when);
    EXPECT_TRUE(result.errors.isEmpty());
    EXPECT_EQ(result.stampedNames.size(), 2) << result.stampedNames.join(QLatin1Char(',')).toStdString();
    const auto stamped = f.store->findById(inForce.id);
    ASSERT_TRUE(stamped && stamped->validation);
    EXPECT_TRUE(stamped->validation->passed);
    EXPECT_TRUE(stamped->validation->summary.contains(QStringLiteral("Quick check"))) << stamped->validation->summary.toStdString();
    EXPECT_TRUE(f.store->findById(thisCard.id)->validation.has_value());
    EXPECT_FALSE(f.store->findById(other.id)->validation.has_value());
    EXPECT_FALSE(f.store->findById(otherModel.id)->validation.has_value());
    EXPECT_FALSE(f.store->findById(otherCard.id)->validation.has_value());
}

TEST(ValidatedProfiles, FailureIsStampedWithTheReason)
{
    Fixture f;
    const Profile p = f.save(QStringLiteral("p"), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(f.cap(0)));
    stampProfilesInForce(*f.store, f.plan, verdictFor(0, VerdictStatus::Fail), f.tuning, f.devices, QDateTime::currentDateTimeUtc());
    const auto stamped = f.store->findById(p.id);
    ASSERT_TRUE(stamped && stamped->validation);
    EXPECT_FALSE(stamped->validation->passed);
    EXPECT_TRUE(stamped->validation->summary.contains(QStringLiteral("FAIL"))) << stamped->validation->summary.toStdString();
}

TEST(ValidatedProfiles, CancelledFaultyOrUnreadRunsStampNothing)
{
    Fixture f;
    const Profile p = f.save(QStringLiteral("p"), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(f.cap(0)));
    const QDateTime when = QDateTime::currentDateTimeUtc();
    EXPECT_TRUE(stampProfilesInForce(*f.store, f.plan, verdictFor(0, VerdictStatus::Cancelled), f.tuning, f.devices, when).stampedNames.isEmpty());
    StressPlan faulty = f.plan;
    faulty.injectFault = QStringLiteral("bitflip");
    EXPECT_TRUE(stampProfilesInForce(*f.store, faulty, verdictFor(0, VerdictStatus::Fail), f.tuning, f.devices, when).stampedNames.isEmpty());
    // No controls read at the start of the run: nothing is known to be in force.
    EXPECT_TRUE(stampProfilesInForce(*f.store, f.plan, verdictFor(0, VerdictStatus::Pass), {}, f.devices, when).stampedNames.isEmpty());
    EXPECT_FALSE(f.store->findById(p.id)->validation.has_value());
}

TEST(ValidatedProfiles, SavedProfileCarriesItsValidation)
{
    Fixture f;
    const ProfileValidation validation{QDateTime::currentDateTimeUtc(), true, QStringLiteral("Quick check (2 min): PASS")};
    QString error;
    const auto saved = saveValidatedProfile(*f.store, QStringLiteral("  fast and cool "), ProfileTarget::forModelOf(f.devices.at(0)),
                                            f.capOf(300'000'000), validation, &error);
    ASSERT_TRUE(saved) << error.toStdString();
    EXPECT_EQ(saved->name, QStringLiteral("fast and cool"));
    EXPECT_EQ(saved->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300'000'000u}));
    ASSERT_TRUE(saved->validation);
    EXPECT_TRUE(saved->validation->passed);
    EXPECT_EQ(saved->validation->summary, validation.summary);

    EXPECT_FALSE(saveValidatedProfile(*f.store, QStringLiteral("fast and cool"), ProfileTarget::forModelOf(f.devices.at(0)),
                                      f.capOf(290'000'000), validation, &error))
        << "a taken name is refused";
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(saveValidatedProfile(*f.store, QStringLiteral(" "), ProfileTarget::forModelOf(f.devices.at(0)), f.capOf(1), validation, &error));
    EXPECT_FALSE(saveValidatedProfile(*f.store, QStringLiteral("empty"), ProfileTarget::forModelOf(f.devices.at(0)), {}, validation, &error));
    EXPECT_EQ(suggestedProfileName(*f.store, QStringLiteral("fast and cool")), QStringLiteral("fast and cool (2)"));
}

TEST(ValidatedProfiles, SweepPointValidationNamesTheCapAndTest)
{
    SweepPoint point;
    point.capMicrowatts = 250'000'000;
    point.throughput = 100;
    point.unit = QStringLiteral("TFLOP/s");
    point.averagePowerWatts = 200;
    point.passed = true;
    const ProfileValidation v = profileValidationOf(point, QStringLiteral("gemm"), QDateTime::currentDateTimeUtc());
    EXPECT_TRUE(v.passed);
    EXPECT_TRUE(v.summary.contains(QStringLiteral("250 W"))) << v.summary.toStdString();
    EXPECT_TRUE(v.summary.contains(QStringLiteral("0.5 TFLOP/s/W"))) << v.summary.toStdString();
}
