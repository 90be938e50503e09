// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rocmtune {

// A sentence kept as its catalogue key (translation context and English
// source, marked with QT_TRANSLATE_NOOP / QT_TRANSLATE_N_NOOP so lupdate
// finds it) and its arguments, so that a stored log line is shown in the
// language of whoever reads it, not of whoever wrote it. Arguments are
// already words (names, numbers with units, a driver's or a validator's
// sentence) and are shown as stored.
struct LogText {
    QString context;
    QString source;
    QStringList args; // %1, %2, ... in order
    int count = -1;   // %n (plural forms), -1 for none

    static LogText make(const char *context, const char *source, QStringList args = {}, int count = -1);
    bool isEmpty() const { return source.isEmpty(); }
    // Translated now, arguments put in once each (an argument's own "%1" stays as it is).
    QString toString() const;

    QJsonObject toJson() const;
    // nullopt for anything that is not a well-formed object.
    static std::optional<LogText> fromJson(const QJsonValue &value);

    bool operator==(const LogText &other) const = default;
};

// Puts args[0] for %1, args[1] for %2 ... in one pass (a %k without an
// argument stays); unlike chained QString::arg, text inside an argument is
// never replaced again.
QString fillArguments(const QString &pattern, const QStringList &args);

} // namespace rocmtune
