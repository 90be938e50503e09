// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rocmtune {

class AppContext;

namespace gui {

// The Stress tab: a StressPanel fed with the window's devices and snapshots,
// reading the controls in force through the sampler thread for its reports.
QWidget *createStressView(AppContext *context);

} // namespace gui
} // namespace rocmtune
