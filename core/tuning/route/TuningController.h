// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/sampling/Sampler.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/policy/SafetyPolicy.h"
#include "core/tuning/policy/ThermalWatchdog.h"
#include "core/tuning/record/SetVsInForce.h"
#include "core/tuning/route/HelperClient.h"
#include "core/tuning/route/TuningResult.h"

#include <QHash>
#include <QJsonObject>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

namespace rocmtune {

// Whether reading a GPU's controls may wake it from runtime suspend.
enum class ControlRead {
    IfAwake,  // a view opens or a GPU is chosen: an asleep GPU is left alone (ControlState::asleep)
    WakingIt, // a person asked for it (Reload) or a change is about to be made
};

// The GUI's side of tuning. Lives on the UI thread but never calls a backend
// there: in-process work runs on the sampler thread (Sampler::post), helper
// work in the rocmtune-helper process (QProcess, asynchronous). Runs the
// confirm countdown, the thermal watchdog and crash recovery at start.
class TuningController : public QObject
{
    Q_OBJECT
public:
    // InProcess: simulated GPUs, or the GUI runs as root. Helper: pkexec
    // rocmtune-helper. Auto picks per device.
    enum class Route { Auto, InProcess, Helper };

    explicit TuningController(Sampler *sampler, QObject *parent = nullptr);

    void setRoute(Route route) { route_ = route; }
    void setStateDirectory(const QString &directory) { stateDirectory_ = directory; }
    QString stateDirectory() const;
    void setPolicy(const SafetyPolicy &policy);
    const SafetyPolicy &policy() const { return policy_; }
    // 5-60 s; the policy's value by default.
    void setConfirmTimeoutSeconds(int seconds);
    int confirmTimeoutSeconds() const { return confirmTimeoutSeconds_; }

