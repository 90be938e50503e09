// SPDX-License-Identifier: GPL-3.0-or-later
// amdgpu module, device node permissions, overdrive and PCIe link checks on fake trees.
#include "core/doctor/DeviceAccessCheck.h"
#include "core/doctor/KernelModuleCheck.h"
#include "core/doctor/OverdriveCheck.h"
#include "core/doctor/PcieLinkCheck.h"
#include "tests/doctor/DoctorTestSupport.h"

#include <QFileInfo>

using namespace rocmtune;
using namespace rocmtune::test;

TEST(KernelModuleCheck, PassesWithVersionAndBoundDevice)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = runCheck<KernelModuleCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("6.8.5"))) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("0000:03:00.0")));
    EXPECT_TRUE(r.fix.isEmpty());
}

TEST(KernelModuleCheck, InKernelDriverWithoutVersionFileNamesTheKernel)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("sys/module/amdgpu/version"));
    const CheckResult r = runCheck<KernelModuleCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("6.1.0-28-amd64"))) << describe(r);
}

TEST(KernelModuleCheck, FailsWhenNotLoaded)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("sys/module/amdgpu"));
    const CheckResult r = runCheck<KernelModuleCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("sudo modprobe amdgpu"))) << describe(r);
}

TEST(KernelModuleCheck, NamesNomodesetOnTheKernelCommandLine)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("sys/module/amdgpu"));
    sys.write(QStringLiteral("proc/cmdline"), "BOOT_IMAGE=/vmlinuz root=/dev/sda1 ro nomodeset quiet\n");
    const CheckResult r = runCheck<KernelModuleCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail);
    EXPECT_TRUE(r.explanation.contains(QLatin1String("nomodeset"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("nomodeset")));
}

TEST(KernelModuleCheck, WarnsWhenLoadedButNoDeviceIsBound)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("sys/bus/pci/drivers/amdgpu/0000:03:00.0"));
    const CheckResult r = runCheck<KernelModuleCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("lspci -k"))) << describe(r);
}

TEST(DeviceAccessCheck, PassesWhenNodesAreOpenToEveryone)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = runCheck<DeviceAccessCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("renderD128")));
}

TEST(DeviceAccessCheck, FailsWithoutKfd)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("dev/kfd"));
    const CheckResult r = runCheck<DeviceAccessCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("kfd")));
    EXPECT_TRUE(r.fix.contains(QLatin1String("--device=/dev/kfd"))) << describe(r);
}

TEST(DeviceAccessCheck, FailsWithoutRenderNode)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("dev/dri/renderD128"));
    const CheckResult r = runCheck<DeviceAccessCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("renderD"))) << describe(r);
}

TEST(DeviceAccessCheck, UserOutsideTheGroupIsToldToJoinRenderAndVideo)
{
    FakeSystem sys;
    sys.healthy();
    // Owned by the test's own uid/gid (root in CI), group-only access.
    sys.write(QStringLiteral("dev/kfd"), "", 0660);
    sys.write(QStringLiteral("dev/dri/renderD128"), "", 0660);
    const CheckResult r = runCheck<DeviceAccessCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("sudo usermod -a -G render,video $USER"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("log in again")));
    EXPECT_TRUE(r.explanation.contains(sys.path(QStringLiteral("dev/kfd"))));
}

TEST(DeviceAccessCheck, AddedToGroupButNotLoggedInAgain)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("dev/kfd"), "", 0660);
    DoctorEnvironment env = sys.environment();
    const uint fileGroup = QFileInfo(sys.path(QStringLiteral("dev/kfd"))).groupId();
    env.identity.accountGroupIds << fileGroup;
    const CheckResult r = runCheck<DeviceAccessCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("Log out and log in again"))) << describe(r);
    EXPECT_FALSE(r.fix.contains(QLatin1String("usermod")));
}

TEST(DeviceAccessCheck, GroupMemberMayOpenGroupOnlyNodes)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("dev/kfd"), "", 0660);
    sys.write(QStringLiteral("dev/dri/renderD128"), "", 0660);
    DoctorEnvironment env = sys.environment();
    env.identity.processGroupIds << QFileInfo(sys.path(QStringLiteral("dev/kfd"))).groupId();
    const CheckResult r = runCheck<DeviceAccessCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
}

TEST(OverdriveCheck, PassesWhenOverdriveBitIsSet)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = runCheck<OverdriveCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
}

TEST(OverdriveCheck, WarnsWithTheExactMaskToBootWith)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("sys/module/amdgpu/parameters/ppfeaturemask"), "0xfff7bfff\n");
    const CheckResult r = runCheck<OverdriveCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("amdgpu.ppfeaturemask=0xfff7ffff"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("update-grub")));
}

TEST(OverdriveCheck, GarbledOrMissingMaskWarns)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("sys/module/amdgpu/parameters/ppfeaturemask"), "banana\n");
    CheckResult r = runCheck<OverdriveCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("banana")));
    sys.remove(QStringLiteral("sys/module/amdgpu/parameters/ppfeaturemask"));
    r = runCheck<OverdriveCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_FALSE(r.fix.isEmpty());
}

TEST(PcieLinkCheck, FullLinkPasses)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = runCheck<PcieLinkCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("[default]")));
}

TEST(PcieLinkCheck, NarrowLinkWarnsAboutTheSlot)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("sys/class/drm/card0/device/current_link_width"), "4\n");
    const CheckResult r = runCheck<PcieLinkCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("x4 of x16"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("x16 slot")));
}

TEST(PcieLinkCheck, IdleSpeedDropIsExplainedNotFlagged)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("sys/class/drm/card0/device/current_link_speed"), "2.5 GT/s PCIe\n");
    const CheckResult r = runCheck<PcieLinkCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.explanation.contains(QLatin1String("idle"))) << describe(r);
}

TEST(PcieLinkCheck, UnreadableLinkAndNoCardWarn)
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("sys/class/drm/card0/device/max_link_speed"), "Unknown\n");
    CheckResult r = runCheck<PcieLinkCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("lspci")));
    sys.write(QStringLiteral("sys/class/drm/card0/device/vendor"), "0x10de\n");
    r = runCheck<PcieLinkCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("No AMD card")));
}

TEST(PcieLinkCheck, ParsesSpeeds)
{
    EXPECT_EQ(PcieLinkCheck::parseSpeed(QStringLiteral("16.0 GT/s PCIe")), 16.0);
    EXPECT_EQ(PcieLinkCheck::parseSpeed(QStringLiteral("8 GT/s")), 8.0);
    EXPECT_FALSE(PcieLinkCheck::parseSpeed(QStringLiteral("Unknown")));
}
