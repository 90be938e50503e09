// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"

#include "core/backends/amdgpu_metrics/AsicThrottleBits.h"
#include "core/backends/amdgpu_metrics/GpuMetricsLayouts.h"
#include "core/backends/amdgpu_metrics/GpuMetricsTr.h"
#include "core/telemetry/Metric.h"

#include <QCoreApplication>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace rocmtune::amdgpu {

static_assert(std::endian::native == std::endian::little, "gpu_metrics is read as the little-endian table the kernel writes");

namespace {

// The kernel fills a table with 0xff before it sets the fields a firmware
// has: all ones, whatever the field's width, is "not reported".
template <typename Field>
constexpr bool isReported(Field v)
{
    return v != std::numeric_limits<Field>::max();
}

template <typename Field>
std::optional<double> value(Field v, double scale = 1.0)
{
    if (!isReported(v))
        return std::nullopt;
    return static_cast<double>(v) * scale;
}

template <typename Field>
std::optional<quint64> countField(Field v)
{
    if (!isReported(v))
        return std::nullopt;
    return static_cast<quint64>(v);
}

template <typename Field>
std::optional<quint32> power(Field v)
{
    if (!isReported(v))
        return std::nullopt;
    return v;
}

template <typename Layout>
Layout copyOf(const QByteArray &bytes)
{
    Layout l;
    std::memcpy(&l, bytes.constData(), sizeof l);
    return l;
}

// v1.4+ report a clock per instance (XCC, VCN ...): the first one that has one.
template <std::size_t N>
std::optional<double> firstReported(const uint16_t (&values)[N])
{
    for (uint16_t v : values) {
        if (isReported(v) && v != 0)
            return v;
    }
    return std::nullopt;
}

// One decoder per layout; a later revision that only grows at the end
// decodes its first member and adds its own fields.

// v1.0 .. v1.1 (v1.0 is the same list with narrower energy and PCIe fields).
template <typename Layout>
    requires requires(Layout t) { t.averageClocks; }
void decode(const Layout &t, GpuMetrics &m)
{
    m.temperatureEdgeCelsius = value(t.temperatureEdge);
    m.temperatureHotspotCelsius = value(t.temperatureHotspot);
    m.temperatureMemoryCelsius = value(t.temperatureMem);
    m.temperatureVrGfxCelsius = value(t.temperatureVrGfx);
    m.temperatureVrSocCelsius = value(t.temperatureVrSoc);
    m.temperatureVrMemCelsius = value(t.temperatureVrMem);
    m.gfxActivityPercent = value(t.averageGfxActivity);
    m.memoryActivityPercent = value(t.averageUmcActivity);
    m.socketPowerRaw = power(t.averageSocketPower);
    m.energyAccumulator = countField(t.energyAccumulator);
    m.averageGfxclkMegahertz = value(t.averageGfxclk);
    m.currentGfxclkMegahertz = value(t.currentGfxclk);
    m.averageUclkMegahertz = value(t.averageUclk);
    m.currentUclkMegahertz = value(t.currentUclk);
    m.averageSocclkMegahertz = value(t.averageSocclk);
    m.currentSocclkMegahertz = value(t.currentSocclk);
    m.averageVclkMegahertz = value(t.averageClocks[0]); // vclk0, dclk0, vclk1, dclk1
    m.currentVclkMegahertz = value(t.currentClocks[0]);
    m.averageDclkMegahertz = value(t.averageClocks[1]);
    m.currentDclkMegahertz = value(t.currentClocks[1]);
    m.fanRpm = value(t.currentFanSpeed);
    m.pcieLinkWidth = value(t.pcieLinkWidth);
    m.pcieLinkSpeedGigatransfers = value(t.pcieLinkSpeed, 0.1);
    m.throttleStatus = power(t.throttleStatus);
    if constexpr (requires { t.temperatureHbm; }) {
        for (std::size_t i = 0; i < m.temperatureHbmCelsius.size(); ++i)
            m.temperatureHbmCelsius[i] = value(t.temperatureHbm[i]);
    }
}

void decode(const layout::V1_2 &t, GpuMetrics &m)
{
    decode(t.v1_1, m);
}

void decode(const layout::V1_3 &t, GpuMetrics &m)
{
    decode(t.v1_2, m);
    m.gfxVoltageMillivolts = value(t.voltageGfx);
    m.independentThrottleBits = countField(t.indepThrottleStatus);
}

// v1.4 and later (MI300 family): no edge temperature, no fan; the current
// socket power; one GFX clock per XCC.
template <typename Layout>
    requires requires(Layout t) { t.prefix; }
void decode(const Layout &t, GpuMetrics &m)
{
    m.temperatureHotspotCelsius = value(t.prefix.temperatureHotspot);
    m.temperatureMemoryCelsius = value(t.prefix.temperatureMem);
    m.temperatureVrSocCelsius = value(t.prefix.temperatureVrSoc);
    m.socketPowerRaw = power(t.prefix.currentSocketPower);
    m.gfxActivityPercent = value(t.prefix.averageGfxActivity);
    m.memoryActivityPercent = value(t.prefix.averageUmcActivity);
    m.energyAccumulator = countField(t.energyAccumulator);
    m.pcieLinkWidth = value(t.pcieLinkWidth);
    m.pcieLinkSpeedGigatransfers = value(t.pcieLinkSpeed, 0.1);
    m.pcieReplayCount = countField(t.pcieCounters[3]); // bandwidth acc/inst, L0->recovery, replays, rollovers
    if constexpr (requires { t.throttleStatus; })
        m.throttleStatus = power(t.throttleStatus);
    m.currentGfxclkMegahertz = firstReported(t.currentGfxclk);
    m.currentUclkMegahertz = value(t.currentUclk);
    m.currentSocclkMegahertz = firstReported(t.currentSocclk);
    m.currentVclkMegahertz = firstReported(t.currentVclk0);
    m.currentDclkMegahertz = firstReported(t.currentDclk0);
}

// v2.0 .. v2.1 (APUs): hundredths of °C and %, milliwatts.
template <typename Layout>
    requires requires(Layout t) { t.temperatureGfx; }
void decode(const Layout &t, GpuMetrics &m)
{
    m.socketPowerScale = SocketPowerScale::Milliwatts;
    m.temperatureEdgeCelsius = value(t.temperatureGfx, 0.01);
    m.gfxActivityPercent = value(t.averageGfxActivity, 0.01);
    m.socketPowerRaw = power(t.averageSocketPower);
    m.averageGfxclkMegahertz = value(t.averageGfxclk);
    m.currentGfxclkMegahertz = value(t.currentGfxclk);
    m.averageUclkMegahertz = value(t.averageUclk);
    m.currentUclkMegahertz = value(t.currentUclk);
    m.averageSocclkMegahertz = value(t.averageSocclk);
    m.currentSocclkMegahertz = value(t.currentSocclk);
    m.averageFclkMegahertz = value(t.averageFclk);
    m.currentFclkMegahertz = value(t.currentFclk);
    m.averageVclkMegahertz = value(t.averageVclk);
    m.currentVclkMegahertz = value(t.currentVclk);
    m.averageDclkMegahertz = value(t.averageDclk);
    m.currentDclkMegahertz = value(t.currentDclk);
}

void decode(const layout::V2_2 &t, GpuMetrics &m)
{
    decode(t.v2_1, m);
    m.independentThrottleBits = countField(t.indepThrottleStatus);
}

void decode(const layout::V2_3 &t, GpuMetrics &m)
{
    decode(t.v2_2, m);
}

void decode(const layout::V2_4 &t, GpuMetrics &m)
{
    decode(t.v2_3, m);
    m.gfxVoltageMillivolts = value(t.averageGfxVoltage);
}

// v3.0 (Strix APUs): hundredths of °C and %, milliwatts, average clocks only.
void decode(const layout::V3_0 &t, GpuMetrics &m)
{
    m.socketPowerScale = SocketPowerScale::Milliwatts;
    m.temperatureEdgeCelsius = value(t.temperatureGfx, 0.01);
    m.gfxActivityPercent = value(t.averageGfxActivity, 0.01);
    m.socketPowerRaw = power(t.averageSocketPower);
    m.averageGfxclkMegahertz = value(t.averageGfxclk);
    m.averageSocclkMegahertz = value(t.averageSocclk);
    m.averageUclkMegahertz = value(t.averageUclk);
    m.averageFclkMegahertz = value(t.averageFclk);
    m.averageVclkMegahertz = value(t.averageVclk);
}

// Every revision this decoder knows: its size and its decoder.
struct Revision {
    int format;
    int content;
    int size;
    void (*decodeBytes)(const QByteArray &, GpuMetrics &);
};

template <typename Layout>
constexpr Revision revision(int format, int content)
{
    return {format, content, static_cast<int>(sizeof(Layout)), [](const QByteArray &bytes, GpuMetrics &m) { decode(copyOf<Layout>(bytes), m); }};
}

constexpr Revision kRevisions[] = {
    revision<layout::V1_0>(1, 0), revision<layout::V1_1>(1, 1), revision<layout::V1_2>(1, 2), revision<layout::V1_3>(1, 3),
    revision<layout::V1_4>(1, 4), revision<layout::V1_5>(1, 5), revision<layout::V1_6>(1, 6), revision<layout::V1_7>(1, 7),
    revision<layout::V1_8>(1, 8),
    revision<layout::V2_0>(2, 0), revision<layout::V2_1>(2, 1), revision<layout::V2_2>(2, 2), revision<layout::V2_3>(2, 3),
    revision<layout::V2_4>(2, 4), revision<layout::V3_0>(3, 0),
};

const Revision *findRevision(int formatRevision, int contentRevision)
{
    for (const Revision &r : kRevisions) {
        if (r.format == formatRevision && r.content == contentRevision)
            return &r;
    }
    return nullptr;
}

} // namespace

