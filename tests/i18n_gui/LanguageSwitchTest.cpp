// SPDX-License-Identifier: GPL-3.0-or-later
// Switches the UI language at run time (English -> 中文 -> English) through the
// Language menu and the Settings dialog, and checks that visible texts of the
// main window follow: the expected text is always the catalogue's translation
// of the source string (QCoreApplication::translate), and in Chinese it must
// differ from the English source, so a catalogue that failed to load or a
// view that does not retranslate fails the test.
#include "app/gui/RunViews.h"
#include "app/gui/StressView.h"
#include "tests/gui/GuiHarness.h"

#include "core/backends/simulated/SimulatedCardSpec.h"
#include "core/i18n/Language.h"
#include "core/runs/RunStore.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/dashboard/MetricCard.h"
#include "widgets/devices/DeviceListModel.h"
#include "widgets/doctor/DoctorView.h"
#include "widgets/plot/TimeControls.h"
#include "widgets/plot/TimeSeriesPlot.h"
#include "widgets/processes/ProcessTableModel.h"
#include "widgets/processes/ProcessesView.h"
#include "widgets/profiles/MessageBar.h"
#include "widgets/profiles/ProfilesView.h"
#include "widgets/runs/RunsView.h"
#include "widgets/settings/SettingsDialog.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/tuning/TuningPanel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QXmlStreamReader>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

QString translated(const char *context, const char *source) { return QCoreApplication::translate(context, source); }

// Runs the posted LanguageChange events (QApplication posts them to every window).
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

int tabIndex(QTabWidget *tabs, QWidget *view)
{
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->widget(i) == view || tabs->widget(i)->isAncestorOf(view))
            return i;
    }
    return -1;
}

// The English source strings of the Chinese catalogue whose translation differs, each as a pattern over one whole
// line of text (%1 / %n stand for anything). Sources with fewer than four Latin letters of their own ("%1 · %2",
// "GPU %1") are left out: they cannot tell English from Chinese.
QVector<QRegularExpression> catalogueEnglish(const QString &tsPath, QStringList *error)
{
    QVector<QRegularExpression> patterns;
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error << QStringLiteral("cannot read %1").arg(tsPath);
        return patterns;
    }
    QXmlStreamReader xml(&file);
    QString source, translation;
    bool obsolete = false;
    QSet<QString> seen;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            translation.clear();
            obsolete = false;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            if (obsolete || translation.trimmed().isEmpty() || translation == source || seen.contains(source))
                continue;
            seen.insert(source);
            QString literal = source;
            literal.remove(QRegularExpression(QStringLiteral("%(n|L?\\d+)")));
            if (!literal.contains(QRegularExpression(QStringLiteral("[A-Za-z]{4,}"))))
                continue;
            QString pattern = QRegularExpression::escape(source);
            pattern.replace(QRegularExpression(QStringLiteral("%(n|L?\\d+)")), QStringLiteral(".+"));
            patterns << QRegularExpression(QStringLiteral("^%1$").arg(pattern));
        }
    }
    if (xml.hasError())
        *error << xml.errorString();
    return patterns;
}

// Every text a person sees in a window now: labels, buttons, group titles, tabs, combo boxes, the headers and the
// first rows of visible tables and lists, and text browsers.
QStringList visibleTexts(QWidget *window)
{
    QStringList texts;
    auto add = [&texts](const QString &text) {
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            const QString trimmed = line.trimmed();
            if (!trimmed.isEmpty())
                texts << trimmed;
        }
    };
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (Qt::mightBeRichText(label->text())) {
                QTextDocument doc;
                doc.setHtml(label->text());
                add(doc.toPlainText());
            } else {
                add(label->text());
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(button->text());
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            add(box->title());
        } else if (auto *bar = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < bar->count(); ++i)
                add(bar->tabText(i));
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            if (!combo->isEditable())
                add(combo->currentText());
        } else if (auto *browser = qobject_cast<QTextBrowser *>(w)) {
            add(browser->toPlainText());
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *model = view->model();
            if (!model)
                continue;
            for (int c = 0; c < model->columnCount(); ++c)
                add(model->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < std::min(model->rowCount(), 20); ++r) {
                for (int c = 0; c < model->columnCount(); ++c)
                    add(model->index(r, c).data().toString());
            }
        }
    }
    return texts;
}

} // namespace

