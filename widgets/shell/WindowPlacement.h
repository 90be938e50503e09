// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMargins>
#include <QRect>
#include <QSize>

namespace rocmtune {

// Where the main window opens. Pure geometry (no widgets), so it is tested
// with made-up screens: a 1366×768 laptop, a 2560×1440 screen at 2× scale
// (1280×720 logical), two screens side by side.
namespace WindowPlacement {

// The size the window would like on a large screen.
inline constexpr QSize kPreferredSize{1280, 860};
// At most this share of the screen's available area (panels excluded).
inline constexpr double kMaxScreenShare = 0.9;
// What a window manager adds around the client area before the window is
// shown (title bar, borders); unknown until then, so estimated generously.
inline constexpr QMargins kFrameAllowance{8, 32, 8, 8};

// The client geometry of a first window on a screen whose available area is
// `available`: the preferred size, shrunk to kMaxScreenShare of the area
// (never below `minimum`) and centred with its frame inside the area.
QRect firstWindowGeometry(const QRect &available, const QSize &minimum = QSize());

// At least a title bar above a saved client area (its borders may touch the edges).
inline constexpr QMargins kTitleBarAllowance{0, 16, 0, 0};

// True when a client rectangle plus its frame lies inside the available area
// of one of the screens (a saved geometry from a larger or a removed screen
// does not).
bool fitsOnAScreen(const QRect &clientGeometry, const QList<QRect> &availableAreas,
                   const QMargins &frame = kTitleBarAllowance);

} // namespace WindowPlacement
} // namespace rocmtune
