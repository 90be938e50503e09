// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/telemetry/Metric.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune::amdgpu {

// Parsers of the amdgpu driver's text files, written from the driver's
// documented formats. They never assert: anything they do not understand
// gives std::nullopt or an empty result.

// pp_dpm_sclk / pp_dpm_mclk ...: "<i>: <f>Mhz[ *]" lines; newer kernels add a
// deep-sleep line "S: 19Mhz *".
struct DpmLevel {
    double megahertz = 0;
    bool current = false;
    bool deepSleep = false;
};
struct DpmTable {
    QVector<DpmLevel> levels; // in file order (deep-sleep first when present)
    std::optional<double> currentMegahertz() const;
    std::optional<double> minMegahertz() const; // lowest non-deep-sleep level
    std::optional<double> maxMegahertz() const;
    QVector<int> levelsMegahertz() const;       // non-deep-sleep levels
};
std::optional<DpmTable> parseDpmTable(const QByteArray &text);

// pp_dpm_pcie: "<i>: <rate>GT/s, x<lanes> <lclk>Mhz[ *]".
struct PcieLevel {
    double gigatransfersPerSecond = 0;
    int lanes = 0;
    bool current = false;
};
std::optional<QVector<PcieLevel>> parsePcieTable(const QByteArray &text);

// gpu_metrics (binary): the throttle reasons as ThrottleReason bits, from the
// ASIC-independent bits (indep_throttle_status, v1.3, v2.2+) or, where the
// revision lacks them, the firmware's own throttle_status for the layouts
// AsicThrottleBits.h models (MI300's v1.4/1.5; Vega20, Navi1x, Arcturus,
// Navi2x and Aldebaran by their PCI device id). nullopt otherwise or for a
// short/garbled table.
std::optional<unsigned> throttleReasonsFromGpuMetrics(const QByteArray &table, std::optional<quint16> pciDeviceId = std::nullopt);

// pp_od_clk_voltage in the layouts of Vega20, RDNA2/RDNA3 (OD_SCLK/OD_MCLK/
// OD_RANGE) and Aldebaran (GFXCLK:/MCLK: level lists).
struct ClockPair {
    int minMegahertz = 0;
    int maxMegahertz = 0;
};
struct OdClockTable {
    std::optional<ClockPair> sclk;      // current soft range (OD_SCLK / GFXCLK)
    std::optional<ClockPair> mclk;      // current range (OD_MCLK / MCLK)
    std::optional<ClockPair> sclkRange; // OD_RANGE SCLK: what the driver accepts
    std::optional<ClockPair> mclkRange; // OD_RANGE MCLK
    bool sclkWritable = false;          // "s" commands are accepted (OD_SCLK/GFXCLK)
    bool mclkWritable = false;          // "m" commands are accepted (OD_MCLK)
    // smu7 / Vega10 layout: one "<state>: <MHz> <mV>" line per DPM state, edited
    // as "s <state> <MHz> <mV>" — there is no min/max pair to set.
    bool perStateVoltages = false;
};
std::optional<OdClockTable> parseOdClockTable(const QByteArray &text);

// pp_power_profile_mode, in the row layouts (smu7, Vega, Navi, SMU13) and the
// transposed column layout of newer kernels.
struct PowerProfileTable {
    QVector<PowerProfile> available;          // the profiles this app knows
    QMap<PowerProfile, int> driverIndex;      // index to write for each
    std::optional<PowerProfile> current;      // unset when current is not known
    QString currentName;                      // the driver's name for the current one
    QStringList names;                        // every profile name in the file
};
std::optional<PowerProfileTable> parsePowerProfileTable(const QByteArray &text);

// Whether librocm_smi64 5.2.3's own parsers would read these contents without
// hitting one of their live assert()s (see README.md, decision table).
bool rsmiAcceptsDpmTable(const QByteArray &text, bool pcie);
bool rsmiAcceptsPowerProfileTable(const QByteArray &text);

// KFD gfx_target_version (110000, 90010) as an LLVM target name (gfx1100, gfx90a).
QString gfxArchFromTargetVersion(quint64 version);

// "0000:03:00.0" from a BDFID (domain << 32 | bus << 8 | device << 3 | function).
QString pciBusIdFromBdfId(quint64 bdfId);

// The start of a driver file's first line (at most 60 bytes, trimmed): what a
// message quotes of a file whose format is not understood.
QString firstLineExcerpt(const QByteArray &text);

} // namespace rocmtune::amdgpu
