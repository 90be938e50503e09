// SPDX-License-Identifier: GPL-3.0-or-later
// The Runs view: record a command fed by simulated telemetry, browse, compare.
#include "widgets/runs/RecordRunDialog.h"
#include "widgets/runs/RunCompareWidget.h"
#include "widgets/runs/RunsView.h"

#include "core/backends/DeviceSet.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/i18n/Language.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <qcustomplot.h>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

// Simulated GPUs read on demand, like the sampler would.
struct FakeSampler {
    std::unique_ptr<DeviceSet> set;
    quint64 sequence = 0;
    FakeSampler()
    {
        SimulatedOptions options;
        options.deviceCount = 2;
        options.load = SimulatedLoad::Stress;
        auto backend = std::make_unique<SimulatedBackend>(options);
        backend->initialize();
        std::vector<std::unique_ptr<Backend>> backends;
        backends.push_back(std::move(backend));
        set = std::make_unique<DeviceSet>(std::move(backends));
    }
    SnapshotPtr tick()
    {
        auto s = std::make_shared<Snapshot>();
        s->sequence = ++sequence;
        s->timestampMs = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < set->deviceCount(); ++i)
            s->samples.push_back(set->readSample(i, s->timestampMs));
        return s;
    }
};

// Saves the widget as PNG next to the test binary for people to look at.
void screenshot(QWidget &widget, const QString &name)
{
    widget.resize(1366, 768);
    widget.show();
    QApplication::processEvents();
    const QString dir = QDir::current().filePath(QStringLiteral("screenshots"));
    QDir().mkpath(dir);
    EXPECT_TRUE(widget.grab().save(dir + QLatin1Char('/') + name));
}

