// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/ProfileApplier.h"

#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/policy/TuningValidator.h"

namespace rocmtune {

namespace {

// Removes the values of controls the card does not have at all.
TuningValues withoutMissingControls(const TuningValues &values, const ControlState &state, QVector<ControlId> *dropped)
{
    TuningValues kept = values;
    for (const auto &rule : controlRules()) {
        if (rule->requested(kept) && !rule->offered(state)) {
            rule->clear(&kept);
            dropped->push_back(rule->id());
        }
    }
    return kept;
}

QString targetDescription(const ProfileTarget &target)
{
    const QString model = target.modelName.isEmpty() ? target.pciId : target.modelName;
    if (target.kind == ProfileTarget::Kind::Device) {
        const QString id = target.uniqueId.isEmpty() ? target.pciBusId : target.uniqueId;
        return ProfileApplier::tr("%1 (id %2)").arg(model, id);
    }
    return model;
}

} // namespace

ProfileApplyPlan ProfileApplier::plan(const Profile &profile, int deviceIndex, const DeviceInfo &device, const ControlState &state,
                                      const SafetyPolicy &policy, const ProfileApplyOptions &options)
{
    ProfileApplyPlan plan;
    plan.fit = profileFit(profile, device);
    if (plan.fit == ProfileFit::OtherModel) {
        if (!options.overrideModel) {
            plan.verdict = ProfileApplyPlan::Verdict::OtherModel;
            plan.message = tr("Profile \"%1\" was made for %2, not for this %3. Applying it to another model needs an explicit override.")
                               .arg(profile.name, targetDescription(profile.target), device.name);
            return plan;
        }
        plan.overridden = true;
    }
    plan.values = withoutMissingControls(profile.values, state, &plan.dropped);
    if (plan.values.isEmpty()) {
        plan.verdict = ProfileApplyPlan::Verdict::Empty;
        plan.message = tr("This GPU has none of the controls profile \"%1\" sets.").arg(profile.name);
        return plan;
    }
    // The same check the transaction makes, here so a refusal is known
    // before anything is sent (and shown per value in the GUI).
    plan.validation = validateTuning(effectiveValues(plan.values, state), state, policy, ValidationMode::Request);
    if (!plan.validation.ok()) {
        plan.verdict = ProfileApplyPlan::Verdict::Refused;
        plan.message = tr("Profile \"%1\" does not fit within this GPU's limits; nothing was changed.").arg(profile.name);
        return plan;
    }
    plan.verdict = ProfileApplyPlan::Verdict::Ready;
    plan.request.action = TuningRequest::Action::Apply;
    plan.request.deviceIndex = deviceIndex;
    plan.request.deviceId = device.stableId();
    plan.request.values = plan.values;
    plan.request.confirmTimeoutSeconds = options.confirmTimeoutSeconds;
    return plan;
}

TuningValues ProfileApplier::valuesToSave(const ControlState &state)
{
    TuningValues values = currentValues(state);
    if (const PerfLevelValue *level = values.perControl.get<PerfLevelValue>(); level && level->choice != PerfLevel::Manual) {
        values.perControl.remove<GfxClockLock>();
        values.perControl.remove<MemoryClockLock>();
    }
    return values;
}

ProfileApplier::LoginPlan ProfileApplier::planLogin(const QVector<Profile> &profiles, const DeviceList &devices)
{
    LoginPlan plan;
    QVector<const Profile *> marked;
    for (const Profile &p : profiles) {
        if (p.applyAtLogin)
            marked.push_back(&p);
    }
    QVector<bool> used(marked.size(), false);
    QVector<int> fitsSomewhere(marked.size(), -1); // a GPU it fits but lost to another profile
    for (int d = 0; d < devices.size(); ++d) {
        int best = -1, bestRank = 0;
        for (int m = 0; m < marked.size(); ++m) {
            const ProfileFit fit = profileFit(*marked[m], devices[d]);
            const bool device = marked[m]->target.kind == ProfileTarget::Kind::Device;
            // A device profile only for its own card; a model profile for any card of the model.
            const int rank = device ? (fit == ProfileFit::ThisDevice ? 2 : 0) : (fit == ProfileFit::SameModel ? 1 : 0);
            if (rank == 0)
                continue;
            if (fitsSomewhere[m] < 0)
                fitsSomewhere[m] = d;
            if (rank > bestRank) {
                best = m;
                bestRank = rank;
            }
        }
        if (best < 0)
            continue;
        used[best] = true;
        plan.assignments.push_back({*marked[best], d, profileFit(*marked[best], devices[d])});
    }
    for (int m = 0; m < marked.size(); ++m) {
        if (used[m])
            continue;
        const Profile &p = *marked[m];
        QString message;
        if (fitsSomewhere[m] >= 0) {
            const int d = fitsSomewhere[m];
            QString other;
            for (const LoginAssignment &a : plan.assignments) {
                if (a.deviceIndex == d)
                    other = a.profile.name;
            }
            message = tr("GPU %1 gets profile \"%2\" at login instead.").arg(d).arg(other);
        } else if (p.target.kind == ProfileTarget::Kind::Device) {
            message = tr("The GPU it was made for, %1, is not present.").arg(targetDescription(p.target));
        } else {
            message = tr("No %1 GPU is present.").arg(targetDescription(p.target));
        }
        plan.skipped.push_back({p, message});
    }
    return plan;
}

const char *profileApplyVerdictKey(ProfileApplyPlan::Verdict verdict)
{
    switch (verdict) {
    case ProfileApplyPlan::Verdict::Ready: return "ready";
    case ProfileApplyPlan::Verdict::OtherModel: return "other_model";
    case ProfileApplyPlan::Verdict::Refused: return "refused";
    case ProfileApplyPlan::Verdict::Empty: return "empty";
    }
    return "refused";
}

} // namespace rocmtune
