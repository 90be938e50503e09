// SPDX-License-Identifier: GPL-3.0-or-later
// The "Done when" demo, automated: the main window with the dashboard
// and the tuning panel, the real ROCm SMI library on a fake RX 7900 XTX (this
// process runs in a private mount namespace, tests/integration/README.md).
// Raise the power cap from the panel -> power1_cap holds the new bytes and
// the dashboard's power graph shows the new cap line -> nobody keeps it ->
// the countdown expires -> file and graph are back at the original cap.
// Then the pkexec route (TuningController::Route::Helper): a stub pkexec on
// PATH records what the GUI runs and acts as polkit would (runs the helper,
// cancelled authentication 126, not authorised 127, a helper that dies).
#include "core/backends/BackendRegistry.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/route/TuningController.h"
#include "tests/integration/fixture/FakeAmdgpuTree.h"
#include "tests/integration/fixture/FakeCardSpec.h"
#include "tests/integration/fixture/FakeSysfsNamespace.h"
#include "widgets/context/AppContext.h"
#include "widgets/dashboard/DashboardView.h"
#include "widgets/plot/TimeRange.h"
#include "widgets/plot/TimeSeriesPlot.h"
#include "widgets/shell/MainWindow.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/TuningPanel.h"

#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>

#include <cstdio>
#include <memory>

using namespace rocmtune;

namespace {
// How long an event may take to come on a loaded machine before the test gives up on it (the tests wait for events,
// never for a time: this bound matters only when one never comes).
constexpr int kEventMs = 30000;
} // namespace
using namespace rocmtune::testing;

namespace {
FakeAmdgpuTree *g_tree = nullptr; // built in main() before entering the namespace
} // namespace

class TuningDemoTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void raisedCapShowsOnTheGraphAndIsRestoredWhenTheCountdownExpires();
    void pkexecRouteSendsTheRequestAndHandlesTheAnswer();
    void pkexecRouteShowsTheHelpersRefusal();
    void cancelledAuthenticationChangesNothing();
    void refusedAuthorisationChangesNothing();
    void helperThatDiesIsReported();
    void resetButtonBringsBackTheBootTableThroughTheHelper();

private:
    QByteArray capFile() const { return g_tree->readHwmonFile(0, QStringLiteral("power1_cap")).trimmed(); }
    // The last value of the dashboard's power-cap line, in watts.
    double graphCapWatts() const;
    bool tick(int count = 1, int spacingMs = 15);
    void usePkexec(const char *mode);
    QStringList pkexecCalls() const;
    QList<QJsonObject> pkexecRequests() const;

    QTemporaryDir work;
    std::unique_ptr<AppContext> context;
    std::unique_ptr<MainWindow> window;
    DashboardView *dashboard = nullptr;
    TuningPanel *panel = nullptr;
    TuningController *controller = nullptr;
};

