// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/record/SetRecord.h"

#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

namespace {
constexpr qint64 kMaxRecordBytes = 4 * 1024 * 1024;
constexpr qint64 kMaxMs = 1000000000000000LL;

// One control's record; false with *why naming what is wrong.
bool controlFromJson(const ControlRule &rule, const QJsonValue &value, SetControlRecord *out, QString *why)
{
    if (!value.isObject()) {
        *why = TuningTr::tr("is not an object");
        return false;
    }
    const QJsonObject o = value.toObject();
    if (!json::onlyKeys(o, {QLatin1String("set"), QLatin1String("set_ms"), QLatin1String("action"), QLatin1String("drift_since_ms")},
                        TuningTr::tr("the control"), why))
        return false;
    const QJsonObject set = o.value(QStringLiteral("set")).toObject();
    for (auto it = set.begin(); it != set.end(); ++it) {
        if (!rule.jsonKeys().contains(it.key())) {
            *why = TuningTr::tr("\"set\" holds \"%1\", which is not a key of this control").arg(it.key());
            return false;
        }
    }
    const auto values = tuningValuesFromJson(set, why);
    if (!values)
        return false;
    if (!rule.requested(*values)) {
        *why = TuningTr::tr("\"set\" holds no value");
        return false;
    }
    qint64 setMs = 0, since = 0;
    if (!json::wholeNumber(o.value(QStringLiteral("set_ms")), 1, kMaxMs, &setMs)
        || (o.contains(QStringLiteral("drift_since_ms")) && !json::wholeNumber(o.value(QStringLiteral("drift_since_ms")), 1, kMaxMs, &since))) {
        *why = TuningTr::tr("\"set_ms\" or \"drift_since_ms\" is not a time in milliseconds");
        return false;
    }
    out->set = *values;
    out->setMs = setMs;
    out->driftSinceMs = since;
    out->action = o.value(QStringLiteral("action")).toString();
    return true;
}

std::optional<SetRecordContents> parse(const QByteArray &bytes, QString *why)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *why = TuningTr::tr("it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    qint64 version = 0;
    if (!doc.isObject() || !json::wholeNumber(root.value(QStringLiteral("version")), 1, 1, &version) || !root.value(QStringLiteral("gpus")).isObject()) {
        *why = TuningTr::tr("it is not a record of set values (version 1 with \"gpus\")");
        return std::nullopt;
    }
    SetRecordContents contents;
    const QJsonObject gpus = root.value(QStringLiteral("gpus")).toObject();
    for (auto gpu = gpus.begin(); gpu != gpus.end(); ++gpu) {
        const QJsonObject g = gpu.value().toObject();
        if (!gpu.value().isObject() || !g.value(QStringLiteral("controls")).isObject()) {
            *why = TuningTr::tr("GPU %1 has no \"controls\" object").arg(gpu.key());
            return std::nullopt;
        }
        SetDeviceRecord device;
        device.name = g.value(QStringLiteral("name")).toString();
        device.pciBusId = g.value(QStringLiteral("pci_bus")).toString();
        const QJsonObject controls = g.value(QStringLiteral("controls")).toObject();
        for (auto c = controls.begin(); c != controls.end(); ++c) {
            const ControlRule *rule = controlRuleForKey(c.key());
            QString problem;
            SetControlRecord control;
            if (!rule) {
                problem = TuningTr::tr("is not a control");
            } else if (controlFromJson(*rule, c.value(), &control, &problem)) {
                device.controls.insert(rule->id(), control);
                continue;
            }
            *why = TuningTr::tr("control \"%1\" of GPU %2 %3").arg(c.key(), gpu.key(), problem);
            return std::nullopt;
        }
        contents.insert(gpu.key(), device);
    }
    return contents;
}

QByteArray serialize(const SetRecordContents &contents)
{
    QJsonObject gpus;
    for (auto gpu = contents.begin(); gpu != contents.end(); ++gpu) {
        QJsonObject controls;
        for (auto c = gpu->controls.begin(); c != gpu->controls.end(); ++c) {
            QJsonObject o{{QStringLiteral("set"), tuningValuesToJson(c->set)},
                          {QStringLiteral("set_ms"), c->setMs},
                          {QStringLiteral("action"), c->action}};
            if (c->driftSinceMs > 0)
                o.insert(QStringLiteral("drift_since_ms"), c->driftSinceMs);
            controls.insert(QLatin1String(controlKey(c.key())), o);
        }
        gpus.insert(gpu.key(), QJsonObject{{QStringLiteral("name"), gpu->name},
                                           {QStringLiteral("pci_bus"), gpu->pciBusId},
                                           {QStringLiteral("controls"), controls}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("gpus"), gpus}}).toJson(QJsonDocument::Indented);
}
} // namespace

QString SetRecord::path() const
{
    return directory_ + QLatin1Char('/') + fileName();
}

std::optional<SetRecordContents> SetRecord::load(QString *error) const
{
    bool missing = false;
    QString why;
    const auto folder = StateFolder::open(directory_, false, &why, &missing);
    if (!folder) {
        if (missing)
            return SetRecordContents{};
        *error = TuningTr::tr("The record of set values (%1) cannot be read: %2").arg(path(), why);
        return std::nullopt;
    }
    const auto bytes = folder->read(fileName(), kMaxRecordBytes, &why, &missing);
    if (!bytes) {
        if (missing)
            return SetRecordContents{};
        *error = TuningTr::tr("The record of set values (%1) cannot be read: %2").arg(path(), why);
        return std::nullopt;
    }
    auto contents = parse(*bytes, &why);
    if (!contents)
        *error = TuningTr::tr("The record of set values (%1) is broken: %2. Every control is shown as never set by ROCm Tune until a "
                                   "change is kept, which moves the broken file aside.")
                     .arg(path(), why);
    return contents;
}

bool SetRecord::write(const SetRecordContents &contents, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    // 0644: any user may read what the helper set (tuning show, the GUI, the exporter).
    return folder && folder->replace(fileName(), serialize(contents), 0644, error);
}

bool SetRecord::recordKept(const QString &deviceId, const QString &name, const QString &pciBusId, const TuningValues &values, const QString &action,
                           qint64 nowMs, QString *error, QString *note) const
{
    QString why;
    auto contents = load(&why);
    if (!contents) {
        const auto folder = StateFolder::open(directory_, true, error);
        if (!folder)
            return false;
        // An earlier broken file stays too: the second one gets its time in its name.
        QString aside = fileName() + QStringLiteral(".broken");
        bool free = false;
        QString ignored;
        folder->read(aside, 1, &ignored, &free);
        if (!free)
            aside += QLatin1Char('-') + QString::number(nowMs);
        if (!folder->rename(fileName(), aside, error))
            return false;
        if (note)
            *note = TuningTr::tr("%1 It was moved to %2.").arg(why, folder->filePath(aside));
        contents = SetRecordContents{};
    }
    SetDeviceRecord &device = (*contents)[deviceId];
    device.name = name;
    device.pciBusId = pciBusId;
    for (const ControlId id : touchedControls(values)) {
        const ControlRule *rule = controlRule(id);
        // The clock table reset is an act, not a value the driver keeps holding.
        if (!rule || id == ControlId::ClockTable)
            continue;
        SetControlRecord control;
        rule->extract(values, &control.set);
        control.setMs = nowMs;
        control.action = action;
        device.controls.insert(id, control);
    }
    return write(*contents, error);
}

bool SetRecord::save(const SetRecordContents &contents, QString *error) const
{
    QString why;
    if (!load(&why)) {
        *error = why;
        return false;
    }
    return write(contents, error);
}

} // namespace rocmtune
