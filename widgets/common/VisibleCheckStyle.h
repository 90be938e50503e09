// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace rocmtune {

// Fusion draws a check box's frame a little darker than the window. On a dark
// window that frame vanishes against the dark field of a list: an unchecked
// box in the Stress GPU list or the Settings alert list was invisible, a
// checked one a bare tick. This style draws the frame from the text colour
// (as bright as the text is against the window, softened) and leaves the
// rest to the style it wraps.
class VisibleCheckStyle : public QProxyStyle
{
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget = nullptr) const override;
};

} // namespace rocmtune
