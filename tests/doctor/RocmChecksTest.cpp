// SPDX-License-Identifier: GPL-3.0-or-later
// ROCm SMI / HIP library probes, gfx arch support and HSA_OVERRIDE_GFX_VERSION.
#include "core/doctor/GfxArch.h"
#include "core/doctor/GfxOverrideCheck.h"
#include "core/doctor/GpuArchCheck.h"
#include "core/doctor/HipRuntimeCheck.h"
#include "core/doctor/RocmSmiLibraryCheck.h"
#include "tests/doctor/DoctorTestSupport.h"

#include <QFileInfo>

using namespace rocmtune;
using namespace rocmtune::test;

TEST(GfxArch, DecodesKfdTargetVersions)
{
    EXPECT_EQ(gfxarch::fromTargetVersion(110000), QStringLiteral("gfx1100"));
    EXPECT_EQ(gfxarch::fromTargetVersion(100300), QStringLiteral("gfx1030"));
    EXPECT_EQ(gfxarch::fromTargetVersion(90010), QStringLiteral("gfx90a"));
    EXPECT_EQ(gfxarch::fromTargetVersion(90402), QStringLiteral("gfx942"));
    EXPECT_EQ(gfxarch::fromTargetVersion(120001), QStringLiteral("gfx1201"));
    EXPECT_TRUE(gfxarch::fromTargetVersion(0).isEmpty());
}

TEST(GfxArch, OverrideValuesAndSiblings)
{
    EXPECT_EQ(gfxarch::fromOverrideValue(QStringLiteral("10.3.0")), QStringLiteral("gfx1030"));
    EXPECT_EQ(gfxarch::fromOverrideValue(QStringLiteral("9.0.10")), QStringLiteral("gfx90a"));
    EXPECT_FALSE(gfxarch::fromOverrideValue(QStringLiteral("gfx1030")));
    EXPECT_FALSE(gfxarch::fromOverrideValue(QStringLiteral("")));
    EXPECT_EQ(gfxarch::overrideFor(QStringLiteral("gfx1031"), 6), QStringLiteral("10.3.0"));
    EXPECT_EQ(gfxarch::overrideFor(QStringLiteral("gfx1102"), 6), QStringLiteral("11.0.0"));
    EXPECT_FALSE(gfxarch::overrideFor(QStringLiteral("gfx1010"), 6));
    EXPECT_TRUE(gfxarch::isSupported(QStringLiteral("gfx1100"), 7));
    EXPECT_FALSE(gfxarch::isSupported(QStringLiteral("gfx906"), 7));
    EXPECT_FALSE(gfxarch::supportedTargets(4));
}

TEST(RocmSmiLibraryCheck, MissingLibraryFailsWithInstallHint)
{
    FakeSystem sys;
    DoctorEnvironment env = sys.environment();
    env.libraryDirs = {sys.path(QStringLiteral("opt/rocm/lib"))}; // empty
    const CheckResult r = runCheck<RocmSmiLibraryCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("librocm-smi64-1"))) << describe(r);
}

TEST(RocmSmiLibraryCheck, BrokenFileFailsWithLoaderError)
{
    FakeSystem sys;
    sys.write(QStringLiteral("lib/librocm_smi64.so.1"), "this is not an ELF file\n");
    const CheckResult r = runCheck<RocmSmiLibraryCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("cannot be loaded"))) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("Load error"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("dpkg -S")));
}

TEST(RocmSmiLibraryCheck, ReportsTheVersionTheLibraryGives)
{
    FakeSystem sys;
    sys.installFakeLibraries(false, true);
    const CheckResult r = runCheck<RocmSmiLibraryCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("7.3.0"))) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("librocm_smi64.so.1.0")));
}

TEST(RocmSmiLibraryCheck, FindsDebiansRealLibrary)
{
    // scripts/setup.sh installs librocm-smi64-1 (in /usr/lib on Debian 12).
    ASSERT_TRUE(QFileInfo::exists(QStringLiteral("/usr/lib/librocm_smi64.so.1")))
        << "librocm-smi64-1 is not installed; run scripts/setup.sh";
    FakeSystem sys;
    DoctorEnvironment env = sys.environment();
    env.libraryDirs = {QStringLiteral("/usr/lib")};
    const CheckResult r = runCheck<RocmSmiLibraryCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("rsmi_version_get"))) << describe(r);
}

