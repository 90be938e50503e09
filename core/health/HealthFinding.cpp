// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthFinding.h"

#include "core/health/HealthTr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace rocmtune {

namespace {
QString findingNumber(const HealthFinding &f, const char *key)
{
    return QLocale().toString(f.numbers.value(QLatin1String(key)), 'f', 0);
}

QString findingNumberEnglish(const HealthFinding &f, const char *key)
{
    return QString::number(f.numbers.value(QLatin1String(key)), 'f', 0);
}
} // namespace

const char *healthLevelKey(HealthLevel level)
{
    switch (level) {
    case HealthLevel::Healthy: return "healthy";
    case HealthLevel::Degraded: return "degraded";
    case HealthLevel::Unhealthy: return "unhealthy";
    }
    return "unhealthy";
}

QString healthLevelText(HealthLevel level)
{
    switch (level) {
    case HealthLevel::Healthy: return HealthTr::tr("healthy");
    case HealthLevel::Degraded: return HealthTr::tr("degraded");
    case HealthLevel::Unhealthy: return HealthTr::tr("unhealthy");
    }
    return HealthTr::tr("unhealthy");
}

const char *healthRuleKey(HealthRule rule)
{
    switch (rule) {
    case HealthRule::EccUncorrectable: return "ecc_uncorrectable";
    case HealthRule::EccCorrectableRate: return "ecc_correctable_rate";
    case HealthRule::RetiredPages: return "retired_pages";
    case HealthRule::GpuMissing: return "gpu_missing";
    case HealthRule::GpuReset: return "gpu_reset";
    case HealthRule::ClockStuck: return "clock_stuck";
    case HealthRule::BootProfileFailed: return "boot_profile_failed";
    case HealthRule::BootGuardTripped: return "boot_guard_tripped";
    case HealthRule::StressFailed: return "stress_failed";
    case HealthRule::StressRegression: return "stress_regression";
    case HealthRule::GpuUnreadable: return "gpu_unreadable";
    }
    return "unknown";
}

QString HealthFinding::text() const
{
    switch (rule) {
    case HealthRule::EccUncorrectable:
        return HealthTr::tr("uncorrectable ECC errors: %1 (%2 new since the last check)").arg(findingNumber(*this, "count"), findingNumber(*this, "new"));
    case HealthRule::EccCorrectableRate:
        return HealthTr::tr("correctable ECC errors rising at %1 per hour (limit %2)").arg(findingNumber(*this, "per_hour"), findingNumber(*this, "threshold"));
    case HealthRule::RetiredPages:
        return HealthTr::tr("%1 retired VRAM pages (limit %2)").arg(findingNumber(*this, "count"), findingNumber(*this, "threshold"));
    case HealthRule::GpuMissing:
        return HealthTr::tr("missing: %1 of %2 expected GPUs present").arg(findingNumber(*this, "present"), findingNumber(*this, "expected"));
    case HealthRule::GpuReset:
        return HealthTr::tr("reset since the last check");
    case HealthRule::ClockStuck:
        return detail == QLatin1String("power")
            ? HealthTr::tr("held at its power limit at %1% of its clock for %2 min").arg(findingNumber(*this, "clock_percent"), findingNumber(*this, "minutes"))
            : HealthTr::tr("held at its thermal limit at %1% of its clock for %2 min").arg(findingNumber(*this, "clock_percent"), findingNumber(*this, "minutes"));
    case HealthRule::BootProfileFailed:
        return HealthTr::tr("the boot profile failed: %1").arg(detail);
    case HealthRule::BootGuardTripped:
        return HealthTr::tr("the boot-loop guard switched the boot profile off");
    case HealthRule::StressFailed:
        return HealthTr::tr("the last stress test failed: %1").arg(detail);
    case HealthRule::StressRegression:
        return HealthTr::tr("the last stress test was %1% below its baseline").arg(findingNumber(*this, "percent_below"));
    case HealthRule::GpuUnreadable:
        return HealthTr::tr("cannot be read: %1").arg(detail);
    }
    return QString();
}