class LanguageSwitchTest : public QObject
{
    Q_OBJECT

    // One visible text: where to read it and which source string it shows.
    struct Probe {
        const char *name;
        std::function<QString()> read;
        std::function<QString()> expected; // translate() of the source, evaluated after the switch
        QString english;                   // the source text itself
    };

    std::unique_ptr<GuiHarness> h_;
    TuningPanel *tuning_ = nullptr;
    ProcessesView *processes_ = nullptr;
    RunsView *runs_ = nullptr;
    StressPanel *stress_ = nullptr;
    DoctorView *doctor_ = nullptr;
    QVector<Probe> probes_;

    void buildWindow()
    {
        h_ = std::make_unique<GuiHarness>(2);
        QVERIFY(h_->ready);
        MainWindow &window = *h_->window;
        auto *tuningController = new TuningController(h_->context->sampler(), &window);
        tuning_ = new TuningPanel(tuningController);
        window.addView(tuning_);
        auto *profiles = new ProfilesView(h_->context.get(), tuningController);
        profiles->setStoreDirectory(QDir(qEnvironmentVariable("XDG_CONFIG_HOME")).filePath(QStringLiteral("profiles")));
        window.addView(profiles);
        gui::addProcessAndRunViews(window, *h_->context);
        window.addView(gui::createStressView(h_->context.get()));
        doctor_ = new DoctorView;
        window.addView(doctor_);
        processes_ = window.findChild<ProcessesView *>();
        runs_ = window.findChild<RunsView *>();
        stress_ = window.findChild<StressPanel *>();
        QVERIFY(processes_ && runs_ && stress_);
    }

