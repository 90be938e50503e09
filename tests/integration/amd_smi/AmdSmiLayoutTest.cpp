// SPDX-License-Identifier: GPL-3.0-or-later
// Our declarations of AMD SMI's C API (core/backends/amd_smi/AmdSmiApi.h)
// against the real header of Debian 13's libamd-smi-dev 6.1.2 (the folder
// scripts/prepare-rocm-smi-6.sh prepared): every struct the backend passes to
// the library must have the header's size and field offsets, every constant
// its value. Built only when that folder is configured.
#include "core/backends/amd_smi/AmdSmiApi.h"

#include <amd_smi/amdsmi.h>

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace api = rocmtune::amdsmi;

#define EXPECT_SAME_FIELD(ours, theirs, field) EXPECT_EQ(offsetof(ours, field), offsetof(theirs, field)) << #theirs "." #field

TEST(AmdSmiLayout, StructSizesMatchTheHeader)
{
    EXPECT_EQ(sizeof(api::Version), sizeof(amdsmi_version_t));
    EXPECT_EQ(sizeof(api::PowerCapInfo), sizeof(amdsmi_power_cap_info_t));
    EXPECT_EQ(sizeof(api::PowerInfo), sizeof(amdsmi_power_info_t));
    EXPECT_EQ(sizeof(api::EngineUsage), sizeof(amdsmi_engine_usage_t));
    EXPECT_EQ(sizeof(api::Frequencies), sizeof(amdsmi_frequencies_t));
    EXPECT_EQ(sizeof(api::PcieBandwidth), sizeof(amdsmi_pcie_bandwidth_t));
    EXPECT_EQ(sizeof(api::PowerProfileStatus), sizeof(amdsmi_power_profile_status_t));
    EXPECT_EQ(sizeof(api::Range), sizeof(amdsmi_range_t));
    EXPECT_EQ(sizeof(api::OdVoltFreqData), sizeof(amdsmi_od_volt_freq_data_t));
    EXPECT_EQ(sizeof(api::ErrorCount), sizeof(amdsmi_error_count_t));
    EXPECT_EQ(sizeof(api::AsicInfo), sizeof(amdsmi_asic_info_t));
    EXPECT_EQ(sizeof(api::BoardInfo), sizeof(amdsmi_board_info_t));
    EXPECT_EQ(sizeof(api::VbiosInfo), sizeof(amdsmi_vbios_info_t));
    EXPECT_EQ(sizeof(api::DriverInfo), sizeof(amdsmi_driver_info_t));
    EXPECT_EQ(sizeof(api::ProcInfo), sizeof(amdsmi_proc_info_t));
    EXPECT_EQ(sizeof(api::ProcessInfo), sizeof(amdsmi_process_info_t));
    // Enums passed by value: the 64-bit ones must be passed as 64 bits.
    EXPECT_EQ(sizeof(std::uint64_t), sizeof(amdsmi_gpu_block_t));
    EXPECT_EQ(sizeof(std::uint64_t), sizeof(amdsmi_power_profile_preset_masks_t));
    EXPECT_EQ(sizeof(api::Status), sizeof(amdsmi_status_t));
    EXPECT_EQ(sizeof(std::uint32_t), sizeof(amdsmi_clk_type_t));
    EXPECT_EQ(sizeof(std::uint32_t), sizeof(amdsmi_temperature_type_t));
    EXPECT_EQ(sizeof(std::uint32_t), sizeof(amdsmi_dev_perf_level_t));
    EXPECT_EQ(sizeof(int), sizeof(processor_type_t));
}

