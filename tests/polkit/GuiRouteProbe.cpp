// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-gui-route-probe: the GUI's tuning route without its widgets, for
// pkexec-route-test.sh. A Sampler on the automatically chosen backends and a
// TuningController on Route::Auto, exactly as the main window builds them: as
// a normal user and for a real GPU, every operation goes through HelperClient's
// asynchronous run (pkexec rocmtune-helper). Applies a power cap to GPU 0,
// then keeps it (the countdown dialog's "Keep"). Prints every operation's
// report as one JSON line; exit 0 when the apply was pending and the keep
// confirmed it, 1 when an operation failed, 2 on bad arguments, 3 on timeout.
//   rocmtune-gui-route-probe WATTS
#include "core/backends/BackendRegistry.h"
#include "core/sampling/Sampler.h"
#include "core/telemetry/History.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/route/TuningController.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>

using namespace rocmtune;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    bool ok = false;
    const qulonglong watts = argc == 2 ? QByteArray(argv[1]).toULongLong(&ok) : 0;
    if (!ok || watts == 0) {
        std::fprintf(stderr, "usage: rocmtune-gui-route-probe WATTS\n");
        return 2;
    }

    History history;
    SamplerThread samplerThread([] { return createDeviceSet(BackendOptions{}); }, &history);
    TuningController controller(samplerThread.sampler());
    controller.setConfirmTimeoutSeconds(60); // the keep follows at once; no revert may race it

    bool applied = false;
    QObject::connect(samplerThread.sampler(), &Sampler::devicesChanged, &controller, [&](const DeviceList &devices) {
        if (applied || devices.isEmpty())
            return;
        applied = true;
        TuningValues values;
        values.perControl.set(PowerCapValue{watts * 1000000ULL});
        controller.apply(0, values);
    }, Qt::QueuedConnection);
    QObject::connect(&controller, &TuningController::operationFinished, &app, [&](int deviceIndex, const QJsonObject &report) {
        std::printf("%s\n", QJsonDocument(report).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
        if (deviceIndex != 0)
            return; // start-up recovery of other GPUs
        const QString action = report.value(QStringLiteral("action")).toString();
        const QString outcome = report.value(QStringLiteral("outcome")).toString();
        if (!report.value(QStringLiteral("ok")).toBool())
            app.exit(1);
        else if (action == QLatin1String("apply") && outcome == QLatin1String("pending"))
            controller.keep(0);
        else if (action == QLatin1String("confirm"))
            app.exit(outcome == QLatin1String("confirmed") ? 0 : 1);
    });
    QTimer::singleShot(60000, &app, [&] {
        std::fprintf(stderr, "rocmtune-gui-route-probe: no answer within 60 s\n");
        app.exit(3);
    });
    samplerThread.start();
    return app.exec();
}
