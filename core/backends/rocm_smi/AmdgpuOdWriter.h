// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/AmdgpuFileWrite.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace rocmtune::amdgpu {

// The overdrive files the backend writes itself because librocm_smi64 has no
// call for them (the fan_ctrl files and the "vo" voltage offset do not exist
// in any library version; see AmdgpuOdFanFiles.h for their formats). The
// names are fixed here and in the catalogues (FanSettings.h, DriverValues.h):
// nothing in a request names a path.
class OdFile
{
public:
    static const OdFile ClockVoltage; // pp_od_clk_voltage
    static const OdFile FanCurve;     // gpu_od/fan_ctrl/fan_curve
    static const OdFile FanZeroRpm;   // gpu_od/fan_ctrl/fan_zero_rpm_enable
    // gpu_od/fan_ctrl/<file> of a firmware fan setting's catalogue row.
    static OdFile fanSetting(const FanSettingInfo &setting);
    // The file of a standalone driver value's catalogue row (DriverValues.h).
    static OdFile driverValue(const DriverValueInfo &value);

    const QString &path() const { return path_; } // relative to the card's device directory

private:
    explicit OdFile(QString path) : path_(std::move(path)) {}
    QString path_;
};
inline const OdFile OdFile::ClockVoltage{QStringLiteral("pp_od_clk_voltage")};
inline const OdFile OdFile::FanCurve{QStringLiteral("gpu_od/fan_ctrl/fan_curve")};
inline const OdFile OdFile::FanZeroRpm{QStringLiteral("gpu_od/fan_ctrl/fan_zero_rpm_enable")};
inline OdFile OdFile::fanSetting(const FanSettingInfo &setting)
{
    return OdFile(QStringLiteral("gpu_od/fan_ctrl/") + QLatin1String(setting.file));
}
inline OdFile OdFile::driverValue(const DriverValueInfo &value)
{
    return OdFile(QLatin1String(value.file));
}
QString odFilePath(const OdFile &file); // relative to the card's device directory

std::optional<QByteArray> readOdFile(const AmdgpuCardFiles &card, const OdFile &file);

// One controls read's texts of a card's overdrive files: each file is read at
// its first use only, and every row of it is parsed from that one text
// (pp_od_clk_voltage holds the clock table, every driver value of the
// catalogue and the voltage curve), so they all describe the same table.
// Setters never use it: a value is checked and read back from a fresh read.
class OdFileTexts
{
public:
    explicit OdFileTexts(const AmdgpuCardFiles &card) : card_(card) {}
    // readOdFile's answer (nullopt included) of the first call, shared (QByteArray copies share their bytes).
    std::optional<QByteArray> text(const OdFile &file);

private:
    const AmdgpuCardFiles &card_;
    QHash<QString, std::optional<QByteArray>> texts_;
};
// One write of exactly these bytes to the card's file (writeDriverFile).
DriverFileWrite writeOdFile(const AmdgpuCardFiles &card, const OdFile &file, const QByteArray &bytes);

} // namespace rocmtune::amdgpu
