// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/GpuProcess.h"

#include <QJsonArray>
#include <QJsonObject>

namespace rocmtune {

// {"pid","device","command","command_line","user","uid","name_visible",
//  "display_name","vram_used_bytes","cu_occupancy_percent","simulated"}
// Unknown values are null.
QJsonObject gpuProcessToJson(const GpuProcess &process);
QJsonArray gpuProcessesToJson(const GpuProcessList &processes);
GpuProcess gpuProcessFromJson(const QJsonObject &object);
// A process's "job": {"slurm_job_id","slurm_user","slurm_partition","pod_uid",
// "pod","namespace","container_id"}, only the keys that are known; left out
// of a process that runs in no job.
QJsonObject processJobToJson(const ProcessJob &job);
ProcessJob processJobFromJson(const QJsonObject &object);

} // namespace rocmtune
