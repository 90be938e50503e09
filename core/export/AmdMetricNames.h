// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QByteArray>
#include <QString>

namespace rocmtune {

// The core gauges again under the names and units of AMD's Device Metrics
// Exporter (`rocmtune-cli export --amd-metric-names`), so dashboards and
// alerts written for it work on cards it does not serve (Radeon, APUs).
// Names and units as AMD documents them: the Device Metrics Exporter's
// "List of Available Metrics" (docs/configuration/metricslist.md in
// github.com/ROCm/device-metrics-exporter): GPU_EDGE_TEMPERATURE,
// GPU_JUNCTION_TEMPERATURE, GPU_MEMORY_TEMPERATURE (Celsius), GPU_POWER_USAGE,
// GPU_AVERAGE_PACKAGE_POWER (W), GPU_GFX_ACTIVITY, GPU_UMC_ACTIVITY (%),
// GPU_USED_VRAM, GPU_TOTAL_VRAM, GPU_FREE_VRAM (MB), GPU_CLOCK (MHz, label
// clock_type GPU_CLOCK_TYPE_SYSTEM / GPU_CLOCK_TYPE_MEMORY, clock_index),
// GPU_ENERGY_CONSUMED (µJ), GPU_ECC_CORRECT_TOTAL, GPU_ECC_UNCORRECT_TOTAL,
// PCIE_REPLAY_COUNT, exposed in lower case without a prefix like its default
// configuration, with its labels gpu_id, serial_number, card_model,
// hostname. A value the GPU does not report is left out, as everywhere.
QByteArray prometheusAmdMetricFamilies(const DeviceList &devices, const Snapshot &snapshot, const QString &hostname);

} // namespace rocmtune
