// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/SoftwareFanRunner.h"

#include "core/boot/BootTr.h"
#include "core/tuning/transaction/ProcessIdentity.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cmath>
#include <cstdlib>

namespace rocmtune {

namespace {
std::optional<int> wholeCelsius(std::optional<double> celsius)
{
    return celsius ? std::optional<int>(static_cast<int>(std::lround(*celsius))) : std::nullopt;
}

QString gpuText(int index, const QString &name)
{
    return index >= 0 ? BootTr::tr("GPU %1 (%2)").arg(index).arg(name) : name;
}

// Automatic fan control again; where the card refuses, 100 % rather than a
// duty that no longer follows anything.
FanJournalLine restoreAutomatic(const HwmonFan &fan, const QString &who, const QString &why)
{
    const QString reset = fan.setAutomatic();
    if (reset.isEmpty())
        return {6, BootTr::tr("%1: fan back to automatic control (%2).").arg(who, why)};
    const QString full = fan.setPercent(100);
    if (full.isEmpty())
        return {3, BootTr::tr("%1: the fan could not be put back to automatic control (%2), so it was set to 100% (%3).")
                       .arg(who, reset, why)};
    return {3, BootTr::tr("%1: the fan could not be put back to automatic control (%2) nor set to 100% (%3) (%4).")
                   .arg(who, reset, full, why)};
}

// The highest sensor's temperature at or above its own critical limit less
// the margin (95 °C where the driver states none): the fan must run at 100 %
// whatever sensor the curve follows.
bool anySensorNearCritical(const QVector<HwmonFan::Temperature> &temperatures)
{
    for (const HwmonFan::Temperature &t : temperatures) {
        const double floor = t.criticalCelsius ? *t.criticalCelsius - SoftwareFanCurve::kSafetyMarginCelsius
                                               : SoftwareFanCurve::kSafetyFloorWithoutCriticalCelsius;
        if (t.celsius >= floor)
            return true;
    }
    return false;
}

// Every sensor of the card, whatever the curve follows: the fan limits' hot minimum watches the hottest.
std::optional<double> hottestOf(const QVector<HwmonFan::Temperature> &temperatures)
{
    std::optional<double> hottest;
    for (const HwmonFan::Temperature &t : temperatures)
        hottest = hottest ? std::max(*hottest, t.celsius) : t.celsius;
    return hottest;
}
} // namespace

int deviceIndexById(const DeviceSet &devices, const QString &deviceId)
{
    for (int i = 0; i < devices.deviceCount(); ++i) {
        if (devices.devices().at(i).stableId() == deviceId)
            return i;
    }
    return -1;
}

SoftwareFanRunner::SoftwareFanRunner(QString stateDirectory, qint64 ownPid, Clock clock, FanLocator locate)
    : file_(std::move(stateDirectory)), ownPid_(ownPid), ownStartTime_(ProcessIdentity::of(ownPid).startTime), clock_(std::move(clock)),
      locate_(std::move(locate))
{
    if (!clock_)
        clock_ = [] { return QDateTime::currentMSecsSinceEpoch(); };
    if (!locate_)
        locate_ = &HwmonFan::locate;
}

void SoftwareFanRunner::beat()
{
    if (!watchdog_)
        return;
    QStringList dirs;
    for (const Running &r : std::as_const(curves_)) {
        if (const auto fan = locate_(r.status.pciBusId))
            dirs << fan->hwmonDir();
    }
    watchdog_->beat(dirs);
}

void SoftwareFanRunner::save(QVector<FanJournalLine> *lines)
{
    SoftwareFanState state;
    state.pid = ownPid_;
    state.startTime = ownStartTime_;
    for (const Running &r : std::as_const(curves_))
        state.gpus << r.status;
    QString error;
    if (file_.save(state, &error)) {
        lastSaveError_.clear();
        return;
    }
    if (error != lastSaveError_)
        lines->push_back({3, BootTr::tr("The software fan curve record could not be written: %1").arg(error)});
    lastSaveError_ = error;
}

QVector<FanJournalLine> SoftwareFanRunner::start(DeviceSet &devices, const QString &deviceId, const QString &deviceName,
                                                 const QString &profileName, const FanCurveValue &curve, const FanLimits &limits)
{
    QVector<FanJournalLine> lines;
    const auto existing = curves_.constFind(deviceId);
    if (existing != curves_.cend() && existing->curve.curve() == curve && existing->curve.limits() == limits
        && existing->status.profileName == profileName) {
        curves_[deviceId].curve.forget(); // applied again (resume, reset): write the duty again at once
        return lines;
    }
    Running r;
    r.curve = SoftwareFanCurve(curve, limits);
    r.status.deviceId = deviceId;
    r.status.deviceName = deviceName;
    const int index = deviceIndexById(devices, deviceId);
    r.status.pciBusId = index >= 0 ? devices.devices().at(index).pciBusId : QString();
    r.status.profileName = profileName;
    r.status.curve = curve;
    r.status.sinceMs = clock_();
    r.status.updatedMs = r.status.sinceMs;
    curves_.insert(deviceId, r);
    lines.push_back({6, BootTr::tr("%1: software fan curve %2 (%3) started.")
                            .arg(gpuText(deviceIndexById(devices, deviceId), deviceName), fanCurveText(curve.points),
                                 fanCurveSensorText(curve.sensor))});
    save(&lines);
    beat();
    return lines;
}

QVector<FanJournalLine> SoftwareFanRunner::write(const HwmonFan &fan, Running &r, int index, const SoftwareFanCurve::Decision &decision)
{
    QVector<FanJournalLine> lines;
    const QString who = gpuText(index, r.status.deviceName);
    const qint64 now = clock_();
    std::unique_lock<std::mutex> gate;
    if (watchdog_) {
        gate = watchdog_->writeGate();
        if (!watchdog_->writeAllowed())
            return lines; // stopping: the watchdog has put the fan back to automatic
    }
    if (decision.kind == SoftwareFanCurve::Decision::Kind::Automatic) {
        lines << restoreAutomatic(fan, who, BootTr::tr("its %1 cannot be read").arg(fanCurveSensorText(r.status.curve.sensor)));
        r.status.dutyPercent.reset();
        r.status.safetyFloor = false;
    } else {
        const QString failed = fan.setPercent(decision.percent);
        if (!failed.isEmpty()) {
            r.curve.forget();
            lines << FanJournalLine{3, BootTr::tr("%1: the fan speed %2% could not be set: %3").arg(who).arg(decision.percent).arg(failed)};
            lines << restoreAutomatic(fan, who, BootTr::tr("the software fan curve could not write"));
            r.status.dutyPercent.reset();
        } else {
            r.status.dutyPercent = decision.percent;
            r.status.safetyFloor = decision.safetyFloor;
            r.lastWriteMs = now;
            const int celsius = r.status.temperatureCelsius.value_or(0);
            lines << (decision.safetyFloor
                          ? FanJournalLine{4, BootTr::tr("%1: %2 °C is within %3 °C of the critical temperature: fan at 100%.")
                                                  .arg(who)
                                                  .arg(celsius)
                                                  .arg(SoftwareFanCurve::kSafetyMarginCelsius)}
                      : decision.policyMinimum
                          ? FanJournalLine{6, BootTr::tr("%1: %2 °C -> fan at %3%, the safety policy's minimum (the curve gives less; "
                                                                        "the hottest sensor is at %4 °C).")
                                                  .arg(who)
                                                  .arg(celsius)
                                                  .arg(decision.percent)
                                                  .arg(r.hottestCelsius.value_or(celsius))}
                          : FanJournalLine{6, BootTr::tr("%1: %2 °C -> fan at %3%.").arg(who).arg(celsius).arg(decision.percent)});
        }
    }
    r.status.updatedMs = now;
    return lines;
}

QVector<FanJournalLine> SoftwareFanRunner::step(DeviceSet &devices, const ChangedByPerson &changedByPerson)
{
    QVector<FanJournalLine> lines;
    bool changed = false;
    if (watchdog_ && watchdog_->takeRestored()) {
        // The watchdog put the fans back to automatic (a late step): write the duties again now.
        for (Running &r : curves_)
            r.curve.forget();
    }
    const QStringList ids = curves_.keys();
    for (const QString &id : ids) {
        Running &r = curves_[id];
        const int index = deviceIndexById(devices, id);
        const auto fan = locate_(r.status.pciBusId);
        // An asleep (runtime-suspended) card is powered down and cool: reading
        // its temperature every step would wake it. The curve goes on when it wakes.
        if (fan && fan->asleep())
            continue;
        if (!fan || !fan->settable()) {
            if (!r.away)
                lines.push_back({4, BootTr::tr("%1 is not there (a GPU reset or driver reload?): its software fan curve continues when it is back.")
                                        .arg(r.status.deviceName)});
            r.away = true;
            r.curve.forget();
            continue;
        }
        if (r.away)
            lines.push_back({6, BootTr::tr("%1 is back: its software fan curve continues.").arg(gpuText(index, r.status.deviceName))});
        r.away = false;
        if (const std::optional<int> applied = r.curve.appliedPercent()) {
            const std::optional<int> mode = fan->mode();
            const std::optional<int> percent = fan->percent();
            const bool shows = mode == 1 && percent && std::abs(*percent - *applied) <= 1;
            if (!shows) {
                if (changedByPerson && changedByPerson(id, r.lastWriteMs)) {
                    lines.push_back({4, BootTr::tr("%1: the fan was changed through ROCm Tune; the software fan curve stops and leaves it as it is "
                                                 "until the next boot, resume or GPU reset.")
                                            .arg(gpuText(index, r.status.deviceName))});
                    curves_.remove(id);
                    changed = true;
                    continue;
                }
                lines.push_back({4, BootTr::tr("%1: the fan no longer shows the %2% written (%3): written again.")
                                        .arg(gpuText(index, r.status.deviceName))
                                        .arg(*applied)
                                        .arg(mode == 1 ? BootTr::tr("%1% now").arg(percent.value_or(-1))
                                                       : BootTr::tr("automatic control"))});
                r.curve.forget();
            }
        }
        const QVector<HwmonFan::Temperature> temperatures = fan->temperatures();
        const auto followed = HwmonFan::find(temperatures, r.status.curve.sensor);
        const std::optional<double> celsius = followed ? std::optional<double>(followed->celsius) : std::nullopt;
        const std::optional<double> hottest = hottestOf(temperatures);
        const SoftwareFanCurve::Decision decision =
            r.curve.step(celsius, followed ? followed->criticalCelsius : std::nullopt, clock_(), anySensorNearCritical(temperatures), hottest);
        if (decision.kind == SoftwareFanCurve::Decision::Kind::Keep)
            continue;
        r.status.temperatureCelsius = wholeCelsius(celsius);
        r.hottestCelsius = wholeCelsius(hottest);
        lines << write(*fan, r, index, decision);
        changed = true;
    }
    if (changed)
        save(&lines);
    beat();
    return lines;
}

QVector<FanJournalLine> SoftwareFanRunner::stop(DeviceSet *devices, const QString &deviceId, const QString &why)
{
    QVector<FanJournalLine> lines;
    const auto it = curves_.constFind(deviceId);
    if (it == curves_.cend())
        return lines;
    const int index = devices ? deviceIndexById(*devices, deviceId) : -1;
    const auto fan = locate_(it->status.pciBusId);
    const QString who = gpuText(index, it->status.deviceName);
    if (!fan) {
        lines.push_back({4, BootTr::tr("%1: software fan curve stopped (%2); the GPU is not there, so its fan is put back to automatic control "
                                     "at the next start of the service.")
                                .arg(who, why)});
        return lines; // stays in the record for restoreLeftOver
    }
    {
        std::unique_lock<std::mutex> gate;
        if (watchdog_)
            gate = watchdog_->writeGate();
        lines << restoreAutomatic(*fan, who, why);
    }
    curves_.remove(deviceId);
    save(&lines);
    beat();
    return lines;
}

QVector<FanJournalLine> SoftwareFanRunner::stopAll(DeviceSet *devices, const QString &why)
{
    QVector<FanJournalLine> lines;
    const QStringList ids = curves_.keys();
    for (const QString &id : ids)
        lines << stop(devices, id, why);
    return lines;
}

QVector<FanJournalLine> SoftwareFanRunner::restoreLeftOver(const QString &stateDirectory, qint64 ownPid, FanLocator locate)
{
    if (!locate)
        locate = &HwmonFan::locate;
    QVector<FanJournalLine> lines;
    const SoftwareFanFile file(stateDirectory);
    QString error;
    const auto state = file.load(&error);
    if (!state) {
        lines.push_back({3, error});
        return lines;
    }
    if (state->gpus.isEmpty() || (state->pid != ownPid && SoftwareFanFile::writerAlive(state->pid, state->startTime)))
        return lines;
    SoftwareFanState left;
    left.pid = ownPid;
    left.startTime = ProcessIdentity::of(ownPid).startTime;
    for (const SoftwareFanGpu &g : state->gpus) {
        const auto fan = locate(g.pciBusId.isEmpty() ? g.deviceId : g.pciBusId); // an older record: the id may be the PCI address
        if (!fan) {
            left.gpus << g; // not there now: tried again at the next start
            continue;
        }
        lines << restoreAutomatic(*fan, g.deviceName,
                                  BootTr::tr("the service that ran its software fan curve (PID %1) ended without stopping it").arg(state->pid));
    }
    if (!file.save(left, &error))
        lines.push_back({3, BootTr::tr("The software fan curve record could not be written: %1").arg(error)});
    return lines;
}

} // namespace rocmtune
