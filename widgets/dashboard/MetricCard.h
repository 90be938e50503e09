// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/StaticTextLine.h"

#include <QColor>
#include <QPixmap>
#include <QWidget>

#include <optional>

namespace rocmtune {

// A compact read-out of one metric: title, current value and unit, min/max
// over the shown window, and a bar against the metric's limit (power against
// the cap, temperature against critical, VRAM against total). Painted in one
// pass; text changes only repaint this card. What rarely changes (frame,
// title, bar track) is kept in a pixmap: antialiased rounded
// rectangles and text layout were most of a card's paint (perf, BENCHMARKS.md);
// the texts that change are laid out once per change, not once per paint.
class MetricCard : public QWidget
{
    Q_OBJECT
public:
    explicit MetricCard(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    // value: formatted number or "N/A"; unit may be empty.
    void setValue(const QString &value, const QString &unit);
    void setRangeText(const QString &text);
    // Fraction of the limit in [0,1] (nullopt hides the bar) and what the limit is.
    void setLimit(std::optional<double> fraction, const QString &limitText);
    void setAccent(const QColor &color);
    // Colour the bar amber/red near the limit (temperature, power, VRAM);
    // off where running at the limit is normal (clocks, utilisation).
    void setWarnNearLimit(bool warn);

    QString title() const { return title_; }
    QString valueText() const { return value_; }
    QString unitText() const { return unit_; }
    QString rangeText() const { return range_; }
    QString limitText() const { return limitText_; }
    std::optional<double> fraction() const { return fraction_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QFont valueFont() const;
    QFont smallFont() const;
    const QPixmap &staticLayer();
    QColor backdropColor() const;
    void paintStaticLayer(QPainter &p) const;
    QRectF barRect() const;
    int limitWidth() const;

    QString title_, value_, unit_, range_, limitText_;
    std::optional<double> fraction_;
    QColor accent_;
    bool warnNearLimit_ = true;
    // The static layer and what it was drawn from.
    QPixmap static_;
    QString staticTitle_;
    int staticLimitWidth_ = -1;
    qint64 staticPalette_ = 0;
    QFont staticFont_;
    bool staticTrack_ = false;
    QColor staticBackdrop_;
    // The texts that change, laid out once per change (StaticTextLine).
    StaticTextLine limitLine_, valueLine_, unitLine_, bottomLimitLine_, rangeLine_;
    // limitWidth() and what it was measured from.
    mutable QString measuredLimit_, measuredTitle_;
    mutable int measuredWidth_ = -1;
    mutable QFont measuredFont_;
    mutable int measuredLimitWidth_ = 0;
};

} // namespace rocmtune
