// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/HelpLayout.h"

#include "core/i18n/DisplayWidth.h"
#include "core/i18n/TextWrap.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <QStringList>
#include <QVector>

#include <algorithm>

namespace rocmtune::cli {

namespace {

struct HelpEntry {
    QString names;
    QStringList segments; // Qt's lines of the description
    QString description;
    bool exact = false;
};

int leadingSpaces(const QString &line)
{
    int n = 0;
    while (n < line.size() && line.at(n) == QLatin1Char(' '))
        ++n;
    return n;
}

bool hasSpace(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isSpace(); });
}

// Qt's wrapText (qcommandlineparser.cpp) for a description of `max`
// characters a line: the lines it prints. Used to check that a description
// taken back from Qt's lines is the one Qt wrapped.
QStringList qtSegments(const QString &description, int max)
{
    QStringList lines;
    qsizetype lineStart = 0;
    qsizetype lastBreakable = -1;
    int x = 0;
    const qsizetype len = description.size();
    for (qsizetype i = 0; i < len; ++i) {
        ++x;
        const QChar c = description.at(i);
        if (c.isSpace())
            lastBreakable = i;
        qsizetype breakAt = -1;
        qsizetype nextLineStart = -1;
        if (x > max && lastBreakable != -1) {
            breakAt = lastBreakable;
            nextLineStart = lastBreakable + 1;
        } else if ((x > max - 1 && lastBreakable == -1) || i == len - 1) {
            breakAt = i + 1;
            nextLineStart = breakAt;
        } else if (c == QLatin1Char('\n')) {
            breakAt = i;
            nextLineStart = i + 1;
        }
        if (breakAt != -1) {
            lines.append(description.mid(lineStart, breakAt - lineStart));
            x = 0;
            lastBreakable = -1;
            lineStart = nextLineStart;
            if (lineStart < len && description.at(lineStart).isSpace())
                ++lineStart;
            i = lineStart;
        }
    }
    return lines;
}

// Qt breaks a line at its last space (and drops the space) unless the
// characters it looked at hold none: then it cuts after exactly `max` of them
// (the first character of a later line is not looked at).
QString joinSegments(const QStringList &segments, int max)
{
    QString text;
    for (qsizetype k = 0; k < segments.size(); ++k) {
        text += segments[k];
        if (k + 1 == segments.size())
            break;
        const QStringView looked = k == 0 ? QStringView(segments[k]) : QStringView(segments[k]).mid(1);
        const bool cut = !hasSpace(looked) && looked.size() == max;
        if (!cut)
            text += QLatin1Char(' ');
    }
    return text;
}

// A line of text wrapped under itself: continuation lines start where its
// text does, after the indent and after a short first column ("  list         List GPUs…",
// "  3  refused: …": the column after the gap of two or more spaces).
QStringList wrapProse(const QString &line, int width)
{
    if (displayWidth(line) <= width)
        return {line}; // as written, spaces and all
    const int indent = leadingSpaces(line);
    int textStart = indent;
    static const QRegularExpression firstColumn(QStringLiteral("^ *\\S{1,20} {2,}(?=\\S)"));
    const QRegularExpressionMatch m = firstColumn.match(line);
    if (indent > 0 && m.hasMatch() && displayWidth(m.captured()) <= width / 2)
        textStart = int(m.capturedLength());
    const QString head = line.left(textStart);
    const int headWidth = displayWidth(head);
    QStringList out;
    const QStringList pieces = wrapToDisplayWidth(line.mid(textStart), width - headWidth);
    for (qsizetype k = 0; k < pieces.size(); ++k)
        out.append((k == 0 ? head : QString(headWidth, QLatin1Char(' '))) + pieces[k]);
    return out;
}

} // namespace

QString wrapLines(const QString &text, int width)
{
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        out += line.trimmed().isEmpty() ? QStringList{QString()} : wrapProse(line, width);
    return out.join(QLatin1Char('\n'));
}

