// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <rocm_smi/rocm_smi.h>

#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>

namespace rocmtune {

// rsmi_frequencies_t as ROCm 5.x lays it out (the Debian 5.2.3 header) and as
// ROCm 6.0 and later do (a has_deep_sleep flag first, 33 entries). The
// library's major version says which one a loaded library fills in.
struct RsmiFrequenciesV5 {
    uint32_t numSupported;
    uint32_t current;
    uint64_t frequency[32];
};
struct RsmiFrequenciesV6 {
    bool hasDeepSleep;
    uint32_t numSupported;
    uint32_t current;
    uint64_t frequency[33];
};
struct RsmiPcieBandwidthV5 {
    RsmiFrequenciesV5 transferRate;
    uint32_t lanes[32];
};
struct RsmiPcieBandwidthV6 {
    RsmiFrequenciesV6 transferRate;
    uint32_t lanes[33];
};
static_assert(sizeof(RsmiFrequenciesV5) == sizeof(rsmi_frequencies_t), "ROCm 5 layout must match the Debian header");
static_assert(sizeof(RsmiPcieBandwidthV5) == sizeof(rsmi_pcie_bandwidth_t), "ROCm 5 layout must match the Debian header");

// A DPM table as the library reports it, in a layout-independent form.
struct RsmiClockTable {
    QVector<quint64> hertz;
    int currentIndex = -1;
    QVector<quint32> lanes; // PCIe only
};

// librocm_smi64 loaded at run time with dlopen, every entry point resolved
// with dlsym. Functions the loaded library lacks stay null; callers treat a
// null function as "not supported". Signatures come from Debian's header.
class RocmSmiApi
{
public:
    RocmSmiApi() = default;
    ~RocmSmiApi();
    RocmSmiApi(const RocmSmiApi &) = delete;
    RocmSmiApi &operator=(const RocmSmiApi &) = delete;

    // Tries the candidate names in order; ROCMTUNE_ROCM_SMI_LIBRARY, when set,
    // is the only one tried. Returns false with a message when nothing loads or a
    // required symbol is missing.
    bool load(QString *error);
    bool isLoaded() const { return handle_ != nullptr; }
    static QStringList candidateNames();

    QString libraryPath() const { return path_; }
    // "1.0.0" for Debian's build; the library's own version numbers.
    QString versionString() const { return version_; }
    int majorVersion() const { return major_; }
    bool usesV6Layout() const { return major_ >= 6; }

    // Layout-independent wrappers around the two struct-returning getters.
    rsmi_status_t clockTable(uint32_t device, rsmi_clk_type_t type, RsmiClockTable *table) const;
    rsmi_status_t pcieTable(uint32_t device, RsmiClockTable *table) const;

