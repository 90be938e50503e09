// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/context/AppContext.h"

#include "widgets/common/PlotTheme.h"

#include <algorithm>

namespace rocmtune {

AppContext::AppContext(DeviceSetFactory factory, const AppSettings &settings, QObject *parent)
    : QObject(parent),
      history_(std::make_unique<History>(settings.historyCapacitySamples())),
      samplerThread_(std::make_unique<SamplerThread>(std::move(factory), history_.get())),
      settings_(settings),
      timeRange_(new TimeRange(this))
{
    qRegisterMetaType<rocmtune::TemperatureAlert>();
    alerts_.setEnabled(settings_.temperatureAlerts);
    alerts_.setMarginCelsius(settings_.alertMarginCelsius);
    GraphThemeWatcher::instance()->setTheme(settings_.graphTheme);
    Sampler *s = samplerThread_->sampler();
    // Queued: the sampler lives on its own thread; these run on the UI thread.
    connect(s, &Sampler::devicesChanged, this, &AppContext::onDevicesChanged, Qt::QueuedConnection);
    connect(s, &Sampler::snapshotReady, this, &AppContext::onSnapshot, Qt::QueuedConnection);
    connect(s, &Sampler::started, this, &AppContext::onStarted, Qt::QueuedConnection);
    // Before devicesChanged (same thread, queued in order): the window says why when it shows the GPUs.
    connect(s, &Sampler::simulatedFallback, this, [this](const QStringList &log) {
        // The last line is "No GPU found: showing simulated GPUs." itself; the others say why.
        simulatedFallbackReasons_ = log.mid(0, std::max<qsizetype>(0, log.size() - 1));
    }, Qt::QueuedConnection);
    // The backends' start-up notes ("sim: 2 devices") are diagnostics for the terminal, not news for the
    // status bar; what happens later (a GPU lost and the list changed) is.
    connect(s, &Sampler::logMessage, this, [this](const QString &message) {
        if (started_)
            emit logMessage(message);
        else
            qInfo("%s", qUtf8Printable(message));
    }, Qt::QueuedConnection);
}

AppContext::~AppContext()
{
    recorder_.stop();
    samplerThread_.reset(); // joins the sampler thread before History goes
}

void AppContext::start()
{
    sampler()->setSettleSeconds(settings_.settleSeconds); // thread-safe; before the first tick
    samplerThread_->start(settings_.samplingIntervalMs);
}

Sampler *AppContext::sampler() const { return samplerThread_->sampler(); }

const DeviceInfo *AppContext::device(int index) const
{
    return index >= 0 && index < devices_.size() ? &devices_[index] : nullptr;
}

const Sample *AppContext::latestSample(int deviceIndex) const
{
    return latest_ ? latest_->sample(deviceIndex) : nullptr;
}

bool AppContext::anySimulated() const
{
    return std::any_of(devices_.cbegin(), devices_.cend(), [](const DeviceInfo &d) { return d.simulated; });
}

void AppContext::setSettings(const AppSettings &settings)
{
    if (settings == settings_)
        return;
    const bool intervalChanged = settings.samplingIntervalMs != settings_.samplingIntervalMs;
    settings_ = settings;
    history_->setCapacity(settings_.historyCapacitySamples());
    alerts_.setEnabled(settings_.temperatureAlerts);
    alerts_.setMarginCelsius(settings_.alertMarginCelsius);
    syncAlertMutes();
    GraphThemeWatcher::instance()->setTheme(settings_.graphTheme); // the graphs outside the AppContext follow
    sampler()->setSettleSeconds(settings_.settleSeconds);
    if (intervalChanged) {
        QMetaObject::invokeMethod(sampler(), [s = sampler(), ms = settings_.samplingIntervalMs] { s->setIntervalMs(ms); },
                                  Qt::QueuedConnection);
    }
    emit settingsChanged();
}

void AppContext::syncAlertMutes()
{
    QSet<int> muted;
    for (int i = 0; i < devices_.size(); ++i) {
        if (settings_.alertMutedDevices.contains(devices_[i].stableId()))
            muted.insert(i);
    }
    alerts_.setMutedDevices(muted);
}

QString AppContext::userDeviceName(int index) const
{
    const DeviceInfo *info = device(index);
    return info ? settings_.deviceNames.value(info->stableId()) : QString();
}

QString AppContext::shownDeviceName(int index) const
{
    const QString user = userDeviceName(index);
    const DeviceInfo *info = device(index);
    return !user.isEmpty() ? user : info ? info->name : QString();
}

QStringList AppContext::shownDeviceNames() const
{
    QStringList names;
    for (int i = 0; i < deviceCount(); ++i)
        names << shownDeviceName(i);
    return names;
}

void AppContext::refreshDeviceNames()
{
    if (Sampler *s = sampler())
        QMetaObject::invokeMethod(s, &Sampler::refreshDeviceNames, Qt::QueuedConnection);
}

void AppContext::setCurrentDevice(int index)
{
    if (index == currentDevice_ || index < -1 || index >= deviceCount())
        return;
    currentDevice_ = index;
    emit currentDeviceChanged(index);
}

bool AppContext::startRecording(const QString &path)
{
    const bool ok = recorder_.start(path, devices_);
    if (ok && latest_)
        recorder_.append(*latest_);
    emit recordingChanged();
    return ok;
}

void AppContext::stopRecording()
{
    recorder_.stop();
    emit recordingChanged();
}

void AppContext::onStarted(bool ok, const QString &message)
{
    started_ = true;
    if (!ok) {
        backendError_ = message;
        emit backendFailed(message);
    }
}

void AppContext::onDevicesChanged(const DeviceList &devices)
{
    devices_ = devices;
    recorder_.setDevices(devices);
    syncAlertMutes();
    if (currentDevice_ >= deviceCount())
        currentDevice_ = -1;
    emit devicesChanged();
    if (currentDevice_ < 0 && !devices_.isEmpty())
        setCurrentDevice(0);
}

void AppContext::onSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot)
        return;
    latest_ = snapshot;
    ++snapshotsReceived_;
    if (recorder_.isRecording()) {
        const bool ok = recorder_.append(*snapshot);
        if (!ok)
            emit recordingChanged();
    }
    const QVector<TemperatureAlert> raised = alerts_.check(*snapshot);
    for (const TemperatureAlert &alert : raised)
        emit temperatureAlert(alert);
    if (!raised.isEmpty())
        emit temperatureAlerts(raised);
    const auto first = history_->firstTimestampMs();
    const auto last = history_->lastTimestampMs();
    if (first && last)
        timeRange_->setDataExtent(*first, *last);
    emit snapshotArrived(snapshot);
}

} // namespace rocmtune
