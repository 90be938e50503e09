// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/RunCompareWidget.h"

#include "core/runs/RunSummaryText.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
void raiseTo(std::optional<double> &to, std::optional<double> v)
{
    if (v)
        to = to ? std::max(*to, *v) : *v;
}
} // namespace

RunCompareWidget::RunCompareWidget(QWidget *parent) : QWidget(parent), table_(new QTableWidget(this)), plot_(new RunPlot(this))
{
    table_->setColumnCount(4);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(plot_);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    retranslateUi();
}

void RunCompareWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The rows are built again by whoever sets the runs (RunsView does on LanguageChange).
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void RunCompareWidget::retranslateUi()
{
    table_->setHorizontalHeaderLabels({tr("Run A"), tr("Run B"), tr("B - A"), tr("Change")});
}

RunCompareWidget::Figures RunCompareWidget::figuresOf(const RunSummary &s)
{
    Figures f;
    f.durationSeconds = s.durationSeconds();
    if (const auto joules = s.totalEnergyJoules()) {
        f.energyWattHours = *joules / 3600.0;
    }
    double clockSum = 0;
    int clockCount = 0;
    for (const GpuRunSummary &g : s.gpus) {
        if (g.averagePowerWatts)
            f.averagePowerWatts = f.averagePowerWatts.value_or(0.0) + *g.averagePowerWatts;
        for (const TemperatureSensor &sensor : temperatureSensors())
            f.maxTemperatures.raise(sensor, g.maxTemperatures.celsius(sensor));
        raiseTo(f.throttledSeconds, g.throttledSeconds);
        if (g.gfxClockAverageMegahertz) {
            clockSum += *g.gfxClockAverageMegahertz;
            ++clockCount;
        }
    }
    if (clockCount > 0)
        f.gfxClockAverageMegahertz = clockSum / clockCount;
    return f;
}

void RunCompareWidget::setRuns(const RunPlot::Run &a, const RunPlot::Run &b)
{
    const Figures fa = figuresOf(a.summary);
    const Figures fb = figuresOf(b.summary);
    const QLocale locale;
    struct Row {
        QString label;
        std::optional<double> a, b;
        int decimals;
        QString unit;
    };
    QVector<Row> rows{
        {tr("Name"), std::nullopt, std::nullopt, 0, QString()},
        {tr("Duration"), fa.durationSeconds, fb.durationSeconds, 1, tr("s")},
        {tr("Energy, all GPUs"), fa.energyWattHours, fb.energyWattHours, 3, tr("Wh")},
        {tr("Average power, all GPUs"), fa.averagePowerWatts, fb.averagePowerWatts, 1, tr("W")},
    };
    // One row per catalogue sensor that either run read (the hotspot, junction, on every AMD card).
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const auto ta = fa.maxTemperatures.celsius(sensor);
        const auto tb = fb.maxTemperatures.celsius(sensor);
        if (ta || tb || sensor.hotspot)
            rows.append({tr("Max temperature: %1").arg(temperatureSensorLabel(sensor)), ta, tb, 0, tr("°C")});
    }
    rows.append({tr("Time throttled (longest GPU)"), fa.throttledSeconds, fb.throttledSeconds, 1, tr("s")});
    rows.append({tr("Average GFX clock"), fa.gfxClockAverageMegahertz, fb.gfxClockAverageMegahertz, 0, tr("MHz")});
    auto text = [&](std::optional<double> v, int decimals, const QString &unit) {
        return v ? tr("%1 %2").arg(locale.toString(*v, 'f', decimals), unit) : tr("N/A");
    };
    table_->setRowCount(rows.size());
    QStringList labels;
    for (int r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        labels << row.label;
        if (r == 0) {
            table_->setItem(r, 0, new QTableWidgetItem(a.summary.name));
            table_->setItem(r, 1, new QTableWidgetItem(b.summary.name));
            table_->setItem(r, 2, new QTableWidgetItem());
            table_->setItem(r, 3, new QTableWidgetItem());
            continue;
        }
        table_->setItem(r, 0, new QTableWidgetItem(text(row.a, row.decimals, row.unit)));
        table_->setItem(r, 1, new QTableWidgetItem(text(row.b, row.decimals, row.unit)));
        if (row.a && row.b) {
            const double delta = *row.b - *row.a;
            table_->setItem(r, 2, new QTableWidgetItem(tr("%1 %2").arg(locale.toString(delta, 'f', row.decimals), row.unit)));
            table_->setItem(r, 3, new QTableWidgetItem(*row.a != 0 ? tr("%1%").arg(locale.toString(100.0 * delta / std::fabs(*row.a), 'f', 1))
                                                                   : tr("N/A")));
        } else {
            table_->setItem(r, 2, new QTableWidgetItem(tr("N/A")));
            table_->setItem(r, 3, new QTableWidgetItem(tr("N/A")));
        }
    }
    table_->setVerticalHeaderLabels(labels);
    plot_->setRuns({a, b});
}

} // namespace rocmtune
