// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rocmtune {

// Wraps one paragraph to lines of at most width terminal columns (a 汉字 or a
// full-width mark takes two, see displayWidth). A line breaks at white space
// (dropped) or between two characters of which one is wide — never inside a
// run of Latin letters, digits or a path ("quick", "/opt/rocm/lib"), never
// before closing punctuation (，。：；）”、%) nor after opening punctuation
// (（“). A run wider than the whole line stays whole on a line of its own.
// The first line may be shorter (firstWidth, e.g. after a label).
QStringList wrapToDisplayWidth(const QString &paragraph, int width, int firstWidth = -1);

} // namespace rocmtune
