// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QFrame>
#include <QVector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace rocmtune {

class AppContext;

// "More" on the dashboard: the selected GPU's long-tail values that have no
// card or graph of their own — SOC/fabric/video/decode clocks, HBM stack and
// voltage-regulator temperatures, PCIe link and replay count, GFX voltage,
// energy, and the RAS state (XGMI/WAFL counts, or "not reported" on a card
// without RAS). Only what the GPU reports is listed. Collapsed or expanded as
// the user left it (QSettings "window/dashboardMoreExpanded").
class MoreValuesSection : public QFrame
{
    Q_OBJECT
public:
    explicit MoreValuesSection(AppContext *context, QWidget *parent = nullptr);

    bool expanded() const;
    void setExpanded(bool expanded);
    // The rows shown now, "label: value" in order (tests).
    QStringList shownRows() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Row {
        std::optional<MetricId> metric; // unset: the RAS row
        QLabel *name = nullptr;
        QLabel *value = nullptr;
    };
    void retranslateUi();
    void refresh();
    void relayout(const QVector<int> &visible);

    AppContext *context_;
    QToolButton *toggle_;
    QWidget *body_;
    QGridLayout *grid_;
    QLabel *empty_;
    QVector<Row> rows_;
    QVector<int> laidOut_;
};

} // namespace rocmtune
