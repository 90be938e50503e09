// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli sample-cost: how long one reading of each GPU takes through its
// backend (what the sampler thread pays per device and tick).
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace rocmtune::cli {

namespace {
constexpr int kWarmupReads = 3;

struct Timing {
    double meanMicroseconds = 0;
    double medianMicroseconds = 0;
    double p95Microseconds = 0;
    double minMicroseconds = 0;
    double maxMicroseconds = 0;
    int okReads = 0;
};

Timing summarize(std::vector<double> micros, int okReads)
{
    Timing t;
    t.okReads = okReads;
    if (micros.empty())
        return t;
    std::sort(micros.begin(), micros.end());
    t.meanMicroseconds = std::accumulate(micros.begin(), micros.end(), 0.0) / static_cast<double>(micros.size());
    t.medianMicroseconds = micros[micros.size() / 2];
    t.p95Microseconds = micros[std::min(micros.size() - 1, static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(micros.size()))) - 1)];
    t.minMicroseconds = micros.front();
    t.maxMicroseconds = micros.back();
    return t;
}

int runSampleCost(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Time one reading of every metric of each GPU (the sampler's cost per device and tick)."));
    parser.addOption({QStringLiteral("reads"), CliTr::tr("Timed readings per GPU (1-100000, default 200)."), QStringLiteral("n"),
                      QStringLiteral("200")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print one JSON document instead of text.")});
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;
    bool ok = false;
    const int reads = parser.value(QStringLiteral("reads")).toInt(&ok);
    if (!ok || reads < 1 || reads > 100000) {
        err() << CliTr::tr("--reads must be a number from 1 to 100000.") << Qt::endl;
        return ExitBadArguments;
    }
    std::unique_ptr<DeviceSet> devices = openDevicesFrom(parser, &exitCode);
    if (!devices)
        return exitCode;

    const bool json = parser.isSet(QStringLiteral("json"));
    QJsonArray array;
    // One sampler tick reads every GPU once: the sums say what a tick costs.
    double tickMedianMicroseconds = 0;
    double tickMeanMicroseconds = 0;
    for (int i = 0; i < devices->deviceCount(); ++i) {
        const DeviceInfo &info = devices->devices().at(i);
        for (int w = 0; w < kWarmupReads; ++w)
            devices->readSample(i, 0);
        std::vector<double> micros;
        micros.reserve(static_cast<std::size_t>(reads));
        int okReads = 0;
        std::size_t metrics = 0;
        QElapsedTimer timer;
        for (int r = 0; r < reads; ++r) {
            timer.start();
            const Sample sample = devices->readSample(i, 0);
            micros.push_back(static_cast<double>(timer.nsecsElapsed()) / 1000.0);
            if (sample.state() == DeviceState::Ok) {
                ++okReads;
                metrics = sample.validCount();
            }
        }
        const Timing t = summarize(std::move(micros), okReads);
        tickMedianMicroseconds += t.medianMicroseconds;
        tickMeanMicroseconds += t.meanMicroseconds;
        if (json) {
            array.append(QJsonObject{{QStringLiteral("index"), i},
                                     {QStringLiteral("backend"), info.backendId},
                                     {QStringLiteral("name"), info.name},
                                     {QStringLiteral("reads"), reads},
                                     {QStringLiteral("ok_reads"), t.okReads},
                                     {QStringLiteral("metrics_per_read"), static_cast<int>(metrics)},
                                     {QStringLiteral("mean_us"), t.meanMicroseconds},
                                     {QStringLiteral("median_us"), t.medianMicroseconds},
                                     {QStringLiteral("p95_us"), t.p95Microseconds},
                                     {QStringLiteral("min_us"), t.minMicroseconds},
                                     {QStringLiteral("max_us"), t.maxMicroseconds}});
            continue;
        }
        out() << CliTr::tr("GPU %1 (%2, %3): %4 readings of %5 metrics, %6 ok")
                     .arg(i)
                     .arg(info.name, info.backendId)
                     .arg(reads)
                     .arg(metrics)
                     .arg(t.okReads)
              << Qt::endl;
        out() << "  " << CliTr::tr("mean %1 µs, median %2 µs, p95 %3 µs, min %4 µs, max %5 µs")
                             .arg(t.meanMicroseconds, 0, 'f', 1)
                             .arg(t.medianMicroseconds, 0, 'f', 1)
                             .arg(t.p95Microseconds, 0, 'f', 1)
                             .arg(t.minMicroseconds, 0, 'f', 1)
                             .arg(t.maxMicroseconds, 0, 'f', 1)
              << Qt::endl;
    }
    const int gpus = devices->deviceCount();
    if (json) {
        out() << QJsonDocument(QJsonObject{{QStringLiteral("devices"), array},
                                           {QStringLiteral("tick_median_sum_us"), tickMedianMicroseconds},
                                           {QStringLiteral("tick_mean_sum_us"), tickMeanMicroseconds}})
                     .toJson(QJsonDocument::Indented);
    } else {
        out() << CliTr::tr("One tick of all %n GPU(s): %1 µs (sum of the medians), %2 µs (sum of the means)", nullptr, gpus)
                     .arg(tickMedianMicroseconds, 0, 'f', 1)
                     .arg(tickMeanMicroseconds, 0, 'f', 1)
              << Qt::endl;
    }
    out().flush();
    return ExitOk;
}

ROCMTUNE_CLI_COMMAND("sample-cost", QT_TRANSLATE_NOOP("Cli", "Time one reading of each GPU through its backend."), runSampleCost);

} // namespace

} // namespace rocmtune::cli
