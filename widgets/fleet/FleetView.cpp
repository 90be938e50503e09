// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/fleet/FleetView.h"

#include "core/fleet/FleetText.h"
#include "remote/FleetReader.h"
#include "widgets/common/ThemeColors.h"
#include "widgets/context/AppContext.h"
#include "widgets/fleet/FleetGpuGraphs.h"
#include "widgets/fleet/FleetSetupSteps.h"

#include <QAction>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
enum Role { InstanceRole = Qt::UserRole, JobRole, GpuRole, NameRole };

QString keyOf(const QString &instance, const QString &job, const QString &gpu)
{
    return instance + QLatin1Char('\n') + job + QLatin1Char('\n') + gpu;
}
// A tooltip that shows a server's text as it is: escaped inside a rich-text
// paragraph (a plain string that looks like HTML would be rendered as HTML).
QString plainToolTip(const QString &text)
{
    return text.isEmpty() ? QString() : QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(text.toHtmlEscaped());
}
} // namespace

FleetView::FleetView(AppContext *context, QAction *openSettings, QWidget *parent)
    : QWidget(parent), context_(context), reader_(new FleetReader(this)), source_(new QLabel(this)),
      refresh_(new QPushButton(this)), settingsButton_(new QToolButton(this)), status_(new QLabel(this)),
      pages_(new QStackedWidget(this)), emptyHint_(new FleetSetupSteps(pages_)), splitter_(new QSplitter(Qt::Vertical, pages_)), tree_(new QTreeWidget(splitter_)), graphPane_(new QWidget(splitter_)),
      graphLayout_(new QVBoxLayout(graphPane_)), graphTitle_(new QLabel(graphPane_)), timer_(new QTimer(this))
{
    setObjectName(QStringLiteral("fleetView"));
    // Every label here may show a server's words (URL, errors, label
    // values): plain text, never rich text a hostile server could shape.
    for (QLabel *label : {source_, status_, graphTitle_})
        label->setTextFormat(Qt::PlainText);
    source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("fleetStatus"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (openSettings)
        settingsButton_->setDefaultAction(openSettings);
    else
        settingsButton_->hide();
    settingsButton_->setToolButtonStyle(Qt::ToolButtonTextOnly);

    tree_->setObjectName(QStringLiteral("fleetTree"));
    tree_->setColumnCount(FleetText::ColumnCount);
    tree_->setRootIsDecorated(false);
    tree_->setItemsExpandable(false);
    tree_->setUniformRowHeights(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    graphTitle_->setObjectName(QStringLiteral("fleetGraphTitle"));
    graphTitle_->setWordWrap(true);
    graphLayout_->setContentsMargins(0, 4, 0, 0);
    graphLayout_->addWidget(graphTitle_, 0, Qt::AlignTop); // the graphs below take the rest (stretch 1)
    splitter_->setChildrenCollapsible(false);
    splitter_->setStretchFactor(0, 2);
    splitter_->setStretchFactor(1, 3);
    splitter_->setSizes({220, 480}); // the list a third, the graphs the rest

    auto *bar = new QHBoxLayout;
    bar->addWidget(source_, 1);
    bar->addWidget(settingsButton_);
    bar->addWidget(refresh_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(status_);
    // No GPU to list yet (no address, no answer, no exporter): what to do, not an empty table and a hint to click.
    pages_->addWidget(emptyHint_);
    pages_->addWidget(splitter_);
    layout->addWidget(pages_, 1);

    timer_->setInterval(kRefreshMs);
    connect(timer_, &QTimer::timeout, this, &FleetView::refresh);
    connect(refresh_, &QPushButton::clicked, this, &FleetView::refresh);
    connect(reader_, &FleetReader::fleetReady, this, &FleetView::showFleet);
    connect(reader_, &FleetReader::fleetFailed, this, &FleetView::showFleetError);
    connect(reader_, &FleetReader::historyReady, this,
            [this](const QString &instance, const QString &job, const QString &gpu, const QVector<Sample> &samples) {
                if (keyOf(instance, job, gpu) != selectedKey_)
                    return;
                delete graphs_;
                graphs_ = new FleetGpuGraphs(context_->settings(), samples, graphPane_);
                graphLayout_->insertWidget(1, graphs_, 1);
                graphError_.clear();
                retranslateUi();
                emit graphsUpdated();
            });
    connect(reader_, &FleetReader::historyFailed, this, [this](const QString &message) {
        graphError_ = message;
        retranslateUi();
        emit graphsUpdated();
    });
    // A click loads the hour again (fresh data); moving the selection loads a new GPU's.
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { loadGraphs(item, true); });
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) { loadGraphs(item, false); });
    connect(context_, &AppContext::settingsChanged, this, &FleetView::applySettings);

    url_ = context_->settings().prometheusUrl;
    FetchFailure failure;
    if (!url_.isEmpty() && !reader_->setUrl(url_, &failure))
        error_ = failure.describe();
    retranslateUi();
}

