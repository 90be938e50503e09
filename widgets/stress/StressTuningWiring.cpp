// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/StressTuningWiring.h"

#include "core/profiles/ProfileStore.h"
#include "core/stress/TuningControllerPort.h"
#include "core/undervolt/UndervoltTuningPort.h"
#include "core/undervolt/UndervoltValues.h"
#include "widgets/common/ScrollIntoView.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/StressTuningBox.h"
#include "widgets/stress/UndervoltBox.h"
#include "widgets/stress/UndervoltStartQuestion.h"
#include "widgets/tuning/TuningPanel.h"
#include "widgets/tuning/controls/voltageoffset/VoltageOffsetEditor.h"

#include <QVBoxLayout>

namespace rocmtune {

TuningControllerPort *connectStressToTuning(StressPanel *panel, TuningController *controller, TuningPanel *tuningPanel,
                                            std::shared_ptr<ProfileStore> store, std::function<void()> showStressView)
{
    auto *port = new TuningControllerPort(controller, panel);
    StressTuningBox *box = panel->attachTuning(port);
    box->setProfileStore(store);
    // No runner, no check to validate with: the button is hidden (the
    // Stress view says why) and shows again once a runner is found.
    tuningPanel->setValidationAvailable(panel->runnerProblem().isEmpty());
    QObject::connect(panel, &StressPanel::runnerStateChanged, tuningPanel, [tuningPanel, box](const QString &problem) {
        tuningPanel->setValidationAvailable(problem.isEmpty());
        box->refreshButtons();
    });
    // "Find a stable undervolt": the search runs its checks in this view, each
    // offset through the same port (transaction, hold, journal).
    auto *undervoltPort = new UndervoltTuningPort(port, undervoltValues, undervoltStateOf, panel);
    auto *undervolt = new UndervoltBox(panel, undervoltPort, panel);
    undervolt->setProfileStore(std::move(store));
    static_cast<QVBoxLayout *>(panel->layout())->insertWidget(panel->layout()->indexOf(box) + 1, undervolt);
    QObject::connect(panel, &StressPanel::runnerStateChanged, undervolt, &UndervoltBox::refreshButtons);
    // Asked before it starts: what it does, about how long, that the screen may flicker and a crash is rolled back.
    undervolt->setStartQuestion([undervolt](const UndervoltStartPlan &plan) {
        return askToStartUndervoltSearch(undervolt->window(), plan);
    });
    if (auto *offsetEditor = qobject_cast<VoltageOffsetEditor *>(tuningPanel->editor(ControlId::VoltageOffset))) {
        QObject::connect(offsetEditor, &VoltageOffsetEditor::findStableUndervoltRequested, undervolt,
                         [tuningPanel, undervolt, show = showStressView] {
                             const int device = tuningPanel->deviceIndex();
                             if (!undervolt->askToStart(device))
                                 return; // nothing started, the Tuning view stays
                             if (show)
                                 show();
                             undervolt->startSearch(device);
                             scrollIntoView(undervolt); // its progress in view, not the top of the Stress tab
                         });
    }
    QObject::connect(tuningPanel, &TuningPanel::controlsShown, undervolt, &UndervoltBox::setDevice);
    QObject::connect(undervolt, &UndervoltBox::searchFinished, tuningPanel,
                     [tuningPanel](int device, UndervoltReport::Outcome outcome, const QString &message) {
                         tuningPanel->showValidationResult(device, outcome == UndervoltReport::Outcome::Kept, message);
                     });
    QObject::connect(tuningPanel, &TuningPanel::applyAndValidateRequested, box,
                     [port, box, show = std::move(showStressView)](int device, const TuningValues &values) {
                         port->setPrepared(device, values);
                         if (show)
                             show();
                         box->applyAndValidate(device);
                         scrollIntoView(box); // the check and its verdict where the user looks
                     });
    QObject::connect(box, &StressTuningBox::validationFinished, tuningPanel, &TuningPanel::showValidationResult);
    return port;
}

} // namespace rocmtune
