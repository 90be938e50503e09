// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltProfile.h"

#include "core/stress/ValidatedProfiles.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>

namespace rocmtune {

std::optional<Profile> saveUndervoltProfile(ProfileStore &store, const QString &name, const DeviceInfo &device, const UndervoltReport &report,
                                            const std::optional<std::pair<StressPlan, GpuVerdict>> &check, QString *error)
{
    using O = UndervoltReport::Outcome;
    // The proposal passed: awaiting the decision, kept, or reverted by choice.
    const bool passed = report.outcome == O::Proposed || report.outcome == O::Kept || report.outcome == O::Discarded;
    if (!passed || !report.proposalMillivolts || !check) {
        *error = UndervoltTr::tr("No offset passed the Quick check, so no profile was saved.");
        return std::nullopt;
    }
    TuningValues values;
    values.perControl.set(VoltageOffsetValue{*report.proposalMillivolts});
    return saveValidatedProfile(store, name, ProfileTarget::forDevice(device), values,
                                profileValidationOf(check->first, check->second, QDateTime::currentDateTimeUtc()), error);
}

} // namespace rocmtune
