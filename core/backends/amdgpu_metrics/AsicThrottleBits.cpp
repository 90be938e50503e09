// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amdgpu_metrics/AsicThrottleBits.h"

#include "core/telemetry/Metric.h"

#include <QFile>

#include <span>

namespace rocmtune::amdgpu {

namespace {

// One firmware bit and the reasons it stands for.
struct AsicBit {
    int bit;
    unsigned reasons;
};

constexpr unsigned kTemperature = ThrottleThermal;
constexpr unsigned kHotspot = ThrottleThermal | ThrottleHotspotTemperature;
constexpr unsigned kMemory = ThrottleThermal | ThrottleMemoryTemperature;
constexpr unsigned kVrm = ThrottleThermal | ThrottleVrmTemperature;
constexpr unsigned kVrHot = ThrottleHardwareSlowdown | ThrottleVrmTemperature;
constexpr unsigned kProchot = ThrottleHardwareSlowdown | ThrottleProchot;

constexpr AsicBit kNavi1x[] = {
    {1, kTemperature}, {2, kHotspot}, {3, kMemory}, {4, kVrm}, {5, kVrm}, {6, kVrm}, {7, kVrm},
    {8, kTemperature}, {9, kTemperature}, {10, kTemperature}, {11, kTemperature},    // liquid, PLX, skin
    {12, ThrottleCurrent}, {13, ThrottleCurrent},                                     // TDC GFX / SOC
    {14, ThrottlePowerCap}, {15, ThrottlePowerCap}, {16, ThrottlePowerCap}, {17, ThrottlePowerCap}, // PPT0-3
    {18, ThrottleSoftwareSlowdown}, {19, ThrottleSoftwareSlowdown},                   // FIT, PPM
    {20, ThrottleCurrent},                                                            // APCC
};

constexpr AsicBit kArcturus[] = {
    {1, kTemperature}, {2, kHotspot}, {3, kMemory}, {4, kVrm}, {5, kVrm}, {6, kVrm},
    {7, ThrottleCurrent}, {8, ThrottleCurrent},                                       // TDC GFX / SOC
    {9, ThrottlePowerCap}, {10, ThrottlePowerCap}, {11, ThrottlePowerCap}, {12, ThrottlePowerCap}, // PPT0-3
    {13, ThrottleSoftwareSlowdown}, {14, ThrottleSoftwareSlowdown},                   // PPM, FIT
    {15, ThrottleCurrent},                                                            // APCC
    {16, kVrHot}, {17, kVrHot},                                                       // VRHOT0/1
};

constexpr AsicBit kVega20[] = {
    {1, kTemperature}, {2, kHotspot}, {3, kMemory}, {4, kVrm}, {5, kVrm}, {6, kVrm}, {7, kVrm},
    {8, kTemperature}, {9, kTemperature}, {10, kTemperature},                         // liquid, PLX, skin
    {11, ThrottleCurrent}, {12, ThrottleCurrent},                                     // TDC GFX / SOC
    {13, ThrottlePowerCap},                                                           // PPT
    {14, ThrottleSoftwareSlowdown}, {15, ThrottleSoftwareSlowdown},                   // FIT, PPM
};

constexpr AsicBit kSiennaCichlid[] = {
    {1, kTemperature}, {2, kHotspot}, {3, kMemory}, {4, kVrm}, {5, kVrm}, {6, kVrm}, {7, kVrm},
    {8, kTemperature}, {9, kTemperature}, {10, kTemperature},                         // liquid 0/1, PLX
    {11, ThrottleCurrent}, {12, ThrottleCurrent},                                     // TDC GFX / SOC
    {13, ThrottlePowerCap}, {14, ThrottlePowerCap}, {15, ThrottlePowerCap}, {16, ThrottlePowerCap}, // PPT0-3
    {17, ThrottleSoftwareSlowdown}, {18, ThrottleSoftwareSlowdown},                   // FIT, PPM
    {19, ThrottleCurrent},                                                            // APCC
};

constexpr AsicBit kAldebaran[] = {
    {0, ThrottlePowerCap}, {1, ThrottlePowerCap},                                     // PPT0/1
    {2, ThrottleCurrent}, {3, ThrottleCurrent}, {4, ThrottleCurrent},                 // TDC GFX / SOC / HBM
    {6, kHotspot}, {7, kMemory},                                                      // TEMP_GPU, TEMP_MEM
    {11, kVrm}, {12, kVrm}, {13, kVrm},                                               // VR GFX / SOC / MEM
    {19, ThrottleCurrent},                                                            // APCC
};

constexpr AsicBit kMi300[] = {
    {0, kProchot}, {1, ThrottlePowerCap}, {2, kHotspot}, {3, kVrm}, {4, kMemory},
};

std::span<const AsicBit> bitsOf(SmuThrottlerLayout layout)
{
    switch (layout) {
    case SmuThrottlerLayout::Navi1x: return kNavi1x;
    case SmuThrottlerLayout::Arcturus: return kArcturus;
    case SmuThrottlerLayout::Mi300: return kMi300;
    case SmuThrottlerLayout::Vega20: return kVega20;
    case SmuThrottlerLayout::SiennaCichlid: return kSiennaCichlid;
    case SmuThrottlerLayout::Aldebaran: return kAldebaran;
    case SmuThrottlerLayout::Unknown: break;
    }
    return {};
}

bool isNavi1x(quint16 id)
{
    return (id >= 0x7310 && id <= 0x731f) || (id >= 0x7340 && id <= 0x734f) || (id >= 0x7360 && id <= 0x736f);
}

bool isArcturus(quint16 id) { return id == 0x738c || id == 0x7388 || id == 0x738e || id == 0x7390; }

bool isVega20(quint16 id) { return id >= 0x66a0 && id <= 0x66af; }

// Navi21 0x73a0-0x73bf, Navi22 0x73c0-0x73df, Navi23 0x73e0-0x73ff, Navi24
// 0x7420-0x743f: all driven by sienna_cichlid_ppt.
bool isSiennaCichlidFamily(quint16 id) { return (id >= 0x73a0 && id <= 0x73ff) || (id >= 0x7420 && id <= 0x743f); }

bool isAldebaran(quint16 id) { return id == 0x7408 || id == 0x740c || id == 0x740f || id == 0x7410; }

} // namespace

SmuThrottlerLayout smuThrottlerLayout(int formatRevision, int contentRevision, std::optional<quint16> pciDeviceId)
{
    if (formatRevision != 1)
        return SmuThrottlerLayout::Unknown;
    if (contentRevision >= 4)
        return SmuThrottlerLayout::Mi300;
    if (contentRevision > 2 || !pciDeviceId)
        return SmuThrottlerLayout::Unknown;
    if (isNavi1x(*pciDeviceId))
        return SmuThrottlerLayout::Navi1x;
    if (isArcturus(*pciDeviceId))
        return SmuThrottlerLayout::Arcturus;
    if (isVega20(*pciDeviceId))
        return SmuThrottlerLayout::Vega20;
    if (isSiennaCichlidFamily(*pciDeviceId))
        return SmuThrottlerLayout::SiennaCichlid;
    if (isAldebaran(*pciDeviceId))
        return SmuThrottlerLayout::Aldebaran;
    return SmuThrottlerLayout::Unknown;
}

std::optional<unsigned> throttleReasonsFromAsicBits(quint32 bits, SmuThrottlerLayout layout)
{
    if (layout == SmuThrottlerLayout::Unknown)
        return std::nullopt;
    unsigned reasons = 0;
    for (const AsicBit &b : bitsOf(layout)) {
        if (bits & (1u << b.bit))
            reasons |= b.reasons;
    }
    return reasons;
}

std::optional<quint16> pciDeviceIdOf(const QString &deviceDir)
{
    QFile file(deviceDir + QStringLiteral("/device"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const uint id = QString::fromLatin1(file.read(16)).trimmed().toUInt(&ok, 16);
    if (!ok || id > 0xffff)
        return std::nullopt;
    return static_cast<quint16>(id);
}

} // namespace rocmtune::amdgpu
