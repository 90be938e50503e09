// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLabel;

namespace rocmtune {

// A word-wrapped label in a tight layout (a dialog at 1366x768 with a long
// list under it) may get less height than its lines need, and its first and
// last lines are cut off. After this, the label's minimum height follows its
// width: every line it wraps to stays whole, and the layout takes the room
// from what can scroll. Turns word wrap on.
void keepWrappedTextWhole(QLabel *label);

} // namespace rocmtune
