// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/PlotEmptyState.h"

#include "core/stress/BenchRecord.h"
#include "core/telemetry/Sample.h"

#include <qcustomplot.h>

namespace rocmtune {

// One graph of a stress run: the telemetry recorded during the run (or the
// runner's throughput), seconds since the run started, with each test phase
// shaded and labelled with the test's name.
class StressRunPlot : public QCustomPlot
{
    Q_OBJECT
public:
    enum class Kind { Temperature, Power, Clock, Throughput };

    explicit StressRunPlot(Kind kind, QWidget *parent = nullptr);

    Kind kind() const { return kind_; }
    QString title() const;
    // Redraws from the run so far.
    void showRun(const QVector<Sample> &telemetry, const BenchRecord &record, qint64 originMs);
    // The sentence shown instead of axes while there is nothing to draw (before any run); empty while lines are drawn.
    QString emptyText() const { return emptyState_.isShown() ? emptyState_.text() : QString(); }
    int phaseMarkerCount() const { return static_cast<int>(phaseItems_.size()); }
    // The plot as PNG bytes (for reports).
    QByteArray toPng(int width, int height);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QString emptySentence() const;
    void clearPhases();
    void addPhases(const BenchRecord &record, qint64 originMs, double yLow, double yHigh);

    Kind kind_;
    QCPTextElement *titleElement_;
    QVector<QCPAbstractItem *> phaseItems_;
    PlotEmptyState emptyState_{this};
    bool ranOnce_ = false; // showRun() was called: "waiting for readings", not "no test yet"
};

} // namespace rocmtune
