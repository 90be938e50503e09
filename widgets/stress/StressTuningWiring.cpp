// SPDX-License-Identifier: GPL-3.0-or-later
#include "StressTuningWiring.h"

#include "StressPanel.h"
#include "StressTuningBox.h"
#include "profiles/ProfileStore.h"
#include "stress/TuningControllerPort.h"
#include "tuning/TuningPanel.h"

namespace rocmtune {

TuningControllerPort *connectStressToTuning(StressPanel *panel, TuningController *controller, TuningPanel *tuningPanel,
                                            std::shared_ptr<ProfileStore> store, std::function<void()> showStressView)
{
    auto *port = new TuningControllerPort(controller, panel);
    StressTuningBox *box = panel->attachTuning(port);
    box->setProfileStore(std::move(store));
    // No runner, no check to validate with: the button is hidden (the
    // Stress view says why) and shows again once a runner is found.
    tuningPanel->setValidationAvailable(panel->runnerProblem().isEmpty());
    QObject::connect(panel, &StressPanel::runnerStateChanged, tuningPanel, [tuningPanel, box](const QString &problem) {
        tuningPanel->setValidationAvailable(problem.isEmpty());
        box->refreshButtons();
    });
    QObject::connect(tuningPanel, &TuningPanel::applyAndValidateRequested, box,
                     [port, box, show = std::move(showStressView)](int device, const TuningValues &values) {
                         port->setPrepared(device, values);
                         if (show)
                             show();
                         box->applyAndValidate(device);
                     });
    QObject::connect(box, &StressTuningBox::validationFinished, tuningPanel, &TuningPanel::showValidationResult);
    return port;
}

} // namespace rocmtune
