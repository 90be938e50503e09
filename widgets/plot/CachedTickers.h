// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QHash>
#include <QLocale>

namespace rocmtune {

// QCustomPlot formats every tick label again on every replot (QDateTime and
// QLocale formatting: the largest part of a replot's layout in perf, see
// BENCHMARKS.md), although a sliding time axis mostly shows the same tick
// values. These tickers keep the labels of the tick values they formatted,
// until the format or the locale changes; the labels are the same strings.
class LabelCache
{
public:
    // Forgets every label when what else they depend on changed.
    void setContext(const QString &format, const QLocale &locale, int spec);
    const QString *find(double tick) const;
    const QString &insert(double tick, const QString &label);
    int size() const { return static_cast<int>(labels_.size()); }

private:
    QString format_;
    QLocale locale_;
    int spec_ = -1;
    QHash<double, QString> labels_;
};

class CachedDateTimeTicker : public QCPAxisTickerDateTime
{
public:
    int cachedLabelCount() const { return cache_.size(); }
    // At most this many ticks in a range (0: no limit), so that their labels
    // don't run into each other on a narrow graph. The plot sets it from its
    // width and the width of a label (TimeSeriesPlot::fitTimeTicks).
    void setMaxTickCount(int count) { maxTickCount_ = count; }
    int maxTickCount() const { return maxTickCount_; }

protected:
    double getTickStep(const QCPRange &range) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    LabelCache cache_;
    int maxTickCount_ = 0;
};

class CachedNumberTicker : public QCPAxisTicker
{
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    LabelCache cache_;
};

} // namespace rocmtune
