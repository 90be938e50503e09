// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QVector>
#include <QWidget>

#include <optional>

class QLabel;

namespace rocmtune {

class AppContext;
class MetricCard;
class RefreshThrottle;
class TimeControls;
class TimeSeriesPlot;

// The selected GPU at a glance: a header (name, "Simulated" badge, state),
// metric cards with min/max over the shown window and a bar against each
// limit, and live graphs of temperatures, power (with the cap), clocks,
// utilisation, VRAM and fan.
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    enum Graph { Temperatures, Power, Clocks, Utilization, Vram, Fan, GraphCount };

    explicit DashboardView(AppContext *context, QWidget *parent = nullptr);

    TimeSeriesPlot *graph(Graph graph) const { return plots_.value(graph); }
    const QVector<TimeSeriesPlot *> &graphs() const { return plots_; }
    MetricCard *card(MetricId metric) const;
    TimeControls *timeControls() const { return controls_; }
    QLabel *stateBanner() const { return banner_; }
    QLabel *deviceTitle() const { return title_; }
    QLabel *simulatedBadge() const { return badge_; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct CardSpec {
        MetricId metric;
        std::optional<MetricId> limit;     // bar against this metric of the latest sample
        std::optional<double> fixedLimit;  // or against a constant (100 %)
        std::optional<MetricId> barMetric; // bar shows another metric (fan duty)
        MetricCard *card = nullptr;
    };
    void buildCards();
    void buildGraphs();
    void retranslateUi();
    void updateHeader();
    void updateCards();
    void updateCard(CardSpec &spec, int device);

    AppContext *context_;
    QLabel *title_;
    QLabel *badge_;
    QLabel *details_;
    QLabel *banner_;
    TimeControls *controls_;
    QVector<CardSpec> cards_;
    QVector<TimeSeriesPlot *> plots_;
    bool cardsStale_ = true;
    RefreshThrottle *cardThrottle_;
};

} // namespace rocmtune
