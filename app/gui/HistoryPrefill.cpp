// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/HistoryPrefill.h"

#include <QDateTime>

namespace rocmtune::gui {

void prefillHistory(History &history, const SimulatedOptions &options, int seconds, int intervalMs)
{
    SimulatedOptions manual = options;
    manual.manualClock = true;
    SimulatedBackend backend(manual);
    if (!backend.initialize().ok)
        return;
    const qint64 steps = static_cast<qint64>(seconds) * 1000 / intervalMs;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 start = now - steps * intervalMs;
    for (qint64 step = 0; step < steps; ++step) {
        backend.advanceSeconds(intervalMs / 1000.0);
        Snapshot snapshot;
        snapshot.timestampMs = start + step * intervalMs;
        for (int i = 0; i < backend.deviceCount(); ++i) {
            Sample sample = backend.readSample(i);
            sample.setDeviceIndex(i);
            sample.setTimestampMs(snapshot.timestampMs);
            snapshot.samples.push_back(sample);
        }
        history.append(snapshot);
    }
}

} // namespace rocmtune::gui
