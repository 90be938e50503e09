// SPDX-License-Identifier: GPL-3.0-or-later
// GPU process lists: /proc name resolution, the simulated backend, the sampler.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/ProcessJson.h"
#include "core/processes/ProcessNames.h"
#include "core/sampling/Sampler.h"
#include "tests/support/DeviceSetOf.h"
#include "tests/support/TestFiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

GpuProcess bare(qint64 pid)
{
    GpuProcess p;
    p.pid = pid;
    p.vramUsedBytes = 1024;
    return p;
}

std::unique_ptr<DeviceSet> simulatedSet(SimulatedLoad load, int gpus = 2)
{
    SimulatedOptions options;
    options.deviceCount = gpus;
    options.load = load;
    options.manualClock = true;
    auto backend = std::make_unique<SimulatedBackend>(options);
    backend->initialize();
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(std::move(backend));
    return std::make_unique<DeviceSet>(std::move(backends));
}

SimulatedBackend *simulatedBackend(DeviceSet *set)
{
    return static_cast<SimulatedBackend *>(set->backends().front().get());
}

} // namespace

TEST(ProcessNames, VisibleHiddenAndStatusOnlyPids)
{
    QTemporaryDir proc;
    rocmtune::testing::writeTestFile(proc.filePath(QStringLiteral("10/comm")), "python3\n");
    rocmtune::testing::writeTestFile(proc.filePath(QStringLiteral("10/cmdline")), QByteArray("python3") + '\0' + "train.py" + '\0');
    rocmtune::testing::writeTestFile(proc.filePath(QStringLiteral("10/status")), "Name:\tpython3\nUid:\t0\t0\t0\t0\n");
    rocmtune::testing::writeTestFile(proc.filePath(QStringLiteral("20/status")), "Name:\tx\nUid:\t0\t0\t0\t0\n"); // comm unreadable

    GpuProcessList list{bare(10), bare(20), bare(30), bare(10)};
    resolveProcessNames(list, ProcFs(proc.path()));
    ASSERT_EQ(list.size(), 4) << "no process is dropped";
    EXPECT_TRUE(list[0].nameVisible);
    EXPECT_EQ(list[0].command, QStringLiteral("python3"));
    EXPECT_EQ(list[0].commandLine, QStringLiteral("python3 train.py"));
    EXPECT_EQ(list[0].user, QStringLiteral("root"));
    EXPECT_EQ(list[0].displayName(), QStringLiteral("python3"));
    EXPECT_EQ(list[3].command, QStringLiteral("python3"));

    EXPECT_FALSE(list[1].nameVisible);
    EXPECT_EQ(list[1].displayName(), QStringLiteral("20 (hidden)"));
    EXPECT_EQ(list[1].user, QStringLiteral("root")) << "the owner is still known from status";

    // Not in this /proc at all (another PID namespace, hidepid): shown as hidden.
    EXPECT_FALSE(list[2].nameVisible);
    EXPECT_EQ(list[2].displayName(), QStringLiteral("30 (hidden)"));
    EXPECT_FALSE(list[2].uid);
    EXPECT_EQ(list[2].vramUsedBytes, 1024u) << "driver facts survive";

    const QJsonObject hidden = gpuProcessToJson(list[2]);
    EXPECT_TRUE(hidden.value(QStringLiteral("command")).isNull());
    EXPECT_EQ(hidden.value(QStringLiteral("display_name")).toString(), QStringLiteral("30 (hidden)"));
    EXPECT_FALSE(hidden.value(QStringLiteral("name_visible")).toBool());
}

TEST(ProcessNames, SimulatedProcessesKeepTheirOwnNames)
{
    QTemporaryDir emptyProc;
    GpuProcess p = bare(SimulatedBackend::kSimulatedPidBase + 1);
    p.simulated = true;
    p.nameVisible = true;
    p.command = QStringLiteral("python3");
    GpuProcessList list{p};
    resolveProcessNames(list, ProcFs(emptyProc.path()));
    EXPECT_EQ(list[0], p);
}

