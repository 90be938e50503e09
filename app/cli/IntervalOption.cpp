// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/IntervalOption.h"

#include "app/cli/CliContext.h"
#include "core/i18n/CliTr.h"
#include "core/sampling/Sampler.h"

namespace rocmtune::cli {

void addIntervalOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("interval"), CliTr::tr("Sampling interval in milliseconds (100-10000, default 1000)."),
                      QStringLiteral("ms"), QString::number(Sampler::kDefaultIntervalMs)});
}

std::optional<int> intervalMsOption(const QCommandLineParser &parser)
{
    bool ok = false;
    const int intervalMs = parser.value(QStringLiteral("interval")).toInt(&ok);
    if (!ok || intervalMs < Sampler::kMinIntervalMs || intervalMs > Sampler::kMaxIntervalMs) {
        err() << CliTr::tr("--interval must be a number of milliseconds from 100 to 10000.") << Qt::endl;
        return std::nullopt;
    }
    return intervalMs;
}

} // namespace rocmtune::cli
