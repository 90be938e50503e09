// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/ThrottleBands.h"

#include "core/telemetry/ThrottleReasons.h"

#include <QFontMetrics>
#include <QHash>

#include <algorithm>

namespace rocmtune {

namespace {
constexpr double kBandMsPerSecond = 1000.0;
constexpr double kLabelFontScale = 0.8; // of the plot's font
constexpr int kRowGapPx = 1;            // between two rows' colours

// A colour per reason, the same on every graph and in both themes.
QColor bandReasonColor(const char *key)
{
    static const QHash<QByteArray, QColor> colors{
        {"power_cap", QColor(0xe6, 0x9f, 0x00)},           {"hotspot_temperature", QColor(0xd5, 0x5e, 0x00)},
        {"memory_temperature", QColor(0xcc, 0x79, 0xa7)},  {"vrm_temperature", QColor(0x99, 0x4f, 0x88)},
        {"thermal", QColor(0xd5, 0x5e, 0x00)},             {"prochot", QColor(0xc0, 0x39, 0x2b)},
        {"current", QColor(0x00, 0x72, 0xb2)},             {"hardware_slowdown", QColor(0x8e, 0x44, 0xad)},
        {"software_slowdown", QColor(0x56, 0xb4, 0xe9)},   {"clock_locked", QColor(0x00, 0x9e, 0x73)},
    };
    return colors.value(QByteArray(key), QColor(0x88, 0x88, 0x88));
}
} // namespace

QVector<ThrottleBands::Span> ThrottleBands::spans(const History &history, int deviceIndex, qint64 fromMs, qint64 toMs)
{
    const Series series = history.query(deviceIndex, MetricId::ThrottleStatus, fromMs, toMs);
    // Per reason, in the vocabulary's order: its stretches.
    QVector<Span> out;
    for (const ThrottleReasonInfo &reason : throttleReasons()) {
        if (reason.bit == ThrottleIdle)
            continue;
        bool open = false;
        Span span{reason.key, 0, 0};
        for (qsizetype i = 0; i < series.values.size(); ++i) {
            const auto t = static_cast<qint64>(series.timesMs[i]);
            const qint64 end = i + 1 < series.values.size() ? static_cast<qint64>(series.timesMs[i + 1]) : std::min(toMs, t + 1000);
            const bool holds = shownThrottleReasons(static_cast<unsigned>(series.values[i])).contains(&reason);
            if (holds && !open) {
                span.fromMs = t;
                open = true;
            }
            if (holds)
                span.toMs = std::max(end, t);
            if (!holds && open) {
                out << span;
                open = false;
            }
        }
        if (open)
            out << span;
    }
    return out;
}

void ThrottleBands::clear()
{
    for (QCPAbstractItem *item : std::as_const(items_))
        plot_->removeItem(item);
    items_.clear();
    labels_.clear();
    rows_ = 0;
}

void ThrottleBands::setColors(QColor text, QColor background)
{
    text_ = text;
    background_ = background;
}

int ThrottleBands::update(const History &history, int deviceIndex, qint64 fromMs, qint64 toMs)
{
    clear();
    if (deviceIndex < 0 || toMs <= fromMs)
        return 0;
    const QVector<Span> all = spans(history, deviceIndex, fromMs, toMs);
    QList<QByteArray> rows;
    for (const Span &span : all) {
        if (!rows.contains(QByteArray(span.key)))
            rows << QByteArray(span.key);
    }
    if (rows.isEmpty())
        return 0;
    // Rows as tall as their words in pixels (plus a gap), stacked up from the graph's bottom edge: a short graph
    // (a 1366x768 screen, three graphs a row) keeps every label whole, where a share of the height left rows of
    // 9 px under 13 px labels. One invisible anchor at the bottom edge; each row is a pixel offset from it.
    QFont font = plot_->font();
    font.setPointSizeF(font.pointSizeF() * kLabelFontScale);
    QStringList words;
    for (const QByteArray &key : std::as_const(rows)) {
        const ThrottleReasonInfo *info = nullptr;
        for (const ThrottleReasonInfo &reason : throttleReasons()) {
            if (key == reason.key)
                info = &reason;
        }
        words << (info ? throttleReasonWords(*info) : QString::fromLatin1(key));
    }
    const int rowPx = rowHeightPx(font, words);
    rowPx_ = rowPx;
    auto *base = new QCPItemTracer(plot_);
    base->setSelectable(false);
    base->setVisible(false);
    base->position->setType(QCPItemPosition::ptAxisRectRatio);
    base->position->setCoords(0, 1.0);
    items_ << base;
    auto fromBottom = [&](QCPItemPosition *position, double px) {
        position->setTypeY(QCPItemPosition::ptAbsolute);
        position->setParentAnchorY(base->position);
        position->setCoords(position->coords().x(), -px);
    };
    for (const Span &span : all) {
        const int row = static_cast<int>(rows.indexOf(QByteArray(span.key)));
        auto *rect = new QCPItemRect(plot_);
        rect->setSelectable(false);
        rect->topLeft->setTypeX(QCPItemPosition::ptPlotCoords);
        rect->bottomRight->setTypeX(QCPItemPosition::ptPlotCoords);
        rect->topLeft->setCoords(std::max(span.fromMs, fromMs) / kBandMsPerSecond, 0);
        rect->bottomRight->setCoords(std::min(span.toMs, toMs) / kBandMsPerSecond, 0);
        fromBottom(rect->topLeft, (row + 1) * rowPx - kRowGapPx);
        fromBottom(rect->bottomRight, row * rowPx);
        QColor fill = bandReasonColor(span.key);
        fill.setAlpha(150);
        rect->setBrush(fill);
        rect->setPen(Qt::NoPen);
        rect->setClipToAxisRect(true);
        items_ << rect;
    }
    // The words of each row, at its left end: the bands' legend.
    for (int row = 0; row < rows.size(); ++row) {
        const ThrottleReasonInfo *info = nullptr;
        for (const ThrottleReasonInfo &reason : throttleReasons()) {
            if (rows[row] == reason.key)
                info = &reason;
        }
        auto *label = new QCPItemText(plot_);
        label->setSelectable(false);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.005, 0);
        fromBottom(label->position, (row + 0.5) * rowPx);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setText(info ? throttleReasonWords(*info) : QString::fromLatin1(rows[row]));
        label->setFont(font);
        label->setColor(text_);
        QColor back = background_;
        back.setAlpha(170);
        label->setBrush(back);
        label->setPadding(QMargins(2, 0, 2, 0));
        label->setClipToAxisRect(true);
        items_ << label;
        labels_ << label;
    }
    rows_ = static_cast<int>(rows.size());
    return rows_;
}

int ThrottleBands::rowHeightPx(const QFont &labelFont, const QStringList &words)
{
    // As QCPItemText measures its box: the words as drawn, Chinese in its fallback font (taller than the Latin
    // font's own height).
    const QFontMetrics metrics(labelFont);
    int tallest = metrics.height();
    for (const QString &w : words)
        tallest = std::max(tallest, metrics.boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignCenter, w).height());
    return tallest + 2 * kRowGapPx;
}

QStringList ThrottleBands::rowLabels() const
{
    QStringList out;
    for (const QCPItemText *label : labels_)
        out << label->text();
    return out;
}

} // namespace rocmtune
