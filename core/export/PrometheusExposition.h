// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QByteArray>
#include <QString>

namespace rocmtune {

// Renders a snapshot in the Prometheus text exposition format 0.0.4.
//
// Naming follows the Prometheus conventions: prefix rocmtune_, base units in
// the name (celsius, watts, hertz, bytes, volts, joules), ratios 0..1 with a
// _ratio suffix (utilisation and fan duty are published as ratios, not
// percent), counters end in _total. Every per-GPU series carries the labels
// gpu (our index), uuid (unique id, else PCI bus id, else backend:index),
// name and arch; rocmtune_gpu_info adds the rest of the identity.
// A metric the device cannot report is left out, never written as 0.
class PrometheusExposition
{
public:
    static constexpr const char *kContentType = "text/plain; version=0.0.4; charset=utf-8";

    // snapshot may be null (nothing sampled yet): identity and build info only.
    static QByteArray render(const DeviceList &devices, const Snapshot *snapshot);

    // GPU i's labels as every per-GPU series carries them: gpu, uuid, name, arch
    // (rendered, without braces), for the families written beside render().
    static QByteArray gpuLabels(const DeviceInfo &info, int index);

    // Label value escaping: backslash, double quote and line feed.
    static QString escapeLabelValue(const QString &value);
    // Shortest text that reads back as the same double; NaN, +Inf, -Inf.
    static QByteArray formatValue(double value);
};

} // namespace rocmtune
