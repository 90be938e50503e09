// SPDX-License-Identifier: GPL-3.0-or-later
// The hardware check's parts: PCIe replay / AER counters read from fake
// sysfs trees before and after a run, their rise in the verdict (warning,
// FAIL above the limit), the link and p2p tests' results as notes, the
// component at fault in a user's words, and the whole flow on the fake
// runner with a degraded link and rising replay counters.
#include "tests/stress/StressTestSupport.h"

#include "core/backends/simulated/SimulatedBackend.h"

#include "core/stress/HardwareCheck.h"
#include "core/stress/LinkVerdict.h"
#include "core/stress/PcieErrorCounters.h"
#include "core/stress/StressSession.h"
#include "core/stress/StressVerdict.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

// Named, not anonymous: the stress tests build as a unity build, where the
// other files' helpers (ofKind ...) share the translation unit.
namespace pcie_link_test {

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
    file.write(text);
}

QByteArray correctable(int rxErr, int badTlp)
{
    return QStringLiteral("RxErr %1\nBadTLP %2\nBadDLLP 0\nRollover 0\nTimeout 0\nNonFatalErr 0\nCorrIntErr 0\nHeaderOF 0\nTOTAL_ERR_COR %3\n")
        .arg(rxErr)
        .arg(badTlp)
        .arg(rxErr + badTlp)
        .toLatin1();
}

QByteArray nonfatal(int completionTimeout)
{
    return QStringLiteral("Undefined 0\nDLP 0\nSDES 0\nTLP 0\nFCP 0\nCmpltTO %1\nCmpltAbrt 0\nUnxCmplt 0\nRxOF 0\nMalfTLP 0\nECRC 0\nUnsupReq 0\nACSViol 0\nTOTAL_ERR_NONFATAL %1\n")
        .arg(completionTimeout)
        .toLatin1();
}

// /sys as Linux lays it out: bus/pci/devices/<bdf> links into the device
// tree, where the GPU sits under its port.
struct FakePciTree {
    QTemporaryDir dir;
    QString gpuDir;
    QString portDir;
    FakePciTree()
    {
        portDir = dir.filePath(QStringLiteral("devices/pci0000:00/0000:00:01.1"));
        gpuDir = portDir + QStringLiteral("/0000:03:00.0");
        QDir().mkpath(gpuDir);
        QDir().mkpath(dir.filePath(QStringLiteral("bus/pci/devices")));
        QFile::link(QStringLiteral("../../../devices/pci0000:00/0000:00:01.1/0000:03:00.0"),
                    dir.filePath(QStringLiteral("bus/pci/devices/0000:03:00.0")));
    }
    void set(int replays, int rxErr, int badTlp, int portRxErr, int completionTimeout)
    {
        writeFile(gpuDir + QStringLiteral("/pcie_replay_count"), QByteArray::number(replays) + '\n');
        writeFile(gpuDir + QStringLiteral("/aer_dev_correctable"), correctable(rxErr, badTlp));
        writeFile(gpuDir + QStringLiteral("/aer_dev_nonfatal"), nonfatal(completionTimeout));
        writeFile(portDir + QStringLiteral("/aer_dev_correctable"), correctable(portRxErr, 0));
    }
    PcieErrorCounts read() const { return readPcieErrorCounts(dir.path(), QStringLiteral("0000:03:00.0")); }
};

QVector<VerdictReason> pcieOfKind(const QVector<VerdictReason> &reasons, VerdictReasonKind kind)
{
    QVector<VerdictReason> found;
    for (const VerdictReason &r : reasons) {
        if (r.kind == kind)
            found << r;
    }
    return found;
}

BenchResult linkResult(double gts, int width, double maxGts, int maxWidth, double gbps, double expected)
{
    BenchResult r{QStringLiteral("link"), QStringLiteral("link_gbps"), gbps, QStringLiteral("GB/s"), 0, true, {}};
    r.details.insert(QStringLiteral("link"), QJsonObject{{QStringLiteral("current_gts"), gts},
                                                         {QStringLiteral("current_width"), width},
                                                         {QStringLiteral("max_gts"), maxGts},
                                                         {QStringLiteral("max_width"), maxWidth}});
    r.details.insert(QStringLiteral("link_below_maximum"), width < maxWidth || gts < maxGts);
    r.details.insert(QStringLiteral("expected_gbps"), expected);
    r.details.insert(QStringLiteral("rate_below_expected"), gbps < 0.5 * expected);
    return r;
}

} // namespace pcie_link_test

