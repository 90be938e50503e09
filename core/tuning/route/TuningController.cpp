// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/TuningController.h"

#include "core/tuning/route/TuningRequestHandler.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <unistd.h>

namespace rocmtune {

namespace {

void registerTypes()
{
    static const bool done = [] {
        qRegisterMetaType<rocmtune::ControlState>("rocmtune::ControlState");
        qRegisterMetaType<rocmtune::TuningValues>("rocmtune::TuningValues");
        qRegisterMetaType<rocmtune::TuningResult>("rocmtune::TuningResult");
        return true;
    }();
    Q_UNUSED(done);
}
} // namespace

TuningController::TuningController(Sampler *sampler, QObject *parent)
    : QObject(parent),
      sampler_(sampler),
      helper_(new HelperClient(this)),
      policy_(SafetyPolicy::forUser()),
      confirmTimeoutSeconds_(policy_.confirmTimeoutSeconds),
      watchdog_(policy_.watchdogMarginCelsius)
{
    registerTypes();
    connect(this, &TuningController::operationFinished, this,
            [this](int deviceIndex, const QJsonObject &report) { emit resultReady(deviceIndex, TuningResult::fromJson(report)); });
    if (!sampler_)
        return;
    connect(sampler_, &Sampler::snapshotReady, this, &TuningController::onSnapshot, Qt::QueuedConnection);
    // Every GPU's controls in the cache from the start (views never read them
    // on their own thread); an asleep GPU's once it wakes.
    connect(sampler_, &Sampler::devicesChanged, this, [this](const DeviceList &devices) {
        for (int i = 0; i < devices.size(); ++i)
            refreshCache(i, ControlRead::IfAwake);
    }, Qt::QueuedConnection);
    for (int i = 0; i < sampler_->devices().size(); ++i)
        refreshCache(i, ControlRead::IfAwake);
    // Crash safety: once the backends run, restore what an earlier run of
    // this GUI left unconfirmed.
    auto recoverOnce = [this] {
        if (!recovered_) {
            recovered_ = true;
            recover();
        }
    };
    connect(sampler_, &Sampler::started, this, [recoverOnce](bool ok) {
        if (ok)
            recoverOnce();
    }, Qt::QueuedConnection);
    if (!sampler_->devices().isEmpty())
        recoverOnce();
}

QString TuningController::stateDirectory() const
{
    return stateDirectory_.isEmpty() ? tuningStateDirectory() : stateDirectory_;
}

void TuningController::setPolicy(const SafetyPolicy &policy)
{
    policy_ = policy;
    watchdog_.setMarginCelsius(policy.watchdogMarginCelsius);
}

void TuningController::setConfirmTimeoutSeconds(int seconds)
{
    confirmTimeoutSeconds_ = SafetyPolicy::clampConfirmTimeout(seconds);
}

int TuningController::secondsLeft(int deviceIndex) const
{
    const auto it = countdowns_.constFind(deviceIndex);
    if (it == countdowns_.constEnd())
        return 0;
    return static_cast<int>(std::max<qint64>(0, (it->deadlineMs - QDateTime::currentMSecsSinceEpoch() + 999) / 1000));
}

bool TuningController::isHeld(int deviceIndex) const
{
    const auto it = holdUntilMs_.constFind(deviceIndex);
    return isPending(deviceIndex) && it != holdUntilMs_.constEnd() && QDateTime::currentMSecsSinceEpoch() < *it;
}

bool TuningController::useHelper(int deviceIndex) const
{
    if (route_ != Route::Auto)
        return route_ == Route::Helper;
    if (::geteuid() == 0 || !sampler_)
        return false;
    const DeviceList devices = sampler_->devices();
    return deviceIndex >= 0 && deviceIndex < devices.size() && !devices.at(deviceIndex).simulated;
}

std::optional<QString> TuningController::tuningUnavailable(int deviceIndex) const
{
    if (!useHelper(deviceIndex))
        return std::nullopt;
    return HelperClient::routeUnavailable(helper_->elevation());
}

void TuningController::setBusy(int delta)
{
    const bool was = busy_ > 0;
    busy_ += delta;
    if (was != (busy_ > 0))
        emit busyChanged(busy_ > 0);
}

void TuningController::run(int deviceIndex, const QJsonObject &requestJson, std::function<void(const QJsonObject &)> done)
{
    QString error;
    const auto request = parseTuningRequest(QJsonDocument(requestJson).toJson(QJsonDocument::Compact), &error);
    if (!request) {
        done(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("message"), error}});
        return;
    }
    setBusy(+1);
    auto finish = [this, done](const QJsonObject &answer) {
        done(answer); // finished() keeps it busy until the controls are read again
        setBusy(-1);
    };
    if (useHelper(deviceIndex)) {
        helper_->run(*request, finish);
        return;
    }
    if (!sampler_) {
        finish(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("message"), tr("The sampler is not running.")}});
        return;
    }
    const QString dir = stateDirectory();
    const SafetyPolicy policy = policy_;
    QPointer<TuningController> self(this);
    sampler_->post([self, dir, policy, request = *request, finish](DeviceSet *set) {
        QJsonObject answer;
        if (!set) {
            answer = QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("message"), tr("No GPU backend is running.")}};
        } else {
            TuningService service(*set, TuningJournal(dir), TuningLog(TuningLog::pathIn(dir)), policy);
            // In-process, this GUI owns a pending change and its countdown
            // reverts it; after a crash the next start's recover() does.
            answer = handleTuningRequest(service, *set, request, [] { return std::optional<qint64>(::getpid()); }).json;
        }
        QMetaObject::invokeMethod(
            self.data(),
            [self, finish, answer] {
                if (self)
                    finish(answer);
            },
            Qt::QueuedConnection);
    });
}

