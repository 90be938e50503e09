// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ChoiceValue.h"
#include "widgets/tuning/controls/ControlEditor.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace rocmtune {

// The editor of a choice control (ChoiceControlRule in core): a combo box of
// the choices the card offers (ChoiceControl<Choice>), the enum value as item
// data; Apply sends ChoiceValue<Choice> when the selection differs from the
// driver's. A control gives the box's object name and how its choices are
// worded (ControlChoiceLabels).
template<class Choice>
class ChoiceEditor : public ControlEditor
{
public:
    struct Spec {
        QLatin1String boxName;                                       // the combo box's object name
        void (*fill)(QComboBox *box, const QVector<Choice> &choices); // the choices in words, tooltips too
        void (*relabel)(QComboBox *box);                             // the words again after a language switch
    };
    ChoiceEditor(Spec spec, QObject *parent) : ControlEditor(parent), spec_(spec) {}

    QList<QWidget *> createWidgets(QWidget *page) override
    {
        box_ = new QComboBox(page);
        box_->setObjectName(spec_.boxName);
        box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(box_, &QComboBox::currentIndexChanged, this, &ControlEditor::edited);
        return {box_};
    }
    void retranslate() override { spec_.relabel(box_); }
    void showState(const ControlState &state, const SafetyPolicy &) override
    {
        const QSignalBlocker blocker(box_);
        const ChoiceControl<Choice> *s = state.perControl.get<ChoiceControl<Choice>>();
        spec_.fill(box_, s ? s->supported : QVector<Choice>());
        if (s)
            box_->setCurrentIndex(box_->findData(static_cast<int>(s->current)));
    }
    void addPending(const ControlState &state, TuningValues *values) const override
    {
        const ChoiceControl<Choice> *s = state.perControl.get<ChoiceControl<Choice>>();
        if (!s || box_->currentIndex() < 0)
            return;
        const auto choice = static_cast<Choice>(box_->currentData().toInt());
        if (choice != s->current)
            values->perControl.set(ChoiceValue<Choice>{choice});
    }

private:
    Spec spec_;
    QComboBox *box_ = nullptr;
};

} // namespace rocmtune
