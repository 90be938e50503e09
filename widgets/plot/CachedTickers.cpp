// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/CachedTickers.h"

#include <cmath>

namespace rocmtune {

namespace {
// A sliding axis meets new tick values forever: start over now and then.
constexpr int kMaxLabels = 256;
} // namespace

void LabelCache::setContext(const QString &format, const QLocale &locale, int spec)
{
    if (format == format_ && locale == locale_ && spec == spec_)
        return;
    labels_.clear();
    format_ = format;
    locale_ = locale;
    spec_ = spec;
}

const QString *LabelCache::find(double tick) const
{
    const auto it = labels_.constFind(tick);
    return it == labels_.constEnd() ? nullptr : &it.value();
}

const QString &LabelCache::insert(double tick, const QString &label)
{
    if (labels_.size() >= kMaxLabels)
        labels_.clear();
    return labels_.insert(tick, label).value();
}

double CachedDateTimeTicker::getTickStep(const QCPRange &range)
{
    // QCustomPlot rounds the step to a "nice" one, which can give half as many
    // ticks again as asked for: ask for fewer until the ticks in the range fit.
    const int wanted = tickCount();
    double step = QCPAxisTickerDateTime::getTickStep(range);
    const auto ticksIn = [&range](double s) { return s > 0 ? std::floor(range.size() / s) + 1 : 0.0; };
    for (int count = wanted - 1; maxTickCount_ > 0 && count >= 1 && ticksIn(step) > maxTickCount_; --count) {
        setTickCount(count);
        step = QCPAxisTickerDateTime::getTickStep(range);
    }
    // Even one asked-for tick gives too many (a nice step below the range): double the step.
    while (maxTickCount_ > 0 && ticksIn(step) > maxTickCount_)
        step *= 2;
    setTickCount(wanted);
    return step;
}

QString CachedDateTimeTicker::getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision)
{
    // The label also depends on the time zone: the spec is part of the context,
    // and the cache starts over regularly (kMaxLabels).
    cache_.setContext(dateTimeFormat(), locale, static_cast<int>(dateTimeSpec()));
    if (const QString *label = cache_.find(tick))
        return *label;
    return cache_.insert(tick, QCPAxisTickerDateTime::getTickLabel(tick, locale, formatChar, precision));
}

QString CachedNumberTicker::getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision)
{
    cache_.setContext(QString(formatChar), locale, precision);
    if (const QString *label = cache_.find(tick))
        return *label;
    return cache_.insert(tick, QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision));
}

} // namespace rocmtune
