// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/fancurve/FanCurveValue.h"
#include "core/tuning/transaction/StateRecord.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// The software fan curves rocmtune-boot runs (cards whose fan takes only a
// PWM value): software-fan.json in the tuning state folder, root's 0644
// file written by the service whenever a curve starts, stops or changes the
// duty. It is both what the CLI, GUI and doctor show ("a software fan curve
// is running") and the crash record: a GPU listed by a process that is gone
// (SIGKILL, a crash) is put back to automatic fan control by the next start
// of the service (or its ExecStopPost) before anything else.
//   {"version": 1, "pid": 1234, "pid_start_time": "5678", "gpus": [{"device_id": "...", "device_name": "...", "pci_bus_id": "0000:03:00.0",
//     "profile": "Quiet", "sensor": "junction", "curve": [[40, 20], [60, 50]],
//     "since_ms": ..., "updated_ms": ..., "temperature_celsius": 61, "duty_percent": 52,
//     "safety_floor": false}]}
struct SoftwareFanGpu {
    QString deviceId;
    QString deviceName;
    QString pciBusId; // where its hwmon files are found without the library
    QString profileName;
    FanCurveValue curve;
    qint64 sinceMs = 0;
    qint64 updatedMs = 0;
    std::optional<int> temperatureCelsius; // the last reading (nullopt: none)
    std::optional<int> dutyPercent;        // the duty written (nullopt: automatic for now)
    bool safetyFloor = false;              // 100 % because the sensor neared its critical limit
    bool operator==(const SoftwareFanGpu &other) const = default;
};

struct SoftwareFanState {
    qint64 pid = 0;
    QString startTime; // the writer's start time (/proc/PID/stat field 22): a reused PID is not it
    QVector<SoftwareFanGpu> gpus;
    const SoftwareFanGpu *forDevice(const QString &deviceId) const;
};

class SoftwareFanFile
{
public:
    static QString fileName(); // software-fan.json
    explicit SoftwareFanFile(QString stateDirectory);
    QString filePath() const;

    // Missing: an empty state. nullopt with *error when refused or malformed.
    std::optional<SoftwareFanState> load(QString *error) const;
    bool save(const SoftwareFanState &state, QString *error) const;

    // Whether the process that wrote the state still runs: the same PID with
    // the same start time, and root's (/proc/PID, readable by everyone). A
    // record without a start time (an older version) also needs the name
    // rocmtune-boot.
    static bool writerAlive(qint64 pid, const QString &startTime);
    // What people see: the running curves (empty when the writer is gone).
    QVector<SoftwareFanGpu> running(QString *error) const;

private:
    StateRecord record_;
};

// "software fan curve 40:20,60:50 (junction): 61 °C -> 52 %" for a person.
QString softwareFanText(const SoftwareFanGpu &gpu);

} // namespace rocmtune
