// SPDX-License-Identifier: GPL-3.0-or-later
// The Processes table: sorting by raw values, updates that keep the selection.
#include "widgets/processes/ProcessesView.h"

#include <QApplication>
#include <QDir>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

GpuProcess process(qint64 pid, const QString &command, int device, std::optional<quint64> vram, bool visible = true)
{
    GpuProcess p;
    p.pid = pid;
    p.command = visible ? command : QString();
    p.commandLine = visible ? command : QString();
    p.nameVisible = visible;
    p.user = QStringLiteral("alice");
    p.deviceIndex = device;
    p.vramUsedBytes = vram;
    p.cuOccupancyPercent = vram ? std::optional<double>(double(*vram % 100)) : std::nullopt;
    return p;
}

QVector<qint64> pidsInViewOrder(const QSortFilterProxyModel *proxy)
{
    QVector<qint64> pids;
    for (int row = 0; row < proxy->rowCount(); ++row)
        pids << proxy->data(proxy->index(row, 0), ProcessTableModel::PidRole).toLongLong();
    return pids;
}

SnapshotPtr snapshotWith(const GpuProcessList &processes, int devices = 2)
{
    auto s = std::make_shared<Snapshot>();
    auto p = std::make_shared<ProcessSnapshot>();
    p->devices.resize(devices);
    for (int i = 0; i < devices; ++i)
        p->devices[i] = GpuProcessList();
    for (const GpuProcess &gp : processes)
        p->devices[gp.deviceIndex]->push_back(gp);
    s->processes = p;
    return s;
}

constexpr quint64 GiB = 1024ull * 1024 * 1024;

} // namespace

TEST(ProcessesView, SortsNumbersAsNumbersAndUnknownLast)
{
    ProcessesView view;
    view.setSnapshot(snapshotWith({process(100, QStringLiteral("b"), 0, 5 * GiB), process(9, QStringLiteral("a"), 1, std::nullopt),
                                   process(10, QStringLiteral("c"), 0, 10 * GiB), process(2000, QStringLiteral("d"), 1, 1 * GiB)}));
    QSortFilterProxyModel *proxy = view.proxy();
    ASSERT_EQ(proxy->rowCount(), 4);
    // Default: VRAM, largest first; "not available" at the bottom.
    EXPECT_EQ(pidsInViewOrder(proxy), (QVector<qint64>{10, 100, 2000, 9}));
    view.table()->sortByColumn(ProcessTableModel::PidColumn, Qt::AscendingOrder);
    EXPECT_EQ(pidsInViewOrder(proxy), (QVector<qint64>{9, 10, 100, 2000})) << "numeric, not 10 < 100 < 2000 < 9";
    view.table()->sortByColumn(ProcessTableModel::CommandColumn, Qt::DescendingOrder);
    EXPECT_EQ(pidsInViewOrder(proxy), (QVector<qint64>{2000, 10, 100, 9}));
    view.table()->sortByColumn(ProcessTableModel::GpuColumn, Qt::AscendingOrder);
    const QVector<qint64> byGpu = pidsInViewOrder(proxy);
    EXPECT_TRUE(byGpu.indexOf(9) >= 2 && byGpu.indexOf(2000) >= 2);

    // For people to look at: build/tests/runs_gui/screenshots/processes-view.png
    view.resize(900, 300);
    view.show();
    QApplication::processEvents();
    QDir().mkpath(QStringLiteral("screenshots"));
    EXPECT_TRUE(view.grab().save(QStringLiteral("screenshots/processes-view.png")));
}

TEST(ProcessesView, EndedProcessesDisappearAndSelectionSurvivesUpdates)
{
    ProcessesView view;
    view.setDevices({DeviceInfo{}, DeviceInfo{}});
    view.setSnapshot(snapshotWith({process(1, QStringLiteral("a"), 0, 1 * GiB), process(2, QStringLiteral("b"), 1, 2 * GiB)}));
    view.table()->sortByColumn(ProcessTableModel::PidColumn, Qt::AscendingOrder);
    view.table()->selectRow(1);
    EXPECT_EQ(view.selectedPid(), 2);

    // Process 1 ends, process 2 grows, process 3 starts.
    view.setSnapshot(snapshotWith({process(2, QStringLiteral("b"), 1, 3 * GiB), process(3, QStringLiteral("c"), 0, 1 * GiB)}));
    EXPECT_EQ(view.proxy()->rowCount(), 2);
    EXPECT_EQ(pidsInViewOrder(view.proxy()), (QVector<qint64>{2, 3}));
    EXPECT_EQ(view.selectedPid(), 2) << "the selected process is still selected";
    EXPECT_EQ(view.model()->processes().at(0).vramUsedBytes, 3 * GiB);

    view.setSnapshot(snapshotWith({}));
    EXPECT_EQ(view.proxy()->rowCount(), 0);
    EXPECT_EQ(view.selectedPid(), 0);
}

TEST(ProcessesView, HiddenNamesAreShownAndExplained)
{
    ProcessesView view;
    view.setSnapshot(snapshotWith({process(4242, QString(), 0, 1 * GiB, false)}));
    ASSERT_EQ(view.proxy()->rowCount(), 1);
    EXPECT_EQ(view.proxy()->index(0, ProcessTableModel::CommandColumn).data().toString(), QStringLiteral("4242 (hidden)"));
    EXPECT_TRUE(view.findChild<QLabel *>()->text().contains(QStringLiteral("hidden")));
}

TEST(ProcessesView, RecordButtonAttachesToRealProcessesOnly)
{
    ProcessesView view;
    GpuProcess simulated = process(4194305, QStringLiteral("python3"), 0, 1 * GiB);
    simulated.simulated = true;
    view.setSnapshot(snapshotWith({simulated, process(77, QStringLiteral("real"), 1, 2 * GiB)}));
    qint64 requested = 0;
    QObject::connect(&view, &ProcessesView::recordProcessRequested, [&](qint64 pid) { requested = pid; });
    QPushButton *record = view.findChild<QPushButton *>();
    ASSERT_TRUE(record);
    view.table()->sortByColumn(ProcessTableModel::PidColumn, Qt::AscendingOrder);
    EXPECT_FALSE(record->isEnabled());
    EXPECT_TRUE(record->toolTip().contains(QStringLiteral("Select a process"))) << qPrintable(record->toolTip());
    view.table()->selectRow(1); // the simulated one
    EXPECT_FALSE(record->isEnabled());
    // Review D25: off without a reason. The reason is on the button and under the table.
    EXPECT_TRUE(record->toolTip().contains(QStringLiteral("4194305 is simulated"))) << qPrintable(record->toolTip());
    EXPECT_TRUE(view.findChild<QLabel *>()->text().contains(QStringLiteral("cannot be recorded"))) << qPrintable(view.findChild<QLabel *>()->text());
    view.table()->selectRow(0);
    EXPECT_TRUE(record->isEnabled());
    EXPECT_TRUE(record->toolTip().isEmpty());
    EXPECT_FALSE(view.findChild<QLabel *>()->text().contains(QStringLiteral("cannot be recorded")));
    record->click();
    EXPECT_EQ(requested, 77);
}

TEST(ProcessesView, UnsupportedBackendsAreNamed)
{
    ProcessesView view;
    auto s = std::make_shared<Snapshot>();
    auto p = std::make_shared<ProcessSnapshot>();
    p->devices = {GpuProcessList(), std::nullopt};
    s->processes = p;
    view.setSnapshot(s);
    EXPECT_TRUE(view.findChild<QLabel *>()->text().contains(QStringLiteral("GPU 1")));
}