int gpuMetricsSize(int formatRevision, int contentRevision)
{
    const Revision *r = findRevision(formatRevision, contentRevision);
    return r ? r->size : 0;
}

std::optional<GpuMetrics> decodeGpuMetrics(const QByteArray &bytes, QString *problem)
{
    auto fail = [problem](const QString &why) -> std::optional<GpuMetrics> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    const int length = static_cast<int>(bytes.size());
    if (length < static_cast<int>(sizeof(layout::Header)))
        return fail(GpuMetricsTr::tr("gpu_metrics is %n byte(s) long, shorter than its header", nullptr, length));
    const auto header = copyOf<layout::Header>(bytes);
    const int expected = gpuMetricsSize(header.formatRevision, header.contentRevision);
    if (expected == 0)
        return fail(GpuMetricsTr::tr("gpu_metrics has revision %1.%2, which ROCm Tune does not know").arg(header.formatRevision).arg(header.contentRevision));
    if (header.structureSize != expected || bytes.size() < expected)
        return fail(GpuMetricsTr::tr("gpu_metrics %1.%2 should be %3 bytes; its header says %4 and %5 were read")
                        .arg(header.formatRevision)
                        .arg(header.contentRevision)
                        .arg(expected)
                        .arg(header.structureSize)
                        .arg(bytes.size()));
    GpuMetrics m;
    m.formatRevision = header.formatRevision;
    m.contentRevision = header.contentRevision;
    findRevision(header.formatRevision, header.contentRevision)->decodeBytes(bytes, m);
    return m;
}

