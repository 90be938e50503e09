// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/ScrollIntoView.h"

#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

namespace rocmtune {

namespace {
constexpr int kMarginPixels = 8;

void revealIn(QScrollArea *area, QWidget *widget)
{
    QWidget *page = area->widget();
    const QRect rect(widget->mapTo(page, QPoint(0, 0)), widget->size());
    const QRect visible(-page->pos(), area->viewport()->size());
    if (visible.contains(rect))
        return;
    QScrollBar *bar = area->verticalScrollBar();
    if (rect.height() + 2 * kMarginPixels <= visible.height() && rect.top() >= visible.top())
        bar->setValue(rect.bottom() + kMarginPixels - visible.height() + 1); // below the view: its bottom at the bottom
    else
        bar->setValue(rect.top() - kMarginPixels); // above the view, or taller than it: its top at the top
}
} // namespace

void scrollIntoView(QWidget *widget)
{
    QTimer::singleShot(0, widget, [target = QPointer<QWidget>(widget)] {
        if (!target)
            return;
        for (QWidget *w = target->parentWidget(); w; w = w->parentWidget()) {
            auto *area = qobject_cast<QScrollArea *>(w);
            if (area && area->widget() && area->widget()->isAncestorOf(target))
                revealIn(area, target);
        }
    });
}

} // namespace rocmtune