QString HealthFinding::reasonLine() const
{
    const QString gpu = gpuIndex >= 0 ? QStringLiteral("GPU %1").arg(gpuIndex) : QStringLiteral("GPU");
    QString what;
    switch (rule) {
    case HealthRule::EccUncorrectable: what = QStringLiteral("uncorrectable ECC errors (%1)").arg(findingNumberEnglish(*this, "count")); break;
    case HealthRule::EccCorrectableRate: what = QStringLiteral("correctable ECC errors %1/h").arg(findingNumberEnglish(*this, "per_hour")); break;
    case HealthRule::RetiredPages: what = QStringLiteral("retired pages %1").arg(findingNumberEnglish(*this, "count")); break;
    case HealthRule::GpuMissing: what = QStringLiteral("missing (%1 of %2 present)").arg(findingNumberEnglish(*this, "present"), findingNumberEnglish(*this, "expected")); break;
    case HealthRule::GpuReset: what = QStringLiteral("reset"); break;
    case HealthRule::ClockStuck: what = QStringLiteral("stuck at %1 limit").arg(detail); break;
    case HealthRule::BootProfileFailed: what = QStringLiteral("boot profile failed"); break;
    case HealthRule::BootGuardTripped: what = QStringLiteral("boot-loop guard tripped"); break;
    case HealthRule::StressFailed: what = QStringLiteral("stress test failed"); break;
    case HealthRule::StressRegression: what = QStringLiteral("stress test below baseline"); break;
    case HealthRule::GpuUnreadable: what = QStringLiteral("unreadable"); break;
    }
    QString line = gpu + QLatin1Char(' ') + what;
    if (!pciBusId.isEmpty())
        line += QStringLiteral(" [%1]").arg(pciBusId);
    return line;
}

QJsonObject HealthFinding::toJson() const
{
    QJsonObject numbersJson;
    for (auto it = numbers.cbegin(); it != numbers.cend(); ++it)
        numbersJson.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("rule"), QLatin1String(healthRuleKey(rule))},
                  {QStringLiteral("level"), QLatin1String(healthLevelKey(level))},
                  {QStringLiteral("gpu"), gpuIndex},
                  {QStringLiteral("name"), gpuName},
                  {QStringLiteral("pci_bus_id"), pciBusId},
                  {QStringLiteral("unique_id"), uniqueId},
                  {QStringLiteral("since"), QDateTime::fromMSecsSinceEpoch(sinceMs, Qt::UTC).toString(Qt::ISODate)},
                  {QStringLiteral("since_ms"), sinceMs},
                  {QStringLiteral("numbers"), numbersJson},
                  {QStringLiteral("text"), text()},
                  {QStringLiteral("reason"), reasonLine()}};
    if (!detail.isEmpty())
        o.insert(QStringLiteral("detail"), detail);
    return o;
}

HealthLevel HealthReport::level() const
{
    HealthLevel worstLevel = HealthLevel::Healthy;
    for (const HealthFinding &f : findings)
        worstLevel = std::max(worstLevel, f.level);
    return worstLevel;
}

HealthLevel HealthReport::levelOf(int gpuIndex) const
{
    HealthLevel worstLevel = HealthLevel::Healthy;
    for (const HealthFinding &f : findings) {
        if (f.gpuIndex == gpuIndex)
            worstLevel = std::max(worstLevel, f.level);
    }
    return worstLevel;
}

const HealthFinding *HealthReport::worst() const
{
    return findings.isEmpty() ? nullptr : &findings.first();
}

QJsonObject HealthReport::toJson() const
{
    QJsonArray gpuArray;
    for (const Gpu &g : gpus) {
        QJsonArray ruleKeys;
        for (const HealthFinding &f : findings) {
            if (f.gpuIndex == g.index)
                ruleKeys.append(QLatin1String(healthRuleKey(f.rule)));
        }
        gpuArray.append(QJsonObject{{QStringLiteral("gpu"), g.index},
                                    {QStringLiteral("name"), g.name},
                                    {QStringLiteral("pci_bus_id"), g.pciBusId},
                                    {QStringLiteral("unique_id"), g.uniqueId},
                                    {QStringLiteral("status"), QLatin1String(healthLevelKey(g.level))},
                                    {QStringLiteral("findings"), ruleKeys},
                                    {QStringLiteral("last_stress_pcie_errors"),
                                     g.lastStressPcieErrors ? QJsonValue(static_cast<double>(*g.lastStressPcieErrors)) : QJsonValue()}});
    }
    QJsonArray findingArray;
    for (const HealthFinding &f : findings)
        findingArray.append(f.toJson());
    return QJsonObject{{QStringLiteral("status"), QLatin1String(healthLevelKey(level()))},
                       {QStringLiteral("exit_code"), static_cast<int>(level())},
                       {QStringLiteral("checked"), QDateTime::fromMSecsSinceEpoch(checkedMs, Qt::UTC).toString(Qt::ISODate)},
                       {QStringLiteral("gpus"), gpuArray},
                       {QStringLiteral("findings"), findingArray}};
}

} // namespace rocmtune