void TuningDemoTest::initTestCase()
{
    QCOMPARE(capFile(), QByteArray("327000000"));
    // The stub pkexec: records its arguments and the request, then does what
    // STUB_PKEXEC_MODE says. The real pkexec execs the program, so a helper
    // that dies is this process dying.
    const QString bin = work.path() + QStringLiteral("/bin");
    QVERIFY(QDir().mkpath(bin));
    QFile stub(bin + QStringLiteral("/pkexec"));
    QVERIFY(stub.open(QIODevice::WriteOnly));
    stub.write("#!/bin/sh\n"
               "printf '%s\\n' \"$*\" >> \"$STUB_PKEXEC_LOG\"\n"
               "request=$(cat)\n"
               "printf '%s\\n' \"$request\" >> \"$STUB_PKEXEC_LOG.requests\"\n"
               "case \"$STUB_PKEXEC_MODE\" in\n"
               "  cancel) echo 'Error executing command as another user: Request dismissed' >&2; exit 126 ;;\n"
               "  denied) echo 'Error executing command as another user: Not authorized' >&2; exit 127 ;;\n"
               "  die) kill -9 $$ ;;\n"
               "esac\n"
               "printf '%s' \"$request\" | \"$@\"\n");
    stub.close();
    QVERIFY(stub.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    qputenv("PATH", bin.toUtf8() + ':' + qgetenv("PATH"));
    qputenv("STUB_PKEXEC_LOG", (work.path() + QStringLiteral("/pkexec.log")).toUtf8());
    qputenv("ROCMTUNE_HELPER", ROCMTUNE_HELPER_PATH);
    qputenv("ROCMTUNE_STATE_DIR", (work.path() + QStringLiteral("/state")).toUtf8());
}

void TuningDemoTest::init()
{
    QFile::remove(work.path() + QStringLiteral("/pkexec.log"));
    QFile::remove(work.path() + QStringLiteral("/pkexec.log.requests"));
    AppSettings settings;
    settings.samplingIntervalMs = AppSettings::kMaxIntervalMs; // the test ticks the sampler itself
    context = std::make_unique<AppContext>(
        [] {
            BackendOptions options;
            options.choice = BackendChoice::RocmSmi;
            return createDeviceSet(options);
        },
        settings);
    context->timeRange()->setSlideThrottle(false);
    window = std::make_unique<MainWindow>(context.get());
    dashboard = new DashboardView(context.get());
    window->addView(dashboard);
    controller = new TuningController(context->sampler(), window.get());
    controller->setStateDirectory(work.path() + QStringLiteral("/state"));
    // The longest countdown: a test that keeps or reverts is never overtaken by the deadline on a loaded machine
    // (the one that waits for the expiry sets its own).
    controller->setConfirmTimeoutSeconds(SafetyPolicy::kMaxConfirmTimeoutSeconds);
    panel = new TuningPanel(controller);
    window->addView(panel);
    window->resize(1280, 860);
    window->show();
    window->showView(dashboard);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    context->start();
    QTRY_VERIFY_WITH_TIMEOUT(context->snapshotsReceived() >= 1 && panel->deviceIndex() == 0 && panel->controls().perControl.has<PowerCapControl>()
                                 && !controller->isBusy() && panel->applyButton()->isEnabled(),
                             30000); // the backend's start-up probes take seconds on a loaded machine
    QVERIFY2(!context->devices().isEmpty() && !context->devices().first().simulated, "the rocm-smi backend did not open the fake card");
}

void TuningDemoTest::cleanup()
{
    window.reset();
    context.reset();
    dashboard = nullptr;
    panel = nullptr;
    controller = nullptr;
    // Every test leaves the card as it found it.
    QCOMPARE(capFile(), QByteArray("327000000"));
}

bool TuningDemoTest::tick(int count, int spacingMs)
{
    for (int i = 0; i < count; ++i) {
        const quint64 want = context->snapshotsReceived() + 1;
        QTest::qWait(spacingMs); // distinct timestamps
        QMetaObject::invokeMethod(context->sampler(), &Sampler::tickNow, Qt::BlockingQueuedConnection);
        if (!QTest::qWaitFor([this, want] { return context->snapshotsReceived() >= want; }, 5000))
            return false;
    }
    QCoreApplication::processEvents(); // queued replots
    return true;
}

double TuningDemoTest::graphCapWatts() const
{
    TimeSeriesPlot *plot = dashboard->graph(DashboardView::Power);
    if (!plot || plot->series().size() < 2 || plot->series().at(1).metric != MetricId::PowerCap)
        return -1;
    const auto data = plot->seriesGraph(1)->data();
    return data->isEmpty() ? -1 : (data->constEnd() - 1)->value;
}

void TuningDemoTest::raisedCapShowsOnTheGraphAndIsRestoredWhenTheCountdownExpires()
{
    controller->setRoute(TuningController::Route::InProcess); // this GUI runs as root
    // Long enough that the raised cap is sampled and drawn before the deadline even on a loaded machine; the test
    // then waits for the countdown's end, not for a time.
    controller->setConfirmTimeoutSeconds(20);
    context->timeRange()->setWindowMs(TimeRange::kAllRecorded); // the graphs span the whole demo
    QVERIFY(tick(6, 250));
    QCOMPARE(graphCapWatts(), 327.0);

    panel->powerCapSpin()->setValue(350);
    panel->applyButton()->click();
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), kEventMs);
    QCOMPARE(capFile(), QByteArray("350000000"));
    QVERIFY(tick(6, 250));
    QCOMPARE(graphCapWatts(), 350.0);

    // The moment: the dashboard with the new cap line and the countdown.
    QPixmap shot = window->grab();
    const QPixmap dialog = panel->confirmDialog()->grab();
    {
        QPainter painter(&shot);
        // Over the lower graphs, clear of the power graph.
        const QWidget *vram = dashboard->graph(DashboardView::Vram);
        const QPoint at = vram->mapTo(window.get(), QPoint(20, 10));
        painter.drawPixmap(at, dialog);
    }
    QVERIFY(shot.save(QStringLiteral(ROCMTUNE_SCREENSHOT_DIR "/tuning-demo-raised.png")));

    // Nobody keeps it: at the deadline the original cap is back, in the file and on
    // the graph (sampled all along, until the countdown ends).
    QSignalSpy ended(controller, &TuningController::confirmationEnded);
    QElapsedTimer waited;
    waited.start();
    while (ended.isEmpty() && waited.elapsed() < 20000 + kEventMs)
        QVERIFY(tick(1, 500));
    QCOMPARE(ended.size(), 1);
    QCOMPARE(ended.first().at(1).toBool(), false); // reverted, not kept
    QTRY_VERIFY_WITH_TIMEOUT(!panel->confirmDialog()->isVisible(), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capFile(), QByteArray("327000000"), kEventMs);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), kEventMs);
    QVERIFY(tick(6, 250));
    QCOMPARE(graphCapWatts(), 327.0);
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Reverted")), qPrintable(panel->statusLabel()->text()));
    QVERIFY(window->grab().save(QStringLiteral(ROCMTUNE_SCREENSHOT_DIR "/tuning-demo-restored.png")));
}

