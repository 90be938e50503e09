// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli against the fake libnvidia-ml.so.1: the loader finds it
// through ROCMTUNE_NVML_LIBRARY or, like the real driver's, through the
// dynamic loader's search path.
#include "tests/nvml/FakeNvml.h"
#include "tests/support/ProcessRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>

namespace {

using CliRun = rocmtune::testing::TextRun;

class NvmlCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        writeScript(fakenvml::twoGpuScript());
    }

    void writeScript(const std::string &text)
    {
        std::ofstream(dir.filePath(QStringLiteral("script")).toStdString()) << text;
    }

    CliRun run(const QStringList &args, bool throughLoaderPath = false)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        env.insert(QStringLiteral("ROCMTUNE_FAKE_NVML_SCRIPT"), dir.filePath(QStringLiteral("script")));
        env.insert(QStringLiteral("ROCMTUNE_FAKE_NVML_LOG"), dir.filePath(QStringLiteral("calls")));
        if (throughLoaderPath) {
            env.remove(QStringLiteral("ROCMTUNE_NVML_LIBRARY"));
            env.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(FAKE_NVML_DIR));
        } else {
            env.insert(QStringLiteral("ROCMTUNE_NVML_LIBRARY"), QStringLiteral(FAKE_NVML_PATH));
        }
        return rocmtune::testing::asText(rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env));
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(NvmlCliTest, ListJsonShowsNvidiaGpusWithControls)
{
    const CliRun r = run({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("nvml"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonArray devices = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2) << r.out.toStdString();
    const QJsonObject h200 = devices.at(0).toObject();
    EXPECT_EQ(h200.value(QStringLiteral("backend")).toString().toStdString(), "nvml");
    EXPECT_EQ(h200.value(QStringLiteral("vendor")).toString().toStdString(), "NVIDIA");
    EXPECT_EQ(h200.value(QStringLiteral("name")).toString().toStdString(), "NVIDIA H200");
    EXPECT_EQ(h200.value(QStringLiteral("arch")).toString().toStdString(), "sm_90");
    EXPECT_EQ(h200.value(QStringLiteral("pci_bus_id")).toString().toStdString(), "0000:18:00.0");
    EXPECT_EQ(h200.value(QStringLiteral("id")).toString().toStdString(), "GPU-9d1c6a4e-0b5f-4c47-8f7e-2a3b4c5d6e7f");
    EXPECT_DOUBLE_EQ(h200.value(QStringLiteral("vram_total_bytes")).toDouble(), 150754820096.0);
    EXPECT_FALSE(h200.value(QStringLiteral("simulated")).toBool());
    const QJsonArray metrics = h200.value(QStringLiteral("metrics")).toArray();
    EXPECT_TRUE(metrics.contains(QStringLiteral("temp_edge")));
    EXPECT_TRUE(metrics.contains(QStringLiteral("energy")));
    EXPECT_FALSE(metrics.contains(QStringLiteral("fan_percent")));
    const QJsonObject cap = h200.value(QStringLiteral("controls")).toObject().value(QStringLiteral("power_cap")).toObject();
    EXPECT_DOUBLE_EQ(cap.value(QStringLiteral("min_watts")).toDouble(), 200.0);
    EXPECT_DOUBLE_EQ(cap.value(QStringLiteral("max_watts")).toDouble(), 700.0);
    EXPECT_TRUE(devices.at(1).toObject().value(QStringLiteral("metrics")).toArray().contains(QStringLiteral("fan_percent")));
}

TEST_F(NvmlCliTest, MonitorJsonReportsALostGpuWhileTheOtherContinues)
{
    // One temperature read at start-up, one good sample, then GPU 1 is gone.
    writeScript(fakenvml::twoGpuScript() + "gpu1.lost_after_reads = 2\n");
    const CliRun r = run({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("nvml"), QStringLiteral("--format"),
                          QStringLiteral("json"), QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--interval"),
                          QStringLiteral("100")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 8) << r.out.toStdString();
    QStringList statesOfGpu1;
    for (const QString &line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        const QJsonObject metrics = o.value(QStringLiteral("metrics")).toObject();
        if (o.value(QStringLiteral("device")).toInt() == 0) {
            EXPECT_EQ(o.value(QStringLiteral("state")).toString().toStdString(), "ok");
            EXPECT_DOUBLE_EQ(metrics.value(QStringLiteral("temp_edge")).toObject().value(QStringLiteral("value")).toDouble(), 47.0);
            EXPECT_DOUBLE_EQ(metrics.value(QStringLiteral("power_average")).toObject().value(QStringLiteral("value")).toDouble(), 412.345);
            EXPECT_TRUE(metrics.value(QStringLiteral("fan_percent")).toObject().value(QStringLiteral("value")).isNull());
        } else {
            statesOfGpu1 << o.value(QStringLiteral("state")).toString();
            if (statesOfGpu1.last() == QLatin1String("lost")) {
                EXPECT_TRUE(o.value(QStringLiteral("message")).toString().contains(QStringLiteral("fallen off the bus")));
                EXPECT_TRUE(metrics.value(QStringLiteral("temp_edge")).toObject().value(QStringLiteral("value")).isNull());
            }
        }
    }
    EXPECT_EQ(statesOfGpu1.join(QLatin1Char(',')).toStdString(), "ok,lost,lost,lost");
}

TEST_F(NvmlCliTest, FoundThroughTheLoaderSearchPathLikeTheRealDriver)
{
    const CliRun r = run({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("nvml")}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("GPU 0: NVIDIA H200"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Backend:        NVML (nvml)")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Architecture:   sm_90")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Controls:       power_cap, sclk_range, perf_level"))) << r.out.toStdString();
}

TEST_F(NvmlCliTest, SampleCostTimesEveryGpu)
{
    const CliRun r = run({QStringLiteral("sample-cost"), QStringLiteral("--backend"), QStringLiteral("nvml"), QStringLiteral("--reads"),
                          QStringLiteral("20"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonArray devices = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2) << r.out.toStdString();
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        EXPECT_EQ(d.value(QStringLiteral("reads")).toInt(), 20);
        EXPECT_EQ(d.value(QStringLiteral("ok_reads")).toInt(), 20);
        EXPECT_GT(d.value(QStringLiteral("metrics_per_read")).toInt(), 15);
        EXPECT_GT(d.value(QStringLiteral("mean_us")).toDouble(), 0.0);
        EXPECT_LE(d.value(QStringLiteral("min_us")).toDouble(), d.value(QStringLiteral("median_us")).toDouble());
        EXPECT_LE(d.value(QStringLiteral("median_us")).toDouble(), d.value(QStringLiteral("p95_us")).toDouble());
        EXPECT_LE(d.value(QStringLiteral("p95_us")).toDouble(), d.value(QStringLiteral("max_us")).toDouble());
    }
}

TEST_F(NvmlCliTest, ForcedNvmlWithoutDriverFailsWithTheReason)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROCMTUNE_NVML_LIBRARY"), QStringLiteral("/nonexistent/libnvidia-ml.so.1"));
    const CliRun r = rocmtune::testing::asText(
        rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("nvml")}, env));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("/nonexistent/libnvidia-ml.so.1 does not exist"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
}
