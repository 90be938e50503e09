// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dashboard/MetricCard.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace rocmtune {

namespace {
constexpr int kPad = 8;
constexpr int kBarHeight = 5;
} // namespace

MetricCard::MetricCard(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The static layer paints every pixel (its corners in the colour behind
    // the card): Qt need not paint the parent's background under a card first.
    setAttribute(Qt::WA_OpaquePaintEvent, true);
}

QFont MetricCard::valueFont() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    return f;
}

QFont MetricCard::smallFont() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}

void MetricCard::setTitle(const QString &title)
{
    if (title == title_)
        return;
    title_ = title;
    update();
}

void MetricCard::setValue(const QString &value, const QString &unit)
{
    if (value == value_ && unit == unit_)
        return;
    value_ = value;
    unit_ = unit;
    update();
}

void MetricCard::setRangeText(const QString &text)
{
    if (text == range_)
        return;
    range_ = text;
    update();
}

void MetricCard::setLimit(std::optional<double> fraction, const QString &limitText)
{
    if (fraction)
        fraction = std::clamp(*fraction, 0.0, 1.0);
    if (fraction == fraction_ && limitText == limitText_)
        return;
    fraction_ = fraction;
    limitText_ = limitText;
    update();
}

void MetricCard::setWarnNearLimit(bool warn)
{
    warnNearLimit_ = warn;
    update();
}

void MetricCard::setAccent(const QColor &color)
{
    accent_ = color;
    update();
}

QSize MetricCard::sizeHint() const
{
    const QFontMetrics fm(font()), vfm(valueFont()), sfm(smallFont());
    return {std::max(170, vfm.horizontalAdvance(QStringLiteral("00000 MHz")) + 2 * kPad),
            fm.height() + vfm.height() + sfm.height() + kBarHeight + 5 * kPad};
}

QSize MetricCard::minimumSizeHint() const
{
    const QSize hint = sizeHint();
    return {120, hint.height()};
}

// The limit ("cap 327 W") sits right of the title when both fit; otherwise
// (long English titles) it goes to the bottom line, right of min/max, and the
// title keeps the whole width. Returns its width on the title line, or 0.
int MetricCard::limitWidth() const
{
    if (limitText_.isEmpty())
        return 0;
    // Asked three times a paint; measuring shapes both texts (perf): measured
    // once per change of text, width or font.
    if (limitText_ != measuredLimit_ || title_ != measuredTitle_ || width() != measuredWidth_ || font() != measuredFont_) {
        measuredLimit_ = limitText_;
        measuredTitle_ = title_;
        measuredWidth_ = width();
        measuredFont_ = font();
        const int w = width() - 2 * kPad;
        const QFontMetrics fm(font());
        const int full = fm.horizontalAdvance(limitText_) + 2;
        measuredLimitWidth_ = fm.horizontalAdvance(title_) + kPad + full <= w ? full : 0;
    }
    return measuredLimitWidth_;
}

QRectF MetricCard::barRect() const
{
    const QFontMetrics fm(font()), vfm(valueFont());
    const int y = kPad + fm.height() + kPad / 2 + vfm.height() + kPad / 2;
    return {static_cast<qreal>(kPad), static_cast<qreal>(y), static_cast<qreal>(width() - 2 * kPad), static_cast<qreal>(kBarHeight)};
}

// The colour behind the card: that of the nearest ancestor that paints its background.
QColor MetricCard::backdropColor() const
{
    for (const QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (w->autoFillBackground() || w->isWindow())
            return w->palette().color(w->backgroundRole());
    }
    return palette().color(QPalette::Window);
}

const QPixmap &MetricCard::staticLayer()
{
    const qreal dpr = devicePixelRatioF();
    const bool track = fraction_.has_value();
    // The limit text stays out: the fan's duty changes with every sample.
    if (static_.isNull() || static_.size() != size() * dpr || static_.devicePixelRatio() != dpr || staticTitle_ != title_
        || staticLimitWidth_ != limitWidth() || staticPalette_ != palette().cacheKey() || staticFont_ != font()
        || staticTrack_ != track || staticBackdrop_ != backdropColor()) {
        static_ = QPixmap(size() * dpr);
        static_.setDevicePixelRatio(dpr);
        staticBackdrop_ = backdropColor();
        static_.fill(staticBackdrop_); // opaque: drawn by copying, not blending
        staticTitle_ = title_;
        staticLimitWidth_ = limitWidth();
        staticPalette_ = palette().cacheKey();
        staticFont_ = font();
        staticTrack_ = track;
        QPainter p(&static_);
        paintStaticLayer(p);
    }
    return static_;
}

