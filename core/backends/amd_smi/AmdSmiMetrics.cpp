// SPDX-License-Identifier: GPL-3.0-or-later
// One Sample through AMD SMI: every catalogue metric the library offers for
// the card, in the catalogue's units. What the library has no call for (the
// voltage-regulator temperatures and the throttle reasons of gpu_metrics)
// comes from our own gpu_metrics decoder, as in the rocm-smi backend.
#include "AmdSmiBackend.h"

#include "backends/amdgpu_metrics/GpuMetricsTable.h"
#include "backends/rocm_smi/AmdgpuFileParsers.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcAmdSmi)

namespace rocmtune {

namespace {

struct AmdSmiMetricsText {
    Q_DECLARE_TR_FUNCTIONS(AmdSmiBackend)
};

constexpr int kLimitRefreshSamples = 10;

// Blocks of amdsmi_gpu_block_t in bit order, by the driver's names
// (amdgpu_ras.c ras_block_string), as EccStatus names them.
constexpr const char *kRasBlocks[] = {"umc", "sdma", "gfx", "mmhub", "athub", "pcie_bif", "hdp", "xgmi_wafl", "df", "smn",
                                      "sem", "mp0", "mp1", "fuse", "mca", "vcn", "jpeg", "ih", "mpio"};

constexpr MetricId kAmdSmiMetricsLimitMetrics[] = {
    MetricId::TemperatureEdgeCritical,  MetricId::TemperatureJunctionCritical,  MetricId::TemperatureMemoryCritical,
    MetricId::TemperatureEdgeEmergency, MetricId::TemperatureJunctionEmergency, MetricId::TemperatureMemoryEmergency,
    MetricId::PowerCapDefault,          MetricId::PowerCapMin,                  MetricId::PowerCapMax,
    MetricId::VramTotal,                MetricId::PowerProfile,
    // Settings and slow values, refreshed with the limits (and after every
    // write): each of the video clocks costs ~90 µs (the library parses
    // gpu_metrics per call), BENCHMARKS.md.
    MetricId::PowerCap,                 MetricId::OverdrivePercent,             MetricId::SocClock,
    MetricId::FabricClock,              MetricId::VideoClock,                   MetricId::DecodeClock,
    MetricId::PcieReplayCount,
};

bool amdSmiMetricsIsUnsupported(amdsmi::Status status)
{
    return status == amdsmi::NotSupported || status == amdsmi::NotYetImplemented || status == amdsmi::FileError;
}

std::optional<PowerProfile> profileFromMask(std::uint64_t mask)
{
    switch (mask) {
    case amdsmi::ProfileBootupDefault: return PowerProfile::BootupDefault;
    case amdsmi::Profile3dFullScreen: return PowerProfile::FullScreen3D;
    case amdsmi::ProfilePowerSaving: return PowerProfile::PowerSaving;
    case amdsmi::ProfileVideo: return PowerProfile::Video;
    case amdsmi::ProfileVr: return PowerProfile::VirtualReality;
    case amdsmi::ProfileCompute: return PowerProfile::Compute;
    case amdsmi::ProfileCustom: return PowerProfile::Custom;
    default: return std::nullopt;
    }
}

// Reads one value; "not supported" leaves the metric empty without a
// message, any other failure is logged once per change of message.
class Reader
{
public:
    Reader(AmdSmiBackend::Gpu &gpu, const AmdSmiFunctions &api, Sample &sample) : gpu_(gpu), api_(api), sample_(sample) {}

    template <typename Call, typename Value>
    void fetch(MetricId id, Call call, Value value)
    {
        record(id, call(), [&] { return static_cast<double>(value()); });
    }

    template <typename Value>
    void record(MetricId id, amdsmi::Status status, Value value)
    {
        const int key = static_cast<int>(id);
        if (status == amdsmi::Success) {
            const double v = value();
            if (std::isfinite(v)) {
                sample_.set(id, v);
                gpu_.lastErrors.remove(key);
            }
            return;
        }
        if (amdSmiMetricsIsUnsupported(status))
            return;
        recordMessage(id, amdSmiStatusText(api_, status));
    }

