// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/Profile.h"
#include "core/tuning/policy/Refusal.h"
#include "core/tuning/policy/SafetyPolicy.h"
#include "core/tuning/route/TuningRequest.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace rocmtune {

// Turning a stored profile into a tuning request for one GPU, shared by the
// CLI (`rocmtune-cli profile apply`) and the GUI's profile view. Pure: it
// reads nothing and writes nothing; the request then goes through the
// tuning transaction (TuningService / rocmtune-helper) like any other.
// core/profiles/README.md describes the API.

struct ProfileApplyOptions {
    // Apply a profile made for another GPU model (re-validated against this card).
    bool overrideModel = false;
    // 0: keep the change at once; 5-60: confirm-or-revert countdown.
    int confirmTimeoutSeconds = 0;
};

struct ProfileApplyPlan {
    enum class Verdict {
        Ready,      // `request` may be sent
        OtherModel, // made for another model and no override: nothing to send
        Refused,    // breaks this card's limits or the safety policy: nothing to send
        Empty,      // none of the profile's controls exist on this card
    };
    Verdict verdict = Verdict::Refused;
    ProfileFit fit = ProfileFit::OtherModel;
    bool overridden = false;       // an other-model profile applied by override
    TuningValues values;           // what would be written (profile values this card offers)
    QVector<ControlId> dropped;    // profile values for controls this card lacks
    ValidationResult validation;   // against this card's limits and the policy
    TuningRequest request;         // filled when Ready
    QString message;               // one sentence for a person when not Ready

    bool ready() const { return verdict == Verdict::Ready; }
};

class ProfileApplier
{
    Q_DECLARE_TR_FUNCTIONS(ProfileApplier)
public:
    // Checks fit, override and the card's limits (state: the card's controls
    // now; policy: the user's safety policy) and builds an Apply request for
    // deviceIndex. Values for controls the card lacks are dropped (listed in
    // `dropped`), the rest must all pass validation - nothing is half applied.
    static ProfileApplyPlan plan(const Profile &profile, int deviceIndex, const DeviceInfo &device, const ControlState &state,
                                 const SafetyPolicy &policy, const ProfileApplyOptions &options);

    // What "save current settings as a profile" stores: the values in force
    // (currentValues) except clock ranges/levels while the performance level
    // is not "manual" - those are then the driver's own choice, not a lock,
    // and a lock with "auto" would be refused when the profile is applied.
    static TuningValues valuesToSave(const ControlState &state);

    // Which profile applies to which present GPU at login. Only profiles
    // marked applyAtLogin; a device profile applies to its own card only, a
    // model profile to every present card of its model that has no device
    // profile of its own (the more specific one wins); never to another model.
    struct LoginAssignment {
        Profile profile;
        int deviceIndex = -1;
        ProfileFit fit = ProfileFit::SameModel;
    };
    struct LoginSkip {
        Profile profile;
        QString message; // "no GPU of this model is present", ...
    };
    struct LoginPlan {
        QVector<LoginAssignment> assignments; // by device index
        QVector<LoginSkip> skipped;           // marked profiles that apply to no present GPU
    };
    static LoginPlan planLogin(const QVector<Profile> &profiles, const DeviceList &devices);
};

const char *profileApplyVerdictKey(ProfileApplyPlan::Verdict verdict); // "ready", "other_model", "refused", "empty"

} // namespace rocmtune
