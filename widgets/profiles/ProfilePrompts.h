// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/Profile.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace rocmtune {

// The questions the profile view asks a person (a name, an override, a file)
// and the file manager it opens.
// The default implementation shows dialogs; tests answer with a subclass.
class ProfilePrompts
{
    Q_DECLARE_TR_FUNCTIONS(ProfilePrompts)

public:
    virtual ~ProfilePrompts() = default;

    struct SaveChoice {
        QString name;
        ProfileTarget::Kind kind = ProfileTarget::Kind::Model;
    };
    // "Save current settings as…": a name and whether for this card or this model.
    virtual std::optional<SaveChoice> askSaveAs(QWidget *parent, const DeviceInfo &device, const TuningValues &values,
                                                const QString &suggestedName);
    // A new name for rename / duplicate (title says which).
    virtual std::optional<QString> askName(QWidget *parent, const QString &title, const QString &label, const QString &current);
    // Applying a profile made for another model: the explicit override.
    virtual bool confirmOverride(QWidget *parent, const Profile &profile, const DeviceInfo &device);
    virtual QString askExportPath(QWidget *parent, const QString &suggestedPath);
    virtual QString askImportPath(QWidget *parent, const QString &directory);
    // Shows a folder in the file manager; false when none could be started.
    virtual bool openFolder(QWidget *parent, const QString &path);
};

} // namespace rocmtune
