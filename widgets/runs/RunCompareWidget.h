// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/SensorMaxima.h"
#include "widgets/runs/RunPlot.h"

#include <QWidget>

class QTableWidget;

namespace rocmtune {

// Two runs side by side (e.g. before and after tuning): energy, time, power,
// temperatures, throttling and clocks per run, with the difference B - A and
// its share of A, plus both runs' graphs over each other.
class RunCompareWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RunCompareWidget(QWidget *parent = nullptr);

    void setRuns(const RunPlot::Run &a, const RunPlot::Run &b);
    QTableWidget *table() const { return table_; }
    RunPlot *plot() const { return plot_; }

    // Per-run figures the table compares (all GPUs of the run together).
    struct Figures {
        double durationSeconds = 0;
        std::optional<double> energyWattHours;
        std::optional<double> averagePowerWatts;  // sum over GPUs
        SensorMaxima maxTemperatures;             // per catalogue sensor, hottest GPU
        std::optional<double> throttledSeconds;   // longest over GPUs
        std::optional<double> gfxClockAverageMegahertz; // mean over GPUs
    };
    static Figures figuresOf(const RunSummary &summary);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QTableWidget *table_;
    RunPlot *plot_;
};

} // namespace rocmtune
