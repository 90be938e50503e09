// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ControlChoiceLabels.h"

#include <QComboBox>
#include <QCoreApplication>

namespace rocmtune {

namespace {
// The driver's own word (auto, BOOTUP_DEFAULT) is jargon in the list; it stays in the choice's tool tip, under
// what the choice does, for whoever compares with rocm-smi or the driver's files.
QString withDriverWord(const QString &description, const char *key)
{
    //: A choice's tool tip: what it does, then the driver's own name for it
    return ControlChoiceTr::tr("%1\nThe driver calls it “%2”.").arg(description, QLatin1String(key));
}

} // namespace

void fillPerfLevels(QComboBox *box, const QVector<PerfLevel> &levels)
{
    box->clear();
    for (PerfLevel level : levels) {
        box->addItem(perfLevelChoiceText(level), static_cast<int>(level));
        box->setItemData(box->count() - 1, withDriverWord(perfLevelDescription(level), perfLevelKey(level)), Qt::ToolTipRole);
    }
}

void fillPowerProfiles(QComboBox *box, const QVector<PowerProfile> &profiles)
{
    box->clear();
    for (PowerProfile profile : profiles) {
        box->addItem(powerProfileChoiceText(profile), static_cast<int>(profile));
        box->setItemData(box->count() - 1, withDriverWord(powerProfileDescription(profile), powerProfileKey(profile)), Qt::ToolTipRole);
    }
}

void relabelPerfLevels(QComboBox *box)
{
    for (int i = 0; i < box->count(); ++i) {
        const auto level = static_cast<PerfLevel>(box->itemData(i).toInt());
        box->setItemText(i, perfLevelChoiceText(level));
        box->setItemData(i, withDriverWord(perfLevelDescription(level), perfLevelKey(level)), Qt::ToolTipRole);
    }
}

void relabelPowerProfiles(QComboBox *box)
{
    for (int i = 0; i < box->count(); ++i) {
        const auto profile = static_cast<PowerProfile>(box->itemData(i).toInt());
        box->setItemText(i, powerProfileChoiceText(profile));
        box->setItemData(i, withDriverWord(powerProfileDescription(profile), powerProfileKey(profile)), Qt::ToolTipRole);
    }
}

} // namespace rocmtune
