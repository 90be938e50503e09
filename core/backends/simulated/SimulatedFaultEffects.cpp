// SPDX-License-Identifier: GPL-3.0-or-later
// What the faults of ROCMTUNE_SIM_FAULTS do to a simulated GPU's samples.
#include "core/backends/simulated/SimulatedBackend.h"

#include <QCoreApplication>

#include <algorithm>
#include <ctime>

namespace rocmtune {

namespace {
// Seconds since the machine booted (CLOCK_BOOTTIME): a counter that rises
// the same way in every process, like the driver's, which counts from load.
double simulatedSecondsSinceBoot()
{
    timespec ts{};
    ::clock_gettime(CLOCK_BOOTTIME, &ts);
    return static_cast<double>(ts.tv_sec) + ts.tv_nsec / 1e9;
}
} // namespace

bool SimulatedBackend::hasFault(int index, SimulatedFault fault) const
{
    if (index < 0 || index >= deviceCount())
        return false;
    return options_.faults.has(slots_[static_cast<std::size_t>(index)].number, fault);
}

void SimulatedBackend::applyFaults(const Slot &slot, Sample &sample) const
{
    const int n = slot.number;
    const bool uncorrectable = options_.faults.has(n, SimulatedFault::EccUncorrectable);
    const bool storm = options_.faults.has(n, SimulatedFault::EccCorrectableStorm);
    if (uncorrectable || storm) {
        EccStatus ecc = sample.ecc();
        ecc.available = true;
        EccBlockCounts umc;
        umc.block = QStringLiteral("umc");
        umc.enabled = true;
        umc.correctable = storm ? static_cast<quint64>(simulatedSecondsSinceBoot() * 100) : 3;
        umc.uncorrectable = uncorrectable ? 1 : 0;
        ecc.blocks.erase(std::remove_if(ecc.blocks.begin(), ecc.blocks.end(), [](const EccBlockCounts &b) { return b.block == QLatin1String("umc"); }),
                         ecc.blocks.end());
        ecc.blocks.push_back(umc);
        sample.setEcc(ecc);
    }
    if (options_.faults.has(n, SimulatedFault::Wakes)) {
        if (slot.reads <= kWakeAsleepReads) {
            // Runtime-suspended: only what a sleeping card answers without waking.
            const auto vram = sample.value(MetricId::VramUsed);
            const auto vramTotal = sample.value(MetricId::VramTotal);
            sample.clearAll();
            sample.set(MetricId::VramUsed, vram);
            sample.set(MetricId::VramTotal, vramTotal);
            sample.setState(DeviceState::Asleep, QCoreApplication::translate("SimulatedBackend", "The simulated GPU is asleep (runtime suspended)."));
            return;
        }
        if (slot.reads <= kWakeAsleepReads + kWakeHotReads) {
            // The first readings after a wake: falsely high.
            for (MetricId id : {MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory}) {
                if (const auto v = sample.value(id))
                    sample.set(id, *v + 35.0);
            }
            if (const auto watts = sample.value(MetricId::PowerAverage))
                sample.set(MetricId::PowerAverage, *watts * 1.6);
            if (const auto top = sample.value(MetricId::GfxClockMax))
                sample.set(MetricId::GfxClock, *top);
        }
    }
    if (options_.faults.has(n, SimulatedFault::ThermalStuck)) {
        const double top = sample.valueOr(MetricId::GfxClockMax, slot.gpu->spec().gfxClockMaxMegahertz);
        sample.set(MetricId::GfxClock, top * 0.25);
        sample.set(MetricId::GpuBusy, 100.0);
        sample.set(MetricId::ThrottleStatus, static_cast<double>(ThrottleThermal));
        if (const auto critical = sample.value(MetricId::TemperatureJunctionCritical))
            sample.set(MetricId::TemperatureJunction, *critical - 1);
    }
}

} // namespace rocmtune
