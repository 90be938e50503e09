// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/PrometheusHealth.h"

#include "core/export/PrometheusExposition.h"

namespace rocmtune {

namespace {
QByteArray healthLabel(const char *name, const QString &value)
{
    return QByteArray(name) + "=\"" + PrometheusExposition::escapeLabelValue(value).toUtf8() + '"';
}
} // namespace

QByteArray prometheusHealthFamilies(const QVector<QByteArray> &deviceLabels, const HealthReport &report)
{
    QByteArray out = "# HELP rocmtune_health_status Health of this node's GPUs: 0 healthy, 1 degraded, 2 unhealthy (rocmtune-cli health's exit code).\n"
                     "# TYPE rocmtune_health_status gauge\n"
                     "rocmtune_health_status " + QByteArray::number(static_cast<int>(report.level())) + '\n';
    QByteArray gpus;
    QByteArray pcie;
    for (const HealthReport::Gpu &g : report.gpus) {
        if (g.index < 0 || g.index >= deviceLabels.size())
            continue;
        gpus += "rocmtune_gpu_health{" + deviceLabels[g.index] + "} " + QByteArray::number(static_cast<int>(g.level)) + '\n';
        if (g.lastStressPcieErrors)
            pcie += "rocmtune_gpu_last_stress_pcie_errors{" + deviceLabels[g.index] + "} " + QByteArray::number(*g.lastStressPcieErrors) + '\n';
    }
    if (!gpus.isEmpty())
        out += "# HELP rocmtune_gpu_health Health of the GPU: 0 healthy, 1 degraded, 2 unhealthy; rocmtune_gpu_health_finding says why.\n"
               "# TYPE rocmtune_gpu_health gauge\n" + gpus;
    // A rise during one run, not the counter since boot (rocmtune_gpu_pcie_replays_total):
    // what the stress verdict judged, so a node whose link errs only under load shows it.
    if (!pcie.isEmpty())
        out += "# HELP rocmtune_gpu_last_stress_pcie_errors PCIe replays and AER errors that rose during the GPU's last recorded stress run.\n"
               "# TYPE rocmtune_gpu_last_stress_pcie_errors gauge\n" + pcie;
    QByteArray findings;
    QByteArray since;
    for (const HealthFinding &f : report.findings) {
        const QByteArray labels = healthLabel("gpu", f.gpuIndex >= 0 ? QString::number(f.gpuIndex) : QString()) + ','
            + healthLabel("uuid", f.uniqueId.isEmpty() ? f.pciBusId : f.uniqueId) + ',' + healthLabel("pci_bus_id", f.pciBusId) + ','
            + healthLabel("rule", QLatin1String(healthRuleKey(f.rule))) + ',' + healthLabel("level", QLatin1String(healthLevelKey(f.level)));
        findings += "rocmtune_gpu_health_finding{" + labels + "} 1\n";
        since += "rocmtune_gpu_health_finding_since_timestamp_seconds{" + labels + "} " + PrometheusExposition::formatValue(f.sinceMs / 1000.0) + '\n';
    }
    if (!findings.isEmpty())
        out += "# HELP rocmtune_gpu_health_finding One finding of the health check (rule and level as labels); the value is always 1.\n"
               "# TYPE rocmtune_gpu_health_finding gauge\n" + findings
            + "# HELP rocmtune_gpu_health_finding_since_timestamp_seconds Unix time the finding was first seen.\n"
              "# TYPE rocmtune_gpu_health_finding_since_timestamp_seconds gauge\n" + since;
    return out;
}

} // namespace rocmtune
