// SPDX-License-Identifier: GPL-3.0-or-later
// The shim's model of the amdgpu driver's store() functions, on its own:
// the tables it writes, and the writes the driver refuses with EINVAL.
#include "tests/tuning/integration/AmdgpuDriverModel.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <map>

using namespace rocmtune::fakedriver;

namespace {

const std::string kRdna3Od = "OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1249MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                             "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                             "VDDGFX_OFFSET:    -450mv         0mv\n";
const std::string kAldebaranOd = "GFXCLK:\n0: 500Mhz \n1: 1400Mhz *\n2: 1700Mhz \nMCLK:\n0: 400Mhz \n1: 1600Mhz *\n"
                                 "OD_RANGE:\nSCLK:     500Mhz       1700Mhz\n";

struct Device {
    std::string level = "manual\n";
    std::map<std::string, std::string> files; // the device's other files (pp_dpm_sclk ...)
    long stagedMin = -1, stagedMax = -1;
    DeviceView view(const std::string &boot = kRdna3Od)
    {
        DeviceView v;
        v.readSibling = [this](const std::string &name) -> std::optional<std::string> {
            if (name == "power_dpm_force_performance_level")
                return level;
            const auto it = files.find(name);
            if (it != files.end())
                return it->second;
            return std::nullopt;
        };
        v.readHwmon = [](const std::string &name) -> std::optional<std::string> {
            if (name == "power1_cap_max")
                return std::string("361000000\n");
            if (name == "power1_cap_min")
                return std::string("294000000\n");
            return std::nullopt;
        };
        v.bootOdTable = boot;
        v.stagedSclkMin = &stagedMin;
        v.stagedSclkMax = &stagedMax;
        return v;
    }
};

} // namespace

TEST(DriverModel, Rdna3EditsAreShownAtOnceInTheDriversFormat)
{
    Device d;
    StoreResult r = store("pp_od_clk_voltage", kRdna3Od, "s 0 800\n", d.view());
    ASSERT_EQ(r.error, 0);
    r = store("pp_od_clk_voltage", r.content, "s 1 2700\n", d.view());
    ASSERT_EQ(r.error, 0);
    r = store("pp_od_clk_voltage", r.content, "m 1 1300\n", d.view());
    ASSERT_EQ(r.error, 0);
    r = store("pp_od_clk_voltage", r.content, "c", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, "OD_SCLK:\n0: 800Mhz\n1: 2700Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1300MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                         "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                         "VDDGFX_OFFSET:    -450mv         0mv\n");
    r = store("pp_od_clk_voltage", r.content, "r", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, kRdna3Od);
}

TEST(DriverModel, Rdna3RefusesWhatTheDriverRefuses)
{
    Device d;
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 1 3001\n", d.view()).error, EINVAL); // above OD_RANGE
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 0 499\n", d.view()).error, EINVAL);  // below OD_RANGE
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 2 900\n", d.view()).error, EINVAL);  // no level 2
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 1\n", d.view()).error, EINVAL);      // no value
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 1 x\n", d.view()).error, EINVAL);    // not a number
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "vc 0 700 800\n", d.view()).error, EINVAL); // no curve on RDNA3
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "q", d.view()).error, EINVAL);
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "vo -451\n", d.view()).error, EINVAL);
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "vo -50\n", d.view()).content.find("OD_VDDGFX_OFFSET:\n-50mV\n") != std::string::npos,
              true);
    // An edit that leaves the minimum above the maximum: smu_v13_0_0 refuses
    // it at the edit ("GfxclkFmin(%u) is bigger than GfxclkFmax(%u)"), not at the commit.
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 0 2800\n", d.view()).error, EINVAL);
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "m 1 90\n", d.view()).error, EINVAL); // below OD_RANGE too
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "m 0 1300\n", d.view()).error, EINVAL); // above OD_MCLK's max 1249
    // Raising the maximum first makes room for the minimum.
    const StoreResult room = store("pp_od_clk_voltage", kRdna3Od, "s 1 2900\n", d.view());
    ASSERT_EQ(room.error, 0);
    EXPECT_EQ(store("pp_od_clk_voltage", room.content, "s 0 2800\n", d.view()).error, 0);
    // A stricter limit than the printed one.
    DeviceView strict = d.view();
    strict.enforcedRanges["SCLK"] = {500, 2600};
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 1 2700\n", strict).error, EINVAL);
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "s 1 2600\n", strict).error, 0);
}

