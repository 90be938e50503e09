// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/StressRunPlot.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/PlotTheme.h"

#include <QBuffer>
#include <QEvent>

#include <algorithm>

namespace rocmtune {

namespace {

struct Line {
    MetricId metric;
    QString label; // translated
    QColor color;
    bool onlyWithData = false; // left out of the chart (and its legend) when the run has no reading of it
};

QVector<Line> linesFor(StressRunPlot::Kind kind)
{
    switch (kind) {
    case StressRunPlot::Kind::Temperature: {
        // Every guarded sensor the GPU reported (HBM stacks on MI-series cards too).
        QVector<Line> lines;
        for (const TemperatureSensor &sensor : temperatureSensors()) {
            if (sensor.guarded())
                lines.push_back({sensor.reading, temperatureSensorLabel(sensor), QColor(QRgb(sensor.colorRgb)), true});
        }
        return lines;
    }
    case StressRunPlot::Kind::Power:
        return {{MetricId::PowerAverage, QCoreApplication::translate("Stress", "power"), QColor(0x1f, 0x77, 0xb4)},
                {MetricId::PowerCap, QCoreApplication::translate("Stress", "cap"), QColor(0x7f, 0x7f, 0x7f)}};
    case StressRunPlot::Kind::Clock:
        return {{MetricId::GfxClock, QCoreApplication::translate("Stress", "GFX clock"), QColor(0x2c, 0xa0, 0x2c)}};
    case StressRunPlot::Kind::Throughput:
        return {};
    }
    return {};
}

const QColor kBandColors[] = {QColor(70, 110, 200, 40), QColor(200, 150, 60, 40)};

} // namespace

StressRunPlot::StressRunPlot(Kind kind, QWidget *parent) : QCustomPlot(parent), kind_(kind)
{
    setMinimumHeight(150);
    plotLayout()->insertRow(0);
    titleElement_ = new QCPTextElement(this, title(), QFont(font().family(), font().pointSize(), QFont::Bold));
    plotLayout()->addElement(0, 0, titleElement_);
    legend->setVisible(true);
    legend->setFont(QFont(font().family(), std::max(7, font().pointSize() - 1)));
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    retranslateUi();
    followPlotTheme(this); // dark graphs in a dark theme, like the live graphs
    emptyState_.show(emptySentence()); // until a run is shown: a sentence, not axes from 0 to 5
}

QString StressRunPlot::emptySentence() const
{
    // Short lines: four of these graphs share a 1366 px wide window.
    return ranOnce_ ? tr("Waiting for the\nfirst readings…") : tr("No stress test\nhas run yet.");
}

void StressRunPlot::changeEvent(QEvent *event)
{
    QCustomPlot::changeEvent(event);
    // The legend's names come with the next showRun() (the panel redraws).
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void StressRunPlot::retranslateUi()
{
    titleElement_->setText(title());
    if (emptyState_.isShown())
        emptyState_.show(emptySentence());
    xAxis->setLabel(tr("seconds since start"));
    switch (kind_) {
    case Kind::Temperature: yAxis->setLabel(tr("°C")); break;
    case Kind::Power: yAxis->setLabel(tr("W")); break;
    case Kind::Clock: yAxis->setLabel(tr("MHz")); break;
    case Kind::Throughput: yAxis->setLabel(tr("% of peak")); break;
    }
}

QString StressRunPlot::title() const
{
    switch (kind_) {
    case Kind::Temperature: return tr("Temperatures");
    case Kind::Power: return tr("Power");
    case Kind::Clock: return tr("GFX clock");
    case Kind::Throughput: return tr("Throughput");
    }
    return QString();
}

void StressRunPlot::clearPhases()
{
    for (QCPAbstractItem *item : std::as_const(phaseItems_))
        removeItem(item);
    phaseItems_.clear();
}

void StressRunPlot::addPhases(const BenchRecord &record, qint64 originMs, double yLow, double yHigh)
{
    int index = 0;
    for (const TestPhase &phase : record.phases()) {
        const double from = (phase.startMs - originMs) / 1000.0;
        const double to = (phase.endMs.value_or(record.lastLineMs().value_or(phase.startMs)) - originMs) / 1000.0;
        auto *band = new QCPItemRect(this);
        band->topLeft->setCoords(from, yHigh);
        band->bottomRight->setCoords(std::max(to, from), yLow);
        band->setPen(Qt::NoPen);
        band->setBrush(kBandColors[index++ % 2]);
        band->setLayer(QStringLiteral("background"));
        auto *label = new QCPItemText(this);
        label->position->setCoords(from, yHigh);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setText(phase.test);
        label->setColor(palette().color(QPalette::WindowText));
        label->setClipToAxisRect(true);
        phaseItems_ << band << label;
    }
}

void StressRunPlot::showRun(const QVector<Sample> &telemetry, const BenchRecord &record, qint64 originMs)
{
    clearGraphs();
    clearPhases();
    double yMin = std::numeric_limits<double>::max(), yMax = std::numeric_limits<double>::lowest();
    double xMax = 1;
    const auto addGraph = [&](const QString &name, const QColor &color, const QVector<double> &x, const QVector<double> &y) {
        if (x.isEmpty())
            return;
        QCPGraph *graph = QCustomPlot::addGraph();
        graph->setName(name);
        graph->setPen(QPen(color, 1.6));
        graph->setData(x, y, true);
        for (double v : y) {
            yMin = std::min(yMin, v);
            yMax = std::max(yMax, v);
        }
        xMax = std::max(xMax, x.constLast());
    };
    if (kind_ == Kind::Throughput) {
        static const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                        QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b)};
        int colorIndex = 0;
        for (const TestPhase &phase : record.phases()) {
            const QVector<ProgressPoint> points = record.progress(phase.test);
            double peak = 0;
            for (const ProgressPoint &p : points)
                peak = std::max(peak, p.throughput.value_or(0));
            QVector<double> x, y;
            for (const ProgressPoint &p : points) {
                if (p.throughput && peak > 0) {
                    x << (p.timeMs - originMs) / 1000.0;
                    y << 100.0 * *p.throughput / peak;
                }
            }
            addGraph(phase.test, colors[colorIndex++ % 5], x, y);
        }
    } else {
        for (const Line &line : linesFor(kind_)) {
            QVector<double> x, y;
            for (const Sample &s : telemetry) {
                if (const auto v = s.value(line.metric)) {
                    x << (s.timestampMs() - originMs) / 1000.0;
                    y << *v;
                }
            }
            if (x.isEmpty() && line.onlyWithData)
                continue;
            addGraph(line.label, line.color, x, y);
        }
    }
    if (yMin > yMax) {
        yMin = 0;
        yMax = 1;
    }
    const double pad = std::max({(yMax - yMin) * 0.1, std::abs(yMax) * 0.02, 1.0});
    if (const auto end = record.endMs())
        xMax = std::max(xMax, (*end - originMs) / 1000.0);
    xAxis->setRange(0, xMax);
    yAxis->setRange(yMin - pad, yMax + pad);
    addPhases(record, originMs, yMin - pad, yMax + pad);
    ranOnce_ = true;
    if (graphCount() == 0)
        emptyState_.show(emptySentence());
    else
        emptyState_.hide();
    legend->setVisible(graphCount() > 0);
    applyCurrentPlotTheme(this); // the new phase labels too
    replot();
}

QByteArray StressRunPlot::toPng(int width, int height)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    toPixmap(width, height).save(&buffer, "PNG");
    return bytes;
}

} // namespace rocmtune
