// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSession.h"
#include "core/sampling/Sampler.h"
#include "core/stress/CommandValidation.h"
#include "core/stress/StressSession.h"

#include <QObject>

#include <functional>
#include <memory>

namespace rocmtune::cli {

// What the CLI's two event loops that check a change held on one GPU share
// (ValidatedChange: --validate and --validate-with; UndervoltCommand: each
// search step and the confirming command): the stress session and the
// user's command, fed with the snapshots of one sampler; the loop ends once
// the check is done and neither is running.
class HeldChangeRuns
{
public:
    using Progress = std::function<void(const QString &line)>;
    HeldChangeRuns(Sampler *sampler, QObject *context, Progress progress);

    // Every snapshot of the sampler to the runs going; while `feed` (when
    // given) says false, to none (a simulated fallback's numbers are not the GPU's).
    void followSnapshots(const std::function<bool()> &feed = {});
    // The user's command on `gpu` under the change, recorded every 500 ms
    // with a final sample when it ends; then "Your command exited …" and
    // finished(its verdict). False (the reason on the progress) when it
    // could not start.
    bool startCommand(int gpu, const DeviceList &devices, RunSessionOptions options, const QStringList &command,
                      const QString &workingDirectory, std::function<void(const StressVerdict &)> finished);
    // The check is over: a stress run still going is cancelled (it tests
    // nothing any more), with stopCommand the user's command gets SIGTERM,
    // and the event loop ends with ExitOk as soon as neither run is going,
    // now or when the last one ends.
    void finish(bool stopCommand);
    void finishWhenAllEnded() const;
    bool finished() const { return done_; }

    std::unique_ptr<StressSession> session;
    std::unique_ptr<CommandValidationRun> command;

private:
    Sampler *sampler_;
    QObject *context_;
    Progress progress_;
    bool done_ = false;
};

} // namespace rocmtune::cli
