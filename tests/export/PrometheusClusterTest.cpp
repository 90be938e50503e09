// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster families of the exposition: which job uses each GPU, the
// health model's verdict, and the core gauges under AMD Device Metrics
// Exporter's names. Each is parsed by the strict exposition reader.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/AmdMetricNames.h"
#include "core/export/PrometheusExposition.h"
#include "core/export/PrometheusHealth.h"
#include "core/export/PrometheusJobs.h"
#include "tests/export/ExpositionParser.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

DeviceInfo clusterCard(int index)
{
    DeviceInfo d;
    d.name = QStringLiteral("MI210");
    d.gfxArch = QStringLiteral("gfx90a");
    d.uniqueId = QStringLiteral("u%1").arg(index);
    d.pciBusId = QStringLiteral("0000:1%1:00.0").arg(index);
    return d;
}

QVector<QByteArray> clusterLabels(int count)
{
    QVector<QByteArray> labels;
    for (int i = 0; i < count; ++i)
        labels << PrometheusExposition::gpuLabels(clusterCard(i), i);
    return labels;
}

GpuProcess processIn(qint64 pid, const ProcessJob &job)
{
    GpuProcess p;
    p.pid = pid;
    p.user = QStringLiteral("uid-user");
    p.job = job;
    return p;
}

} // namespace

TEST(PrometheusCluster, JobInfoPerSlurmJobAndPodOnly)
{
    ProcessJob slurm;
    slurm.slurmJobId = QStringLiteral("42");
    slurm.slurmUser = QStringLiteral("alice");
    slurm.slurmPartition = QStringLiteral("gpu");
    ProcessJob noUser;
    noUser.slurmJobId = QStringLiteral("43");
    ProcessJob pod;
    pod.podUid = QStringLiteral("1d2c3b4a-5e6f-7a8b-9c0d-112233445566");
    pod.podName = QStringLiteral("train-0");
    pod.podNamespace = QStringLiteral("ml");
    pod.containerId = QStringLiteral("abc");
    ProcessSnapshot processes;
    processes.devices = {GpuProcessList{processIn(1, slurm), processIn(2, slurm), processIn(3, noUser)}, // two ranks of job 42: one series
                         GpuProcessList{processIn(4, pod)},
                         GpuProcessList{processIn(5, ProcessJob{})}, // no job: no series
                         std::nullopt};
    const Exposition e = Exposition::parse(prometheusJobFamily(clusterLabels(4), &processes));
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    const ParsedFamily *f = e.family(QStringLiteral("rocmtune_gpu_job_info"));
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->samples.size(), 3);
    const ParsedSample *alice = e.find(QStringLiteral("rocmtune_gpu_job_info"), {{QStringLiteral("gpu"), QStringLiteral("0")},
                                                                                 {QStringLiteral("slurm_job_id"), QStringLiteral("42")}});
    ASSERT_NE(alice, nullptr);
    EXPECT_EQ(alice->labels.value(QStringLiteral("user")), QStringLiteral("alice"));
    EXPECT_EQ(alice->labels.value(QStringLiteral("partition")), QStringLiteral("gpu"));
    EXPECT_EQ(alice->labels.value(QStringLiteral("uuid")), QStringLiteral("u0"));
    EXPECT_EQ(alice->value, 1);
    // Without SLURM_JOB_USER the process's owner is the user.
    const ParsedSample *owner = e.find(QStringLiteral("rocmtune_gpu_job_info"), {{QStringLiteral("slurm_job_id"), QStringLiteral("43")}});
    ASSERT_NE(owner, nullptr);
    EXPECT_EQ(owner->labels.value(QStringLiteral("user")), QStringLiteral("uid-user"));
    const ParsedSample *k8s = e.find(QStringLiteral("rocmtune_gpu_job_info"), {{QStringLiteral("gpu"), QStringLiteral("1")}});
    ASSERT_NE(k8s, nullptr);
    EXPECT_EQ(k8s->labels.value(QStringLiteral("pod")), QStringLiteral("train-0"));
    EXPECT_EQ(k8s->labels.value(QStringLiteral("namespace")), QStringLiteral("ml"));
    EXPECT_EQ(k8s->labels.value(QStringLiteral("container")), QStringLiteral("abc"));
    EXPECT_FALSE(k8s->labels.contains(QStringLiteral("slurm_job_id")));
    EXPECT_TRUE(prometheusJobFamily(clusterLabels(1), nullptr).isEmpty());
}

