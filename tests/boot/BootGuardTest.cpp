// SPDX-License-Identifier: GPL-3.0-or-later
// The boot-loop guard's rules (BootGuardState), without files or GPUs.
#include "core/boot/BootGuard.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
constexpr qint64 kMinute = 60 * 1000;
const QHash<QString, QString> kNames{{QStringLiteral("gpu-a"), QStringLiteral("Card A")}};
} // namespace

TEST(BootGuard, CrashAfterApplySwitchesTheGpuOffAtTheNextBoot)
{
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    // no settle, no clean shutdown: the machine went down
    const auto tripped = s.afterBoot(QStringLiteral("boot-2"), 5 * kMinute, kNames);
    ASSERT_EQ(tripped.size(), 1);
    EXPECT_EQ(tripped.first().deviceId, QStringLiteral("gpu-a"));
    EXPECT_EQ(tripped.first().deviceName, QStringLiteral("Card A"));
    EXPECT_EQ(tripped.first().crashedBootId, QStringLiteral("boot-1"));
    EXPECT_EQ(tripped.first().appliedMs, 1000);
    ASSERT_NE(s.disabledEntry(QStringLiteral("gpu-a")), nullptr);
    EXPECT_TRUE(s.applied.isEmpty()) << "records of earlier boots are dropped";
    // It stays off on later boots until enabled.
    EXPECT_TRUE(s.afterBoot(QStringLiteral("boot-3"), 10 * kMinute, kNames).isEmpty());
    EXPECT_NE(s.disabledEntry(QStringLiteral("gpu-a")), nullptr);
    EXPECT_TRUE(s.enable(QStringLiteral("gpu-a")));
    EXPECT_EQ(s.disabledEntry(QStringLiteral("gpu-a")), nullptr);
    EXPECT_FALSE(s.enable(QStringLiteral("gpu-a")));
}

TEST(BootGuard, CleanShutdownAfterTheApplyIsNoCrash)
{
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    s.recordCleanShutdown(QStringLiteral("boot-1"), 2000);
    EXPECT_TRUE(s.afterBoot(QStringLiteral("boot-2"), 3000, kNames).isEmpty());
    EXPECT_EQ(s.disabledEntry(QStringLiteral("gpu-a")), nullptr);
}

TEST(BootGuard, ACleanStopBeforeALaterApplyDoesNotCover)
{
    // The service was stopped cleanly, started again (a new apply), and then the machine crashed.
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    s.recordCleanShutdown(QStringLiteral("boot-1"), 2000);
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 3000);
    EXPECT_EQ(s.afterBoot(QStringLiteral("boot-2"), 4000, kNames).size(), 1);
    // A clean shutdown of another boot never covers this one.
    BootGuardState t;
    t.recordCleanShutdown(QStringLiteral("boot-0"), 5000);
    t.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    EXPECT_EQ(t.afterBoot(QStringLiteral("boot-2"), 6000, kNames).size(), 1);
}

TEST(BootGuard, ACrashLaterThanTenMinutesAfterTheApplyIsNotBlamedOnIt)
{
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    EXPECT_FALSE(s.settle(QStringLiteral("boot-1"), 1000 + 10 * kMinute - 1));
    EXPECT_TRUE(s.settle(QStringLiteral("boot-1"), 1000 + 10 * kMinute));
    EXPECT_FALSE(s.settle(QStringLiteral("boot-1"), 1000 + 11 * kMinute)) << "already settled";
    EXPECT_TRUE(s.afterBoot(QStringLiteral("boot-2"), 20 * kMinute, kNames).isEmpty());
}

TEST(BootGuard, ARestartInTheSameBootIsNoReboot)
{
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    EXPECT_TRUE(s.afterBoot(QStringLiteral("boot-1"), 2000, kNames).isEmpty());
    ASSERT_EQ(s.applied.size(), 1) << "this boot's record stays";
    EXPECT_FALSE(s.settle(QStringLiteral("boot-2"), 1000 + 20 * kMinute)) << "only this boot's applies settle";
}
