// SPDX-License-Identifier: GPL-3.0-or-later
// Compute processes through the real librocm_smi64: fake KFD process entries
// (/sys/class/kfd/kfd/proc/<pid>/...) planted in the fake tree.
#include "tests/integration/support/KfdProcessFixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

constexpr qint64 kHiddenPid = 4194399; // above the kernel's PID limit: never in /proc

class RocmSmiProcesses : public KfdProcessFixture
{
protected:
    // A KFD process entry as the driver writes it, with one queue and VRAM per GPU id.
    void plantProcess(qint64 pid, int pasid, const QList<QPair<quint64, quint64>> &gpuVram, int cuOccupancy)
    {
        const QString p = procDir(pid);
        write(p + QStringLiteral("/pasid"), QByteArray::number(pasid) + '\n');
        int queue = 0;
        for (const auto &[gpuId, vram] : gpuVram) {
            write(p + QStringLiteral("/vram_%1").arg(gpuId), QByteArray::number(vram) + '\n');
            write(p + QStringLiteral("/sdma_%1").arg(gpuId), "0\n");
            write(p + QStringLiteral("/stats_%1/cu_occupancy").arg(gpuId), QByteArray::number(cuOccupancy) + '\n');
            write(p + QStringLiteral("/queues/%1/gpuid").arg(queue++), QByteArray::number(gpuId) + '\n');
        }
    }

    QJsonObject ps(FakeSysfsRun *run) { return psOf(QStringLiteral("rocm-smi"), run); }
};

} // namespace

TEST_F(RocmSmiProcesses, ProcessesAppearOnTheirGpusWithVramAndHiddenNames)
{
    const qint64 self = QCoreApplication::applicationPid(); // visible in /proc
    plantProcess(self, 32770, {{rx.kfdGpuId, 1073741824ull}}, 40);
    plantProcess(kHiddenPid, 32771, {{rx.kfdGpuId, 2147483648ull}, {mi.kfdGpuId, 536870912ull}}, 10);

    FakeSysfsRun run;
    const QJsonObject doc = ps(&run);
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    EXPECT_TRUE(devices[0].toObject().value(QStringLiteral("processes_supported")).toBool());

    const QList<QJsonObject> mine = processesOf(doc, self);
    ASSERT_EQ(mine.size(), 1) << run.out.toStdString();
    EXPECT_EQ(mine[0].value(QStringLiteral("device")).toInt(), 0);
    EXPECT_TRUE(mine[0].value(QStringLiteral("name_visible")).toBool());
    EXPECT_FALSE(mine[0].value(QStringLiteral("command")).toString().isEmpty());
    EXPECT_EQ(mine[0].value(QStringLiteral("vram_used_bytes")).toDouble(), 1073741824.0) << run.out.toStdString();
    ASSERT_GT(totalCus(rx), 0.0);
    EXPECT_DOUBLE_EQ(mine[0].value(QStringLiteral("cu_occupancy_percent")).toDouble(), 100.0 * 40 / totalCus(rx));

    // On both GPUs: listed on each with that GPU's own VRAM, named as hidden.
    const QList<QJsonObject> hidden = processesOf(doc, kHiddenPid);
    ASSERT_EQ(hidden.size(), 2) << run.out.toStdString();
    for (const QJsonObject &p : hidden) {
        EXPECT_FALSE(p.value(QStringLiteral("name_visible")).toBool());
        EXPECT_EQ(p.value(QStringLiteral("display_name")).toString(), QStringLiteral("%1 (hidden)").arg(kHiddenPid));
        const int device = p.value(QStringLiteral("device")).toInt();
        EXPECT_EQ(p.value(QStringLiteral("vram_used_bytes")).toDouble(), device == 0 ? 2147483648.0 : 536870912.0);
        EXPECT_DOUBLE_EQ(p.value(QStringLiteral("cu_occupancy_percent")).toDouble(),
                         100.0 * 10 / totalCus(device == 0 ? rx : mi));
    }
    EXPECT_NE(hidden[0].value(QStringLiteral("device")).toInt(), hidden[1].value(QStringLiteral("device")).toInt());
}

TEST_F(RocmSmiProcesses, NoProcessesIsAnEmptyListAndListJsonCarriesIt)
{
    FakeSysfsRun run;
    const QJsonObject doc = ps(&run);
    EXPECT_TRUE(doc.value(QStringLiteral("processes")).toArray().isEmpty()) << run.out.toStdString();
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    EXPECT_TRUE(devices[0].toObject().value(QStringLiteral("processes")).isArray());
}

TEST_F(RocmSmiProcesses, AGarbledProcessEntryMakesProcessesUnavailableNotACrash)
{
    plantProcess(4242, 32770, {{rx.kfdGpuId, 4096}}, 1);
    write(procDir(4242) + QStringLiteral("/pasid"), "garbage\n"); // the library would assert() on this
    FakeSysfsRun run;
    const QJsonObject doc = ps(&run);
    EXPECT_FALSE(run.crashed);
    EXPECT_FALSE(doc.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("processes_supported")).toBool())
        << run.out.toStdString();
}
