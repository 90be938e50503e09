// SPDX-License-Identifier: GPL-3.0-or-later
#include "UndervoltStartQuestion.h"

#include "stress/StressPlan.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace rocmtune {

namespace {
struct UndervoltStartText {
    Q_DECLARE_TR_FUNCTIONS(rocmtune::UndervoltBox)
};
// Applying, reading back and reverting one step, on top of its check (seconds).
constexpr double kStepOverheadSeconds = 5;
} // namespace

int undervoltSearchMaxMinutes(const UndervoltStartPlan &plan)
{
    const int step = std::max(1, plan.stepMillivolts);
    const int steps = std::abs(std::min(0, plan.lowestMillivolts)) / step + 1; // 0 mV is the first step
    const double stepSeconds = undervoltStepPlan(plan.check, 0).totalSeconds() + kStepOverheadSeconds;
    const double proposalSeconds = StressPlan::fromPreset(StressPreset::Quick).totalSeconds() + kStepOverheadSeconds;
    return std::max(1, static_cast<int>(std::ceil((steps * stepSeconds + proposalSeconds) / 60.0)));
}

QString undervoltStartHeading(const UndervoltStartPlan &plan)
{
    return UndervoltStartText::tr("Find a stable undervolt on %1?").arg(plan.deviceName);
}

QString undervoltStartDetails(const UndervoltStartPlan &plan)
{
    const QString what = UndervoltStartText::tr(
        "The search lowers the GPU's voltage offset from 0 mV in steps of %1 mV, down to %2 mV at most, and runs a short "
        "stress test at each step. The first step that fails ends the search; the best offset found is then checked "
        "with the Quick check, and you decide whether to keep it.")
                             .arg(plan.stepMillivolts)
                             .arg(plan.lowestMillivolts);
    const int minutes = undervoltSearchMaxMinutes(plan);
    const QString howLong = UndervoltStartText::tr("It takes up to about %n minute(s), with the GPU fully busy.", nullptr, minutes);
    const QString risk = UndervoltStartText::tr(
        "The screen may flicker or go black for a moment. The GPU or its driver may crash or reset: a step that fails is "
        "reverted at once, and after a crash the offset from before the search is restored.");
    return what + QStringLiteral("\n\n") + howLong + QStringLiteral("\n\n") + risk;
}

bool askToStartUndervoltSearch(QWidget *parent, const UndervoltStartPlan &plan)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("undervoltStartQuestion"));
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(UndervoltStartText::tr("Find a stable undervolt"));
    box.setText(undervoltStartHeading(plan));
    box.setInformativeText(undervoltStartDetails(plan));
    QPushButton *start = box.addButton(UndervoltStartText::tr("&Start the search"), QMessageBox::AcceptRole);
    start->setObjectName(QStringLiteral("startUndervoltSearchButton"));
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelUndervoltSearchButton"));
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == start;
}

} // namespace rocmtune
