// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedCardSpec.h"

namespace rocmtune {

SimulatedCardSpec SimulatedCardSpec::radeonRx7900Xtx()
{
    SimulatedCardSpec spec;
    spec.name = QStringLiteral("Radeon RX 7900 XTX");
    spec.gfxArch = QStringLiteral("gfx1100");
    spec.pciId = QStringLiteral("1002:744c");
    spec.vramBytes = 25753026560ULL; // 24 GiB board, as the driver reports it
    spec.powerCapDefaultWatts = 327;
    spec.powerCapMinWatts = 294;
    spec.powerCapMaxWatts = 361;
    spec.idlePowerWatts = 22;
    spec.fullLoadPowerWatts = 390;
    spec.gfxClockMinMegahertz = 500;
    spec.gfxClockMaxMegahertz = 2526;
    spec.gfxClockOdMaxMegahertz = 3000;
    spec.memoryClockMinMegahertz = 96;
    spec.memoryClockMaxMegahertz = 1249;
    spec.memoryClockOdMaxMegahertz = 1500;
    spec.gfxDpmLevelsMegahertz = {500, 1864, 2526};
    spec.memoryDpmLevelsMegahertz = {96, 456, 772, 1249};
    spec.edgeCriticalCelsius = 100;
    spec.junctionCriticalCelsius = 110;
    spec.memoryCriticalCelsius = 100;
    spec.thermalResistanceCelsiusPerWatt = 0.14;
    spec.thermalTimeConstantSeconds = 25;
    spec.hasFan = true;
    spec.fanMaxRpm = 3300;
    spec.pcieSpeedGigaTransfers = 16;
    spec.pcieWidthLanes = 16;
    spec.hasPowerProfiles = true;
    spec.hasFirmwareFanCurve = true;
    spec.vfTopMillivolts = 1150;
    spec.stableOffsetBandMinMillivolts = -140;
    spec.stableOffsetBandMaxMillivolts = -45;
    return spec;
}

SimulatedCardSpec SimulatedCardSpec::instinctMi210()
{
    SimulatedCardSpec spec;
    spec.name = QStringLiteral("AMD Instinct MI210");
    spec.gfxArch = QStringLiteral("gfx90a");
    spec.pciId = QStringLiteral("1002:740f");
    spec.vramBytes = 68702699520ULL; // 64 GiB HBM2e
    spec.powerCapDefaultWatts = 300;
    spec.powerCapMinWatts = 0;
    spec.powerCapMaxWatts = 300;
    spec.idlePowerWatts = 42;
    spec.fullLoadPowerWatts = 340;
    spec.gfxClockMinMegahertz = 500;
    spec.gfxClockMaxMegahertz = 1700;
    spec.gfxClockOdMaxMegahertz = 1700;
    spec.memoryClockMinMegahertz = 400;
    spec.memoryClockMaxMegahertz = 1600;
    spec.memoryClockOdMaxMegahertz = 1600;
    spec.gfxDpmLevelsMegahertz = {500, 1100, 1700};
    spec.memoryDpmLevelsMegahertz = {400, 700, 1200, 1600};
    spec.edgeCriticalCelsius = 100;
    spec.junctionCriticalCelsius = 105;
    spec.memoryCriticalCelsius = 95;
    // Passive card in a server chassis: the chassis fans do the work.
    spec.thermalResistanceCelsiusPerWatt = 0.17;
    spec.thermalTimeConstantSeconds = 35;
    spec.hasFan = false;
    spec.fanMaxRpm = 0;
    spec.pcieSpeedGigaTransfers = 16;
    spec.pcieWidthLanes = 16;
    spec.hasPowerProfiles = false;
    return spec;
}

SimulatedCardSpec SimulatedCardSpec::radeonVii()
{
    SimulatedCardSpec spec;
    spec.name = QStringLiteral("Radeon VII");
    spec.gfxArch = QStringLiteral("gfx906");
    spec.pciId = QStringLiteral("1002:66af");
    spec.vramBytes = 17163091968ULL; // 16 GiB HBM2
    spec.powerCapDefaultWatts = 250;
    spec.powerCapMinWatts = 0;
    spec.powerCapMaxWatts = 300;
    spec.idlePowerWatts = 25;
    spec.fullLoadPowerWatts = 300;
    spec.gfxClockMinMegahertz = 808;
    spec.gfxClockMaxMegahertz = 1801;
    spec.gfxClockOdMaxMegahertz = 2200;
    spec.memoryClockMinMegahertz = 351;
    spec.memoryClockMaxMegahertz = 1000;
    spec.memoryClockOdMaxMegahertz = 1200;
    spec.gfxDpmLevelsMegahertz = {808, 1304, 1801};
    spec.memoryDpmLevelsMegahertz = {351, 801, 1000};
    spec.edgeCriticalCelsius = 100;
    spec.junctionCriticalCelsius = 110;
    spec.memoryCriticalCelsius = 95;
    spec.thermalResistanceCelsiusPerWatt = 0.17;
    spec.thermalTimeConstantSeconds = 22;
    spec.hasFan = true; // three fans, driven through hwmon pwm1 (no firmware fan curve on Vega20)
    spec.fanMaxRpm = 3850;
    spec.vddgfxMinMillivolts = 738;
    spec.vddgfxMaxMillivolts = 1070; // the boot curve's top point: the live voltage follows the curve's ends
    spec.pcieSpeedGigaTransfers = 16;
    spec.pcieWidthLanes = 16;
    spec.hasPowerProfiles = true;
    spec.vfTopMillivolts = 1070;
    // vega20_hwmgr.c's OD_RANGE and OD_VDDC_CURVE as a Radeon VII prints them.
    spec.voltageCurve.points = {{808, 738}, {1304, 852}, {1801, 1070}};
    spec.voltageCurve.clockRangesMegahertz = {{808, 2200}, {808, 2200}, {808, 2200}};
    spec.voltageCurve.voltageRangesMillivolts = {{738, 1218}, {738, 1218}, {738, 1218}};
    return spec;
}

std::optional<SimulatedCardSpec> SimulatedCardSpec::fromKey(const QString &key)
{
    if (key == QLatin1String("rx7900xtx"))
        return radeonRx7900Xtx();
    if (key == QLatin1String("mi210"))
        return instinctMi210();
    if (key == QLatin1String("radeon-vii"))
        return radeonVii();
    return std::nullopt;
}

QStringList SimulatedCardSpec::keys()
{
    return {QStringLiteral("rx7900xtx"), QStringLiteral("mi210"), QStringLiteral("radeon-vii")};
}

} // namespace rocmtune
