// SPDX-License-Identifier: GPL-3.0-or-later
// AMD's own rocm-smi CLI and ROCm Tune on the same planted tree must show the
// same numbers. The plain run compares with Debian 12's rocm-smi 5.2.3 (package
// rocm-smi, scripts/setup.sh); the "rocm-smi-6." run with Debian 13's 6.1.2
// from the folder scripts/prepare-rocm-smi-6.sh prepared, run through that
// folder's loader. Each CLI runs on the library of its own version, as
// ROCm Tune does in that run.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

struct VendorCli {
    QString program;
    QStringList leadingArgs;
    QString script;
};

VendorCli rocmSmiCli()
{
    const QString programs = testedLibraryProgramDir();
    if (programs.isEmpty()) {
        const QString script = QStringLiteral("/usr/libexec/rocm_smi/rocm_smi.py");
        return {QStringLiteral("/usr/bin/python3"), {script}, script};
    }
    const QString lib = QFileInfo(programs + QStringLiteral("/lib")).canonicalFilePath();
    const QString script = QFileInfo(lib + QStringLiteral("/../../libexec/rocm_smi/rocm_smi.py")).absoluteFilePath();
    return {lib + QStringLiteral("/ld-linux-x86-64.so.2"),
            {QStringLiteral("--library-path"), lib + QStringLiteral(":/usr/lib/x86_64-linux-gnu"), QStringLiteral("/usr/bin/python3"), script},
            script};
}

// "(1864Mhz)" -> 1864, "41.0" -> 41, "N/A" -> NaN.
double number(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("-?\\d+(\\.\\d+)?"));
    const QRegularExpressionMatch m = digits.match(text);
    return m.hasMatch() && !text.contains(QLatin1String("N/A")) ? m.captured(0).toDouble() : std::nan("");
}

// rocm-smi's JSON key -> our metric key. Keys rocm-smi prints that are not
// here are listed in kNotCompared with the reason.
const QList<QPair<QString, const char *>> kSameNumber = {
    {QStringLiteral("Temperature (Sensor edge) (C)"), "temp_edge"},
    {QStringLiteral("Temperature (Sensor junction) (C)"), "temp_junction"},
    {QStringLiteral("Temperature (Sensor memory) (C)"), "temp_memory"},
    {QStringLiteral("sclk clock speed:"), "gfx_clock"},
    {QStringLiteral("mclk clock speed:"), "memory_clock"},
    {QStringLiteral("socclk clock speed:"), "soc_clock"},
    {QStringLiteral("fclk clock speed:"), "fabric_clock"},
    {QStringLiteral("Average Graphics Package Power (W)"), "power_average"},
    // 6.1.2 prints power1_input under this name (the RX 580 has no power1_average).
    {QStringLiteral("Current Socket Graphics Package Power (W)"), "power_average"},
    {QStringLiteral("GPU use (%)"), "gpu_busy"},
    {QStringLiteral("VRAM Total Memory (B)"), "vram_total"},
    {QStringLiteral("VRAM Total Used Memory (B)"), "vram_used"},
    {QStringLiteral("PCIe Replay Count"), "pcie_replay_count"},
    {QStringLiteral("Fan RPM"), "fan_rpm"},
};
const QRegularExpression kNotCompared(QStringLiteral(
    // DPM level indices, not quantities; the PCIe level's speed and width are
    // compared in compareCard; gpu_metrics' accumulated activity counter.
    "clock level|^pcie clock level$|^GFX Activity$"));

class VendorCliCompare : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    VendorCli cli = rocmSmiCli();

    void SetUp() override
    {
        ASSERT_TRUE(QFileInfo::exists(cli.script)) << cli.script.toStdString()
                                                   << " is missing: install rocm-smi (scripts/setup.sh) / run scripts/prepare-rocm-smi-6.sh";
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210());
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
        ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/umc_err_count"), "ue: 3\nce: 4177\n"));
        ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/gfx_err_count"), "ue: 1\nce: 20\n"));
    }

    // rocm-smi exits 2 when some value of some GPU is not supported (the
    // RX 7900 XTX has no RAS): only a crash or a hang is a failure here.
    FakeSysfsRun runVendor(const QStringList &args)
    {
        FakeSysfsRun run = runInFakeSysfs(tree, cli.program, cli.leadingArgs + args);
        EXPECT_NE(run.exitCode, 125) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_FALSE(run.timedOut) << run.describe().toStdString();
        return run;
    }

    QList<QJsonObject> ours()
    {
        FakeSysfsRun run;
        const QList<QJsonObject> samples = monitorSamples(tree, 1, &run);
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_EQ(samples.size(), 2) << run.describe().toStdString();
        return samples;
    }
};

const QStringList kRocmSmiJsonArgs = {QStringLiteral("--showtemp"), QStringLiteral("--showpower"), QStringLiteral("--showuse"),
                                      QStringLiteral("--showmeminfo"), QStringLiteral("vram"), QStringLiteral("--showclocks"),
                                      QStringLiteral("--showreplaycount"), QStringLiteral("--showfan"), QStringLiteral("--json")};

