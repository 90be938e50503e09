// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/ProfileStore.h"
#include "core/telemetry/DeviceInfo.h"

#include <QAbstractTableModel>

#include <optional>

namespace rocmtune {

// The profile list of the profile view: every profile in the store, those
// that fit the selected GPU first (this card, this model, other models), then
// the files that could not be read, by file name with the reason.
class ProfileListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TargetColumn, ValuesColumn, ValidationColumn, LoginColumn, ColumnCount };
    enum Role {
        ProfileIdRole = Qt::UserRole + 1, // empty for an unreadable file
        FitRole,                          // int(ProfileFit); invalid without a device or for a file
        FileNameRole,                     // the unreadable file's name
    };

    explicit ProfileListModel(QObject *parent = nullptr);

    void setContents(const ProfileStore::Contents &contents);
    void setDevice(const std::optional<DeviceInfo> &device);
    // Every GPU present: a profile whose model none of them is gets marked (greyed, says so).
    void setPresentDevices(const DeviceList &devices);
    bool fitsNoPresentDevice(const Profile &profile) const;
    // Re-reads the translated texts (language change).
    void retranslate();

    const Profile *profileAt(int row) const;
    const ProfileLoadError *errorAt(int row) const;
    int rowOf(const QString &profileId) const;
    int profileCount() const { return static_cast<int>(profiles_.size()); }
    int errorCount() const { return static_cast<int>(errors_.size()); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Texts shared with the view's messages.
    static QString targetText(const Profile &profile, const std::optional<DeviceInfo> &device);
    static QString valuesText(const TuningValues &values);
    static QString validationText(const Profile &profile);

private:
    void sortProfiles();
    QVariant profileData(const Profile &profile, int column, int role) const;
    QVariant errorData(const ProfileLoadError &error, int column, int role) const;

    QVector<Profile> profiles_;
    QVector<ProfileLoadError> errors_;
    std::optional<DeviceInfo> device_;
    DeviceList present_;
};

} // namespace rocmtune
