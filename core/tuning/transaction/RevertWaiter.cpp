// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/RevertWaiter.h"

#include <QCoreApplication>
#include <QProcess>

namespace rocmtune {

std::optional<qint64> startRevertWaiter(const QStringList &arguments, const std::optional<QProcessEnvironment> &environment)
{
    QProcess waiter;
    waiter.setProgram(QCoreApplication::applicationFilePath());
    waiter.setArguments(arguments);
    if (environment)
        waiter.setProcessEnvironment(*environment);
    waiter.setStandardInputFile(QProcess::nullDevice());
    waiter.setStandardOutputFile(QProcess::nullDevice());
    waiter.setStandardErrorFile(QProcess::nullDevice());
    qint64 pid = 0;
    if (!waiter.startDetached(&pid))
        return std::nullopt;
    return pid;
}

} // namespace rocmtune
