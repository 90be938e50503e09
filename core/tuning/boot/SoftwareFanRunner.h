// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SoftwareFanCurve.h"
#include "SoftwareFanStatus.h"

#include "backends/DeviceSet.h"

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
// second it reads the curve's sensor (Backend::readSample), decides the duty
// (SoftwareFanCurve: hysteresis, minimum interval, safety floor) and writes
// it through the backend's primitives (setFanFixed: pwm1_enable 1, then
// pwm1; setFanAuto: rsmi_dev_fan_reset, pwm1_enable 2). The state it keeps
// in SoftwareFanFile is what people see and what a later start restores.
// Stopping a curve (stop, stopAll) always puts the fan back to automatic.
// Used by the one service process only (not thread-safe).
class SoftwareFanRunner
{
public:
    using Clock = std::function<qint64()>;
    // Whether a person changed this GPU through ROCm Tune since sinceMs (the tuning log).
    using ChangedByPerson = std::function<bool(const QString &deviceId, qint64 sinceMs)>;

    SoftwareFanRunner(QString stateDirectory, qint64 ownPid, Clock clock = {});

    bool running(const QString &deviceId) const { return curves_.contains(deviceId); }
    int count() const { return static_cast<int>(curves_.size()); }
    QStringList deviceIds() const { return curves_.keys(); }

    // Starts (or replaces) the curve of a GPU; the first step writes at once.
    QVector<FanJournalLine> start(DeviceSet &devices, const QString &deviceId, const QString &deviceName, const QString &profileName,
                                  const FanCurveValue &curve);
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
    // control back. Nothing when the writer still runs.
    static QVector<FanJournalLine> restoreLeftOver(DeviceSet &devices, const QString &stateDirectory, qint64 ownPid);

private:
    struct Running {
        SoftwareFanCurve curve;
        SoftwareFanGpu status;
        qint64 lastWriteMs = 0;
        bool away = false; // the GPU was not there at the last step
    };
    QVector<FanJournalLine> write(DeviceSet &devices, Running &r, int index, const SoftwareFanCurve::Decision &decision);
    void save(QVector<FanJournalLine> *lines);

    SoftwareFanFile file_;
    qint64 ownPid_;
    Clock clock_;
    QHash<QString, Running> curves_;
    QString lastSaveError_;
};

// A GPU's index in the set by its stable id; -1 when absent.
int deviceIndexById(const DeviceSet &devices, const QString &deviceId);

} // namespace rocmtune
