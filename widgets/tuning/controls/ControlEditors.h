// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

namespace rocmtune {

// The registry of editors, one line each in ControlEditors.cpp, in the order
// the Tuning view shows them; all children of `parent`.
QList<ControlEditor *> createControlEditors(QObject *parent);

} // namespace rocmtune