void TuningController::refresh(int deviceIndex, ControlRead read)
{
    readControls(deviceIndex, read, [this, deviceIndex](const ControlState &state) {
        if (state.asleep)
            rememberAsleep(deviceIndex, true);
        emit controlsChanged(deviceIndex, state);
    });
}

void TuningController::refreshCache(int deviceIndex, ControlRead read)
{
    readControls(deviceIndex, read, [this, deviceIndex](const ControlState &state) {
        if (state.asleep)
            rememberAsleep(deviceIndex, false);
    });
}

void TuningController::rememberAsleep(int deviceIndex, bool forAView)
{
    unreadAsleep_[deviceIndex] = unreadAsleep_.value(deviceIndex) || forAView;
}

std::optional<ControlState> TuningController::cachedControls(int deviceIndex) const
{
    const auto it = cache_.constFind(deviceIndex);
    return it == cache_.constEnd() ? std::nullopt : std::optional<ControlState>(*it);
}

void TuningController::readControls(int deviceIndex, ControlRead read, std::function<void(const ControlState &)> done)
{
    if (!sampler_)
        return;
    QPointer<TuningController> self(this);
    // Set vs in force: the record lives with the changes (the helper's folder on the helper route, which
    // only root writes: the first sighting of a drift is then kept by this controller, setVsInForceSeen).
    const bool helper = useHelper(deviceIndex);
    const QString recordDir = helper ? systemTuningStateDirectory() : stateDirectory();
    sampler_->post([self, deviceIndex, read, done, helper, recordDir](DeviceSet *set) {
        ControlState state;
        bool found = false;
        SetVsInForceReading drift;
        if (set && deviceIndex >= 0 && deviceIndex < set->deviceCount()) {
            int local = -1;
            if (Backend *backend = set->backendFor(deviceIndex, &local)) {
                if (read == ControlRead::IfAwake && backend->isAsleep(local))
                    state.asleep = true;
                else
                    state = backend->readControls(local);
                found = true;
                if (!state.asleep) {
                    drift.deviceId = set->devices().at(deviceIndex).stableId();
                    drift.controls = readSetVsInForce(recordDir, drift.deviceId, state, QDateTime::currentMSecsSinceEpoch(), !helper,
                                                      &drift.recordProblem);
                }
            }
        }
        QMetaObject::invokeMethod(
            self.data(),
            [self, deviceIndex, state, found, done, drift] {
                if (!self)
                    return;
                if (found && !state.asleep) {
                    self->keepSetVsInForce(deviceIndex, drift);
                    self->cache_.insert(deviceIndex, state);
                    self->unreadAsleep_.remove(deviceIndex); // read now (Reload): no second read when it wakes
                } else if (!found) {
                    self->cache_.remove(deviceIndex); // asleep: the last read (if any) stays
                }
                done(state);
                emit self->controlsCached(deviceIndex);
            },
            Qt::QueuedConnection);
    });
}

namespace {
QJsonObject requestJson(const char *action, int deviceIndex)
{
    return QJsonObject{{QStringLiteral("version"), kTuningRequestVersion},
                       {QStringLiteral("action"), QLatin1String(action)},
                       {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex}}}};
}
} // namespace

