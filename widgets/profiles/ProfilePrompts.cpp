// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProfilePrompts.h"

#include "SaveProfileDialog.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProfilePrompts)
};
} // namespace

std::optional<ProfilePrompts::SaveChoice> ProfilePrompts::askSaveAs(QWidget *parent, const DeviceInfo &device,
                                                                    const TuningValues &values, const QString &suggestedName)
{
    SaveProfileDialog dialog(device, values, parent);
    dialog.setName(suggestedName);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return SaveChoice{dialog.name(), dialog.targetKind()};
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
    QMessageBox box(QMessageBox::Warning, Text::tr("Apply a profile made for another model?"),
                    Text::tr("\"%1\" was made for %2 (%3), not for %4 (%5). Its values were checked against this card's "
                             "limits and fit, but clocks and power that suit one model can be wrong for another.")
                        .arg(profile.name, profile.target.modelName, profile.target.pciId, device.name, device.pciId),
                    QMessageBox::Cancel, parent);
    QPushButton *apply = box.addButton(Text::tr("Apply anyway"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == apply;
}

QString ProfilePrompts::askExportPath(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, Text::tr("Export profile"), suggestedPath, Text::tr("Profiles (*.json);;All files (*)"));
}

QString ProfilePrompts::askImportPath(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(parent, Text::tr("Import profile"), directory, Text::tr("Profiles (*.json);;All files (*)"));
}

bool ProfilePrompts::openFolder(QWidget *, const QString &path)
{
    return QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace rocmtune