void FleetView::applySettings()
{
    if (graphs_)
        graphs_->setSettings(context_->settings());
    const QString url = context_->settings().prometheusUrl;
    if (url == url_)
        return;
    url_ = url;
    fleet_.reset();
    error_.clear();
    FetchFailure failure;
    if (!url_.isEmpty() && !reader_->setUrl(url_, &failure))
        error_ = failure.describe();
    fillTree();
    retranslateUi();
    if (isVisible())
        refresh();
}

void FleetView::refresh()
{
    if (url_.isEmpty())
        return;
    FetchFailure failure;
    if (!reader_->setUrl(url_, &failure)) {
        error_ = failure.describe();
        retranslateUi();
        emit fleetUpdated();
        return;
    }
    reader_->refresh();
}

void FleetView::showFleet(const FleetSnapshot &snapshot)
{
    fleet_ = snapshot;
    error_.clear();
    fillTree();
    // The first time, the first GPU's graphs come up without a click.
    if (selectedKey_.isEmpty() && tree_->topLevelItemCount() > 0) {
        for (int n = 0; n < tree_->topLevelItemCount() && selectedKey_.isEmpty(); ++n) {
            if (tree_->topLevelItem(n)->childCount() > 0)
                tree_->setCurrentItem(tree_->topLevelItem(n)->child(0));
        }
    }
    retranslateUi();
    emit fleetUpdated();
}

void FleetView::showFleetError(const QString &message)
{
    error_ = message;
    fleet_.reset();
    fillTree();
    retranslateUi();
    emit fleetUpdated();
}

void FleetView::fillTree()
{
    const QString keep = selectedKey_;
    tree_->blockSignals(true);
    tree_->clear();
    if (fleet_) {
        const ThemeColors colors = ThemeColors::resolve(palette(), context_->settings().graphTheme);
        const double now = fleet_->evaluatedAtSec;
        for (const FleetNode &node : fleet_->nodes) {
            auto *nodeItem = new QTreeWidgetItem(tree_);
            nodeItem->setText(0, FleetText::nodeLine(node, now));
            nodeItem->setFirstColumnSpanned(true);
            nodeItem->setFlags(Qt::ItemIsEnabled);
            QFont bold = nodeItem->font(0);
            bold.setBold(true);
            nodeItem->setFont(0, bold);
            if (node.up == false || !node.alerts.isEmpty())
                nodeItem->setForeground(0, colors.health(DeviceHealth::Hot));
            for (const FleetGpu &gpu : node.gpus) {
                auto *item = new QTreeWidgetItem(nodeItem);
                for (int c = 0; c < FleetText::ColumnCount; ++c) {
                    const auto column = static_cast<FleetText::Column>(c);
                    item->setText(c, FleetText::cell(column, gpu, now));
                    if (column != FleetText::Name && column != FleetText::Throttle && column != FleetText::Alerts
                        && column != FleetText::LastSeen)
                        item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
                }
                item->setData(0, InstanceRole, node.instance);
                item->setData(0, JobRole, node.job);
                item->setData(0, GpuRole, gpu.gpu);
                item->setData(0, NameRole, gpu.name);
                QStringList alertTips;
                for (const FleetAlert &a : gpu.alerts)
                    alertTips << (a.summary.isEmpty() ? a.name : a.summary);
                item->setToolTip(FleetText::Alerts, plainToolTip(alertTips.join(QLatin1Char('\n'))));
                item->setToolTip(FleetText::Name, plainToolTip(gpu.uuid));
                if (!gpu.alerts.isEmpty())
                    item->setForeground(FleetText::Alerts, colors.health(DeviceHealth::Hot));
                if (gpu.eccUncorrectable.value_or(0) > 0)
                    item->setForeground(FleetText::Ecc, colors.health(DeviceHealth::Hot));
                if (gpu.temperatureCelsius && gpu.temperatureCriticalCelsius
                    && *gpu.temperatureCelsius >= *gpu.temperatureCriticalCelsius - 5)
                    item->setForeground(FleetText::Temperature, colors.health(DeviceHealth::Hot));
                if (!gpu.present || gpu.readable == false)
                    for (int c = 0; c < FleetText::ColumnCount; ++c)
                        item->setForeground(c, colors.health(DeviceHealth::Lost));
                if (keyOf(node.instance, node.job, gpu.gpu) == keep)
                    tree_->setCurrentItem(item);
            }
        }
        tree_->expandAll();
    }
    tree_->blockSignals(false);
}