// Every key of one card in rocm-smi's JSON against our sample of that card:
// compared (returns how many), or listed in kNotCompared. `oursMayHaveMore`:
// keys where rocm-smi says N/A because its library does not read a file we do
// read (5.2.3 and power1_input); there our number must simply exist.
int compareCard(const QJsonObject &theirs, const QJsonObject &mine, int card, const QSet<QString> &oursMayHaveMore)
{
    int compared = 0;
    for (auto it = theirs.begin(); it != theirs.end(); ++it) {
        const double value = number(it.value().toString());
        static const QRegularExpression hbm(QStringLiteral("^Temperature \\(Sensor HBM (\\d)\\) \\(C\\)$"));
        if (const QRegularExpressionMatch h = hbm.match(it.key()); h.hasMatch()) {
            const QString key = QStringLiteral("temp_hbm%1").arg(h.captured(1));
            const double our = metricValue(mine, key.toLatin1().constData());
            if (std::isnan(value))
                EXPECT_TRUE(std::isnan(our)) << key.toStdString() << " of card" << card;
            else
                EXPECT_EQ(our, value) << key.toStdString() << " of card" << card;
            ++compared;
            continue;
        }
        // Fan: rocm-smi's level is pwm1 (0-255), its percentage pwm1 / 255.
        if (it.key() == QLatin1String("Fan speed (level)") || it.key() == QLatin1String("Fan speed (%)")) {
            const double our = metricValue(mine, "fan_percent");
            if (std::isnan(value)) {
                EXPECT_TRUE(std::isnan(our)) << it.key().toStdString() << " of card" << card;
            } else {
                const double percent = it.key() == QLatin1String("Fan speed (level)") ? value * 100.0 / 255 : value;
                EXPECT_NEAR(our, percent, 0.5) << it.key().toStdString() << " of card" << card;
                ++compared;
            }
            continue;
        }
        const auto mapped = std::find_if(kSameNumber.begin(), kSameNumber.end(), [&](const auto &p) { return p.first == it.key(); });
        if (mapped == kSameNumber.end()) {
            EXPECT_TRUE(kNotCompared.match(it.key()).hasMatch()) << "rocm-smi shows \"" << it.key().toStdString() << "\" = "
                                                                 << it.value().toString().toStdString() << " for card" << card
                                                                 << ", which ROCm Tune does not compare";
            continue;
        }
        const double our = metricValue(mine, mapped->second);
        if (std::isnan(value)) {
            if (oursMayHaveMore.contains(it.key()))
                EXPECT_FALSE(std::isnan(our)) << mapped->second << " of card" << card;
            else
                EXPECT_TRUE(std::isnan(our)) << mapped->second << " of card" << card << ": rocm-smi N/A, ours " << our;
            continue;
        }
        EXPECT_NEAR(our, value, 1e-6 * std::abs(value) + 0.05) << mapped->second << " of card" << card << " (rocm-smi \""
                                                               << it.key().toStdString() << "\")";
        ++compared;
    }
    // "1 (16.0GT/s x16)"
    static const QRegularExpression pcie(QStringLiteral("\\(([\\d.]+)GT/s x(\\d+)\\)"));
    const QRegularExpressionMatch m = pcie.match(theirs.value(QStringLiteral("pcie clock level")).toString());
    EXPECT_TRUE(m.hasMatch()) << "card" << card << ": no PCIe level in rocm-smi's JSON";
    if (m.hasMatch()) {
        EXPECT_EQ(metricValue(mine, "pcie_link_speed"), m.captured(1).toDouble()) << "card" << card;
        EXPECT_EQ(metricValue(mine, "pcie_link_width"), m.captured(2).toDouble()) << "card" << card;
        compared += 2;
    }
    return compared;
}

} // namespace

TEST_F(VendorCliCompare, EveryNumberOfRocmSmiJsonIsOursToo)
{
    const FakeSysfsRun vendor = runVendor(kRocmSmiJsonArgs);
    // Warnings may come before the JSON document.
    const QJsonObject cards = QJsonDocument::fromJson(vendor.out.mid(vendor.out.indexOf(QLatin1Char('{'))).toUtf8()).object();
    ASSERT_EQ(cards.size(), 2) << vendor.describe().toStdString();
    const QList<QJsonObject> samples = ours();
    int compared = 0;
    for (int card = 0; card < 2; ++card) {
        const QJsonObject mine = sampleOfDevice(samples, card);
        ASSERT_FALSE(mine.isEmpty());
        compared += compareCard(cards.value(QStringLiteral("card%1").arg(card)).toObject(), mine, card, {});
    }
    EXPECT_GE(compared, 2 * 12) << vendor.describe().toStdString();
}

