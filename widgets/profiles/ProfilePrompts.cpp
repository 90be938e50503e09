// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/profiles/ProfilePrompts.h"

#include "core/tuning/TuningValues.h"
#include "widgets/profiles/ProfileListModel.h"
#include "widgets/stress/SaveProfileDialog.h"
#include "widgets/tuning/ControlValueLines.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

namespace rocmtune {

std::optional<ProfilePrompts::SaveChoice> ProfilePrompts::askSaveAs(QWidget *parent, const DeviceInfo &device,
                                                                    const TuningValues &values, const QString &suggestedName)
{
    // The same dialog the stress panel's "Save as profile" shows.
    const QStringList lines = controlValueLines(values); // as the Tuning view names them, not the CLI's fragments
    const auto naming = SaveProfileDialog::ask(parent, suggestedName, device, lines, ProfilePrompts::tr("Not validated by a stress test yet."));
    if (!naming)
        return std::nullopt;
    return SaveChoice{naming->name, naming->thisCardOnly ? ProfileTarget::Kind::Device : ProfileTarget::Kind::Model};
}

std::optional<QString> ProfilePrompts::askName(QWidget *parent, const QString &title, const QString &label, const QString &current)
{
    bool ok = false;
    const QString name = QInputDialog::getText(parent, title, label, QLineEdit::Normal, current, &ok);
    if (!ok)
        return std::nullopt;
    return name;
}

bool ProfilePrompts::confirmOverride(QWidget *parent, const Profile &profile, const DeviceInfo &device)
{
    QMessageBox box(QMessageBox::Warning, ProfilePrompts::tr("Apply a profile made for another model?"),
                    ProfilePrompts::tr("\"%1\" was made for %2 (%3), not for %4 (%5). Its values were checked against this card's "
                             "limits and fit, but clocks and power that suit one model can be wrong for another.")
                        .arg(profile.name, profile.target.modelName, profile.target.pciId, device.name, device.pciId),
                    QMessageBox::Cancel, parent);
    QPushButton *apply = box.addButton(ProfilePrompts::tr("Apply anyway"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == apply;
}

QString ProfilePrompts::askExportPath(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, ProfilePrompts::tr("Export profile"), suggestedPath, ProfilePrompts::tr("Profiles (*.json);;All files (*)"));
}

QString ProfilePrompts::askImportPath(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(parent, ProfilePrompts::tr("Import profile"), directory, ProfilePrompts::tr("Profiles (*.json);;All files (*)"));
}

bool ProfilePrompts::openFolder(QWidget *, const QString &path)
{
    return QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace rocmtune
