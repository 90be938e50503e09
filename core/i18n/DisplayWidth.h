// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rocmtune {

// Terminal columns a string takes: East Asian Wide and Fullwidth characters
// (汉字, full-width punctuation such as ，：（）) take two, combining marks and
// zero-width characters none, everything else one (Unicode UAX #11; ambiguous
// characters such as ° and — count as one, as in a non-CJK terminal).
int displayWidth(const QString &text);

// Pads text with spaces to width terminal columns: positive width aligns
// right, negative left (like QString::arg's fieldWidth). Text wider than the
// field is returned whole, never cut.
QString padToDisplayWidth(const QString &text, int width);

// Lines "Label:   value" of one block (list, profile show, tuning show) with
// their values moved to one terminal column: the widest label and the padding
// its translation gives. The label ends at the first ':' or '：'; lines
// without one are left as they are. A leading indent is kept.
QStringList alignLabelledLines(const QStringList &lines);

} // namespace rocmtune
