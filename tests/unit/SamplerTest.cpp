// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/Sampler.h"
#include "tests/support/DeviceSetOf.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <gtest/gtest.h>

#include <atomic>

using namespace rocmtune;

namespace {

QCoreApplication &app()
{
    static int argc = 1;
    static char name[] = "sampler_test";
    static char *argv[] = {name, nullptr};
    static QCoreApplication instance(argc, argv);
    return instance;
}

DeviceSetFactory simulatedFactory(int gpus, SimulatedBackend **out = nullptr)
{
    return [gpus, out] {
        SimulatedOptions options;
        options.deviceCount = gpus;
        options.manualClock = true;
        auto backend = std::make_unique<SimulatedBackend>(options);
        if (out)
            *out = backend.get();
        return rocmtune::testing::deviceSetOf(std::move(backend));
    };
}

// Spins the event loop until pred() or the deadline.
bool waitFor(const std::function<bool()> &pred, int timeoutMs = 5000)
{
    QElapsedTimer t;
    t.start();
    while (!pred() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return pred();
}

// A backend whose reads block, to prove a slow driver never blocks the caller.
class SlowBackend : public SimulatedBackend
{
public:
    Sample readSample(int index) override
    {
        QThread::msleep(300);
        return SimulatedBackend::readSample(index);
    }
};

} // namespace

TEST(Sampler, PublishesSnapshotsAtTheInterval)
{
    app();
    History history(100);
    SamplerThread thread(simulatedFactory(2), &history);
    std::vector<SnapshotPtr> received;
    QObject context;
    QObject::connect(thread.sampler(), &Sampler::snapshotReady, &context,
                     [&](const SnapshotPtr &s) { received.push_back(s); });
    QElapsedTimer elapsed;
    elapsed.start();
    thread.start(100);
    ASSERT_TRUE(waitFor([&] { return received.size() >= 6; }));
    const qint64 ms = elapsed.elapsed();
    // 6 snapshots: the first at start, then five intervals of 100 ms.
    EXPECT_GE(ms, 450);
    EXPECT_LT(ms, 3000);
    for (std::size_t i = 1; i < received.size(); ++i)
        EXPECT_EQ(received[i]->sequence, received[i - 1]->sequence + 1);
    ASSERT_EQ(received.back()->samples.size(), 2);
    EXPECT_EQ(received.back()->samples[1].deviceIndex(), 1);
    EXPECT_GE(history.size(0), 6);
    EXPECT_EQ(thread.sampler()->devices().size(), 2);
}

TEST(Sampler, FailingDeviceMarksItsSampleAndSamplingGoesOn)
{
    app();
    SimulatedBackend *backend = nullptr;
    SamplerThread thread(simulatedFactory(2, &backend), nullptr);
    std::vector<SnapshotPtr> received;
    QObject context;
    QObject::connect(thread.sampler(), &Sampler::snapshotReady, &context,
                     [&](const SnapshotPtr &s) { received.push_back(s); });
    thread.start(100);
    ASSERT_TRUE(waitFor([&] { return !received.empty(); }));
    thread.sampler()->call([](DeviceSet *set) {
        auto *sim = static_cast<SimulatedBackend *>(set->backends().front().get());
        sim->setDeviceLost(0, true);
        sim->setReadError(1, true);
    });
    const std::size_t before = received.size();
    ASSERT_TRUE(waitFor([&] { return received.size() >= before + 3; }));
    const SnapshotPtr last = received.back();
    EXPECT_EQ(last->samples[0].state(), DeviceState::Lost);
    EXPECT_EQ(last->samples[1].state(), DeviceState::Error);
    EXPECT_FALSE(last->samples[1].message().isEmpty());
    thread.sampler()->call([](DeviceSet *set) {
        static_cast<SimulatedBackend *>(set->backends().front().get())->setDeviceLost(0, false);
    });
    const std::size_t later = received.size();
    ASSERT_TRUE(waitFor([&] { return received.size() >= later + 2; }));
    EXPECT_EQ(received.back()->samples[0].state(), DeviceState::Ok);
}

TEST(Sampler, SlowBackendDoesNotBlockTheCallerThread)
{
    app();
    DeviceSetFactory factory = [] { return rocmtune::testing::deviceSetOf(std::make_unique<SlowBackend>()); };
    SamplerThread thread(factory, nullptr);
    std::atomic<int> snapshots{0};
    QObject context;
    QObject::connect(thread.sampler(), &Sampler::snapshotReady, &context, [&](const SnapshotPtr &) { ++snapshots; });
    thread.start(100);
    // While the sampler sits in 600 ms reads, this thread's event loop keeps
    // turning: a 10 ms timer fires many times.
    int timerTicks = 0;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] { ++timerTicks; });
    timer.start(10);
    ASSERT_TRUE(waitFor([&] { return snapshots >= 1; }, 5000));
    waitFor([] { return false; }, 500);
    EXPECT_GT(timerTicks, 20);
}

TEST(Sampler, IntervalIsClampedToTheAllowedRange)
{
    app();
    SamplerThread thread(simulatedFactory(1), nullptr);
    thread.start(5);
    waitFor([&] { return thread.sampler()->ticks() > 0; });
    EXPECT_EQ(thread.sampler()->intervalMs(), Sampler::kMinIntervalMs);
    QMetaObject::invokeMethod(thread.sampler(), [s = thread.sampler()] { s->setIntervalMs(60000); }, Qt::BlockingQueuedConnection);
    EXPECT_EQ(thread.sampler()->intervalMs(), Sampler::kMaxIntervalMs);
}

TEST(Sampler, StopsCleanlyWhenDestroyedMidTick)
{
    app();
    for (int i = 0; i < 5; ++i) {
        SamplerThread thread(simulatedFactory(4), nullptr);
        thread.start(100);
        ASSERT_TRUE(waitFor([&] { return thread.sampler()->ticks() > 0; }));
    } // each destructor stops the timer and joins the thread; a hang fails by timeout
}

TEST(Sampler, ForcedBackendThatFailsReportsWhy)
{
    app();
    // Forced NVML whose library is missing (as on a machine without the
    // NVIDIA driver, whatever this machine has).
    DeviceSetFactory factory = [] {
        qputenv("ROCMTUNE_NVML_LIBRARY", "/nonexistent/libnvidia-ml.so.1");
        BackendOptions options;
        options.choice = BackendChoice::Nvml;
        DeviceSetResult result = createDeviceSet(options);
        qunsetenv("ROCMTUNE_NVML_LIBRARY");
        return result;
    };
    SamplerThread thread(factory, nullptr);
    bool done = false, ok = true;
    QString message;
    QObject context;
    QObject::connect(thread.sampler(), &Sampler::started, &context, [&](bool success, const QString &why) {
        done = true;
        ok = success;
        message = why;
    });
    thread.start(100);
    ASSERT_TRUE(waitFor([&] { return done; }, 10000));
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.contains(QStringLiteral("libnvidia-ml.so.1 does not exist"))) << message.toStdString();
}
