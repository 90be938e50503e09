// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/TextWrap.h"

#include "core/i18n/DisplayWidth.h"

#include <QVector>

namespace rocmtune {

namespace {

bool isWide(QChar c)
{
    return displayWidth(QString(c)) == 2;
}

// Kinsoku: these never start a line...
bool isClosing(QChar c)
{
    static const QString closing = QStringLiteral("，。、；：！？）」』”’》〉】…—%,.;:!?)]}");
    return closing.contains(c);
}

// ...and these never end one.
bool isOpening(QChar c)
{
    static const QString opening = QStringLiteral("（「『“‘《〈【([{");
    return opening.contains(c);
}

struct Piece {
    QString text;
    bool spaceBefore = false;
};

// The paragraph as pieces that a line may end after: words split at white
// space, and within a word at every place next to a wide character.
QVector<Piece> piecesOf(const QString &paragraph)
{
    QVector<Piece> pieces;
    const QStringList words = paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        qsizetype start = 0;
        for (qsizetype i = 1; i < word.size(); ++i) {
            const QChar before = word.at(i - 1);
            const QChar after = word.at(i);
            if (before.isHighSurrogate())
                continue;
            const bool breakable = (isWide(before) || isWide(after)) && !isClosing(after) && !isOpening(before);
            if (breakable) {
                pieces.append({word.mid(start, i - start), start == 0});
                start = i;
            }
        }
        pieces.append({word.mid(start), start == 0});
    }
    return pieces;
}

} // namespace

QStringList wrapToDisplayWidth(const QString &paragraph, int width, int firstWidth)
{
    QStringList lines;
    QString line;
    int lineWidth = 0;
    for (const Piece &piece : piecesOf(paragraph)) {
        const int pieceWidth = displayWidth(piece.text);
        const int gap = piece.spaceBefore && !line.isEmpty() ? 1 : 0;
        const int limit = lines.isEmpty() && firstWidth >= 0 ? firstWidth : width;
        if (!line.isEmpty() && lineWidth + gap + pieceWidth > limit) {
            lines.append(line);
            line = piece.text;
            lineWidth = pieceWidth;
            continue;
        }
        if (gap)
            line += QLatin1Char(' ');
        line += piece.text;
        lineWidth += gap + pieceWidth;
    }
    if (!line.isEmpty() || lines.isEmpty())
        lines.append(line);
    return lines;
}

} // namespace rocmtune
