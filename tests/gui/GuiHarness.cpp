// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/gui/GuiHarness.h"

#include "tests/support/DeviceSetOf.h"
#include <QTest>

namespace rocmtune::test {

GuiHarness::GuiHarness(int gpus)
{
    AppSettings settings;
    settings.samplingIntervalMs = AppSettings::kMaxIntervalMs;
    SimulatedBackend **backendOut = &backend_;
    context = std::make_unique<AppContext>(
        [gpus, backendOut] {
            SimulatedOptions options;
            options.deviceCount = gpus;
            options.manualClock = true;
            options.load = SimulatedLoad::Training;
            auto backend = std::make_unique<SimulatedBackend>(options);
            *backendOut = backend.get();
            return rocmtune::testing::deviceSetOf(std::move(backend));
        },
        settings);
    // Ticks here are 15 ms apart, far below a pixel of the default window:
    // tests see every sample; SlideThrottle has its own test.
    context->timeRange()->setSlideThrottle(false);
    window = std::make_unique<MainWindow>(context.get());
    dashboard = new DashboardView(context.get());
    overview = new OverviewView(context.get());
    window->addView(dashboard);
    window->addView(overview);
    window->resize(1280, 900);
    window->show();
    ready = QTest::qWaitForWindowExposed(window.get());
    context->start();
    ready = ready && QTest::qWaitFor([this] { return context->snapshotsReceived() >= 1 && context->currentDevice() == 0; }, 5000);
}

GuiHarness::~GuiHarness()
{
    window.reset();
    context.reset();
}

bool GuiHarness::tick(int count)
{
    for (int i = 0; i < count; ++i) {
        const quint64 want = context->snapshotsReceived() + 1;
        QTest::qWait(15); // distinct timestamps
        QMetaObject::invokeMethod(context->sampler(), &Sampler::tickNow, Qt::BlockingQueuedConnection);
        if (!QTest::qWaitFor([this, want] { return context->snapshotsReceived() >= want; }, 5000))
            return false;
    }
    QCoreApplication::processEvents(); // queued replots
    return true;
}

void GuiHarness::withBackend(const std::function<void(SimulatedBackend *)> &fn)
{
    context->sampler()->call([this, &fn](DeviceSet *) { fn(backend_); });
}

} // namespace rocmtune::test
