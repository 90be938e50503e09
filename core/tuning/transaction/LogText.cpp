// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/LogText.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

LogText LogText::make(const char *context, const char *source, QStringList args, int count)
{
    return LogText{QString::fromUtf8(context), QString::fromUtf8(source), std::move(args), count};
}

QString fillArguments(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            qsizetype end = i + 1;
            int number = 0;
            while (end < pattern.size() && pattern.at(end).isDigit() && end < i + 3) {
                number = number * 10 + pattern.at(end).digitValue();
                ++end;
            }
            if (number >= 1 && number <= args.size()) {
                out += args.at(number - 1);
                i = end - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString LogText::toString() const
{
    const QByteArray contextUtf8 = context.toUtf8();
    const QByteArray sourceUtf8 = source.toUtf8();
    return fillArguments(QCoreApplication::translate(contextUtf8.constData(), sourceUtf8.constData(), nullptr, count), args);
}

QJsonObject LogText::toJson() const
{
    QJsonObject o{{QStringLiteral("context"), context},
                  {QStringLiteral("source"), source},
                  {QStringLiteral("args"), QJsonArray::fromStringList(args)}};
    if (count >= 0)
        o.insert(QStringLiteral("n"), count);
    return o;
}

std::optional<LogText> LogText::fromJson(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    if (!value.isObject() || !o.value(QStringLiteral("context")).isString() || !o.value(QStringLiteral("source")).isString()
        || o.value(QStringLiteral("source")).toString().isEmpty())
        return std::nullopt;
    LogText text;
    text.context = o.value(QStringLiteral("context")).toString();
    text.source = o.value(QStringLiteral("source")).toString();
    for (const QJsonValue &arg : o.value(QStringLiteral("args")).toArray()) {
        if (!arg.isString())
            return std::nullopt;
        text.args << arg.toString();
    }
    const QJsonValue n = o.value(QStringLiteral("n"));
    if (n.isDouble())
        text.count = n.toInt(-1);
    return text;
}

} // namespace rocmtune