void TuningDemoTest::usePkexec(const char *mode)
{
    qputenv("STUB_PKEXEC_MODE", mode);
    controller->setRoute(TuningController::Route::Helper);
    controller->helperClient()->setElevation(HelperClient::Elevation::Pkexec);
}

QStringList TuningDemoTest::pkexecCalls() const
{
    QFile log(work.path() + QStringLiteral("/pkexec.log"));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QList<QJsonObject> TuningDemoTest::pkexecRequests() const
{
    QList<QJsonObject> requests;
    QFile log(work.path() + QStringLiteral("/pkexec.log.requests"));
    if (log.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : log.readAll().split('\n')) {
            if (!line.isEmpty())
                requests << QJsonDocument::fromJson(line).object();
        }
    }
    return requests;
}

void TuningDemoTest::pkexecRouteSendsTheRequestAndHandlesTheAnswer()
{
    usePkexec("run");
    panel->powerCapSpin()->setValue(340);
    panel->applyButton()->click();
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), kEventMs);
    QCOMPARE(capFile(), QByteArray("340000000"));
    // pkexec ran exactly the helper, with no arguments; the request is the schema's apply.
    QCOMPARE(pkexecCalls(), QStringList{QStringLiteral(ROCMTUNE_HELPER_PATH)});
    const QList<QJsonObject> requests = pkexecRequests();
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests[0].value(QStringLiteral("action")).toString(), QStringLiteral("apply"));
    QCOMPARE(requests[0].value(QStringLiteral("device")).toObject().value(QStringLiteral("index")).toInt(), 0);
    QCOMPARE(requests[0].value(QStringLiteral("confirm_timeout_s")).toInt(), SafetyPolicy::kMaxConfirmTimeoutSeconds);
    const QJsonObject values = requests[0].value(QStringLiteral("values")).toObject();
    QCOMPARE(values.keys(), QStringList{QStringLiteral("power_cap_microwatts")});
    QCOMPARE(values.value(QStringLiteral("power_cap_microwatts")).toDouble(), 340000000.0);
    // The countdown starts with the helper's answer; the report follows once
    // the controls were read again (TuningController::finished), busy until then.
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), kEventMs);
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("read back")), qPrintable(panel->statusLabel()->text()));

    // "Revert now" goes the same way.
    QTest::mouseClick(panel->confirmDialog()->revertButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(capFile(), QByteArray("327000000"), kEventMs);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), kEventMs);
    QCOMPARE(pkexecCalls().size(), 2);
    QCOMPARE(pkexecRequests().value(1).value(QStringLiteral("action")).toString(), QStringLiteral("revert"));
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Reverted")), qPrintable(panel->statusLabel()->text()));
}

void TuningDemoTest::pkexecRouteShowsTheHelpersRefusal()
{
    usePkexec("run");
    TuningValues values;
    values.perControl.set(PowerCapValue{400000000}); // above the driver's 361 W
    controller->apply(0, values);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("by 39 W")), qPrintable(panel->statusLabel()->text()),
                              10000);
    QCOMPARE(pkexecCalls().size(), 1);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QVERIFY(!controller->isPending(0));
}