bool recordOne(RunsView &view, FakeSampler &sampler, const RunRequest &request)
{
    QString completed;
    QObject::connect(&view, &RunsView::runCompleted, [&](const QString &directory) { completed = directory; });
    QObject::connect(&view, &RunsView::sampleNowRequested, [&] { view.addSnapshot(sampler.tick()); });
    QString error;
    if (!view.startRecording(request, &error)) {
        ADD_FAILURE() << error.toStdString();
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    while (completed.isEmpty() && timer.elapsed() < 10000) {
        view.addSnapshot(sampler.tick());
        QElapsedTimer tick;
        tick.start();
        while (tick.elapsed() < 50)
            QApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    QObject::disconnect(&view, nullptr, nullptr, nullptr);
    return !completed.isEmpty();
}

} // namespace

TEST(RunsView, RecordsACommandAndShowsItsSummaryAndGraphs)
{
    QTemporaryDir store;
    FakeSampler sampler;
    RunsView view(nullptr, store.path());
    view.setDevices(sampler.set->devices());
    EXPECT_TRUE(view.summaryText()->toPlainText().contains(QStringLiteral("No recorded runs")));
    // Nothing chosen yet: a hint on the graph, no empty legend box, and (review D24) no bare axes from -0.1 to 0.1 s.
    EXPECT_FALSE(view.plot()->plot()->legend->visible());
    ASSERT_EQ(view.plot()->plot()->itemCount(), 1);
    auto *hint = qobject_cast<QCPItemText *>(view.plot()->plot()->item(0));
    ASSERT_NE(hint, nullptr);
    EXPECT_TRUE(hint->visible());
    EXPECT_TRUE(hint->text().startsWith(QStringLiteral("No run selected"))) << qPrintable(hint->text());
    EXPECT_EQ(view.plot()->emptyText(), hint->text());
    EXPECT_FALSE(view.plot()->plot()->xAxis->visible());
    EXPECT_FALSE(view.plot()->plot()->yAxis->visible());

    RunRequest request;
    request.command = {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo training; sleep 0.6; exit 4")};
    request.name = QStringLiteral("before");
    ASSERT_TRUE(recordOne(view, sampler, request));
    EXPECT_FALSE(view.isRecording());
    ASSERT_EQ(view.runs().size(), 1);
    const RunSummary &summary = view.runs().first().summary;
    EXPECT_EQ(summary.exitCode, 4);
    EXPECT_EQ(summary.name, QStringLiteral("before"));
    ASSERT_EQ(summary.gpus.size(), 2);
    EXPECT_GE(summary.gpus[0].sampleCount, 5);
    // The new run is selected: its summary and one power line per GPU.
    EXPECT_TRUE(view.summaryText()->toPlainText().contains(QStringLiteral("Wh")));
    EXPECT_EQ(view.plot()->graphCount(), 2);
    EXPECT_GE(view.plot()->plot()->itemCount(), 4) << "start and end markers";
    EXPECT_TRUE(view.plot()->plot()->legend->visible());
    EXPECT_TRUE(view.plot()->emptyText().isEmpty());
    EXPECT_TRUE(view.plot()->plot()->xAxis->visible() && view.plot()->plot()->yAxis->visible()) << "lines come with their axes";
    screenshot(view, QStringLiteral("runs-view.png"));

    // A second run, then both compared: energy and time side by side.
    request.name = QStringLiteral("after");
    request.command = {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 0.3")};
    request.deviceIndices = {1};
    ASSERT_TRUE(recordOne(view, sampler, request));
    ASSERT_EQ(view.runs().size(), 2);
    view.selectRuns({0, 1});
    QTableWidget *table = view.compare()->table();
    ASSERT_GE(table->rowCount(), 3);
    EXPECT_EQ(table->item(0, 0)->text(), QStringLiteral("before")) << "A is the older run";
    EXPECT_EQ(table->item(0, 1)->text(), QStringLiteral("after"));
    const auto a = RunCompareWidget::figuresOf(view.runs()[1].summary);
    const auto b = RunCompareWidget::figuresOf(view.runs()[0].summary);
    ASSERT_TRUE(a.energyWattHours && b.energyWattHours);
    EXPECT_LT(*b.energyWattHours, *a.energyWattHours) << "one GPU for half the time uses less energy";
    EXPECT_TRUE(table->item(2, 2)->text().startsWith(QLatin1Char('-'))) << table->item(2, 2)->text().toStdString();
    // One max temperature row per catalogue sensor either run read, in the catalogue's words.
    QStringList rowLabels;
    for (int r = 0; r < table->rowCount(); ++r)
        rowLabels << table->verticalHeaderItem(r)->text();
    int sensorsRead = 0;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const bool read = a.maxTemperatures.celsius(sensor) || b.maxTemperatures.celsius(sensor);
        sensorsRead += read ? 1 : 0;
        EXPECT_EQ(rowLabels.contains(QStringLiteral("Max temperature: %1").arg(temperatureSensorLabel(sensor))), read || sensor.hotspot)
            << sensor.key;
    }
    EXPECT_GE(sensorsRead, 2) << "the simulated GPUs read edge, junction and memory";
    EXPECT_EQ(view.compare()->plot()->graphCount(), 3); // 2 GPUs of A + 1 of B
    screenshot(view, QStringLiteral("runs-compare.png"));

    // In Chinese the sensor rows read the catalogue's translated words.
    ASSERT_TRUE(applyLanguage(QStringLiteral("zh_CN")));
    view.selectRuns({0, 1});
    QStringList zhLabels;
    for (int r = 0; r < table->rowCount(); ++r)
        zhLabels << table->verticalHeaderItem(r)->text();
    EXPECT_TRUE(zhLabels.contains(QStringLiteral("最高温度：结温"))) << zhLabels.join(QLatin1Char('|')).toStdString();
    screenshot(view, QStringLiteral("runs-compare-zh_CN.png"));
    ASSERT_TRUE(applyLanguage(QStringLiteral("en")));
}

TEST(RunsView, AttachingToNothingFailsWithAReason)
{
    QTemporaryDir store;
    RunsView view(nullptr, store.path());
    RunRequest request;
    request.attach = true;
    request.pid = 4194304 + 5;
    QString error;
    EXPECT_FALSE(view.startRecording(request, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(view.isRecording());
    EXPECT_TRUE(QDir(store.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty()) << "no empty run folder";
}

TEST(RunsView, ACommandThatDidNotStartIsNotSavedAndTheStatusSaysWhy)
{
    // Issue 37 (review D13): a command that never started is not a run: no folder is left, the list stays empty, the
    // status line says why; a long status line does not widen the view.
    QTemporaryDir store;
    FakeSampler sampler;
    RunsView view(nullptr, store.path());
    view.setDevices(sampler.set->devices());
    view.resize(900, 600);
    view.show();
    RunRequest request;
    request.command = {QStringLiteral("/nonexistent/no-such-program")};
    QString error;
    ASSERT_TRUE(view.startRecording(request, &error)) << error.toStdString();
    QObject::connect(&view, &RunsView::sampleNowRequested, [&] { view.addSnapshot(sampler.tick()); });
    QElapsedTimer timer;
    timer.start();
    while (view.isRecording() && timer.elapsed() < 30000) {
        view.addSnapshot(sampler.tick());
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    ASSERT_FALSE(view.isRecording());
    EXPECT_TRUE(view.runs().isEmpty());
    EXPECT_TRUE(QDir(store.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty()) << "no run folder";
    auto *status = view.findChild<QLabel *>(QStringLiteral("runsStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_TRUE(status->text().contains(QStringLiteral("did not start"))) << status->text().toStdString();
    EXPECT_TRUE(status->text().contains(QStringLiteral("/nonexistent/no-such-program"))) << status->text().toStdString();
    EXPECT_LE(view.minimumSizeHint().width(), 900) << "the status line widens the view";
}

TEST(RunsView, TheStatusShowsTheCommandsRealPid)
{
    QTemporaryDir store;
    FakeSampler sampler;
    RunsView view(nullptr, store.path());
    view.setDevices(sampler.set->devices());
    RunRequest request;
    request.command = {QStringLiteral("sleep"), QStringLiteral("0.5")};
    QString error;
    ASSERT_TRUE(view.startRecording(request, &error)) << error.toStdString();
    auto *status = view.findChild<QLabel *>(QStringLiteral("runsStatus"));
    ASSERT_NE(status, nullptr);
    QElapsedTimer timer;
    timer.start();
    while (!status->text().contains(QStringLiteral("(PID ")) || status->text().contains(QStringLiteral("(PID 0)"))) {
        ASSERT_LT(timer.elapsed(), 30000) << status->text().toStdString();
        QApplication::processEvents(QEventLoop::AllEvents, 50); // no snapshot: the start itself updates the line
    }
    QObject::connect(&view, &RunsView::sampleNowRequested, [&] { view.addSnapshot(sampler.tick()); });
    while (view.isRecording() && timer.elapsed() < 30000) {
        view.addSnapshot(sampler.tick());
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    EXPECT_FALSE(view.isRecording());
}

TEST(RunsView, TheRecordDialogRefusesAWorkingFolderThatIsNotThere)
{
    FakeSampler sampler;
    RecordRunDialog dialog(sampler.set->devices());
    auto *command = dialog.findChild<QLineEdit *>(QStringLiteral("recordRunCommand"));
    auto *folder = dialog.findChild<QLineEdit *>(QStringLiteral("recordRunFolder"));
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("recordRunProblem"));
    ASSERT_TRUE(command && folder && problem);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    command->setText(QStringLiteral("sleep 25"));
    EXPECT_TRUE(ok->isEnabled());
    folder->setText(QStringLiteral("/does/not/exist"));
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_TRUE(problem->text().contains(QStringLiteral("/does/not/exist"))) << problem->text().toStdString();
    folder->setText(QDir::tempPath());
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_TRUE(problem->text().isEmpty());
}