TEST(AmdSmiLayout, FieldOffsetsMatchTheHeader)
{
    EXPECT_SAME_FIELD(api::Version, amdsmi_version_t, release);
    EXPECT_SAME_FIELD(api::Version, amdsmi_version_t, build);
    EXPECT_SAME_FIELD(api::PowerCapInfo, amdsmi_power_cap_info_t, default_power_cap);
    EXPECT_SAME_FIELD(api::PowerCapInfo, amdsmi_power_cap_info_t, min_power_cap);
    EXPECT_SAME_FIELD(api::PowerCapInfo, amdsmi_power_cap_info_t, max_power_cap);
    EXPECT_SAME_FIELD(api::PowerInfo, amdsmi_power_info_t, average_socket_power);
    EXPECT_SAME_FIELD(api::PowerInfo, amdsmi_power_info_t, power_limit);
    EXPECT_SAME_FIELD(api::EngineUsage, amdsmi_engine_usage_t, umc_activity);
    EXPECT_SAME_FIELD(api::EngineUsage, amdsmi_engine_usage_t, mm_activity);
    EXPECT_SAME_FIELD(api::Frequencies, amdsmi_frequencies_t, num_supported);
    EXPECT_SAME_FIELD(api::Frequencies, amdsmi_frequencies_t, current);
    EXPECT_SAME_FIELD(api::Frequencies, amdsmi_frequencies_t, frequency);
    EXPECT_SAME_FIELD(api::PcieBandwidth, amdsmi_pcie_bandwidth_t, lanes);
    EXPECT_SAME_FIELD(api::PowerProfileStatus, amdsmi_power_profile_status_t, current);
    EXPECT_SAME_FIELD(api::PowerProfileStatus, amdsmi_power_profile_status_t, num_profiles);
    EXPECT_SAME_FIELD(api::OdVoltFreqData, amdsmi_od_volt_freq_data_t, curr_mclk_range);
    EXPECT_SAME_FIELD(api::OdVoltFreqData, amdsmi_od_volt_freq_data_t, sclk_freq_limits);
    EXPECT_SAME_FIELD(api::OdVoltFreqData, amdsmi_od_volt_freq_data_t, mclk_freq_limits);
    EXPECT_SAME_FIELD(api::OdVoltFreqData, amdsmi_od_volt_freq_data_t, num_regions);
    EXPECT_SAME_FIELD(api::ErrorCount, amdsmi_error_count_t, uncorrectable_count);
    EXPECT_SAME_FIELD(api::ErrorCount, amdsmi_error_count_t, deferred_count);
    EXPECT_SAME_FIELD(api::AsicInfo, amdsmi_asic_info_t, vendor_id);
    EXPECT_SAME_FIELD(api::AsicInfo, amdsmi_asic_info_t, device_id);
    EXPECT_SAME_FIELD(api::AsicInfo, amdsmi_asic_info_t, rev_id);
    EXPECT_SAME_FIELD(api::AsicInfo, amdsmi_asic_info_t, asic_serial);
    EXPECT_SAME_FIELD(api::BoardInfo, amdsmi_board_info_t, product_serial);
    EXPECT_SAME_FIELD(api::BoardInfo, amdsmi_board_info_t, product_name);
    EXPECT_SAME_FIELD(api::VbiosInfo, amdsmi_vbios_info_t, version);
    EXPECT_SAME_FIELD(api::DriverInfo, amdsmi_driver_info_t, driver_version);
    EXPECT_SAME_FIELD(api::ProcInfo, amdsmi_proc_info_t, pid);
    EXPECT_SAME_FIELD(api::ProcInfo, amdsmi_proc_info_t, mem);
    EXPECT_SAME_FIELD(api::ProcInfo, amdsmi_proc_info_t, memory_usage);
    EXPECT_SAME_FIELD(api::ProcInfo, amdsmi_proc_info_t, memory_usage.vram_mem);
    EXPECT_SAME_FIELD(api::ProcInfo, amdsmi_proc_info_t, container_name);
    EXPECT_SAME_FIELD(api::ProcessInfo, amdsmi_process_info_t, pasid);
    EXPECT_SAME_FIELD(api::ProcessInfo, amdsmi_process_info_t, vram_usage);
    EXPECT_SAME_FIELD(api::ProcessInfo, amdsmi_process_info_t, cu_occupancy);
}

