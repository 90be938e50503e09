// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the Tuning view in a main window, for a person to look at
// (scripts/tuning-shots.sh runs this under Xvfb + fluxbox at each screen
// size): a simulated Radeon VII (voltage curve), RX 7900 XTX and MI210, in
// English and Chinese. The window is maximized by the window manager; the
// whole screen is saved, frame included.
// Usage: rocmtune_tuning_shots OUT_DIR NAME_PREFIX [drift]
// drift: the RX 7900 XTX's power cap is kept at 300 W through the tuning
// service, then set to 310 W behind ROCm Tune's back, so its row shows the
// drift and the Apply again / Accept bar.
#include "core/backends/BackendRegistry.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/transaction/TuningService.h"
#include "widgets/common/UiLanguage.h"
#include "widgets/context/AppContext.h"
#include "widgets/dashboard/DashboardView.h"
#include "widgets/overview/OverviewView.h"
#include "widgets/shell/MainWindow.h"
#include "widgets/tuning/TuningPanel.h"

#include <QApplication>
#include <QDir>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace rocmtune;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool drift = args.size() == 4 && args.at(3) == QLatin1String("drift");
    if (args.size() != 3 && !drift) {
        QTextStream(stderr) << "usage: rocmtune_tuning_shots OUT_DIR NAME_PREFIX [drift]\n";
        return 2;
    }
    const QString out = args.at(1), prefix = args.at(2);
    QDir().mkpath(out);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir state;

    AppSettings settings;
    settings.samplingIntervalMs = 250;
    const QStringList cards{QStringLiteral("radeon-vii"), QStringLiteral("rx7900xtx"), QStringLiteral("mi210")};
    AppContext context(
        [cards] {
            BackendOptions options;
            options.choice = BackendChoice::Simulated;
            options.simulated.cards = cards;
            options.simulated.stateFile.clear();
            return createDeviceSet(options);
        },
        settings);
    MainWindow window(&context);
    window.addView(new DashboardView(&context));
    window.addView(new OverviewView(&context));
    auto *controller = new TuningController(context.sampler(), &window);
    controller->setStateDirectory(state.path());
    controller->setRoute(TuningController::Route::InProcess);
    auto *panel = new TuningPanel(controller);
    window.addView(panel);
    QObject::connect(&context, &AppContext::currentDeviceChanged, panel, &TuningPanel::setDeviceIndex);
    window.showMaximized();
    context.start();
    window.showView(panel);
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    if (drift) {
        QTest::qWaitFor([&] { return context.sampler()->devices().size() == cards.size(); }, 10000);
        context.sampler()->call([&state](DeviceSet *set) {
            if (!set)
                return;
            TuningService service(*set, TuningJournal(state.path()), TuningLog(TuningLog::pathIn(state.path())), SafetyPolicy{});
            TuningValues cap;
            cap.perControl.set(PowerCapValue{300000000});
            service.apply(1, cap, 0);
            int local = -1;
            if (Backend *backend = set->backendFor(1, &local))
                backend->setPowerCap(local, 310000000); // another tool
        });
    }

    int failures = 0;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        window.setLanguage(language);
        for (int device = 0; device < cards.size(); ++device) {
            context.setCurrentDevice(device);
            const bool ready = QTest::qWaitFor(
                [&] { return panel->deviceIndex() == device && !controller->isBusy() && panel->applyButton()->isVisible(); }, 10000);
            QTest::qWait(2000); // a few samples: the live clock / temperature on the plots
            const QString path = QStringLiteral("%1/tuning-%2-%3-%4.png").arg(out, prefix, language, cards.at(device));
            const QPixmap shot = window.screen()->grabWindow(0);
            if (!ready || shot.isNull() || !shot.save(path)) {
                QTextStream(stderr) << "failed: " << path << (ready ? "" : " (controls never shown)") << "\n";
                ++failures;
                continue;
            }
            // The panel's size in this window: what LookAndFeelTest's 1366x768 check resizes the panel to.
            QTextStream(stdout) << path << " " << shot.width() << "x" << shot.height() << " (Tuning view " << panel->width() << "x"
                                << panel->height() << ")\n";
        }
    }
    window.setLanguage(QStringLiteral("system"));
    return failures == 0 ? 0 : 1;
}
