// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rocmtune {

// Scrolls the scroll areas around `widget` so that it is in view: all of it
// when it fits, else its top (its heading and status line) at the top of the
// view. Done once the layout has placed it (the next turn of the event loop),
// so it works right after the page was shown. Nothing when no scroll area
// holds it.
void scrollIntoView(QWidget *widget);

} // namespace rocmtune
