// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/BackendCommandLine.h"
#include "core/backends/BackendsTr.h"

#include "core/backends/simulated/SimulatedGpu.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>

namespace rocmtune {

void addBackendOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("backend"),
                      BackendCommandLineTr::tr("Device source: auto, sim, rocm-smi, amd-smi, sysfs (the amdgpu driver's files alone) or nvml "
                                                 "(default: auto: AMD SMI where it is installed, else ROCm SMI, else the driver's files; "
                                                 "simulated GPUs when none is found)."),
                      QStringLiteral("name"), QStringLiteral("auto")});
    parser.addOption({QStringLiteral("sim-gpus"), BackendCommandLineTr::tr("Number of simulated GPUs (1-16)."), QStringLiteral("count")});
    parser.addOption({QStringLiteral("sim-load"), BackendCommandLineTr::tr("Load on simulated GPUs: idle, training or stress."), QStringLiteral("load")});
    parser.addOption({QStringLiteral("sim-seed"), BackendCommandLineTr::tr("Seed of the simulated GPUs' model."), QStringLiteral("seed")});
}

QString readBackendOptions(const QCommandLineParser &parser, BackendOptions *options)
{
    const auto choice = backendChoiceFromKey(parser.value(QStringLiteral("backend")));
    if (!choice) {
        return BackendCommandLineTr::tr("Unknown backend \"%1\"; use one of: %2.")
            .arg(parser.value(QStringLiteral("backend")), joinList(backendChoiceKeys()));
    }
    options->choice = *choice;
    if (parser.isSet(QStringLiteral("sim-gpus"))) {
        bool ok = false;
        const int count = parser.value(QStringLiteral("sim-gpus")).toInt(&ok);
        if (!ok || count < 1 || count > 16)
            return BackendCommandLineTr::tr("--sim-gpus must be a number from 1 to 16.");
        options->simulated.deviceCount = count;
    }
    if (parser.isSet(QStringLiteral("sim-load"))) {
        const auto load = simulatedLoadFromKey(parser.value(QStringLiteral("sim-load")));
        if (!load)
            return BackendCommandLineTr::tr("--sim-load must be idle, training or stress.");
        options->simulated.load = *load;
    }
    if (parser.isSet(QStringLiteral("sim-seed"))) {
        bool ok = false;
        const uint seed = parser.value(QStringLiteral("sim-seed")).toUInt(&ok);
        if (!ok)
            return BackendCommandLineTr::tr("--sim-seed must be a non-negative number.");
        options->simulated.seed = seed;
    }
    return QString();
}

} // namespace rocmtune
