// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune: the desktop GUI. Parses options, wires the sampler, the views,
// the tray and the single-instance guard together.
#include "app/gui/DarkPalette.h"
#include "app/gui/GraphReplotProbe.h"
#include "app/gui/GuiOptions.h"
#include "app/gui/HistoryPrefill.h"
#include "app/gui/RunViews.h"
#include "app/gui/StartupProbe.h"
#include "app/gui/StressView.h"
#include "core/i18n/Language.h"
#include "core/profiles/Profile.h"
#include "core/settings/AppSettings.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/common/UiLanguage.h"
#include "widgets/context/AppContext.h"
#include "widgets/dashboard/DashboardView.h"
#include "widgets/doctor/DoctorView.h"
#include "widgets/fleet/FleetView.h"
#include "widgets/overview/OverviewView.h"
#include "widgets/profiles/ProfilesView.h"
#include "widgets/settings/SettingsDialog.h"
#include "widgets/shell/MainWindow.h"
#include "widgets/shell/SingleInstance.h"
#include "widgets/tray/TrayController.h"
#include "widgets/tuning/TuningPanel.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTextStream>
#include <QTimer>

using namespace rocmtune;

namespace {

// The saved settings; the UI speaks the system language (zh_* -> 中文)
// unless the setting "language" or ROCMTUNE_LANG says otherwise.
AppSettings loadSettingsAndLanguage()
{
    AppSettings settings;
    settings.load(QSettings());
    const QString languageSetting = qEnvironmentVariableIsSet("ROCMTUNE_LANG") ? qEnvironmentVariable("ROCMTUNE_LANG")
                                                                               : settings.language;
    applyUiLanguage(resolveLanguage(languageSetting));
    return settings;
}

// --help and --version are answered without a display: a QApplication needs one (review D25).
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        loadSettingsAndLanguage();
        QCommandLineParser parser;
        gui::GuiOptions options;
        // Prints the help or the version and exits; anything else wrong with the arguments is said here.
        const QString error = gui::GuiOptions::parse(parser, QCoreApplication::arguments(), &options);
        if (!error.isEmpty()) {
            QTextStream(stderr) << error << Qt::endl;
            return 2;
        }
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("ROCm Tune"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.rocmtune.RocmTune")); // = the .desktop file's name
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/app/io.github.rocmtune.RocmTune.svg")));
    gui::applyPaletteFromEnvironment(); // ROCMTUNE_PALETTE=dark: the dark look on any desktop (screenshots)
    AppSettings settings = loadSettingsAndLanguage();

    QCommandLineParser parser;
    gui::GuiOptions options;
    const QString error = gui::GuiOptions::parse(parser, QApplication::arguments(), &options);
    if (!error.isEmpty()) {
        QTextStream(stderr) << error << Qt::endl;
        return 2;
    }

    // A second launch raises the running window and leaves.
    SingleInstance instance;
    if (!options.newInstance && options.screenshotPath.isEmpty() && !options.reportStartup) {
        if (instance.activateRunning())
            return 0;
        if (!instance.listen())
            QTextStream(stderr) << QApplication::translate("main", "Single-instance socket unavailable: %1").arg(instance.errorString())
                                << Qt::endl;
    }

    if (options.intervalMs)
        settings.samplingIntervalMs = *options.intervalMs;

    const BackendOptions backendOptions = options.backend;
    AppContext context([backendOptions] { return createDeviceSet(backendOptions); }, settings);
    if (options.prefillHistorySeconds > 0) {
        gui::prefillHistory(context.history(), backendOptions.simulated, options.prefillHistorySeconds, settings.samplingIntervalMs);
        QTextStream(stderr) << "prefill: " << context.history().size(0) << " samples per GPU, History holds "
                            << context.history().memoryBytes() / (1024 * 1024) << " MiB" << Qt::endl;
    }

    MainWindow window(&context);
    window.addView(new DashboardView(&context));
    window.addView(new OverviewView(&context));
    auto *tuningController = new TuningController(context.sampler(), &window);
    auto *tuningPanel = new TuningPanel(tuningController);
    window.addView(tuningPanel);
    QObject::connect(&context, &AppContext::currentDeviceChanged, tuningPanel, &TuningPanel::setDeviceIndex);
    // Profiles apply through the same controller: the tuning panel's confirm dialog shows their countdown too.
    auto *profilesView = new ProfilesView(&context, tuningController);
    window.addView(profilesView, QIcon(QStringLiteral(":/icons/views/profiles.svg")));
    gui::addProcessAndRunViews(window, context);
    QWidget *stressView = gui::createStressView(&context);
    window.addView(stressView);
    gui::connectStressToTuning(stressView, tuningController, tuningPanel, &window);
    auto *doctor = new DoctorView;
    window.addView(doctor, QIcon(QStringLiteral(":/icons/views/doctor.svg")));
    window.setDoctorView(doctor); // the status line's "Open Doctor" when no GPU was found
    window.addView(new FleetView(&context, window.settingsAction()));
    window.restoreWindowState();

    TrayController tray(&context, &window);
    window.setTrayPresent([&tray] { return tray.isAvailable() && tray.icon()->isVisible(); });
    tray.setProfileMenu(
        [profilesView] {
            QList<QPair<QString, QString>> list;
            for (const Profile &profile : profilesView->store().load().profiles)
                list << qMakePair(profile.id, profile.name);
            return list;
        },
        [&window, profilesView](const QString &id) {
            window.showView(profilesView);
            profilesView->selectProfile(id);
            profilesView->applySelected(); // confirm-or-revert as from the Profiles view
        });
    tray.setQuickCheck([&window, stressView] { gui::startQuickCheck(stressView, &window); });
    QObject::connect(&instance, &SingleInstance::activationRequested, &window, &MainWindow::raiseAndActivate);
    QObject::connect(&tray, &TrayController::alertWithoutTray, &window,
                     [&window](const QString &message) { window.statusBar()->showMessage(message, 30000); });

    gui::StartupProbe probe;
    if (options.reportStartup)
        app.installEventFilter(&probe);
    if (options.reportGraphReplotsSeconds > 0)
        new gui::GraphReplotProbe(&window, 10, options.reportGraphReplotsSeconds, &window);

    QObject::connect(&window, &MainWindow::quitRequested, &app, &QApplication::quit);
    QObject::connect(&app, &QApplication::aboutToQuit, &window, [&window] { window.saveWindowState(); });

    if (!options.screenshotPath.isEmpty()) {
        const QString path = options.screenshotPath;
        const quint64 after = static_cast<quint64>(options.screenshotAfterSamples);
        const bool settingsDialog = options.screenshotSettings;
        auto capture = [&window, &context, path, settingsDialog] {
            QWidget *target = &window;
            if (settingsDialog) {
                auto *dialog = new SettingsDialog(context.settings(), context.deviceCount(), &window, context.devices());
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->show();
                target = dialog;
            }
            // Let the queued replots of this sample run first.
            QTimer::singleShot(200, target, [target, path] {
                const bool ok = target->grab().save(path);
                QTextStream(ok ? stdout : stderr) << (ok ? QStringLiteral("screenshot: %1").arg(path)
                                                         : QStringLiteral("screenshot: could not write %1").arg(path))
                                                  << Qt::endl;
                QApplication::exit(ok ? 0 : 1);
            });
        };
        QObject::connect(&context, &AppContext::snapshotArrived, &window, [&context, after, capture] {
            if (context.snapshotsReceived() == after)
                capture();
        });
        // No device could be opened: no sample will come; show the window as it is.
        QObject::connect(&context, &AppContext::backendFailed, &window, capture);
    }

    context.start();
    const bool minimized = options.screenshotPath.isEmpty() && (options.minimized || settings.startMinimized);
    if (minimized && tray.isAvailable()) {
        // In the tray only: the window is created but never shown until asked.
        QApplication::setQuitOnLastWindowClosed(false);
    } else if (minimized) {
        window.showMinimized();
    } else {
        window.show();
    }
    return QApplication::exec();
}
