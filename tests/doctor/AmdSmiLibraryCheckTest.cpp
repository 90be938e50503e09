// SPDX-License-Identifier: GPL-3.0-or-later
// The doctor's AMD SMI check: optional (Info when missing), a file that does
// not load is a warning, never a failure (ROCm SMI still works). The pass
// with a real version is checked with Debian 13's libamd_smi in
// tests/integration/amd_smi/AmdSmiBackendTest.cpp.
#include "core/doctor/AmdSmiLibraryCheck.h"
#include "tests/doctor/DoctorTestSupport.h"

using namespace rocmtune;
using namespace rocmtune::test;

TEST(AmdSmiLibraryCheck, MissingLibraryIsOnlyInformationWithAnInstallHint)
{
    FakeSystem sys;
    DoctorEnvironment env = sys.environment();
    env.libraryDirs = {sys.path(QStringLiteral("opt/rocm/lib"))}; // empty
    const CheckResult r = runCheck<AmdSmiLibraryCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Info) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("ROCm SMI"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("libamd-smi0"))) << describe(r);
}

TEST(AmdSmiLibraryCheck, BrokenFileWarnsWithTheLoaderError)
{
    FakeSystem sys;
    sys.write(QStringLiteral("lib/libamd_smi.so.0"), "this is not an ELF file\n");
    const CheckResult r = runCheck<AmdSmiLibraryCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("cannot be loaded"))) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("Load error"))) << describe(r);
}
