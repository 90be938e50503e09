// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuFanPwm.h"

#include "core/backends/rocm_smi/AmdgpuFileWrite.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"



namespace rocmtune {

std::optional<uint64_t> RocmSmiFanPwm::settableMaxPwm() const
{
    uint64_t maxPwm = 0;
    if (!device_.files.hasHwmon() || !api_.devFanSpeedSet || !api_.devFanReset || !api_.devFanSpeedMaxGet
        || !device_.isSafe(RiskyCall::Hwmon) || api_.devFanSpeedMaxGet(device_.libraryIndex, 0, &maxPwm) != RSMI_STATUS_SUCCESS
        || maxPwm == 0)
        return std::nullopt;
    return maxPwm;
}

std::optional<uint64_t> RocmSmiFanPwm::pwm() const
{
    int64_t value = 0;
    if (!api_.devFanSpeedGet || !device_.isSafe(RiskyCall::Hwmon) || api_.devFanSpeedGet(device_.libraryIndex, 0, &value) != RSMI_STATUS_SUCCESS
        || value < 0)
        return std::nullopt;
    return static_cast<uint64_t>(value);
}

std::optional<int64_t> RocmSmiFanPwm::rpm() const
{
    int64_t value = 0;
    if (!api_.devFanRpmsGet || !device_.isSafe(RiskyCall::Hwmon) || api_.devFanRpmsGet(device_.libraryIndex, 0, &value) != RSMI_STATUS_SUCCESS
        || value < 0)
        return std::nullopt;
    return value;
}

bool RocmSmiFanPwm::unknownNow() const
{
    return device_.files.hasHwmon() && device_.checkTimedOut(RiskyCall::Hwmon);
}

QString RocmSmiFanPwm::setPwm(uint64_t value)
{
    const rsmi_status_t status = api_.devFanSpeedSet ? api_.devFanSpeedSet(device_.libraryIndex, 0, value) : RSMI_STATUS_NOT_SUPPORTED;
    return status == RSMI_STATUS_SUCCESS ? QString() : rsmiStatusMessage(status);
}

QString RocmSmiFanPwm::reset()
{
    const rsmi_status_t status = api_.devFanReset ? api_.devFanReset(device_.libraryIndex, 0) : RSMI_STATUS_NOT_SUPPORTED;
    return status == RSMI_STATUS_SUCCESS ? QString() : rsmiStatusMessage(status);
}

std::optional<uint64_t> HwmonFanPwm::number(const char *name) const
{
    if (!files_.hasHwmon())
        return std::nullopt;
    const auto text = amdgpu::readSmallFile(files_.hwmonDir() + QLatin1Char('/') + QLatin1String(name));
    bool ok = false;
    const qulonglong value = text ? text->trimmed().toULongLong(&ok) : 0;
    return ok ? std::optional<uint64_t>(value) : std::nullopt;
}

std::optional<uint64_t> HwmonFanPwm::settableMaxPwm() const
{
    const auto maxPwm = number("pwm1_max");
    if (!maxPwm || *maxPwm == 0 || !number("pwm1") || !number("pwm1_enable"))
        return std::nullopt;
    return maxPwm;
}

std::optional<uint64_t> HwmonFanPwm::pwm() const
{
    return number("pwm1");
}

std::optional<int64_t> HwmonFanPwm::rpm() const
{
    const auto value = number("fan1_input");
    return value ? std::optional<int64_t>(static_cast<int64_t>(*value)) : std::nullopt;
}

QString HwmonFanPwm::write(const char *name, const QByteArray &bytes) const
{
    if (!files_.hasHwmon())
        return QStringLiteral("no hwmon directory");
    const amdgpu::DriverFileWrite written = amdgpu::writeHwmonFile(files_.deviceDir(), files_.hwmonDir(), QLatin1String(name), bytes);
    return written.ok() ? QString() : written.describe(QStringLiteral("%1: %2").arg(QLatin1String(name), written.reason()));
}

QString HwmonFanPwm::setPwm(uint64_t value)
{
    const QString manual = write("pwm1_enable", QByteArrayLiteral("1"));
    return manual.isEmpty() ? write("pwm1", QByteArray::number(static_cast<qulonglong>(value))) : manual;
}

QString HwmonFanPwm::reset()
{
    return write("pwm1_enable", QByteArrayLiteral("2"));
}

} // namespace rocmtune
