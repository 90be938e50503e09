// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/Profile.h"

#include <QUuid>

namespace rocmtune {

ProfileTarget ProfileTarget::forModelOf(const DeviceInfo &device)
{
    ProfileTarget target;
    target.kind = Kind::Model;
    target.modelName = device.name;
    target.pciId = device.pciId;
    target.gfxArch = device.gfxArch;
    return target;
}

ProfileTarget ProfileTarget::forDevice(const DeviceInfo &device)
{
    ProfileTarget target = forModelOf(device);
    target.kind = Kind::Device;
    target.uniqueId = device.uniqueId;
    target.pciBusId = device.pciBusId;
    return target;
}

Profile Profile::create(const QString &name, const ProfileTarget &target, const TuningValues &values)
{
    Profile profile;
    profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    profile.name = name;
    profile.target = target;
    profile.values = values;
    // Millisecond precision survives the JSON round trip exactly.
    profile.created = QDateTime::fromMSecsSinceEpoch(QDateTime::currentMSecsSinceEpoch(), Qt::UTC);
    profile.modified = profile.created;
    return profile;
}

namespace {
bool sameModel(const ProfileTarget &target, const DeviceInfo &device)
{
    // The PCI id names the chip and board family exactly; fall back to the
    // name when either side lacks it (simulated cards have both).
    if (!target.pciId.isEmpty() && !device.pciId.isEmpty())
        return target.pciId.compare(device.pciId, Qt::CaseInsensitive) == 0;
    return !target.modelName.isEmpty() && target.modelName == device.name;
}
} // namespace

ProfileFit profileFit(const Profile &profile, const DeviceInfo &device)
{
    const ProfileTarget &t = profile.target;
    if (t.kind == ProfileTarget::Kind::Device) {
        const bool idMatches = !t.uniqueId.isEmpty() ? t.uniqueId == device.uniqueId
                                                      : !t.pciBusId.isEmpty() && t.pciBusId == device.pciBusId;
        if (idMatches && sameModel(t, device))
            return ProfileFit::ThisDevice;
    }
    return sameModel(t, device) ? ProfileFit::SameModel : ProfileFit::OtherModel;
}

const char *profileFitKey(ProfileFit fit)
{
    switch (fit) {
    case ProfileFit::ThisDevice: return "this_device";
    case ProfileFit::SameModel: return "same_model";
    case ProfileFit::OtherModel: return "other_model";
    }
    return "other_model";
}

} // namespace rocmtune