QString layOutHelp(const QString &qtHelp, int width)
{
    // Qt's own headers, looked up as Qt's helpText() does (through variables:
    // they are Qt's strings, not ours for lupdate to collect).
    static const char *const options = "Options:";
    static const char *const arguments = "Arguments:";
    const QString optionsHeader = QCommandLineParser::tr(options);
    const QString argumentsHeader = QCommandLineParser::tr(arguments);
    QStringList lines = qtHelp.split(QLatin1Char('\n'));
    const bool endsWithNewline = !lines.isEmpty() && lines.constLast().isEmpty();
    if (endsWithNewline)
        lines.removeLast();

    // The blocks of entries: after an "Options:" / "Arguments:" line, the lines
    // that start with two spaces.
    QVector<HelpEntry> entries;
    QVector<QStringList> entryLines;
    QVector<int> entryOfLine(lines.size(), -1);
    int column = -1; // where Qt starts descriptions: 2 + name width + 1
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i] != optionsHeader && lines[i] != argumentsHeader)
            continue;
        for (qsizetype j = i + 1; j < lines.size() && lines[j].startsWith(QLatin1String("  ")); ++j) {
            const QString &line = lines[j];
            if (line.size() > 2 && line.at(2) != QLatin1Char(' ')) {
                HelpEntry entry;
                const qsizetype gap = line.indexOf(QLatin1String("  "), 2);
                entry.names = (gap < 0 ? line.mid(2) : line.mid(2, gap - 2)).trimmed();
                if (gap >= 0) {
                    const int start = int(gap) + leadingSpaces(line.mid(gap));
                    if (start < line.size())
                        column = column < 0 ? start : std::min(column, start);
                }
                entries.append(entry);
                entryLines.append(QStringList());
            }
            if (entries.isEmpty())
                continue;
            entryLines.last().append(line);
            entryOfLine[j] = int(entries.size()) - 1;
            i = j;
        }
    }
    for (qsizetype e = 0; e < entries.size() && column >= 0; ++e) {
        for (const QString &line : entryLines[e]) {
            if (line.size() > column)
                entries[e].segments.append(line.mid(column));
        }
    }
    if (entries.isEmpty() || column < 0) {
        QStringList out;
        for (const QString &line : lines)
            out += line.isEmpty() ? QStringList{line} : wrapProse(line, width);
        return out.join(QLatin1Char('\n')) + (endsWithNewline ? QStringLiteral("\n") : QString());
    }

    const int qtMax = 79 - column;
    int nameWidth = 0;
    for (HelpEntry &entry : entries) {
        entry.description = joinSegments(entry.segments, qtMax);
        entry.exact = qtSegments(entry.description, qtMax) == entry.segments;
        nameWidth = std::max(nameWidth, displayWidth(entry.names));
    }
    // Names as wide as Qt's widest name column (50) push the descriptions below them.
    const bool below = 2 + nameWidth + 2 > 50;
    const int descriptionColumn = below ? 8 : 2 + nameWidth + 2;
    const QString indent(descriptionColumn, QLatin1Char(' '));

    QStringList out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int e = entryOfLine[i];
        if (e < 0) {
            out += lines[i].isEmpty() ? QStringList{lines[i]} : wrapProse(lines[i], width);
            continue;
        }
        if (i > 0 && entryOfLine[i - 1] == e)
            continue; // the entry was written at its first line
        const HelpEntry &entry = entries[e];
        if (!entry.exact) {
            for (qsizetype j = i; j < lines.size() && entryOfLine[j] == e; ++j)
                out.append(lines[j]);
            continue;
        }
        const QString head = QStringLiteral("  ") + entry.names;
        const QStringList wrapped = wrapToDisplayWidth(entry.description, width - descriptionColumn);
        if (below || entry.description.isEmpty()) {
            out.append(head);
            if (!entry.description.isEmpty()) {
                for (const QString &piece : wrapped)
                    out.append(indent + piece);
            }
            continue;
        }
        out.append(padToDisplayWidth(head, -descriptionColumn) + wrapped.value(0));
        for (qsizetype k = 1; k < wrapped.size(); ++k)
            out.append(indent + wrapped[k]);
    }
    return out.join(QLatin1Char('\n')) + (endsWithNewline ? QStringLiteral("\n") : QString());
}

} // namespace rocmtune::cli
