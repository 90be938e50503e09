// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/TextTone.h"

#include "widgets/common/ThemeColors.h"

#include <cmath>

namespace rocmtune {

namespace {

double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

QColor blend(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * share + b.redF() * (1 - share)),
                            static_cast<float>(a.greenF() * share + b.greenF() * (1 - share)),
                            static_cast<float>(a.blueF() * share + b.blueF() * (1 - share)));
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor textToneColor(const QPalette &palette, TextTone tone)
{
    const bool dark = ThemeColors::paletteIsDark(palette);
    switch (tone) {
    case TextTone::Secondary: return blend(palette.color(QPalette::WindowText), palette.color(QPalette::Window), 0.7);
    case TextTone::Error: return dark ? QColor(0xff, 0x80, 0x80) : QColor(0xc6, 0x28, 0x28);
    case TextTone::Warning: return dark ? QColor(0xf5, 0xb9, 0x42) : QColor(0x9a, 0x5b, 0x00);
    case TextTone::Success: return dark ? QColor(0x6c, 0xd4, 0x7e) : QColor(0x27, 0x70, 0x2b);
    }
    return palette.color(QPalette::WindowText);
}

QString textToneStyle(const QPalette &palette, TextTone tone, const QString &extra)
{
    return QStringLiteral("QLabel { color: %1; %2 }").arg(textToneColor(palette, tone).name(), extra);
}

} // namespace rocmtune
