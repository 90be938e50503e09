// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/UndervoltBox.h"
#include "widgets/stress/UndervoltStartQuestion.h"


#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>


namespace rocmtune {

QString undervoltDurationText(const UndervoltStartPlan &plan)
{
    const int minutes = undervoltSearchMaxMinutes(plan.settings, plan.lowestMillivolts);
    if (plan.settings.confirmWithCommand)
        return UndervoltBox::tr("It takes up to about %n minute(s) with the GPU fully busy, plus the time your command runs.", nullptr, minutes);
    return UndervoltBox::tr("It takes up to about %n minute(s) with the GPU fully busy (the confirmation with the Standard preset, "
                                  "%1 min, included).", nullptr, minutes)
        .arg(undervoltConfirmationMinutes(plan.settings));
}

QString undervoltStartHeading(const UndervoltStartPlan &plan)
{
    return UndervoltBox::tr("Find a stable undervolt on %1?").arg(plan.deviceName);
}

QString undervoltStartDetails(const UndervoltStartPlan &plan)
{
    const UndervoltSettings &s = plan.settings;
    const QString confirmation = s.confirmWithCommand ? UndervoltBox::tr("your command (it must exit with 0, and the GPU must not reset)")
                                                      : UndervoltBox::tr("the Standard preset");
    const QString what = UndervoltBox::tr(
        "The search lowers the GPU's voltage offset from 0 mV in steps of %1 mV, down to %2 mV at most, and checks each step with "
        "%3. The first step that fails ends the search; the lowest passing offset plus a margin of %4 mV is then confirmed with "
        "%5, remembered with the driver, kernel, VBIOS and firmware versions, and you decide whether to keep it.")
                             .arg(s.stepMillivolts)
                             .arg(plan.lowestMillivolts)
                             .arg(undervoltCheckText(s.check))
                             .arg(s.effectiveMarginMillivolts())
                             .arg(confirmation);
    const QString risk = UndervoltBox::tr(
        "The screen may flicker or go black for a moment. The GPU or its driver may crash or reset: a step that fails is "
        "reverted at once, and after a crash the offset from before the search is restored.");
    return what + QStringLiteral("\n\n") + undervoltDurationText(plan) + QStringLiteral("\n\n") + risk;
}

QString undervoltCheckText(UndervoltCheck check)
{
    const int seconds = static_cast<int>(undervoltStepPlan(check, 0).totalSeconds());
    switch (check) {
    case UndervoltCheck::Transient:
        return UndervoltBox::tr("load steps, power pulses and a training step (%1 s)").arg(seconds);
    case UndervoltCheck::Quick:
        return UndervoltBox::tr("the Quick tests (%1 s)").arg(seconds);
    case UndervoltCheck::Gemm:
        return UndervoltBox::tr("GEMM (%1 s)").arg(seconds);
    case UndervoltCheck::Train:
        return UndervoltBox::tr("a training step (%1 s)").arg(seconds);
    }
    return QString();
}

bool askToStartUndervoltSearch(QWidget *parent, const UndervoltStartPlan &plan)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("undervoltStartQuestion"));
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(UndervoltBox::tr("Find a stable undervolt"));
    box.setText(undervoltStartHeading(plan));
    box.setInformativeText(undervoltStartDetails(plan));
    QPushButton *start = box.addButton(UndervoltBox::tr("&Start the search"), QMessageBox::AcceptRole);
    start->setObjectName(QStringLiteral("startUndervoltSearchButton"));
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelUndervoltSearchButton"));
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == start;
}

} // namespace rocmtune
