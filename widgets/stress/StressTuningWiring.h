// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>

namespace rocmtune {

class ProfileStore;
class StressPanel;
class TuningController;
class TuningControllerPort;
class TuningPanel;

// Hands the Stress panel the real tuning layer: a TuningControllerPort over
// the window's TuningController drives "Apply and validate" and the
// perf-per-watt sweep, profiles are saved to and stamped in `store`, and the
// tuning panel's "Apply and validate" button prepares its values, shows the
// Stress view (showStressView) and starts the check there; the outcome comes
// back to the tuning panel's status line. Returns the port (owned by the panel).
TuningControllerPort *connectStressToTuning(StressPanel *panel, TuningController *controller, TuningPanel *tuningPanel,
                                            std::shared_ptr<ProfileStore> store, std::function<void()> showStressView);

} // namespace rocmtune
