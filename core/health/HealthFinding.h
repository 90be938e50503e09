// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// How healthy a GPU or a node is; the order is the exit code of
// `rocmtune-cli health` (3, "could not check", is not a level).
enum class HealthLevel : int { Healthy = 0, Degraded = 1, Unhealthy = 2 };
const char *healthLevelKey(HealthLevel level); // "healthy", "degraded", "unhealthy"
QString healthLevelText(HealthLevel level);    // translated

// What a finding is about (core/health/README.md lists the rules).
enum class HealthRule {
    EccUncorrectable,   // uncorrectable ECC errors (since boot or new since the last check)
    EccCorrectableRate, // correctable errors rising faster than the threshold
    RetiredPages,       // retired (bad) VRAM pages at or over the threshold
    GpuMissing,         // fewer GPUs than expected (--expect-gpus or the count seen at boot)
    GpuReset,           // the GPU was reset since the last check
    ClockStuck,         // held at a thermal or power limit far below its clocks for long
    BootProfileFailed,  // the last boot-profile apply failed
    BootGuardTripped,   // the boot-loop guard switched the boot profile off
    StressFailed,       // the last stress run on this GPU failed
    StressRegression,   // the last stress run fell below this GPU's baseline
    GpuUnreadable,      // the GPU could not be read (driver error, lost)
};
const char *healthRuleKey(HealthRule rule);

// One thing wrong with one GPU (gpuIndex -1: a GPU that is missing and was
// never seen, or the node). Numbers are the figures behind it ("count",
// "new", "per_hour", "threshold", "clock_ratio" ...), by key.
struct HealthFinding {
    HealthRule rule = HealthRule::GpuUnreadable;
    HealthLevel level = HealthLevel::Degraded;
    int gpuIndex = -1;
    QString gpuName;
    QString pciBusId;
    QString uniqueId;
    qint64 sinceMs = 0; // first seen (kept between checks in the health state)
    QMap<QString, double> numbers;
    QString detail; // a word the rule needs: "thermal" / "power", the verdict's reason ...

    // "uncorrectable ECC errors: 3 (1 new)", in the user's language.
    QString text() const;
    // For Slurm's drain reason and logs, always English, one line:
    // "GPU 1 uncorrectable ECC errors (3)".
    QString reasonLine() const;
    QJsonObject toJson() const;
};

// The verdict of one check: every GPU's level and the findings.
struct HealthReport {
    struct Gpu {
        int index = -1;
        QString name;
        QString pciBusId;
        QString uniqueId;
        HealthLevel level = HealthLevel::Healthy;
        // PCIe errors that rose during this GPU's last recorded stress run
        // (nullopt: no run recorded, or its counters were not compared).
        std::optional<quint64> lastStressPcieErrors;
    };
    qint64 checkedMs = 0;
    QVector<Gpu> gpus;
    QVector<HealthFinding> findings; // worst first

    HealthLevel level() const;
    HealthLevel levelOf(int gpuIndex) const;
    // The worst finding, nullptr when healthy.
    const HealthFinding *worst() const;
    QJsonObject toJson() const;
};

} // namespace rocmtune
