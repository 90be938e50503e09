// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alerts/TemperatureAlerts.h"
#include "core/export/SessionRecorder.h"
#include "core/sampling/Sampler.h"
#include "core/settings/AppSettings.h"
#include "core/telemetry/History.h"
#include "widgets/plot/TimeRange.h"

#include <QObject>

#include <memory>

namespace rocmtune {

// What every view shares, living on the UI thread: the sampler thread (which
// owns the backends), History, the device list and the latest snapshot as
// delivered through the queued snapshotReady signal, the user's settings, the
// shared time span, the selected device, alerts and the session recorder.
// Views read from here and never call a backend; writes (tuning) go through
// sampler()->post().
class AppContext : public QObject
{
    Q_OBJECT
public:
    AppContext(DeviceSetFactory factory, const AppSettings &settings, QObject *parent = nullptr);
    ~AppContext() override;

    // Starts sampling at the settings' interval (the first tick follows at once).
    void start();

    History &history() { return *history_; }
    const History &history() const { return *history_; }
    Sampler *sampler() const;
    const DeviceList &devices() const { return devices_; }
    int deviceCount() const { return static_cast<int>(devices_.size()); }
    const DeviceInfo *device(int index) const;
    const SnapshotPtr &latest() const { return latest_; }
    const Sample *latestSample(int deviceIndex) const;
    // True when any device shown is simulated (labelled as such everywhere).
    bool anySimulated() const;
    quint64 snapshotsReceived() const { return snapshotsReceived_; }
    QString backendError() const { return backendError_; }
    // Why simulated GPUs are shown when auto found no real one (what each backend found), in words for a person;
    // empty when they were asked for, or real GPUs are shown.
    QStringList simulatedFallbackReasons() const { return simulatedFallbackReasons_; }

    const AppSettings &settings() const { return settings_; }
    void setSettings(const AppSettings &settings);

    TimeRange *timeRange() const { return timeRange_; }
    int currentDevice() const { return currentDevice_; }

    TemperatureAlerts &alerts() { return alerts_; }
    // The name the user gave a GPU in Settings, empty when none.
    QString userDeviceName(int index) const;
    // Per GPU index: the name the user gave it, else the model's name (tray, Record, Stress).
    QString shownDeviceName(int index) const;
    QStringList shownDeviceNames() const;
    const SessionRecorder &recorder() const { return recorder_; }
    bool startRecording(const QString &path);
    void stopRecording();

    // After a language switch: simulated GPUs' names are translated, so the
    // sampler reads the names again (devicesChanged follows if one changed).
    void refreshDeviceNames();

public slots:
    void setCurrentDevice(int index);

signals:
    void devicesChanged();
    void snapshotArrived(const rocmtune::SnapshotPtr &snapshot);
    void currentDeviceChanged(int index);
    void settingsChanged();
    void temperatureAlert(const rocmtune::TemperatureAlert &alert);
    // Every alert one snapshot raised, for one grouped notification.
    void temperatureAlerts(const QVector<rocmtune::TemperatureAlert> &alerts);
    void recordingChanged();
    void backendFailed(const QString &message);
    void logMessage(const QString &message);

private:
    void onDevicesChanged(const DeviceList &devices);
    void onSnapshot(const SnapshotPtr &snapshot);
    void onStarted(bool ok, const QString &message);
    void syncAlertMutes();

    std::unique_ptr<History> history_;
    std::unique_ptr<SamplerThread> samplerThread_;
    AppSettings settings_;
    DeviceList devices_;
    SnapshotPtr latest_;
    quint64 snapshotsReceived_ = 0;
    QString backendError_;
    QStringList simulatedFallbackReasons_;
    TimeRange *timeRange_;
    int currentDevice_ = -1;
    bool started_ = false; // the sampler reported its start
    TemperatureAlerts alerts_;
    SessionRecorder recorder_;
};

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::TemperatureAlert)
