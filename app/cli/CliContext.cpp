// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliContext.h"

#include <QCoreApplication>

#include <cstdio>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

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
    parser.addOption({QStringLiteral("backend"),
                      Text::tr("Device source: auto, sim, rocm-smi or nvml (default: auto, simulated GPUs when none is found)."),
                      QStringLiteral("name"), QStringLiteral("auto")});
    parser.addOption({QStringLiteral("sim-gpus"), Text::tr("Number of simulated GPUs (1-16)."), QStringLiteral("count")});
    parser.addOption({QStringLiteral("sim-load"), Text::tr("Load on simulated GPUs: idle, training or stress."), QStringLiteral("load")});
    parser.addOption({QStringLiteral("sim-seed"), Text::tr("Seed of the simulated GPUs' model."), QStringLiteral("seed")});
}

bool backendOptionsFrom(const QCommandLineParser &parser, BackendOptions *options)
{
    const auto choice = backendChoiceFromKey(parser.value(QStringLiteral("backend")));
    if (!choice) {
        err() << Text::tr("Unknown backend \"%1\"; use one of: %2.")
                     .arg(parser.value(QStringLiteral("backend")), backendChoiceKeys().join(QStringLiteral(", ")))
              << Qt::endl;
        return false;
    }
    options->choice = *choice;
    if (parser.isSet(QStringLiteral("sim-gpus"))) {
        bool ok = false;
        const int count = parser.value(QStringLiteral("sim-gpus")).toInt(&ok);
        if (!ok || count < 1 || count > 16) {
            err() << Text::tr("--sim-gpus must be a number from 1 to 16.") << Qt::endl;
            return false;
        }
        options->simulated.deviceCount = count;
    }
    if (parser.isSet(QStringLiteral("sim-load"))) {
        const auto load = simulatedLoadFromKey(parser.value(QStringLiteral("sim-load")));
        if (!load) {
            err() << Text::tr("--sim-load must be idle, training or stress.") << Qt::endl;
            return false;
        }
        options->simulated.load = *load;
    }
    if (parser.isSet(QStringLiteral("sim-seed"))) {
        bool ok = false;
        const uint seed = parser.value(QStringLiteral("sim-seed")).toUInt(&ok);
        if (!ok) {
            err() << Text::tr("--sim-seed must be a non-negative number.") << Qt::endl;
            return false;
        }
        options->simulated.seed = seed;
    }
    return true;
}

bool parseOrExit(QCommandLineParser &parser, const QStringList &args, int *exitCode)
{
    parser.addHelpOption();
    if (!parser.parse(args)) {
        err() << parser.errorText() << Qt::endl;
        err() << Text::tr("Run \"%1 --help\" for the options.").arg(args.value(0)) << Qt::endl;
        *exitCode = ExitBadArguments;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        out().flush();
        *exitCode = ExitOk;
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err() << Text::tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst()) << Qt::endl;
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

} // namespace rocmtune::cli
