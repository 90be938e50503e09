// SPDX-License-Identifier: GPL-3.0-or-later
// Compute processes through the driver-files backend (no library): fake KFD
// process entries (/sys/class/kfd/kfd/proc/<pid>/...) planted in the tree,
// read by `ps` and `list --json --backend sysfs`.
#include "tests/integration/support/KfdProcessFixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

constexpr qint64 kSysfsHiddenPid = 4194398; // above the kernel's PID limit: never in /proc

class SysfsProcesses : public KfdProcessFixture
{
protected:
    // A KFD process entry as the driver writes it: VRAM and CUs per GPU id.
    void plantProcess(qint64 pid, const QList<QPair<quint64, quint64>> &gpuVram, int cuOccupancy)
    {
        const QString p = procDir(pid);
        write(p + QStringLiteral("/pasid"), "32770\n");
        for (const auto &[gpuId, vram] : gpuVram) {
            write(p + QStringLiteral("/vram_%1").arg(gpuId), QByteArray::number(vram) + '\n');
            write(p + QStringLiteral("/stats_%1/cu_occupancy").arg(gpuId), QByteArray::number(cuOccupancy) + '\n');
        }
    }

    QJsonObject ps(FakeSysfsRun *run) { return psOf(QStringLiteral("sysfs"), run); }
};

} // namespace

TEST_F(SysfsProcesses, ProcessesAppearOnTheirGpusWithVramAndCuShare)
{
    const qint64 self = QCoreApplication::applicationPid(); // visible in /proc
    plantProcess(self, {{rx.kfdGpuId, 1073741824ull}}, 40);
    plantProcess(kSysfsHiddenPid, {{rx.kfdGpuId, 2147483648ull}, {mi.kfdGpuId, 536870912ull}}, 10);
    // Not a PID, and a PID whose VRAM file does not hold a number: skipped, no crash.
    write(tree.classDir() + QStringLiteral("/kfd/kfd/proc/not-a-pid/vram_%1").arg(rx.kfdGpuId), "4096\n");
    write(procDir(4243) + QStringLiteral("/vram_%1").arg(rx.kfdGpuId), "garbage\n");

    FakeSysfsRun run;
    const QJsonObject doc = ps(&run);
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    EXPECT_TRUE(devices[0].toObject().value(QStringLiteral("processes_supported")).toBool()) << run.out.toStdString();
    EXPECT_EQ(doc.value(QStringLiteral("processes")).toArray().size(), 3) << run.out.toStdString();

    const QList<QJsonObject> mine = processesOf(doc, self);
    ASSERT_EQ(mine.size(), 1) << run.out.toStdString();
    EXPECT_EQ(mine[0].value(QStringLiteral("device")).toInt(), 0);
    EXPECT_TRUE(mine[0].value(QStringLiteral("name_visible")).toBool());
    EXPECT_FALSE(mine[0].value(QStringLiteral("command")).toString().isEmpty());
    EXPECT_EQ(mine[0].value(QStringLiteral("vram_used_bytes")).toDouble(), 1073741824.0) << run.out.toStdString();
    ASSERT_GT(totalCus(rx), 0.0);
    EXPECT_DOUBLE_EQ(mine[0].value(QStringLiteral("cu_occupancy_percent")).toDouble(), 100.0 * 40 / totalCus(rx));

    // On both GPUs: listed on each with that GPU's own VRAM and CU share.
    const QList<QJsonObject> hidden = processesOf(doc, kSysfsHiddenPid);
    ASSERT_EQ(hidden.size(), 2) << run.out.toStdString();
    for (const QJsonObject &p : hidden) {
        EXPECT_FALSE(p.value(QStringLiteral("name_visible")).toBool());
        const int device = p.value(QStringLiteral("device")).toInt();
        EXPECT_EQ(p.value(QStringLiteral("vram_used_bytes")).toDouble(), device == 0 ? 2147483648.0 : 536870912.0);
        EXPECT_DOUBLE_EQ(p.value(QStringLiteral("cu_occupancy_percent")).toDouble(), 100.0 * 10 / totalCus(device == 0 ? rx : mi));
    }
    EXPECT_NE(hidden[0].value(QStringLiteral("device")).toInt(), hidden[1].value(QStringLiteral("device")).toInt());

    // list --json carries the same per card.
    const FakeSysfsRun list = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("sysfs")});
    ASSERT_EQ(list.exitCode, 0) << list.describe().toStdString();
    const QJsonArray listed = QJsonDocument::fromJson(list.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(listed.size(), 2) << list.out.toStdString();
    EXPECT_EQ(listed[0].toObject().value(QStringLiteral("processes")).toArray().size(), 2) << list.out.toStdString();
    EXPECT_EQ(listed[1].toObject().value(QStringLiteral("processes")).toArray().size(), 1) << list.out.toStdString();
}

TEST_F(SysfsProcesses, NoProcessIsAnEmptyListAndNoKfdFolderIsNotAvailable)
{
    FakeSysfsRun run;
    QJsonObject doc = ps(&run);
    EXPECT_TRUE(doc.value(QStringLiteral("processes")).toArray().isEmpty()) << run.out.toStdString();
    EXPECT_TRUE(doc.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("processes_supported")).toBool())
        << run.out.toStdString();

    // Without KFD's process folder nothing says who uses the card.
    ASSERT_TRUE(QDir(tree.classDir() + QStringLiteral("/kfd/kfd/proc")).removeRecursively());
    doc = ps(&run);
    EXPECT_FALSE(doc.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("processes_supported")).toBool())
        << run.out.toStdString();
    const FakeSysfsRun list = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("sysfs")});
    ASSERT_EQ(list.exitCode, 0) << list.describe().toStdString();
    const QJsonArray listed = QJsonDocument::fromJson(list.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(listed.size(), 2) << list.out.toStdString();
    EXPECT_TRUE(listed[0].toObject().value(QStringLiteral("processes")).isNull()) << list.out.toStdString();
}
