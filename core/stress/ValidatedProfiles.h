// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/ProfileStore.h"
#include "core/stress/PowerSweep.h"
#include "core/stress/StressVerdict.h"
#include "core/stress/TuningValidation.h"

#include <QMap>
#include <QStringList>

namespace rocmtune {

// Stress runs and profiles: saving a profile stamped "validated", and
// stamping the profiles whose values were in force during a run.
//
// The stamping rule: a stress run that ends PASS or FAIL stamps every profile
// meant for that GPU (made for exactly this card, or for its model) whose values are
// all in force on that GPU when the run starts (each control's read-back check
// holds on the controls read then). The stamp is that GPU's own result, so a
// profile shows its last run, good or bad. Cancelled runs, runs that did not
// start, runs with a planted fault and perf-per-watt sweep steps (the cap
// changes on purpose) stamp nothing; nor do profiles for other models or
// profiles without values.

// "Quick check (2 min): PASS" / "Quick check (2 min): FAIL: <reasons>" for one GPU of a run.
ProfileValidation profileValidationOf(const StressPlan &plan, const GpuVerdict &verdict, const QDateTime &whenUtc);
// What "Apply and validate" found, for the profile saved from it.
ProfileValidation profileValidationOf(const StressPlan &plan, const ValidationStamp &stamp);
// A perf-per-watt sweep point that passed its test, as a validation.
ProfileValidation profileValidationOf(const SweepPoint &point, const QString &test, const QDateTime &whenUtc);

// Whether every value of the profile is in force (an empty profile never is).
bool profileInForce(const Profile &profile, const ControlState &state);

// Whether a run may stamp profiles at all (see the rule above).
bool runStampsProfiles(const StressPlan &plan, const StressVerdict &verdict);

struct ProfileStamping {
    QStringList stampedNames;
    QStringList errors; // one sentence per profile that could not be written
};

// Applies the rule: tuningInForce holds the controls read when the run
// started, per app device index; devices the GPUs by app device index.
ProfileStamping stampProfilesInForce(ProfileStore &store, const StressPlan &plan, const StressVerdict &verdict,
                                     const QMap<int, ControlState> &tuningInForce, const DeviceList &devices,
                                     const QDateTime &whenUtc);

// Saves a new profile with its validation; refuses an empty name, empty values
// or a name another profile has (with a message).
std::optional<Profile> saveValidatedProfile(ProfileStore &store, const QString &name, const ProfileTarget &target,
                                            const TuningValues &values, const ProfileValidation &validation, QString *error);

// A free name to offer: "<GPU> validated 2026-11-30", then " (2)" ...
QString suggestedProfileName(const ProfileStore &store, const QString &base);

} // namespace rocmtune
