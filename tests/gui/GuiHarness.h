// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/simulated/SimulatedBackend.h"
#include "widgets/context/AppContext.h"
#include "widgets/dashboard/DashboardView.h"
#include "widgets/overview/OverviewView.h"
#include "widgets/shell/MainWindow.h"

#include <memory>

namespace rocmtune::test {

// A main window with dashboard and overview over simulated GPUs whose model
// only moves when a test says so. The sampler's timer is slow (10 s); tests
// drive samples with tick().
class GuiHarness
{
public:
    explicit GuiHarness(int gpus = 2);
    ~GuiHarness();

    // One sampler tick, delivered to the UI (returns false on timeout).
    bool tick(int count = 1);
    // Runs fn on the sampler thread with the simulated backend.
    void withBackend(const std::function<void(SimulatedBackend *)> &fn);

    std::unique_ptr<AppContext> context;
    std::unique_ptr<MainWindow> window;
    bool ready = false; // window shown and the first sample arrived
    DashboardView *dashboard = nullptr;
    OverviewView *overview = nullptr;

private:
    SimulatedBackend *backend_ = nullptr; // owned by the sampler thread's device set
};

} // namespace rocmtune::test
