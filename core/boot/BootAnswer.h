// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/boot/BootRequest.h"

#include <QObject>

#include <functional>

namespace rocmtune {

class HelperClient;

// The helper's answer to a boot request (BootRequest.h), typed: what the GUI
// shows. The JSON stays between HelperClient and the helper.
struct BootAnswer {
    enum class Outcome {
        Stored,   // boot_set: the profile is stored and applied at the next boot
        Enabled,  // boot_enable: applied at boot again
        Cleared,  // boot_clear: removed
        Refused,  // the request broke a rule (limits, policy, unknown GPU ...): nothing changed
        Failed,   // the helper could not do it (files, permission, pkexec ...): nothing changed
    };
    Outcome outcome = Outcome::Failed;
    // For a person: what was done, or why not.
    QString message;
    // boot_set / boot_enable lifted a boot-loop guard's stop.
    bool guardLifted = false;

    bool ok() const { return outcome == Outcome::Stored || outcome == Outcome::Enabled || outcome == Outcome::Cleared; }

    // From the answer document HelperClient returns (also when the helper
    // could not be run, or answered something this version does not know:
    // Failed, with the words it gave).
    static BootAnswer fromHelperAnswer(const QJsonObject &answer);
};

// Sends boot requests through the helper, asynchronously; `done` is called on
// this object's thread.
class BootRequestSender : public QObject
{
    Q_OBJECT
public:
    explicit BootRequestSender(QObject *parent = nullptr);
    void send(const BootRequest &request, std::function<void(const BootAnswer &)> done);

private:
    HelperClient *helper_;
};

} // namespace rocmtune
