// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/FleetSnapshot.h"

#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTimer;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace rocmtune {

class AppContext;
class FleetGpuGraphs;
class FleetReader;
class FleetSetupSteps;

// "Fleet": every node and GPU the Prometheus server in Settings knows from
// rocmtune exporters (temperature, power/cap, utilization, ECC, throttling,
// alerts firing, last seen), refreshed every 15 s while shown. Clicking a GPU
// draws its last hour from range queries (the first GPU's at first). Read-only: it queries Prometheus,
// never the machines. Unreachable Prometheus, no URL or no rocmtune series
// each say so in the status line; while there is no GPU to list, the table
// and graphs give way to the steps that bring the machines in (an exporter
// on each, Prometheus scraping them, its address in Settings).
class FleetView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 15000;

    // openSettings: the main window's Settings action, offered when no URL is set.
    explicit FleetView(AppContext *context, QAction *openSettings = nullptr, QWidget *parent = nullptr);

    void refresh();
    // Selects a GPU row and loads its graphs (as a click does); false if not listed.
    bool selectGpu(const QString &instance, const QString &gpu);

    QTreeWidget *tree() const { return tree_; }
    QLabel *statusLabel() const { return status_; }
    // The steps shown instead of the table while there is no GPU to list.
    FleetSetupSteps *emptyHint() const { return emptyHint_; }
    FleetGpuGraphs *graphs() const { return graphs_; }
    const std::optional<FleetSnapshot> &fleet() const { return fleet_; }

signals:
    // After each refresh's answer (shown or failed) and each graph load; for tests.
    void fleetUpdated();
    void graphsUpdated();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void applySettings();
    void showFleet(const FleetSnapshot &snapshot);
    void showFleetError(const QString &message);
    void fillTree();
    void loadGraphs(QTreeWidgetItem *item, bool again);
    void retranslateUi();

    AppContext *context_;
    FleetReader *reader_;
    QString url_;
    QLabel *source_;
    QPushButton *refresh_;
    QToolButton *settingsButton_;
    QLabel *status_;
    QStackedWidget *pages_;
    FleetSetupSteps *emptyHint_;
    QSplitter *splitter_;
    QTreeWidget *tree_;
    QWidget *graphPane_;
    QVBoxLayout *graphLayout_;
    QLabel *graphTitle_;
    FleetGpuGraphs *graphs_ = nullptr;
    QTimer *timer_;
    std::optional<FleetSnapshot> fleet_;
    QString error_;
    QString selectedKey_; // instance \n job \n gpu of the GPU whose graphs are shown
    QString selectedTitle_;
    QString graphError_;
};

} // namespace rocmtune
