// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/RefreshThrottle.h"

namespace rocmtune {

RefreshThrottle::RefreshThrottle(int minIntervalMs, std::function<void()> update, QObject *parent)
    : QObject(parent), minIntervalMs_(minIntervalMs), update_(std::move(update))
{
    pending_.setSingleShot(true);
    connect(&pending_, &QTimer::timeout, this, &RefreshThrottle::runNow);
}

void RefreshThrottle::request()
{
    if (enabled_ && !enabled_()) {
        runNow();
        return;
    }
    const qint64 since = sinceLastRun_.isValid() ? sinceLastRun_.elapsed() : minIntervalMs_;
    if (since >= minIntervalMs_)
        runNow(); // in step with the caller, dropping a pending run
    else if (!pending_.isActive())
        pending_.start(static_cast<int>(2 * minIntervalMs_ - since));
}

void RefreshThrottle::runNow()
{
    pending_.stop();
    sinceLastRun_.start();
    update_();
}

} // namespace rocmtune
