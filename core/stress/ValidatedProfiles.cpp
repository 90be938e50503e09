// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/ValidatedProfiles.h"

#include "core/stress/StressTr.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
QString gpuResult(const GpuVerdict &verdict)
{
    if (verdict.status == VerdictStatus::Pass || verdict.reasons.isEmpty())
        return verdictStatusLabel(verdict.status);
    QStringList texts;
    for (const VerdictReason &r : verdict.reasons.mid(0, 2))
        texts << r.text();
    return StressTr::tr("%1: %2").arg(verdictStatusLabel(verdict.status), texts.join(QStringLiteral("; ")));
}
} // namespace

ProfileValidation profileValidationOf(const StressPlan &plan, const GpuVerdict &verdict, const QDateTime &whenUtc)
{
    return ProfileValidation{whenUtc.toUTC(), verdict.status == VerdictStatus::Pass,
                             StressTr::tr("%1: %2").arg(stressPresetLabel(plan.preset), gpuResult(verdict))};
}

ProfileValidation profileValidationOf(const StressPlan &plan, const ValidationStamp &stamp)
{
    return ProfileValidation{stamp.whenUtc.toUTC(), stamp.status == VerdictStatus::Pass,
                             StressTr::tr("%1: %2").arg(stressPresetLabel(plan.preset), stamp.summary)};
}

ProfileValidation profileValidationOf(const SweepPoint &point, const QString &test, const QDateTime &whenUtc)
{
    const QString perWatt = point.throughputPerWatt() ? QStringLiteral("%1 %2/W").arg(*point.throughputPerWatt(), 0, 'g', 4).arg(point.unit)
                                                      : StressTr::tr("not measured");
    return ProfileValidation{whenUtc.toUTC(), point.passed,
                             StressTr::tr("Perf-per-watt sweep, %1 at %2 W: %3, %4")
                                 .arg(stressTestLabel(test))
                                 .arg(static_cast<double>(point.capMicrowatts) / 1e6, 0, 'f', 0)
                                 .arg(verdictStatusLabel(point.passed ? VerdictStatus::Pass : VerdictStatus::Fail), perWatt)};
}

bool profileInForce(const Profile &profile, const ControlState &state)
{
    if (profile.values.isEmpty())
        return false;
    for (const auto &rule : controlRules()) {
        if (rule->requested(profile.values) && rule->verify(profile.values, state))
            return false;
    }
    return true;
}

bool runStampsProfiles(const StressPlan &plan, const StressVerdict &verdict)
{
    return plan.injectFault.isEmpty() && (verdict.status == VerdictStatus::Pass || verdict.status == VerdictStatus::Fail);
}

ProfileStamping stampProfilesInForce(ProfileStore &store, const StressPlan &plan, const StressVerdict &verdict,
                                     const QMap<int, ControlState> &tuningInForce, const DeviceList &devices,
                                     const QDateTime &whenUtc)
{
    ProfileStamping result;
    if (!runStampsProfiles(plan, verdict))
        return result;
    const QVector<Profile> profiles = store.load().profiles;
    for (const GpuVerdict &gpu : verdict.gpus) {
        if (gpu.status != VerdictStatus::Pass && gpu.status != VerdictStatus::Fail)
            continue;
        if (gpu.device < 0 || gpu.device >= devices.size() || !tuningInForce.contains(gpu.device))
            continue;
        const DeviceInfo &device = devices.at(gpu.device);
        const ControlState &state = tuningInForce.value(gpu.device);
        for (const Profile &profile : profiles) {
            const ProfileFit fit = profileFit(profile, device);
            const bool meantForIt = profile.target.kind == ProfileTarget::Kind::Device ? fit == ProfileFit::ThisDevice
                                                                                       : fit != ProfileFit::OtherModel;
            if (!meantForIt || !profileInForce(profile, state))
                continue;
            QString error;
            if (store.recordValidation(profile.id, profileValidationOf(plan, gpu, whenUtc), &error))
                result.stampedNames << profile.name;
            else
                result.errors << StressTr::tr("Profile \"%1\": %2").arg(profile.name, error);
        }
    }
    return result;
}

std::optional<Profile> saveValidatedProfile(ProfileStore &store, const QString &name, const ProfileTarget &target,
                                            const TuningValues &values, const ProfileValidation &validation, QString *error)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        *error = StressTr::tr("The profile needs a name.");
        return std::nullopt;
    }
    if (values.isEmpty()) {
        *error = StressTr::tr("There are no values to save.");
        return std::nullopt;
    }
    Profile profile = Profile::create(trimmed, target, values);
    profile.validation = validation;
    if (!store.save(profile, error))
        return std::nullopt;
    return store.findById(profile.id);
}

QString suggestedProfileName(const ProfileStore &store, const QString &base)
{
    QString name = base;
    for (int n = 2; store.findByName(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

} // namespace rocmtune