    // The library's entry points (null when the loaded library lacks one).
    rsmi_status_t (*init)(uint64_t) = nullptr;
    rsmi_status_t (*shutDown)() = nullptr;
    rsmi_status_t (*numMonitorDevices)(uint32_t *) = nullptr;
    rsmi_status_t (*versionGet)(rsmi_version_t *) = nullptr;
    rsmi_status_t (*versionStrGet)(rsmi_sw_component_t, char *, uint32_t) = nullptr;
    rsmi_status_t (*statusString)(rsmi_status_t, const char **) = nullptr;
    rsmi_status_t (*devNameGet)(uint32_t, char *, size_t) = nullptr;
    rsmi_status_t (*devIdGet)(uint32_t, uint16_t *) = nullptr;
    rsmi_status_t (*devVendorIdGet)(uint32_t, uint16_t *) = nullptr;
    rsmi_status_t (*devPciIdGet)(uint32_t, uint64_t *) = nullptr;
    rsmi_status_t (*devUniqueIdGet)(uint32_t, uint64_t *) = nullptr;
    rsmi_status_t (*devSerialNumberGet)(uint32_t, char *, uint32_t) = nullptr;
    rsmi_status_t (*devVbiosVersionGet)(uint32_t, char *, uint32_t) = nullptr;
    rsmi_status_t (*devTempMetricGet)(uint32_t, uint32_t, rsmi_temperature_metric_t, int64_t *) = nullptr;
    rsmi_status_t (*devVoltMetricGet)(uint32_t, rsmi_voltage_type_t, rsmi_voltage_metric_t, int64_t *) = nullptr;
    rsmi_status_t (*devPowerAveGet)(uint32_t, uint32_t, uint64_t *) = nullptr;
    rsmi_status_t (*devPowerCapGet)(uint32_t, uint32_t, uint64_t *) = nullptr;
    rsmi_status_t (*devPowerCapDefaultGet)(uint32_t, uint64_t *) = nullptr;
    rsmi_status_t (*devPowerCapRangeGet)(uint32_t, uint32_t, uint64_t *, uint64_t *) = nullptr;
    rsmi_status_t (*devPowerCapSet)(uint32_t, uint32_t, uint64_t) = nullptr;
    rsmi_status_t (*devEnergyCountGet)(uint32_t, uint64_t *, float *, uint64_t *) = nullptr;
    rsmi_status_t (*devBusyPercentGet)(uint32_t, uint32_t *) = nullptr;
    rsmi_status_t (*devMemoryBusyPercentGet)(uint32_t, uint32_t *) = nullptr;
    rsmi_status_t (*devMemoryTotalGet)(uint32_t, rsmi_memory_type_t, uint64_t *) = nullptr;
    rsmi_status_t (*devMemoryUsageGet)(uint32_t, rsmi_memory_type_t, uint64_t *) = nullptr;
    rsmi_status_t (*devFanRpmsGet)(uint32_t, uint32_t, int64_t *) = nullptr;
    rsmi_status_t (*devFanSpeedGet)(uint32_t, uint32_t, int64_t *) = nullptr;
    rsmi_status_t (*devFanSpeedMaxGet)(uint32_t, uint32_t, uint64_t *) = nullptr;
    // Manual PWM (hwmon pwm1_enable 1, pwm1) and back to automatic (pwm1_enable 2).
    rsmi_status_t (*devFanSpeedSet)(uint32_t, uint32_t, uint64_t) = nullptr;
    rsmi_status_t (*devFanReset)(uint32_t, uint32_t) = nullptr;
    rsmi_status_t (*devPerfLevelGet)(uint32_t, rsmi_dev_perf_level_t *) = nullptr;
    rsmi_status_t (*devPerfLevelSetV1)(uint32_t, rsmi_dev_perf_level_t) = nullptr;
    rsmi_status_t (*devOverdriveLevelGet)(uint32_t, uint32_t *) = nullptr;
    rsmi_status_t (*devOverdriveLevelSetV1)(uint32_t, uint32_t) = nullptr;
    rsmi_status_t (*devGpuClkFreqGet)(uint32_t, rsmi_clk_type_t, void *) = nullptr;
    rsmi_status_t (*devGpuClkFreqSet)(uint32_t, rsmi_clk_type_t, uint64_t) = nullptr;
    rsmi_status_t (*devPciBandwidthGet)(uint32_t, void *) = nullptr;
    rsmi_status_t (*devClkRangeSet)(uint32_t, uint64_t, uint64_t, rsmi_clk_type_t) = nullptr;
    rsmi_status_t (*devOdClkInfoSet)(uint32_t, rsmi_freq_ind_t, uint64_t, rsmi_clk_type_t) = nullptr;
    rsmi_status_t (*devPowerProfilePresetsGet)(uint32_t, uint32_t, rsmi_power_profile_status_t *) = nullptr;
    rsmi_status_t (*devPowerProfileSet)(uint32_t, uint32_t, rsmi_power_profile_preset_masks_t) = nullptr;
    rsmi_status_t (*devOdVoltInfoGet)(uint32_t, rsmi_od_volt_freq_data_t *) = nullptr;
    rsmi_status_t (*devPciReplayCounterGet)(uint32_t, uint64_t *) = nullptr;
    // Compute processes (/sys/class/kfd/kfd/proc); used by RocmSmiProcesses.cpp.
    rsmi_status_t (*computeProcessInfoGet)(rsmi_process_info_t *, uint32_t *) = nullptr;
    rsmi_status_t (*computeProcessGpusGet)(uint32_t, uint32_t *, uint32_t *) = nullptr;

private:
    void resolveAll();
    void *handle_ = nullptr;
    QString path_;
    QString version_;
    int major_ = 0;
};

// A sentence for a person: what a status code means for this app.
QString rsmiStatusMessage(rsmi_status_t status);

} // namespace rocmtune
