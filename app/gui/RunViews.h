// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {
class AppContext;
class MainWindow;
} // namespace rocmtune

namespace rocmtune::gui {

// Adds the Processes and Runs views to the window and wires them to the
// shared sampler: both get every snapshot and the device list; "Record a run
// of this process" in Processes opens the Runs view set to attach; the end of
// a recorded run asks the sampler for one extra sample.
void addProcessAndRunViews(MainWindow &window, AppContext &context);

} // namespace rocmtune::gui
