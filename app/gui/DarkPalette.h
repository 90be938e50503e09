// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

namespace rocmtune::gui {

// A dark Fusion palette, like a desktop's dark theme: screenshots and the
// review of the dark look set ROCMTUNE_PALETTE=dark to get it on any desktop.
QPalette darkPalette();
// Applies it (Fusion style + palette) when ROCMTUNE_PALETTE=dark.
void applyPaletteFromEnvironment();

} // namespace rocmtune::gui
