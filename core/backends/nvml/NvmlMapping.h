// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

// Pure conversions from NVML's encodings to the core catalogue's units.
namespace rocmtune::nvml {

// PCIe generation -> transfer rate per lane (gen 1: 2.5 GT/s ... gen 6: 64 GT/s);
// nothing for a generation NVML should never report.
std::optional<double> pcieGenerationToGigaTransfersPerSecond(unsigned int generation);

// nvmlClocksEventReasons bits -> ThrottleReason bits (core/telemetry/Metric.h).
unsigned throttleReasonsFromClockEvents(unsigned long long reasons);

// "00000000:18:00.0" -> "0000:18:00.0" (the Linux sysfs form the AMD backend
// uses); a domain above 0xffff keeps all its digits.
QString normalizedPciBusId(const char *nvmlBusId);

// nvmlPciInfo_t.pciDeviceId (device << 16 | vendor) -> "10de:2335".
QString pciIdFromDeviceId(unsigned int pciDeviceId);

// CUDA compute capability -> "sm_90".
QString archFromComputeCapability(int major, int minor);

// A C string NVML filled into a fixed buffer (always terminated here).
QString fromBuffer(const char *buffer, unsigned int size);

} // namespace rocmtune::nvml
