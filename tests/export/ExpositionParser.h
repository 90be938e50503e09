// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVector>

namespace rocmtune::test {

struct ParsedSample {
    QString name;
    QMap<QString, QString> labels;
    double value = 0;
};

struct ParsedFamily {
    QString name;
    QString type;
    QString help;
    QVector<ParsedSample> samples;
};

// A strict reader of the Prometheus text format 0.0.4, stricter than
// Prometheus itself: every line must parse, HELP and TYPE come first and once
// per family, a family's samples are contiguous, no series repeats, counters
// end in _total, the text ends with a line feed. error is empty on success.
struct Exposition {
    QVector<ParsedFamily> families;
    QString error;

    static Exposition parse(const QByteArray &text);
    const ParsedFamily *family(const QString &name) const;
    // The one sample of a family whose labels include all of match.
    const ParsedSample *find(const QString &name, const QMap<QString, QString> &match) const;
    int sampleCount() const;
};

} // namespace rocmtune::test
