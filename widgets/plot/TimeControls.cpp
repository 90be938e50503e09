// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/TimeControls.h"

#include "widgets/common/RefreshThrottle.h"
#include "widgets/plot/SteadyScrollBar.h"

#include "widgets/plot/TimeRange.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>

namespace rocmtune {

TimeControls::TimeControls(TimeRange *range, QWidget *parent)
    : QWidget(parent), range_(range), windowLabel_(new QLabel(this)), window_(new QComboBox(this)),
      pause_(new QToolButton(this)), live_(new QToolButton(this)), scroll_(new SteadyScrollBar(Qt::Horizontal, this)),
      span_(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(windowLabel_);
    layout->addWidget(window_);
    layout->addWidget(pause_);
    layout->addWidget(live_);
    layout->addWidget(scroll_, 1);
    layout->addWidget(span_);
    windowLabel_->setBuddy(window_);
    for (qint64 preset : TimeRange::presets())
        window_->addItem(QString(), preset);
    pause_->setCheckable(true);
    pause_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    live_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    live_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    scroll_->setMinimumWidth(80);
    span_->setTextFormat(Qt::PlainText);

    connect(window_, &QComboBox::activated, this, [this](int i) { range_->setWindowMs(window_->itemData(i).toLongLong()); });
    connect(pause_, &QToolButton::clicked, this, [this](bool paused) { range_->setFollowing(!paused); });
    connect(live_, &QToolButton::clicked, this, [this] { range_->setFollowing(true); });
    connect(scroll_, &QScrollBar::actionTriggered, this, [this] { onScroll(scroll_->sliderPosition()); });
    connect(scroll_, &QScrollBar::sliderMoved, this, &TimeControls::onScroll);
    // Every new sample emits both signals; the span text and the scroll bar
    // count whole seconds, so samples update them at most once a second.
    throttle_ = new RefreshThrottle(1000, [this] { syncFromRange(); }, this);
    throttle_->setEnabledCheck([range] { return range->slideThrottle(); });
    connect(range_, &TimeRange::stateChanged, this, &TimeControls::requestSync);
    connect(range_, &TimeRange::rangeChanged, this, &TimeControls::requestSync);
    retranslateUi();
}

void TimeControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TimeControls::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    syncFromRange();
}

void TimeControls::retranslateUi()
{
    shownPaused_ = -1;
    windowLabel_->setText(tr("&Window:"));
    for (int i = 0; i < window_->count(); ++i)
        window_->setItemText(i, TimeRange::presetName(window_->itemData(i).toLongLong()));
    live_->setText(tr("Live"));
    live_->setToolTip(tr("Jump to the newest samples and follow them (End)"));
    scroll_->setToolTip(tr("Scroll through the recorded history"));
    syncFromRange();
}

void TimeControls::requestSync()
{
    const bool paused = !range_->following();
    const bool sameState = shownPaused_ == static_cast<int>(paused) && shownWindowMs_ == range_->windowMs();
    const bool newSampleOnly = paused ? range_->fromMs() == shownFromMs_ && range_->toMs() == shownToMs_ : range_->lastChangeWasSlide();
    if (sameState && newSampleOnly)
        throttle_->request();
    else
        throttle_->runNow();
}

void TimeControls::syncFromRange()
{
    if ((!isVisible() || window()->isMinimized()) && shownPaused_ >= 0)
        return; // caught up in showEvent or with the first sample after restoring
    shownWindowMs_ = range_->windowMs();
    shownFromMs_ = range_->fromMs();
    shownToMs_ = range_->toMs();
    const QSignalBlocker blockWindow(window_);
    const QSignalBlocker blockScroll(scroll_);
    const int index = window_->findData(range_->windowMs());
    if (index >= 0)
        window_->setCurrentIndex(index);
    const bool paused = !range_->following();
    if (shownPaused_ != static_cast<int>(paused)) { // icons and texts only when the state flips
        shownPaused_ = paused;
        pause_->setChecked(paused);
        pause_->setText(paused ? tr("Resume") : tr("Pause"));
        pause_->setIcon(style()->standardIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
        pause_->setToolTip(paused ? tr("Follow the newest samples again (End, or Space in a graph)") : tr("Freeze the graphs to read them (Space in a graph)"));
        live_->setEnabled(paused);
    }

    // The scroll bar position is the end of the shown span, in seconds after the first sample.
    const qint64 spanMs = std::max<qint64>(1000, range_->toMs() - range_->fromMs());
    const qint64 extentMs = std::max<qint64>(0, range_->dataLastMs() - range_->dataFirstMs());
    const int maxSeconds = static_cast<int>(extentMs / 1000);
    const int minSeconds = static_cast<int>(std::min<qint64>(spanMs, extentMs) / 1000);
    scroll_->setRange(minSeconds, maxSeconds);
    scroll_->setPageStep(std::max(1, static_cast<int>(spanMs / 1000)));
    scroll_->setSingleStep(std::max(1, static_cast<int>(spanMs / 10000)));
    scroll_->setValue(static_cast<int>((range_->toMs() - range_->dataFirstMs()) / 1000));
    scroll_->setEnabled(maxSeconds > minSeconds);

    if (range_->hasData()) {
        const QLocale locale;
        const QString format = spanMs > 12 * 3600'000 ? QStringLiteral("ddd HH:mm") : QStringLiteral("HH:mm:ss");
        //: Shown time span of the graphs: start – end
        span_->setText(tr("%1 – %2").arg(locale.toString(QDateTime::fromMSecsSinceEpoch(range_->fromMs()), format),
                                         locale.toString(QDateTime::fromMSecsSinceEpoch(range_->toMs()), format)));
    } else {
        span_->clear();
    }
}

void TimeControls::onScroll(int value)
{
    const qint64 spanMs = range_->toMs() - range_->fromMs();
    const qint64 endMs = range_->dataFirstMs() + static_cast<qint64>(value) * 1000;
    if (value >= scroll_->maximum()) {
        range_->setFollowing(true);
        return;
    }
    range_->setViewRange(endMs - spanMs, endMs);
}

} // namespace rocmtune
