// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The set-up the tuning GUI tests share: a SamplerThread over simulated GPUs
// (or a test's own), a TuningController tuning in process with a state
// folder of its own, and a TuningPanel of a given size, shown. A QtTest class
// derives from it (after QObject), calls startSimulated() in init() and
// stop() in cleanup(), and uses dir, sampler, controller and panel.
#include "core/backends/BackendRegistry.h"
#include "core/sampling/Sampler.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/tuning/TuningPanel.h"

#include <QPushButton>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>
#include <optional>

namespace rocmtune::testing {

struct TuningPanelRig {
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<SamplerThread> sampler;
    std::unique_ptr<TuningController> controller;
    std::unique_ptr<TuningPanel> panel;

    // Simulated GPUs (the environment's options as `configure` changes them,
    // no state file) sampled every 200 ms; a 5-s countdown.
    void startSimulated(const std::function<void(SimulatedOptions &)> &configure, QSize panelSize)
    {
        QStandardPaths::setTestModeEnabled(true);
        dir = std::make_unique<QTemporaryDir>();
        sampler = std::make_unique<SamplerThread>(
            [configure] {
                BackendOptions options;
                options.choice = BackendChoice::Simulated;
                configure(options.simulated);
                options.simulated.stateFile.clear();
                return createDeviceSet(options);
            },
            nullptr);
        sampler->start(200);
        startPanel(panelSize, 5);
    }
    // A new controller and panel over the current sampler and folder (after a
    // test replaced the sampler); no countdown given: the controller's own.
    void startPanel(QSize panelSize, std::optional<int> confirmTimeoutSeconds = std::nullopt)
    {
        controller = std::make_unique<TuningController>(sampler->sampler());
        controller->setStateDirectory(dir->path());
        controller->setRoute(TuningController::Route::InProcess);
        if (confirmTimeoutSeconds)
            controller->setConfirmTimeoutSeconds(*confirmTimeoutSeconds);
        panel = std::make_unique<TuningPanel>(controller.get());
        panel->resize(panelSize);
        panel->show();
    }
    // The panel shows `device`'s controls and can apply (start-up recovery runs first).
    void waitForControls(int device)
    {
        QTRY_VERIFY_WITH_TIMEOUT(panel->deviceIndex() == device && panel->controls().perControl.has<PowerCapControl>() && !controller->isBusy()
                                     && panel->applyButton()->isEnabled(),
                                 5000);
    }
    void stop()
    {
        panel.reset();
        controller.reset();
        sampler.reset();
        dir.reset();
    }
};

} // namespace rocmtune::testing
