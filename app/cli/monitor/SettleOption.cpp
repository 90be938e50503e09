// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/SettleOption.h"

#include "app/cli/CliContext.h"
#include "core/i18n/CliTr.h"
#include "core/sampling/WakeSettling.h"

#include <QCoreApplication>

namespace rocmtune::cli {

void addSettleOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("settle-seconds"),
                      CliTr::tr("Seconds after a GPU wakes from runtime suspend whose samples are marked unsettled "
                                           "(their readings can be falsely high; 0-%1, 0: none, default %2).")
                          .arg(WakeSettling::kMaxSeconds)
                          .arg(WakeSettling::kDefaultSeconds),
                      QStringLiteral("s"), QString::number(WakeSettling::kDefaultSeconds)});
}

std::optional<int> settleSecondsOption(const QCommandLineParser &parser)
{
    bool ok = false;
    const int seconds = parser.value(QStringLiteral("settle-seconds")).toInt(&ok);
    if (!ok || seconds < 0 || seconds > WakeSettling::kMaxSeconds) {
        err() << CliTr::tr("--settle-seconds must be a whole number of seconds from 0 to %1.").arg(WakeSettling::kMaxSeconds)
              << Qt::endl;
        return std::nullopt;
    }
    return seconds;
}

} // namespace rocmtune::cli