    bool isPending(int deviceIndex) const { return countdowns_.contains(deviceIndex); }
    // The pending change is held for a check (applyHeld) and its countdown is renewed.
    bool isHeld(int deviceIndex) const;
    int secondsLeft(int deviceIndex) const;
    bool isBusy() const { return busy_ > 0; }
    Sampler *sampler() const { return sampler_; }
    // The controls of a GPU as last read on the sampler thread (by refresh(),
    // after every operation, and once for every GPU when the list of GPUs
    // arrives); nullopt before the first read. Never waits: views read this
    // and follow controlsChanged / controlsCached instead of calling into the
    // sampler thread.
    std::optional<ControlState> cachedControls(int deviceIndex) const;
    // Set vs in force of a GPU's controls, as of the last read of its
    // controls (SetVsInForce.h); empty before the first read.
    QVector<ControlSetVsInForce> setVsInForce(int deviceIndex) const { return setVsInForce_.value(deviceIndex).controls; }
    // Why the record of set values could not be read (empty when it could).
    QString setRecordProblem(int deviceIndex) const { return setVsInForce_.value(deviceIndex).recordProblem; }
    // The Helper route's client (e.g. to always go through pkexec).
    HelperClient *helperClient() const { return helper_; }
    // Why changes to this GPU cannot be made at all (its route is the helper
    // and the installation is not trusted, HelperClient::routeUnavailable);
    // nullopt when they can.
    std::optional<QString> tuningUnavailable(int deviceIndex) const;

public slots:
    // Reads a GPU's controls and emits controlsChanged. IfAwake leaves an
    // asleep GPU alone (state.asleep) and reads it when a sample shows it awake.
    void refresh(int deviceIndex, rocmtune::ControlRead read = rocmtune::ControlRead::IfAwake);
    // Reads the controls into the cache only (controlsCached, no controlsChanged).
    void refreshCache(int deviceIndex, rocmtune::ControlRead read = rocmtune::ControlRead::WakingIt);
    void apply(int deviceIndex, const rocmtune::TuningValues &values);
    // apply(), then holds the pending change for up to holdSeconds while
    // something checks it (a stress test): before the countdown runs out it
    // is renewed ("extend") instead, so it never reverts mid-check, and no
    // confirm dialog is due (isHeld()). keep() and revertNow() end the hold;
    // after holdSeconds the countdown runs out and reverts as usual. A crash
    // stops the renewals, so the journal's deadline passes and the change is
    // reverted (start-up recovery, the helper's waiter).
    void applyHeld(int deviceIndex, const rocmtune::TuningValues &values, int holdSeconds);
    void keep(int deviceIndex);
    void revertNow(int deviceIndex);
    void resetToDefaults(int deviceIndex);
    // "Apply again": the set values of the drifted controls, through apply()
    // (its route, checks and countdown).
    void applyAgain(int deviceIndex);
    // "Accept": what the driver holds becomes the set value of each drifted control.
    void accept(int deviceIndex);
    // Restores what a crashed earlier run left unconfirmed.
    void recover();

signals:
    void controlsChanged(int deviceIndex, const rocmtune::ControlState &state);
    // The cache holds a new read of this GPU's controls (after either refresh).
    void controlsCached(int deviceIndex);
    // Every finished operation: the TuningReport JSON (ok, action, outcome, message ...).
    void operationFinished(int deviceIndex, const QJsonObject &report);
    // The same, typed (what views use; emitted with every operationFinished).
    void resultReady(int deviceIndex, const rocmtune::TuningResult &result);
    void confirmationStarted(int deviceIndex, int seconds);
    void confirmationTick(int deviceIndex, int secondsLeft);
    void confirmationEnded(int deviceIndex, bool kept);
    void watchdogTripped(int deviceIndex, const QString &message);
    void busyChanged(bool busy);

private:
    struct SetVsInForceReading {
        QString deviceId;
        QVector<ControlSetVsInForce> controls;
        QString recordProblem;
    };
    // Stores a reading; on the helper route keeps the first sighting of each drift (setVsInForceSeen_).
    void keepSetVsInForce(int deviceIndex, SetVsInForceReading reading);
    struct Countdown {
        QTimer *timer = nullptr;
        qint64 deadlineMs = 0;
        int timeoutSeconds = 0; // what a renewal of a held change asks for
    };
    bool useHelper(int deviceIndex) const;
    // Runs a request in-process (sampler thread) or through the helper, then
    // calls done on this thread with the answer.
    void run(int deviceIndex, const QJsonObject &requestJson, std::function<void(const QJsonObject &)> done);
    void finished(int deviceIndex, const QJsonObject &answer);
    void startCountdown(int deviceIndex, qint64 deadlineMs, int timeoutSeconds);
    void stopCountdown(int deviceIndex);
    void dropTimer(int deviceIndex);
    void renewHeld(int deviceIndex);
    void onSnapshot(const rocmtune::SnapshotPtr &snapshot);
    void setBusy(int delta);
    // Reads on the sampler thread, then stores in the cache and calls done on this thread.
    void readControls(int deviceIndex, ControlRead read, std::function<void(const ControlState &)> done);
    // A read skipped because the GPU slept; onSnapshot reads it once a sample
    // shows it awake (true: refresh(), which a view waits for; false: the cache).
    void rememberAsleep(int deviceIndex, bool forAView);

    QPointer<Sampler> sampler_;
    HelperClient *helper_;
    Route route_ = Route::Auto;
    QString stateDirectory_;
    SafetyPolicy policy_;
    int confirmTimeoutSeconds_;
    ThermalWatchdog watchdog_;
    QHash<int, Countdown> countdowns_;
    QHash<int, ControlState> cache_; // cachedControls()
    QHash<int, bool> unreadAsleep_;   // rememberAsleep()
    QHash<int, int> holdRequests_;    // applyHeld() waiting for its answer: seconds
    QHash<int, qint64> holdUntilMs_;  // held changes: renewed until then
    QSet<int> renewing_;              // an "extend" is on its way
    QHash<int, SetVsInForceReading> setVsInForce_;
    QHash<QString, qint64> setVsInForceSeen_; // "device id/control key/set ms" -> first sighting (helper route)
    int busy_ = 0;
    bool recovered_ = false;
};

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::ControlState)
Q_DECLARE_METATYPE(rocmtune::TuningValues)
