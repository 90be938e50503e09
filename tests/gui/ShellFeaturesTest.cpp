// SPDX-License-Identifier: GPL-3.0-or-later
// Recording, settings, tray and single instance.
#include "core/export/SampleCsv.h"
#include "tests/gui/GuiHarness.h"
#include "tests/support/DeviceSetOf.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/RefreshThrottle.h"
#include "widgets/common/StaticTextLine.h"
#include "widgets/dashboard/MetricCard.h"
#include "widgets/devices/DeviceItemDelegate.h"
#include "widgets/devices/DeviceListModel.h"
#include "widgets/plot/SteadyScrollBar.h"
#include "widgets/plot/TimeSeriesPlot.h"
#include "widgets/recording/RecordingControl.h"
#include "widgets/runs/RecordRunDialog.h"
#include "widgets/settings/SettingsDialog.h"
#include "widgets/shell/MainWindow.h"
#include "widgets/shell/SingleInstance.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/tray/TrayController.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace rocmtune;
using namespace rocmtune::test;

class ShellFeaturesTest : public QObject
{
    Q_OBJECT

private slots:
    void recordingWritesRowsForEveryGpuAndShowsProgress()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.csv"));
        RecordingControl *control = h.window->recordingControl();
        control->setPathProvider([path] { return path; });
        QTest::keyClick(h.window.get(), Qt::Key_R, Qt::ControlModifier);
        QVERIFY(h.context->recorder().isRecording());
        QVERIFY(control->recordAction()->isChecked());
        QVERIFY(h.tick(3));
        QVERIFY2(control->statusText().contains(QStringLiteral("session.csv")), qPrintable(control->statusText()));
        QVERIFY(control->statusText().contains(QStringLiteral("00:00:0")));
        control->recordAction()->trigger();
        QVERIFY(!h.context->recorder().isRecording());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), SampleCsv().headerLine());
        QCOMPARE(lines.size() - 1, 2 * 4); // the latest snapshot at start + 3 ticks, 2 GPUs each
        const QStringList header = SampleCsv::splitLine(lines[0]);
        const QStringList last = SampleCsv::splitLine(lines.last());
        const Sample *sample = h.context->latestSample(1);
        QCOMPARE(last[header.indexOf(QStringLiteral("power_average [W]"))].toDouble(), *sample->value(MetricId::PowerAverage));
        QCOMPARE(last[header.indexOf(QStringLiteral("device"))], QStringLiteral("1"));
    }

    void recordingToAnUnwritablePlaceSaysWhy()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        RecordingControl *control = h.window->recordingControl();
        control->setPathProvider([] { return QStringLiteral("/proc/no-such-dir/session.csv"); });
        QSignalSpy failed(control, &RecordingControl::recordingFailed);
        // Avoid the modal message box in the test: the window shows it; we only check the signal.
        QObject::disconnect(control, &RecordingControl::recordingFailed, h.window.get(), nullptr);
        control->recordAction()->trigger();
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("/proc/no-such-dir/session.csv")));
        QVERIFY(!control->recordAction()->isChecked());
    }

    void simulatedGpuNamesLeaveTheWordToTheBadge()
    {
        // Issue 37 (review D22): "Simulated Radeon RX 790…" beside a "Simulated" badge: the word is said once, by
        // the badge, and the name keeps the part that tells the models apart.
        QCOMPARE(DeviceItemDelegate::nameBesideBadge(QStringLiteral("0 · Simulated Radeon RX 7900 XTX"), true),
                 QStringLiteral("0 · Radeon RX 7900 XTX"));
        QCOMPARE(DeviceItemDelegate::nameBesideBadge(QStringLiteral("Simulated AMD Instinct MI210"), true), QStringLiteral("AMD Instinct MI210"));
        QCOMPARE(DeviceItemDelegate::nameBesideBadge(QStringLiteral("Simulated AMD Instinct MI210"), false),
                 QStringLiteral("Simulated AMD Instinct MI210")); // a real GPU's name is never touched
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.window->grab().save(QStringLiteral("device-list-names.png")));
    }

    void settingsNoteIsNeverCutInATightDialog()
    {
        // Issue 37 (review D18): the history note wraps to two or three lines (Chinese, 8 GPUs, 1366x768) and was cut
        // at the top and the bottom when the dialog was short. Its lines stay whole however small the dialog is made.
        AppSettings settings;
        SettingsDialog dialog(settings, 8);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.resize(420, 120); // narrower and shorter than it asks: the layout gives what it must
        QLabel *note = dialog.memoryEstimate();
        QTRY_VERIFY(note->width() > 0 && note->width() < 420);
        QTest::qWait(50); // the layout settles after the new minimum
        QVERIFY2(note->heightForWidth(note->width()) > note->fontMetrics().lineSpacing(), "the note wraps at this width");
        QVERIFY2(note->height() >= note->heightForWidth(note->width()),
                 qPrintable(QStringLiteral("%1 px of %2 needed at %3 px wide").arg(note->height()).arg(note->heightForWidth(note->width())).arg(note->width())));
    }

    // Review D19: a number typed outside a box's range was changed without a word (5 ms became 100 ms, a
    // 500 °C margin 50 °C, and -1000 lost a digit as it was typed); "not a url" was taken silently.
    void settingsSayWhenATypedValueIsOutsideItsRange()
    {
        AppSettings settings;
        SettingsDialog dialog(settings, 2);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("intervalClampNote"));
        QVERIFY(note);
        QVERIFY(!note->isVisible());
        QSpinBox *interval = dialog.intervalBox();
        interval->setFocus();
        interval->selectAll();
        QTest::keyClicks(interval->findChild<QLineEdit *>(), QStringLiteral("5"));
        interval->interpretText(); // what leaving the box does (Enter would also press OK)
        QCOMPARE(interval->value(), AppSettings::kMinIntervalMs);
        QTRY_VERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("5 ms")) && note->text().contains(QStringLiteral("100 ms"))
                     && note->text().contains(QStringLiteral("%1 ms").arg(QLocale().toString(AppSettings::kMaxIntervalMs))),
                 qPrintable(note->text()));
        // Every digit typed stays while typing: 99999 is not cut to 9999 on the way.
        interval->selectAll();
        QTest::keyClicks(interval->findChild<QLineEdit *>(), QStringLiteral("99999"));
        QVERIFY2(interval->text().contains(QStringLiteral("99999")), qPrintable(interval->text()));
        interval->interpretText(); // what leaving the box does (Enter would also press OK)
        QCOMPARE(interval->value(), AppSettings::kMaxIntervalMs);
        QVERIFY2(note->text().contains(QLocale().toString(99999)), qPrintable(note->text()));
        // A value inside the range clears the line.
        interval->selectAll();
        QTest::keyClicks(interval->findChild<QLineEdit *>(), QStringLiteral("500"));
        interval->interpretText(); // what leaving the box does (Enter would also press OK)
        QCOMPARE(interval->value(), 500);
        QTRY_VERIFY(!note->isVisible());

        auto *marginNote = dialog.findChild<QLabel *>(QStringLiteral("marginClampNote"));
        QVERIFY(marginNote);
        QDoubleSpinBox *margin = dialog.marginBox();
        margin->setEnabled(true);
        margin->setFocus();
        margin->selectAll();
        QTest::keyClicks(margin->findChild<QLineEdit *>(), QStringLiteral("500"));
        margin->interpretText();
        QCOMPARE(margin->value(), margin->maximum());
        QTRY_VERIFY(marginNote->isVisible());
        QVERIFY2(marginNote->text().contains(QStringLiteral("500")), qPrintable(marginNote->text()));

        QVERIFY(!dialog.prometheusNote()->isVisible());
        dialog.prometheusBox()->setText(QStringLiteral("not a url"));
        QVERIFY(dialog.prometheusNote()->isVisible());
        QVERIFY(dialog.prometheusNote()->text().contains(QStringLiteral("http://host:9090")));
        dialog.prometheusBox()->setText(QStringLiteral("http://prometheus.lab:9090"));
        QVERIFY(!dialog.prometheusNote()->isVisible());
        QVERIFY(SettingsDialog::prometheusUrlProblem(QStringLiteral("ftp://x:9090")).size() > 0);
        QVERIFY(SettingsDialog::prometheusUrlProblem(QString()).isEmpty());
        // D25: an estimate says "about 534 KiB", without two decimals of false precision.
        static const QRegularExpression decimals(QStringLiteral("\\d[.,]\\d+ ?[KMGT]i?B"));
        QVERIFY2(!decimals.match(dialog.memoryEstimate()->text()).hasMatch(), qPrintable(dialog.memoryEstimate()->text()));
    }

    // Enter in a box holding a number outside its range pressed OK before the clamp line could be read: Enter
    // now clamps and keeps the dialog open with the line; the next Enter (an allowed number) presses OK.
    void enterOnAnOutOfRangeNumberClampsAndKeepsSettingsOpen()
    {
        AppSettings settings;
        SettingsDialog dialog(settings, 2);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("intervalClampNote"));
        QVERIFY(note);
        QSpinBox *interval = dialog.intervalBox();
        interval->setFocus();
        interval->selectAll();
        QTest::keyClicks(interval->findChild<QLineEdit *>(), QStringLiteral("5"));
        QTest::keyClick(interval, Qt::Key_Return);
        QCOMPARE(interval->value(), AppSettings::kMinIntervalMs);
        QVERIFY2(dialog.isVisible() && dialog.result() != QDialog::Accepted, "Enter on 5 ms closed the dialog before its note was read");
        QTRY_VERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("5 ms")), qPrintable(note->text()));
        // Now an allowed number: Enter presses OK as before.
        QTest::keyClick(interval, Qt::Key_Return);
        QTRY_VERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), static_cast<int>(QDialog::Accepted));
    }

    // Review D25: Help had only About, and About had no link.
    void helpLeadsToDoctorAndTheDocumentation()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        QStringList names;
        for (const QAction *action : h.window->helpMenu()->actions()) {
            if (!action->isSeparator()) {
                names << action->objectName();
                QVERIFY2(!action->text().isEmpty(), qPrintable(action->objectName()));
            }
        }
        QVERIFY2(names.contains(QStringLiteral("helpDoctor")) && names.contains(QStringLiteral("helpReadme")), qPrintable(names.join(QLatin1Char(' '))));
        QCOMPARE(names.size(), 3);
        const QString about = MainWindow::aboutText();
        QVERIFY2(about.contains(QStringLiteral("<a href=\"https://github.com/rocmtune/rocmtune\">")), qPrintable(about));
        QVERIFY(about.contains(QStringLiteral("<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">")));
    }

    void settingsDialogEditsAndAppliesEverySetting()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(1));
        AppSettings start = h.context->settings();
        SettingsDialog dialog(start, 2);
        dialog.intervalBox()->setValue(250);
        dialog.temperatureUnitBox()->setCurrentIndex(dialog.temperatureUnitBox()->findData(static_cast<int>(TemperatureUnit::Fahrenheit)));
        dialog.historyBox()->setCurrentIndex(dialog.historyBox()->findData(24 * 60));
        QVERIFY2(dialog.memoryEstimate()->text().contains(QStringLiteral("345600")), qPrintable(dialog.memoryEstimate()->text()));
        const AppSettings edited = dialog.settings();
        QCOMPARE(edited.samplingIntervalMs, 250);
        QCOMPARE(edited.temperatureUnit, TemperatureUnit::Fahrenheit);
        QCOMPARE(edited.historyCapacitySamples(), 24 * 3600 * 4); // 24 h at 250 ms
        QCOMPARE(qRound(edited.alertMarginCelsius), qRound(start.alertMarginCelsius)); // the °C margin survives the unit switch

        h.window->applySettings(edited);
        QCOMPARE(h.context->history().capacity(), 24 * 3600 * 4);
        QTRY_COMPARE(h.context->sampler()->intervalMs(), 250);
        QVERIFY(h.tick(1));
        const Sample *sample = h.context->latestSample(0);
        const double fahrenheit = *sample->value(MetricId::TemperatureEdge) * 9.0 / 5.0 + 32.0;
        QCOMPARE(h.dashboard->card(MetricId::TemperatureEdge)->unitText(), QStringLiteral("°F"));
        QCOMPARE(h.dashboard->card(MetricId::TemperatureEdge)->valueText(), MetricFormat(TemperatureUnit::Fahrenheit).number(MetricId::TemperatureEdge, *sample->value(MetricId::TemperatureEdge)));
        TimeSeriesPlot *temps = h.dashboard->graph(DashboardView::Temperatures);
        QCOMPARE((temps->seriesGraph(0)->data()->constEnd() - 1)->value, fahrenheit);
        QVERIFY(temps->title().contains(QStringLiteral("°F")));
        QSettings stored;
        AppSettings reloaded;
        reloaded.load(stored);
        QCOMPARE(reloaded, edited);
    }

    void trayShowsTheHottestGpuAndRedrawsOnlyOnChange()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        TrayController tray(h.context.get(), h.window.get());
        QVERIFY(h.tick(1));
        double hottest = -1;
        for (const Sample &s : h.context->latest()->samples)
            hottest = std::max(hottest, hottestSensorReading(s)->celsius);
        QCOMPARE(tray.iconText(), QString::number(std::lround(hottest)));
        QVERIFY(tray.toolTip().contains(h.context->devices()[1].name));
        QVERIFY(tray.toolTip().contains(QStringLiteral("Simulated")));
        {
            // Review D22: a name given in Settings is the name in the tray, the Record dialog and the Stress list.
            AppSettings named = h.context->settings();
            named.deviceNames.insert(h.context->devices()[1].stableId(), QStringLiteral("rack 2 left"));
            h.context->setSettings(named);
            QVERIFY2(tray.toolTip().contains(QStringLiteral("GPU 1 rack 2 left")), qPrintable(tray.toolTip()));
            QCOMPARE(h.context->shownDeviceNames(), (QStringList{h.context->devices()[0].name, QStringLiteral("rack 2 left")}));
            RecordRunDialog record(h.context->devices(), nullptr, h.context->shownDeviceNames());
            auto *recordList = record.findChild<QListWidget *>();
            QVERIFY(recordList);
            QCOMPARE(recordList->item(1)->text(), QStringLiteral("GPU 1: rack 2 left"));
            QCOMPARE(recordList->item(0)->text(), QStringLiteral("GPU 0: %1").arg(h.context->devices()[0].name));
            StressPanel stress;
            stress.setDevices(h.context->devices());
            auto *stressList = stress.findChild<QListWidget *>(QStringLiteral("gpuList"));
            QVERIFY(stressList);
            QCOMPARE(stressList->item(1)->text(), QStringLiteral("GPU 1: %1").arg(h.context->devices()[1].name));
            stress.setShownNames(h.context->shownDeviceNames());
            QCOMPARE(stressList->item(1)->text(), QStringLiteral("GPU 1: rack 2 left"));
            named.deviceNames.clear();
            h.context->setSettings(named);
        }
        const int redraws = tray.iconRedraws();
        QVERIFY(h.tick(3)); // the manual-clock model does not move: same number, no redraw
        QCOMPARE(tray.iconRedraws(), redraws);
        QVERIFY(!TrayController::renderIcon(QStringLiteral("76"), Qt::red, 32).isNull());
    }

    void crossingTheThresholdNotifies()
    {
        GuiHarness h(1);
        QVERIFY(h.ready);
        TrayController tray(h.context.get(), h.window.get());
        QSignalSpy fallback(&tray, &TrayController::alertWithoutTray); // offscreen has no tray
        QSignalSpy alerts(h.context.get(), &AppContext::temperatureAlert);
        QSignalSpy grouped(h.context.get(), &AppContext::temperatureAlerts);
        h.withBackend([](SimulatedBackend *b) {
            b->gpu(0)->setOverheating(true);
            b->advanceSeconds(240);
        });
        QVERIFY(h.tick(1));
        QVERIFY(alerts.count() >= 1); // one per sensor that entered its band
        QCOMPARE(grouped.count(), 1);  // ... sent together
        QTRY_COMPARE(fallback.count(), tray.isAvailable() ? 0 : 1); // one notification, after the fold interval
        const auto alert = alerts.at(0).at(0).value<TemperatureAlert>();
        QVERIFY(alert.celsius >= alert.criticalCelsius - 10);
        QVERIFY2(tray.alertMessage(alert).contains(QStringLiteral("within 10 °C")), qPrintable(tray.alertMessage(alert)));
        const int raised = alerts.count();
        QVERIFY(h.tick(1));
        QCOMPARE(alerts.count(), raised); // once per crossing
        QCOMPARE(grouped.count(), 1);
    }

    void gpusHeatingUpSecondsApartAreToldInOneNotification()
    {
        // Issue 37 (review D3): with many GPUs, each crossing its threshold a few seconds after the other, the first
        // is told at once and the next ones together once the hold-off is over, not one balloon per GPU.
        GuiHarness h(4);
        QVERIFY(h.ready);
        TrayController tray(h.context.get(), h.window.get());
        tray.setAlertIntervals(50, 1500);
        QSignalSpy told(&tray, &TrayController::alertWithoutTray); // offscreen has no tray
        QVERIFY(!tray.isAvailable());
        auto heat = [&h](int gpu) {
            h.withBackend([gpu](SimulatedBackend *b) {
                b->gpu(gpu)->setOverheating(true);
                b->advanceSeconds(240);
            });
            return h.tick(1);
        };
        QVERIFY(heat(0));
        QTRY_COMPARE(told.count(), 1); // the first at once (the model may heat another GPU with it: then both are in it)
        const QString first = told.at(0).at(0).toString();
        QVERIFY2(first.startsWith(QStringLiteral("GPU 0 ")) || first.contains(QStringLiteral(": 0")), qPrintable(first));
        for (int gpu : {2, 3})
            QVERIFY2(!first.contains(QStringLiteral("GPU %1").arg(gpu)), qPrintable(first));
        for (int gpu : {1, 2, 3})
            QVERIFY(heat(gpu));
        QCOMPARE(told.count(), 1); // within the hold-off: waiting
        QTRY_COMPARE_WITH_TIMEOUT(told.count(), 2, 10000);
        const QString grouped = told.at(1).at(0).toString();
        // GPUs 2 and 3 (and 1 unless it came with GPU 0) in one notification, named in its headline.
        QVERIFY2(grouped.contains(QStringLiteral(" within ")) && grouped.section(QLatin1Char('\n'), 0, 0).endsWith(QStringLiteral("2, 3")), qPrintable(grouped));
        for (const char *gpu : {"GPU 2:", "GPU 3:"})
            QVERIFY2(grouped.contains(QLatin1String(gpu)), qPrintable(grouped));
        QTest::qWait(300);
        QCOMPARE(told.count(), 2);
    }

    void refreshThrottleFoldsBurstsIntoOneRun()
    {
        int runs = 0;
        QObject owner;
        RefreshThrottle throttle(200, [&runs] { ++runs; }, &owner);
        throttle.request(); // first request runs at once
        QCOMPARE(runs, 1);
        for (int i = 0; i < 10; ++i)
            throttle.request(); // inside the interval: one deferred run
        QCOMPARE(runs, 1);
        QTRY_COMPARE(runs, 2); // no more requests: a timer runs the folded one
        QTest::qWait(250);
        QCOMPARE(runs, 2);
        // Requests keep coming (one per sample): the folded run happens with the
        // first request after the interval, in the same pass as its caller.
        throttle.request(); // > 200 ms after the last run: at once
        QCOMPARE(runs, 3);
        throttle.request(); // folded
        QCOMPARE(runs, 3);
        QElapsedTimer waited;
        waited.start();
        QTest::qWait(220);
        if (waited.elapsed() < 380) { // the timer (at 400 ms) has not run it yet
            QCOMPARE(runs, 3);
            throttle.request();
            QCOMPARE(runs, 4); // run by the request, not by the timer
            QTest::qWait(250);
            QCOMPARE(runs, 4); // and the timer was dropped
        } else {
            QTRY_COMPARE(runs, 4); // an overloaded machine: the timer ran it
        }
        bool enabled = false;
        throttle.setEnabledCheck([&enabled] { return enabled; });
        throttle.request();
        throttle.request();
        QCOMPARE(runs, 6); // disabled: every request runs
    }

    void historyBarRepaintsOnlyWhenItsHandleMoves()
    {
        SteadyScrollBar bar(Qt::Horizontal);
        bar.resize(400, 16);
        bar.setRange(0, 3600);
        bar.setPageStep(300);
        bar.setValue(3600);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QTRY_VERIFY(bar.paintCount() > 0);
        int painted = -1;
        while (painted != bar.paintCount()) { // the first exposes settle
            painted = bar.paintCount();
            QTest::qWait(100);
        }
        // One more second of history, still at the end: the handle stays where it is.
        bar.setRange(0, 3601);
        bar.setValue(3601);
        QCoreApplication::processEvents();
        QCOMPARE(bar.maximum(), 3601); // the numbers are current
        QCOMPARE(bar.value(), 3601);
        QCOMPARE(bar.paintCount(), painted);
        // Scrolled back by a quarter: the handle moves and is painted.
        bar.setValue(2700);
        QTRY_VERIFY(bar.paintCount() > painted);
        const int moved = bar.paintCount();
        // Disabled (no history to scroll) is painted too.
        bar.setEnabled(false);
        QTRY_VERIFY(bar.paintCount() > moved);
    }

    void metricCardLaysOutEachTextOnceAndElidesLongOnes()
    {
        StaticTextLine line;
        const QFont font = QApplication::font();
        const QString longText = QStringLiteral("a very long limit text that cannot fit in forty pixels");
        line.set(longText, font, 40);
        QVERIFY(line.width() <= 40);
        QVERIFY(line.shownText().endsWith(QChar(0x2026))); // …
        line.set(QStringLiteral("cap 300 W"), font, 400);
        QCOMPARE(line.shownText(), QStringLiteral("cap 300 W"));
        QVERIFY(line.width() > 0 && line.width() <= QFontMetrics(font).horizontalAdvance(QStringLiteral("cap 300 W")) + 1);

        MetricCard card;
        card.setTitle(QStringLiteral("Power"));
        card.setValue(QStringLiteral("123.4"), QStringLiteral("W"));
        card.setRangeText(QStringLiteral("min 100 · max 200"));
        card.setLimit(0.4, QStringLiteral("cap 300 W"));
        card.resize(card.sizeHint());
        const QImage first = card.grab().toImage();
        QCOMPARE(card.grab().toImage(), first); // the same texts paint the same picture
        card.setValue(QStringLiteral("987.6"), QStringLiteral("W"));
        const QImage second = card.grab().toImage();
        QVERIFY2(second != first, "a new value is painted");
        card.setValue(QStringLiteral("123.4"), QStringLiteral("W"));
        QCOMPARE(card.grab().toImage(), first); // and back
    }

    void noGpuFoundSaysWhyInOneLineWithTheWayToDoctor()
    {
        // Issue 37 (review D7): auto found no real GPU and fell back to simulated ones: the status line says why (what
        // each library found) and links to Doctor, instead of only "Showing 2 simulated GPUs".
        AppSettings settings;
        settings.samplingIntervalMs = AppSettings::kMaxIntervalMs;
        AppContext context(
            [] {
                SimulatedOptions options;
                options.deviceCount = 2;
                DeviceSetResult result = rocmtune::testing::deviceSetOf(std::make_unique<SimulatedBackend>(options));
                result.log = QStringList{QStringLiteral("rocm-smi: /sys/class/drm lists no graphics card"), QStringLiteral("No GPU found: showing simulated GPUs.")};
                result.simulatedFallback = true;
                return result;
            },
            settings);
        MainWindow window(&context);
        auto *doctor = new QWidget;
        doctor->setWindowTitle(QStringLiteral("Doctor"));
        window.addView(new QWidget);
        window.addView(doctor);
        window.setDoctorView(doctor);
        window.resize(1280, 900);
        window.show();
        context.start();
        QTRY_VERIFY_WITH_TIMEOUT(context.deviceCount() == 2, 10000);
        auto *status = window.findChild<QLabel *>(QStringLiteral("statusSource"));
        QVERIFY(status);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains(QStringLiteral("lists no graphics card")), qPrintable(status->text()), 5000);
        QVERIFY2(status->text().contains(QStringLiteral("No GPU was found")), qPrintable(status->text()));
        QVERIFY2(!status->text().contains(QStringLiteral("showing simulated GPUs.")), qPrintable(status->text())); // said once, in the window's words
        QVERIFY2(status->text().contains(QStringLiteral("href=\"doctor\"")) && status->text().contains(QStringLiteral("Open Doctor")), qPrintable(status->text()));
        QVERIFY(window.currentView() != doctor);
        emit status->linkActivated(QStringLiteral("doctor"));
        QCOMPARE(window.currentView(), doctor);
    }

    void simulatedGpusAskedForAreNotExplained()
    {
        GuiHarness h(2); // simulated on purpose: no fallback, no reason to give
        QVERIFY(h.ready);
        auto *status = h.window->findChild<QLabel *>(QStringLiteral("statusSource"));
        QVERIFY(status);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains(QStringLiteral("Showing 2 simulated GPU")), qPrintable(status->text()), 5000);
        QVERIFY(!status->text().contains(QStringLiteral("doctor")));
    }

    void secondInstanceActivatesTheFirst()
    {
        const QString name = QStringLiteral("rocmtune-test-%1").arg(QCoreApplication::applicationPid());
        SingleInstance first(name);
        SingleInstance second(name);
        QVERIFY2(!first.activateRunning(200), "nobody listens yet");
        QVERIFY(first.listen());
        QSignalSpy raised(&first, &SingleInstance::activationRequested);
        QVERIFY(second.activateRunning(1000));
        QTRY_COMPARE(raised.count(), 1);
    }
};

int runShellFeaturesTest(int argc, char *argv[])
{
    ShellFeaturesTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "ShellFeaturesTest.moc"
