// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// The fixed properties of a simulated card, modelled on a real one.
struct SimulatedCardSpec {
    QString name;            // real marketing name; the backend prefixes "Simulated"
    QString gfxArch;
    QString pciId;
    quint64 vramBytes = 0;
    double powerCapDefaultWatts = 0;
    double powerCapMinWatts = 0;
    double powerCapMaxWatts = 0;
    double idlePowerWatts = 0;
    double fullLoadPowerWatts = 0; // at max GFX clock and 100% load, uncapped
    int gfxClockMinMegahertz = 0;
    int gfxClockMaxMegahertz = 0;
    int gfxClockOdMaxMegahertz = 0; // overdrive range top (OD_RANGE)
    int memoryClockMinMegahertz = 0;
    int memoryClockMaxMegahertz = 0;
    int memoryClockOdMaxMegahertz = 0;
    QVector<int> gfxDpmLevelsMegahertz;
    QVector<int> memoryDpmLevelsMegahertz;
    double edgeCriticalCelsius = 100;
    double junctionCriticalCelsius = 110;
    double memoryCriticalCelsius = 100;
    double emergencyMarginCelsius = 5;
    double thermalResistanceCelsiusPerWatt = 0.15; // heat sink to ambient at full fan
    double thermalTimeConstantSeconds = 20;
    bool hasFan = true;
    int fanMaxRpm = 3300;
    double vddgfxMinMillivolts = 700;
    double vddgfxMaxMillivolts = 1150;
    double pcieSpeedGigaTransfers = 16;
    int pcieWidthLanes = 16;
    // A link that retransmits under load (a bad riser): pcie_replay_count
    // grows by this many a second at full utilisation. 0: not modelled (the
    // samples carry no replay count).
    double pcieReplaysPerBusySecond = 0;
    bool hasPowerProfiles = true;
    // RDNA3-style firmware fan control (gpu_od/fan_ctrl). The driver values
    // of pp_od_clk_voltage (the voltage offset, ...) come from their
    // catalogue rows (DriverValues.h) by gfxArch.
    bool hasFirmwareFanCurve = false;
    // Voltage at the top of the V/F curve (power grows with the square of it).
    double vfTopMillivolts = 1100;
    // The hidden stability limit: an offset below this one makes the card
    // compute wrong results under load. Real cards differ one from the next;
    // the simulator draws it from the seed (SimulatedGpu) within this band.
    int stableOffsetBandMinMillivolts = 0;
    int stableOffsetBandMaxMillivolts = 0;
    // Vega20 / RDNA1 voltage curve (OD_VDDC_CURVE) at boot, and each
    // point's VDDC_CURVE_SCLK[N] / VDDC_CURVE_VOLT[N] range; empty: none.
    VoltageCurveControl voltageCurve;

    static SimulatedCardSpec radeonRx7900Xtx();
    static SimulatedCardSpec instinctMi210();
    static SimulatedCardSpec radeonVii();
    // "rx7900xtx", "mi210", "radeon-vii" (ROCMTUNE_SIM_CARDS); nullopt: unknown.
    static std::optional<SimulatedCardSpec> fromKey(const QString &key);
    static QStringList keys();
};

} // namespace rocmtune
