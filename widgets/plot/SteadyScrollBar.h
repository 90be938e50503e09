// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QScrollBar>

namespace rocmtune {

// A scroll bar that repaints only when what it shows changes. QScrollBar
// repaints on every change of its range or value; the history bar's range
// grows with every second of history while its handle moves by a pixel every
// few seconds at most, and a Fusion scroll bar's paint cost as much as a graph
// redraw (perf, BENCHMARKS.md). Range and value are always up to date; only
// the repaint is skipped while the handle's rectangle, the at-start/at-end
// states and the enabled state stay the same.
class SteadyScrollBar : public QScrollBar
{
    Q_OBJECT
public:
    explicit SteadyScrollBar(Qt::Orientation orientation, QWidget *parent = nullptr);
    int paintCount() const { return paintCount_; }

protected:
    void sliderChange(SliderChange change) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Look {
        QRect handle;
        bool atStart = false;
        bool atEnd = false;
        bool enabled = false;
        bool operator==(const Look &o) const
        {
            return handle == o.handle && atStart == o.atStart && atEnd == o.atEnd && enabled == o.enabled;
        }
    };
    Look currentLook() const;

    Look painted_;
    bool hasPainted_ = false;
    bool checkPending_ = false;
    int paintCount_ = 0;
};

} // namespace rocmtune
