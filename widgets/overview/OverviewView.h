// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace rocmtune {

class AppContext;
class TimeControls;
class TimeSeriesPlot;

// All GPUs on one graph for one metric the user picks (temperature, power,
// clocks, utilisation, VRAM, fan), to spot the card that runs hotter or
// slower than its siblings.
class OverviewView : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewView(AppContext *context, QWidget *parent = nullptr);

    TimeSeriesPlot *plot() const { return plot_; }
    QComboBox *metricBox() const { return metric_; }
    MetricId metric() const;
    void setMetric(MetricId metric);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuildSeries();

    AppContext *context_;
    QLabel *metricLabel_;
    QComboBox *metric_;
    QLabel *badge_;
    TimeControls *controls_;
    TimeSeriesPlot *plot_;
};

} // namespace rocmtune
