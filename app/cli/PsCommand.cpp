// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli ps: the compute processes on every GPU.
#include "CliContext.h"
#include "CommandRegistry.h"
#include "export/ProcessJson.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString vramText(const GpuProcess &p)
{
    return p.vramUsedBytes ? QLocale().formattedDataSize(static_cast<qint64>(*p.vramUsedBytes)) : Text::tr("N/A");
}

QString occupancyText(const GpuProcess &p)
{
    return p.cuOccupancyPercent ? QLocale().toString(*p.cuOccupancyPercent, 'f', 0) : Text::tr("N/A");
}
} // namespace

int runPs(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("List the compute processes using each GPU: PID, user, VRAM, CU occupancy, command. "
                                        "A process whose name you may not see is shown as \"<pid> (hidden)\"."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print one JSON document instead of text.")});
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;
    std::unique_ptr<DeviceSet> devices = openDevicesFrom(parser, &exitCode);
    if (!devices)
        return exitCode;

    const bool json = parser.isSet(QStringLiteral("json"));
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
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                 .arg(Text::tr("GPU"), -3)
                 .arg(Text::tr("PID"), 8)
                 .arg(Text::tr("USER"), -10)
                 .arg(Text::tr("VRAM"), 10)
                 .arg(Text::tr("CU%"), 4)
                 .arg(Text::tr("COMMAND"))
          << Qt::endl;
    for (const GpuProcess &p : all) {
        const QString command = p.nameVisible && !p.commandLine.isEmpty() ? p.commandLine : p.displayName();
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                     .arg(p.deviceIndex, -3)
                     .arg(p.pid, 8)
                     .arg(p.user.isEmpty() ? Text::tr("?") : p.user, -10)
                     .arg(vramText(p), 10)
                     .arg(occupancyText(p), 4)
                     .arg(command)
              << Qt::endl;
    }
    if (all.isEmpty())
        out() << Text::tr("No compute processes.") << Qt::endl;
    if (!unsupported.isEmpty())
        err() << Text::tr("Process lists are not available for GPU %1 (the backend does not report them).")
                     .arg(unsupported.join(QStringLiteral(", ")))
              << Qt::endl;
    out().flush();
    return ExitOk;
}

namespace {
const CommandRegistration kRegistration{"ps", QT_TRANSLATE_NOOP("Cli", "List the compute processes on each GPU."), runPs};
} // namespace

} // namespace rocmtune::cli
