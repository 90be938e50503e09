// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's Fleet view against the real Prometheus: every node and the five
// GPUs, a GPU's last hour in the plot widget, and the messages for no URL,
// an unreachable server and a server without rocmtune series.
#include "core/fleet/FleetText.h"
#include "core/i18n/Language.h"
#include "tests/fleet/FleetEnvironment.h"
#include "widgets/context/AppContext.h"
#include "widgets/fleet/FleetGpuGraphs.h"
#include "widgets/fleet/FleetSetupSteps.h"
#include "widgets/fleet/FleetView.h"
#include "widgets/plot/TimeSeriesPlot.h"
#include "widgets/settings/SettingsDialog.h"

#include <QApplication>
#include <QEventLoop>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTimer>
#include <QTreeWidget>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

// A context that is never started: the view only needs its settings.
std::unique_ptr<AppContext> contextWith(const QString &url)
{
    AppSettings settings;
    settings.prometheusUrl = url;
    return std::make_unique<AppContext>([] { return DeviceSetResult{}; }, settings);
}

bool waitFor(QObject *sender, const char *signal, int timeoutMs = 10000)
{
    QSignalSpy spy(sender, signal);
    return spy.wait(timeoutMs);
}

} // namespace

TEST(FleetView, ListsEveryNodeAndGpuAndDrawsOneGpusHour)
{
    auto context = contextWith(FleetEnvironment::instance()->prometheusUrl());
    FleetView view(context.get());
    view.resize(1200, 800);
    QSignalSpy graphs(&view, &FleetView::graphsUpdated);
    view.show(); // refreshes
    ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated()))) << "no answer from Prometheus";
    ASSERT_TRUE(view.fleet().has_value()) << view.statusLabel()->text().toStdString();

    QTreeWidget *tree = view.tree();
    ASSERT_EQ(tree->topLevelItemCount(), 3);
    QMap<QString, int> gpus;
    for (int n = 0; n < tree->topLevelItemCount(); ++n) {
        QTreeWidgetItem *node = tree->topLevelItem(n);
        gpus.insert(node->text(0).section(QLatin1Char(' '), 0, 0), node->childCount());
        for (int g = 0; g < node->childCount(); ++g) {
            QTreeWidgetItem *item = node->child(g);
            EXPECT_EQ(item->text(FleetText::Gpu), QString::number(g));
            EXPECT_TRUE(item->text(FleetText::Name).contains(QLatin1String("(simulated)")));
            for (auto column : {FleetText::Temperature, FleetText::Power, FleetText::Utilization, FleetText::Throttle, FleetText::LastSeen}) {
                EXPECT_FALSE(item->text(column).isEmpty()) << column;
                EXPECT_NE(item->text(column), QStringLiteral("N/A")) << column;
            }
        }
    }
    EXPECT_EQ(gpus.value(FleetEnvironment::instance()->exporter(0).instance()), 3);
    EXPECT_EQ(gpus.value(FleetEnvironment::instance()->exporter(1).instance()), 2);
    EXPECT_EQ(gpus.value(FleetEnvironment::instance()->deadTarget()), 0);
    EXPECT_TRUE(view.statusLabel()->text().startsWith(QLatin1String("3 nodes, 5 GPUs"))) << view.statusLabel()->text().toStdString();
    // GPUs listed: the table, not the steps for an empty fleet.
    EXPECT_TRUE(tree->isVisible());
    EXPECT_FALSE(view.emptyHint()->isVisible());

    // The first GPU's graphs load by themselves; a click on another loads its.
    if (graphs.isEmpty()) {
        ASSERT_TRUE(graphs.wait(10000));
    }
    ASSERT_NE(view.graphs(), nullptr);
    const QString second = FleetEnvironment::instance()->exporter(1).instance();
    graphs.clear();
    ASSERT_TRUE(view.selectGpu(second, QStringLiteral("1")));
    ASSERT_TRUE(graphs.wait(10000));
    FleetGpuGraphs *drawn = view.graphs();
    ASSERT_NE(drawn, nullptr);
    ASSERT_EQ(drawn->plots().size(), 4);
    QApplication::processEvents();
    for (TimeSeriesPlot *plot : drawn->plots())
        plot->refresh();
    TimeSeriesPlot *temperatures = drawn->plots()[0];
    EXPECT_GT(temperatures->seriesGraph(0)->dataCount(), 0) << "edge temperature line is empty";
    EXPECT_GT(drawn->plots()[1]->seriesGraph(0)->dataCount(), 0) << "power line is empty";
    EXPECT_GT(drawn->context()->history().size(0), 0);
    EXPECT_EQ(drawn->context()->timeRange()->windowMs(), FleetGpuGraphs::kWindowMs);
}

