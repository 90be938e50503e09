// SPDX-License-Identifier: GPL-3.0-or-later
// The whole doctor: every check on a healthy fake machine, the JSON report, and
// the real "rocmtune-cli doctor" pointed at fake trees.
#include "core/doctor/Doctor.h"
#include "tests/doctor/DoctorTestSupport.h"
#include "tests/support/ProcessRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <set>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {
const QByteArray kHealthyTorch = R"({"installed": true, "version": "2.5.1+rocm6.2", "hip": "6.2.41133", "cuda": null,
 "available": true, "device_count": 1, "devices": ["Radeon RX 7900 XTX"]})";

using CliRun = rocmtune::testing::ProcessRun;

CliRun runDoctorCli(const FakeSystem &sys, const QStringList &extra)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROCMTUNE_DOCTOR_SYS_ROOT"), sys.path(QStringLiteral("sys")));
    env.insert(QStringLiteral("ROCMTUNE_DOCTOR_DEV_ROOT"), sys.path(QStringLiteral("dev")));
    env.insert(QStringLiteral("ROCMTUNE_DOCTOR_PROC_ROOT"), sys.path(QStringLiteral("proc")));
    env.insert(QStringLiteral("ROCMTUNE_DOCTOR_LIBRARY_DIRS"), sys.path(QStringLiteral("lib")));
    env.insert(QStringLiteral("ROCM_PATH"), sys.path(QStringLiteral("opt/rocm")));
    env.insert(QStringLiteral("PATH"), sys.path(QStringLiteral("bin")) + QStringLiteral(":/usr/bin:/bin"));
    env.remove(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"));
    env.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("en"));
    return rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), QStringList{QStringLiteral("doctor")} + extra, env);
}
} // namespace

TEST(Doctor, HealthyMachinePassesEveryCheck)
{
    FakeSystem sys;
    sys.healthy();
    sys.writePythonPrinting(kHealthyTorch);
    const DoctorReport report = Doctor::run(sys.environment());
    ASSERT_EQ(report.results.size(), static_cast<int>(Doctor::allChecks().size()));
    std::set<QString> ids;
    for (const CheckResult &r : report.results) {
        // AMD SMI is optional (ROCm SMI reads the GPUs without it) and this
        // fake system has none: information, not a problem. Its pass with the
        // real library: AmdSmiLibraryCheck.* (tests/integration/amd_smi).
        // The backend order (issue 36) is information whatever the machine.
        const bool information = r.id == QStringLiteral("amd-smi-library") || r.id == QStringLiteral("backend-order");
        const CheckStatus expected = information ? CheckStatus::Info : CheckStatus::Pass;
        EXPECT_EQ(r.status, expected) << r.id.toStdString() << ": " << describe(r);
        EXPECT_FALSE(r.title.isEmpty());
        EXPECT_FALSE(r.summary.isEmpty());
        EXPECT_FALSE(r.evidence.isEmpty()) << r.id.toStdString();
        ids.insert(r.id);
    }
    EXPECT_EQ(ids.size(), report.results.size()) << "check ids must be unique";
    EXPECT_FALSE(report.anyFailed());
}

TEST(Doctor, EveryFailureCarriesAFix)
{
    FakeSystem sys; // nothing at all: no driver, no nodes, no libraries, no python
    DoctorEnvironment env = sys.environment();
    env.pythonExecutable = QStringLiteral("no-such-python");
    const DoctorReport report = Doctor::run(env);
    EXPECT_TRUE(report.anyFailed());
    for (const CheckResult &r : report.results) {
        if (r.status == CheckStatus::Warn || r.status == CheckStatus::Fail) { // Info ("no Python") needs no fix
            EXPECT_FALSE(r.fix.isEmpty()) << r.id.toStdString();
            EXPECT_FALSE(r.explanation.isEmpty()) << r.id.toStdString();
        }
    }
}

TEST(Doctor, JsonReportRoundTrips)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("dev/kfd"));
    const DoctorReport report = Doctor::run(sys.environment());
    const QJsonObject json = report.toJson();
    EXPECT_EQ(json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("fail")).toInt(), report.count(CheckStatus::Fail));
    const DoctorReport back = DoctorReport::fromJson(json);
    ASSERT_EQ(back.results.size(), report.results.size());
    for (int i = 0; i < report.results.size(); ++i) {
        EXPECT_EQ(back.results[i].id, report.results[i].id);
        EXPECT_EQ(back.results[i].status, report.results[i].status);
        EXPECT_EQ(back.results[i].fix, report.results[i].fix);
        EXPECT_EQ(back.results[i].evidence, report.results[i].evidence);
    }
}

TEST(DoctorCli, HealthyFakeMachineExitsZero)
{
    FakeSystem sys;
    sys.healthy();
    sys.writePythonPrinting(kHealthyTorch);
    const CliRun run = runDoctorCli(sys, {QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.out.toStdString() << run.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    EXPECT_EQ(json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("fail")).toInt(), 0);
    EXPECT_EQ(json.value(QStringLiteral("checks")).toArray().size(), static_cast<int>(Doctor::allChecks().size()));
}

TEST(DoctorCli, MissingDriverExitsOneAndExplains)
{
    FakeSystem sys;
    sys.healthy();
    sys.remove(QStringLiteral("sys/module/amdgpu"));
    CliRun run = runDoctorCli(sys, {QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 1) << run.err.toStdString();
    bool found = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(run.out).object().value(QStringLiteral("checks")).toArray()) {
        const QJsonObject check = v.toObject();
        if (check.value(QStringLiteral("id")).toString() == QLatin1String("amdgpu-module")) {
            found = true;
            EXPECT_EQ(check.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
            EXPECT_TRUE(check.value(QStringLiteral("fix")).toString().contains(QLatin1String("modprobe")));
        }
    }
    EXPECT_TRUE(found);

    run = runDoctorCli(sys, {});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.out.contains("[FAIL] amdgpu kernel module")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("Fix: ")) << run.out.toStdString();
}
