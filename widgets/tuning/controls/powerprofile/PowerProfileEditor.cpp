// SPDX-License-Identifier: GPL-3.0-or-later
#include "PowerProfileEditor.h"

#include "tuning/ControlChoiceLabels.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace rocmtune {

QList<QWidget *> PowerProfileEditor::createWidgets(QWidget *page)
{
    box_ = new QComboBox(page);
    box_->setObjectName(QStringLiteral("powerProfileBox"));
    box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(box_, &QComboBox::currentIndexChanged, this, &ControlEditor::edited);
    return {box_};
}

void PowerProfileEditor::retranslate()
{
    relabelPowerProfiles(box_);
}

void PowerProfileEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const QSignalBlocker blocker(box_);
    fillPowerProfiles(box_, state.supportedPowerProfiles);
    if (state.powerProfile)
        box_->setCurrentIndex(box_->findData(static_cast<int>(*state.powerProfile)));
}

void PowerProfileEditor::addPending(const ControlState &state, TuningValues *values) const
{
    if (!state.powerProfile || box_->currentIndex() < 0)
        return;
    const auto profile = static_cast<PowerProfile>(box_->currentData().toInt());
    if (profile != *state.powerProfile)
        values->powerProfile = profile;
}

} // namespace rocmtune
