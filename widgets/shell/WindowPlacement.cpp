// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/shell/WindowPlacement.h"

#include <algorithm>
#include <cmath>

namespace rocmtune::WindowPlacement {

QRect firstWindowGeometry(const QRect &available, const QSize &minimum)
{
    const int maxWidth = static_cast<int>(std::floor(available.width() * kMaxScreenShare)) - kFrameAllowance.left() - kFrameAllowance.right();
    const int maxHeight = static_cast<int>(std::floor(available.height() * kMaxScreenShare)) - kFrameAllowance.top() - kFrameAllowance.bottom();
    const int width = std::max(std::min(kPreferredSize.width(), maxWidth), minimum.width());
    const int height = std::max(std::min(kPreferredSize.height(), maxHeight), minimum.height());
    const int frameWidth = width + kFrameAllowance.left() + kFrameAllowance.right();
    const int frameHeight = height + kFrameAllowance.top() + kFrameAllowance.bottom();
    // Centred; a window larger than the area (its minimum size) starts at the area's top left so the title bar stays reachable.
    const int frameX = available.x() + std::max(0, (available.width() - frameWidth) / 2);
    const int frameY = available.y() + std::max(0, (available.height() - frameHeight) / 2);
    return {frameX + kFrameAllowance.left(), frameY + kFrameAllowance.top(), width, height};
}

bool fitsOnAScreen(const QRect &clientGeometry, const QList<QRect> &availableAreas, const QMargins &frame)
{
    if (!clientGeometry.isValid())
        return false;
    const QRect withFrame = clientGeometry.marginsAdded(frame);
    return std::any_of(availableAreas.begin(), availableAreas.end(), [&withFrame](const QRect &area) { return area.contains(withFrame); });
}

} // namespace rocmtune::WindowPlacement
