// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/ThemeColors.h"

#include <array>

namespace rocmtune {

bool ThemeColors::paletteIsDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

ThemeColors ThemeColors::resolve(const QPalette &palette, GraphTheme theme)
{
    ThemeColors c;
    c.dark = theme == GraphTheme::Dark || (theme == GraphTheme::FollowSystem && paletteIsDark(palette));
    if (theme == GraphTheme::FollowSystem) {
        c.background = palette.color(QPalette::Base);
        c.foreground = palette.color(QPalette::Text);
    } else if (c.dark) {
        c.background = QColor(0x1e, 0x1f, 0x22);
        c.foreground = QColor(0xdc, 0xdd, 0xde);
    } else {
        c.background = QColor(Qt::white);
        c.foreground = QColor(0x23, 0x26, 0x29);
    }
    c.grid = c.dark ? QColor(255, 255, 255, 40) : QColor(0, 0, 0, 35);
    c.subGrid = c.dark ? QColor(255, 255, 255, 16) : QColor(0, 0, 0, 14);
    c.limitLine = c.dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x1c, 0x28);
    c.crosshair = c.dark ? QColor(255, 255, 255, 140) : QColor(0, 0, 0, 120);
    return c;
}

QColor ThemeColors::series(int index) const
{
    // Okabe-Ito-like hues, one blue only (eight GPUs in one graph must be told apart); lighter variants on dark backgrounds.
    static constexpr std::array<QRgb, 8> kLight{0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7, 0xe69f00, 0x8c564b, 0x7f3c8d, 0x4d4d4d};
    static constexpr std::array<QRgb, 8> kDark{0x4fa3e0, 0xff7043, 0x3ccf9e, 0xf0a6ca, 0xf5d142, 0xc8a27a, 0xb388eb, 0xd0d0d0};
    const auto &table = dark ? kDark : kLight;
    return QColor(table[static_cast<std::size_t>(index) % table.size()]);
}

QColor ThemeColors::health(DeviceHealth health) const
{
    switch (health) {
    case DeviceHealth::Ok: return dark ? QColor(0x3c, 0xcf, 0x6e) : QColor(0x1a, 0x9f, 0x4a);
    case DeviceHealth::Warm: return dark ? QColor(0xf5, 0xb9, 0x42) : QColor(0xd0, 0x8a, 0x00);
    case DeviceHealth::Hot: return dark ? QColor(0xff, 0x5c, 0x5c) : QColor(0xd0, 0x1f, 0x1f);
    case DeviceHealth::Error: return dark ? QColor(0xff, 0x8a, 0x3d) : QColor(0xc4, 0x55, 0x00);
    case DeviceHealth::Lost: return QColor(0x8a, 0x8a, 0x8a);
    case DeviceHealth::Unknown: break;
    }
    return QColor(0x9a, 0x9a, 0x9a);
}

} // namespace rocmtune
