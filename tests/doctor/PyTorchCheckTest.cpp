// SPDX-License-Identifier: GPL-3.0-or-later
// The PyTorch check against python3 stub scripts: canned JSON, crashes, hangs.
#include "core/doctor/PyTorchCheck.h"
#include "tests/doctor/DoctorTestSupport.h"

using namespace rocmtune;
using namespace rocmtune::test;

namespace {
CheckResult torchResult(FakeSystem &sys, const QByteArray &json)
{
    sys.writePythonPrinting(json);
    return runCheck<PyTorchCheck>(sys.environment());
}
} // namespace

TEST(PyTorchCheck, NoPythonOnPathIsNothingToCheck)
{
    FakeSystem sys;
    sys.healthy();
    DoctorEnvironment env = sys.environment();
    env.pythonExecutable = QStringLiteral("python3-that-does-not-exist");
    const CheckResult r = runCheck<PyTorchCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Info) << describe(r); // nothing checked: information, not a pass
    EXPECT_TRUE(r.summary.contains(QLatin1String("No Python"))) << describe(r);
}

TEST(PyTorchCheck, NotInstalledIsInformation)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = torchResult(sys, R"({"installed": false})");
    EXPECT_EQ(r.status, CheckStatus::Info) << describe(r);
    EXPECT_EQ(checkStatusFromKey(QStringLiteral("info")), CheckStatus::Info);
    EXPECT_TRUE(r.summary.contains(QLatin1String("not installed"))) << describe(r);
}

TEST(PyTorchCheck, RocmBuildThatSeesTheGpuAndMatchesPasses)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = torchResult(sys, R"({"installed": true, "version": "2.5.1+rocm6.2", "hip": "6.2.41133-dd7f95766",
 "cuda": null, "available": true, "device_count": 1, "devices": ["Radeon RX 7900 XTX"]})");
    EXPECT_EQ(r.status, CheckStatus::Pass) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("2.5.1+rocm6.2"))) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("1 GPU"))) << describe(r);
}

TEST(PyTorchCheck, CudaBuildWarnsWithTheRocmWheel)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = torchResult(sys, R"({"installed": true, "version": "2.5.1+cu121", "hip": null, "cuda": "12.1",
 "available": false, "device_count": 0, "devices": []})");
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("CUDA 12.1"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("download.pytorch.org/whl/rocm"))) << describe(r);
}

TEST(PyTorchCheck, RocmBuildThatSeesNoGpuFails)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = torchResult(sys, R"({"installed": true, "version": "2.5.1+rocm6.2", "hip": "6.2.41133",
 "cuda": null, "available": false, "device_count": 0, "devices": []})");
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("HSA_OVERRIDE_GFX_VERSION"))) << describe(r);
    EXPECT_TRUE(r.explanation.contains(QLatin1String("is_available"))) << describe(r);
}

TEST(PyTorchCheck, RocmMajorMismatchWarns)
{
    FakeSystem sys;
    sys.healthy(); // system ROCm 6.2.4
    const CheckResult r = torchResult(sys, R"({"installed": true, "version": "2.1.2+rocm5.7", "hip": "5.7.31921",
 "cuda": null, "available": true, "device_count": 1, "devices": ["x"]})");
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("5.7.31921"))) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("6.2.4-120"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("ROCm 6.x"))) << describe(r);
}

TEST(PyTorchCheck, BrokenImportFails)
{
    FakeSystem sys;
    sys.healthy();
    const CheckResult r = torchResult(sys, R"J({"installed": true, "import_error": "ImportError('libamdhip64.so.6: cannot open')"})J");
    EXPECT_EQ(r.status, CheckStatus::Fail) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("libamdhip64.so.6: cannot open")));
    EXPECT_TRUE(r.fix.contains(QLatin1String("virtual environment")));
}

TEST(PyTorchCheck, CrashingPythonWarnsWithItsErrorOutput)
{
    FakeSystem sys;
    sys.healthy();
    sys.writeScript(QStringLiteral("python3"), "echo 'Segmentation fault in libhsa' >&2\nexit 139\n");
    const CheckResult r = runCheck<PyTorchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("Segmentation fault in libhsa"))) << describe(r);
    EXPECT_FALSE(r.fix.isEmpty());
}

TEST(PyTorchCheck, GarbageOutputWarns)
{
    FakeSystem sys;
    sys.healthy();
    sys.writeScript(QStringLiteral("python3"), "echo 'not json at all'\n");
    const CheckResult r = runCheck<PyTorchCheck>(sys.environment());
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.evidence.join(QLatin1Char('\n')).contains(QLatin1String("not json at all")));
}

TEST(PyTorchCheck, HangingPythonIsStoppedAfterTheTimeout)
{
    FakeSystem sys;
    sys.healthy();
    sys.writeScript(QStringLiteral("python3"), "exec sleep 30\n");
    DoctorEnvironment env = sys.environment();
    env.pythonTimeoutMs = 500;
    const CheckResult r = runCheck<PyTorchCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Warn) << describe(r);
    EXPECT_TRUE(r.summary.contains(QLatin1String("did not finish"))) << describe(r);
    EXPECT_TRUE(r.fix.contains(QLatin1String("dmesg")));
}

TEST(PyTorchCheck, ChildGetsTheDoctorsEnvironment)
{
    FakeSystem sys;
    sys.healthy();
    // Prints "installed": true only when the variable reached the child.
    sys.writeScript(QStringLiteral("python3"),
                    "if [[ \"$HSA_OVERRIDE_GFX_VERSION\" == 11.0.0 ]]; then echo '{\"installed\": false}'; else exit 4; fi\n");
    DoctorEnvironment env = sys.environment();
    env.environment.insert(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"), QStringLiteral("11.0.0"));
    const CheckResult r = runCheck<PyTorchCheck>(env);
    EXPECT_EQ(r.status, CheckStatus::Info) << describe(r); // reached the child: it answered "not installed"
}