using namespace pcie_link_test;

TEST(PcieErrorCounters, ReadsReplaysAndAerOfBothEndsOfTheLink)
{
    application();
    FakePciTree tree;
    ASSERT_TRUE(tree.dir.isValid());
    tree.set(12, 1, 2, 4, 0);
    const PcieErrorCounts counts = tree.read();
    ASSERT_TRUE(counts.available());
    EXPECT_EQ(counts.replays.value_or(0), 12u);
    EXPECT_EQ(counts.aer.value(QStringLiteral("gpu/correctable/BadTLP")), 2u);
    EXPECT_EQ(counts.aer.value(QStringLiteral("gpu/correctable/TOTAL_ERR_COR")), 3u);
    EXPECT_EQ(counts.aer.value(QStringLiteral("port/correctable/RxErr")), 4u);
    EXPECT_TRUE(counts.aer.contains(QStringLiteral("gpu/nonfatal/TOTAL_ERR_NONFATAL")));
    // An unknown device or a machine without the files: nothing, not zeros.
    EXPECT_FALSE(readPcieErrorCounts(tree.dir.path(), QStringLiteral("0000:09:00.0")).available());
}

TEST(PcieErrorCounters, RisesAreWarningsAndFailAboveTheLimitOrWhenUncorrectable)
{
    application();
    FakePciTree tree;
    tree.set(100, 0, 0, 0, 0);
    const PcieErrorCounts before = tree.read();

    tree.set(157, 2, 1, 3, 0); // 57 replays, 3 + 3 correctable AER errors
    PcieErrorChange change = pcieErrorChange(before, tree.read());
    ASSERT_TRUE(change.compared);
    EXPECT_EQ(change.newReplays.value_or(0), 57u);
    EXPECT_EQ(change.newCorrectable, 6u);
    EXPECT_EQ(change.newUncorrectable, 0u);
    EXPECT_TRUE(change.rises.contains(QStringLiteral("replays +57")));
    EXPECT_TRUE(change.rises.contains(QStringLiteral("port RxErr +3")));
    QVector<VerdictReason> reasons, notes;
    judgePcieErrorChange(change, 0, &reasons, &notes);
    EXPECT_TRUE(reasons.isEmpty());
    ASSERT_EQ(pcieOfKind(notes, VerdictReasonKind::PcieErrorsRising).size(), 1);
    EXPECT_EQ(notes.at(0).count, 63u);
    EXPECT_TRUE(notes.at(0).text().contains(QStringLiteral("slot, riser or cable"))) << notes.at(0).text().toStdString();

    tree.set(250, 2, 1, 3, 0); // 150 replays: above the limit
    change = pcieErrorChange(before, tree.read());
    reasons.clear();
    notes.clear();
    judgePcieErrorChange(change, 1, &reasons, &notes);
    ASSERT_EQ(pcieOfKind(reasons, VerdictReasonKind::PcieErrors).size(), 1);
    EXPECT_EQ(reasons.at(0).limit.value_or(0), static_cast<double>(kPcieErrorFailThreshold));
    EXPECT_TRUE(reasons.at(0).text().startsWith(QStringLiteral("GPU 1: "))) << reasons.at(0).text().toStdString();

    tree.set(100, 0, 0, 0, 1); // one completion timeout: uncorrectable
    change = pcieErrorChange(before, tree.read());
    EXPECT_EQ(change.newUncorrectable, 1u);
    reasons.clear();
    judgePcieErrorChange(change, 0, &reasons, &notes);
    EXPECT_EQ(pcieOfKind(reasons, VerdictReasonKind::PcieErrors).size(), 1);

    // Counters that went down (driver reloaded) or stayed: nothing to say.
    tree.set(3, 0, 0, 0, 0);
    change = pcieErrorChange(before, tree.read());
    EXPECT_TRUE(change.compared);
    EXPECT_EQ(change.newRecoverable(), 0u);
    reasons.clear();
    notes.clear();
    judgePcieErrorChange(change, 0, &reasons, &notes);
    EXPECT_TRUE(reasons.isEmpty());
    EXPECT_TRUE(notes.isEmpty());
    EXPECT_FALSE(pcieErrorChangeToJson(change).isNull());
    EXPECT_TRUE(pcieErrorChangeToJson(PcieErrorChange{}).isNull());
}

