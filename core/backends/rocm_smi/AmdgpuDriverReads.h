// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/AmdgpuCardFiles.h"

#include <QMap>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace rocmtune::amdgpu {

// Reads of a card's driver files that every AMD backend makes itself (the
// vendor libraries skip them, the driver-files backend has nothing else):
// one copy here, used by the rocm-smi, amd-smi and sysfs backends.

// hwmon power1_input in watts: the board power of cards without
// power1_average (smu_v13_0_6 / MI300X, newer SMUs, smu7), which neither
// library reads (librocm_smi64 5.2.3 and 6.1.2 read power1_average only).
std::optional<double> readHwmonPowerInputWatts(const AmdgpuCardFiles &files);

// The PCI core's current_link_speed ("32.0 GT/s PCIe") and
// current_link_width: the link of a card whose driver prints no pp_dpm_pcie
// levels (MI300X). nullopt when either is missing or not in that format.
std::optional<std::pair<double, int>> readPciCoreLink(const AmdgpuCardFiles &files);

// A whole non-negative decimal number in a file ("0\n"): pcie_replay_count,
// hwmon values. nullopt when missing or anything else.
std::optional<quint64> readDecimalFile(const QString &path);

// Names of the card a cut or bare library name is completed from
// (wholeGpuName in ../PciIdNames.h), in this order: product_name (the
// board's FRU), libdrm's amdgpu.ids for its device id and revision, the PCI
// id database's subsystem and device lines. Read from files the driver
// answers without waking the card.
QStringList gpuNameCandidates(const AmdgpuCardFiles &files);

// The driver's per-process KFD files under /sys/class/kfd/kfd/proc/<pid>,
// read by both AMD library backends (ROCm SMI and AMD SMI): the libraries
// list the compute processes, these files give each one's figures on a GPU.

// True when /sys/class/kfd/kfd/proc is a folder the libraries' KFD code may
// list: both the Debian 5.2.3 ROCm SMI and AMD SMI assert() (aborting the
// app) on an entry that is not a number or a pasid file that does not hold
// one; the driver never writes either, but nothing the driver files say may
// crash us.
bool kfdProcTreeIsSafe();

// The processes with the KFD open: the decimal entries of
// /sys/class/kfd/kfd/proc, by PID (others skipped); nullopt when that folder
// is missing (which processes use a GPU is then not known).
std::optional<QVector<quint32>> kfdProcessIds();

// The VRAM the process uses on the GPU with this KFD gpu_id (vram_<gpu_id>);
// nullopt when the file is missing (the process is not on that GPU, or ended).
std::optional<quint64> kfdProcessVramBytes(quint32 pid, quint64 gpuId);

// The share of the GPU's compute units the process occupies (the driver counts
// occupied CUs in stats_<gpu_id>/cu_occupancy; the share of all of them is
// what people compare); nullopt when unknown or totalCus is 0.
std::optional<double> kfdProcessCuOccupancyPercent(quint32 pid, quint64 gpuId, quint64 totalCus);

// The GPU's compute units from its KFD topology properties (simd_count /
// simd_per_cu); 0 when they are missing.
quint64 kfdTotalComputeUnits(const QMap<QString, quint64> &kfdProperties);

} // namespace rocmtune::amdgpu
