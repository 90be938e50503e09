// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace rocmtune {

class TimeRange;

// Shown over the top of a live graph while the shared time span is paused
// ("Paused — press End for live"; a click resumes too), hidden while it
// follows the newest samples. Also gives the graph its keys: Space pauses or
// resumes and End goes live, only while that graph has the keyboard focus
// (a click or a wheel zoom gives it), so Space still presses buttons elsewhere.
class PauseBanner : public QLabel
{
    Q_OBJECT
public:
    PauseBanner(TimeRange *range, QWidget *graph);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void place();
    void retranslateUi();

    TimeRange *range_;
    QWidget *graph_;
};

} // namespace rocmtune