TEST(PcieErrorCounters, SamplesStandInWithoutFreshReadings)
{
    // A simulated GPU whose replay counter climbs during the run.
    int step = 0;
    const QVector<Sample> samples = telemetry(kStartMs, kStartMs + 2000, 500, [&step](Sample &s) {
        s.set(MetricId::PcieReplayCount, 40.0 + 5.0 * step++);
    });
    const PcieErrorChange change = pcieErrorChangeOfRun(std::nullopt, std::nullopt, samples);
    ASSERT_TRUE(change.compared);
    EXPECT_EQ(change.newReplays.value_or(0), 20u);
    // No counter in the samples: not compared (not "0 errors").
    EXPECT_FALSE(pcieErrorChangeOfRun(std::nullopt, std::nullopt, telemetry(kStartMs, kStartMs + 2000)).compared);
}

TEST(LinkVerdict, ADegradedLinkIsNamedInPlainWords)
{
    application();
    QVector<VerdictReason> notes;
    judgeLinkResult(linkResult(16, 4, 16, 16, 6.4, 6.54), 0, &notes);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.at(0).kind, VerdictReasonKind::LinkBelowMaximum);
    EXPECT_EQ(notes.at(0).text(),
              QStringLiteral("GPU 0: The PCIe link ran at PCIe 4.0 x4 under load; the card supports x16: check the slot, riser or cable"));

    notes.clear();
    judgeLinkResult(linkResult(2.5, 16, 16, 16, 3.2, 3.32), 1, &notes);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_TRUE(notes.at(0).text().contains(QStringLiteral("PCIe 1.0 x16 under load; the card supports PCIe 4.0:"))) << notes.at(0).text().toStdString();

    // Full width and speed but copies at a fraction of the rate.
    notes.clear();
    judgeLinkResult(linkResult(16, 16, 16, 16, 9.0, 26.15), 0, &notes);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.at(0).kind, VerdictReasonKind::LinkSlow);
    EXPECT_TRUE(notes.at(0).text().contains(QStringLiteral("9.0 GB/s"))) << notes.at(0).text().toStdString();

    // A healthy link says nothing; a link the runner could not read neither.
    notes.clear();
    judgeLinkResult(linkResult(32, 16, 32, 16, 52.0, 52.3), 0, &notes);
    BenchResult unknown{QStringLiteral("link"), QStringLiteral("link_gbps"), 20.0, QStringLiteral("GB/s"), 0, true, {}};
    judgeLinkResult(unknown, 0, &notes);
    EXPECT_TRUE(notes.isEmpty());

    BenchResult p2p{QStringLiteral("p2p"), QStringLiteral("p2p_gbps"), std::nullopt, QStringLiteral("GB/s"), 0, true, {}};
    p2p.details.insert(QStringLiteral("skipped"), QStringLiteral("needs two GPUs: 1 is visible"));
    judgeLinkResult(p2p, 0, &notes);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.at(0).kind, VerdictReasonKind::P2pNotRun);
    EXPECT_TRUE(notes.at(0).text().contains(QStringLiteral("needs two GPUs")));
}

