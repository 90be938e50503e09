// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/HistoryCsv.h"

#include "core/export/SampleCsv.h"

#include <map>

namespace rocmtune {

bool writeHistoryCsv(QIODevice *out, const History &history, const DeviceList &devices,
                     const QVector<int> &deviceIndices, const QVector<MetricId> &metrics, qint64 fromMs, qint64 toMs)
{
    const SampleCsv csv(metrics);
    auto writeLine = [out](const QString &line) {
        const QByteArray bytes = line.toUtf8() + '\n';
        return out->write(bytes) == bytes.size();
    };
    if (!writeLine(csv.headerLine()))
        return false;
    for (int device : deviceIndices) {
        std::map<qint64, Sample> rows; // merged by timestamp
        for (MetricId id : metrics) {
            const Series series = history.query(device, id, fromMs, toMs);
            for (qsizetype i = 0; i < series.timesMs.size(); ++i) {
                const auto t = static_cast<qint64>(series.timesMs[i]);
                auto it = rows.try_emplace(t, device, t).first;
                it->second.set(id, series.values[i]);
                it->second.setUnsettled(series.isUnsettled(i)); // the first seconds after a wake
            }
        }
        const DeviceInfo info = device >= 0 && device < devices.size() ? devices[device] : DeviceInfo{};
        for (const auto &[time, sample] : rows) {
            if (!writeLine(csv.rowLine(info, sample)))
                return false;
        }
    }
    return true;
}

} // namespace rocmtune