TEST(DriverModel, AldebaranStagesUntilCommitAndNeedsManual)
{
    Device d;
    d.level = "auto\n";
    EXPECT_EQ(store("pp_od_clk_voltage", kAldebaranOd, "s 0 800\n", d.view(kAldebaranOd)).error, EINVAL);
    d.level = "manual\n";
    StoreResult r = store("pp_od_clk_voltage", kAldebaranOd, "s 0 800\n", d.view(kAldebaranOd));
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, kAldebaranOd) << "staged, not shown";
    r = store("pp_od_clk_voltage", r.content, "s 1 1600\n", d.view(kAldebaranOd));
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "s 1 1701\n", d.view(kAldebaranOd)).error, EINVAL);
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "m 1 1200\n", d.view(kAldebaranOd)).error, EINVAL);
    r = store("pp_od_clk_voltage", r.content, "c", d.view(kAldebaranOd));
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, "GFXCLK:\n0: 800Mhz \n1: 1400Mhz *\n2: 1600Mhz \nMCLK:\n0: 400Mhz \n1: 1600Mhz *\n"
                         "OD_RANGE:\nSCLK:     500Mhz       1700Mhz\n");
    // Locked to one frequency: the current clock sits on it.
    store("pp_od_clk_voltage", r.content, "s 0 1000\n", d.view(kAldebaranOd));
    store("pp_od_clk_voltage", r.content, "s 1 1000\n", d.view(kAldebaranOd));
    r = store("pp_od_clk_voltage", r.content, "c", d.view(kAldebaranOd));
    ASSERT_EQ(r.error, 0);
    EXPECT_NE(r.content.find("GFXCLK:\n0: 1000Mhz *\n1: 1000Mhz \nMCLK:"), std::string::npos) << r.content;
}

TEST(DriverModel, DpmLevelMaskMovesTheCurrentMark)
{
    Device d;
    StoreResult r = store("pp_dpm_sclk", "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n", "0 2 ", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, "0: 500Mhz\n1: 1864Mhz\n2: 2526Mhz *\n");
    r = store("pp_dpm_mclk", "0: 96Mhz \n1: 456Mhz \n2: 772Mhz \n3: 1249Mhz *\n", "1 ", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, "0: 96Mhz \n1: 456Mhz *\n2: 772Mhz \n3: 1249Mhz \n");
    EXPECT_EQ(store("pp_dpm_sclk", "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n", "0 3 ", d.view()).error, EINVAL);
    EXPECT_EQ(store("pp_dpm_sclk", "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n", "a", d.view()).error, EINVAL);
    d.level = "auto\n";
    EXPECT_EQ(store("pp_dpm_sclk", "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n", "0 2 ", d.view()).error, EINVAL);
}

TEST(DriverModel, PerfLevelProfilePowerCapAndOverdrive)
{
    Device d;
    EXPECT_EQ(store("power_dpm_force_performance_level", "auto\n", "high", d.view()).content, "high\n");
    EXPECT_EQ(store("power_dpm_force_performance_level", "auto\n", "fastest", d.view()).error, EINVAL);
    const std::string profiles = "PROFILE_INDEX(NAME) CLOCK_TYPE(NAME)\n 0 BOOTUP_DEFAULT*:\n                    0(       GFXCLK)\n"
                                 " 5        COMPUTE :\n                    0(       GFXCLK)\n";
    EXPECT_EQ(store("pp_power_profile_mode", profiles, "5", d.view()).content,
              "PROFILE_INDEX(NAME) CLOCK_TYPE(NAME)\n 0 BOOTUP_DEFAULT :\n                    0(       GFXCLK)\n"
              " 5        COMPUTE*:\n                    0(       GFXCLK)\n");
    EXPECT_EQ(store("pp_power_profile_mode", profiles, "3", d.view()).error, EINVAL);
    EXPECT_EQ(store("power1_cap", "327000000\n", "350500000", d.view()).content, "350000000\n");
    EXPECT_EQ(store("power1_cap", "327000000\n", "361000001", d.view()).error, EINVAL);
    EXPECT_EQ(store("power1_cap", "327000000\n", "293999999", d.view()).error, EINVAL);
    EXPECT_EQ(store("pp_sclk_od", "0\n", "5", d.view()).content, "5\n");
    EXPECT_EQ(store("pp_sclk_od", "0\n", "25", d.view()).content, "20\n");
}

