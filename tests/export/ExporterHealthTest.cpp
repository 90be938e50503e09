// SPDX-License-Identifier: GPL-3.0-or-later
// The real exporter with faulty simulated GPUs: the health model's series
// follow ROCMTUNE_SIM_FAULTS, --amd-metric-names adds AMD's names, and a real
// process given to a simulated GPU appears in rocmtune_gpu_job_info with the
// Slurm job of its environment.
#include "tests/export/ScrapeUntil.h"
#include "tests/support/ListeningExporter.h"

#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::test;
using rocmtune::testing::ListeningExporter;

namespace {

// The exporter over two simulated GPUs, sampling every 200 ms.
class HealthExporter : public ListeningExporter
{
public:
    HealthExporter(const QStringList &extra, const QProcessEnvironment &env)
        : ListeningExporter(QStringList{QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"), QStringLiteral("2"),
                                        QStringLiteral("--interval"), QStringLiteral("200")}
                                + extra,
                            env)
    {
    }
    Exposition scrapeUntil(const char *family) const { return rocmtune::test::scrapeUntil(port(), QLatin1String(family)); }
};

QProcessEnvironment cleanEnvironment(const QString &stateDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"ROCMTUNE_SIM_FAULTS", "ROCMTUNE_SIM_PROCESSES", "SLURM_JOB_ID", "SLURM_JOB_USER", "SLURM_JOB_PARTITION"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), stateDir);
    return env;
}

} // namespace

TEST(ExporterHealth, FaultsShowInTheHealthSeries)
{
    QTemporaryDir state;
    QProcessEnvironment env = cleanEnvironment(state.path());
    env.insert(QStringLiteral("ROCMTUNE_SIM_FAULTS"), QStringLiteral("1:ecc_uncorrectable"));
    HealthExporter exporter({QStringLiteral("--amd-metric-names")}, env);
    ASSERT_NE(exporter.port(), 0) << exporter.listening().message();
    const Exposition e = exporter.scrapeUntil("rocmtune_gpu_health");
    ASSERT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    ASSERT_NE(e.family(QStringLiteral("rocmtune_gpu_health")), nullptr);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_health"), {{QStringLiteral("gpu"), QStringLiteral("0")}})->value, 0);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_gpu_health"), {{QStringLiteral("gpu"), QStringLiteral("1")}})->value, 2);
    EXPECT_EQ(e.find(QStringLiteral("rocmtune_health_status"), {})->value, 2);
    const ParsedSample *finding =
        e.find(QStringLiteral("rocmtune_gpu_health_finding"), {{QStringLiteral("gpu"), QStringLiteral("1")}, {QStringLiteral("rule"), QStringLiteral("ecc_uncorrectable")}});
    ASSERT_NE(finding, nullptr);
    EXPECT_EQ(finding->labels.value(QStringLiteral("pci_bus_id")), QStringLiteral("0000:11:00.0"));
    // --amd-metric-names: AMD's names beside ours.
    ASSERT_NE(e.find(QStringLiteral("gpu_ecc_uncorrect_total"), {{QStringLiteral("gpu_id"), QStringLiteral("1")}}), nullptr);
    EXPECT_EQ(e.find(QStringLiteral("gpu_ecc_uncorrect_total"), {{QStringLiteral("gpu_id"), QStringLiteral("1")}})->value, 1);
    EXPECT_NE(e.family(QStringLiteral("gpu_junction_temperature")), nullptr);
    EXPECT_NE(e.family(QStringLiteral("rocmtune_gpu_temperature_celsius")), nullptr);
}

TEST(ExporterHealth, WithoutTheOptionNoAmdNamesAndAMissingGpuKeepsTheOthersIds)
{
    QTemporaryDir state;
    QProcessEnvironment env = cleanEnvironment(state.path());
    env.insert(QStringLiteral("ROCMTUNE_SIM_FAULTS"), QStringLiteral("0:missing"));
    HealthExporter exporter({}, env);
    ASSERT_NE(exporter.port(), 0) << exporter.listening().message();
    const Exposition e = exporter.scrapeUntil("rocmtune_gpu_health");
    ASSERT_NE(e.family(QStringLiteral("rocmtune_gpu_health")), nullptr);
    EXPECT_EQ(e.family(QStringLiteral("gpu_edge_temperature")), nullptr);
    // One GPU left, as gpu 0, with the ids of simulated GPU 1.
    const ParsedFamily *info = e.family(QStringLiteral("rocmtune_gpu_info"));
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->samples.size(), 1);
    EXPECT_EQ(info->samples[0].labels.value(QStringLiteral("pci_bus_id")), QStringLiteral("0000:11:00.0"));
}

TEST(ExporterHealth, AProcessOfASlurmJobIsAttributedToItsGpu)
{
    QTemporaryDir state;
    // A real process with a Slurm job's environment, as slurmstepd starts it.
    QProcess job;
    QProcessEnvironment jobEnv = QProcessEnvironment::systemEnvironment();
    jobEnv.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("4711"));
    jobEnv.insert(QStringLiteral("SLURM_JOB_USER"), QStringLiteral("alice"));
    jobEnv.insert(QStringLiteral("SLURM_JOB_PARTITION"), QStringLiteral("gpu"));
    job.setProcessEnvironment(jobEnv);
    job.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    ASSERT_TRUE(job.waitForStarted());
    QProcessEnvironment env = cleanEnvironment(state.path());
    env.insert(QStringLiteral("ROCMTUNE_SIM_PROCESSES"), QStringLiteral("1:%1").arg(job.processId()));
    {
        HealthExporter exporter({QStringLiteral("--sim-load"), QStringLiteral("idle")}, env);
        ASSERT_NE(exporter.port(), 0) << exporter.listening().message();
        const Exposition e = exporter.scrapeUntil("rocmtune_gpu_job_info");
        const ParsedFamily *f = e.family(QStringLiteral("rocmtune_gpu_job_info"));
        ASSERT_NE(f, nullptr) << e.error.toStdString();
        ASSERT_EQ(f->samples.size(), 1);
        EXPECT_EQ(f->samples[0].labels.value(QStringLiteral("gpu")), QStringLiteral("1"));
        EXPECT_EQ(f->samples[0].labels.value(QStringLiteral("slurm_job_id")), QStringLiteral("4711"));
        EXPECT_EQ(f->samples[0].labels.value(QStringLiteral("user")), QStringLiteral("alice"));
        EXPECT_EQ(f->samples[0].labels.value(QStringLiteral("partition")), QStringLiteral("gpu"));
    }
    job.kill();
    job.waitForFinished();
}