TEST(HardwareCheck, NamesTheComponentAtFault)
{
    application();
    StressVerdict verdict;
    verdict.status = VerdictStatus::Pass;
    GpuVerdict gpu;
    gpu.device = 0;
    verdict.gpus << gpu;
    EXPECT_TRUE(componentsAtFault(verdict, {}).isEmpty());
    EXPECT_EQ(hardwareCheckSummary(verdict, {}), QStringLiteral("Hardware check passed: links, memory and compute are sound."));

    VerdictReason replays = VerdictReason::make(VerdictReasonKind::PcieErrors, 0, {}, 150, QStringLiteral("replays +150"));
    verdict.gpus[0].reasons << replays;
    verdict.gpus[0].status = verdict.status = VerdictStatus::Fail;
    VerdictReason vram = VerdictReason::make(VerdictReasonKind::Fault, 0, QStringLiteral("memory"), 3);
    vram.faultKind = QStringLiteral("memory_bit_error");
    verdict.gpus[0].reasons << vram;
    EXPECT_EQ(componentsAtFault(verdict, {}), (QStringList{QStringLiteral("GPU 0: the PCIe connection (slot, riser or cable)"),
                                                          QStringLiteral("GPU 0: the GPU's memory (VRAM)")}));
    EXPECT_EQ(hardwareCheckSummary(verdict, {}),
              QStringLiteral("Hardware check failed. At fault: GPU 0: the PCIe connection (slot, riser or cable); GPU 0: the GPU's memory (VRAM)."));

    // A copy between GPUs that arrived wrong points at the connection between them.
    VerdictReason p2p = VerdictReason::make(VerdictReasonKind::Fault, 1, QStringLiteral("p2p"), 1);
    p2p.faultKind = QStringLiteral("transfer_mismatch");
    EXPECT_EQ(componentOfReason(p2p), QStringLiteral("the connection between the GPUs (bridge, switch or slots)"));
    // The same part on two GPUs: one line naming both.
    VerdictReason otherGpu = replays;
    otherGpu.device = 1;
    StressVerdict both = verdict;
    GpuVerdict second;
    second.device = 1;
    second.reasons << otherGpu;
    both.gpus << second;
    EXPECT_EQ(componentsAtFault(both, {}).first(), QStringLiteral("GPU 0, 1: the PCIe connection (slot, riser or cable)"));

    // Doctor's findings: a warning of the PCIe link check names the connection.
    DoctorReport report;
    CheckResult link;
    link.id = QStringLiteral("pcie-link");
    link.title = QStringLiteral("PCIe link");
    link.status = CheckStatus::Warn;
    link.summary = QStringLiteral("Narrower PCIe link than the card supports: card0 (x4 of x16).");
    CheckResult module;
    module.id = QStringLiteral("amdgpu-module");
    module.status = CheckStatus::Pass;
    report.results << link << module;
    const QVector<VerdictReason> findings = doctorFindings(report);
    ASSERT_EQ(findings.size(), 1);
    EXPECT_EQ(findings.at(0).text(), QStringLiteral("Doctor: PCIe link: Narrower PCIe link than the card supports: card0 (x4 of x16)."));
    StressVerdict clean;
    clean.status = VerdictStatus::Pass;
    EXPECT_EQ(hardwareCheckSummary(clean, findings),
              QStringLiteral("Hardware check passed with warnings. Check: the PCIe connection (slot, riser or cable)."));
    const QJsonObject json = hardwareCheckToJson(clean, report);
    EXPECT_EQ(json.value(QStringLiteral("doctor")).toArray().size(), 1);
    EXPECT_EQ(json.value(QStringLiteral("doctor_checks_run")).toInt(), 2);
    EXPECT_EQ(hardwareDoctorCheckIds().size(), 5);
}

