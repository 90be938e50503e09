// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/settings/AppSettings.h"
#include "core/telemetry/DeviceHealth.h"

#include <QColor>
#include <QPalette>

namespace rocmtune {

// Colours for graphs and status marks, chosen for the light or dark look the
// user wants (or the system palette's), readable on either background.
struct ThemeColors {
    bool dark = false;
    QColor background;
    QColor foreground; // axis lines, tick labels, legend text
    QColor grid;
    QColor subGrid;
    QColor limitLine;  // power cap and other limits drawn over a graph
    QColor crosshair;

    static ThemeColors resolve(const QPalette &palette, GraphTheme theme);
    // Series colour i (distinct hues; cycles after 8).
    QColor series(int index) const;
    QColor health(DeviceHealth health) const;
    static bool paletteIsDark(const QPalette &palette);
};

} // namespace rocmtune
