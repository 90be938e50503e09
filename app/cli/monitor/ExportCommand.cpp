// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/ExportCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/IntervalOption.h"
#include "app/cli/SignalForwarder.h"
#include "app/cli/NetworkCommands.h"
#include "app/cli/monitor/ExportClusterSeries.h"
#include "app/cli/monitor/ExportDrift.h"
#include "app/cli/monitor/MetricsHttpServer.h"
#include "app/cli/monitor/OneShotServer.h"
#include "app/cli/monitor/SettleOption.h"
#include "core/export/PrometheusDrift.h"
#include "core/export/PrometheusExposition.h"
#include "core/i18n/CliTr.h"
#include "core/oneshot/OneShotProtocol.h"
#include "core/sampling/Sampler.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstdlib>
#include <unistd.h>

namespace rocmtune::cli {

namespace {
constexpr quint16 kDefaultPort = 9400;
} // namespace

std::optional<ListenAddress> parseListenAddress(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:\\[([^\\]]+)\\]|([^:\\[\\]]*)):(\\d{1,5})$"));
    ListenAddress result;
    QString host;
    QString port;
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (m.hasMatch()) {
        host = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        port = m.captured(3);
    } else if (QRegularExpression(QStringLiteral("^\\d{1,5}$")).match(text.trimmed()).hasMatch()) {
        port = text.trimmed();
    } else {
        return std::nullopt;
    }
    bool ok = false;
    const uint number = port.toUInt(&ok);
    if (!ok || number > 65535)
        return std::nullopt;
    result.port = static_cast<quint16>(number);
    if (host.isEmpty() || host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        result.address = QHostAddress(QHostAddress::LocalHost);
    else if (!result.address.setAddress(host))
        return std::nullopt;
    return result;
}

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Serve live telemetry for Prometheus at http://HOST:PORT/metrics."));
    parser.addOption({QStringLiteral("listen"),
                      CliTr::tr("Address and port to listen on (default 127.0.0.1:9400, loopback only). Use 0.0.0.0:9400 to let "
                         "other machines scrape."),
                      QStringLiteral("host:port"), QStringLiteral("127.0.0.1:%1").arg(kDefaultPort)});
    addIntervalOption(parser);
    parser.addOption({QStringLiteral("client-timeout"),
                      CliTr::tr("Milliseconds a client may take to send its request and read the answer (100-60000, default 5000)."),
                      QStringLiteral("ms"), QStringLiteral("5000")});
    parser.addOption({QStringLiteral("amd-metric-names"),
                      CliTr::tr("Also serve the core gauges under AMD Device Metrics Exporter's names (gpu_edge_temperature, "
                                            "gpu_power_usage, gpu_clock ...), for dashboards written for it.")});
    parser.addOption({QStringLiteral("one-shot-socket"),
                      CliTr::tr("Where to answer one-shot reads (rocmtune-cli list --json), or \"none\". Default: "
                                "$RUNTIME_DIRECTORY/readings.sock under systemd, /run/rocmtune-exporter/readings.sock for root, "
                                "else $XDG_RUNTIME_DIR/rocmtune-exporter/readings.sock."),
                      QStringLiteral("path")});
    addSettleOption(parser);
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;

    const auto listen = parseListenAddress(parser.value(QStringLiteral("listen")));
    if (!listen) {
        err() << CliTr::tr("--listen must be HOST:PORT, [IPv6]:PORT or PORT, for example 127.0.0.1:9400.") << Qt::endl;
        return ExitBadArguments;
    }
    const auto intervalMs = intervalMsOption(parser);
    if (!intervalMs)
        return ExitBadArguments;
    bool ok = false;
    const auto settleSeconds = settleSecondsOption(parser);
    if (!settleSeconds)
        return ExitBadArguments;
    MetricsHttpServer::Limits limits;
    limits.clientTimeoutMs = parser.value(QStringLiteral("client-timeout")).toInt(&ok);
    if (!ok || limits.clientTimeoutMs < 100 || limits.clientTimeoutMs > 60000) {
        err() << CliTr::tr("--client-timeout must be a number of milliseconds from 100 to 60000.") << Qt::endl;
        return ExitBadArguments;
    }
    BackendOptions backendOptions;
    if (!backendOptionsFrom(parser, &backendOptions))
        return ExitBadArguments;
    QString oneShotPath = parser.value(QStringLiteral("one-shot-socket"));
    if (!parser.isSet(QStringLiteral("one-shot-socket")))
        oneShotPath = QString::fromStdString(oneshot::defaultSocketPath([](const char *name) { return std::getenv(name); }, ::geteuid()));
    else if (oneShotPath != QLatin1String("none") && !QFileInfo(oneShotPath).isAbsolute()) {
        err() << CliTr::tr("--one-shot-socket must be an absolute path or \"none\".") << Qt::endl;
        return ExitBadArguments;
    }
    QObject context;
    const std::unique_ptr<SamplerThread> samplerThread = streamingSamplerFrom(parser, &context);
    if (!samplerThread)
        return ExitBadArguments;
    Sampler *sampler = samplerThread->sampler();

    // The health model (rocmtune_gpu_health ...): thresholds from health.conf, the defaults when it cannot be read.
    QString healthError;
    const auto healthConfig = HealthConfig::load(QLatin1String(HealthConfig::kDefaultPath), &healthError);
    if (!healthConfig)
        err() << healthError << Qt::endl;
    HealthSources healthSources;
    healthSources.stateDirectory = tuningStateDirectory();
    healthSources.bootGuardDirectory = systemTuningStateDirectory();
    HealthMonitor health(healthConfig.value_or(HealthConfig{}), healthSources);
    const bool amdMetricNames = parser.isSet(QStringLiteral("amd-metric-names"));
    ExportDrift drift(sampler); // rocmtune_control_drift
    MetricsHttpServer server(
        [sampler, &health, amdMetricNames, &drift] {
            const DeviceList devices = sampler->devices();
            const SnapshotPtr snapshot = sampler->latest();
            QVector<QByteArray> labels;
            for (int i = 0; i < devices.size(); ++i)
                labels << PrometheusExposition::gpuLabels(devices[i], i);
            return PrometheusExposition::render(devices, snapshot.get()) + exportClusterSeries(devices, snapshot.get(), health, amdMetricNames)
                   + prometheusDriftFamily(labels, drift.latest());
        },
        limits);
    if (!server.listen(listen->address, listen->port)) {
        err() << CliTr::tr("Cannot listen on %1: %2").arg(parser.value(QStringLiteral("listen")), server.errorString()) << Qt::endl;
        return ExitFailure;
    }
    if (!listen->address.isLoopback())
        err() << CliTr::tr("Warning: metrics are reachable from other machines on %1.").arg(listen->address.toString()) << Qt::endl;
    const QString host = server.address().protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(server.address().toString())
                             : server.address().toString();
    out() << CliTr::tr("Serving metrics on http://%1:%2/metrics").arg(host).arg(server.port()) << Qt::endl;

    // One-shot reads: simulated GPUs are never answered (a direct read simulates its own).
    // While the socket exists, SIGTERM (systemd's stop), SIGINT and SIGHUP end
    // the event loop, so that it is removed on the way out; caught from
    // before it is made.
    std::unique_ptr<SignalForwarder> stopSignals;
    std::unique_ptr<OneShotServer> oneShot;
    if (oneShotPath != QLatin1String("none") && !oneShotPath.isEmpty() && backendOptions.choice != BackendChoice::Simulated) {
        stopSignals = std::make_unique<SignalForwarder>();
        QObject::connect(stopSignals.get(), &SignalForwarder::received, &context, [] { QCoreApplication::exit(ExitOk); });
        oneShot = std::make_unique<OneShotServer>(sampler, backendOptions.choice, limits.clientTimeoutMs);
        if (oneShot->listen(oneShotPath)) {
            out() << CliTr::tr("Answering one-shot reads at %1").arg(oneShotPath) << Qt::endl;
        } else {
            err() << CliTr::tr("One-shot reads are not answered: %1").arg(oneShot->errorString()) << Qt::endl;
            oneShot.reset();
            stopSignals.reset();
        }
    }

    sampler->setSettleSeconds(*settleSeconds);
    samplerThread->start(*intervalMs);
    const int rc = QCoreApplication::exec();
    samplerThread->stop();
    return rc;
}

ROCMTUNE_CLI_COMMAND("export", kExportSummary, runExport);

} // namespace rocmtune::cli
