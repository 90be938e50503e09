// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/Sampler.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace rocmtune {

namespace {
constexpr qint64 kRecoverEveryMs = 5000;

void registerMetaTypes()
{
    static const bool done = [] {
        qRegisterMetaType<rocmtune::SnapshotPtr>("rocmtune::SnapshotPtr");
        qRegisterMetaType<rocmtune::DeviceList>("rocmtune::DeviceList");
        return true;
    }();
    Q_UNUSED(done);
}
} // namespace

Sampler::Sampler(DeviceSetFactory factory, History *history) : factory_(std::move(factory)), history_(history)
{
    registerMetaTypes();
}

Sampler::~Sampler() = default;

DeviceList Sampler::devices() const
{
    QMutexLocker locker(&mutex_);
    return devices_;
}

SnapshotPtr Sampler::latest() const
{
    QMutexLocker locker(&mutex_);
    return latest_;
}

int Sampler::intervalMs() const
{
    QMutexLocker locker(&mutex_);
    return intervalMs_;
}

quint64 Sampler::ticks() const
{
    QMutexLocker locker(&mutex_);
    return sequence_;
}

int Sampler::processIntervalMs() const
{
    QMutexLocker locker(&mutex_);
    return processIntervalMs_;
}

int Sampler::settleSeconds() const
{
    QMutexLocker locker(&mutex_);
    return settling_.settleSeconds();
}

void Sampler::setSettleSeconds(int seconds)
{
    QMutexLocker locker(&mutex_);
    settling_.setSettleSeconds(seconds);
}

void Sampler::setClock(std::function<qint64()> clock) { clock_ = std::move(clock); }

void Sampler::setProcessIntervalMs(int intervalMs)
{
    QMutexLocker locker(&mutex_);
    processIntervalMs_ = intervalMs <= 0 ? 0 : std::clamp(intervalMs, kMinIntervalMs, 60 * kMaxIntervalMs);
}

void Sampler::post(std::function<void(DeviceSet *)> fn)
{
    QMetaObject::invokeMethod(this, [this, fn = std::move(fn)] { fn(deviceSet_.get()); }, Qt::QueuedConnection);
}

void Sampler::call(std::function<void(DeviceSet *)> fn)
{
    if (QThread::currentThread() == thread()) {
        fn(deviceSet_.get());
        return;
    }
    QMetaObject::invokeMethod(this, [this, &fn] { fn(deviceSet_.get()); }, Qt::BlockingQueuedConnection);
}

void Sampler::start()
{
    if (!deviceSet_) {
        DeviceSetResult result = factory_();
        for (const QString &line : result.log)
            emit logMessage(line);
        if (!result.devices) {
            emit started(false, result.error);
            return;
        }
        if (result.simulatedFallback)
            emit simulatedFallback(result.log);
        deviceSet_ = std::move(result.devices);
        {
            QMutexLocker locker(&mutex_);
            devices_ = deviceSet_->devices();
        }
        emit devicesChanged(deviceSet_->devices());
    }
    if (!timer_) {
        timer_ = new QTimer(this);
        timer_->setTimerType(Qt::PreciseTimer);
        connect(timer_, &QTimer::timeout, this, &Sampler::tickNow);
    }
    timer_->start(intervalMs());
    emit started(true, QString());
    tickNow();
}

void Sampler::stop()
{
    if (timer_)
        timer_->stop();
}

void Sampler::setIntervalMs(int intervalMs)
{
    const int clamped = std::clamp(intervalMs, kMinIntervalMs, kMaxIntervalMs);
    {
        QMutexLocker locker(&mutex_);
        intervalMs_ = clamped;
    }
    if (timer_ && timer_->isActive())
        timer_->start(clamped);
}

void Sampler::refreshDeviceNames()
{
    if (!deviceSet_ || !deviceSet_->refreshNames())
        return;
    {
        QMutexLocker locker(&mutex_);
        devices_ = deviceSet_->devices();
    }
    emit devicesChanged(deviceSet_->devices());
}

void Sampler::tickNow()
{
    if (!deviceSet_)
        return;
    const qint64 now = clock_ ? clock_() : QDateTime::currentMSecsSinceEpoch();
    bool anyLost = false;
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->timestampMs = now;
    snapshot->samples.reserve(deviceSet_->deviceCount());
    for (int i = 0; i < deviceSet_->deviceCount(); ++i)
        snapshot->samples.push_back(deviceSet_->readSample(i, now));
    {
        QMutexLocker locker(&mutex_);
        for (Sample &sample : snapshot->samples) {
            settling_.mark(sample);
            anyLost = anyLost || sample.state() == DeviceState::Lost;
        }
    }
    if (anyLost && now - lastRecoverMs_ >= kRecoverEveryMs) {
        lastRecoverMs_ = now;
        if (deviceSet_->recover()) {
            {
                QMutexLocker locker(&mutex_);
                devices_ = deviceSet_->devices();
            }
            emit logMessage(QCoreApplication::translate("Sampler", "The device list changed after a GPU was lost."));
            emit devicesChanged(deviceSet_->devices());
        }
    }
    int processEvery = 0;
    int interval = 0;
    {
        QMutexLocker locker(&mutex_);
        snapshot->sequence = ++sequence_;
        processEvery = processIntervalMs_;
        interval = intervalMs_;
    }
    // Half an interval of slack so timer jitter does not skip a whole period.
    if (processEvery == 0) {
        processes_.reset();
    } else if (!processes_ || now - lastProcessMs_ + std::min(interval, processEvery) / 2 >= processEvery) {
        auto processes = std::make_shared<ProcessSnapshot>();
        processes->timestampMs = now;
        processes->devices.reserve(deviceSet_->deviceCount());
        for (int i = 0; i < deviceSet_->deviceCount(); ++i)
            processes->devices.push_back(deviceSet_->readProcesses(i));
        processes_ = std::move(processes);
        lastProcessMs_ = now;
    }
    snapshot->processes = processes_;
    SnapshotPtr published = snapshot;
    if (history_)
        history_->append(*published);
    {
        QMutexLocker locker(&mutex_);
        latest_ = published;
    }
    emit snapshotReady(published);
}

SamplerThread::SamplerThread(DeviceSetFactory factory, History *history)
    : sampler_(new Sampler(std::move(factory), history))
{
    thread_.setObjectName(QStringLiteral("rocmtune-sampler"));
    sampler_->moveToThread(&thread_);
    QObject::connect(&thread_, &QThread::finished, sampler_, &QObject::deleteLater);
}

SamplerThread::~SamplerThread()
{
    stop();
    thread_.quit();
    thread_.wait();
}

void SamplerThread::start(int intervalMs)
{
    if (!thread_.isRunning())
        thread_.start();
    QMetaObject::invokeMethod(sampler_, [s = sampler_, intervalMs] {
        s->setIntervalMs(intervalMs);
        s->start();
    }, Qt::QueuedConnection);
}

void SamplerThread::stop()
{
    if (thread_.isRunning())
        QMetaObject::invokeMethod(sampler_, &Sampler::stop, Qt::BlockingQueuedConnection);
}

} // namespace rocmtune
