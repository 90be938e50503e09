// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/SampleJson.h"

#include "core/export/EccJson.h"

#include <QJsonArray>
#include <QJsonValue>

namespace rocmtune {

QJsonObject deviceInfoToJson(const DeviceInfo &info, int deviceIndex)
{
    QJsonObject o;
    o.insert(QStringLiteral("index"), deviceIndex);
    o.insert(QStringLiteral("backend"), info.backendId);
    o.insert(QStringLiteral("id"), info.stableId());
    o.insert(QStringLiteral("vendor"), info.vendor);
    o.insert(QStringLiteral("name"), info.name);
    o.insert(QStringLiteral("arch"), info.gfxArch);
    o.insert(QStringLiteral("pci_bus_id"), info.pciBusId);
    o.insert(QStringLiteral("pci_id"), info.pciId);
    o.insert(QStringLiteral("unique_id"), info.uniqueId);
    o.insert(QStringLiteral("serial"), info.serial);
    o.insert(QStringLiteral("vbios"), info.vbiosVersion);
    o.insert(QStringLiteral("driver_version"), info.driverVersion);
    o.insert(QStringLiteral("library_version"), info.libraryVersion);
    o.insert(QStringLiteral("vram_total_bytes"),
             info.vramTotalBytes ? QJsonValue(static_cast<double>(*info.vramTotalBytes)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("simulated"), info.simulated);
    QJsonArray metrics;
    for (const auto &m : metricCatalogue()) {
        if (info.supports(m.id))
            metrics.append(QLatin1String(m.key));
    }
    o.insert(QStringLiteral("metrics"), metrics);
    return o;
}

QJsonObject sampleToJson(const DeviceInfo &info, const Sample &sample)
{
    QJsonObject o;
    o.insert(QStringLiteral("timestamp_ms"), static_cast<double>(sample.timestampMs()));
    o.insert(QStringLiteral("device"), sample.deviceIndex());
    o.insert(QStringLiteral("id"), info.stableId());
    o.insert(QStringLiteral("name"), info.name);
    o.insert(QStringLiteral("simulated"), info.simulated);
    o.insert(QStringLiteral("state"), QLatin1String(deviceStateKey(sample.state())));
    if (!sample.message().isEmpty())
        o.insert(QStringLiteral("message"), sample.message());
    if (sample.unsettled())
        o.insert(QStringLiteral("unsettled"), true); // the first seconds after a wake
    QJsonObject metrics;
    for (const auto &m : metricCatalogue()) {
        QJsonObject entry;
        const auto v = sample.value(m.id);
        entry.insert(QStringLiteral("value"), v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null));
        entry.insert(QStringLiteral("unit"), QLatin1String(unitKey(m.unit)));
        metrics.insert(QLatin1String(m.key), entry);
    }
    o.insert(QStringLiteral("metrics"), metrics);
    o.insert(QStringLiteral("ecc"), eccToJson(sample.ecc()));
    return o;
}

Sample sampleFromJson(const QJsonObject &object)
{
    Sample sample(object.value(QStringLiteral("device")).toInt(-1),
                  static_cast<qint64>(object.value(QStringLiteral("timestamp_ms")).toDouble()));
    const QString state = object.value(QStringLiteral("state")).toString();
    const QString message = object.value(QStringLiteral("message")).toString();
    if (state == QLatin1String("lost"))
        sample.setState(DeviceState::Lost, message);
    else if (state == QLatin1String("error"))
        sample.setState(DeviceState::Error, message);
    else if (state == QLatin1String("asleep"))
        sample.setState(DeviceState::Asleep, message);
    else
        sample.setState(DeviceState::Ok, message);
    sample.setUnsettled(object.value(QStringLiteral("unsettled")).toBool(false));
    const QJsonObject metrics = object.value(QStringLiteral("metrics")).toObject();
    for (auto it = metrics.begin(); it != metrics.end(); ++it) {
        const auto id = metricFromKey(it.key());
        const QJsonValue value = it.value().toObject().value(QStringLiteral("value"));
        if (id && value.isDouble())
            sample.set(*id, value.toDouble());
    }
    sample.setEcc(eccFromJson(object.value(QStringLiteral("ecc"))));
    return sample;
}

} // namespace rocmtune
