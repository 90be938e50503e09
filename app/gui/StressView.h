// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rocmtune {

class AppContext;
class MainWindow;
class TuningController;
class TuningPanel;

namespace gui {

// The Stress tab: a StressPanel fed with the window's devices and snapshots,
// reading the controls in force through the sampler thread for its reports.
QWidget *createStressView(AppContext *context);

// Hands the Stress tab the real tuning layer (a TuningControllerPort over the
// window's TuningController) and the profile store: "Apply and validate"
// and the perf-per-watt sweep go through tuning transactions, and the tuning
// panel's "Apply and validate" button runs the check in the Stress tab.
void connectStressToTuning(QWidget *stressView, TuningController *controller, TuningPanel *tuningPanel, MainWindow *window);

// The tray's "Start Quick check": the Quick preset on the GPUs chosen in the tab, shown in the tab
// (which says why when it cannot start).
void startQuickCheck(QWidget *stressView, MainWindow *window);

} // namespace gui
} // namespace rocmtune
