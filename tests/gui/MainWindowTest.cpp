// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/SampleCsv.h"
#include "tests/gui/GuiHarness.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/ThemeColors.h"
#include "widgets/dashboard/MetricCard.h"
#include "widgets/devices/DeviceListModel.h"
#include "widgets/plot/TimeControls.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace rocmtune;
using namespace rocmtune::test;

class MainWindowTest : public QObject
{
    Q_OBJECT

private:
    static double lastKeyMs(const TimeSeriesPlot *plot, int series)
    {
        const auto data = plot->seriesGraph(series)->data();
        return data->isEmpty() ? -1 : (data->constEnd() - 1)->key * 1000.0;
    }

private slots:
    void dashboardShowsTheSimulatedDevicesValues()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(3));
        const Sample *sample = h.context->latestSample(0);
        QVERIFY(sample);
        const MetricFormat format;
        MetricCard *util = h.dashboard->card(MetricId::GpuBusy);
        QCOMPARE(util->valueText(), format.number(MetricId::GpuBusy, *sample->value(MetricId::GpuBusy)));
        MetricCard *power = h.dashboard->card(MetricId::PowerAverage);
        QCOMPARE(power->valueText(), format.number(MetricId::PowerAverage, *sample->value(MetricId::PowerAverage)));
        QCOMPARE(power->unitText(), QStringLiteral("W"));
        QVERIFY2(power->limitText().contains(format.number(MetricId::PowerCap, *sample->value(MetricId::PowerCap))),
                 qPrintable(power->limitText()));
        QVERIFY(power->fraction().has_value());
        QVERIFY(h.dashboard->card(MetricId::TemperatureEdge)->rangeText().startsWith(QStringLiteral("min ")));
        QCOMPARE(h.dashboard->deviceTitle()->text(), h.context->devices()[0].name);
        QVERIFY(h.dashboard->simulatedBadge()->isVisible());
        QVERIFY(h.window->windowTitle().contains(QStringLiteral("Simulated")));

        DeviceListModel *model = h.window->deviceModel();
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(model->index(0).data(DeviceListModel::SimulatedRole).toBool());
        const QString summary = model->index(0).data(DeviceListModel::SummaryRole).toString();
        QVERIFY2(summary.contains(format.text(MetricId::PowerAverage, sample->value(MetricId::PowerAverage))), qPrintable(summary));
        // Identical cards are told apart: the index in the name line, the PCI bus in the summary.
        const QString bus = h.context->devices()[1].pciBusId.mid(5); // "0000:11:00.0" -> "11:00.0"
        QVERIFY(!bus.isEmpty());
        QVERIFY2(model->index(1).data(DeviceListModel::SummaryRole).toString().startsWith(QStringLiteral("PCI ") + bus), qPrintable(bus));
        QCOMPARE(model->index(1).data().toString(), QStringLiteral("1 · %1").arg(h.context->devices()[1].name));
        QCOMPARE(model->index(1).data(DeviceListModel::ModelNameRole).toString(), h.context->devices()[1].name);
        // A name given in Settings replaces the model name in the list.
        AppSettings named = h.context->settings();
        named.deviceNames.insert(h.context->devices()[1].stableId(), QStringLiteral("rack 2 left"));
        h.context->setSettings(named);
        QCOMPARE(model->index(1).data().toString(), QStringLiteral("1 · rack 2 left"));
        QVERIFY(model->index(1).data(Qt::ToolTipRole).toString().contains(h.context->devices()[1].name));
        // Colours of eight GPUs in one graph are all different, in both looks.
        for (GraphTheme theme : {GraphTheme::Light, GraphTheme::Dark}) {
            const ThemeColors colors = ThemeColors::resolve(QPalette(), theme);
            for (int a = 0; a < 8; ++a) {
                for (int b = a + 1; b < 8; ++b) {
                    // Two colours differ in hue (both coloured) or, where one is grey, clearly in lightness;
                    // a light and a dark blue (GPU 0 and 5 before) do not count as different.
                    const QColor ca = colors.series(a), cb = colors.series(b);
                    const bool coloured = ca.hslSaturation() > 60 && cb.hslSaturation() > 60;
                    const int hue = std::abs(ca.hslHue() - cb.hslHue());
                    const bool distinct = coloured ? std::min(hue, 360 - hue) >= 12 : std::abs(ca.lightness() - cb.lightness()) >= 60
                                                                                          || ca.hslSaturation() > 60 || cb.hslSaturation() > 60;
                    QVERIFY2(distinct,
                             qPrintable(QStringLiteral("series %1 and %2: %3 %4").arg(a).arg(b).arg(ca.name(), cb.name())));
                }
            }
        }

        TimeSeriesPlot *powerPlot = h.dashboard->graph(DashboardView::Power);
        QVERIFY(powerPlot->seriesGraph(0)->dataCount() >= 1);
        QCOMPARE((powerPlot->seriesGraph(0)->data()->constEnd() - 1)->value, *sample->value(MetricId::PowerAverage));
        QCOMPARE((powerPlot->seriesGraph(1)->data()->constEnd() - 1)->value, *sample->value(MetricId::PowerCap));
    }

    void clickingAnotherDeviceSwitchesTheDashboard()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        QListView *list = h.window->deviceList();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(h.window->deviceModel()->index(1)).center());
        QCOMPARE(h.context->currentDevice(), 1);
        QCOMPARE(h.dashboard->deviceTitle()->text(), h.context->devices()[1].name);
        QVERIFY(h.tick(1));
        const Sample *sample = h.context->latestSample(1);
        QCOMPARE(h.dashboard->card(MetricId::PowerAverage)->valueText(),
                 MetricFormat().number(MetricId::PowerAverage, *sample->value(MetricId::PowerAverage)));
        // Device 1 is an Instinct MI210: no fan.
        QCOMPARE(h.dashboard->card(MetricId::FanRpm)->valueText(), MetricFormat::notAvailable());
        QCOMPARE(h.dashboard->graph(DashboardView::Fan)->seriesGraph(0)->dataCount(), 0);
        QCOMPARE((h.dashboard->graph(DashboardView::Power)->seriesGraph(0)->data()->constEnd() - 1)->value,
                 *sample->value(MetricId::PowerAverage));
        // The VRAM graph ends at this card's total (64 GiB): its top means "full".
        const double totalGib = MetricFormat().toDisplay(MetricId::VramTotal, *sample->value(MetricId::VramTotal));
        QVERIFY(totalGib > 60.0);
        QTRY_COMPARE(h.dashboard->graph(DashboardView::Vram)->yAxis->range().upper, totalGib);
        // Keyboard: Ctrl+PgUp goes back.
        QTest::keyClick(h.window.get(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(h.context->currentDevice(), 0);
        QCOMPARE(list->currentIndex().row(), 0);
        const double xtxGib = MetricFormat().toDisplay(MetricId::VramTotal, *h.context->latestSample(0)->value(MetricId::VramTotal));
        QTRY_COMPARE(h.dashboard->graph(DashboardView::Vram)->yAxis->range().upper, xtxGib);
    }

    void windowPresetChangesTheTimeAxis()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Temperatures);
        // A first start: the 5-minute window spans the few seconds recorded (in
        // steps of 30 s), not a sliver at the right edge.
        QCOMPARE(qRound(plot->xAxis->range().size()), 30);
        // With hours recorded the presets span what they say.
        const qint64 last = h.context->timeRange()->dataLastMs();
        h.context->timeRange()->setDataExtent(last - 2 * 3600'000, last);
        QCOMPARE(qRound(plot->xAxis->range().size()), 300); // default: 5 minutes
        QTest::keyClick(h.window.get(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(qRound(plot->xAxis->range().size()), 60);
        QCOMPARE(h.dashboard->timeControls()->windowBox()->currentData().toLongLong(), 60'000);
        QTest::keyClick(h.window.get(), Qt::Key_4, Qt::AltModifier);
        QCOMPARE(qRound(plot->xAxis->range().size()), 3600);
        QCOMPARE(qRound64(plot->xAxis->range().upper * 1000.0), h.context->timeRange()->dataLastMs());
    }

    void pausingStopsUpdatesAndResumeCatchesUp()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Power);
        const double frozenKey = lastKeyMs(plot, 0);
        const QString frozenRange = h.dashboard->timeControls()->historyBar()->toolTip();
        // Space elsewhere (the GPU list has the focus) is not a pause.
        h.window->deviceList()->setFocus();
        QTest::keyClick(h.window->deviceList(), Qt::Key_Space);
        QVERIFY(h.context->timeRange()->following());
        auto *banner = plot->findChild<QLabel *>(QStringLiteral("pauseBanner"));
        QVERIFY(banner && !banner->isVisible());
        // In a graph with the focus it is.
        plot->setFocus();
        QTest::keyClick(plot, Qt::Key_Space);
        QVERIFY(!h.context->timeRange()->following());
        QVERIFY(h.dashboard->timeControls()->pauseButton()->isChecked());
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("End")));
        // Issue 37 (review D15): at the foot of the data area, clear of the title and legend row above it.
        QVERIFY2(banner->geometry().top() > plot->axisRect()->rect().top() && banner->geometry().bottom() <= plot->axisRect()->rect().bottom(),
                 qPrintable(QStringLiteral("banner %1-%2, data area %3-%4").arg(banner->geometry().top()).arg(banner->geometry().bottom())
                                .arg(plot->axisRect()->rect().top()).arg(plot->axisRect()->rect().bottom())));
        h.withBackend([](SimulatedBackend *b) { b->advanceSeconds(5); });
        const int replots = plot->replotCount();
        QVERIFY(h.tick(3));
        QCOMPARE(lastKeyMs(plot, 0), frozenKey);
        QCOMPARE(plot->replotCount(), replots);
        // The cards stay live while the graphs are paused.
        const Sample *latest = h.context->latestSample(0);
        QVERIFY(latest && latest->value(MetricId::PowerAverage));
        QTRY_COMPARE(h.dashboard->card(MetricId::PowerAverage)->valueText(),
                     MetricFormat().number(MetricId::PowerAverage, *latest->value(MetricId::PowerAverage)));
        QTest::mouseClick(h.dashboard->timeControls()->pauseButton(), Qt::LeftButton);
        QVERIFY(h.context->timeRange()->following());
        QVERIFY(!banner->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(lastKeyMs(plot, 0), static_cast<double>(h.context->timeRange()->dataLastMs()));
        QVERIFY(lastKeyMs(plot, 0) > frozenKey);
    }

    void dragAndWheelMoveTheSharedTimeAxis()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(3));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Clocks);
        TimeSeriesPlot *other = h.dashboard->graph(DashboardView::Power);
        const QPoint centre = plot->axisRect()->rect().center();
        const double before = plot->xAxis->range().size();
        QWheelEvent wheel(centre, plot->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(plot, &wheel);
        QCoreApplication::processEvents();
        QVERIFY(plot->xAxis->range().size() < before);
        QVERIFY2(!h.context->timeRange()->following(), "zooming pauses following");
        QCOMPARE(other->xAxis->range().lower, plot->xAxis->range().lower);
        QCOMPARE(other->xAxis->range().upper, plot->xAxis->range().upper);
    }

    void clickingALegendEntryHidesAndShowsTheSeries()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Temperatures);
        plot->replot();
        QCPAbstractLegendItem *item = plot->legendItemOf(1);
        QVERIFY(item);
        const QPoint at = item->rect().center();
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QVERIFY(!plot->isSeriesVisible(1));
        QVERIFY(plot->isSeriesVisible(0));
        QVERIFY(!plot->readoutAt(h.context->timeRange()->dataLastMs()).contains(QStringLiteral("Junction")));
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QVERIFY(plot->isSeriesVisible(1));
        QVERIFY(plot->readoutAt(h.context->timeRange()->dataLastMs()).contains(QStringLiteral("Junction")));
    }

    void crosshairReadoutListsEveryVisibleSeries()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Power);
        const qint64 t = h.context->timeRange()->dataLastMs();
        const QString text = plot->readoutAt(t);
        const MetricFormat format;
        const Sample *s = h.context->latestSample(0);
        QVERIFY2(text.contains(format.text(MetricId::PowerAverage, s->value(MetricId::PowerAverage))), qPrintable(text));
        QVERIFY2(text.contains(format.text(MetricId::PowerCap, s->value(MetricId::PowerCap))), qPrintable(text));
    }

    void csvExportWritesTheDataInView()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(4));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("power.csv"));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Power);
        QString error;
        QVERIFY2(plot->exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList header = SampleCsv::splitLine(lines.value(0));
        const int power = static_cast<int>(header.indexOf(QStringLiteral("power_average [W]")));
        QVERIFY(power >= 0);
        QVERIFY(header.contains(QStringLiteral("power_cap [W]")));
        const TimeRange *range = h.context->timeRange();
        const Series series = h.context->history().query(0, MetricId::PowerAverage, range->fromMs(), range->toMs());
        QCOMPARE(lines.size() - 1, series.values.size());
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList row = SampleCsv::splitLine(lines[i]);
            QCOMPARE(row[2], QStringLiteral("0")); // the dashboard's device only
            QCOMPARE(row[power].toDouble(), series.values[i - 1]);
        }
        QVERIFY(plot->exportPng(dir.filePath(QStringLiteral("power.png"))));
        QVERIFY(QImage(dir.filePath(QStringLiteral("power.png"))).width() > 100);
    }

    void lostDeviceIsShownAsLostWithoutACrash()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        h.withBackend([](SimulatedBackend *b) { b->setDeviceLost(1, true); });
        QVERIFY(h.tick(2));
        const QModelIndex row = h.window->deviceModel()->index(1);
        QCOMPARE(row.data(DeviceListModel::StateRole).toInt(), static_cast<int>(DeviceState::Lost));
        QCOMPARE(row.data(DeviceListModel::HealthRole).toInt(), static_cast<int>(DeviceHealth::Lost));
        QVERIFY(row.data(DeviceListModel::SummaryRole).toString().contains(QStringLiteral("Lost")));
        h.context->setCurrentDevice(1);
        QVERIFY(h.dashboard->stateBanner()->isVisible());
        QVERIFY(h.dashboard->stateBanner()->text().contains(QStringLiteral("lost")));
        QCOMPARE(h.dashboard->card(MetricId::PowerAverage)->valueText(), MetricFormat::notAvailable());
        h.window->showView(h.overview);
        QVERIFY(h.tick(2));
        h.withBackend([](SimulatedBackend *b) { b->setDeviceLost(1, false); });
        h.window->showView(h.dashboard);
        QVERIFY(h.tick(1));
        QVERIFY(!h.dashboard->stateBanner()->isVisible());
        QCOMPARE(h.window->deviceModel()->index(1).data(DeviceListModel::StateRole).toInt(), static_cast<int>(DeviceState::Ok));
    }

    void overviewComparesOneMetricAcrossGpus()
    {
        GuiHarness h(3);
        QVERIFY(h.ready);
        QVERIFY(h.tick(2));
        h.window->showView(h.overview);
        QCoreApplication::processEvents();
        TimeSeriesPlot *plot = h.overview->plot();
        QCOMPARE(plot->seriesCount(), 3);
        h.overview->setMetric(MetricId::PowerAverage);
        QVERIFY(h.tick(1));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(plot->series()[i].deviceIndex, i);
            QCOMPARE((plot->seriesGraph(i)->data()->constEnd() - 1)->value,
                     *h.context->latestSample(i)->value(MetricId::PowerAverage));
        }
    }

    void hiddenGraphsAreNotRedrawn()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(1));
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Power);
        h.window->showView(h.overview);
        QCoreApplication::processEvents();
        const int replots = plot->replotCount();
        QVERIFY(h.tick(3));
        QCOMPARE(plot->replotCount(), replots);
        QVERIFY(plot->isStale());
        h.window->showView(h.dashboard);
        QTRY_VERIFY(!plot->isStale());
        QCOMPARE(lastKeyMs(plot, 0), static_cast<double>(h.context->timeRange()->dataLastMs()));
    }

    void graphsSkipSlidesOfLessThanAPixel()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QVERIFY(h.tick(1));
        h.context->timeRange()->setSlideThrottle(true);
        TimeSeriesPlot *plot = h.dashboard->graph(DashboardView::Power);
        const double drawnKey = lastKeyMs(plot, 0);
        const int replots = plot->replotCount();
        QVERIFY(h.tick(3)); // 15 ms apart; a pixel of 5 minutes is ~500 ms
        QCOMPARE(plot->replotCount(), replots);
        QCOMPARE(lastKeyMs(plot, 0), drawnKey);
        QTest::keyClick(h.window.get(), Qt::Key_1, Qt::AltModifier); // user actions always draw
        QCOMPARE(lastKeyMs(plot, 0), static_cast<double>(h.context->timeRange()->dataLastMs()));
        QTest::qWait(plot->axisRect()->width() > 0 ? 60'000 / plot->axisRect()->width() + 20 : 200);
        QVERIFY(h.tick(1)); // more than a pixel of the 1-minute window later
        QCOMPARE(lastKeyMs(plot, 0), static_cast<double>(h.context->timeRange()->dataLastMs()));
    }

    void viewsRegisterAsTabsAndFollowTheirTitle()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        auto *extra = new QWidget;
        extra->setWindowTitle(QStringLiteral("Tuning"));
        const int index = h.window->addView(extra);
        QCOMPARE(h.window->viewTabs()->tabText(index), QStringLiteral("Tuning"));
        extra->setWindowTitle(QStringLiteral("调优"));
        QCOMPARE(h.window->viewTabs()->tabText(index), QStringLiteral("调优"));
        QTest::keyClick(h.window.get(), static_cast<Qt::Key>(Qt::Key_1 + index), Qt::ControlModifier);
        QCOMPARE(h.window->currentView(), extra);
        // A language change re-runs every view's retranslateUi without losing state.
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(h.dashboard, &change);
        QCOMPARE(h.window->viewTabs()->tabText(0), h.dashboard->windowTitle());
        QVERIFY(!h.dashboard->graph(DashboardView::Power)->title().isEmpty());
    }
};