TEST_F(VendorCliCompare, RasTableOfRocmSmiMatchesOurEccCounts)
{
    // Both versions print correctable first, then uncorrectable; 5.2.3's
    // header names them the other way round (amdgpu-sysfs.md §9).
    const FakeSysfsRun vendor = runVendor({QStringLiteral("--showrasinfo"), QStringLiteral("all")});
    static const QRegularExpression gpuLine(QStringLiteral("^GPU\\[(\\d+)\\]"));
    static const QRegularExpression blockLine(QStringLiteral("^\\s+([A-Z0-9_]+)\\s+(ENABLED|DISABLED)(?:\\s+(\\d+)\\s+(\\d+))?\\s*$"));
    QMap<int, QMap<QString, QStringList>> table; // gpu -> BLOCK -> [status, ce, ue]
    int gpu = -1;
    for (const QString &line : vendor.out.split(QLatin1Char('\n'))) {
        if (const QRegularExpressionMatch g = gpuLine.match(line); g.hasMatch())
            gpu = g.captured(1).toInt();
        else if (const QRegularExpressionMatch b = blockLine.match(line); b.hasMatch() && gpu >= 0)
            table[gpu][b.captured(1)] = {b.captured(2), b.captured(3), b.captured(4)};
    }
    ASSERT_TRUE(table.value(1).contains(QStringLiteral("UMC"))) << vendor.describe().toStdString();
    EXPECT_TRUE(table.value(0).isEmpty()) << "the RX 7900 XTX has no RAS";

    const QList<QJsonObject> samples = ours();
    EXPECT_TRUE(sampleOfDevice(samples, 0).value(QStringLiteral("ecc")).isNull());
    const QJsonObject ecc = sampleOfDevice(samples, 1).value(QStringLiteral("ecc")).toObject();
    QMap<QString, QJsonObject> blocks;
    for (const QJsonValue &b : ecc.value(QStringLiteral("blocks")).toArray())
        blocks.insert(b.toObject().value(QStringLiteral("block")).toString().toUpper(), b.toObject());
    int enabled = 0;
    for (auto it = table[1].begin(); it != table[1].end(); ++it) {
        const QJsonObject mine = blocks.value(it.key());
        if (it.value()[0] == QLatin1String("DISABLED")) {
            EXPECT_FALSE(mine.value(QStringLiteral("enabled")).toBool()) << it.key().toStdString();
            continue;
        }
        ++enabled;
        EXPECT_TRUE(mine.value(QStringLiteral("enabled")).toBool()) << it.key().toStdString();
        EXPECT_EQ(mine.value(QStringLiteral("correctable")).toInt(-1), it.value()[1].toInt()) << it.key().toStdString();
        EXPECT_EQ(mine.value(QStringLiteral("uncorrectable")).toInt(-1), it.value()[2].toInt()) << it.key().toStdString();
    }
    EXPECT_EQ(enabled, 6) << vendor.describe().toStdString();
    EXPECT_EQ(blocks.value(QStringLiteral("UMC")).value(QStringLiteral("uncorrectable")).toInt(-1), 3);
}

namespace {

// The families of issue 21 on one tree: RX 9070 XT (RDNA4) and RX 580
// (Polaris), each against rocm-smi of the run's library version. Not the
// MI300X: both rocm-smi CLIs abort on its gpu_metrics v1.4 ("Unexpected
// conversion attempted", rocm_smi_gpu_metrics.cc) — ROCm Tune avoids that call.
class VendorCliCompareFamilies : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    VendorCli cli = rocmSmiCli();

    void SetUp() override
    {
        ASSERT_TRUE(QFileInfo::exists(cli.script)) << cli.script.toStdString();
        tree.addCard(FakeCardSpec::radeonRx9070Xt());
        tree.addCard(FakeCardSpec::radeonRx580(QStringLiteral("0000:2e:00.0")));
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }
};

} // namespace

TEST_F(VendorCliCompareFamilies, EveryNumberOfRocmSmiJsonIsOursToo)
{
    FakeSysfsRun vendor = runInFakeSysfs(tree, cli.program, cli.leadingArgs + kRocmSmiJsonArgs);
    ASSERT_FALSE(vendor.crashed) << vendor.describe().toStdString();
    const QJsonObject cards = QJsonDocument::fromJson(vendor.out.mid(vendor.out.indexOf(QLatin1Char('{'))).toUtf8()).object();
    ASSERT_EQ(cards.size(), 2) << vendor.describe().toStdString();
    FakeSysfsRun run;
    const QList<QJsonObject> samples = monitorSamples(tree, 1, &run);
    ASSERT_EQ(samples.size(), 2) << run.describe().toStdString();
    int compared = 0;
    for (int card = 0; card < 2; ++card) {
        const QJsonObject mine = sampleOfDevice(samples, card);
        ASSERT_FALSE(mine.isEmpty());
        // The RX 580 has power1_input only: 5.2.3 reads power1_average
        // alone (N/A there), we read both.
        compared += compareCard(cards.value(QStringLiteral("card%1").arg(card)).toObject(), mine, card,
                                {QStringLiteral("Average Graphics Package Power (W)")});
    }
    EXPECT_GE(compared, 24) << vendor.describe().toStdString();
}
