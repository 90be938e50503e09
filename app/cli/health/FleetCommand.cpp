// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli fleet --prometheus URL [--json]: every node and GPU a
// Prometheus server knows from rocmtune exporters. Read-only: it only queries
// Prometheus' HTTP API, never the machines themselves.
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/NetworkCommands.h"
#include "core/fleet/FleetJson.h"
#include "core/fleet/FleetText.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"
#include "remote/FleetReader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {

QString padded(const QString &text, int width) { return padToDisplayWidth(text, -width); }

void printTable(const FleetSnapshot &snapshot)
{
    const double now = snapshot.evaluatedAtSec;
    for (const FleetNode &node : snapshot.nodes) {
        out() << FleetText::printable(FleetText::nodeLine(node, now)) << Qt::endl;
        if (node.gpus.isEmpty()) {
            out() << QStringLiteral("  ") << CliTr::tr("(no GPUs seen in the last hour)") << Qt::endl;
            continue;
        }
        QVector<QStringList> rows;
        QStringList header;
        for (int c = 0; c < FleetText::ColumnCount; ++c)
            header << FleetText::header(static_cast<FleetText::Column>(c));
        rows << header;
        for (const FleetGpu &g : node.gpus) {
            QStringList row;
            for (int c = 0; c < FleetText::ColumnCount; ++c)
                row << FleetText::printable(FleetText::cell(static_cast<FleetText::Column>(c), g, now));
            rows << row;
        }
        QVector<int> widths(FleetText::ColumnCount, 0);
        for (const QStringList &row : rows)
            for (int c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], displayWidth(row[c]));
        for (const QStringList &row : rows) {
            QString line = QStringLiteral("  ");
            for (int c = 0; c < row.size(); ++c)
                line += c + 1 < row.size() ? padded(row[c], widths[c] + 2) : row[c];
            out() << line.trimmed().prepend(QStringLiteral("  ")) << Qt::endl;
        }
    }
    out() << FleetText::printable(FleetText::summary(snapshot)) << Qt::endl;
}

int runFleet(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("List every node and GPU a Prometheus server knows from rocmtune exporters: temperature, power and cap, "
                 "utilization, ECC errors, throttling, alerts firing, last seen. Only reads Prometheus' HTTP API."));
    parser.addOption({QStringLiteral("prometheus"), CliTr::tr("Prometheus server, for example http://prometheus.example:9090."),
                      QStringLiteral("url")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print JSON instead of a table.")});
    parser.addOption({QStringLiteral("timeout"), CliTr::tr("Seconds to wait for each answer (1-60, default 5)."),
                      QStringLiteral("s"), QStringLiteral("5")});
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;
    if (!parser.isSet(QStringLiteral("prometheus"))) {
        err() << CliTr::tr("--prometheus URL is required, for example --prometheus http://prometheus.example:9090.") << Qt::endl;
        return ExitBadArguments;
    }
    bool ok = false;
    const int timeoutSeconds = parser.value(QStringLiteral("timeout")).toInt(&ok);
    if (!ok || timeoutSeconds < 1 || timeoutSeconds > 60) {
        err() << CliTr::tr("--timeout must be a number of seconds from 1 to 60.") << Qt::endl;
        return ExitBadArguments;
    }

    FleetReader reader;
    FetchFailure failure;
    if (!reader.setUrl(parser.value(QStringLiteral("prometheus")), &failure)) {
        err() << FleetText::printable(failure.describe()) << Qt::endl;
        return ExitBadArguments;
    }
    reader.setTimeoutMs(timeoutSeconds * 1000);
    QEventLoop loop;
    std::optional<FleetSnapshot> snapshot;
    QString error;
    QObject::connect(&reader, &FleetReader::fleetReady, &loop, [&](const FleetSnapshot &s) {
        snapshot = s;
        loop.quit();
    });
    QObject::connect(&reader, &FleetReader::fleetFailed, &loop, [&](const QString &message) {
        error = message;
        loop.quit();
    });
    reader.refresh();
    loop.exec();
    if (!snapshot) {
        err() << FleetText::printable(error) << Qt::endl; // may quote the server's words
        return ExitFailure;
    }
    if (parser.isSet(QStringLiteral("json")))
        out() << QJsonDocument(fleetToJson(*snapshot, reader.url())).toJson(QJsonDocument::Indented);
    else
        printTable(*snapshot);
    return ExitOk;
}

ROCMTUNE_CLI_COMMAND("fleet", kFleetSummary, runFleet);

} // namespace

} // namespace rocmtune::cli