TEST(DriverModel, Rdna3CommitMovesTheCurrentClockIntoTheLockedRange)
{
    Device d;
    d.files["pp_dpm_sclk"] = "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n";
    d.files["pp_dpm_mclk"] = "0: 96Mhz \n1: 456Mhz \n2: 772Mhz \n3: 1249Mhz *\n";
    // A range around the current clock: nothing moves.
    StoreResult r = store("pp_od_clk_voltage", kRdna3Od, "s 0 800\n", d.view());
    r = store("pp_od_clk_voltage", r.content, "c", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_TRUE(r.siblings.empty());
    // An edit alone changes no clock: only the commit does.
    r = store("pp_od_clk_voltage", kRdna3Od, "s 0 2000\n", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_TRUE(r.siblings.empty());
    r = store("pp_od_clk_voltage", r.content, "s 1 2000\n", d.view());
    r = store("pp_od_clk_voltage", r.content, "m 1 700\n", d.view());
    r = store("pp_od_clk_voltage", r.content, "c", d.view());
    ASSERT_EQ(r.error, 0);
    // The fine-grained sclk keeps its DPM levels and shows the clamped clock;
    // the discrete mclk runs at the highest level inside 97-700 MHz.
    EXPECT_EQ(r.siblings["pp_dpm_sclk"], "0: 500Mhz\n1: 2000Mhz *\n2: 2526Mhz\n");
    EXPECT_EQ(r.siblings["pp_dpm_mclk"], "0: 96Mhz \n1: 456Mhz *\n2: 772Mhz \n3: 1249Mhz \n");
    // Locked onto a DPM level: the two-line form with the mark on it.
    d.files["pp_dpm_sclk"] = "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n";
    r = store("pp_od_clk_voltage", kRdna3Od, "s 0 500\n", d.view());
    r = store("pp_od_clk_voltage", r.content, "s 1 500\n", d.view());
    r = store("pp_od_clk_voltage", r.content, "c", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.siblings["pp_dpm_sclk"], "0: 500Mhz *\n1: 2526Mhz \n");
}

TEST(DriverModel, Rdna3ResetRestoresTheBootTableAndCommitsIt)
{
    Device d;
    d.files["pp_dpm_sclk"] = "0: 500Mhz\n1: 2700Mhz *\n2: 2526Mhz\n"; // running in a raised range
    StoreResult locked = store("pp_od_clk_voltage", kRdna3Od, "s 1 2900\n", d.view());
    locked = store("pp_od_clk_voltage", locked.content, "s 0 2700\n", d.view());
    ASSERT_EQ(locked.error, 0);
    const StoreResult r = store("pp_od_clk_voltage", locked.content, "r", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.content, kRdna3Od);
    // "r" commits at once: the clock is back inside the boot table's 500-2500 MHz.
    EXPECT_EQ(r.siblings.at("pp_dpm_sclk"), "0: 500Mhz\n1: 2500Mhz *\n2: 2526Mhz\n");
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "c", d.view()).content, kRdna3Od) << "a commit after the reset changes nothing";
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "r 0", d.view()).error, EINVAL) << "no parameters in this model";
    Device noBoot;
    DeviceView v = noBoot.view(std::string());
    EXPECT_EQ(store("pp_od_clk_voltage", kRdna3Od, "r", v).error, EINVAL);
}

TEST(DriverModel, AldebaranShowsItsLockedLevelsInPpDpmSclkToo)
{
    Device d;
    StoreResult r = store("pp_od_clk_voltage", kAldebaranOd, "s 0 800\n", d.view(kAldebaranOd));
    r = store("pp_od_clk_voltage", r.content, "s 1 1600\n", d.view(kAldebaranOd));
    r = store("pp_od_clk_voltage", r.content, "c", d.view(kAldebaranOd));
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(r.siblings.at("pp_dpm_sclk"), "0: 800Mhz \n1: 1400Mhz *\n2: 1600Mhz \n");
    // "r" needs manual too, and brings the boot levels back to both files.
    d.level = "auto\n";
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "r", d.view(kAldebaranOd)).error, EINVAL);
    d.level = "manual\n";
    const StoreResult reset = store("pp_od_clk_voltage", r.content, "r", d.view(kAldebaranOd));
    ASSERT_EQ(reset.error, 0);
    EXPECT_EQ(reset.content, kAldebaranOd);
    EXPECT_EQ(reset.siblings.at("pp_dpm_sclk"), "0: 500Mhz \n1: 1400Mhz *\n2: 1700Mhz \n");
}

TEST(DriverModel, Rdna3TakesOverdriveEditsInAnyPerformanceLevel)
{
    // smu_v13_0_0_od_edit_dpm_table has no performance-level check (only
    // Aldebaran's refuses outside "manual"); the DPM level masks do.
    Device d;
    d.level = "auto\n";
    StoreResult r = store("pp_od_clk_voltage", kRdna3Od, "s 1 2700\n", d.view());
    ASSERT_EQ(r.error, 0);
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "c", d.view()).error, 0);
    EXPECT_EQ(store("pp_od_clk_voltage", r.content, "r", d.view()).error, 0);
    EXPECT_EQ(store("pp_dpm_sclk", "0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n", "0 ", d.view()).error, EINVAL);
}
