// SPDX-License-Identifier: GPL-3.0-or-later
#include "PerfLevelEditor.h"

#include "tuning/ControlChoiceLabels.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace rocmtune {

QList<QWidget *> PerfLevelEditor::createWidgets(QWidget *page)
{
    box_ = new QComboBox(page);
    box_->setObjectName(QStringLiteral("perfLevelBox"));
    box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(box_, &QComboBox::currentIndexChanged, this, &ControlEditor::edited);
    return {box_};
}

void PerfLevelEditor::retranslate()
{
    relabelPerfLevels(box_);
}

void PerfLevelEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const QSignalBlocker blocker(box_);
    fillPerfLevels(box_, state.supportedPerfLevels);
    if (state.perfLevel)
        box_->setCurrentIndex(box_->findData(static_cast<int>(*state.perfLevel)));
}

void PerfLevelEditor::addPending(const ControlState &state, TuningValues *values) const
{
    if (!state.perfLevel || box_->currentIndex() < 0)
        return;
    const auto level = static_cast<PerfLevel>(box_->currentData().toInt());
    if (level != *state.perfLevel)
        values->perfLevel = level;
}

} // namespace rocmtune