int runShellFeaturesTest(int argc, char *argv[]);
int runPlotCostTest(int argc, char *argv[]);
int runFrameCacheTest(int argc, char *argv[]);
int runSteadyAxisTest(int argc, char *argv[]);
int runEccCardTest(int argc, char *argv[]);
int runMoreValuesTest(int argc, char *argv[]);
int runWindowFitTest(int argc, char *argv[]);
int runTimeRangeTest(int argc, char *argv[]);
int runLookAndFeelTest(int argc, char *argv[]);
int runThrottleBandsTest(int argc, char *argv[]);

int main(int argc, char *argv[])
{
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit()); // never touch the user's settings
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rocmtune-gui-tests"));
    MainWindowTest test;
    int failures = QTest::qExec(&test, argc, argv);
    failures += runShellFeaturesTest(argc, argv);
    failures += runPlotCostTest(argc, argv);
    failures += runFrameCacheTest(argc, argv);
    failures += runSteadyAxisTest(argc, argv);
    failures += runEccCardTest(argc, argv);
    failures += runMoreValuesTest(argc, argv);
    failures += runWindowFitTest(argc, argv);
    failures += runTimeRangeTest(argc, argv);
    failures += runLookAndFeelTest(argc, argv);
    failures += runThrottleBandsTest(argc, argv);
    return failures;
}

#include "MainWindowTest.moc"
