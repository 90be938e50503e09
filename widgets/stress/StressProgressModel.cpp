// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/StressProgressModel.h"

#include "core/i18n/UnitText.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
QString num(const std::optional<double> &v, int decimals = 0)
{
    return v ? QString::number(*v, 'f', decimals) : QCoreApplication::translate("Stress", "N/A");
}
const QColor kPass(0x2e, 0x7d, 0x32);
const QColor kFail(0xc6, 0x28, 0x28);
} // namespace

StressProgressModel::StressProgressModel(QObject *parent) : QStandardItemModel(parent)
{
    setHeaderTexts();
}

void StressProgressModel::setHeaderTexts()
{
    setHorizontalHeaderLabels({tr("Test"), tr("Progress"), tr("Throughput"), tr("Errors"), tr("Result"), tr("Max temperature"),
                               tr("Power avg/peak"), tr("Clock min/avg/max"), tr("Clock drops"), tr("vs baseline")});
}

void StressProgressModel::reset(const StressPlan &plan, const DeviceList &devices)
{
    removeRows(0, rowCount());
    deviceRow_.clear();
    plan_ = plan;
    devices_ = devices;
    for (int device : plan.devices) {
        QList<QStandardItem *> gpuRow;
        gpuRow << new QStandardItem(tr("GPU %1: %2").arg(device).arg(devices.value(device).name));
        for (int c = 1; c < ColumnCount; ++c)
            gpuRow << new QStandardItem();
        for (const QString &test : plan.tests) {
            QList<QStandardItem *> row;
            row << new QStandardItem(stressTestLabel(test));
            for (int c = 1; c < ColumnCount; ++c)
                row << new QStandardItem();
            row[Result]->setText(tr("waiting"));
            gpuRow[0]->appendRow(row);
        }
        for (QStandardItem *item : gpuRow)
            item->setEditable(false);
        deviceRow_.insert(device, rowCount());
        appendRow(gpuRow);
    }
}

void StressProgressModel::renameDevices(const DeviceList &devices)
{
    devices_ = devices;
    for (auto it = deviceRow_.cbegin(); it != deviceRow_.cend(); ++it)
        item(it.value(), 0)->setText(tr("GPU %1: %2").arg(it.key()).arg(devices_.value(it.key()).name));
}

void StressProgressModel::retranslate()
{
    setHeaderTexts();
    for (auto it = deviceRow_.cbegin(); it != deviceRow_.cend(); ++it) {
        QStandardItem *gpu = item(it.value(), 0);
        gpu->setText(tr("GPU %1: %2").arg(it.key()).arg(devices_.value(it.key()).name));
        item(it.value(), Result)->setText(QString());
        for (int child = 0; child < gpu->rowCount() && child < plan_.tests.size(); ++child) {
            gpu->child(child, Test)->setText(stressTestLabel(plan_.tests.at(child)));
            gpu->child(child, Result)->setText(tr("waiting"));
            gpu->child(child, Result)->setForeground(QBrush());
        }
    }
}

QStandardItem *StressProgressModel::testItem(int device, const QString &test, Column column) const
{
    const int row = deviceRow_.value(device, -1);
    const int child = static_cast<int>(plan_.tests.indexOf(test));
    if (row < 0 || child < 0)
        return nullptr;
    return item(row, 0)->child(child, column);
}

void StressProgressModel::setCell(int device, const QString &test, Column column, const QString &text, const QColor &color)
{
    if (QStandardItem *cell = testItem(device, test, column)) {
        cell->setText(text);
        cell->setForeground(color.isValid() ? QBrush(color) : QBrush());
    }
}

QString StressProgressModel::cellText(int device, const QString &test, Column column) const
{
    const QStandardItem *cell = testItem(device, test, column);
    return cell ? cell->text() : QString();
}

void StressProgressModel::updateLive(int device, const BenchRecord &record)
{
    for (const QString &test : plan_.tests) {
        const QVector<ProgressPoint> points = record.progress(test);
        if (const BenchResult *result = record.result(test)) {
            setCell(device, test, Progress, percentText(100));
            setCell(device, test, Throughput, QStringLiteral("%1 %2").arg(num(result->value, 2), result->unit));
            setCell(device, test, Errors, QString::number(result->errors), result->errors ? kFail : QColor());
            const bool ok = result->pass && result->errors == 0;
            // A test that measured nothing (p2p with one GPU) is no pass.
            const bool skipped = ok && !result->value && result->details.contains(QStringLiteral("skipped"));
            if (skipped)
                setCell(device, test, Result, tr("not run (needs two GPUs)"));
            else
                setCell(device, test, Result, ok ? tr("pass") : tr("FAIL"), ok ? kPass : kFail);
        } else if (!points.isEmpty() || record.firstFault(test)) {
            if (!points.isEmpty()) {
                setCell(device, test, Progress, percentText(QString::number(points.constLast().percent, 'f', 0)));
                setCell(device, test, Throughput, QStringLiteral("%1 %2").arg(num(points.constLast().throughput, 2), record.unitOf(test)));
            }
            // The runner's own count as its fault and progress lines arrive.
            const quint64 faults = record.faultCount(test);
            setCell(device, test, Errors, tr("%1 so far").arg(faults), faults ? kFail : QColor());
            if (faults > 0 || record.firstFault(test))
                setCell(device, test, Result, tr("FAIL"), kFail);
            else
                setCell(device, test, Result, tr("running"));
        }
    }
}

void StressProgressModel::showVerdict(const StressVerdict &verdict)
{
    for (const GpuVerdict &g : verdict.gpus) {
        const int row = deviceRow_.value(g.device, -1);
        if (row >= 0) {
            item(row, Result)->setText(verdictStatusLabel(g.status));
            item(row, Result)->setForeground(g.status == VerdictStatus::Pass ? kPass : kFail);
        }
        bool stoppedAtFault = false;
        for (const VerdictReason &note : g.notes)
            stoppedAtFault |= note.kind == VerdictReasonKind::StoppedAtFault;
        for (const TestOutcome &t : g.tests) {
            const PhaseTelemetry &p = t.telemetry;
            bool faulted = false;
            for (const VerdictReason &r : g.reasons)
                faulted |= r.kind == VerdictReasonKind::Fault && r.test == t.test;
            if (faulted)
                setCell(g.device, t.test, Result, tr("FAIL"), kFail);
            else if (!t.completed && stoppedAtFault)
                setCell(g.device, t.test, Result, tr("skipped (stopped at a fault)"));
            else if (!t.completed)
                setCell(g.device, t.test, Result, tr("did not finish"), kFail);
            setCell(g.device, t.test, MaxTemperature,
                    sensorMaximaText(p.maxTemperatures));
            setCell(g.device, t.test, Power, tr("%1 / %2 W").arg(num(p.averagePowerWatts), num(p.peakPowerWatts)));
            setCell(g.device, t.test, Clock,
                    tr("%1 / %2 / %3 MHz").arg(num(p.minClockMegahertz), num(p.averageClockMegahertz), num(p.maxClockMegahertz)));
            setCell(g.device, t.test, ClockDrops, QString::number(p.clockDrops));
            setCell(g.device, t.test, Baseline,
                    t.baselineDeltaPercent ? tr("%1%2% vs baseline").arg(*t.baselineDeltaPercent >= 0 ? QStringLiteral("+") : QString()).arg(*t.baselineDeltaPercent, 0, 'f', 1)
                                           : tr("no baseline"));
        }
    }
}

} // namespace rocmtune
