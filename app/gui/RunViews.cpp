// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/RunViews.h"

#include "widgets/context/AppContext.h"
#include "widgets/processes/ProcessesView.h"
#include "widgets/runs/RunsView.h"
#include "widgets/shell/MainWindow.h"

namespace rocmtune::gui {

void addProcessAndRunViews(MainWindow &window, AppContext &context)
{
    auto *processes = new ProcessesView;
    auto *runs = new RunsView;
    processes->setDevices(context.devices());
    runs->setDevices(context.devices());
    runs->setShownNames(context.shownDeviceNames());
    QObject::connect(&context, &AppContext::devicesChanged, processes, [processes, runs, &context] {
        processes->setDevices(context.devices());
        runs->setDevices(context.devices());
        runs->setShownNames(context.shownDeviceNames());
    });
    QObject::connect(&context, &AppContext::settingsChanged, runs, [runs, &context] { runs->setShownNames(context.shownDeviceNames()); });
    QObject::connect(&context, &AppContext::snapshotArrived, processes, &ProcessesView::setSnapshot);
    QObject::connect(&context, &AppContext::snapshotArrived, runs, &RunsView::addSnapshot);
    QObject::connect(processes, &ProcessesView::recordProcessRequested, runs, [&window, runs](qint64 pid) {
        window.showView(runs);
        runs->recordProcess(pid);
    });
    QObject::connect(runs, &RunsView::sampleNowRequested, &context, [&context] {
        if (Sampler *sampler = context.sampler())
            QMetaObject::invokeMethod(sampler, &Sampler::tickNow, Qt::QueuedConnection);
    });
    window.addView(processes);
    window.addView(runs);
}

} // namespace rocmtune::gui
