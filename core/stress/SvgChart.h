// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>

namespace rocmtune {

// A small line chart rendered to SVG text (QtCore only), for reports written
// without a display: the CLI's HTML report. Test phases show as shaded,
// labelled bands.
struct SvgSeries {
    QString name;
    QString color; // CSS colour
    QVector<double> xSeconds;
    QVector<double> values; // same length
};

struct SvgBand {
    QString label;
    double fromSeconds = 0;
    double toSeconds = 0;
};

struct SvgChart {
    QString title;
    QString yLabel;
    QVector<SvgSeries> series;
    QVector<SvgBand> bands;
    int width = 860;
    int height = 240;

    // Empty when no series has a point.
    QString render() const;
};

} // namespace rocmtune