// The whole flow without hardware: the hardware preset on the fake runner
// reporting an x16 card at x4, the replay counter rising between the
// readings before and after the run.
TEST(HardwareCheck, DegradedLinkAndRisingReplaysOnTheFakeRunner)
{
    application();
    StressPlan plan = StressPlan::fromPreset(StressPreset::Hardware);
    EXPECT_TRUE(plan.tests.contains(QStringLiteral("link")));
    EXPECT_TRUE(plan.tests.contains(QStringLiteral("p2p")));
    plan.secondsPerTest = 0.2;
    DeviceInfo gpu;
    gpu.name = QStringLiteral("GPU A");
    gpu.backendId = QStringLiteral("sim");
    qputenv("ROCMTUNE_FAKE_LINK", "16,4,16,16");
    StressSession session(plan, QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), {gpu});
    int reads = 0;
    session.setPcieCounterReader([&reads](const DeviceInfo &) {
        PcieErrorCounts counts;
        counts.replays = reads++ == 0 ? 10 : 250; // 240 replays during the run
        return counts;
    });
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    const bool ended = finished.wait(30000);
    qunsetenv("ROCMTUNE_FAKE_LINK");
    ASSERT_TRUE(ended);
    EXPECT_EQ(reads, 2);
    const StressVerdict &verdict = *session.verdict();
    ASSERT_EQ(verdict.gpus.size(), 1);
    const GpuVerdict &g = verdict.gpus.at(0);
    EXPECT_EQ(verdict.status, VerdictStatus::Fail);
    ASSERT_EQ(pcieOfKind(g.reasons, VerdictReasonKind::PcieErrors).size(), 1);
    EXPECT_EQ(pcieOfKind(g.reasons, VerdictReasonKind::PcieErrors).at(0).count, 240u);
    ASSERT_EQ(pcieOfKind(g.notes, VerdictReasonKind::LinkBelowMaximum).size(), 1);
    EXPECT_TRUE(pcieOfKind(g.notes, VerdictReasonKind::LinkBelowMaximum).at(0).text().contains(QStringLiteral("PCIe 4.0 x4")));
    EXPECT_EQ(pcieOfKind(g.notes, VerdictReasonKind::P2pNotRun).size(), 1);
    EXPECT_EQ(hardwareCheckSummary(verdict, {}), QStringLiteral("Hardware check failed. At fault: GPU 0: the PCIe connection (slot, riser or cable)."));
    const QJsonObject json = gpuVerdictToJson(g);
    EXPECT_EQ(json.value(QStringLiteral("pcie_errors")).toObject().value(QStringLiteral("new_replays")).toInt(), 240);
}

// Simulated GPUs model the faults a hardware change brings: an x16 card
// trained at x4 or at Gen1, and a replay counter that climbs under load.
TEST(HardwareCheck, SimulatedGpusModelDegradedLinksAndRisingReplays)
{
    application();
    SimulatedOptions options;
    options.deviceCount = 1;
    options.manualClock = true;
    options.load = SimulatedLoad::Stress;
    options.pcieFaults = {QStringLiteral("x4"), QStringLiteral("gen1"), QStringLiteral("replays")};
    SimulatedBackend backend(options);
    ASSERT_TRUE(backend.initialize().ok);
    QVector<Sample> samples;
    for (int i = 0; i < 5; ++i) {
        backend.advanceSeconds(1.0);
        samples << backend.readSample(0);
    }
    EXPECT_EQ(samples.last().value(MetricId::PcieLinkWidth).value_or(0), 4.0);
    EXPECT_EQ(samples.last().value(MetricId::PcieLinkSpeed).value_or(0), 2.5);
    ASSERT_TRUE(samples.first().has(MetricId::PcieReplayCount));
    const PcieErrorChange change = pcieReplayChangeDuringRun(samples);
    ASSERT_TRUE(change.compared);
    EXPECT_GT(change.newReplays.value_or(0), kPcieErrorFailThreshold) << "4 s at ~150 replays a second";
    QVector<VerdictReason> reasons, notes;
    judgePcieErrorChange(change, 0, &reasons, &notes);
    EXPECT_EQ(pcieOfKind(reasons, VerdictReasonKind::PcieErrors).size(), 1);

    // A healthy simulated card carries no replay count at all (not 0).
    SimulatedOptions healthy = options;
    healthy.pcieFaults.clear();
    SimulatedBackend clean(healthy);
    ASSERT_TRUE(clean.initialize().ok);
    clean.advanceSeconds(1.0);
    const Sample sample = clean.readSample(0);
    EXPECT_FALSE(sample.has(MetricId::PcieReplayCount));
    EXPECT_EQ(sample.value(MetricId::PcieLinkWidth).value_or(0), 16.0);
}