TEST(HipRuntimeCheck, MissingRuntimeWarns)
{
    FakeSystem sys;
    const CheckResult r = runCheck<HipRuntimeCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("rocm-hip-runtime"))) << describe(r);
}

TEST(HipRuntimeCheck, FoundRuntimeGivesItsVersionAndTheRocmRelease)
{
    FakeSystem sys;
    sys.installFakeLibraries(true, false);
    DoctorEnvironment env = sys.environment();
    DoctorContext context(env);
    const CheckResult r = HipRuntimeCheck().run(context);
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("6.2.41133"))) << describe(r);
    // No .info/version: the ROCm release comes from the HIP file name.
    ASSERT_TRUE(context.rocmVersion());
    EXPECT_EQ(context.rocmVersion()->major, 6);
    EXPECT_EQ(context.rocmVersion()->minor, 2);
}

TEST(HipRuntimeCheck, BrokenRuntimeFails)
{
    FakeSystem sys;
    sys.write(QStringLiteral("lib/libamdhip64.so.6"), QByteArray(64, '\0'));
    const CheckResult r = runCheck<HipRuntimeCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("LD_LIBRARY_PATH")));
}

TEST(GpuArchCheck, SupportedTargetPasses)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("gfx1100"))) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("0x744c")));
}

TEST(GpuArchCheck, UnsupportedTargetWithoutSiblingFails)
{
    FakeSystem sys;
    sys.healthy();
    sys.setGpuTarget(100100); // gfx1010, RX 5700
    const CheckResult r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("gfx1010")));
    EXPECT_FALSE(r.fix.isEmpty());
}

TEST(GpuArchCheck, ConsumerCardWithSiblingWarnsAndPointsAtOverride)
{
    FakeSystem sys;
    sys.healthy();
    sys.setGpuTarget(100301); // gfx1031, RX 6700 XT
    const CheckResult r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("HSA_OVERRIDE_GFX_VERSION=10.3.0"))) << describe(r);
}

TEST(GpuArchCheck, NoTopologyOrNoRocmOrUnknownRocm)
{
    FakeSystem sys;
    sys.healthy();
    sys.setRocmVersion("9.1.0");
    CheckResult r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("9.1.0")));

    sys.setRocmVersion({});
    sys.remove(QStringLiteral("lib/libamdhip64.so.6"));
    r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("ROCM_PATH")));

    sys.remove(QStringLiteral("sys/class/kfd"));
    r = runCheck<GpuArchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
}

namespace {
CheckResult overrideResult(FakeSystem &sys, const QString &value)
{
    DoctorEnvironment env = sys.environment();
    if (!value.isNull())
        env.environment.insert(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"), value);
    return runCheck<GfxOverrideCheck>(env);
}
} // namespace

TEST(GfxOverrideCheck, NotSetNotNeededPasses)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = overrideResult(sys, QString());
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
}

TEST(GfxOverrideCheck, NeededButNotSetGivesTheExportLine)
{
    FakeSystem sys;
    sys.healthy();
    sys.setGpuTarget(100301);
    const CheckResult r = overrideResult(sys, QString());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("export HSA_OVERRIDE_GFX_VERSION=10.3.0"))) << describe(r);
}

TEST(GfxOverrideCheck, SetAndNeededIsTheKnownWorkaround)
{
    FakeSystem sys;
    sys.healthy();
    sys.setGpuTarget(100301);
    const CheckResult r = overrideResult(sys, QStringLiteral("10.3.0"));
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("gfx1031"))) << describe(r);
}

TEST(GfxOverrideCheck, SetWithoutNeedIsATrap)
{
    FakeSystem sys;
    sys.healthy(); // gfx1100, supported
    const CheckResult r = overrideResult(sys, QStringLiteral("10.3.0"));
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("no GPU here needs it"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("unset HSA_OVERRIDE_GFX_VERSION")));
}

TEST(GfxOverrideCheck, InvalidOrUnsupportedValuesFail)
{
    FakeSystem sys;
    sys.healthy();
    sys.setGpuTarget(100301);
    CheckResult r = overrideResult(sys, QStringLiteral("gfx1030"));
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("unset")));
    r = overrideResult(sys, QStringLiteral("10.1.0")); // gfx1010: not supported either
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("HSA_OVERRIDE_GFX_VERSION=10.3.0"))) << describe(r);
}
