// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuMetricsTable.h"

#include "GpuMetricsLayouts.h"
#include "telemetry/Metric.h"

#include <QCoreApplication>

#include <bit>
#include <cmath>
#include <cstring>

namespace rocmtune::amdgpu {

static_assert(std::endian::native == std::endian::little, "gpu_metrics is read as the little-endian table the kernel writes");

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(GpuMetrics)
};

constexpr uint16_t kNone16 = 0xffff;

std::optional<double> value16(uint16_t v, double scale = 1.0)
{
    if (v == kNone16)
        return std::nullopt;
    return v * scale;
}

std::optional<quint64> value64(uint64_t v)
{
    if (v == ~uint64_t(0))
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

template <std::size_t N>
std::optional<double> firstReported(const uint16_t (&values)[N])
{
    for (uint16_t v : values) {
        if (v != kNone16 && v != 0)
            return v;
    }
    return std::nullopt;
}

// Fields every v1.1-v1.3 table has.
void decodeV1_1(const layout::V1_1 &t, GpuMetrics &m)
{
    m.temperatureEdgeCelsius = value16(t.temperatureEdge);
    m.temperatureHotspotCelsius = value16(t.temperatureHotspot);
    m.temperatureMemoryCelsius = value16(t.temperatureMem);
    m.temperatureVrGfxCelsius = value16(t.temperatureVrGfx);
    m.temperatureVrSocCelsius = value16(t.temperatureVrSoc);
    m.temperatureVrMemCelsius = value16(t.temperatureVrMem);
    m.gfxActivityPercent = value16(t.averageGfxActivity);
    m.memoryActivityPercent = value16(t.averageUmcActivity);
    if (t.averageSocketPower != kNone16)
        m.socketPowerRaw = t.averageSocketPower;
    m.energyAccumulator = value64(t.energyAccumulator);
    m.averageGfxclkMegahertz = value16(t.averageGfxclk);
    m.currentGfxclkMegahertz = value16(t.currentGfxclk);
    m.averageUclkMegahertz = value16(t.averageUclk);
    m.currentUclkMegahertz = value16(t.currentUclk);
    m.fanRpm = value16(t.currentFanSpeed);
    m.pcieLinkWidth = value16(t.pcieLinkWidth);
    m.pcieLinkSpeedGigatransfers = value16(t.pcieLinkSpeed, 0.1);
    for (int i = 0; i < 4; ++i)
        m.temperatureHbmCelsius[static_cast<std::size_t>(i)] = value16(t.temperatureHbm[i]);
}

void decodeV1_0(const layout::V1_0 &t, GpuMetrics &m)
{
    m.temperatureEdgeCelsius = value16(t.temperatureEdge);
    m.temperatureHotspotCelsius = value16(t.temperatureHotspot);
    m.temperatureMemoryCelsius = value16(t.temperatureMem);
    m.temperatureVrGfxCelsius = value16(t.temperatureVrGfx);
    m.temperatureVrSocCelsius = value16(t.temperatureVrSoc);
    m.temperatureVrMemCelsius = value16(t.temperatureVrMem);
    m.gfxActivityPercent = value16(t.averageGfxActivity);
    m.memoryActivityPercent = value16(t.averageUmcActivity);
    if (t.averageSocketPower != kNone16)
        m.socketPowerRaw = t.averageSocketPower;
    if (t.energyAccumulator != 0xffffffffu)
        m.energyAccumulator = t.energyAccumulator;
    m.averageGfxclkMegahertz = value16(t.averageGfxclk);
    m.currentGfxclkMegahertz = value16(t.currentGfxclk);
    m.averageUclkMegahertz = value16(t.averageUclk);
    m.currentUclkMegahertz = value16(t.currentUclk);
    m.fanRpm = value16(t.currentFanSpeed);
    if (t.pcieLinkWidth != 0xff)
        m.pcieLinkWidth = t.pcieLinkWidth;
    if (t.pcieLinkSpeed != 0xff)
        m.pcieLinkSpeedGigatransfers = t.pcieLinkSpeed * 0.1;
}

// v1.4 and later (MI300 family): no edge temperature, no fan; the current
// socket power; one GFX clock per XCC.
template <typename Layout>
void decodeV1_4Family(const Layout &t, GpuMetrics &m)
{
    m.temperatureHotspotCelsius = value16(t.prefix.temperatureHotspot);
    m.temperatureMemoryCelsius = value16(t.prefix.temperatureMem);
    m.temperatureVrSocCelsius = value16(t.prefix.temperatureVrSoc);
    if (t.prefix.currentSocketPower != kNone16)
        m.socketPowerRaw = t.prefix.currentSocketPower;
    m.gfxActivityPercent = value16(t.prefix.averageGfxActivity);
    m.memoryActivityPercent = value16(t.prefix.averageUmcActivity);
    m.energyAccumulator = value64(t.energyAccumulator);
    m.pcieLinkWidth = value16(t.pcieLinkWidth);
    m.pcieLinkSpeedGigatransfers = value16(t.pcieLinkSpeed, 0.1);
    m.currentGfxclkMegahertz = firstReported(t.currentGfxclk);
    m.currentUclkMegahertz = value16(t.currentUclk);
}

// v2.1 and later (APUs): hundredths of °C and %, milliwatts.
void decodeV2_1(const layout::V2_1 &t, GpuMetrics &m)
{
    m.socketPowerScale = SocketPowerScale::Milliwatts;
    m.temperatureEdgeCelsius = value16(t.temperatureGfx, 0.01);
    m.gfxActivityPercent = value16(t.averageGfxActivity, 0.01);
    if (t.averageSocketPower != kNone16)
        m.socketPowerRaw = t.averageSocketPower;
    m.averageGfxclkMegahertz = value16(t.averageGfxclk);
    m.currentGfxclkMegahertz = value16(t.currentGfxclk);
    m.averageUclkMegahertz = value16(t.averageUclk);
    m.currentUclkMegahertz = value16(t.currentUclk);
}

void decodeV2_0(const layout::V2_0 &t, GpuMetrics &m)
{
    m.socketPowerScale = SocketPowerScale::Milliwatts;
    m.temperatureEdgeCelsius = value16(t.temperatureGfx, 0.01);
    m.gfxActivityPercent = value16(t.averageGfxActivity, 0.01);
    if (t.averageSocketPower != kNone16)
        m.socketPowerRaw = t.averageSocketPower;
    m.averageGfxclkMegahertz = value16(t.averageGfxclk);
    m.currentGfxclkMegahertz = value16(t.currentGfxclk);
    m.averageUclkMegahertz = value16(t.averageUclk);
    m.currentUclkMegahertz = value16(t.currentUclk);
}

} // namespace

