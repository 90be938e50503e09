// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"
#include "core/sampling/WakeSettling.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/History.h"
#include "core/telemetry/Snapshot.h"

#include <QMutex>
#include <QObject>
#include <QThread>
#include <QTimer>

#include <functional>
#include <memory>

namespace rocmtune {

using DeviceSetFactory = std::function<DeviceSetResult()>;

// Owns the backends and reads every device once per interval on its own
// thread. Publishes each tick as an immutable Snapshot (to History and through
// the queued snapshotReady signal); a failing device marks its sample, it
// never stops sampling. Create it through SamplerThread.
class Sampler : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMinIntervalMs = 100;
    static constexpr int kMaxIntervalMs = 10000;
    static constexpr int kDefaultIntervalMs = 1000;
    // Process lists cost more to read (a /proc walk per process) and change
    // slowly: read every 2 s by default, 0 turns them off.
    static constexpr int kDefaultProcessIntervalMs = 2000;

    Sampler(DeviceSetFactory factory, History *history);
    ~Sampler() override;

    // Thread-safe read-outs.
    DeviceList devices() const;
    SnapshotPtr latest() const;
    int intervalMs() const;
    quint64 ticks() const;
    int processIntervalMs() const;
    int settleSeconds() const;

    // The clock ticks read (ms since the epoch); tests inject one so that the
    // seconds after a wake pass without sleeping. Set before start().
    void setClock(std::function<qint64()> clock);

    // Runs fn on the sampler thread with the device set (backend writes go
    // through here so a backend is only ever used by one thread). fn gets a
    // null pointer if the backends failed to start.
    void post(std::function<void(DeviceSet *)> fn);
    // Like post() but waits for fn to finish. Never call from the sampler thread.
    void call(std::function<void(DeviceSet *)> fn);

public slots:
    void start();
    void stop();
    void setIntervalMs(int intervalMs);
    // 0: no process lists; otherwise at least kMinIntervalMs.
    void setProcessIntervalMs(int intervalMs);
    // Seconds after a wake whose samples are marked unsettled (WakeSettling); 0: none.
    void setSettleSeconds(int seconds);
    void tickNow();
    // Reads the devices' names again and emits devicesChanged if one changed
    // (simulated GPUs' names follow the UI language).
    void refreshDeviceNames();

signals:
    void started(bool ok, const QString &message);
    void devicesChanged(const rocmtune::DeviceList &devices);
    void snapshotReady(const rocmtune::SnapshotPtr &snapshot);
    void logMessage(const QString &message);
    // Auto found no real GPU and shows simulated ones: what was tried, and why each found none.
    void simulatedFallback(const QStringList &log);

private:
    DeviceSetFactory factory_;
    History *history_;
    std::unique_ptr<DeviceSet> deviceSet_;
    QTimer *timer_ = nullptr;
    mutable QMutex mutex_;
    DeviceList devices_;
    SnapshotPtr latest_;
    int intervalMs_ = kDefaultIntervalMs;
    int processIntervalMs_ = kDefaultProcessIntervalMs;
    ProcessSnapshotPtr processes_; // sampler thread only
    qint64 lastProcessMs_ = 0;
    quint64 sequence_ = 0;
    WakeSettling settling_; // guarded by mutex_ (the setting), used on the sampler thread
    std::function<qint64()> clock_;
    qint64 lastRecoverMs_ = 0;
};

// A Sampler on its own QThread; stops and joins the thread when destroyed.
class SamplerThread
{
public:
    SamplerThread(DeviceSetFactory factory, History *history);
    ~SamplerThread();
    SamplerThread(const SamplerThread &) = delete;
    SamplerThread &operator=(const SamplerThread &) = delete;

    Sampler *sampler() const { return sampler_; }
    void start(int intervalMs = Sampler::kDefaultIntervalMs);
    void stop();

private:
    QThread thread_;
    Sampler *sampler_; // lives in thread_, deleted there on finish
};

} // namespace rocmtune
