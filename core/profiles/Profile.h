// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/tuning/TuningValues.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace rocmtune {

// Which GPUs a profile is meant for.
struct ProfileTarget {
    enum class Kind { Model, Device };
    Kind kind = Kind::Model;
    // Model: the marketing name and PCI id ("1002:744c") and gfx arch.
    QString modelName;
    QString pciId;
    QString gfxArch;
    // Device: one specific card, by the driver's unique id (else PCI bus id).
    QString uniqueId;
    QString pciBusId;

    static ProfileTarget forModelOf(const DeviceInfo &device);
    static ProfileTarget forDevice(const DeviceInfo &device);
    bool operator==(const ProfileTarget &other) const = default;
};

// The last stress run that validated a profile (filled in by the stress test).
struct ProfileValidation {
    QDateTime when;   // UTC
    bool passed = false;
    QString summary;  // one line: "Quick check: PASS, 0 errors"
    bool operator==(const ProfileValidation &other) const = default;
};

// A named set of tuning values for one GPU model or one GPU.
struct Profile {
    QString id;        // stable file name stem (a UUID without braces)
    QString name;      // what the user calls it; unique in a store
    ProfileTarget target;
    TuningValues values;
    QDateTime created; // UTC
    QDateTime modified;
    bool applyAtLogin = false;
    std::optional<ProfileValidation> validation;

    static Profile create(const QString &name, const ProfileTarget &target, const TuningValues &values);
    bool operator==(const Profile &other) const = default;
};

// How well a profile fits a GPU.
enum class ProfileFit {
    ThisDevice,   // made for exactly this card
    SameModel,    // made for this model (or for another card of this model)
    OtherModel,   // another model: only with an explicit override, re-validated
};

ProfileFit profileFit(const Profile &profile, const DeviceInfo &device);
const char *profileFitKey(ProfileFit fit); // "this_device", "same_model", "other_model"

} // namespace rocmtune
