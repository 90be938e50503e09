// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune_control_drift from the real exporter: a power cap kept through
// `rocmtune-cli tuning set` on a simulated GPU is 0 while the GPU holds it
// and 1 when it holds something else (the simulated GPUs started afresh, as
// after a reboot); a control never set has no series.
#include "tests/export/ScrapeUntil.h"
#include "tests/support/ListeningExporter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::test;
using rocmtune::testing::ListeningExporter;

namespace {

const QStringList kSim{QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"), QStringLiteral("2")};

QProcessEnvironment environment(const QString &stateDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"ROCMTUNE_SIM_FAULTS", "ROCMTUNE_SIM_PROCESSES", "ROCMTUNE_SIM_STATE"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), stateDir);
    return env;
}

QByteArray cli(const QStringList &args, const QProcessEnvironment &env, int *exitCode)
{
    const rocmtune::testing::ProcessRun run = rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args + kSim, env, {}, 60000);
    *exitCode = run.exitCode;
    return run.out + run.err;
}

// Starts the exporter, scrapes until rocmtune_control_drift appears (or 20 s pass), stops it.
Exposition scrapeDrift(const QProcessEnvironment &env)
{
    const ListeningExporter exporter(QStringList{QStringLiteral("--interval"), QStringLiteral("200")} + kSim, env);
    EXPECT_NE(exporter.port(), 0) << exporter.listening().message();
    return exporter.port() ? scrapeUntil(exporter.port(), QStringLiteral("rocmtune_control_drift"), 20000) : Exposition{};
}

} // namespace

TEST(ExporterDrift, AKeptPowerCapIsZeroWhileHeldAndOneWhenTheGpuHoldsAnother)
{
    QTemporaryDir state;
    const QProcessEnvironment env = environment(state.path());
    int code = -1;
    const QByteArray shown = cli({QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")}, env, &code);
    ASSERT_EQ(code, 0) << shown.constData();
    const QJsonObject cap = QJsonDocument::fromJson(shown).object().value(QStringLiteral("controls")).toObject().value(QStringLiteral("power_cap")).toObject();
    const double current = cap.value(QStringLiteral("current_watts")).toDouble();
    const double target = std::round(current) - 10;
    ASSERT_GE(target, cap.value(QStringLiteral("min_watts")).toDouble()) << shown.constData();
    const QByteArray set = cli({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                QString::number(target), QStringLiteral("--no-confirm")},
                               env, &code);
    ASSERT_EQ(code, 0) << set.constData();

    // The exporter on the same simulated GPUs (their state file): held.
    QProcessEnvironment same = env;
    same.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), state.path() + QStringLiteral("/simulated-gpus.json"));
    const Exposition held = scrapeDrift(same);
    ASSERT_TRUE(held.error.isEmpty()) << held.error.toStdString();
    const ParsedSample *zero = held.find(QStringLiteral("rocmtune_control_drift"), {{QStringLiteral("gpu"), QStringLiteral("0")}, {QStringLiteral("control"), QStringLiteral("power_cap")}});
    ASSERT_NE(zero, nullptr);
    EXPECT_EQ(zero->value, 0);
    EXPECT_EQ(held.find(QStringLiteral("rocmtune_control_drift"), {{QStringLiteral("gpu"), QStringLiteral("1")}}), nullptr) << "GPU 1 was never set";
    EXPECT_EQ(held.find(QStringLiteral("rocmtune_control_drift"), {{QStringLiteral("gpu"), QStringLiteral("0")}, {QStringLiteral("control"), QStringLiteral("perf_level")}}),
              nullptr)
        << "a control never set has no series";

    // Simulated GPUs started afresh hold their default cap: drift.
    const Exposition fresh = scrapeDrift(env);
    ASSERT_TRUE(fresh.error.isEmpty()) << fresh.error.toStdString();
    const ParsedSample *one = fresh.find(QStringLiteral("rocmtune_control_drift"), {{QStringLiteral("gpu"), QStringLiteral("0")}, {QStringLiteral("control"), QStringLiteral("power_cap")}});
    ASSERT_NE(one, nullptr);
    EXPECT_EQ(one->value, 1);
}
