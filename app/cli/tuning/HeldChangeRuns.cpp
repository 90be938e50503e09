// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/HeldChangeRuns.h"

#include "app/cli/CliContext.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>

#include <csignal>

namespace rocmtune::cli {

HeldChangeRuns::HeldChangeRuns(Sampler *sampler, QObject *context, Progress progress)
    : sampler_(sampler), context_(context), progress_(std::move(progress))
{
}

void HeldChangeRuns::followSnapshots(const std::function<bool()> &feed)
{
    QObject::connect(sampler_, &Sampler::snapshotReady, context_, [this, feed](const SnapshotPtr &snapshot) {
        if (feed && !feed())
            return;
        if (session)
            session->addSnapshot(snapshot);
        if (command)
            command->addSnapshot(snapshot);
    });
}

bool HeldChangeRuns::startCommand(int gpu, const DeviceList &devices, RunSessionOptions options, const QStringList &commandLine,
                                  const QString &workingDirectory, std::function<void(const StressVerdict &)> finished)
{
    options.deviceIndices = {gpu};
    options.intervalMs = 500;
    command = std::make_unique<CommandValidationRun>(gpu, devices, options);
    QObject::connect(command.get(), &CommandValidationRun::finalSampleWanted, context_,
                     [this] { QMetaObject::invokeMethod(sampler_, &Sampler::tickNow, Qt::QueuedConnection); });
    QObject::connect(command.get(), &CommandValidationRun::finished, context_, [this, finished = std::move(finished)](const StressVerdict &verdict) {
        progress_(CliTr::tr("Your command %1.").arg(RunTarget::exitText(command->summary().exitCode)));
        finished(verdict);
        finishWhenAllEnded();
    });
    QString error;
    if (!command->start(commandLine, workingDirectory, &error)) {
        progress_(error);
        command.reset();
        return false;
    }
    return true;
}

void HeldChangeRuns::finish(bool stopCommand)
{
    done_ = true;
    if (session && session->isRunning())
        session->cancel();
    if (stopCommand && command && command->isRunning())
        command->target()->sendSignal(SIGTERM);
    finishWhenAllEnded();
}

void HeldChangeRuns::finishWhenAllEnded() const
{
    if (done_ && !(session && session->isRunning()) && !(command && command->isRunning()))
        QCoreApplication::exit(ExitOk);
}

} // namespace rocmtune::cli