    void addProbes()
    {
        MainWindow *w = h_->window.get();
        QTabWidget *tabs = w->viewTabs();
        auto same = [](const char *context, const char *source) { return [context, source] { return translated(context, source); }; };
        auto probe = [this, &same](const char *name, std::function<QString()> read, const char *context, const char *source) {
            probes_.push_back({name, std::move(read), same(context, source), QString::fromUtf8(source)});
        };
        // Menu titles.
        probe("View menu", [w] { return w->viewMenu()->title(); }, "rocmtune::MainWindow", "&View");
        probe("Tools menu", [w] { return w->toolsMenu()->title(); }, "rocmtune::MainWindow", "&Tools");
        probe("Language menu", [w] { return w->languageMenu()->title(); }, "rocmtune::MainWindow", "&Language");
        probe("Settings action", [w] { return w->settingsAction()->text(); }, "rocmtune::MainWindow", "&Settings…");
        // Tab titles of every view.
        auto tab = [tabs](QWidget *view) { return [tabs, view] { return tabs->tabText(tabIndex(tabs, view)); }; };
        probe("Dashboard tab", tab(h_->dashboard), "rocmtune::DashboardView", "Dashboard");
        probe("All GPUs tab", tab(h_->overview), "rocmtune::OverviewView", "All GPUs");
        probe("Tuning tab", tab(tuning_), "rocmtune::TuningPanel", "Tuning");
        probe("Processes tab", tab(processes_), "rocmtune::ProcessesView", "Processes");
        probe("Runs tab", tab(runs_), "rocmtune::RunsView", "Runs");
        probe("Stress tab", tab(stress_), "rocmtune::StressPanel", "Stress test");
        probe("Doctor tab", tab(doctor_), "rocmtune::DoctorView", "Doctor");
        // A dashboard card, a graph title and the time-window combo ("%n minute(s)").
        probe("Power card", [this] { return h_->dashboard->card(MetricId::PowerAverage)->title(); }, "Metric",
              metricInfo(MetricId::PowerAverage).label);
        probe("Power graph", [this] { return h_->dashboard->graph(DashboardView::Power)->title(); }, "rocmtune::DashboardView",
              "Power (W)");
        probes_.push_back({"Time window 1 minute",
                           [this] { return h_->dashboard->findChild<TimeControls *>()->findChild<QComboBox *>()->itemText(0); },
                           [] { return QCoreApplication::translate("TimeRange", "%n minute(s)", nullptr, 1); },
                           QStringLiteral("1 minute")});
        // Table headers: processes (model), runs (table widget), tuning log.
        probe("Processes header", [this] {
            return processes_->table()->horizontalHeader()->model()->headerData(ProcessTableModel::CommandColumn, Qt::Horizontal).toString();
        }, "rocmtune::ProcessTableModel", "Command");
        probe("Runs header", [this] { return runs_->runList()->horizontalHeaderItem(1)->text(); }, "rocmtune::RunsView", "Started");
        probe("Tuning log header", [this] {
            auto *log = tuning_->findChild<QTableView *>();
            return log->horizontalHeader()->model()->headerData(2, Qt::Horizontal).toString();
        }, "rocmtune::TuningLogModel", "Action");
        // Buttons and labels inside the views.
        probe("Tuning apply button", [this] { return tuning_->applyButton()->text(); }, "rocmtune::TuningPanel", "&Apply");
        probe("Stress start button", [this] { return stress_->findChild<QPushButton *>(QStringLiteral("startButton"))->text(); },
              "rocmtune::StressPanel", "Start stress test");
        probe("Processes record button", [this] {
            const auto buttons = processes_->findChildren<QPushButton *>();
            return buttons.isEmpty() ? QString() : buttons.first()->text();
        }, "rocmtune::ProcessesView", "Record a run of this process");
        probe("Runs record button", [this] {
            const auto buttons = runs_->findChildren<QPushButton *>();
            return buttons.isEmpty() ? QString() : buttons.first()->text();
        }, "rocmtune::RunsView", "Record a run...");
    }

    void checkAll(const QString &language)
    {
        for (const Probe &p : std::as_const(probes_)) {
            const QString shown = p.read();
            const QString expected = p.expected();
            if (shown != expected)
                QFAIL(qPrintable(QStringLiteral("%1 (%2): shows \"%3\", expected \"%4\"").arg(QLatin1String(p.name), language, shown, expected)));
            if (language == QLatin1String("zh_CN") && shown == p.english)
                QFAIL(qPrintable(QStringLiteral("%1: still English in Chinese: \"%2\"").arg(QLatin1String(p.name), shown)));
            if (language == QLatin1String("en") && shown != p.english)
                QFAIL(qPrintable(QStringLiteral("%1: \"%2\" in English, source \"%3\"").arg(QLatin1String(p.name), shown, p.english)));
        }
    }