int gpuMetricsSize(int formatRevision, int contentRevision)
{
    using namespace layout;
    if (formatRevision == 1) {
        switch (contentRevision) {
        case 0: return sizeof(V1_0);
        case 1: return sizeof(V1_1);
        case 2: return sizeof(V1_2);
        case 3: return sizeof(V1_3);
        case 4: return sizeof(V1_4);
        case 5: return sizeof(V1_5);
        case 6: return sizeof(V1_6);
        case 7: return sizeof(V1_7);
        default: return 0;
        }
    }
    if (formatRevision == 2) {
        switch (contentRevision) {
        case 0: return sizeof(V2_0);
        case 1: return sizeof(V2_1);
        case 2: return sizeof(V2_2);
        case 3: return sizeof(V2_3);
        case 4: return sizeof(V2_4);
        default: return 0;
        }
    }
    return 0;
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
        return fail(Text::tr("gpu_metrics is %n byte(s) long, shorter than its header", nullptr, length));
    const auto header = copyOf<layout::Header>(bytes);
    const int expected = gpuMetricsSize(header.formatRevision, header.contentRevision);
    if (expected == 0)
        return fail(Text::tr("gpu_metrics has revision %1.%2, which ROCm Tune does not know").arg(header.formatRevision).arg(header.contentRevision));
    if (header.structureSize != expected || bytes.size() < expected)
        return fail(Text::tr("gpu_metrics %1.%2 should be %3 bytes; its header says %4 and %5 were read")
                        .arg(header.formatRevision)
                        .arg(header.contentRevision)
                        .arg(expected)
                        .arg(header.structureSize)
                        .arg(bytes.size()));
    GpuMetrics m;
    m.formatRevision = header.formatRevision;
    m.contentRevision = header.contentRevision;
    using namespace layout;
    if (m.formatRevision == 1) {
        switch (m.contentRevision) {
        case 0: decodeV1_0(copyOf<V1_0>(bytes), m); break;
        case 1: decodeV1_1(copyOf<V1_1>(bytes), m); break;
        case 2: decodeV1_1(copyOf<V1_2>(bytes).v1_1, m); break;
        case 3: {
            const auto t = copyOf<V1_3>(bytes);
            decodeV1_1(t.v1_2.v1_1, m);
            m.gfxVoltageMillivolts = value16(t.voltageGfx);
            m.independentThrottleBits = value64(t.indepThrottleStatus);
            break;
        }
        case 4: decodeV1_4Family(copyOf<V1_4>(bytes), m); break;
        case 5: decodeV1_4Family(copyOf<V1_5>(bytes), m); break;
        case 6: decodeV1_4Family(copyOf<V1_6>(bytes), m); break;
        case 7: decodeV1_4Family(copyOf<V1_7>(bytes), m); break;
        }
    } else {
        switch (m.contentRevision) {
        case 0: decodeV2_0(copyOf<V2_0>(bytes), m); break;
        case 1: decodeV2_1(copyOf<V2_1>(bytes), m); break;
        case 2:
        case 3: {
            const auto t = copyOf<V2_2>(bytes);
            decodeV2_1(t.v2_1, m);
            m.independentThrottleBits = value64(t.indepThrottleStatus);
            break;
        }
        case 4: {
            const auto t = copyOf<V2_4>(bytes);
            decodeV2_1(t.v2_3.v2_2.v2_1, m);
            m.independentThrottleBits = value64(t.v2_3.v2_2.indepThrottleStatus);
            m.gfxVoltageMillivolts = value16(t.averageGfxVoltage);
            break;
        }
        }
    }
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
    if (bits & 0xff00000000000000ull)
        reasons |= ThrottleSoftwareSlowdown; // PPM, FIT
    return reasons;
}

} // namespace rocmtune::amdgpu
