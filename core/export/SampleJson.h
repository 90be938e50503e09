// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QJsonObject>

namespace rocmtune {

// {"backend","index","id","vendor","name","arch","pci_bus_id","pci_id",
//  "unique_id","serial","vbios","driver_version","library_version",
//  "vram_total_bytes" (null if unknown),"simulated","metrics":[keys]}
QJsonObject deviceInfoToJson(const DeviceInfo &info, int deviceIndex);

// {"timestamp_ms","device","id","name","simulated","state","message",
//  "metrics":{"temp_edge":{"value":41,"unit":"celsius"}, ...},
//  "ecc": null (not available) or the counts per RAS block (EccJson.h)}
// Every catalogue metric is present; "value" is null when not available.
QJsonObject sampleToJson(const DeviceInfo &info, const Sample &sample);

// Inverse of sampleToJson's metrics part (for tests and tools reading our output).
Sample sampleFromJson(const QJsonObject &object);

} // namespace rocmtune
