// SPDX-License-Identifier: GPL-3.0-or-later
// AMD's own `amd-smi metric --json` (Debian 13's amd-smi 6.1.2, from the
// folder scripts/prepare-rocm-smi-6.sh prepared, run with Debian 12's python3
// through that folder's loader on the same libamd_smi) and our `monitor
// --format json --backend amd-smi` on the same planted tree: every number
// amd-smi prints for a GPU is either compared with ours and equal, or listed
// in kNotCompared with the reason.
#include "tests/integration/amd_smi/AmdSmiRun.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

constexpr double kMebibyte = 1024.0 * 1024.0;

struct Comparison {
    const char *ours;
    double scale = 1; // amd-smi's number = ours / scale, rounded down
};

// amd-smi's path ("clock.gfx_0.clk") -> our metric.
const QList<QPair<QString, Comparison>> kSameNumber = {
    {QStringLiteral("usage.gfx_activity"), {"gpu_busy"}},
    {QStringLiteral("usage.umc_activity"), {"memory_busy"}},
    {QStringLiteral("clock.gfx_0.clk"), {"gfx_clock"}},
    {QStringLiteral("clock.mem_0.clk"), {"memory_clock"}},
    {QStringLiteral("clock.vclk_0.clk"), {"video_clock"}},
    {QStringLiteral("clock.dclk_0.clk"), {"decode_clock"}},
    {QStringLiteral("temperature.edge"), {"temp_edge"}},
    {QStringLiteral("temperature.hotspot"), {"temp_junction"}},
    {QStringLiteral("temperature.mem"), {"temp_memory"}},
    {QStringLiteral("temperature.hbm_0"), {"temp_hbm0"}},
    {QStringLiteral("temperature.hbm_1"), {"temp_hbm1"}},
    {QStringLiteral("temperature.hbm_2"), {"temp_hbm2"}},
    {QStringLiteral("temperature.hbm_3"), {"temp_hbm3"}},
    {QStringLiteral("power.socket_power"), {"power_average"}},
    {QStringLiteral("power.gfx_voltage"), {"gfx_voltage"}},
    {QStringLiteral("pcie.width"), {"pcie_link_width"}},
    {QStringLiteral("pcie.replay_count"), {"pcie_replay_count"}},
    {QStringLiteral("fan.speed"), {"fan_percent"}},
    {QStringLiteral("fan.rpm"), {"fan_rpm"}},
    {QStringLiteral("mem_usage.total_vram"), {"vram_total", kMebibyte}},
    {QStringLiteral("mem_usage.used_vram"), {"vram_used", kMebibyte}},
};
// Numbers amd-smi prints that are not a catalogue metric: the GPU index, the
// multimedia activity (no catalogue metric), free VRAM (compared below as
// total - used), visible VRAM and GTT (not in the catalogue).
const QRegularExpression kNotCompared(QStringLiteral("^gpu$|^usage\\.mm_activity$|^mem_usage\\.free_vram$|visible_vram|_gtt$"));

struct Leaf {
    QString path;
    double value;
};

// Every {"value": N, "unit": ...} or plain number in amd-smi's object.
void collect(const QJsonValue &v, const QString &path, QList<Leaf> *out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains(QStringLiteral("value")) && o.value(QStringLiteral("value")).isDouble()) {
            out->append({path, o.value(QStringLiteral("value")).toDouble()});
            return;
        }
        for (auto it = o.begin(); it != o.end(); ++it)
            collect(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (v.isDouble()) {
        out->append({path, v.toDouble()});
    }
}

class AmdSmiCliCompare : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        ASSERT_FALSE(testedLibraryProgramDir().isEmpty());
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210());
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    // amd-smi metric --json; the library prints notes to stdout before the JSON.
    QJsonArray amdSmiMetric()
    {
        const QString lib = QFileInfo(testedLibraryProgramDir() + QStringLiteral("/lib")).canonicalFilePath();
        const QString root = QFileInfo(lib + QStringLiteral("/../../..")).canonicalFilePath();
        const QString cli = root + QStringLiteral("/usr/libexec/amdsmi_cli/amdsmi_cli.py");
        EXPECT_TRUE(QFileInfo::exists(cli)) << cli.toStdString() << " is missing: run scripts/prepare-rocm-smi-6.sh";
        qputenv("PYTHONPATH", (root + QStringLiteral("/usr/share/amd_smi:") + root + QStringLiteral("/usr/libexec/amdsmi_cli")).toUtf8());
        const FakeSysfsRun run = runInFakeSysfs(tree, lib + QStringLiteral("/ld-linux-x86-64.so.2"),
                                                {QStringLiteral("--library-path"), lib + QStringLiteral(":/usr/lib/x86_64-linux-gnu"),
                                                 QStringLiteral("/usr/bin/python3"), cli, QStringLiteral("metric"), QStringLiteral("--json")});
        qunsetenv("PYTHONPATH");
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        const qsizetype start = run.out.indexOf(QStringLiteral("\n["));
        const QString json = start >= 0 ? run.out.mid(start + 1) : run.out;
        const QJsonArray gpus = QJsonDocument::fromJson(json.toUtf8()).array();
        EXPECT_EQ(gpus.size(), 2) << run.describe().toStdString();
        return gpus;
    }
};

} // namespace

TEST_F(AmdSmiCliCompare, EveryNumberOfAmdSmiMetricJsonIsOursToo)
{
    const QJsonArray theirs = amdSmiMetric();
    FakeSysfsRun run;
    const QList<QJsonObject> ours = amdSmiSamples(tree, 1, &run);
    ASSERT_EQ(ours.size(), 2) << run.describe().toStdString();
    int compared = 0;
    for (const QJsonValue &gpuValue : theirs) {
        const QJsonObject gpu = gpuValue.toObject();
        const int index = gpu.value(QStringLiteral("gpu")).toInt(-1);
        const QJsonObject sample = sampleOfDevice(ours, index);
        ASSERT_FALSE(sample.isEmpty()) << "amd-smi's GPU " << index << " is not ours";
        QList<Leaf> leaves;
        collect(gpu, QString(), &leaves);
        for (const Leaf &leaf : leaves) {
            if (kNotCompared.match(leaf.path).hasMatch())
                continue;
            const auto it = std::find_if(kSameNumber.begin(), kSameNumber.end(), [&](const auto &p) { return p.first == leaf.path; });
            ASSERT_NE(it, kSameNumber.end()) << "amd-smi shows " << leaf.path.toStdString() << " = " << leaf.value << " for GPU " << index
                                             << ", which is neither compared nor listed as not compared";
            const double mine = metricValue(sample, it->second.ours);
            EXPECT_EQ(std::floor(mine / it->second.scale), leaf.value) << leaf.path.toStdString() << " of GPU " << index << " vs our "
                                                                       << it->second.ours;
            ++compared;
        }
        // Free VRAM: amd-smi's total - used, in MiB.
        const double free = gpu.value(QStringLiteral("mem_usage")).toObject().value(QStringLiteral("free_vram")).toObject().value(QStringLiteral("value")).toDouble(-1);
        EXPECT_EQ(free, std::floor(metricValue(sample, "vram_total") / kMebibyte) - std::floor(metricValue(sample, "vram_used") / kMebibyte));
    }
    // amd-smi 6.1.2 prints 9 numbers per GPU on this tree (activity, GFX and
    // memory clock, three temperatures, VRAM total and used); the rest is N/A.
    EXPECT_GE(compared, 18) << "fewer numbers compared than amd-smi 6.1.2 prints for an RX 7900 XTX and an MI210";
}
