// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/SoftwareFanStatus.h"

#include "core/boot/BootTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/transaction/ProcessIdentity.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <sys/stat.h>

namespace rocmtune {

namespace {
constexpr int kMaxGpus = 64;
} // namespace

const SoftwareFanGpu *SoftwareFanState::forDevice(const QString &deviceId) const
{
    for (const SoftwareFanGpu &g : gpus) {
        if (g.deviceId == deviceId)
            return &g;
    }
    return nullptr;
}

QString SoftwareFanFile::fileName()
{
    return QStringLiteral("software-fan.json");
}

SoftwareFanFile::SoftwareFanFile(QString stateDirectory)
    : record_(std::move(stateDirectory), {fileName(),
                                          {QStringLiteral("pid"), QStringLiteral("pid_start_time"), QStringLiteral("gpus")},
                                          256 * 1024,
                                          QJsonDocument::Indented,
                                          [](const QString &path) { return BootTr::tr("The software fan curve record %1 is malformed.").arg(path); }})
{
}

QString SoftwareFanFile::filePath() const
{
    return record_.filePath();
}

std::optional<SoftwareFanState> SoftwareFanFile::load(QString *error) const
{
    bool missing = false;
    const auto root = record_.load(error, &missing);
    if (!root)
        return std::nullopt;
    auto refuse = [&] {
        *error = record_.malformed();
        return std::nullopt;
    };
    SoftwareFanState state;
    if (!missing && !json::wholeNumber(root->value(QStringLiteral("pid")), 0, 1 << 30, &state.pid))
        return refuse();
    state.startTime = root->value(QStringLiteral("pid_start_time")).toString();
    const QJsonArray gpus = root->value(QStringLiteral("gpus")).toArray();
    if (gpus.size() > kMaxGpus || state.startTime.size() > 32)
        return refuse();
    for (const QJsonValue &v : gpus) {
        const QJsonObject o = v.toObject();
        SoftwareFanGpu g;
        g.deviceId = o.value(QStringLiteral("device_id")).toString();
        g.deviceName = o.value(QStringLiteral("device_name")).toString();
        g.pciBusId = o.value(QStringLiteral("pci_bus_id")).toString();
        g.profileName = o.value(QStringLiteral("profile")).toString();
        const auto sensor = fanCurveSensorFromKey(o.value(QStringLiteral("sensor")).toString());
        if (g.deviceId.isEmpty() || !sensor || !json::wholeNumber(o.value(QStringLiteral("since_ms")), 0, json::kMaxStoredMs, &g.sinceMs)
            || !json::wholeNumber(o.value(QStringLiteral("updated_ms")), 0, json::kMaxStoredMs, &g.updatedMs))
            return refuse();
        g.curve.sensor = *sensor;
        for (const QJsonValue &p : o.value(QStringLiteral("curve")).toArray()) {
            qint64 t = 0, d = 0;
            if (!json::wholeNumber(p.toArray().at(0), 0, 150, &t) || !json::wholeNumber(p.toArray().at(1), 0, 100, &d))
                return refuse();
            g.curve.points.push_back({static_cast<int>(t), static_cast<int>(d)});
        }
        qint64 number = 0;
        if (o.contains(QStringLiteral("temperature_celsius"))) {
            if (!json::wholeNumber(o.value(QStringLiteral("temperature_celsius")), -300, 300, &number))
                return refuse();
            g.temperatureCelsius = static_cast<int>(number);
        }
        if (o.contains(QStringLiteral("duty_percent"))) {
            if (!json::wholeNumber(o.value(QStringLiteral("duty_percent")), 0, 100, &number))
                return refuse();
            g.dutyPercent = static_cast<int>(number);
        }
        g.safetyFloor = o.value(QStringLiteral("safety_floor")).toBool();
        state.gpus << g;
    }
    return state;
}

bool SoftwareFanFile::save(const SoftwareFanState &state, QString *error) const
{
    QJsonArray gpus;
    for (const SoftwareFanGpu &g : state.gpus) {
        QJsonArray curve;
        for (const FanCurvePoint &p : g.curve.points)
            curve.append(QJsonArray{p.temperatureCelsius, p.pwmPercent});
        QJsonObject o{{QStringLiteral("device_id"), g.deviceId},
                      {QStringLiteral("device_name"), g.deviceName},
                      {QStringLiteral("pci_bus_id"), g.pciBusId},
                      {QStringLiteral("profile"), g.profileName},
                      {QStringLiteral("sensor"), QLatin1String(fanCurveSensorKey(g.curve.sensor))},
                      {QStringLiteral("curve"), curve},
                      {QStringLiteral("since_ms"), g.sinceMs},
                      {QStringLiteral("updated_ms"), g.updatedMs},
                      {QStringLiteral("safety_floor"), g.safetyFloor}};
        if (g.temperatureCelsius)
            o.insert(QStringLiteral("temperature_celsius"), *g.temperatureCelsius);
        if (g.dutyPercent)
            o.insert(QStringLiteral("duty_percent"), *g.dutyPercent);
        gpus.append(o);
    }
    QJsonObject root{{QStringLiteral("pid"), state.pid}, {QStringLiteral("gpus"), gpus}};
    if (!state.startTime.isEmpty())
        root.insert(QStringLiteral("pid_start_time"), state.startTime);
    return record_.save(root, error);
}

bool SoftwareFanFile::writerAlive(qint64 pid, const QString &startTime)
{
    if (pid <= 0 || !ProcessIdentity{pid, startTime}.alive())
        return false;
    struct stat st {};
    if (::stat(QStringLiteral("/proc/%1").arg(pid).toLatin1().constData(), &st) != 0 || st.st_uid != 0)
        return false; // rocmtune-boot runs as root; a user's process is never it
    if (!startTime.isEmpty())
        return true;
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    return comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "rocmtune-boot";
}

QVector<SoftwareFanGpu> SoftwareFanFile::running(QString *error) const
{
    const auto state = load(error);
    if (!state || !writerAlive(state->pid, state->startTime))
        return {};
    return state->gpus;
}

QString softwareFanText(const SoftwareFanGpu &gpu)
{
    const QString curve = fanCurveText(gpu.curve.points);
    const QString sensor = fanCurveSensorText(gpu.curve.sensor);
    if (!gpu.temperatureCelsius)
        return BootTr::tr("software fan curve %1 (%2) running in rocmtune-boot: no temperature reading, the fan is on automatic control")
            .arg(curve, sensor);
    if (!gpu.dutyPercent)
        return BootTr::tr("software fan curve %1 (%2) running in rocmtune-boot: %3 °C, the fan is on automatic control")
            .arg(curve, sensor)
            .arg(*gpu.temperatureCelsius);
    if (gpu.safetyFloor)
        return BootTr::tr("software fan curve %1 (%2) running in rocmtune-boot: %3 °C is near the critical limit, the fan runs at 100%")
            .arg(curve, sensor)
            .arg(*gpu.temperatureCelsius);
    return BootTr::tr("software fan curve %1 (%2) running in rocmtune-boot: %3 °C -> fan at %4%")
        .arg(curve, sensor)
        .arg(*gpu.temperatureCelsius)
        .arg(*gpu.dutyPercent);
}

} // namespace rocmtune
