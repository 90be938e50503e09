// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/EccJson.h"

#include <QJsonArray>
#include <QJsonObject>

namespace rocmtune {

namespace {

QJsonValue countOrNull(std::optional<quint64> value)
{
    return value ? QJsonValue(static_cast<double>(*value)) : QJsonValue(QJsonValue::Null);
}

std::optional<quint64> countFrom(const QJsonValue &value)
{
    if (!value.isDouble() || value.toDouble() < 0)
        return std::nullopt;
    return static_cast<quint64>(value.toDouble());
}

} // namespace

QJsonValue eccToJson(const EccStatus &ecc)
{
    if (!ecc.available)
        return QJsonValue(QJsonValue::Null);
    QJsonArray blocks;
    for (const EccBlockCounts &b : ecc.blocks) {
        blocks.append(QJsonObject{{QStringLiteral("block"), b.block},
                                  {QStringLiteral("enabled"), b.enabled},
                                  {QStringLiteral("correctable"), countOrNull(b.correctable)},
                                  {QStringLiteral("uncorrectable"), countOrNull(b.uncorrectable)}});
    }
    return QJsonObject{{QStringLiteral("enabled"), ecc.anyEnabled()},
                       {QStringLiteral("correctable_total"), countOrNull(ecc.totalCorrectable())},
                       {QStringLiteral("uncorrectable_total"), countOrNull(ecc.totalUncorrectable())},
                       {QStringLiteral("blocks"), blocks}};
}

EccStatus eccFromJson(const QJsonValue &value)
{
    EccStatus ecc;
    if (!value.isObject())
        return ecc;
    ecc.available = true;
    for (const QJsonValue &v : value.toObject().value(QStringLiteral("blocks")).toArray()) {
        const QJsonObject o = v.toObject();
        EccBlockCounts b;
        b.block = o.value(QStringLiteral("block")).toString();
        b.enabled = o.value(QStringLiteral("enabled")).toBool();
        b.correctable = countFrom(o.value(QStringLiteral("correctable")));
        b.uncorrectable = countFrom(o.value(QStringLiteral("uncorrectable")));
        ecc.blocks.push_back(b);
    }
    return ecc;
}

} // namespace rocmtune
