// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/SteadyScrollBar.h"

#include <QStyle>
#include <QStyleOptionSlider>

namespace rocmtune {

SteadyScrollBar::SteadyScrollBar(Qt::Orientation orientation, QWidget *parent) : QScrollBar(orientation, parent) {}

SteadyScrollBar::Look SteadyScrollBar::currentLook() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    Look look;
    look.handle = style()->subControlRect(QStyle::CC_ScrollBar, &option, QStyle::SC_ScrollBarSlider, this);
    look.atStart = sliderPosition() <= minimum();
    look.atEnd = sliderPosition() >= maximum();
    look.enabled = isEnabled();
    return look;
}

void SteadyScrollBar::sliderChange(SliderChange change)
{
    if (!hasPainted_ || !isVisible() || isSliderDown()) {
        QScrollBar::sliderChange(change);
        return;
    }
    // Decided once the caller is done (range, then value): a passing state
    // (the range grew, the value not yet) must not cause a repaint.
    if (checkPending_)
        return;
    checkPending_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            checkPending_ = false;
            if (!(currentLook() == painted_))
                update();
        },
        Qt::QueuedConnection);
}

void SteadyScrollBar::paintEvent(QPaintEvent *event)
{
    painted_ = currentLook();
    hasPainted_ = true;
    ++paintCount_;
    QScrollBar::paintEvent(event);
}

} // namespace rocmtune
