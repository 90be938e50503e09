// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/powercap/PowerCapEditor.h"

#include "core/i18n/UnitText.h"

#include "core/tuning/controls/powercap/PowerCapRule.h"
#include "widgets/tuning/controls/common/RangeText.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>

namespace rocmtune {

QList<QWidget *> PowerCapEditor::createWidgets(QWidget *page)
{
    watts_ = new QDoubleSpinBox(page);
    watts_->setDecimals(0);
    percent_ = new QDoubleSpinBox(page);
    percent_->setDecimals(0); // whole percent, like every other % in the Tuning view (overdrive, fan duty)
    info_ = new QLabel(page);
    info_->setObjectName(QStringLiteral("powerCapInfo"));
    // The longest line of the Tuning view: it wraps rather than keep the fan section from sitting beside the others
    // in a 1280 px window (TuningColumnsPage).
    info_->setWordWrap(true);
    percentLabel_ = new QLabel(page);
    percentLabel_->setObjectName(QStringLiteral("powerOverdriveLabel"));
    percentLabel_->setBuddy(percent_);
    connect(watts_, &QDoubleSpinBox::valueChanged, this, [this] {
        percentFromWatts();
        emit edited();
    });
    connect(percent_, &QDoubleSpinBox::valueChanged, this, [this] {
        wattsFromPercent();
        emit edited();
    });
    return {watts_, percentLabel_, percent_, info_};
}

void PowerCapEditor::retranslate()
{
    watts_->setSuffix(tr(" W"));
    percent_->setSuffix(unitSuffix(u"%"));
    percent_->setToolTip(tr("Power overdrive: the cap relative to the card's default cap."));
    //: Before the power overdrive box (the cap in % above or below the card's default cap)
    percentLabel_->setText(tr("vs. default:"));
}

void PowerCapEditor::showState(const ControlState &state, const SafetyPolicy &policy)
{
    const PowerCapControl *c = state.perControl.get<PowerCapControl>();
    defaultMicrowatts_ = c ? c->defaultMicrowatts : 0;
    if (!c)
        return;
    const QLocale locale;
    const PowerCapControl &cap = *c;
    const double maxWatts = static_cast<double>(PowerCapRule::policyMaxMicrowatts(cap, policy)) / 1e6;
    const double defaultWatts = static_cast<double>(cap.defaultMicrowatts) / 1e6;
    const QSignalBlocker b1(watts_), b2(percent_);
    // Room above the limit: a value typed past it stays in the box and is refused beside it with the
    // limit and the excess (a spin box would silently put the old value back).
    watts_->setRange(1, std::floor(std::max(maxWatts, static_cast<double>(cap.maxMicrowatts) / 1e6) * 2));
    watts_->setValue(static_cast<double>(cap.currentMicrowatts) / 1e6);
    percent_->setEnabled(defaultWatts > 0);
    if (defaultWatts > 0) {
        percent_->setRange(-100.0, (watts_->maximum() / defaultWatts - 1.0) * 100.0);
        percent_->setValue((watts_->value() / defaultWatts - 1.0) * 100.0);
    }
    // Instinct cards and the older powerplay driver (Radeon VII) report 0 W as the lowest cap: the driver sets no
    // lower bound (the card throttles hard instead), which "allowed 0 to 300 W" would present as a real range.
    const double maxDriverWatts = static_cast<double>(cap.maxMicrowatts) / 1e6;
    const QString allowed = cap.minMicrowatts == 0
                                ? tr("allowed up to %1 W (the driver sets no lower limit)").arg(locale.toString(maxDriverWatts))
                                : RangeText::allowed(static_cast<double>(cap.minMicrowatts) / 1e6, maxDriverWatts, QStringLiteral("W"));
    info_->setToolTip(cap.minMicrowatts == 0 ? tr("The driver reports 0 W as the lowest cap: it accepts any cap up to %1 W, and a very low "
                                                  "cap makes the card throttle hard.").arg(locale.toString(maxDriverWatts))
                                             : QString());
    info_->setText(tr("default %1 W · %2 · safety limit %3 W").arg(locale.toString(defaultWatts), allowed, locale.toString(std::floor(maxWatts))));
}

void PowerCapEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
    if (!cap)
        return;
    const auto watts = static_cast<quint64>(std::llround(watts_->value()));
    if (std::llabs(static_cast<long long>(watts * 1000000) - static_cast<long long>(cap->currentMicrowatts)) >= 500000)
        values->perControl.set(PowerCapValue{watts * 1000000});
}

void PowerCapEditor::percentFromWatts()
{
    if (defaultMicrowatts_ == 0)
        return;
    const QSignalBlocker blocker(percent_);
    percent_->setValue((watts_->value() / (static_cast<double>(defaultMicrowatts_) / 1e6) - 1.0) * 100.0);
}

void PowerCapEditor::wattsFromPercent()
{
    if (defaultMicrowatts_ == 0)
        return;
    const QSignalBlocker blocker(watts_);
    watts_->setValue(std::round(static_cast<double>(defaultMicrowatts_) / 1e6 * (1.0 + percent_->value() / 100.0)));
}

} // namespace rocmtune