SocketPowerScale chooseSocketPowerScale(quint32 raw, double hwmonWatts, SocketPowerScale rule)
{
    if (!(hwmonWatts >= 1.0))
        return rule; // an idle or unknown reading cannot tell W from mW
    auto agrees = [hwmonWatts](double watts) { return std::abs(watts - hwmonWatts) <= std::max(2.0, 0.1 * hwmonWatts); };
    const bool watts = agrees(socketPowerWatts(raw, SocketPowerScale::Watts));
    const bool milliwatts = agrees(socketPowerWatts(raw, SocketPowerScale::Milliwatts));
    if (watts != milliwatts)
        return watts ? SocketPowerScale::Watts : SocketPowerScale::Milliwatts;
    return rule;
}

double socketPowerWatts(quint32 raw, SocketPowerScale scale)
{
    return scale == SocketPowerScale::Watts ? static_cast<double>(raw) : raw / 1000.0;
}

unsigned throttleReasonsFromIndependentBits(quint64 bits)
{
    unsigned reasons = 0;
    if (bits & 0xffffull)
        reasons |= ThrottlePowerCap; // PPT0-3, SPL, FPPT, SPPT
    if (bits & 0xffff0000ull)
        reasons |= ThrottleCurrent; // TDC, EDC, APCC
    if (bits & 0x0fff00000000ull)
        reasons |= ThrottleThermal; // TEMP_* and liquid temperatures
    if (bits & 0x0003f00000000000ull)
        reasons |= ThrottleHardwareSlowdown; // VRHOT, PROCHOT
    // The finer reasons (SMU_THROTTLER_*_BIT, kgd_pp_interface.h): TEMP_GPU
    // (32), TEMP_CORE (33) and TEMP_HOTSPOT (36) are the hotspot; TEMP_MEM
    // (34) the memory; TEMP_VR_GFX/SOC/MEM0/MEM1 (38-41) and VRHOT0/1
    // (44-45) the voltage regulators; PROCHOT_CPU/GFX (46-47).
    if (bits & ((1ull << 32) | (1ull << 33) | (1ull << 36)))
        reasons |= ThrottleHotspotTemperature;
    if (bits & (1ull << 34))
        reasons |= ThrottleMemoryTemperature;
    if (bits & ((0xfull << 38) | (0x3ull << 44)))
        reasons |= ThrottleVrmTemperature;
    if (bits & (0x3ull << 46))
        reasons |= ThrottleProchot;
    if (bits & 0xff00000000000000ull)
        reasons |= ThrottleSoftwareSlowdown; // PPM, FIT
    return reasons;
}

std::optional<unsigned> throttleReasonsOf(const GpuMetrics &metrics, std::optional<quint16> pciDeviceId)
{
    if (metrics.independentThrottleBits)
        return throttleReasonsFromIndependentBits(*metrics.independentThrottleBits);
    if (!metrics.throttleStatus)
        return std::nullopt;
    return throttleReasonsFromAsicBits(*metrics.throttleStatus, smuThrottlerLayout(metrics.formatRevision, metrics.contentRevision, pciDeviceId));
}

} // namespace rocmtune::amdgpu
