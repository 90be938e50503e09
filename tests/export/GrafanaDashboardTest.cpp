// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped Grafana dashboard is valid JSON and only queries metrics the
// exporter really writes (a renamed metric would leave a panel empty).
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/PrometheusExposition.h"
#include "core/export/PrometheusHealth.h"
#include "core/export/PrometheusJobs.h"
#include "core/health/HealthRules.h"
#include "tests/export/ExpositionParser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

void collectExpressions(const QJsonValue &value, QStringList *out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if ((it.key() == QLatin1String("expr") || it.key() == QLatin1String("definition")) && it.value().isString())
                *out << it.value().toString();
            else
                collectExpressions(it.value(), out);
        }
    } else if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            collectExpressions(v, out);
    }
}

QSet<QString> exportedFamilies()
{
    SimulatedOptions options;
    options.deviceCount = 2;
    options.manualClock = true;
    options.load = SimulatedLoad::Stress; // throttling shows up under stress
    SimulatedBackend backend(options);
    backend.initialize();
    backend.advanceSeconds(120);
    // A GPU with ECC (the simulated ones have none unless given): an MI210's
    // RAS blocks, so the ECC panel's series are part of the exposition.
    EccStatus ecc;
    ecc.available = true;
    ecc.blocks = {EccBlockCounts{QStringLiteral("umc"), true, 3, 1}, EccBlockCounts{QStringLiteral("gfx"), true, 0, 0}};
    backend.setEcc(1, ecc);
    DeviceList devices;
    Snapshot snapshot;
    for (int i = 0; i < backend.deviceCount(); ++i) {
        devices << backend.deviceInfo(i);
        Sample s = backend.readSample(i);
        s.setDeviceIndex(i);
        snapshot.samples << s;
    }
    // The health row: the health model over the same samples (GPU 1's
    // uncorrectable error is a finding) and a Slurm job on GPU 0.
    HealthInputs inputs;
    inputs.nowMs = 1796500000000;
    for (int i = 0; i < devices.size(); ++i)
        inputs.gpus << GpuHealthInput{i, devices[i], snapshot.samples[i], std::nullopt, {}, std::nullopt, std::nullopt, std::nullopt};
    HealthState state;
    const HealthReport report = evaluateHealth(inputs, HealthConfig{}, state);
    auto processes = std::make_shared<ProcessSnapshot>();
    GpuProcess job;
    job.pid = 4242;
    job.job.slurmJobId = QStringLiteral("42");
    processes->devices = {GpuProcessList{job}, GpuProcessList{}};
    QVector<QByteArray> labels;
    for (int i = 0; i < devices.size(); ++i)
        labels << PrometheusExposition::gpuLabels(devices[i], i);
    const Exposition e = Exposition::parse(PrometheusExposition::render(devices, &snapshot) + prometheusHealthFamilies(labels, report)
                                           + prometheusJobFamily(labels, processes.get()));
    QSet<QString> names;
    for (const ParsedFamily &f : e.families)
        names.insert(f.name);
    return names;
}

} // namespace

TEST(GrafanaDashboard, QueriesOnlyExportedMetrics)
{
    QFile file(QStringLiteral(ROCMTUNE_SOURCE_DIR "/resources/grafana/rocmtune-dashboard.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    ASSERT_TRUE(doc.isObject());
    EXPECT_FALSE(doc.object().value(QStringLiteral("panels")).toArray().isEmpty());

    QStringList expressions;
    collectExpressions(doc.object(), &expressions);
    ASSERT_GE(expressions.size(), 10);
    const QSet<QString> exported = exportedFamilies();
    static const QRegularExpression metric(QStringLiteral("rocmtune_[a-z_]+"));
    int references = 0;
    for (const QString &expr : expressions) {
        for (auto it = metric.globalMatch(expr); it.hasNext();) {
            const QString name = it.next().captured(0);
            ++references;
            EXPECT_TRUE(exported.contains(name)) << "dashboard queries " << name.toStdString() << " which the exporter does not write";
        }
    }
    EXPECT_GE(references, 10);
}
