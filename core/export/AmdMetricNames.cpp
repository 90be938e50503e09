// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/AmdMetricNames.h"

#include "core/export/PrometheusExposition.h"

#include <vector>

namespace rocmtune {

namespace {
struct AmdSeries {
    MetricId id;
    const char *extraLabels; // nullptr or ",clock_type=..."
    double scale;            // from the catalogue's unit to AMD's
};
struct AmdFamily {
    const char *name;
    std::vector<AmdSeries> series;
};

const std::vector<AmdFamily> &amdFamilies()
{
    using enum MetricId;
    constexpr double kMegabytes = 1.0 / (1024 * 1024);
    static const std::vector<AmdFamily> table{
        {"gpu_edge_temperature", {{TemperatureEdge, nullptr, 1}}},
        {"gpu_junction_temperature", {{TemperatureJunction, nullptr, 1}}},
        {"gpu_memory_temperature", {{TemperatureMemory, nullptr, 1}}},
        {"gpu_power_usage", {{PowerAverage, nullptr, 1}}},
        {"gpu_average_package_power", {{PowerAverage, nullptr, 1}}},
        {"gpu_gfx_activity", {{GpuBusy, nullptr, 1}}},
        {"gpu_umc_activity", {{MemoryBusy, nullptr, 1}}},
        {"gpu_used_vram", {{VramUsed, nullptr, kMegabytes}}},
        {"gpu_total_vram", {{VramTotal, nullptr, kMegabytes}}},
        {"gpu_clock",
         {{GfxClock, ",clock_type=\"GPU_CLOCK_TYPE_SYSTEM\",clock_index=\"0\"", 1},
          {MemoryClock, ",clock_type=\"GPU_CLOCK_TYPE_MEMORY\",clock_index=\"0\"", 1}}},
        {"gpu_energy_consumed", {{EnergyConsumed, nullptr, 1e6}}},
        {"pcie_replay_count", {{PcieReplayCount, nullptr, 1}}},
    };
    return table;
}

QByteArray amdHeader(const char *name)
{
    return QByteArray("# HELP ") + name + " rocmtune's value under AMD Device Metrics Exporter's name and unit.\n# TYPE " + name + " gauge\n";
}

QByteArray amdLabel(const char *name, const QString &value)
{
    return QByteArray(name) + "=\"" + PrometheusExposition::escapeLabelValue(value).toUtf8() + '"';
}
} // namespace

QByteArray prometheusAmdMetricFamilies(const DeviceList &devices, const Snapshot &snapshot, const QString &hostname)
{
    const int count = std::min<int>(devices.size(), snapshot.samples.size());
    QVector<QByteArray> labels;
    for (int i = 0; i < count; ++i) {
        const DeviceInfo &d = devices[i];
        labels << amdLabel("gpu_id", QString::number(i)) + ',' + amdLabel("serial_number", d.serial) + ',' + amdLabel("card_model", d.name)
                + ',' + amdLabel("hostname", hostname);
    }
    QByteArray out;
    auto value = [&](int i, MetricId id) -> std::optional<double> {
        if (auto v = snapshot.samples[i].value(id))
            return v;
        if (id == MetricId::VramTotal && devices[i].vramTotalBytes)
            return static_cast<double>(*devices[i].vramTotalBytes);
        return std::nullopt;
    };
    for (const AmdFamily &family : amdFamilies()) {
        QByteArray lines;
        for (int i = 0; i < count; ++i) {
            if (snapshot.samples[i].state() != DeviceState::Ok)
                continue;
            for (const AmdSeries &s : family.series) {
                if (const auto v = value(i, s.id))
                    lines += QByteArray(family.name) + '{' + labels[i] + (s.extraLabels ? s.extraLabels : "") + "} "
                        + PrometheusExposition::formatValue(*v * s.scale) + '\n';
            }
        }
        if (!lines.isEmpty())
            out += amdHeader(family.name) + lines;
    }
    // Free VRAM and the ECC totals are sums and differences, not catalogue rows.
    QByteArray freeVram, correctable, uncorrectable;
    for (int i = 0; i < count; ++i) {
        const Sample &s = snapshot.samples[i];
        if (s.state() != DeviceState::Ok)
            continue;
        const auto used = value(i, MetricId::VramUsed);
        const auto total = value(i, MetricId::VramTotal);
        if (used && total)
            freeVram += "gpu_free_vram{" + labels[i] + "} " + PrometheusExposition::formatValue((*total - *used) / (1024.0 * 1024.0)) + '\n';
        if (const auto c = s.ecc().totalCorrectable())
            correctable += "gpu_ecc_correct_total{" + labels[i] + "} " + PrometheusExposition::formatValue(static_cast<double>(*c)) + '\n';
        if (const auto u = s.ecc().totalUncorrectable())
            uncorrectable += "gpu_ecc_uncorrect_total{" + labels[i] + "} " + PrometheusExposition::formatValue(static_cast<double>(*u)) + '\n';
    }
    if (!freeVram.isEmpty())
        out += amdHeader("gpu_free_vram") + freeVram;
    if (!correctable.isEmpty())
        out += amdHeader("gpu_ecc_correct_total") + correctable;
    if (!uncorrectable.isEmpty())
        out += amdHeader("gpu_ecc_uncorrect_total") + uncorrectable;
    return out;
}

} // namespace rocmtune
