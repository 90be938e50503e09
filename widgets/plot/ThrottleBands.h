// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/History.h"

#include <qcustomplot.h>

#include <QColor>
#include <QVector>

namespace rocmtune {

// Labelled bands along the bottom of a graph (the clock graph): one row per
// throttle reason that held the GPU in the shown time, in users' words
// (ThrottleReasons.h), each a coloured stretch where the reason held (the
// reason read at a sample holds until the next). The row's words are its
// legend. Idle is left out. Rows are as tall as their words (in pixels),
// so a short graph does not cut its labels.
class ThrottleBands
{
public:
    // One stretch of one reason; for tests and the items.
    struct Span {
        const char *key;  // ThrottleReasonInfo::key
        qint64 fromMs, toMs;
    };
    // The stretches per reason in [fromMs, toMs], rows in the vocabulary's order.
    static QVector<Span> spans(const History &history, int deviceIndex, qint64 fromMs, qint64 toMs);

    explicit ThrottleBands(QCustomPlot *plot) : plot_(plot) {}
    // Rebuilds the items for the device and time; returns the rows shown.
    int update(const History &history, int deviceIndex, qint64 fromMs, qint64 toMs);
    void setColors(QColor text, QColor background);
    int rowCount() const { return rows_; }
    QStringList rowLabels() const;
    // The labels, for tests: each sits in its row, whole, whatever the graph's height.
    const QVector<QCPItemText *> &labels() const { return labels_; }
    // A row's height: its tallest label's text and a pixel above and below, not a share of the graph.
    static int rowHeightPx(const QFont &labelFont, const QStringList &words);
    int rowHeightPx() const { return rowPx_; } // of the rows shown now

private:
    void clear();

    QCustomPlot *plot_;
    QVector<QCPAbstractItem *> items_;
    QVector<QCPItemText *> labels_;
    QColor text_ = Qt::black;
    QColor background_ = Qt::white;
    int rows_ = 0;
    int rowPx_ = 0;
};

} // namespace rocmtune
