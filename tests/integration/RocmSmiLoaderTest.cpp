// SPDX-License-Identifier: GPL-3.0-or-later
// The library is loaded at run time: without it the rocm-smi backend says so
// and the app still runs (auto mode shows simulated GPUs).
#include "tests/integration/support/FakeSysfsRun.h"

#include <QProcess>
#include <QProcessEnvironment>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

FakeSysfsRun runWithoutRocm(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("ROCMTUNE_ROCM_SMI_LIBRARY"), QStringLiteral("/nonexistent/librocm_smi64.so.1"));
    process.setProcessEnvironment(env);
    process.start(cliPath(), args);
    FakeSysfsRun run;
    run.timedOut = !process.waitForFinished(30000);
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

TEST(RocmSmiLoader, ForcedBackendWithoutTheLibraryFailsWithAReason)
{
    const FakeSysfsRun run = runWithoutRocm({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")});
    EXPECT_FALSE(run.crashed);
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("The ROCm SMI library (librocm_smi64) is not installed"))) << run.err.toStdString();
}

TEST(RocmSmiLoader, AutoModeWithoutTheLibraryShowsSimulatedGpus)
{
    const FakeSysfsRun run = runWithoutRocm({QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("\"simulated\": true"))) << run.out.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rocm-smi: The ROCm SMI library (librocm_smi64) is not installed"))) << run.err.toStdString();
}