void MetricCard::paintStaticLayer(QPainter &p) const
{
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QColor border = pal.color(QPalette::Mid);
    border.setAlpha(140);
    p.setPen(QPen(border, 1));
    p.setBrush(pal.color(QPalette::Base));
    p.drawRoundedRect(frame, 6, 6);

    const int w = width() - 2 * kPad;
    const QFontMetrics fm(font());
    QColor muted = pal.color(QPalette::Text);
    muted.setAlpha(170);
    // Title on the left; the limit is painted over this layer (see limitWidth()).
    const int titleWidth = w - (staticLimitWidth_ > 0 ? staticLimitWidth_ + kPad : 0);
    p.setFont(font());
    p.setPen(muted);
    p.drawText(QRect(kPad, kPad, titleWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(title_, Qt::ElideRight, titleWidth));
    if (fraction_) {
        // A track that shows on dark cards too (the bar is read against it).
        const bool dark = pal.color(QPalette::Base).lightness() < 128;
        QColor track = pal.color(QPalette::Text);
        track.setAlpha(dark ? 70 : 45);
        p.setPen(Qt::NoPen);
        p.setBrush(track);
        p.drawRoundedRect(barRect(), 2, 2);
    }
}

void MetricCard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.drawPixmap(0, 0, staticLayer());
    const QPalette pal = palette();
    const int w = width() - 2 * kPad;
    const QFontMetrics fm(font()), vfm(valueFont()), sfm(smallFont());
    QColor muted = pal.color(QPalette::Text);
    muted.setAlpha(170);
    if (const int limit = limitWidth(); limit > 0) {
        limitLine_.set(limitText_, font(), limit);
        p.setPen(muted);
        limitLine_.draw(p, QRect(kPad + w - limit, kPad, limit, fm.height()), Qt::AlignRight | Qt::AlignVCenter);
    }
    int y = kPad + fm.height() + kPad / 2;

    valueLine_.set(value_, valueFont(), w);
    p.setPen(pal.color(QPalette::Text));
    valueLine_.draw(p, QRect(kPad, y, w, vfm.height()), Qt::AlignLeft | Qt::AlignVCenter);
    if (!unit_.isEmpty()) {
        const int ux = kPad + valueLine_.width() + 4;
        const int room = std::max(0, w - ux + kPad);
        unitLine_.set(unit_, font(), room);
        p.setPen(muted);
        unitLine_.draw(p, QRect(ux, y, room, vfm.height()), Qt::AlignLeft | Qt::AlignBottom);
    }
    y += vfm.height() + kPad / 2;

    const QRectF bar = barRect();
    if (fraction_) {
        p.setRenderHint(QPainter::Antialiasing);
        QColor fill = accent_.isValid() ? accent_ : pal.color(QPalette::Highlight);
        if (pal.color(QPalette::Base).lightness() < 128 && fill.lightness() < 150)
            fill = fill.lighter(150); // a dark palette's selection colour is too dim for a bar on a dark card
        if (warnNearLimit_ && *fraction_ >= 0.95)
            fill = QColor(0xd0, 0x1f, 0x1f);
        else if (warnNearLimit_ && *fraction_ >= 0.85)
            fill = QColor(0xe0, 0x9a, 0x00);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * *fraction_, bar.height()), 2, 2);
    }
    y += kBarHeight + kPad / 2;

    p.setPen(muted);
    int rangeWidth = w;
    if (!limitText_.isEmpty() && limitWidth() == 0) {
        // Bounded by the text's natural width (as laid out) and half the card.
        bottomLimitLine_.set(limitText_, smallFont(), w / 2);
        const int bottomLimitWidth = std::min(bottomLimitLine_.width() + 2, w / 2);
        bottomLimitLine_.draw(p, QRect(kPad + w - bottomLimitWidth, y, bottomLimitWidth, sfm.height()), Qt::AlignRight | Qt::AlignVCenter);
        rangeWidth = w - bottomLimitWidth - kPad;
    }
    rangeLine_.set(range_, smallFont(), rangeWidth);
    rangeLine_.draw(p, QRect(kPad, y, rangeWidth, sfm.height()), Qt::AlignLeft | Qt::AlignVCenter);
}

} // namespace rocmtune
