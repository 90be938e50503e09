// SPDX-License-Identifier: GPL-3.0-or-later
// The runner's architecture check (kernels/src/arch_support.*), without a
// GPU: which cards a fat binary serves and what it says about the others.
#include "kernels/src/arch_support.hpp"

#include <gtest/gtest.h>

using namespace rtb;

namespace {
const std::vector<std::string> kFat{"gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030", "gfx1100", "gfx1101"};
}

TEST(ArchSupport, BuiltListComesFromTheBuild)
{
    EXPECT_EQ(archsBuilt(), (std::vector<std::string>{"gfx900", "gfx90a", "gfx1100"})); // this test's definition
    EXPECT_EQ(splitArchList(",gfx900,,sm_90,"), (std::vector<std::string>{"gfx900", "sm_90"}));
}

TEST(ArchSupport, HipMatchesTheBaseArchWithoutFeatureFlags)
{
    EXPECT_EQ(baseArch("gfx90a:sramecc+:xnack-"), "gfx90a");
    EXPECT_TRUE(archSupported("gfx90a:sramecc+:xnack-", kFat));
    EXPECT_TRUE(archSupported("gfx1100", kFat));
    EXPECT_FALSE(archSupported("gfx1036", kFat)); // Raphael iGPU: no code for it
    EXPECT_FALSE(archSupported("gfx942:sramecc+:xnack-", kFat));
    EXPECT_FALSE(archSupported("gfx90", kFat));
}

TEST(ArchSupport, CudaRunsWithinAMajorVersion)
{
    const std::vector<std::string> built{"sm_90"};
    EXPECT_TRUE(archSupported("sm_90", built));
    EXPECT_FALSE(archSupported("sm_80", built));  // older: no code
    EXPECT_FALSE(archSupported("sm_100", built)); // other major
    EXPECT_TRUE(archSupported("sm_86", {"sm_80"}));
}

TEST(ArchSupport, MessageNamesTheCardAndTheArchsBuilt)
{
    EXPECT_EQ(unsupportedArchMessage("gfx1036:xnack-", kFat),
              "This GPU (gfx1036) is not supported by this build of rocmtune-bench "
              "(built for gfx900, gfx906, gfx908, gfx90a, gfx1030, gfx1100, gfx1101)");
    EXPECT_EQ(archListJson({"gfx900", "sm_90", "bad\"name"}), R"(["gfx900","sm_90","badname"])");
    EXPECT_EQ(kExitArchNotSupported, 5);
}
