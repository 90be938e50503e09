// SPDX-License-Identifier: GPL-3.0-or-later
// `rocmtune-cli profile apply --validate` through the real ROCm SMI library
// on a fake Radeon RX 7900 XTX (private mount namespace), with tests/stress's
// fake runner: the exact bytes written on apply, nothing more on PASS, and on
// a FAIL the revert's bytes and a tree exactly as before.
#include "tests/tuning/integration/TuningSysfsFixture.h"

using namespace rocmtune::testing;

namespace {

class ProfileValidateSysfs : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("XDG_CONFIG_HOME", (dir.path() + QStringLiteral("/config")).toUtf8());
        qputenv("XDG_DATA_HOME", (dir.path() + QStringLiteral("/data")).toUtf8());
        qputenv("ROCMTUNE_LANG", "en");
        qputenv("ROCMTUNE_BENCH", ROCMTUNE_FAKE_BENCH_PATH);
        qunsetenv("ROCMTUNE_FAKE_FAULT");
        qunsetenv("ROCMTUNE_FAKE_MODE");
        const QString path = dir.path() + QStringLiteral("/fast.json");
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema_version": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "Fast",
            "target": {"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c"},
            "values": {"power_cap_microwatts": 350000000, "overdrive_percent": 5, "perf_level": "high"},
            "created": "2026-11-30T01:00:00.000Z", "modified": "2026-11-30T01:00:00.000Z", "apply_at_login": false})");
        f.close();
        const FakeSysfsRun imported = runCli(tree, {QStringLiteral("profile"), QStringLiteral("import"), path});
        ASSERT_EQ(imported.exitCode, 0) << imported.describe().toStdString();
    }
    void TearDown() override
    {
        TuningSysfs::TearDown();
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "ROCMTUNE_LANG", "ROCMTUNE_BENCH", "ROCMTUNE_FAKE_FAULT", "ROCMTUNE_FAKE_MODE"})
            qunsetenv(name);
    }

    FakeSysfsRun applyValidated()
    {
        QFile::remove(log);
        FakeSysfsRun run = runCli(tree, {QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("Fast"), QStringLiteral("--gpu"),
                                         QStringLiteral("0"), QStringLiteral("--validate"), QStringLiteral("--tests"), QStringLiteral("compute,gemm"),
                                         QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--json"), QStringLiteral("--backend"),
                                         QStringLiteral("rocm-smi")});
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }
};

// A regular file written with "327000000" loses the newline the driver's
// read shows; the values are what counts.
QMap<QString, QByteArray> withoutTrailingNewlines(QMap<QString, QByteArray> files)
{
    for (QByteArray &bytes : files) {
        while (bytes.endsWith('\n'))
            bytes.chop(1);
    }
    return files;
}

const std::vector<std::string> kApplyWrites{"pp_sclk_od <- 5", "power1_cap <- 350000000", "power_dpm_force_performance_level <- high"};

} // namespace

TEST_F(ProfileValidateSysfs, PassWritesTheProfileOnceAndKeepsIt)
{
    const FakeSysfsRun run = applyValidated();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject answer = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(answer.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept")) << run.describe().toStdString();
    EXPECT_EQ(writes(), kApplyWrites) << "the apply's writes and nothing else (keeping writes nothing)";
    EXPECT_EQ(hwmon("power1_cap"), "350000000");
    EXPECT_EQ(device("pp_sclk_od"), "5");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "high");
}

TEST_F(ProfileValidateSysfs, FailRevertsEveryFileToItsBytesFromBefore)
{
    const QMap<QString, QByteArray> before = snapshot();
    qputenv("ROCMTUNE_FAKE_FAULT", "bitflip");
    const FakeSysfsRun run = applyValidated();
    EXPECT_EQ(run.exitCode, 7) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_GT(seq.size(), kApplyWrites.size()) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 3), kApplyWrites);
    // The revert restores the snapshot in the transaction's order.
    EXPECT_EQ(std::vector<std::string>(seq.begin() + 3, seq.end()),
              (std::vector<std::string>{"pp_sclk_od <- 0", "power1_cap <- 327000000", "power_dpm_force_performance_level <- auto"}))
        << run.describe().toStdString();
    EXPECT_EQ(withoutTrailingNewlines(snapshot()), withoutTrailingNewlines(before)) << "every driver file holds its value from before";
}
