// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/tuning/RecordingBackend.h"

namespace rocmtune::test {

ControlState RecordingBackend::rx7900xtxLike()
{
    ControlState s;
    s.perControl.set(PowerCapControl{327000000, 327000000, 294000000, 361000000});
    ClockRangeControl gfx;
    // The boot overdrive table (OD_SCLK 500-2500); the DPM table reaches 2526.
    gfx.currentMinMegahertz = 500;
    gfx.currentMaxMegahertz = 2500;
    gfx.allowedMinMegahertz = 500;
    gfx.allowedMaxMegahertz = 3000;
    gfx.dpmLevelsMegahertz = {500, 1864, 2526};
    gfx.rangeSettable = true;
    gfx.levelMaskSettable = true;
    setClockControl(&s, ClockDomain::Gfx, gfx);
    ClockRangeControl mem;
    mem.currentMinMegahertz = 97;
    mem.currentMaxMegahertz = 1249;
    mem.allowedMinMegahertz = 97;
    mem.allowedMaxMegahertz = 1500;
    mem.dpmLevelsMegahertz = {96, 456, 772, 1249};
    mem.rangeSettable = true;
    mem.levelMaskSettable = true;
    setClockControl(&s, ClockDomain::Memory, mem);
    PerfLevelControl levels{PerfLevel::Auto, {}};
    for (int i = 0; i < static_cast<int>(PerfLevel::Determinism); ++i)
        levels.supported.push_back(static_cast<PerfLevel>(i));
    s.perControl.set(levels);
    PowerProfileControl profiles{PowerProfile::BootupDefault, {}};
    for (int i = 0; i < kPowerProfileCount; ++i)
        profiles.supported.push_back(static_cast<PowerProfile>(i));
    s.perControl.set(profiles);
    s.perControl.set(OverdriveControl{0, 20});
    s.perControl.set(ClockTableControl{});
    s.criticalTemperatureCelsius = 110;
    s.currentTemperatureCelsius = 60;
    return s;
}

RecordingBackend::RecordingBackend() : state(rx7900xtxLike()) {}

DeviceInfo RecordingBackend::deviceInfo(int index) const
{
    DeviceInfo info;
    info.backendId = id();
    info.backendIndex = index;
    info.vendor = QStringLiteral("AMD");
    info.name = QStringLiteral("Recording GPU");
    info.uniqueId = QStringLiteral("rec%1").arg(index);
    return info;
}

Sample RecordingBackend::readSample(int index)
{
    Sample sample(index, 0);
    if (state.currentTemperatureCelsius)
        sample.set(MetricId::TemperatureJunction, *state.currentTemperatureCelsius);
    if (state.criticalTemperatureCelsius)
        sample.set(MetricId::TemperatureJunctionCritical, *state.criticalTemperatureCelsius);
    return sample;
}

ControlState RecordingBackend::readControls(int)
{
    return state;
}

WriteResult RecordingBackend::record(const Write &write)
{
    writes.push_back(write);
    if (failEveryWriteAfter >= 0 && static_cast<int>(writes.size()) > failEveryWriteAfter)
        return WriteResult::failure(QStringLiteral("injected: device stopped answering"));
    if (failWriteOf && *failWriteOf == write.control)
        return WriteResult::failure(QStringLiteral("injected: write of %1 failed").arg(QLatin1String(controlKey(write.control))));
    return WriteResult::success();
}

namespace {
void vanish(ControlState &state, ControlId id)
{
    switch (id) {
    case ControlId::PowerCap: state.perControl.remove<PowerCapControl>(); break;
    case ControlId::GfxClockRange: setClockControl(&state, ClockDomain::Gfx, std::nullopt); break;
    case ControlId::MemoryClockRange: setClockControl(&state, ClockDomain::Memory, std::nullopt); break;
    case ControlId::PerfLevel: state.perControl.remove<PerfLevelControl>(); break;
    case ControlId::PowerProfile: state.perControl.remove<PowerProfileControl>(); break;
    case ControlId::Overdrive: state.perControl.remove<OverdriveControl>(); break;
    case ControlId::ClockTable: state.perControl.remove<ClockTableControl>(); break;
    default: break; // the controls kept in ControlState::perControl vanish with their own fakes
    }
}
} // namespace

WriteResult RecordingBackend::setPowerCap(int, quint64 microwatts)
{
    const WriteResult r = record({ControlId::PowerCap, ClockDomain::Gfx, static_cast<qint64>(microwatts), 0});
    if (r.ok && ignoreWriteOf != ControlId::PowerCap && state.perControl.has<PowerCapControl>())
        state.perControl.edit<PowerCapControl>()->currentMicrowatts = microwatts / 1000000 * 1000000; // amdgpu keeps whole watts
    if (vanishAfterWriteOf == ControlId::PowerCap)
        vanish(state, ControlId::PowerCap);
    return r;
}

WriteResult RecordingBackend::setClockRange(int, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    const ControlId id = domain == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange;
    const WriteResult r = record({id, domain, minMegahertz, maxMegahertz});
    ClockRangeControl *c = editClockControl(&state, domain);
    if (r.ok && ignoreWriteOf != id && c) {
        c->currentMinMegahertz = minMegahertz;
        c->currentMaxMegahertz = maxMegahertz;
    }
    if (vanishAfterWriteOf == id)
        vanish(state, id);
    return r;
}

WriteResult RecordingBackend::setDpmLevelMask(int, ClockDomain domain, quint64 levelMask)
{
    const ControlId id = domain == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange;
    const WriteResult r = record({id, domain, static_cast<qint64>(levelMask), -1});
    ClockRangeControl *c = editClockControl(&state, domain);
    if (r.ok && ignoreWriteOf != id && c) {
        int lo = -1, hi = -1;
        for (int i = 0; i < c->dpmLevelsMegahertz.size(); ++i) {
            if (levelMask & (quint64{1} << i)) {
                if (lo < 0)
                    lo = i;
                hi = i;
            }
        }
        if (lo >= 0) {
            c->currentMinMegahertz = c->dpmLevelsMegahertz[lo];
            c->currentMaxMegahertz = c->dpmLevelsMegahertz[hi];
        }
    }
    return r;
}

WriteResult RecordingBackend::setPerfLevel(int, PerfLevel level)
{
    const WriteResult r = record({ControlId::PerfLevel, ClockDomain::Gfx, static_cast<qint64>(level), 0});
    if (const PerfLevelControl *c = state.perControl.get<PerfLevelControl>(); r.ok && ignoreWriteOf != ControlId::PerfLevel && c)
        state.perControl.set(PerfLevelControl{level, c->supported});
    if (vanishAfterWriteOf == ControlId::PerfLevel)
        vanish(state, ControlId::PerfLevel);
    return r;
}

WriteResult RecordingBackend::setPowerProfile(int, PowerProfile profile)
{
    const WriteResult r = record({ControlId::PowerProfile, ClockDomain::Gfx, static_cast<qint64>(profile), 0});
    if (const PowerProfileControl *c = state.perControl.get<PowerProfileControl>(); r.ok && ignoreWriteOf != ControlId::PowerProfile && c)
        state.perControl.set(PowerProfileControl{profile, c->supported});
    return r;
}

WriteResult RecordingBackend::setNumericControl(int, ControlId id, std::optional<int> value)
{
    if (id != ControlId::Overdrive)
        return notSupported();
    if (!value)
        return noBootValue(id);
    const int percent = *value;
    const WriteResult r = record({ControlId::Overdrive, ClockDomain::Gfx, percent, 0});
    if (const OverdriveControl *c = state.perControl.get<OverdriveControl>(); r.ok && ignoreWriteOf != ControlId::Overdrive && c)
        state.perControl.set(OverdriveControl{percent, c->maxPercent});
    if (vanishAfterWriteOf == ControlId::Overdrive)
        vanish(state, ControlId::Overdrive);
    return r;
}

WriteResult RecordingBackend::resetClockTable(int)
{
    const WriteResult r = record({ControlId::ClockTable, ClockDomain::Gfx, 0, 0});
    if (r.ok && ignoreWriteOf != ControlId::ClockTable) {
        for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
            ClockRangeControl *c = editClockControl(&state, domain);
            const ClockRangeValue boot = domain == ClockDomain::Gfx ? bootGfxRange : bootMemoryRange;
            if (c && c->rangeSettable) {
                c->currentMinMegahertz = boot.minMegahertz;
                c->currentMaxMegahertz = boot.maxMegahertz;
            }
        }
    }
    if (vanishAfterWriteOf == ControlId::ClockTable)
        vanish(state, ControlId::ClockTable);
    return r;
}

} // namespace rocmtune::test