void TuningController::finished(int deviceIndex, const QJsonObject &answer)
{
    if (!sampler_) {
        emit operationFinished(deviceIndex, answer);
        return;
    }
    // The controls are read again first, so whoever hears of the result finds
    // them in the cache (cachedControls) already; busy until then.
    setBusy(+1);
    readControls(deviceIndex, ControlRead::WakingIt, [this, deviceIndex, answer](const ControlState &state) {
        emit controlsChanged(deviceIndex, state);
        emit operationFinished(deviceIndex, answer);
        setBusy(-1);
    });
}

void TuningController::applyHeld(int deviceIndex, const TuningValues &values, int holdSeconds)
{
    if (!isPending(deviceIndex) && holdSeconds > 0)
        holdRequests_.insert(deviceIndex, holdSeconds);
    apply(deviceIndex, values);
}

void TuningController::apply(int deviceIndex, const TuningValues &values)
{
    if (isPending(deviceIndex)) {
        emit operationFinished(deviceIndex, QJsonObject{{QStringLiteral("ok"), false},
                                                        {QStringLiteral("action"), QStringLiteral("apply")},
                                                        {QStringLiteral("message"), tr("Keep or revert the pending change first.")}});
        return;
    }
    QJsonObject request = requestJson("apply", deviceIndex);
    request.insert(QStringLiteral("values"), tuningValuesToJson(values));
    const int timeout = confirmTimeoutSeconds_;
    request.insert(QStringLiteral("confirm_timeout_s"), timeout);
    run(deviceIndex, request, [this, deviceIndex, timeout](const QJsonObject &answer) {
        const int holdSeconds = holdRequests_.take(deviceIndex);
        if (answer.value(QStringLiteral("ok")).toBool() && answer.value(QStringLiteral("outcome")).toString() == QLatin1String("pending")) {
            const QString id = answer.value(QStringLiteral("device")).toObject().value(QStringLiteral("id")).toString();
            watchdog_.setTuned(id, true);
            // Held before the countdown starts, so its start already says "held".
            if (holdSeconds > 0)
                holdUntilMs_.insert(deviceIndex, QDateTime::currentMSecsSinceEpoch() + holdSeconds * 1000LL);
            startCountdown(deviceIndex, static_cast<qint64>(answer.value(QStringLiteral("deadline_ms")).toDouble()), timeout);
        }
        finished(deviceIndex, answer);
    });
}

void TuningController::keep(int deviceIndex)
{
    if (!isPending(deviceIndex))
        return;
    stopCountdown(deviceIndex);
    run(deviceIndex, requestJson("confirm", deviceIndex), [this, deviceIndex](const QJsonObject &answer) {
        emit confirmationEnded(deviceIndex, answer.value(QStringLiteral("ok")).toBool());
        finished(deviceIndex, answer);
    });
}

void TuningController::revertNow(int deviceIndex)
{
    const bool wasPending = isPending(deviceIndex);
    stopCountdown(deviceIndex);
    run(deviceIndex, requestJson("revert", deviceIndex), [this, deviceIndex, wasPending](const QJsonObject &answer) {
        const QString id = answer.value(QStringLiteral("device")).toObject().value(QStringLiteral("id")).toString();
        watchdog_.setTuned(id, false);
        if (wasPending)
            emit confirmationEnded(deviceIndex, false);
        finished(deviceIndex, answer);
    });
}

void TuningController::resetToDefaults(int deviceIndex)
{
    const bool wasPending = isPending(deviceIndex);
    stopCountdown(deviceIndex);
    run(deviceIndex, requestJson("reset", deviceIndex), [this, deviceIndex, wasPending](const QJsonObject &answer) {
        const QString id = answer.value(QStringLiteral("device")).toObject().value(QStringLiteral("id")).toString();
        watchdog_.setTuned(id, false);
        if (wasPending)
            emit confirmationEnded(deviceIndex, false);
        finished(deviceIndex, answer);
    });
}

void TuningController::recover()
{
    const QJsonObject request{{QStringLiteral("version"), kTuningRequestVersion}, {QStringLiteral("action"), QStringLiteral("recover")}};
    // In-process recovery covers the GPUs this GUI writes itself; the helper's
    // own waiter and start-up recovery cover the rest.
    const Route saved = route_;
    if (route_ == Route::Auto)
        route_ = Route::InProcess;
    run(-1, request, [this](const QJsonObject &answer) {
        for (const QJsonValue &report : answer.value(QStringLiteral("reports")).toArray()) {
            const QJsonObject o = report.toObject();
            finished(o.value(QStringLiteral("device")).toObject().value(QStringLiteral("index")).toInt(), o);
        }
    });
    route_ = saved;
}

