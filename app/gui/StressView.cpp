// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/StressView.h"

#include "core/profiles/ProfileStore.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/context/AppContext.h"
#include "widgets/shell/MainWindow.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/StressTuningWiring.h"

#include <QPointer>
#include <QScrollArea>

#include <memory>

namespace rocmtune::gui {

QWidget *createStressView(AppContext *context)
{
    auto *panel = new StressPanel;
    // Tall enough for the graphs; the width follows the layout's own minimum so
    // no text is squeezed (the scroll area scrolls sideways when narrower).
    panel->setMinimumHeight(900);
    panel->setDevices(context->devices());
    panel->setShownNames(context->shownDeviceNames());
    QObject::connect(context, &AppContext::devicesChanged, panel, [context, panel] {
        panel->setDevices(context->devices());
        panel->setShownNames(context->shownDeviceNames());
    });
    // A name given in Settings shows in the GPU list at once.
    QObject::connect(context, &AppContext::settingsChanged, panel, [context, panel] { panel->setShownNames(context->shownDeviceNames()); });
    QObject::connect(context, &AppContext::snapshotArrived, panel, &StressPanel::addSnapshot);
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("stressView"));
    scroll->setWidgetResizable(true);
    scroll->setWidget(panel);
    scroll->setWindowTitle(panel->windowTitle());
    // The tab name follows the panel's title (it changes with the language).
    QObject::connect(panel, &QWidget::windowTitleChanged, scroll, &QWidget::setWindowTitle);
    return scroll;
}

void connectStressToTuning(QWidget *stressView, TuningController *controller, TuningPanel *tuningPanel, MainWindow *window)
{
    auto *scroll = qobject_cast<QScrollArea *>(stressView);
    auto *panel = scroll ? qobject_cast<StressPanel *>(scroll->widget()) : nullptr;
    if (!panel)
        return;
    // The controls in force when a run starts: the controller's cache, which
    // the sampler thread fills (the UI thread never waits on it).
    panel->setTuningReader([controller = QPointer<TuningController>(controller)](const QVector<int> &devices) {
        QMap<int, ControlState> controls;
        for (int device : devices) {
            if (!controller)
                break;
            if (const auto state = controller->cachedControls(device))
                controls.insert(device, *state);
            controller->refreshCache(device);
        }
        return controls;
    });
    rocmtune::connectStressToTuning(panel, controller, tuningPanel, std::make_shared<ProfileStore>(),
                                    [window, stressView] { window->showView(stressView); });
}

void startQuickCheck(QWidget *stressView, MainWindow *window)
{
    auto *scroll = qobject_cast<QScrollArea *>(stressView);
    auto *panel = scroll ? qobject_cast<StressPanel *>(scroll->widget()) : nullptr;
    if (!panel)
        return;
    window->raiseAndActivate();
    window->showView(stressView);
    if (panel->isRunning())
        return; // one at a time: the tab shows the running one
    StressPlan plan = StressPlan::fromPreset(StressPreset::Quick);
    plan.devices = panel->planFromUi().devices;
    panel->startPlan(plan, VerdictPolicy{}, true);
}

} // namespace rocmtune::gui
