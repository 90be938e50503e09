// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/MonitorCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/IntervalOption.h"
#include "app/cli/monitor/MonitorTable.h"
#include "app/cli/monitor/SettleOption.h"
#include "core/export/ProcessJson.h"
#include "core/export/SampleCsv.h"
#include "core/export/SampleJson.h"
#include "core/i18n/CliTr.h"
#include "core/sampling/Sampler.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {
enum class Format { Table, Csv, Json };
} // namespace

int runMonitor(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Print live telemetry of every GPU."));
    addIntervalOption(parser);
    parser.addOption({QStringLiteral("count"), CliTr::tr("Stop after this many samples per GPU (default: run until interrupted)."),
                      QStringLiteral("n"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("format"), CliTr::tr("Output format: table, csv (header row with units) or json (one object per line)."),
                      QStringLiteral("format"), QStringLiteral("table")});
    addSettleOption(parser);
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;

    const auto intervalMs = intervalMsOption(parser);
    if (!intervalMs)
        return ExitBadArguments;
    bool ok = false;
    const auto settleSeconds = settleSecondsOption(parser);
    if (!settleSeconds)
        return ExitBadArguments;
    const qlonglong count = parser.value(QStringLiteral("count")).toLongLong(&ok);
    if (!ok || count < 0) {
        err() << CliTr::tr("--count must be a non-negative number.") << Qt::endl;
        return ExitBadArguments;
    }
    const QString formatName = parser.value(QStringLiteral("format")).toLower();
    Format format;
    if (formatName == QLatin1String("table"))
        format = Format::Table;
    else if (formatName == QLatin1String("csv"))
        format = Format::Csv;
    else if (formatName == QLatin1String("json"))
        format = Format::Json;
    else {
        err() << CliTr::tr("--format must be table, csv or json.") << Qt::endl;
        return ExitBadArguments;
    }
    QObject context;
    const std::unique_ptr<SamplerThread> samplerThread = streamingSamplerFrom(parser, &context);
    if (!samplerThread)
        return ExitBadArguments;
    Sampler *sampler = samplerThread->sampler();
    DeviceList devices;
    const SampleCsv csv;
    qlonglong printed = 0;

    QObject::connect(sampler, &Sampler::devicesChanged, &context, [&](const DeviceList &list) {
        devices = list;
        if (format == Format::Csv && printed == 0)
            out() << csv.headerLine() << Qt::endl;
        if (format == Format::Table && printed == 0)
            out() << monitorTableHeader() << Qt::endl;
    });
    QObject::connect(sampler, &Sampler::snapshotReady, &context, [&](const SnapshotPtr &snapshot) {
        for (const Sample &sample : snapshot->samples) {
            const DeviceInfo info = devices.value(sample.deviceIndex());
            switch (format) {
            case Format::Table:
                out() << monitorTableRow(info, sample) << '\n';
                break;
            case Format::Csv:
                out() << csv.rowLine(info, sample) << '\n';
                break;
            case Format::Json: {
                QJsonObject o = sampleToJson(info, sample);
                // The latest process list (read every few seconds), when the backend has one.
                const auto *processes = snapshot->processes ? snapshot->processes->forDevice(sample.deviceIndex()) : nullptr;
                if (processes && *processes)
                    o.insert(QStringLiteral("processes"), gpuProcessesToJson(**processes));
                out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
                break;
            }
            }
        }
        out().flush();
        if (count > 0 && ++printed >= count)
            QCoreApplication::exit(ExitOk);
    });

    // Only the JSON lines carry process lists; don't walk /proc for the others.
    sampler->setProcessIntervalMs(format == Format::Json ? Sampler::kDefaultProcessIntervalMs : 0);
    sampler->setSettleSeconds(*settleSeconds);
    samplerThread->start(*intervalMs);
    const int rc = QCoreApplication::exec();
    samplerThread->stop();
    return rc;
}

ROCMTUNE_CLI_COMMAND("monitor", QT_TRANSLATE_NOOP("Cli", "Print live telemetry (table, CSV or JSON lines)."), runMonitor);

} // namespace rocmtune::cli