    // A failure in words; logged once per change of message.
    void recordMessage(MetricId id, const QString &message)
    {
        const int key = static_cast<int>(id);
        if (gpu_.lastErrors.value(key) != message) {
            gpu_.lastErrors.insert(key, message);
            qCWarning(lcAmdSmi).noquote() << AmdSmiMetricsText::tr("GPU %1: %2: %3").arg(gpu_.pciBusId, QLatin1String(metricInfo(id).key), message);
        }
    }

private:
    AmdSmiBackend::Gpu &gpu_;
    const AmdSmiFunctions &api_;
    Sample &sample_;
};

} // namespace

void AmdSmiBackend::readMetrics(Gpu &gpu, Sample &sample)
{
    const AmdSmiFunctions &api = library_->api;
    const amdsmi::ProcessorHandle h = gpu.handle;
    const bool limits = gpu.samplesSinceLimits < 0 || gpu.samplesSinceLimits >= kLimitRefreshSamples;
    if (limits) {
        gpu.limits = Sample();
        gpu.samplesSinceLimits = 0;
    }
    ++gpu.samplesSinceLimits;
    Reader read(gpu, api, sample);
    Reader readSettings(gpu, api, gpu.limits);

    // Temperatures, their limits with the settings. The header documents
    // millidegrees, but 6.1.2 divides the driver's m°C by 1000 itself: the
    // values are whole degrees Celsius (checked against planted files in
    // tests/integration/amd_smi/AmdSmiBackendTest.cpp).
    if (api.tempMetric && gpu.safe(AmdSmiCall::Temperatures)) {
        struct Sensor {
            amdsmi::TemperatureType type;
            MetricId current;
            std::optional<MetricId> critical, emergency;
        };
        static constexpr Sensor kSensors[] = {
            {amdsmi::TempEdge, MetricId::TemperatureEdge, MetricId::TemperatureEdgeCritical, MetricId::TemperatureEdgeEmergency},
            {amdsmi::TempHotspot, MetricId::TemperatureJunction, MetricId::TemperatureJunctionCritical, MetricId::TemperatureJunctionEmergency},
            {amdsmi::TempVram, MetricId::TemperatureMemory, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency},
            {amdsmi::TempHbm0, MetricId::TemperatureHbm0, std::nullopt, std::nullopt},
            {amdsmi::TempHbm1, MetricId::TemperatureHbm1, std::nullopt, std::nullopt},
            {amdsmi::TempHbm2, MetricId::TemperatureHbm2, std::nullopt, std::nullopt},
            {amdsmi::TempHbm3, MetricId::TemperatureHbm3, std::nullopt, std::nullopt},
        };
        for (const Sensor &s : kSensors) {
            // A sensor the card lacks (HBM on RDNA) costs ~80 µs a call to
            // learn again: it is asked with the limits only.
            const auto bit = static_cast<std::size_t>(s.type);
            if (!limits && gpu.missingSensors.test(bit))
                continue;
            int64_t celsius = 0;
            const amdsmi::Status status = api.tempMetric(h, s.type, amdsmi::TempCurrent, &celsius);
            gpu.missingSensors.set(bit, status == amdsmi::NotSupported);
            read.record(s.current, status, [&] { return static_cast<double>(celsius); });
            if (!limits || !s.critical)
                continue;
            if (api.tempMetric(h, s.type, amdsmi::TempCritical, &celsius) == amdsmi::Success)
                gpu.limits.set(*s.critical, static_cast<double>(celsius));
            if (api.tempMetric(h, s.type, amdsmi::TempEmergency, &celsius) == amdsmi::Success)
                gpu.limits.set(*s.emergency, static_cast<double>(celsius));
        }
    }

    // Power (W). 6.1.2 answers NOT_SUPPORTED when gpu_metrics has no
    // current_socket_power (RDNA3, MI200) but has filled average_socket_power
    // from power1_average: that field is taken when it holds a reading.
    const bool powerSafe = gpu.safe(AmdSmiCall::Power);
    if (api.powerInfo && powerSafe) {
        amdsmi::PowerInfo power{};
        const amdsmi::Status status = api.powerInfo(h, &power);
        const bool averageRead = power.average_socket_power != 0xFFFF && power.average_socket_power != 0xFFFFFFFFu;
        if ((status == amdsmi::Success || status == amdsmi::NotSupported) && averageRead && (status == amdsmi::Success || power.average_socket_power > 0))
            sample.set(MetricId::PowerAverage, static_cast<double>(power.average_socket_power));
        else if (status != amdsmi::Success)
            read.record(MetricId::PowerAverage, status, [] { return 0.0; });
    }
    if (limits && api.powerCapInfo && powerSafe) {
        amdsmi::PowerCapInfo cap{};
        const amdsmi::Status status = api.powerCapInfo(h, 0, &cap);
        // 6.1.2 answers a missing power1_cap with SUCCESS and 0 W: not available.
        if (status != amdsmi::Success || cap.power_cap > 0)
            readSettings.record(MetricId::PowerCap, status, [&] { return cap.power_cap / 1e6; });
        if (status == amdsmi::Success) {
            if (cap.default_power_cap > 0)
                gpu.limits.set(MetricId::PowerCapDefault, cap.default_power_cap / 1e6);
            if (cap.max_power_cap > 0) {
                gpu.limits.set(MetricId::PowerCapMin, cap.min_power_cap / 1e6);
                gpu.limits.set(MetricId::PowerCapMax, cap.max_power_cap / 1e6);
            }
        }
    }

    // Clocks: the DPM tables (Hz) with the current level
    // (AmdSmiFileGuards.cpp decides between the library and our parser).
    {
        struct Clock {
            amdsmi::ClockType type;
            MetricId current;
            std::optional<MetricId> min, max;
        };
        static constexpr Clock kClocks[] = {
            {amdsmi::ClkGfx, MetricId::GfxClock, MetricId::GfxClockMin, MetricId::GfxClockMax},
            {amdsmi::ClkMem, MetricId::MemoryClock, MetricId::MemoryClockMin, MetricId::MemoryClockMax},
            {amdsmi::ClkSoc, MetricId::SocClock, std::nullopt, std::nullopt},
            {amdsmi::ClkDf, MetricId::FabricClock, std::nullopt, std::nullopt},
            {amdsmi::ClkVclk0, MetricId::VideoClock, std::nullopt, std::nullopt},
            {amdsmi::ClkDclk0, MetricId::DecodeClock, std::nullopt, std::nullopt},
        };
        for (const Clock &c : kClocks) {
            // SOCCLK, FCLK, VCLK, DCLK: with the settings.
            if (!c.min && !limits)
                continue;
            Reader &into = c.min ? read : readSettings;
            amdsmi::Frequencies f{};
            QString why;
            const amdsmi::Status status = clockTable(gpu, c.type, &f, &why);
            const uint32_t n = std::min<uint32_t>(f.num_supported, amdsmi::MaxFrequencies);
            if (!why.isEmpty()) {
                into.recordMessage(c.current, why);
                continue;
            }
            if (status == amdsmi::Success && (n == 0 || f.current >= n))
                continue; // no level marked current: not available
            into.record(c.current, status, [&] { return f.frequency[f.current] / 1e6; });
            if (status != amdsmi::Success || !c.min)
                continue;
            // A deep-sleep entry (has_deep_sleep) is the first one; it is
            // not a level the clock can be held at.
            const uint32_t first = f.has_deep_sleep && n > 1 ? 1 : 0;
            uint64_t lo = f.frequency[first], hi = f.frequency[first];
            for (uint32_t i = first; i < n; ++i) {
                lo = std::min(lo, f.frequency[i]);
                hi = std::max(hi, f.frequency[i]);
            }
            sample.set(*c.min, lo / 1e6);
            sample.set(*c.max, hi / 1e6);
        }
    }

    // Activity (%), VRAM (bytes).
    const bool activitySafe = gpu.safe(AmdSmiCall::Activity);
    if (api.activity && activitySafe) {
        amdsmi::EngineUsage usage{};
        const amdsmi::Status status = api.activity(h, &usage);
        read.record(MetricId::GpuBusy, status, [&] { return usage.gfx_activity; });
        read.record(MetricId::MemoryBusy, status, [&] { return usage.umc_activity; });
    }
    uint64_t bytes = 0;
    if (api.memoryUsage && activitySafe)
        read.fetch(MetricId::VramUsed, [&] { return api.memoryUsage(h, amdsmi::MemVram, &bytes); }, [&] { return bytes; });
    if (limits && activitySafe && api.memoryTotal && api.memoryTotal(h, amdsmi::MemVram, &bytes) == amdsmi::Success && bytes > 0)
        gpu.limits.set(MetricId::VramTotal, static_cast<double>(bytes));

    // Fan (RPM, duty as a share of the PWM maximum), GFX voltage (mV).
    int64_t value = 0;
    const bool fanSafe = gpu.safe(AmdSmiCall::Fan);
    if (api.fanRpms && fanSafe)
        read.fetch(MetricId::FanRpm, [&] { return api.fanRpms(h, 0, &value); }, [&] { return value; });
    if (limits && api.fanSpeedMax && fanSafe) {
        uint64_t max = 0;
        gpu.fanMaxPwm.reset();
        if (api.fanSpeedMax(h, 0, &max) == amdsmi::Success && max > 0)
            gpu.fanMaxPwm = max;
    }
    if (api.fanSpeed && fanSafe && gpu.fanMaxPwm)
        read.fetch(MetricId::FanPercent, [&] { return api.fanSpeed(h, 0, &value); }, [&] { return 100.0 * value / static_cast<double>(*gpu.fanMaxPwm); });
    if (api.voltMetric && gpu.safe(AmdSmiCall::Voltage))
        read.fetch(MetricId::GfxVoltage, [&] { return api.voltMetric(h, amdsmi::VoltVddgfx, amdsmi::VoltCurrent, &value); }, [&] { return value; });

    // Performance level, overdrive, power profile.
    const bool perfSafe = gpu.safe(AmdSmiCall::PerfLevel);
    if (api.perfLevel && perfSafe) {
        uint32_t level = amdsmi::PerfUnknown;
        const amdsmi::Status status = api.perfLevel(h, &level);
        if (status == amdsmi::Success && level > amdsmi::PerfDeterminism)
            read.record(MetricId::PerformanceLevel, amdsmi::UnexpectedData, [] { return 0.0; });
        else
            read.record(MetricId::PerformanceLevel, status, [&] { return level; });
    }
    if (limits && api.overdriveLevel && perfSafe) {
        uint32_t percent = 0;
        readSettings.fetch(MetricId::OverdrivePercent, [&] { return api.overdriveLevel(h, &percent); }, [&] { return percent; });
    }
    if (limits) {
        amdsmi::PowerProfileStatus profiles{};
        QString why;
        if (powerProfiles(gpu, &profiles, &why) == amdsmi::Success) {
            if (const auto current = profileFromMask(profiles.current))
                gpu.limits.set(MetricId::PowerProfile, static_cast<double>(static_cast<int>(*current)));
        }
        if (!why.isEmpty())
            read.recordMessage(MetricId::PowerProfile, why);
    }

    // PCIe link (the current level of the library's table), replays, energy.
    {
        double speed = 0;
        int lanes = 0;
        QString why;
        const amdsmi::Status status = pcieLevel(gpu, &speed, &lanes, &why);
        if (status == amdsmi::Success) {
            sample.set(MetricId::PcieLinkSpeed, speed);
            sample.set(MetricId::PcieLinkWidth, static_cast<double>(lanes));
        } else if (!why.isEmpty()) {
            read.recordMessage(MetricId::PcieLinkSpeed, why);
        }
    }
    if (limits && api.pciReplayCounter && gpu.safe(AmdSmiCall::Pcie)) {
        uint64_t replays = 0;
        readSettings.fetch(MetricId::PcieReplayCount, [&] { return api.pciReplayCounter(h, &replays); }, [&] { return replays; });
    }
    if (api.energyCount && gpu.safe(AmdSmiCall::Energy)) {
        uint64_t counter = 0, timestamp = 0;
        float resolutionMicrojoules = 0;
        const amdsmi::Status status = api.energyCount(h, &counter, &resolutionMicrojoules, &timestamp);
        // A resolution of 0 means the library found no energy counter.
        if (status != amdsmi::Success || resolutionMicrojoules > 0)
            read.record(MetricId::EnergyConsumed, status, [&] { return counter * static_cast<double>(resolutionMicrojoules) / 1e6; });
    }

    // smu_v13_0_6 (MI300X): board power only in power1_input and no
    // pp_dpm_pcie levels; 6.1.2 reads neither that file nor the PCI core's
    // current_link_speed / current_link_width, so we do (as the rocm-smi backend).
    if (!sample.has(MetricId::PowerAverage) && gpu.files.hasHwmon()) {
        if (const auto text = amdgpu::readSmallFile(gpu.files.hwmonDir() + QStringLiteral("/power1_input"))) {
            bool ok = false;
            const qulonglong microwatts = text->trimmed().toULongLong(&ok);
            if (ok)
                sample.set(MetricId::PowerAverage, static_cast<double>(microwatts) / 1e6);
        }
    }
    if (!sample.has(MetricId::PcieLinkSpeed) && !gpu.files.deviceFileExists(QStringLiteral("pp_dpm_pcie"))) {
        const auto speed = gpu.files.readDeviceFile(QStringLiteral("current_link_speed"));
        const auto width = gpu.files.readDeviceFile(QStringLiteral("current_link_width"));
        bool speedOk = false, widthOk = false;
        const double gigatransfers = speed ? speed->trimmed().split(' ').value(0).toDouble(&speedOk) : 0;
        const int lanes = width ? width->trimmed().toInt(&widthOk) : 0;
        if (speedOk && speed->contains("GT/s") && widthOk && lanes > 0) {
            sample.set(MetricId::PcieLinkSpeed, gigatransfers);
            sample.set(MetricId::PcieLinkWidth, static_cast<double>(lanes));
        }
    }

    // What the library has no call for: our gpu_metrics decoder.
    if (const auto table = gpu.files.readDeviceFile(QStringLiteral("gpu_metrics"))) {
        if (const auto reasons = amdgpu::throttleReasonsFromGpuMetrics(*table))
            sample.set(MetricId::ThrottleStatus, static_cast<double>(*reasons));
        if (const auto decoded = amdgpu::decodeGpuMetrics(*table)) {
            sample.set(MetricId::TemperatureVrGfx, decoded->temperatureVrGfxCelsius);
            sample.set(MetricId::TemperatureVrSoc, decoded->temperatureVrSocCelsius);
            sample.set(MetricId::TemperatureVrMem, decoded->temperatureVrMemCelsius);
            // VCLK0/DCLK0 as amd-smi shows them: the table's current values,
            // on every tick (no pp_dpm_vclk/dclk file on most cards).
            if (decoded->currentVclkMegahertz)
                sample.set(MetricId::VideoClock, decoded->currentVclkMegahertz);
            if (decoded->currentDclkMegahertz)
                sample.set(MetricId::DecodeClock, decoded->currentDclkMegahertz);
        }
    }

    // ECC per RAS block, with the limits: each count makes the driver ask the firmware.
    if (limits) {
        EccStatus ecc;
        uint64_t enabledMask = 0;
        if (gpu.safe(AmdSmiCall::Ecc) && api.eccEnabled && api.eccCount && api.eccEnabled(h, &enabledMask) == amdsmi::Success) {
            ecc.available = true;
            for (std::size_t bit = 0; bit < std::size(kRasBlocks); ++bit) {
                EccBlockCounts block;
                block.block = QLatin1String(kRasBlocks[bit]);
                block.enabled = (enabledMask >> bit) & 1u;
                if (!block.enabled)
                    continue;
                amdsmi::ErrorCount counts{};
                if (api.eccCount(h, std::uint64_t{1} << bit, &counts) == amdsmi::Success) {
                    block.correctable = counts.correctable_count;
                    block.uncorrectable = counts.uncorrectable_count;
                }
                ecc.blocks.push_back(block);
            }
        }
        gpu.limits.setEcc(ecc);
    }
    sample.setEcc(gpu.limits.ecc());
    for (MetricId id : kAmdSmiMetricsLimitMetrics) {
        if (gpu.limits.has(id))
            sample.set(id, *gpu.limits.value(id));
    }
}

} // namespace rocmtune