void TuningDemoTest::cancelledAuthenticationChangesNothing()
{
    usePkexec("cancel");
    panel->powerCapSpin()->setValue(340);
    panel->applyButton()->click();
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Authentication was cancelled")),
                              qPrintable(panel->statusLabel()->text()), kEventMs);
    QCOMPARE(pkexecCalls().size(), 1);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QVERIFY(!controller->isPending(0));
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && panel->applyButton()->isEnabled(), kEventMs);
}

void TuningDemoTest::refusedAuthorisationChangesNothing()
{
    usePkexec("denied");
    panel->powerCapSpin()->setValue(340);
    panel->applyButton()->click();
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Not authorised")),
                              qPrintable(panel->statusLabel()->text()), kEventMs);
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Not authorized")), qPrintable(panel->statusLabel()->text()));
    QVERIFY(!panel->confirmDialog()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && panel->applyButton()->isEnabled(), kEventMs);
}

void TuningDemoTest::helperThatDiesIsReported()
{
    usePkexec("die");
    panel->powerCapSpin()->setValue(340);
    panel->applyButton()->click();
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("stopped without answering")),
                              qPrintable(panel->statusLabel()->text()), kEventMs);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QVERIFY(!controller->isPending(0));
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && panel->applyButton()->isEnabled(), kEventMs);
}

void TuningDemoTest::resetButtonBringsBackTheBootTableThroughTheHelper()
{
    usePkexec("run");
    // The helper (a child of the stub pkexec) gets the shim: its writes are
    // answered like the amdgpu driver's, so "r" really brings the boot table back.
    const QString writeLog = work.path() + QStringLiteral("/writes.jsonl");
    QFile::remove(writeLog);
    qputenv("LD_PRELOAD", ROCMTUNE_WRITE_RECORDER_PATH);
    qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    qputenv("ROCMTUNE_WRITE_LOG", writeLog.toUtf8());
    const QByteArray bootOd = g_tree->readDeviceFile(0, QStringLiteral("pp_od_clk_voltage"));
    TuningValues values;
    setClockRange(&values, ClockDomain::Gfx, ClockRangeValue{800, 2700});
    values.perControl.set(PowerCapValue{350000000});
    controller->apply(0, values);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), kEventMs);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && !controller->isPending(0), kEventMs);
    QVERIFY(g_tree->readDeviceFile(0, QStringLiteral("pp_od_clk_voltage")).startsWith("OD_SCLK:\n0: 800Mhz\n1: 2700Mhz\n"));
    QCOMPARE(capFile(), QByteArray("350000000"));

    QVERIFY(panel->resetButton()->isEnabled());
    panel->resetButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(capFile(), QByteArray("327000000"), kEventMs);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), kEventMs);
    QCOMPARE(pkexecRequests().value(2).value(QStringLiteral("action")).toString(), QStringLiteral("reset"));
    QCOMPARE(g_tree->readDeviceFile(0, QStringLiteral("pp_od_clk_voltage")), bootOd);
    QCOMPARE(g_tree->readDeviceFile(0, QStringLiteral("power_dpm_force_performance_level")), QByteArray("auto\n"));
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Driver defaults restored")), qPrintable(panel->statusLabel()->text()));
    QFile log(writeLog);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray written = log.readAll();
    QVERIFY2(written.contains("{\"file\":\"pp_od_clk_voltage\",\"data\":\"r\"}\n{\"file\":\"pp_od_clk_voltage\",\"data\":\"c\"}\n"),
             written.constData());
    qunsetenv("LD_PRELOAD");
    qunsetenv("ROCMTUNE_FAKE_DRIVER");
    qunsetenv("ROCMTUNE_WRITE_LOG");
}

int main(int argc, char *argv[])
{
    // Build the fake card and enter the namespace before any thread exists.
    QTemporaryDir dir;
    FakeAmdgpuTree tree(dir.path() + QStringLiteral("/tree"));
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    QString error;
    if (!tree.build(&error) || !enterFakeSysfs(tree.classDir(), tree.moduleDir(), &error)) {
        // Never skipped: without the namespace the demo cannot run, and that is a failure.
        std::fprintf(stderr, "FAIL: the fake sysfs namespace could not be set up: %s\n", qPrintable(error));
        return 1;
    }
    g_tree = &tree;
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    TuningDemoTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "TuningDemoTest.moc"
