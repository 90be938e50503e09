// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/DisplayWidth.h"

#include <QStringView>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

namespace rocmtune {

namespace {

// East Asian Wide (W) and Fullwidth (F) ranges of UAX #11 that text in a
// terminal meets: Hangul Jamo, CJK radicals to Yi, Hangul syllables, CJK
// compatibility, vertical and small forms, fullwidth forms, emoji, and the
// supplementary ideographic planes.
constexpr std::array<std::pair<char32_t, char32_t>, 20> kWideRanges{{
    {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},   {0x2E80, 0x303E},
    {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},   {0xA960, 0xA97F},
    {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},
    {0xFFE0, 0xFFE6},   {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
}};

int codePointWidth(char32_t c)
{
    if (c == 0x200B || c == 0x200C || c == 0x200D || c == 0xFEFF)
        return 0;
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
        return 0;
    default:
        break;
    }
    for (const auto &[first, last] : kWideRanges) {
        if (c >= first && c <= last)
            return 2;
    }
    return 1;
}

// Index just after the label's colon, or -1.
qsizetype labelEnd(const QString &line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == QLatin1Char(':') || line.at(i) == QChar(0xFF1A))
            return i + 1;
    }
    return -1;
}

// Index of the value: after the label and the spaces that follow it.
qsizetype valueStart(const QString &line, qsizetype labelEnd)
{
    qsizetype value = labelEnd;
    while (value < line.size() && line.at(value) == QLatin1Char(' '))
        ++value;
    return value;
}

// Columns the label and its padding take: at least one space after an ASCII
// colon (a full-width colon carries its own space).
int labelColumns(const QString &line, qsizetype labelEnd)
{
    const int label = displayWidth(line.left(labelEnd)) + (line.at(labelEnd - 1) == QLatin1Char(':') ? 1 : 0);
    return std::max(label, displayWidth(line.left(valueStart(line, labelEnd))));
}

} // namespace

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4())
        width += codePointWidth(c);
    return width;
}

QString padToDisplayWidth(const QString &text, int width)
{
    const int fill = std::abs(width) - displayWidth(text);
    if (fill <= 0)
        return text;
    const QString spaces(fill, QLatin1Char(' '));
    return width < 0 ? text + spaces : spaces + text;
}

QStringList alignLabelledLines(const QStringList &lines)
{
    // The value column: the widest "label: + its padding" of the block.
    int valueColumn = 0;
    for (const QString &line : lines) {
        const qsizetype end = labelEnd(line);
        if (end >= 0)
            valueColumn = std::max(valueColumn, labelColumns(line, end));
    }
    QStringList aligned;
    aligned.reserve(lines.size());
    for (const QString &line : lines) {
        const qsizetype end = labelEnd(line);
        if (end < 0) {
            aligned << line;
            continue;
        }
        aligned << padToDisplayWidth(line.left(end), -valueColumn) + line.mid(valueStart(line, end));
    }
    return aligned;
}

} // namespace rocmtune
