// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/PrometheusEcc.h"

#include "core/export/PrometheusExposition.h"

namespace rocmtune {

namespace {

QByteArray blockLabel(const QString &block)
{
    return ",block=\"" + PrometheusExposition::escapeLabelValue(block).toUtf8() + '"';
}

} // namespace

QByteArray prometheusEccFamilies(const QVector<QByteArray> &deviceLabels, const Snapshot &snapshot)
{
    const int count = std::min<int>(deviceLabels.size(), snapshot.samples.size());
    QByteArray enabled;
    QByteArray errors;
    for (int i = 0; i < count; ++i) {
        const Sample &sample = snapshot.samples[i];
        if (sample.state() != DeviceState::Ok || !sample.ecc().available)
            continue;
        for (const EccBlockCounts &b : sample.ecc().blocks) {
            const QByteArray labels = deviceLabels[i] + blockLabel(b.block);
            enabled += "rocmtune_gpu_ecc_enabled{" + labels + "} " + (b.enabled ? "1" : "0") + '\n';
            if (b.correctable)
                errors += "rocmtune_gpu_ecc_errors_total{" + labels + ",type=\"correctable\"} "
                    + PrometheusExposition::formatValue(static_cast<double>(*b.correctable)) + '\n';
            if (b.uncorrectable)
                errors += "rocmtune_gpu_ecc_errors_total{" + labels + ",type=\"uncorrectable\"} "
                    + PrometheusExposition::formatValue(static_cast<double>(*b.uncorrectable)) + '\n';
        }
    }
    QByteArray out;
    if (!enabled.isEmpty())
        out += "# HELP rocmtune_gpu_ecc_enabled 1 when ECC/RAS error detection is on for the block.\n"
               "# TYPE rocmtune_gpu_ecc_enabled gauge\n" + enabled;
    if (!errors.isEmpty())
        out += "# HELP rocmtune_gpu_ecc_errors_total ECC/RAS errors the driver counted per block since it loaded.\n"
               "# TYPE rocmtune_gpu_ecc_errors_total counter\n" + errors;
    return out;
}

} // namespace rocmtune
