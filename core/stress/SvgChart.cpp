// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/SvgChart.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rocmtune {

namespace {

constexpr int kLeft = 56;
constexpr int kRight = 12;
constexpr int kTop = 28;
constexpr int kBottom = 30;
const QString kBandColors[] = {QStringLiteral("#e8eef8"), QStringLiteral("#f5efe3")};

QString num(double v)
{
    return QString::number(v, 'f', 1);
}

// A "nice" tick step for a range (1, 2 or 5 times a power of ten).
double tickStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

} // namespace

QString SvgChart::render() const
{
    double xMin = std::numeric_limits<double>::max(), xMax = std::numeric_limits<double>::lowest();
    double yMin = xMin, yMax = xMax;
    for (const SvgSeries &s : series) {
        for (int i = 0; i < std::min(s.xSeconds.size(), s.values.size()); ++i) {
            xMin = std::min(xMin, s.xSeconds[i]);
            xMax = std::max(xMax, s.xSeconds[i]);
            yMin = std::min(yMin, s.values[i]);
            yMax = std::max(yMax, s.values[i]);
        }
    }
    if (xMin > xMax)
        return QString();
    for (const SvgBand &b : bands)
        xMax = std::max(xMax, b.toSeconds);
    if (xMax - xMin < 1e-9)
        xMax = xMin + 1;
    const double pad = std::max({1e-6, (yMax - yMin) * 0.08, std::abs(yMax) * 0.05});
    yMin = yMin >= 0 && yMin - pad < 0 ? 0 : yMin - pad;
    yMax += pad;
    const double step = tickStep(yMax - yMin, 5);
    yMin = std::floor(yMin / step) * step;
    yMax = std::ceil(yMax / step) * step;

    const double plotW = width - kLeft - kRight;
    const double plotH = height - kTop - kBottom;
    auto px = [&](double x) { return kLeft + (x - xMin) / (xMax - xMin) * plotW; };
    auto py = [&](double y) { return kTop + (1.0 - (y - yMin) / (yMax - yMin)) * plotH; };

    QString svg;
    svg += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
                          "font-family=\"sans-serif\" font-size=\"11\">")
               .arg(width)
               .arg(height);
    svg += QStringLiteral("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    svg += QStringLiteral("<text x=\"%1\" y=\"16\" font-size=\"13\" font-weight=\"bold\">%2</text>").arg(kLeft).arg(title.toHtmlEscaped());
    int bandIndex = 0;
    for (const SvgBand &b : bands) {
        const double x0 = px(std::max(b.fromSeconds, xMin));
        const double x1 = px(std::min(b.toSeconds, xMax));
        if (x1 <= x0)
            continue;
        svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>")
                   .arg(num(x0), num(kTop), num(x1 - x0), num(plotH), kBandColors[bandIndex++ % 2]);
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" fill=\"#555\">%3</text>").arg(num(x0 + 3), num(kTop + 12), b.label.toHtmlEscaped());
    }
    for (double y = yMin; y <= yMax + step / 2; y += step) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#ddd\"/>").arg(kLeft).arg(num(py(y))).arg(num(kLeft + plotW));
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>").arg(kLeft - 4).arg(num(py(y) + 4)).arg(QString::number(y, 'g', 6));
    }
    const double xStep = tickStep(xMax - xMin, 8);
    for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + 1e-9; x += xStep)
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3 s</text>").arg(num(px(x))).arg(height - 10).arg(QString::number(x, 'g', 6));
    svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" stroke=\"#888\"/>").arg(kLeft).arg(kTop).arg(num(plotW), num(plotH));
    svg += QStringLiteral("<text transform=\"translate(12,%1) rotate(-90)\" text-anchor=\"middle\">%2</text>").arg(num(kTop + plotH / 2), yLabel.toHtmlEscaped());

    double legendX = width - kRight;
    for (auto it = series.crbegin(); it != series.crend(); ++it) {
        const SvgSeries &s = *it;
        if (s.values.isEmpty())
            continue; // a sensor this GPU does not have: no legend entry either
        QString points;
        for (int i = 0; i < std::min(s.xSeconds.size(), s.values.size()); ++i)
            points += num(px(s.xSeconds[i])) + QLatin1Char(',') + num(py(s.values[i])) + QLatin1Char(' ');
        svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.5\" points=\"%2\"/>").arg(s.color, points.trimmed());
        legendX -= 7.0 * s.name.size() + 24;
        svg += QStringLiteral("<rect x=\"%1\" y=\"8\" width=\"12\" height=\"3\" fill=\"%2\"/>").arg(num(legendX)).arg(s.color);
        svg += QStringLiteral("<text x=\"%1\" y=\"14\">%2</text>").arg(num(legendX + 16)).arg(s.name.toHtmlEscaped());
    }
    svg += QStringLiteral("</svg>");
    return svg;
}

} // namespace rocmtune
