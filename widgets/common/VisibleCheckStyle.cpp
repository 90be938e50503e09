// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/VisibleCheckStyle.h"

#include <QPainter>
#include <QStyleOption>

namespace rocmtune {

void VisibleCheckStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element != PE_IndicatorCheckBox || !option || !painter)
        return;
    // Only where the window is dark: the light look's frame is fine as it is.
    if (option->palette.color(QPalette::Window).lightnessF() >= 0.5)
        return;
    QColor frame = option->palette.color(QPalette::Text);
    frame.setAlphaF(0.55);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(QPen(frame, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
    painter->restore();
}

} // namespace rocmtune