// Issue 37 (review D24): no GPU to list yet: the steps that bring the machines in (an exporter, Prometheus, its
// address in Settings), not an empty table and "Click a GPU to see its last hour". The steps are numbered, one
// under the other with room between them, the exporter's command on a line of its own (not one block of text).
static void expectStepsInsteadOfTable(const FleetView &view)
{
    EXPECT_FALSE(view.tree()->isVisible());
    const FleetSetupSteps *steps = view.emptyHint();
    EXPECT_TRUE(steps->isVisible());
    const QString hint = steps->plainText();
    EXPECT_TRUE(hint.contains(QLatin1String("rocmtune-cli export"))) << hint.toStdString();
    EXPECT_TRUE(hint.contains(QLatin1String("Settings"))) << hint.toStdString();
    EXPECT_TRUE(hint.contains(QLatin1String("Prometheus"))) << hint.toStdString();
    EXPECT_EQ(steps->commandLine()->text(), QStringLiteral("rocmtune-cli export --listen 0.0.0.0:9400"));
    EXPECT_TRUE(steps->commandLine()->isVisible());
    int previousBottom = steps->intro()->geometry().bottom();
    for (int i = 0; i < FleetSetupSteps::kStepCount; ++i) {
        const QLabel *number = steps->stepNumber(i);
        const QLabel *text = steps->stepText(i);
        ASSERT_TRUE(number && text);
        EXPECT_TRUE(number->isVisible() && text->isVisible()) << i;
        EXPECT_EQ(number->text(), QStringLiteral("%1.").arg(i + 1));
        EXPECT_FALSE(text->text().isEmpty()) << i;
        EXPECT_FALSE(text->text().front().isDigit()) << "the number is its own label: " << text->text().toStdString();
        // The sentence after its number, on the number's line; each step below the one before, apart from it.
        EXPECT_GT(text->geometry().left(), number->geometry().right()) << i;
        EXPECT_EQ(text->geometry().top(), number->geometry().top()) << i;
        EXPECT_GE(text->geometry().top() - previousBottom, 10) << "step " << i + 1 << " is " << text->geometry().top() - previousBottom
                                                              << " px under the line above it";
        previousBottom = (i == 0 ? steps->commandLine() : text)->geometry().bottom();
    }
    const auto *title = view.findChild<QLabel *>(QStringLiteral("fleetGraphTitle"));
    ASSERT_NE(title, nullptr);
    EXPECT_FALSE(title->isVisible()) << title->text().toStdString();
}

TEST(FleetView, SaysWhyThereIsNothingToShow)
{
    {
        auto context = contextWith(QString());
        FleetView view(context.get());
        view.show();
        EXPECT_TRUE(view.statusLabel()->text().contains(QLatin1String("Settings"))) << view.statusLabel()->text().toStdString();
        EXPECT_EQ(view.tree()->topLevelItemCount(), 0);
        expectStepsInsteadOfTable(view);
    }
    {
        const QString closed = QStringLiteral("http://127.0.0.1:%1").arg(FleetEnvironment::closedPort());
        auto context = contextWith(closed);
        FleetView view(context.get());
        view.show();
        ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated())));
        EXPECT_TRUE(view.statusLabel()->text().startsWith(QStringLiteral("Cannot reach Prometheus at ") + closed))
            << view.statusLabel()->text().toStdString();
        EXPECT_EQ(view.tree()->topLevelItemCount(), 0);
        expectStepsInsteadOfTable(view);
    }
    {
        auto context = contextWith(FleetEnvironment::instance()->emptyPrometheusUrl());
        FleetView view(context.get());
        view.show();
        ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated())));
        EXPECT_TRUE(view.statusLabel()->text().contains(QLatin1String("no rocmtune_gpu_info series")))
            << view.statusLabel()->text().toStdString();
        expectStepsInsteadOfTable(view);
    }
}

TEST(FleetView, FollowsTheSettingsUrl)
{
    auto context = contextWith(FleetEnvironment::instance()->emptyPrometheusUrl());
    FleetView view(context.get());
    view.show();
    ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated())));
    EXPECT_FALSE(view.fleet().has_value());
    AppSettings settings = context->settings();
    settings.prometheusUrl = FleetEnvironment::instance()->prometheusUrl();
    context->setSettings(settings); // as Settings → OK does
    ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated())));
    ASSERT_TRUE(view.fleet().has_value()) << view.statusLabel()->text().toStdString();
    EXPECT_EQ(view.fleet()->presentGpuCount(), 5);
}

TEST(FleetView, SpeaksChinese)
{
    ASSERT_TRUE(applyLanguage(QStringLiteral("zh_CN")));
    {
        auto context = contextWith(FleetEnvironment::instance()->prometheusUrl());
        FleetView view(context.get());
        view.show();
        ASSERT_TRUE(waitFor(&view, SIGNAL(fleetUpdated())));
        EXPECT_EQ(view.windowTitle(), QStringLiteral("集群"));
        EXPECT_TRUE(view.statusLabel()->text().startsWith(QStringLiteral("3 个节点，5 块 GPU，0 个告警正在触发")))
            << view.statusLabel()->text().toStdString();
        EXPECT_EQ(view.tree()->headerItem()->text(FleetText::Utilization), QStringLiteral("利用率%"));
        QStringList nodeLines;
        for (int n = 0; n < view.tree()->topLevelItemCount(); ++n)
            nodeLines << view.tree()->topLevelItem(n)->text(0);
        EXPECT_EQ(nodeLines.filter(QStringLiteral("：在线，")).size(), 2) << nodeLines.join(QLatin1Char('\n')).toStdString();
        EXPECT_EQ(nodeLines.filter(QStringLiteral("：离线（")).size(), 1) << nodeLines.join(QLatin1Char('\n')).toStdString();
    }
    ASSERT_TRUE(applyLanguage(QStringLiteral("en")));
}

TEST(FleetView, SettingsCarryThePrometheusUrl)
{
    AppSettings start;
    start.prometheusUrl = QStringLiteral("http://old:9090");
    SettingsDialog dialog(start, 1);
    EXPECT_EQ(dialog.prometheusUrlEdit()->text(), QStringLiteral("http://old:9090"));
    dialog.prometheusUrlEdit()->setText(QStringLiteral("  http://prometheus.example:9090 "));
    const AppSettings edited = dialog.settings();
    EXPECT_EQ(edited.prometheusUrl, QStringLiteral("http://prometheus.example:9090"));

    QTemporaryDir dir;
    QSettings file(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    edited.save(file);
    AppSettings reloaded;
    reloaded.load(file);
    EXPECT_EQ(reloaded.prometheusUrl, edited.prometheusUrl);
    EXPECT_EQ(reloaded, edited);
}
