// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/profiles/ProfileListModel.h"

#include "core/tuning/TuningValues.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QStyle>

#include <algorithm>

namespace rocmtune {

ProfileListModel::ProfileListModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProfileListModel::setContents(const ProfileStore::Contents &contents)
{
    beginResetModel();
    profiles_ = contents.profiles;
    errors_ = contents.errors;
    sortProfiles();
    endResetModel();
}

void ProfileListModel::setDevice(const std::optional<DeviceInfo> &device)
{
    beginResetModel();
    device_ = device;
    sortProfiles();
    endResetModel();
}

void ProfileListModel::retranslate()
{
    // Same rows, new words: the selection stays.
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ProfileListModel::sortProfiles()
{
    // Best fit first; within a fit by name (the store's order).
    std::stable_sort(profiles_.begin(), profiles_.end(), [this](const Profile &a, const Profile &b) {
        if (!device_)
            return false;
        return static_cast<int>(profileFit(a, *device_)) < static_cast<int>(profileFit(b, *device_));
    });
}

const Profile *ProfileListModel::profileAt(int row) const
{
    return row >= 0 && row < profiles_.size() ? &profiles_.at(row) : nullptr;
}

const ProfileLoadError *ProfileListModel::errorAt(int row) const
{
    const int e = row - static_cast<int>(profiles_.size());
    return e >= 0 && e < errors_.size() ? &errors_.at(e) : nullptr;
}

int ProfileListModel::rowOf(const QString &profileId) const
{
    for (int row = 0; row < profiles_.size(); ++row) {
        if (profiles_.at(row).id == profileId)
            return row;
    }
    return -1;
}

int ProfileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(profiles_.size() + errors_.size());
}

int ProfileListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProfileListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case TargetColumn: return tr("For");
    case ValuesColumn: return tr("Settings");
    case ValidationColumn: return tr("Stress validation");
    case LoginColumn: return tr("At login");
    default: return {};
    }
}

QVariant ProfileListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (const Profile *profile = profileAt(index.row()))
        return profileData(*profile, index.column(), role);
    if (const ProfileLoadError *error = errorAt(index.row()))
        return errorData(*error, index.column(), role);
    return {};
}

QVariant ProfileListModel::profileData(const Profile &profile, int column, int role) const
{
    const std::optional<ProfileFit> fit = device_ ? std::optional(profileFit(profile, *device_)) : std::nullopt;
    switch (role) {
    case ProfileIdRole: return profile.id;
    case FitRole: return fit ? QVariant(static_cast<int>(*fit)) : QVariant();
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return profile.name;
        case TargetColumn: return targetText(profile, device_);
        case ValuesColumn: return valuesText(profile.values);
        case ValidationColumn: return validationText(profile);
        default: return {};
        }
    case Qt::CheckStateRole:
        return column == LoginColumn ? QVariant(profile.applyAtLogin ? Qt::Checked : Qt::Unchecked) : QVariant();
    case Qt::ToolTipRole:
        if (column == TargetColumn) {
            const ProfileTarget &t = profile.target;
            return t.kind == ProfileTarget::Kind::Device
                       ? tr("Made for one card: %1, PCI id %2, unique id %3, bus %4")
                             .arg(t.modelName, t.pciId, t.uniqueId.isEmpty() ? tr("none") : t.uniqueId, t.pciBusId)
                       : tr("Made for every card of the model %1, PCI id %2, %3").arg(t.modelName, t.pciId, t.gfxArch);
        }
        if (column == ValidationColumn && profile.validation)
            return profile.validation->summary;
        if (column == ValuesColumn)
            return valuesText(profile.values);
        if (column == NameColumn && fitsNoPresentDevice(profile))
            return tr("No GPU here is a %1: this profile applies nowhere without an override.").arg(profile.target.modelName);
        return {};
    case Qt::FontRole:
        if (fit == ProfileFit::OtherModel) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (column == ValidationColumn && profile.validation && !profile.validation->passed)
            return QColor(0xc6, 0x28, 0x28);
        if (fitsNoPresentDevice(profile))
            return QColor(0x80, 0x80, 0x80); // for no GPU of this machine
        return {};
    default: return {};
    }
}

QVariant ProfileListModel::errorData(const ProfileLoadError &error, int column, int role) const
{
    switch (role) {
    case ProfileIdRole: return QString();
    case FileNameRole: return error.fileName;
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (column) {
        case NameColumn: return error.fileName;
        case TargetColumn: return tr("Unreadable file");
        case ValuesColumn: return error.message;
        default: return {};
        }
    case Qt::DecorationRole:
        return column == NameColumn ? QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning) : QVariant();
    case Qt::ForegroundRole: return QColor(0xc6, 0x28, 0x28);
    default: return {};
    }
}

void ProfileListModel::setPresentDevices(const DeviceList &devices)
{
    present_ = devices;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

bool ProfileListModel::fitsNoPresentDevice(const Profile &profile) const
{
    if (present_.isEmpty())
        return false;
    return std::all_of(present_.cbegin(), present_.cend(),
                       [&profile](const DeviceInfo &d) { return profileFit(profile, d) == ProfileFit::OtherModel; });
}

QString ProfileListModel::targetText(const Profile &profile, const std::optional<DeviceInfo> &device)
{
    const ProfileTarget &t = profile.target;
    if (!device) {
        return t.kind == ProfileTarget::Kind::Device ? tr("One card of %1").arg(t.modelName) : tr("Model %1").arg(t.modelName);
    }
    switch (profileFit(profile, *device)) {
    case ProfileFit::ThisDevice: return tr("This card");
    case ProfileFit::SameModel: return t.kind == ProfileTarget::Kind::Device ? tr("Another card of this model") : tr("This model");
    case ProfileFit::OtherModel: return tr("Other model: %1\n(needs an override)").arg(t.modelName);
    }
    return {};
}

QString ProfileListModel::valuesText(const TuningValues &values)
{
    QStringList parts;
    for (ControlId id : touchedControls(values))
        parts << describeValue(id, values);
    return parts.isEmpty() ? tr("no values") : parts.join(tr(", "));
}

QString ProfileListModel::validationText(const Profile &profile)
{
    if (!profile.validation)
        return tr("Never validated");
    const QString date = QLocale().toString(profile.validation->when.toLocalTime().date(), QLocale::ShortFormat);
    return profile.validation->passed ? tr("Validated on %1: PASS").arg(date) : tr("Validated on %1: FAIL").arg(date);
}

} // namespace rocmtune