    // With ROCMTUNE_I18N_SHOTS=<dir>: every tab after the live switch, for review by eye.
    void saveTabs(const QString &language)
    {
        const QString dir = qEnvironmentVariable("ROCMTUNE_I18N_SHOTS");
        if (dir.isEmpty())
            return;
        QTabWidget *tabs = h_->window->viewTabs();
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle();
            QVERIFY(h_->window->grab().save(QStringLiteral("%1/live-%2-%3.png").arg(dir, language).arg(i)));
        }
        tabs->setCurrentIndex(current);
    }

    QAction *languageAction(const QString &setting) const
    {
        for (QAction *action : h_->window->languageMenu()->actions()) {
            if (action->data().toString() == setting)
                return action;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        buildWindow();
        addProbes();
        QVERIFY(!probes_.isEmpty());
    }

    void menuSwitchesEnglishChineseEnglish()
    {
        h_->window->setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        checkAll(QStringLiteral("en"));

        QAction *chinese = languageAction(QStringLiteral("zh_CN"));
        QVERIFY(chinese);
        QCOMPARE(chinese->text(), QStringLiteral("中文"));
        chinese->trigger();
        settle();
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QVERIFY(chinese->isChecked());
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_CN")); // remembered
        checkAll(QStringLiteral("zh_CN"));
        saveTabs(QStringLiteral("zh_CN"));
        // The "follow the system" entry is itself translated.
        QCOMPARE(languageAction(QStringLiteral("system"))->text(),
                 translated("Language", "Follow the system (%1)").arg(languageDisplayName(systemLanguage())));

        languageAction(QStringLiteral("en"))->trigger();
        settle();
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("en"));
        checkAll(QStringLiteral("en"));
    }

    void settingsDialogSwitchesAndRetranslatesItself()
    {
        h_->window->setLanguage(QStringLiteral("en"));
        settle();
        SettingsDialog dialog(h_->context->settings(), h_->context->deviceCount(), h_->window.get());
        connect(&dialog, &SettingsDialog::applied, h_->window.get(), &MainWindow::applySettings);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Settings"));
        QComboBox *language = dialog.languageBox();
        QCOMPARE(language->count(), 3);
        language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply)->click();
        settle();
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(h_->context->settings().language, QStringLiteral("zh_CN"));
        QCOMPARE(dialog.windowTitle(), translated("rocmtune::SettingsDialog", "Settings"));
        QVERIFY(dialog.windowTitle() != QStringLiteral("Settings"));
        QVERIFY(languageAction(QStringLiteral("zh_CN"))->isChecked()); // the menu follows the dialog
        checkAll(QStringLiteral("zh_CN"));

        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply)->click();
        settle();
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Settings"));
        checkAll(QStringLiteral("en"));
    }

    // Simulated GPUs' names are translated ("Simulated %1"): after a switch the
    // device list, the window title and the tuning panel's device box show them
    // in the new language (they come back from the sampler thread).
    void simulatedDeviceNamesFollowTheLanguage()
    {
        h_->window->setLanguage(QStringLiteral("en"));
        settle();
        const QAbstractItemModel *devices = h_->window->deviceList()->model();
        QVERIFY(devices->rowCount() >= 1);
        const SimulatedCardSpec spec = SimulatedCardSpec::radeonRx7900Xtx();
        const QString english = QStringLiteral("Simulated %1").arg(spec.name);
        QTRY_COMPARE(devices->index(0, 0).data(DeviceListModel::ModelNameRole).toString(), english);
        auto *tuningDevice = tuning_->findChild<QComboBox *>(QStringLiteral("tuningDevice")); // the GPU chooser, not a control's list
        QVERIFY(tuningDevice);

        languageAction(QStringLiteral("zh_CN"))->trigger();
        settle();
        const QString chinese = translated("SimulatedBackend", "Simulated %1").arg(spec.name);
        QVERIFY(chinese != english);
        QTRY_COMPARE(devices->index(0, 0).data(DeviceListModel::ModelNameRole).toString(), chinese);
        QCOMPARE(h_->context->devices().at(0).name, chinese);
        QTRY_VERIFY(tuningDevice->itemText(0).contains(chinese));

        languageAction(QStringLiteral("en"))->trigger();
        settle();
        QTRY_COMPARE(devices->index(0, 0).data(DeviceListModel::ModelNameRole).toString(), english);
        QTRY_VERIFY(tuningDevice->itemText(0).contains(english));
        QCOMPARE(h_->window->deviceList()->currentIndex().row(), h_->context->currentDevice()); // selection kept
    }

    void storedLanguageIsValidated()
    {
        QSettings stored;
        AppSettings loaded;
        stored.setValue(QStringLiteral("language"), QStringLiteral("zh_CN"));
        loaded.load(stored);
        QCOMPARE(loaded.language, QStringLiteral("zh_CN"));
        stored.setValue(QStringLiteral("language"), QStringLiteral("klingon")); // a hand edit: follow the system
        loaded.load(stored);
        QCOMPARE(loaded.language, QStringLiteral("system"));
        QCOMPARE(resolveLanguage(QStringLiteral("system")), systemLanguage());
    }

    // Issue 24: every view populated (Doctor results, a Tuning status, a Profiles message, the Stress runner text,
    // a Runs status), then a live switch to Chinese: no visible text is an English catalogue string.
    void noEnglishLeftInAnyViewAfterALiveSwitch()
    {
        QStringList errors;
        const QVector<QRegularExpression> english = catalogueEnglish(QStringLiteral(ROCMTUNE_ZH_TS), &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char(' '))));
        QVERIFY(english.size() > 500); // the catalogue was read
        h_->window->setLanguage(QStringLiteral("en"));
        settle();
        MainWindow &window = *h_->window;
        QTabWidget *tabs = window.viewTabs();
        auto *profiles = window.findChild<ProfilesView *>();
        QVERIFY(profiles);

        // Populate every view in English.
        tabs->setCurrentIndex(tabIndex(tabs, doctor_)); // runs the checks when first shown
        QTRY_VERIFY_WITH_TIMEOUT(!doctor_->report().results.isEmpty() && !doctor_->isRunning(), 20000);
        tuning_->applyButton()->click(); // "Nothing changed."
        QVERIFY(!tuning_->statusLabel()->text().isEmpty());
        profiles->setDeviceIndex(-1);
        profiles->saveCurrentAs(); // "Select a GPU first."
        QVERIFY(profiles->messageBar()->isVisibleTo(profiles));
        const QString brokenRun = QDir(RunStore::defaultRoot()).filePath(QStringLiteral("broken-run"));
        QVERIFY(QDir().mkpath(brokenRun));
        QFile summary(RunStore::summaryPath(brokenRun));
        QVERIFY(summary.open(QIODevice::WriteOnly) && summary.write("{ not json") > 0);
        summary.close();
        runs_->refresh(); // "Some runs could not be read: …"
        // The same texts once more in English: they are catalogue strings (the scan would find them).
        int englishSeen = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle();
            for (const QString &text : visibleTexts(&window)) {
                for (const QRegularExpression &pattern : english)
                    englishSeen += pattern.match(text).hasMatch() ? 1 : 0;
            }
        }
        QVERIFY2(englishSeen > 50, qPrintable(QString::number(englishSeen)));

        languageAction(QStringLiteral("zh_CN"))->trigger();
        settle();
        QTRY_VERIFY_WITH_TIMEOUT(!doctor_->isRunning(), 20000); // the checks run again in Chinese
        QTRY_VERIFY(!h_->context->devices().at(0).name.startsWith(QStringLiteral("Simulated"))); // names come back translated
        QStringList left;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle();
            for (const QString &text : visibleTexts(&window)) {
                for (const QRegularExpression &pattern : english) {
                    if (pattern.match(text).hasMatch()) {
                        left << QStringLiteral("%1: \"%2\"").arg(tabs->tabText(i), text);
                        break;
                    }
                }
            }
        }
        left.removeDuplicates();
        languageAction(QStringLiteral("en"))->trigger();
        settle();
        QDir(brokenRun).removeRecursively();
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("English after the switch to Chinese:\n") + left.join(QLatin1Char('\n'))));
    }

    void cleanupTestCase() { h_.reset(); }
};

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"})
        qputenv(name, home.filePath(QString::fromLatin1(name)).toLocal8Bit()); // never the user's settings or runs
    // Nor, when the tests run as root, the system's tuning journal.
    qputenv("ROCMTUNE_STATE_DIR", home.filePath(QStringLiteral("tuning-state")).toLocal8Bit());
    qunsetenv("ROCMTUNE_LANG");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("rocmtune-tests"));
    QApplication::setApplicationName(QStringLiteral("rocmtune-language-switch-test"));
    LanguageSwitchTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "LanguageSwitchTest.moc"
