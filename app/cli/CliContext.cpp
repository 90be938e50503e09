// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliContext.h"

#include "app/cli/HelpLayout.h"
#include "core/backends/BackendCommandLine.h"
#include "core/i18n/CliTr.h"
#include "core/sampling/Sampler.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cstdio>

namespace rocmtune::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

void addBackendOptions(QCommandLineParser &parser)
{
    rocmtune::addBackendOptions(parser);
}

bool backendOptionsFrom(const QCommandLineParser &parser, BackendOptions *options)
{
    const QString error = readBackendOptions(parser, options);
    if (!error.isEmpty()) {
        err() << error << Qt::endl;
        return false;
    }
    return true;
}

QString helpText(const QCommandLineParser &parser, const QString &command)
{
    // Qt's usage line names the binary's path; say "rocmtune-cli <command>" instead.
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program);
    if (at >= 0 && !command.isEmpty())
        help.replace(at, program.size(), command);
    return layOutHelp(help);
}

QCommandLineOption helpOption()
{
    // Our own words, not Qt's "Displays help on commandline options." (whose
    // zh_CN reads machine-made); parse() + isSet("help") needs nothing else.
    return QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, CliTr::tr("Show this help."));
}

bool parseOrExit(QCommandLineParser &parser, const QStringList &args, int *exitCode)
{
    parser.addOption(helpOption());
    if (!parser.parse(args)) {
        err() << parser.errorText() << Qt::endl;
        err() << CliTr::tr("Run \"%1 --help\" for the options.").arg(args.value(0)) << Qt::endl;
        *exitCode = ExitBadArguments;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpText(parser, args.value(0));
        out().flush();
        *exitCode = ExitOk;
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err() << CliTr::tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst()) << Qt::endl;
        *exitCode = ExitBadArguments;
        return false;
    }
    return true;
}

std::unique_ptr<DeviceSet> openDevices(const BackendOptions &options, bool verbose)
{
    DeviceSetResult result = createDeviceSet(options);
    if (verbose || result.simulatedFallback) {
        for (const QString &line : result.log)
            err() << line << Qt::endl;
    }
    if (!result.devices) {
        err() << result.error << Qt::endl;
        return nullptr;
    }
    return std::move(result.devices);
}

std::unique_ptr<DeviceSet> openDevicesFrom(const QCommandLineParser &parser, int *exitCode)
{
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options)) {
        *exitCode = ExitBadArguments;
        return nullptr;
    }
    std::unique_ptr<DeviceSet> devices = openDevices(options, false);
    if (!devices)
        *exitCode = ExitFailure;
    return devices;
}

QString frontProgramPath()
{
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString &candidate : {QDir::cleanPath(dir + QStringLiteral("/" ROCMTUNE_BINDIR_FROM_LIBEXEC "/rocmtune-cli")),
                                     dir + QStringLiteral("/rocmtune-cli")}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return candidate;
    }
    return QCoreApplication::applicationFilePath();
}

namespace {
void addReadOnceOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print one JSON document instead of text.")});
    addBackendOptions(parser);
}
} // namespace

std::optional<ReadOnceOptions> readOnceOptions(const QStringList &args)
{
    QCommandLineParser parser;
    addReadOnceOptions(parser);
    parser.addOption(helpOption());
    if (!parser.parse(args) || parser.isSet(QStringLiteral("help")) || !parser.positionalArguments().isEmpty())
        return std::nullopt;
    ReadOnceOptions options;
    options.json = parser.isSet(QStringLiteral("json"));
    if (!readBackendOptions(parser, &options.backend).isEmpty())
        return std::nullopt;
    return options;
}

ReadOnceStart startReadOnce(const QString &description, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    addReadOnceOptions(parser);
    ReadOnceStart start;
    if (!parseOrExit(parser, args, &start.exitCode))
        return start;
    start.json = parser.isSet(QStringLiteral("json"));
    start.devices = openDevicesFrom(parser, &start.exitCode);
    return start;
}

std::unique_ptr<SamplerThread> streamingSamplerFrom(const QCommandLineParser &parser, QObject *context)
{
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options))
        return nullptr;
    auto thread = std::make_unique<SamplerThread>([options] { return createDeviceSet(options); }, nullptr);
    followSampler(thread->sampler(), context);
    return thread;
}

void followSampler(Sampler *sampler, QObject *context, std::function<void()> onStarted)
{
    QObject::connect(sampler, &Sampler::logMessage, context, [](const QString &line) { err() << line << Qt::endl; });
    QObject::connect(sampler, &Sampler::started, context, [onStarted = std::move(onStarted)](bool started, const QString &message) {
        if (!started) {
            err() << message << Qt::endl;
            QCoreApplication::exit(ExitFailure);
        } else if (onStarted) {
            onStarted();
        }
    });
}

} // namespace rocmtune::cli
