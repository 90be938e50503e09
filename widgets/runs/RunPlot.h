// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSummary.h"
#include "core/runs/RunTelemetry.h"
#include "widgets/common/PlotEmptyState.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QCustomPlot;

namespace rocmtune {

// One metric of one or two recorded runs over time since each run's start,
// one line per GPU, with the run's start and end marked. Two runs are drawn
// over each other (solid: the first, dashed: the second) for comparison.
class RunPlot : public QWidget
{
    Q_OBJECT
public:
    explicit RunPlot(QWidget *parent = nullptr);

    struct Run {
        RunSummary summary;
        RunTelemetry telemetry;
    };
    void setRuns(const QVector<Run> &runs);
    void setMetric(MetricId metric);
    MetricId metric() const { return metric_; }
    QCustomPlot *plot() const { return plot_; }
    int graphCount() const;
    // The sentence shown instead of axes when there is nothing to draw; empty while lines are drawn.
    QString emptyText() const { return emptyState_.isShown() ? emptyState_.text() : QString(); }

    static QVector<MetricId> plottableMetrics();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void redraw();

    QLabel *metricLabel_;
    QComboBox *metricBox_;
    QCustomPlot *plot_;
    QVector<Run> runs_;
    PlotEmptyState emptyState_{plot_};
    MetricId metric_ = MetricId::PowerAverage;
};

} // namespace rocmtune
