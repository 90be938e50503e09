// SPDX-License-Identifier: GPL-3.0-or-later
// Throttle reasons in users' words (issue 36): gpu_metrics'
// ASIC-independent SMU_THROTTLER_* bits decoded to the small vocabulary,
// the finer reason shown instead of the coarse one that covers it.
#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/telemetry/ThrottleReasons.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QStringList shownKeys(unsigned bits)
{
    QStringList keys;
    for (const ThrottleReasonInfo *reason : shownThrottleReasons(bits))
        keys << QLatin1String(reason->key);
    return keys;
}

QStringList decodedKeys(quint64 smuBits)
{
    return shownKeys(amdgpu::throttleReasonsFromIndependentBits(smuBits));
}

} // namespace

TEST(ThrottleReasons, EachPlantedSmuBitNamesItsReason)
{
    EXPECT_EQ(decodedKeys(1ull << 0), QStringList{QStringLiteral("power_cap")});            // PPT0
    EXPECT_EQ(decodedKeys(1ull << 4), QStringList{QStringLiteral("power_cap")});            // SPL
    EXPECT_EQ(decodedKeys(1ull << 36), QStringList{QStringLiteral("hotspot_temperature")}); // TEMP_HOTSPOT
    EXPECT_EQ(decodedKeys(1ull << 34), QStringList{QStringLiteral("memory_temperature")});  // TEMP_MEM
    EXPECT_EQ(decodedKeys(1ull << 38), QStringList{QStringLiteral("vrm_temperature")});     // TEMP_VR_GFX
    EXPECT_EQ(decodedKeys(1ull << 44), QStringList{QStringLiteral("vrm_temperature")});     // VRHOT0
    EXPECT_EQ(decodedKeys(1ull << 47), QStringList{QStringLiteral("prochot")});             // PROCHOT_GFX
    EXPECT_EQ(decodedKeys(1ull << 16), QStringList{QStringLiteral("current")});             // TDC_GFX
    EXPECT_EQ(decodedKeys(1ull << 35), QStringList{QStringLiteral("thermal")});             // TEMP_EDGE: no finer word
    EXPECT_EQ(decodedKeys(1ull << 56), QStringList{QStringLiteral("software_slowdown")});   // PPM
    EXPECT_EQ(decodedKeys(0), QStringList());
}

TEST(ThrottleReasons, SeveralReasonsAtOnceInTheVocabularyOrder)
{
    EXPECT_EQ(decodedKeys((1ull << 0) | (1ull << 36) | (1ull << 34)),
              (QStringList{QStringLiteral("power_cap"), QStringLiteral("hotspot_temperature"), QStringLiteral("memory_temperature")}));
    // The coarse bits stay set for older readers (stress verdict, health).
    const unsigned bits = amdgpu::throttleReasonsFromIndependentBits(1ull << 36);
    EXPECT_TRUE(bits & ThrottleThermal);
    EXPECT_TRUE(bits & ThrottleHotspotTemperature);
    EXPECT_EQ(throttleReasonsText(bits), QStringLiteral("hotspot temperature"));
}

TEST(ThrottleReasons, VocabularyKeysAreUniqueAndWordsNonEmpty)
{
    QSet<QString> keys;
    for (const ThrottleReasonInfo &reason : throttleReasons()) {
        keys.insert(QLatin1String(reason.key));
        EXPECT_FALSE(throttleReasonWords(reason).isEmpty());
    }
    EXPECT_EQ(keys.size(), static_cast<qsizetype>(throttleReasons().size()));
    for (const char *key : {"power_cap", "hotspot_temperature", "memory_temperature", "vrm_temperature", "prochot", "current", "idle", "clock_locked"})
        EXPECT_TRUE(keys.contains(QLatin1String(key))) << key;
}