TEST(AmdSmiLayout, ConstantsMatchTheHeader)
{
    EXPECT_EQ(api::NotSupported, AMDSMI_STATUS_NOT_SUPPORTED);
    EXPECT_EQ(api::NoPermission, AMDSMI_STATUS_NO_PERM);
    EXPECT_EQ(api::FileError, AMDSMI_STATUS_FILE_ERROR);
    EXPECT_EQ(api::InsufficientSize, AMDSMI_STATUS_INSUFFICIENT_SIZE);
    EXPECT_EQ(api::UnexpectedData, AMDSMI_STATUS_UNEXPECTED_DATA);
    EXPECT_EQ(api::SettingUnavailable, AMDSMI_STATUS_SETTING_UNAVAILABLE);
    EXPECT_EQ(api::InitAmdGpus, static_cast<std::uint64_t>(AMDSMI_INIT_AMD_GPUS));
    EXPECT_EQ(api::ProcessorAmdGpu, AMD_GPU);
    EXPECT_EQ(api::ClkGfx, CLK_TYPE_GFX);
    EXPECT_EQ(api::ClkDf, CLK_TYPE_DF);
    EXPECT_EQ(api::ClkSoc, CLK_TYPE_SOC);
    EXPECT_EQ(api::ClkMem, CLK_TYPE_MEM);
    EXPECT_EQ(api::ClkVclk0, CLK_TYPE_VCLK0);
    EXPECT_EQ(api::ClkDclk0, CLK_TYPE_DCLK0);
    EXPECT_EQ(api::TempHotspot, TEMPERATURE_TYPE_HOTSPOT);
    EXPECT_EQ(api::TempVram, TEMPERATURE_TYPE_VRAM);
    EXPECT_EQ(api::TempHbm0, TEMPERATURE_TYPE_HBM_0);
    EXPECT_EQ(api::TempHbm3, TEMPERATURE_TYPE_HBM_3);
    EXPECT_EQ(api::TempCritical, AMDSMI_TEMP_CRITICAL);
    EXPECT_EQ(api::TempEmergency, AMDSMI_TEMP_EMERGENCY);
    EXPECT_EQ(api::PerfDeterminism, AMDSMI_DEV_PERF_LEVEL_DETERMINISM);
    EXPECT_EQ(api::PerfUnknown, AMDSMI_DEV_PERF_LEVEL_UNKNOWN);
    EXPECT_EQ(api::FreqMax, AMDSMI_FREQ_IND_MAX);
    EXPECT_EQ(api::MemVram, AMDSMI_MEM_TYPE_VRAM);
    EXPECT_EQ(api::ProfileBootupDefault, static_cast<std::uint64_t>(AMDSMI_PWR_PROF_PRST_BOOTUP_DEFAULT));
    EXPECT_EQ(api::Profile3dFullScreen, static_cast<std::uint64_t>(AMDSMI_PWR_PROF_PRST_3D_FULL_SCR_MASK));
    EXPECT_EQ(api::ProfileCompute, static_cast<std::uint64_t>(AMDSMI_PWR_PROF_PRST_COMPUTE_MASK));
    EXPECT_EQ(api::BlockUmc, static_cast<std::uint64_t>(AMDSMI_GPU_BLOCK_UMC));
    EXPECT_EQ(api::BlockLast, static_cast<std::uint64_t>(AMDSMI_GPU_BLOCK_LAST));
    EXPECT_EQ(api::MaxFrequencies, AMDSMI_MAX_NUM_FREQUENCIES);
    // The backend's RAS block list is the header's bit order (umc ... mpio).
    EXPECT_EQ(static_cast<std::uint64_t>(AMDSMI_GPU_BLOCK_XGMI_WAFL), std::uint64_t{1} << 7);
    EXPECT_EQ(static_cast<std::uint64_t>(AMDSMI_GPU_BLOCK_MPIO), std::uint64_t{1} << 18);
}

// Every function type we call through has the header's arity and, per
// parameter and for the result, the header's size (ours name enums by their
// fixed-width integer types).
template <typename R, typename... A>
std::vector<std::size_t> signature(R (*)(A...))
{
    return {sizeof(R), sizeof(A)...};
}

// decltype only: nothing here may need the library at link time.
#define EXPECT_SAME_SIGNATURE(ours, function) EXPECT_EQ(signature(ours{}), signature(static_cast<decltype(&function)>(nullptr))) << #function

