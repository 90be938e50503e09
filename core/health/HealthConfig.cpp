// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthConfig.h"

#include "core/health/HealthTr.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>

namespace rocmtune {

namespace {
template<typename T>
bool readHealthConfigNumber(QSettings &s, const char *key, double min, double max, T *value, QString *error)
{
    if (!s.contains(QLatin1String(key)))
        return true;
    bool ok = false;
    const double v = s.value(QLatin1String(key)).toString().toDouble(&ok);
    if (!ok || v < min || v > max) {
        *error = HealthTr::tr("%1: %2 must be a number from %3 to %4.")
                     .arg(QFileInfo(s.fileName()).fileName(), QLatin1String(key))
                     .arg(min)
                     .arg(max);
        return false;
    }
    *value = static_cast<T>(v);
    return true;
}
} // namespace

int HealthConfig::retiredPagesLimit(std::optional<quint64> vramBytes) const
{
    if (retiredPagesMax > 0)
        return retiredPagesMax;
    constexpr quint64 kBadPageCoverBytes = 100ull * 1024 * 1024; // amdgpu RAS_BAD_PAGE_COVER
    if (!vramBytes || *vramBytes < kBadPageCoverBytes)
        return 0; // unknown VRAM: no limit from the formula
    return static_cast<int>(*vramBytes / kBadPageCoverBytes);
}

std::optional<HealthConfig> HealthConfig::load(const QString &path, QString *error)
{
    HealthConfig config;
    if (!QFileInfo::exists(path))
        return config;
    if (!QFileInfo(path).isReadable()) {
        *error = HealthTr::tr("%1 cannot be read.").arg(path);
        return std::nullopt;
    }
    QSettings s(path, QSettings::IniFormat);
    if (s.status() != QSettings::NoError) {
        *error = HealthTr::tr("%1 is not a valid INI file.").arg(path);
        return std::nullopt;
    }
    const QString window = s.value(QStringLiteral("ecc/uncorrectable_window"), QStringLiteral("boot")).toString();
    if (window != QLatin1String("boot") && window != QLatin1String("last_check")) {
        *error = HealthTr::tr("%1: ecc/uncorrectable_window must be \"boot\" or \"last_check\".").arg(QFileInfo(path).fileName());
        return std::nullopt;
    }
    config.uncorrectableSinceBoot = window == QLatin1String("boot");
    if (!readHealthConfigNumber(s, "ecc/correctable_per_hour", 0, 1e12, &config.correctablePerHourMax, error)
        || !readHealthConfigNumber(s, "retired_pages/max", 0, 1e6, &config.retiredPagesMax, error)
        || !readHealthConfigNumber(s, "retired_pages/warn_ratio", 0, 1, &config.retiredPagesWarnRatio, error)
        || !readHealthConfigNumber(s, "gpus/expect", 0, 1024, &config.expectGpus, error)
        || !readHealthConfigNumber(s, "clocks/stuck_seconds", 0, 7 * 86400, &config.stuckSeconds, error)
        || !readHealthConfigNumber(s, "clocks/stuck_clock_ratio", 0, 1, &config.stuckClockRatio, error)
        || !readHealthConfigNumber(s, "clocks/stuck_busy_percent", 0, 100, &config.stuckBusyPercent, error)
        || !readHealthConfigNumber(s, "stress/regression_percent", 0, 100, &config.regressionPercent, error))
        return std::nullopt;
    return config;
}

} // namespace rocmtune