TEST(PrometheusCluster, HealthPerGpuWithFindingsAndAMissingGpu)
{
    HealthReport report;
    report.gpus = {{0, QStringLiteral("MI210"), QStringLiteral("0000:10:00.0"), QStringLiteral("u0"), HealthLevel::Healthy},
                   {1, QStringLiteral("MI210"), QStringLiteral("0000:11:00.0"), QStringLiteral("u1"), HealthLevel::Unhealthy}};
    HealthFinding ecc;
    ecc.rule = HealthRule::EccUncorrectable;
    ecc.level = HealthLevel::Unhealthy;
    ecc.gpuIndex = 1;
    ecc.uniqueId = QStringLiteral("u1");
    ecc.pciBusId = QStringLiteral("0000:11:00.0");
    ecc.sinceMs = 1796500000000;
    HealthFinding missing;
    missing.rule = HealthRule::GpuMissing;
    missing.level = HealthLevel::Unhealthy;
    missing.gpuIndex = 2;
    missing.uniqueId = QStringLiteral("u2");
    missing.pciBusId = QStringLiteral("0000:12:00.0");
    missing.sinceMs = 1796500060000;
    report.findings = {ecc, missing};
    const Exposition e = Exposition::parse(prometheusHealthFamilies(clusterLabels(2), report));
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_health_status"), {})->value, 2);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_health"), {{QStringLiteral("gpu"), QStringLiteral("0")}})->value, 0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_health"), {{QStringLiteral("gpu"), QStringLiteral("1")}})->value, 2);
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_health"))->samples.size(), 2); // the missing GPU has no gauge of its own
    const ParsedSample *gone = e.find(QStringLiteral("rocmtune_gpu_health_finding"), {{QStringLiteral("rule"), QStringLiteral("gpu_missing")}});
    ASSERT_NE(gone, nullptr);
    EXPECT_EQ(gone->labels.value(QStringLiteral("gpu")), QStringLiteral("2"));
    EXPECT_EQ(gone->labels.value(QStringLiteral("pci_bus_id")), QStringLiteral("0000:12:00.0"));
    EXPECT_EQ(gone->labels.value(QStringLiteral("level")), QStringLiteral("unhealthy"));
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_health_finding_since_timestamp_seconds"), {{QStringLiteral("rule"), QStringLiteral("ecc_uncorrectable")}})
                  ->value,
              1796500000);
    // The last stress run's PCIe rise, only for a GPU whose run compared its counters.
    EXPECT_EQ(e.family(QStringLiteral("rocmtune_gpu_last_stress_pcie_errors")), nullptr);
    report.gpus[1].lastStressPcieErrors = 57;
    const Exposition withPcie = Exposition::parse(prometheusHealthFamilies(clusterLabels(2), report));
    ASSERT_TRUE(withPcie.error.isEmpty()) << withPcie.error.toStdString();
    EXPECT_EQ(withPcie.find(QStringLiteral("rocmtune_gpu_last_stress_pcie_errors"), {{QStringLiteral("gpu"), QStringLiteral("1")}})->value, 57);
    EXPECT_EQ(withPcie.family(QStringLiteral("rocmtune_gpu_last_stress_pcie_errors"))->samples.size(), 1);
    // Healthy: the status and gauges, no finding family at all.
    report.findings.clear();
    const Exposition healthy = Exposition::parse(prometheusHealthFamilies(clusterLabels(2), report));
    EXPECT_EQ(healthy.find(QStringLiteral("rocmtune_health_status"), {})->value, 0);
    EXPECT_EQ(healthy.family(QStringLiteral("rocmtune_gpu_health_finding")), nullptr);
}

TEST(PrometheusCluster, AmdDeviceMetricsExporterNamesAndUnits)
{
    SimulatedOptions options;
    options.deviceCount = 1;
    options.manualClock = true;
    options.load = SimulatedLoad::Stress;
    SimulatedBackend backend(options);
    backend.initialize();
    backend.advanceSeconds(60);
    EccStatus ecc;
    ecc.available = true;
    ecc.blocks = {EccBlockCounts{QStringLiteral("umc"), true, 7, 2}, EccBlockCounts{QStringLiteral("gfx"), true, 1, 0}};
    backend.setEcc(0, ecc);
    const DeviceList devices{backend.deviceInfo(0)};
    Snapshot snapshot;
    Sample s = backend.readSample(0);
    s.setDeviceIndex(0);
    snapshot.samples << s;
    const Exposition e = Exposition::parse(prometheusAmdMetricFamilies(devices, snapshot, QStringLiteral("node1")));
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    const QMap<QString, QString> gpu0{{QStringLiteral("gpu_id"), QStringLiteral("0")}, {QStringLiteral("hostname"), QStringLiteral("node1")}};
    ASSERT_NE(e.find(QStringLiteral("gpu_edge_temperature"), gpu0), nullptr);
    EXPECT_DOUBLE_EQ(e.find(QStringLiteral("gpu_edge_temperature"), gpu0)->value, *s.value(MetricId::TemperatureEdge));
    EXPECT_DOUBLE_EQ(e.find(QStringLiteral("gpu_power_usage"), gpu0)->value, *s.value(MetricId::PowerAverage));
    EXPECT_DOUBLE_EQ(e.find(QStringLiteral("gpu_gfx_activity"), gpu0)->value, *s.value(MetricId::GpuBusy)); // percent, not a ratio
    EXPECT_DOUBLE_EQ(e.find(QStringLiteral("gpu_used_vram"), gpu0)->value, *s.value(MetricId::VramUsed) / (1024 * 1024)); // MB
    EXPECT_DOUBLE_EQ(e.find(QStringLiteral("gpu_clock"), {{QStringLiteral("clock_type"), QStringLiteral("GPU_CLOCK_TYPE_SYSTEM")}})->value,
                     *s.value(MetricId::GfxClock)); // MHz
    EXPECT_EQ(e.find(QStringLiteral("gpu_ecc_uncorrect_total"), gpu0)->value, 2);
    EXPECT_EQ(e.find(QStringLiteral("gpu_ecc_correct_total"), gpu0)->value, 8);
    EXPECT_EQ(e.find(QStringLiteral("gpu_edge_temperature"), gpu0)->labels.value(QStringLiteral("serial_number")), devices[0].serial);
    // A metric the card does not report is left out, never 0.
    EXPECT_EQ(e.family(QStringLiteral("pcie_replay_count")), nullptr);
}
