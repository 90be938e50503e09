// SPDX-License-Identifier: GPL-3.0-or-later
// Compute processes through the real NvmlBackend and the fake
// libnvidia-ml.so.1 (nvmlDeviceGetComputeRunningProcesses_v3).
#include "tests/nvml/FakeNvml.h"
#include "tests/support/ProcessRun.h"

#include "core/backends/DeviceSet.h"
#include "core/backends/nvml/NvmlBackend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>

using namespace rocmtune;

namespace {

constexpr qint64 kHiddenPid = 4194399; // above the kernel's PID limit: never in /proc

class NvmlProcessesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(fake.loaded()) << "fake NVML library not loadable: " << FAKE_NVML_PATH;
        fake.script(fakenvml::twoGpuScript());
    }

    std::unique_ptr<DeviceSet> start()
    {
        auto backend = std::make_unique<NvmlBackend>(QStringLiteral(FAKE_NVML_PATH));
        const BackendStatus status = backend->initialize();
        EXPECT_TRUE(status.ok) << status.message.toStdString();
        std::vector<std::unique_ptr<Backend>> backends;
        backends.push_back(std::move(backend));
        return std::make_unique<DeviceSet>(std::move(backends));
    }

    fakenvml::Control fake;
};

} // namespace

TEST_F(NvmlProcessesTest, PidsMemoryAndNamesFromProc)
{
    const qint64 self = QCoreApplication::applicationPid();
    fake.set("gpu0.processes", std::to_string(self) + ":1073741824," + std::to_string(kHiddenPid) + ":NA");
    fake.set("gpu1.processes", "");
    auto set = start();
    ASSERT_EQ(set->deviceCount(), 2);

    const auto gpu0 = set->readProcesses(0);
    ASSERT_TRUE(gpu0);
    ASSERT_EQ(gpu0->size(), 2);
    EXPECT_EQ(gpu0->at(0).pid, self);
    EXPECT_EQ(gpu0->at(0).deviceIndex, 0);
    EXPECT_EQ(gpu0->at(0).vramUsedBytes, 1073741824ull);
    EXPECT_FALSE(gpu0->at(0).cuOccupancyPercent) << "NVML has no CU occupancy";
    EXPECT_TRUE(gpu0->at(0).nameVisible);
    EXPECT_FALSE(gpu0->at(0).command.isEmpty());

    EXPECT_EQ(gpu0->at(1).pid, kHiddenPid);
    EXPECT_FALSE(gpu0->at(1).vramUsedBytes) << "NVML_VALUE_NOT_AVAILABLE is not a number of bytes";
    EXPECT_FALSE(gpu0->at(1).nameVisible);
    EXPECT_EQ(gpu0->at(1).displayName(), QStringLiteral("%1 (hidden)").arg(kHiddenPid));

    const auto gpu1 = set->readProcesses(1);
    ASSERT_TRUE(gpu1);
    EXPECT_TRUE(gpu1->isEmpty());
}

TEST_F(NvmlProcessesTest, ManyProcessesNeedASecondCall)
{
    std::string list;
    for (int i = 0; i < 40; ++i) {
        if (i > 0)
            list += ',';
        list += std::to_string(kHiddenPid + i);
        list += ':';
        list += std::to_string(1000 + i);
    }
    fake.set("gpu0.processes", list);
    auto set = start();
    const auto processes = set->readProcesses(0);
    ASSERT_TRUE(processes);
    ASSERT_EQ(processes->size(), 40);
    EXPECT_EQ(processes->at(39).vramUsedBytes, 1039u);
}

TEST_F(NvmlProcessesTest, UnsupportedOrLostMeansNotAvailable)
{
    fake.unset("gpu0.processes"); // not scripted: NOT_SUPPORTED
    fake.set("gpu1.processes", "GPU_IS_LOST");
    auto set = start();
    EXPECT_FALSE(set->readProcesses(0));
    EXPECT_FALSE(set->readProcesses(1));
}

TEST_F(NvmlProcessesTest, PsJsonThroughTheCli)
{
    QTemporaryDir dir;
    const std::string script = fakenvml::twoGpuScript() + "\ngpu1.processes = " + std::to_string(kHiddenPid) + ":2048\n";
    std::ofstream(dir.filePath(QStringLiteral("script")).toStdString()) << script;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("ROCMTUNE_FAKE_NVML_SCRIPT"), dir.filePath(QStringLiteral("script")));
    env.insert(QStringLiteral("ROCMTUNE_NVML_LIBRARY"), QStringLiteral(FAKE_NVML_PATH));
    const rocmtune::testing::ProcessRun run = rocmtune::testing::runProcess(
        QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("ps"), QStringLiteral("--backend"), QStringLiteral("nvml"), QStringLiteral("--json")}, env);
    ASSERT_GE(run.exitCode, 0) << run.describe();
    EXPECT_EQ(run.exitCode, 0) << run.describe();
    const QJsonObject doc = run.json();
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    EXPECT_FALSE(devices[0].toObject().value(QStringLiteral("processes_supported")).toBool()) << "gpu0 has no scripted list";
    EXPECT_TRUE(devices[1].toObject().value(QStringLiteral("processes_supported")).toBool());
    const QJsonArray processes = doc.value(QStringLiteral("processes")).toArray();
    ASSERT_EQ(processes.size(), 1);
    const QJsonObject p = processes[0].toObject();
    EXPECT_EQ(p.value(QStringLiteral("device")).toInt(), 1);
    EXPECT_EQ(p.value(QStringLiteral("vram_used_bytes")).toDouble(), 2048.0);
    EXPECT_EQ(p.value(QStringLiteral("display_name")).toString(), QStringLiteral("%1 (hidden)").arg(kHiddenPid));
}