TEST(SimulatedProcesses, FollowTheLoad)
{
    auto set = simulatedSet(SimulatedLoad::Training);
    QTemporaryDir emptyProc;
    const ProcFs procFs(emptyProc.path());
    const auto gpu0 = set->readProcesses(0, procFs);
    const auto gpu1 = set->readProcesses(1, procFs);
    ASSERT_TRUE(gpu0 && gpu1);
    ASSERT_EQ(gpu0->size(), 1);
    const GpuProcess &p = gpu0->first();
    EXPECT_TRUE(p.simulated);
    EXPECT_GT(p.pid, SimulatedBackend::kSimulatedPidBase) << "cannot collide with a real PID";
    EXPECT_EQ(p.deviceIndex, 0);
    EXPECT_EQ(p.command, QStringLiteral("python3"));
    EXPECT_TRUE(p.commandLine.contains(QStringLiteral("train.py")));
    EXPECT_TRUE(p.commandLine.contains(QStringLiteral("--simulated")));
    ASSERT_TRUE(p.vramUsedBytes && p.cuOccupancyPercent);
    EXPECT_GT(*p.vramUsedBytes, 0u);
    EXPECT_GT(*p.cuOccupancyPercent, 0.0);
    EXPECT_LE(*p.cuOccupancyPercent, 100.0);
    EXPECT_NE(gpu1->first().pid, p.pid) << "one training process per GPU";
    EXPECT_EQ(gpu1->first().deviceIndex, 1);

    simulatedBackend(set.get())->setLoad(SimulatedLoad::Stress);
    const auto stress0 = set->readProcesses(0, procFs);
    const auto stress1 = set->readProcesses(1, procFs);
    ASSERT_TRUE(stress0 && stress1);
    // Review D25: every simulated process had PID 4194404. A stress test starts one runner per GPU.
    EXPECT_NE(stress0->first().pid, stress1->first().pid) << "one stress runner per GPU, each its own PID";
    EXPECT_GT(stress1->first().pid, SimulatedBackend::kSimulatedPidBase);
    EXPECT_NE(stress1->first().pid, gpu1->first().pid) << "not the training process's PID";
    EXPECT_EQ(stress0->first().command, QStringLiteral("rocmtune-bench"));
    EXPECT_TRUE(stress1->first().commandLine.contains(QStringLiteral("--device 1"))) << qPrintable(stress1->first().commandLine);

    simulatedBackend(set.get())->setLoad(SimulatedLoad::Idle);
    const auto idle = set->readProcesses(0, procFs);
    ASSERT_TRUE(idle);
    EXPECT_TRUE(idle->isEmpty()) << "an ended process disappears";

    simulatedBackend(set.get())->setDeviceLost(1, true);
    EXPECT_FALSE(set->readProcesses(1, procFs)) << "a lost GPU's processes are unknown, not none";
}

TEST(SamplerProcesses, ReadAtTheirOwnRateSharedBetweenTicksAndEndingProcessesDisappear)
{
    SimulatedOptions options;
    options.deviceCount = 2;
    options.load = SimulatedLoad::Training;
    Sampler sampler([options] { return rocmtune::testing::deviceSetOf(std::make_unique<SimulatedBackend>(options)); }, nullptr);
    sampler.setIntervalMs(Sampler::kMaxIntervalMs); // ticks only when the test asks
    // Not read again before the test asks for it, however late a loaded
    // machine runs the next line (a 300-ms interval re-read after 150 ms).
    sampler.setProcessIntervalMs(60'000);
    sampler.start();
    const SnapshotPtr first = sampler.latest();
    ASSERT_TRUE(first && first->processes);
    ASSERT_EQ(first->processes->devices.size(), 2);
    EXPECT_EQ(first->processes->all().size(), 2);

    sampler.tickNow(); // immediately: the same process list, not read again
    EXPECT_EQ(sampler.latest()->processes.get(), first->processes.get());

    sampler.call([](DeviceSet *set) { simulatedBackend(set)->setLoad(SimulatedLoad::Idle); });
    sampler.setProcessIntervalMs(300);
    QThread::msleep(320); // past the interval: the next tick reads the processes again
    sampler.tickNow();
    const SnapshotPtr later = sampler.latest();
    ASSERT_TRUE(later->processes);
    EXPECT_NE(later->processes.get(), first->processes.get());
    ASSERT_TRUE(later->processes->forDevice(0) && *later->processes->forDevice(0));
    EXPECT_TRUE(later->processes->all().isEmpty()) << "the training processes ended";
    EXPECT_TRUE(first->processes->all().size() == 2) << "published snapshots never change";

    sampler.setProcessIntervalMs(0);
    sampler.tickNow();
    EXPECT_FALSE(sampler.latest()->processes) << "process lists can be turned off";
    sampler.stop();
}

TEST(ProcessJson, RoundTrip)
{
    GpuProcess p;
    p.pid = 1234;
    p.deviceIndex = 3;
    p.command = QStringLiteral("python3");
    p.commandLine = QStringLiteral("python3 train.py");
    p.user = QStringLiteral("alice");
    p.uid = 1000;
    p.nameVisible = true;
    p.vramUsedBytes = 8ull << 30;
    p.cuOccupancyPercent = 87.5;
    EXPECT_EQ(gpuProcessFromJson(gpuProcessToJson(p)), p);
    GpuProcess unknown;
    unknown.pid = 5;
    const QJsonObject o = gpuProcessToJson(unknown);
    EXPECT_TRUE(o.value(QStringLiteral("vram_used_bytes")).isNull());
    EXPECT_TRUE(o.value(QStringLiteral("cu_occupancy_percent")).isNull());
    EXPECT_EQ(gpuProcessFromJson(o).vramUsedBytes, std::nullopt);
}
