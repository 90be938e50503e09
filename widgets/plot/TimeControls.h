// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QScrollBar;
class QToolButton;

namespace rocmtune {

class RefreshThrottle;
class TimeRange;

// The bar above graphs: time window (1 min … all recorded), pause/resume,
// back to live, and a scroll bar through the whole recorded history.
class TimeControls : public QWidget
{
    Q_OBJECT
public:
    explicit TimeControls(TimeRange *range, QWidget *parent = nullptr);

    QComboBox *windowBox() const { return window_; }
    QToolButton *pauseButton() const { return pause_; }
    QScrollBar *historyBar() const { return scroll_; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void syncFromRange();
    void requestSync();
    void onScroll(int value);

    TimeRange *range_;
    QLabel *windowLabel_;
    QComboBox *window_;
    QToolButton *pause_;
    QToolButton *live_;
    QScrollBar *scroll_;
    QLabel *span_;
    int shownPaused_ = -1; // -1: button not labelled yet
    // What the controls show, to tell a new sample (throttled) from a user action (at once).
    qint64 shownWindowMs_ = -1;
    qint64 shownFromMs_ = 0;
    qint64 shownToMs_ = 0;
    RefreshThrottle *throttle_;
};

} // namespace rocmtune
