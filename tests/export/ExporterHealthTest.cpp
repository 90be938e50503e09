// SPDX-License-Identifier: GPL-3.0-or-later
// The real exporter with faulty simulated GPUs: the health model's series
// follow ROCMTUNE_SIM_FAULTS, --amd-metric-names adds AMD's names, and a real
// process given to a simulated GPU appears in rocmtune_gpu_job_info with the
// Slurm job of its environment.
#include "tests/export/ExpositionParser.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

using namespace rocmtune::test;

namespace {

class HealthExporter
{
public:
    HealthExporter(const QStringList &extra, const QProcessEnvironment &env)
    {
        process_.setProcessEnvironment(env);
        process_.setProgram(QStringLiteral(ROCMTUNE_CLI_PATH));
        process_.setArguments(QStringList{QStringLiteral("export"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"),
                                          QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("200"), QStringLiteral("--listen"),
                                          QStringLiteral("127.0.0.1:0")}
                              + extra);
        process_.start();
        static const QRegularExpression url(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QElapsedTimer timer;
        timer.start();
        QByteArray output;
        while (timer.elapsed() < 10000 && process_.state() != QProcess::NotRunning) {
            process_.waitForReadyRead(200);
            output += process_.readAllStandardOutput();
            const QRegularExpressionMatch m = url.match(QString::fromUtf8(output));
            if (m.hasMatch()) {
                port_ = m.captured(1).toUShort();
                return;
            }
        }
    }
    ~HealthExporter()
    {
        process_.terminate();
        if (!process_.waitForFinished(3000)) {
            process_.kill();
            process_.waitForFinished(3000);
        }
    }
    // Scrapes until `family` appears (or 15 s pass).
    Exposition scrapeUntil(const char *family) const
    {
        QElapsedTimer timer;
        timer.start();
        Exposition e;
        while (timer.elapsed() < 15000) {
            QProcess curl;
            curl.start(QStringLiteral("curl"), {QStringLiteral("-sf"), QStringLiteral("--max-time"), QStringLiteral("5"),
                                                QStringLiteral("http://127.0.0.1:%1/metrics").arg(port_)});
            curl.waitForFinished(10000);
            e = Exposition::parse(curl.readAllStandardOutput());
            if (e.error.isEmpty() && e.family(QLatin1String(family)))
                return e;
            QThread::msleep(200);
        }
        return e;
    }
    quint16 port() const { return port_; }

private:
    QProcess process_;
    quint16 port_ = 0;
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
    ASSERT_NE(exporter.port(), 0);
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
    ASSERT_NE(exporter.port(), 0);
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
        ASSERT_NE(exporter.port(), 0);
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
