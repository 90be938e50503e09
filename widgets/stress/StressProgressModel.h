// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressSession.h"

#include <QStandardItemModel>

namespace rocmtune {

// One row per GPU with one child row per test: live progress, throughput and
// errors while running, then the verdict's per-test figures.
class StressProgressModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Column { Test, Progress, Throughput, Errors, Result, MaxTemperature, Power, Clock, ClockDrops, Baseline, ColumnCount };

    explicit StressProgressModel(QObject *parent = nullptr);

    void reset(const StressPlan &plan, const DeviceList &devices);
    void updateLive(int device, const BenchRecord &record);
    void showVerdict(const StressVerdict &verdict);
    // After a language switch: headers and labels in the new language, every
    // test back to "waiting"; the caller then replays updateLive / showVerdict.
    void retranslate();
    // The GPUs named again (a simulated GPU's name follows a live language switch): the GPU rows take the new names.
    void renameDevices(const DeviceList &devices);
    QString cellText(int device, const QString &test, Column column) const;

private:
    QStandardItem *testItem(int device, const QString &test, Column column) const;
    void setCell(int device, const QString &test, Column column, const QString &text, const QColor &color = QColor());

    void setHeaderTexts();

    StressPlan plan_;
    DeviceList devices_;
    QMap<int, int> deviceRow_;
};

} // namespace rocmtune
