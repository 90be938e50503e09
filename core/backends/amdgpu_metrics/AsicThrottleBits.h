// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace rocmtune::amdgpu {

// gpu_metrics' throttle_status carries the firmware's own ThrottlerStatus
// bits, whose layout differs per SMU generation; only v1.3 and v2.2+ add the
// generation-independent indep_throttle_status. The layouts modelled here,
// from the amdgpu driver's firmware interface headers:
// - Navi1x (smu11_driver_if_navi10.h): TEMP_EDGE 1, TEMP_HOTSPOT 2, TEMP_MEM 3,
//   TEMP_VR_GFX/MEM0/MEM1/SOC 4-7, TEMP_LIQUID0/1 8-9, TEMP_PLX 10, TEMP_SKIN 11,
//   TDC_GFX/SOC 12-13, PPT0-3 14-17, FIT 18, PPM 19, APCC 20 (bit 0 padding);
// - Arcturus, MI100 (smu11_driver_if_arcturus.h): TEMP_EDGE 1, TEMP_HOTSPOT 2,
//   TEMP_MEM 3, TEMP_VR_GFX/MEM/SOC 4-6, TDC_GFX/SOC 7-8, PPT0-3 9-12, PPM 13,
//   FIT 14, APCC 15, VRHOT0/1 16-17;
// - MI300 (smu_v13_0_6, the gpu_metrics v1.4/v1.5 tables): PROCHOT 0, PPT 1,
//   THERMAL_SOCKET 2 (AID, XCD, CCD), THERMAL_VR 3 (VRHOT), THERMAL_HBM 4;
// - Vega20, Radeon VII / MI50 / MI60 (vega20_hwmgr's v1.0 table,
//   smu11_driver_if.h THROTTLER_STATUS_*): TEMP_EDGE 1, TEMP_HOTSPOT 2,
//   TEMP_HBM 3, TEMP_VR_GFX/SOC/MEM0/MEM1 4-7, TEMP_LIQUID 8, TEMP_PLX 9,
//   TEMP_SKIN 10, TDC_GFX/SOC 11-12, PPT 13, FIT 14, PPM 15 (bit 0 padding);
// - Sienna Cichlid, Navi2x (smu11_driver_if_sienna_cichlid.h, the v1.0/v1.1
//   tables of kernels before 5.15): TEMP_EDGE 1, TEMP_HOTSPOT 2, TEMP_MEM 3,
//   TEMP_VR_GFX/MEM0/MEM1/SOC 4-7, TEMP_LIQUID0/1 8-9, TEMP_PLX 10,
//   TDC_GFX/SOC 11-12, PPT0-3 13-16, FIT 17, PPM 18, APCC 19 (bit 0 padding);
// - Aldebaran, MI200 (smu13_driver_if_aldebaran.h, the v1.1/v1.2 tables):
//   PPT0/1 0-1, TDC_GFX/SOC/HBM 2-4, TEMP_GPU 6 (hotspot), TEMP_MEM 7,
//   TEMP_VR_GFX/SOC/MEM 11-13, APCC 19 (5, 8-10, 14-18 spare).
enum class SmuThrottlerLayout : unsigned char { Unknown, Navi1x, Arcturus, Mi300, Vega20, SiennaCichlid, Aldebaran };

// The layout of a table revision on a card with this PCI device id: v1.4+
// is MI300's whatever the id; v1.0-v1.2 by the id (Vega20, Navi10/14/12,
// Arcturus, Navi21-24, Aldebaran); Unknown for every other card and every
// other revision (v1.3 carries the independent bits instead).
SmuThrottlerLayout smuThrottlerLayout(int formatRevision, int contentRevision, std::optional<quint16> pciDeviceId);

// The ThrottleReason bits (telemetry/Metric.h) of a throttle_status value;
// nullopt for an Unknown layout. A finer reason comes with its coarse one
// (hotspot temperature also sets temperature), as the independent bits do.
std::optional<unsigned> throttleReasonsFromAsicBits(quint32 bits, SmuThrottlerLayout layout);

// The PCI device id in a device directory's "device" file ("0x731f").
std::optional<quint16> pciDeviceIdOf(const QString &deviceDir);

} // namespace rocmtune::amdgpu