bool FleetView::selectGpu(const QString &instance, const QString &gpu)
{
    for (int n = 0; n < tree_->topLevelItemCount(); ++n) {
        QTreeWidgetItem *node = tree_->topLevelItem(n);
        for (int g = 0; g < node->childCount(); ++g) {
            QTreeWidgetItem *item = node->child(g);
            if (item->data(0, InstanceRole).toString() == instance && item->data(0, GpuRole).toString() == gpu) {
                tree_->setCurrentItem(item); // loads the graphs through currentItemChanged
                return true;
            }
        }
    }
    return false;
}

void FleetView::loadGraphs(QTreeWidgetItem *item, bool again)
{
    if (!item || !item->parent())
        return;
    const QString instance = item->data(0, InstanceRole).toString();
    const QString job = item->data(0, JobRole).toString();
    const QString gpu = item->data(0, GpuRole).toString();
    const QString key = keyOf(instance, job, gpu);
    if (key == selectedKey_ && graphs_ && !again)
        return;
    selectedKey_ = key;
    selectedTitle_ = item->data(0, NameRole).toString();
    graphError_.clear();
    reader_->fetchHistory(instance, job, gpu);
    retranslateUi();
}

void FleetView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    timer_->start();
    refresh();
}

void FleetView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    timer_->stop();
}

void FleetView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        fillTree();
        retranslateUi();
    }
}

void FleetView::retranslateUi()
{
    setWindowTitle(tr("Fleet")); // the tab name
    refresh_->setText(tr("&Refresh"));
    refresh_->setEnabled(!url_.isEmpty());
    QStringList headers;
    for (int c = 0; c < FleetText::ColumnCount; ++c)
        headers << FleetText::header(static_cast<FleetText::Column>(c));
    tree_->setHeaderLabels(headers);
    source_->setText(url_.isEmpty() ? tr("Prometheus: not set") : tr("Prometheus: %1").arg(url_));

    if (url_.isEmpty())
        status_->setText(tr("Set the address of the Prometheus server that scrapes your machines' exporters in Settings "
                            "(“Prometheus for the Fleet view”) to see every node and GPU here."));
    else if (!error_.isEmpty())
        status_->setText(error_);
    else if (fleet_)
        status_->setText(tr("%1. Updated %2; click a GPU for its last hour.")
                             .arg(FleetText::summary(*fleet_),
                                  QLocale().toString(QDateTime::fromSecsSinceEpoch(static_cast<qint64>(fleet_->evaluatedAtSec)).time(),
                                                     QLocale::ShortFormat)));
    else
        status_->setText(tr("Asking Prometheus…"));
    status_->setProperty("error", !error_.isEmpty());
    const bool anyGpu = fleet_ && fleet_->gpuCount() > 0;
    pages_->setCurrentWidget(anyGpu ? static_cast<QWidget *>(splitter_) : emptyHint_);
    emptyHint_->retranslate();

    if (selectedKey_.isEmpty())
        graphTitle_->setText(fleet_ ? tr("Click a GPU to see its last hour.") : QString()); // nothing to click yet: no hint
    else if (!graphError_.isEmpty())
        graphTitle_->setText(graphError_);
    else {
        const QStringList parts = selectedKey_.split(QLatin1Char('\n'));
        graphTitle_->setText(tr("GPU %1 (%2) on %3, the last hour from Prometheus")
                                 .arg(parts.value(2), selectedTitle_, parts.value(0)));
    }
}

} // namespace rocmtune
