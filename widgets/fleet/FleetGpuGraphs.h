// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/settings/AppSettings.h"
#include "core/telemetry/Sample.h"

#include <QVector>
#include <QWidget>

namespace rocmtune {

class AppContext;
class TimeSeriesPlot;

// One remote GPU's last hour (from Prometheus range queries) drawn with the
// app's own TimeSeriesPlot: temperatures, power with its cap, utilization and
// clocks. It keeps its own AppContext, never started (no sampler, no device):
// only its History (filled with the remote samples as device 0) and its
// TimeRange (the hour) are used, so the live graphs' data and zoom stay apart.
class FleetGpuGraphs : public QWidget
{
    Q_OBJECT
public:
    FleetGpuGraphs(const AppSettings &settings, const QVector<Sample> &samples, QWidget *parent = nullptr);
    ~FleetGpuGraphs() override;

    static constexpr qint64 kWindowMs = 3600 * 1000;
    const QVector<TimeSeriesPlot *> &plots() const { return plots_; }
    AppContext *context() const { return context_; }
    void setSettings(const AppSettings &settings);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    AppContext *context_;
    QVector<TimeSeriesPlot *> plots_;
};

} // namespace rocmtune
