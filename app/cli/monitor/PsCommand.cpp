// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli ps: the compute processes on every GPU.
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "core/export/ProcessJson.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <cstdlib>

namespace rocmtune::cli {

namespace {
// A fixed-width cell shows "N/A" in every language ("不可用" would not fit CU%).
QString vramText(const GpuProcess &p)
{
    return p.vramUsedBytes ? QLocale().formattedDataSize(static_cast<qint64>(*p.vramUsedBytes)) : QStringLiteral("N/A");
}

QString occupancyText(const GpuProcess &p)
{
    return p.cuOccupancyPercent ? QLocale().toString(*p.cuOccupancyPercent, 'f', 0) : QStringLiteral("N/A");
}

// The fixed columns: header, smallest width in terminal columns (negative:
// left aligned), as wide as the translated header where that is wider. The
// command follows, unpadded.
struct PsColumn {
    const char *header;
    int width;
};
constexpr PsColumn kPsColumns[] = {{QT_TRANSLATE_NOOP("Cli", "GPU"), -3},
                               {QT_TRANSLATE_NOOP("Cli", "PID"), 8},
                               {QT_TRANSLATE_NOOP("Cli", "USER"), -10},
                               {QT_TRANSLATE_NOOP("Cli", "VRAM"), 10},
                               {QT_TRANSLATE_NOOP("Cli", "CU%"), 4}};

QString tableRow(const QStringList &cells, const QString &command)
{
    QStringList padded;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const PsColumn &c = kPsColumns[i];
        const int width = std::max(std::abs(c.width), displayWidth(CliTr::tr(c.header)));
        padded << padToDisplayWidth(cells.at(i), c.width < 0 ? -width : width);
    }
    return padded.join(QLatin1Char(' ')) + QLatin1Char(' ') + command;
}
} // namespace

int runPs(const QStringList &args)
{
    const ReadOnceStart start = startReadOnce(CliTr::tr("List the compute processes using each GPU: PID, user, VRAM, CU occupancy, command. "
                                                        "A process whose name you may not see is shown as \"<pid> (hidden)\"."),
                                              args);
    if (!start.devices)
        return start.exitCode;
    DeviceSet *devices = start.devices.get();
    const bool json = start.json;
    QJsonArray deviceArray;
    GpuProcessList all;
    QStringList unsupported;
    for (int i = 0; i < devices->deviceCount(); ++i) {
        const std::optional<GpuProcessList> processes = devices->readProcesses(i);
        deviceArray.append(QJsonObject{{QStringLiteral("device"), i},
                                       {QStringLiteral("name"), devices->devices().at(i).name},
                                       {QStringLiteral("processes_supported"), processes.has_value()}});
        if (processes)
            all += *processes;
        else
            unsupported << QString::number(i);
    }
    if (json) {
        out() << QJsonDocument(QJsonObject{{QStringLiteral("devices"), deviceArray},
                                           {QStringLiteral("processes"), gpuProcessesToJson(all)}})
                     .toJson(QJsonDocument::Indented);
        out().flush();
        return ExitOk;
    }
    QStringList headers;
    for (const PsColumn &c : kPsColumns)
        headers << CliTr::tr(c.header);
    // A JOB column (Slurm job or Kubernetes pod) only when a process runs in one.
    int jobWidth = 0;
    for (const GpuProcess &p : all)
        jobWidth = std::max(jobWidth, displayWidth(p.job.shortText()));
    if (jobWidth > 0)
        jobWidth = std::max(jobWidth, displayWidth(CliTr::tr("JOB")));
    auto withJob = [jobWidth](const QString &job, const QString &command) {
        return jobWidth > 0 ? padToDisplayWidth(job, -jobWidth) + QLatin1Char(' ') + command : command;
    };
    out() << tableRow(headers, withJob(CliTr::tr("JOB"), CliTr::tr("COMMAND"))) << Qt::endl;
    for (const GpuProcess &p : all) {
        const QString command = withJob(p.job.shortText(), p.nameVisible && !p.commandLine.isEmpty() ? p.commandLine : p.displayName());
        out() << tableRow({QString::number(p.deviceIndex), QString::number(p.pid), p.user.isEmpty() ? CliTr::tr("?") : p.user, vramText(p),
                           occupancyText(p)},
                          command)
              << Qt::endl;
    }
    if (all.isEmpty())
        out() << CliTr::tr("No compute processes.") << Qt::endl;
    if (!unsupported.isEmpty())
        err() << CliTr::tr("Process lists are not available for GPU %1 (the backend does not report them).")
                     .arg(joinList(unsupported))
              << Qt::endl;
    out().flush();
    return ExitOk;
}

ROCMTUNE_CLI_COMMAND("ps", QT_TRANSLATE_NOOP("Cli", "List the compute processes on each GPU."), runPs);

} // namespace rocmtune::cli