TEST(AmdSmiLayout, FunctionSignaturesMatchTheHeader)
{
    EXPECT_SAME_SIGNATURE(api::InitFn, amdsmi_init);
    EXPECT_SAME_SIGNATURE(api::ShutDownFn, amdsmi_shut_down);
    EXPECT_SAME_SIGNATURE(api::LibVersionFn, amdsmi_get_lib_version);
    EXPECT_SAME_SIGNATURE(api::StatusStringFn, amdsmi_status_code_to_string);
    EXPECT_SAME_SIGNATURE(api::SocketHandlesFn, amdsmi_get_socket_handles);
    EXPECT_SAME_SIGNATURE(api::ProcessorHandlesFn, amdsmi_get_processor_handles);
    EXPECT_SAME_SIGNATURE(api::ProcessorTypeFn, amdsmi_get_processor_type);
    EXPECT_SAME_SIGNATURE(api::BdfIdFn, amdsmi_get_gpu_bdf_id);
    EXPECT_SAME_SIGNATURE(api::UuidFn, amdsmi_get_gpu_device_uuid);
    EXPECT_SAME_SIGNATURE(api::AsicInfoFn, amdsmi_get_gpu_asic_info);
    EXPECT_SAME_SIGNATURE(api::BoardInfoFn, amdsmi_get_gpu_board_info);
    EXPECT_SAME_SIGNATURE(api::VbiosInfoFn, amdsmi_get_gpu_vbios_info);
    EXPECT_SAME_SIGNATURE(api::DriverInfoFn, amdsmi_get_gpu_driver_info);
    EXPECT_SAME_SIGNATURE(api::TempMetricFn, amdsmi_get_temp_metric);
    EXPECT_SAME_SIGNATURE(api::PowerInfoFn, amdsmi_get_power_info);
    EXPECT_SAME_SIGNATURE(api::PowerCapInfoFn, amdsmi_get_power_cap_info);
    EXPECT_SAME_SIGNATURE(api::SetPowerCapFn, amdsmi_set_power_cap);
    EXPECT_SAME_SIGNATURE(api::ClkFreqFn, amdsmi_get_clk_freq);
    EXPECT_SAME_SIGNATURE(api::SetClkFreqFn, amdsmi_set_clk_freq);
    EXPECT_SAME_SIGNATURE(api::PciBandwidthFn, amdsmi_get_gpu_pci_bandwidth);
    EXPECT_SAME_SIGNATURE(api::Uint64Fn, amdsmi_get_gpu_pci_replay_counter);
    EXPECT_SAME_SIGNATURE(api::Uint64Fn, amdsmi_get_gpu_ecc_enabled);
    EXPECT_SAME_SIGNATURE(api::ActivityFn, amdsmi_get_gpu_activity);
    EXPECT_SAME_SIGNATURE(api::MemoryFn, amdsmi_get_gpu_memory_total);
    EXPECT_SAME_SIGNATURE(api::MemoryFn, amdsmi_get_gpu_memory_usage);
    EXPECT_SAME_SIGNATURE(api::FanFn, amdsmi_get_gpu_fan_speed);
    EXPECT_SAME_SIGNATURE(api::FanFn, amdsmi_get_gpu_fan_rpms);
    EXPECT_SAME_SIGNATURE(api::FanMaxFn, amdsmi_get_gpu_fan_speed_max);
    EXPECT_SAME_SIGNATURE(api::VoltMetricFn, amdsmi_get_gpu_volt_metric);
    EXPECT_SAME_SIGNATURE(api::EnergyFn, amdsmi_get_energy_count);
    EXPECT_SAME_SIGNATURE(api::PerfLevelFn, amdsmi_get_gpu_perf_level);
    EXPECT_SAME_SIGNATURE(api::SetPerfLevelFn, amdsmi_set_gpu_perf_level);
    EXPECT_SAME_SIGNATURE(api::OverdriveFn, amdsmi_get_gpu_overdrive_level);
    EXPECT_SAME_SIGNATURE(api::SetOverdriveFn, amdsmi_set_gpu_overdrive_level);
    EXPECT_SAME_SIGNATURE(api::ProfilePresetsFn, amdsmi_get_gpu_power_profile_presets);
    EXPECT_SAME_SIGNATURE(api::SetProfileFn, amdsmi_set_gpu_power_profile);
    EXPECT_SAME_SIGNATURE(api::OdVoltInfoFn, amdsmi_get_gpu_od_volt_info);
    EXPECT_SAME_SIGNATURE(api::SetClkRangeFn, amdsmi_set_gpu_clk_range);
    EXPECT_SAME_SIGNATURE(api::SetOdClkInfoFn, amdsmi_set_gpu_od_clk_info);
    EXPECT_SAME_SIGNATURE(api::EccCountFn, amdsmi_get_gpu_ecc_count);
    EXPECT_SAME_SIGNATURE(api::ProcessListFn, amdsmi_get_gpu_process_list);
    EXPECT_SAME_SIGNATURE(api::ComputeProcessInfoFn, amdsmi_get_gpu_compute_process_info);
}
