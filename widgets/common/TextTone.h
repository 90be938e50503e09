// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace rocmtune {

// Coloured text in a view (a refusal, a warning, a pass, a side note) that
// stays readable in the light and the dark look: every tone keeps a contrast
// of at least 4.5:1 (WCAG AA) against the palette's window colour. Fixed
// light-look colours (#c62828 red) fell to 3:1 and less on the dark window.
enum class TextTone {
    Secondary, // a side note: between the text and the window colour
    Error,
    Warning,
    Success,
};

QColor textToneColor(const QPalette &palette, TextTone tone);
// "QLabel { color: #rrggbb; <extra> }" for setStyleSheet().
QString textToneStyle(const QPalette &palette, TextTone tone, const QString &extra = QString());
// WCAG 2 contrast ratio of two opaque colours (1 .. 21).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace rocmtune
