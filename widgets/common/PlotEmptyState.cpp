// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/PlotEmptyState.h"

#include <qcustomplot.h>

namespace rocmtune {

void PlotEmptyState::show(const QString &text)
{
    if (!plot_)
        return;
    shown_ = !text.isEmpty();
    text_ = text;
    // The owner may have cleared every item (clearItems()): make the sentence again when it is gone.
    if (!item_ || !plot_->hasItem(item_)) {
        item_ = new QCPItemText(plot_);
        item_->position->setType(QCPItemPosition::ptAxisRectRatio);
        item_->position->setCoords(0.5, 0.5);
        item_->setPositionAlignment(Qt::AlignCenter);
        item_->setTextAlignment(Qt::AlignCenter);
        item_->setClipToAxisRect(false);
    }
    item_->setText(text);
    item_->setColor(plot_->palette().color(QPalette::PlaceholderText));
    item_->setVisible(shown_);
    for (QCPAxis *axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setVisible(!shown_);
        axis->grid()->setVisible(!shown_);
    }
    if (rightAxis_)
        plot_->yAxis2->setVisible(!shown_);
    if (shown_)
        plot_->legend->setVisible(false);
}

} // namespace rocmtune
