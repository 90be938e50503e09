// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/boot/HwmonFan.h"
#include "core/boot/SoftwareFanCurve.h"
#include "core/boot/SoftwareFanStatus.h"
#include "core/boot/SoftwareFanWatchdog.h"

#include "core/backends/DeviceSet.h"

#include <QHash>
#include <QStringList>

#include <functional>

namespace rocmtune {

// A line for the journal: syslog priority (3 error, 4 warning, 6 info) and text.
struct FanJournalLine {
    int priority = 6;
    QString text;
};

// Runs the software fan curves of rocmtune-boot (one per GPU whose boot
// profile has a fan curve and whose fan takes only a PWM value): once a
// second it reads the card's temperatures, decides the duty (SoftwareFanCurve:
// hysteresis, minimum interval, a safety floor on every sensor) and writes
// it, all through the card's hwmon files alone (HwmonFan: pwm1_enable 1, then
// pwm1; pwm1_enable 2 for automatic), never through the ROCm SMI library,
// whose locks any local user can hold. The DeviceSet only names the GPUs
// (their PCI addresses). The state it keeps in SoftwareFanFile (with the
// process identity: PID, start time) is what people see and what a later
// start restores. Stopping a curve (stop, stopAll) always puts the fan back
// to automatic. A SoftwareFanWatchdog, when set, restores the fans when a
// step overruns or a stop is requested. Used by the one service process
// only (not thread-safe; the watchdog is).
class SoftwareFanRunner
{
public:
    using Clock = std::function<qint64()>;
    // Whether a person changed this GPU through ROCm Tune since sinceMs (the tuning log).
    using ChangedByPerson = std::function<bool(const QString &deviceId, qint64 sinceMs)>;
    // A card's fan by its PCI address (HwmonFan::locate; tests give a folder of their own).
    using FanLocator = std::function<std::optional<HwmonFan>(const QString &pciBusId)>;

    SoftwareFanRunner(QString stateDirectory, qint64 ownPid, Clock clock = {}, FanLocator locate = {});
    void setWatchdog(SoftwareFanWatchdog *watchdog) { watchdog_ = watchdog; }

    bool running(const QString &deviceId) const { return curves_.contains(deviceId); }
    int count() const { return static_cast<int>(curves_.size()); }
    QStringList deviceIds() const { return curves_.keys(); }

    // Starts (or replaces) the curve of a GPU under the administrator's fan
    // limits (never below them, watching every sensor); the first step writes at once.
    QVector<FanJournalLine> start(DeviceSet &devices, const QString &deviceId, const QString &deviceName, const QString &profileName,
                                  const FanCurveValue &curve, const FanLimits &limits);
    // One step for every curve. A GPU that is not there (a reset, a driver
    // reload) waits and continues when it is back; a fan that no longer shows
    // the duty written (resume, reset, someone else) gets it again, unless a
    // person changed the GPU through ROCm Tune (then the curve stops and
    // leaves their setting).
    QVector<FanJournalLine> step(DeviceSet &devices, const ChangedByPerson &changedByPerson = {});
    // Stops one curve and puts its fan back to automatic control (devices
    // may be null when no GPU can be opened: then only the record is kept
    // for the next start to restore).
    QVector<FanJournalLine> stop(DeviceSet *devices, const QString &deviceId, const QString &why);
    QVector<FanJournalLine> stopAll(DeviceSet *devices, const QString &why);

    // At a start, or after the service ended (ExecStopPost): the GPUs a
    // process that is gone left under a software curve get automatic fan
    // control back. Nothing when the writer still runs (the same PID and
    // start time, root's). Needs no library: the record names the PCI address.
    static QVector<FanJournalLine> restoreLeftOver(const QString &stateDirectory, qint64 ownPid, FanLocator locate = {});

private:
    struct Running {
        SoftwareFanCurve curve;
        SoftwareFanGpu status;
        qint64 lastWriteMs = 0;
        bool away = false; // the GPU was not there at the last step
        std::optional<int> hottestCelsius; // the hottest sensor at the last decision
    };
    QVector<FanJournalLine> write(const HwmonFan &fan, Running &r, int index, const SoftwareFanCurve::Decision &decision);
    void save(QVector<FanJournalLine> *lines);
    void beat();

    SoftwareFanFile file_;
    qint64 ownPid_;
    QString ownStartTime_;
    Clock clock_;
    FanLocator locate_;
    SoftwareFanWatchdog *watchdog_ = nullptr;
    QHash<QString, Running> curves_;
    QString lastSaveError_;
};

// A GPU's index in the set by its stable id; -1 when absent.
int deviceIndexById(const DeviceSet &devices, const QString &deviceId);

} // namespace rocmtune
