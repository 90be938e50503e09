// SPDX-License-Identifier: GPL-3.0-or-later
// `health --slurm`'s decision: drain on unhealthy, resume only our own drain,
// never touch an administrator's.
#include "core/health/SlurmDrain.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
HealthReport reportWith(HealthLevel level, int gpu = 1)
{
    HealthReport r;
    if (level == HealthLevel::Healthy)
        return r;
    HealthFinding f;
    f.rule = level == HealthLevel::Unhealthy ? HealthRule::EccUncorrectable : HealthRule::GpuReset;
    f.level = level;
    f.gpuIndex = gpu;
    f.pciBusId = QStringLiteral("0000:11:00.0");
    f.numbers.insert(QStringLiteral("count"), 2);
    r.findings << f;
    return r;
}
} // namespace

TEST(SlurmDrain, UnhealthyDrainsAnIdleNodeNamingTheGpu)
{
    const SlurmAction a = decideSlurmAction(reportWith(HealthLevel::Unhealthy), QStringLiteral("IDLE"), QString());
    EXPECT_EQ(a.kind, SlurmAction::Kind::Drain);
    EXPECT_EQ(a.reason, QStringLiteral("rocmtune: GPU 1 uncorrectable ECC errors (2) [0000:11:00.0]"));
}

TEST(SlurmDrain, OurDrainIsKeptOrReworded)
{
    const HealthReport r = reportWith(HealthLevel::Unhealthy);
    const QString same = slurmDrainReason(r);
    EXPECT_EQ(decideSlurmAction(r, QStringLiteral("IDLE+DRAIN"), same).kind, SlurmAction::Kind::None);
    EXPECT_EQ(decideSlurmAction(r, QStringLiteral("MIXED+DRAIN"), QStringLiteral("rocmtune: GPU 0 missing (1 of 2 present)")).kind,
              SlurmAction::Kind::Drain);
}

TEST(SlurmDrain, AnAdministratorsDrainIsNeverTouched)
{
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Unhealthy), QStringLiteral("IDLE+DRAIN"), QStringLiteral("admin: new PSU")).kind,
              SlurmAction::Kind::LeaveAdminDrain);
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Healthy), QStringLiteral("IDLE+DRAIN"), QStringLiteral("admin: new PSU")).kind,
              SlurmAction::Kind::None);
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Healthy), QStringLiteral("DRAINED"), QStringLiteral("rocmtune was here")).kind,
              SlurmAction::Kind::None); // no colon: not our prefix
}

TEST(SlurmDrain, HealthyOrDegradedResumesOnlyOurDrain)
{
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Healthy), QStringLiteral("IDLE+DRAIN"), QStringLiteral("rocmtune: GPU 1 reset")).kind,
              SlurmAction::Kind::Resume);
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Degraded), QStringLiteral("DRAINING"), QStringLiteral("rocmtune: GPU 1 x")).kind,
              SlurmAction::Kind::Resume);
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Healthy), QStringLiteral("IDLE"), QString()).kind, SlurmAction::Kind::None);
    EXPECT_EQ(decideSlurmAction(reportWith(HealthLevel::Degraded), QStringLiteral("ALLOCATED"), QString()).kind, SlurmAction::Kind::None);
}

TEST(SlurmDrain, ParsesScontrolShowNodeOneLine)
{
    const SlurmNodeFields f = parseSlurmNodeLine(QStringLiteral(
        "NodeName=rtnode Arch=x86_64 CoresPerSocket=1 CPUAlloc=0 CPUTot=1 State=IDLE+DRAIN ThreadsPerCore=1 Partitions=debug "
        "BootTime=None Reason=rocmtune: GPU 1 uncorrectable ECC errors (1) [0000:11:00.0] [root@2026-12-06T05:01:02]"));
    EXPECT_EQ(f.state, QStringLiteral("IDLE+DRAIN"));
    EXPECT_EQ(f.reason, QStringLiteral("rocmtune: GPU 1 uncorrectable ECC errors (1) [0000:11:00.0]"));
    const SlurmNodeFields idle = parseSlurmNodeLine(QStringLiteral("NodeName=rtnode State=IDLE Partitions=debug"));
    EXPECT_EQ(idle.state, QStringLiteral("IDLE"));
    EXPECT_TRUE(idle.reason.isEmpty());
}

TEST(SlurmDrain, ReasonCountsFurtherUnhealthyFindings)
{
    HealthReport r = reportWith(HealthLevel::Unhealthy, 1);
    r.findings << reportWith(HealthLevel::Unhealthy, 3).findings;
    EXPECT_TRUE(slurmDrainReason(r).endsWith(QStringLiteral("(+1 more)")));
    EXPECT_LE(slurmDrainReason(r).size(), 200);
}
