// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/export/ExpositionParser.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <cstdlib>

namespace rocmtune::test {

namespace {

const QRegularExpression kMetricName(QStringLiteral("^[a-zA-Z_:][a-zA-Z0-9_:]*$"));
const QRegularExpression kLabelName(QStringLiteral("^[a-zA-Z_][a-zA-Z0-9_]*$"));

bool parseValue(const QString &text, double *value)
{
    if (text == QLatin1String("NaN")) {
        *value = std::nan("");
        return true;
    }
    if (text == QLatin1String("+Inf") || text == QLatin1String("-Inf")) {
        *value = text.startsWith(QLatin1Char('+')) ? INFINITY : -INFINITY;
        return true;
    }
    static const QRegularExpression number(QStringLiteral("^-?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
    if (!number.match(text).hasMatch())
        return false;
    const QByteArray bytes = text.toLatin1();
    char *end = nullptr;
    *value = std::strtod(bytes.constData(), &end);
    return end == bytes.constData() + bytes.size();
}

// Parses `{a="x",b="y"}` starting at text[*pos] == '{'; leaves *pos after '}'.
bool parseLabels(const QString &text, int *pos, QMap<QString, QString> *labels, QString *error)
{
    int i = *pos + 1;
    while (i < text.size() && text[i] != QLatin1Char('}')) {
        const int eq = text.indexOf(QLatin1Char('='), i);
        if (eq < 0)
            return *error = QStringLiteral("label without ="), false;
        const QString name = text.mid(i, eq - i);
        if (!kLabelName.match(name).hasMatch())
            return *error = QStringLiteral("bad label name '%1'").arg(name), false;
        if (eq + 1 >= text.size() || text[eq + 1] != QLatin1Char('"'))
            return *error = QStringLiteral("label value not quoted"), false;
        QString value;
        int j = eq + 2;
        bool closed = false;
        for (; j < text.size(); ++j) {
            const QChar c = text[j];
            if (c == QLatin1Char('\\')) {
                if (j + 1 >= text.size())
                    return *error = QStringLiteral("dangling escape"), false;
                const QChar e = text[++j];
                if (e == QLatin1Char('\\'))
                    value += QLatin1Char('\\');
                else if (e == QLatin1Char('"'))
                    value += QLatin1Char('"');
                else if (e == QLatin1Char('n'))
                    value += QLatin1Char('\n');
                else
                    return *error = QStringLiteral("bad escape \\%1").arg(e), false;
            } else if (c == QLatin1Char('"')) {
                closed = true;
                break;
            } else {
                value += c;
            }
        }
        if (!closed)
            return *error = QStringLiteral("unterminated label value"), false;
        if (labels->contains(name))
            return *error = QStringLiteral("duplicate label %1").arg(name), false;
        labels->insert(name, value);
        i = j + 1;
        if (i < text.size() && text[i] == QLatin1Char(','))
            ++i;
        else if (i >= text.size() || text[i] != QLatin1Char('}'))
            return *error = QStringLiteral("expected , or } after label"), false;
    }
    if (i >= text.size())
        return *error = QStringLiteral("unterminated label set"), false;
    *pos = i + 1;
    return true;
}

QString seriesKey(const ParsedSample &s)
{
    QString key = s.name;
    for (auto it = s.labels.begin(); it != s.labels.end(); ++it)
        key += QLatin1Char('\x1f') + it.key() + QLatin1Char('=') + it.value();
    return key;
}

} // namespace

Exposition Exposition::parse(const QByteArray &bytes)
{
    Exposition result;
    if (bytes.isEmpty() || !bytes.endsWith('\n'))
        return result.error = QStringLiteral("empty or not ending with a line feed"), result;
    const QString text = QString::fromUtf8(bytes);
    const QStringList lines = text.left(text.size() - 1).split(QLatin1Char('\n'));
    QSet<QString> seenFamilies;
    QSet<QString> seenSeries;
    ParsedFamily *current = nullptr;
    int lineNumber = 0;
    auto fail = [&](const QString &why) {
        result.error = QStringLiteral("line %1: %2: %3").arg(lineNumber).arg(why, lines.value(lineNumber - 1));
        return result;
    };
    for (const QString &line : lines) {
        ++lineNumber;
        if (line.startsWith(QLatin1String("# HELP "))) {
            const QString rest = line.mid(7);
            const int space = rest.indexOf(QLatin1Char(' '));
            const QString name = space < 0 ? rest : rest.left(space);
            if (!kMetricName.match(name).hasMatch())
                return fail(QStringLiteral("bad metric name in HELP"));
            if (seenFamilies.contains(name))
                return fail(QStringLiteral("family repeated"));
            seenFamilies.insert(name);
            result.families.append(ParsedFamily{name, QString(), space < 0 ? QString() : rest.mid(space + 1), {}});
            current = &result.families.last();
            continue;
        }
        if (line.startsWith(QLatin1String("# TYPE "))) {
            const QStringList parts = line.mid(7).split(QLatin1Char(' '));
            if (!current || parts.size() != 2 || parts[0] != current->name || !current->type.isEmpty() || !current->samples.isEmpty())
                return fail(QStringLiteral("TYPE not right after its HELP"));
            static const QSet<QString> types{QStringLiteral("counter"), QStringLiteral("gauge"), QStringLiteral("histogram"),
                                             QStringLiteral("summary"), QStringLiteral("untyped")};
            if (!types.contains(parts[1]))
                return fail(QStringLiteral("unknown type"));
            if (parts[1] == QLatin1String("counter") && !current->name.endsWith(QLatin1String("_total")))
                return fail(QStringLiteral("counter without _total"));
            current->type = parts[1];
            continue;
        }
        if (line.startsWith(QLatin1Char('#')) || line.isEmpty())
            return fail(QStringLiteral("unexpected comment or empty line"));

        ParsedSample sample;
        int pos = 0;
        while (pos < line.size() && line[pos] != QLatin1Char('{') && line[pos] != QLatin1Char(' '))
            ++pos;
        sample.name = line.left(pos);
        if (!kMetricName.match(sample.name).hasMatch())
            return fail(QStringLiteral("bad metric name"));
        if (pos < line.size() && line[pos] == QLatin1Char('{')) {
            QString error;
            if (!parseLabels(line, &pos, &sample.labels, &error))
                return fail(error);
        }
        if (pos >= line.size() || line[pos] != QLatin1Char(' '))
            return fail(QStringLiteral("no space before the value"));
        const QStringList tail = line.mid(pos + 1).split(QLatin1Char(' '));
        if (tail.size() > 2 || !parseValue(tail[0], &sample.value))
            return fail(QStringLiteral("bad value"));
        if (!current || current->name != sample.name || current->type.isEmpty())
            return fail(QStringLiteral("sample outside its family (missing HELP/TYPE or interleaved)"));
        const QString key = seriesKey(sample);
        if (seenSeries.contains(key))
            return fail(QStringLiteral("duplicate series"));
        seenSeries.insert(key);
        current->samples.append(sample);
    }
    for (const ParsedFamily &family : result.families) {
        if (family.type.isEmpty() || family.samples.isEmpty()) {
            result.error = QStringLiteral("family %1 has no TYPE or no samples").arg(family.name);
            return result;
        }
    }
    return result;
}

const ParsedFamily *Exposition::family(const QString &name) const
{
    for (const ParsedFamily &f : families) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

const ParsedSample *Exposition::find(const QString &name, const QMap<QString, QString> &match) const
{
    const ParsedFamily *f = family(name);
    if (!f)
        return nullptr;
    const ParsedSample *found = nullptr;
    for (const ParsedSample &s : f->samples) {
        bool all = true;
        for (auto it = match.begin(); it != match.end() && all; ++it)
            all = s.labels.value(it.key(), QStringLiteral("\x1f-missing")) == it.value();
        if (all) {
            if (found)
                return nullptr; // ambiguous
            found = &s;
        }
    }
    return found;
}

int Exposition::sampleCount() const
{
    int n = 0;
    for (const ParsedFamily &f : families)
        n += f.samples.size();
    return n;
}

} // namespace rocmtune::test