void TuningController::renewHeld(int deviceIndex)
{
    const auto it = countdowns_.constFind(deviceIndex);
    if (it == countdowns_.constEnd() || renewing_.contains(deviceIndex))
        return;
    renewing_.insert(deviceIndex);
    QJsonObject request = requestJson("extend", deviceIndex);
    request.insert(QStringLiteral("confirm_timeout_s"), it->timeoutSeconds);
    run(deviceIndex, request, [this, deviceIndex](const QJsonObject &answer) {
        renewing_.remove(deviceIndex);
        const auto countdown = countdowns_.find(deviceIndex);
        if (countdown == countdowns_.end())
            return; // kept or reverted meanwhile
        const QString outcome = answer.value(QStringLiteral("outcome")).toString();
        if (answer.value(QStringLiteral("ok")).toBool() && outcome == QLatin1String("pending")) {
            countdown->deadlineMs = static_cast<qint64>(answer.value(QStringLiteral("deadline_ms")).toDouble());
            return;
        }
        if (outcome == QLatin1String("reverted") || outcome == QLatin1String("rollback_failed")) {
            // Too late: the service reverted it instead.
            stopCountdown(deviceIndex);
            watchdog_.setTuned(answer.value(QStringLiteral("device")).toObject().value(QStringLiteral("id")).toString(), false);
            emit confirmationEnded(deviceIndex, false);
            finished(deviceIndex, answer);
        }
        // Anything else (the journal was busy ...): the next tick tries again,
        // and the countdown still reverts if no renewal gets through.
    });
}

void TuningController::startCountdown(int deviceIndex, qint64 deadlineMs, int timeoutSeconds)
{
    dropTimer(deviceIndex);
    Countdown countdown;
    countdown.deadlineMs = deadlineMs;
    countdown.timeoutSeconds = timeoutSeconds;
    countdown.timer = new QTimer(this);
    countdown.timer->setInterval(250);
    int lastShown = -1;
    connect(countdown.timer, &QTimer::timeout, this, [this, deviceIndex, lastShown]() mutable {
        const int left = secondsLeft(deviceIndex);
        if (left != lastShown) {
            lastShown = left;
            emit confirmationTick(deviceIndex, left);
        }
        if (left <= 0) {
            revertNow(deviceIndex);
            return;
        }
        // Held: renew once half of the confirm time has gone.
        const auto it = countdowns_.constFind(deviceIndex);
        if (it == countdowns_.constEnd())
            return; // kept or reverted from a tick's slot
        const qint64 remainingMs = it->deadlineMs - QDateTime::currentMSecsSinceEpoch();
        if (isHeld(deviceIndex) && remainingMs * 2 <= it->timeoutSeconds * 1000LL)
            renewHeld(deviceIndex);
    });
    countdowns_.insert(deviceIndex, countdown);
    countdown.timer->start();
    emit confirmationStarted(deviceIndex, secondsLeft(deviceIndex));
}

void TuningController::stopCountdown(int deviceIndex)
{
    holdUntilMs_.remove(deviceIndex);
    dropTimer(deviceIndex);
}

void TuningController::dropTimer(int deviceIndex)
{
    const auto it = countdowns_.find(deviceIndex);
    if (it == countdowns_.end())
        return;
    it->timer->stop();
    it->timer->deleteLater();
    countdowns_.erase(it);
}

void TuningController::onSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot || !sampler_)
        return;
    for (auto it = unreadAsleep_.begin(); it != unreadAsleep_.end();) {
        const Sample *sample = snapshot->sample(it.key());
        if (sample && sample->state() != DeviceState::Asleep) {
            const int deviceIndex = it.key();
            const bool forAView = it.value();
            it = unreadAsleep_.erase(it);
            forAView ? refresh(deviceIndex) : refreshCache(deviceIndex, ControlRead::IfAwake);
        } else {
            ++it;
        }
    }
    for (const ThermalWatchdog::Trip &trip : watchdog_.check(*snapshot, sampler_->devices())) {
        const QString message = tr("GPU %1 reached %2 °C (limit %3 °C while tuned): its settings were reset to the driver defaults.")
                                    .arg(trip.deviceIndex)
                                    .arg(trip.temperatureCelsius, 0, 'f', 0)
                                    .arg(trip.limitCelsius, 0, 'f', 0);
        emit watchdogTripped(trip.deviceIndex, message);
        resetToDefaults(trip.deviceIndex);
    }
}

} // namespace rocmtune
