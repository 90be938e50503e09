// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/tool/ClockLayoutCommand.h"

#include "core/backends/rocm_smi/RocmSmiApi.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <dlfcn.h>
#include <cstring>

namespace rocmtune::testing {

namespace {

constexpr unsigned char kSentinel = 0xA5;
// Larger than either layout, so a library writing the other layout cannot
// write past the buffer.
constexpr std::size_t kBufferBytes = 2048;

template <typename Frequencies>
QJsonObject frequencies(const unsigned char *buffer, std::size_t capacity, double divisor, const char *valuesKey)
{
    Frequencies f;
    std::memcpy(&f, buffer, sizeof f);
    QJsonArray values;
    const bool plausible = f.numSupported <= capacity;
    for (std::size_t i = 0; plausible && i < f.numSupported; ++i)
        values.append(static_cast<double>(f.frequency[i]) / divisor);
    return QJsonObject{{QStringLiteral("count"), static_cast<double>(f.numSupported)},
                       {QStringLiteral("current"), static_cast<double>(f.current)},
                       {QLatin1String(valuesKey), values}};
}

template <typename Bandwidth>
QJsonObject bandwidth(const unsigned char *buffer, std::size_t capacity)
{
    Bandwidth b;
    std::memcpy(&b, buffer, sizeof b);
    QJsonObject o = frequencies<decltype(b.transferRate)>(buffer, capacity, 1e6, "mt_per_s");
    QJsonArray lanes;
    for (std::size_t i = 0; b.transferRate.numSupported <= capacity && i < b.transferRate.numSupported; ++i)
        lanes.append(static_cast<double>(b.lanes[i]));
    o.insert(QStringLiteral("lanes"), lanes);
    return o;
}

} // namespace

int runClockLayoutCommand(unsigned device)
{
    RocmSmiApi api;
    QString error;
    if (!api.load(&error)) {
        std::fprintf(stderr, "clock-layout: %s\n", error.toLocal8Bit().constData());
        return 3;
    }
    if (api.init(0) != RSMI_STATUS_SUCCESS || !api.devGpuClkFreqGet || !api.devPciBandwidthGet) {
        std::fprintf(stderr, "clock-layout: rsmi_init failed or the clock getters are missing\n");
        return 3;
    }
    alignas(8) unsigned char sclk[kBufferBytes];
    std::memset(sclk, kSentinel, sizeof sclk);
    const rsmi_status_t sclkStatus = api.devGpuClkFreqGet(device, RSMI_CLK_TYPE_SYS, sclk);
    alignas(8) unsigned char pcie[kBufferBytes];
    std::memset(pcie, kSentinel, sizeof pcie);
    const rsmi_status_t pcieStatus = api.devPciBandwidthGet(device, pcie);
    if (sclkStatus != RSMI_STATUS_SUCCESS || pcieStatus != RSMI_STATUS_SUCCESS) {
        std::fprintf(stderr, "clock-layout: status %d (sclk), %d (pcie)\n", sclkStatus, pcieStatus);
        return 1;
    }
    // The file the loader really mapped (the name alone does not say which
    // librocm_smi64.so.1 it found).
    Dl_info info{};
    const QString loadedFrom = dladdr(reinterpret_cast<void *>(api.init), &info) != 0 && info.dli_fname
        ? QString::fromLocal8Bit(info.dli_fname) : QString();
    const QJsonObject o{
        {QStringLiteral("library"), api.libraryPath()},
        {QStringLiteral("loaded_from"), loadedFrom},
        {QStringLiteral("version"), api.versionString()},
        {QStringLiteral("chosen"), api.usesV6Layout() ? QStringLiteral("v6") : QStringLiteral("v5")},
        {QStringLiteral("sclk"),
         QJsonObject{{QStringLiteral("v5"), frequencies<RsmiFrequenciesV5>(sclk, 32, 1e6, "mhz")},
                     {QStringLiteral("v6"), frequencies<RsmiFrequenciesV6>(sclk, 33, 1e6, "mhz")}}},
        {QStringLiteral("pcie"),
         QJsonObject{{QStringLiteral("v5"), bandwidth<RsmiPcieBandwidthV5>(pcie, 32)},
                     {QStringLiteral("v6"), bandwidth<RsmiPcieBandwidthV6>(pcie, 33)}}},
    };
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    return 0;
}

} // namespace rocmtune::testing
