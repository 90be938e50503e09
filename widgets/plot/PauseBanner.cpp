// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/PauseBanner.h"

#include "widgets/plot/TimeRange.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QKeyEvent>

#include <algorithm>

namespace rocmtune {

PauseBanner::PauseBanner(TimeRange *range, QWidget *graph) : QLabel(graph), range_(range), graph_(graph)
{
    setObjectName(QStringLiteral("pauseBanner"));
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignCenter);
    setCursor(Qt::PointingHandCursor);
    // The same look in light and dark: white on amber-brown, readable over either graph background.
    setStyleSheet(QStringLiteral("QLabel { background: rgba(150, 90, 0, 225); color: white; border-radius: 4px; padding: 2px 10px; }"));
    graph_->setFocusPolicy(Qt::WheelFocus);
    graph_->installEventFilter(this);
    connect(range_, &TimeRange::stateChanged, this, &PauseBanner::sync);
    retranslateUi();
    sync();
}

void PauseBanner::sync()
{
    const bool paused = !range_->following();
    if (paused == isVisibleTo(graph_))
        return;
    setVisible(paused);
    if (paused) {
        place();
        raise();
    }
}

void PauseBanner::place()
{
    adjustSize();
    // At the foot of the data area, clear of the title and the legend above it (over them it hid Edge, Junction
    // and Power cap while paused).
    int bottom = graph_->height() - 4;
    if (auto *plot = qobject_cast<QCustomPlot *>(graph_); plot && plot->axisRect() && plot->axisRect()->rect().height() > height())
        bottom = plot->axisRect()->rect().bottom() - 4;
    move((graph_->width() - width()) / 2, std::max(0, bottom - height()));
}

void PauseBanner::retranslateUi()
{
    setText(tr("Paused — press End for live"));
    setToolTip(tr("The graphs stay where they are; the cards above keep showing live values. Click or press End to follow the newest samples."));
    if (isVisibleTo(graph_))
        place();
}

bool PauseBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == graph_) {
        if (event->type() == QEvent::Resize && isVisibleTo(graph_)) {
            place();
        } else if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Space) {
                range_->togglePaused();
                return true;
            }
            if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_End) {
                range_->setFollowing(true);
                return true;
            }
        }
    }
    return QLabel::eventFilter(watched, event);
}

void PauseBanner::mousePressEvent(QMouseEvent *event)
{
    range_->setFollowing(true);
    event->accept();
}

void PauseBanner::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace rocmtune
