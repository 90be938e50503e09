// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/HwmonFan.h"

#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/AmdgpuFileWrite.h"

#include <QDir>
#include <QRegularExpression>

#include <cmath>

namespace rocmtune {

std::optional<HwmonFan> HwmonFan::locate(const QString &pciBusId)
{
    if (pciBusId.isEmpty())
        return std::nullopt;
    const auto files = amdgpu::AmdgpuCardFiles::locate(pciBusId);
    if (!files || !files->present() || !files->hasHwmon())
        return std::nullopt;
    return HwmonFan(files->hwmonDir(), files->deviceDir());
}

HwmonFan::HwmonFan(QString hwmonDir, QString deviceDir) : hwmonDir_(std::move(hwmonDir)), deviceDir_(std::move(deviceDir)) {}

std::optional<qint64> HwmonFan::number(const QString &name) const
{
    const auto text = amdgpu::readSmallFile(hwmonDir_ + QLatin1Char('/') + name, 64);
    bool ok = false;
    const qint64 value = text ? text->trimmed().toLongLong(&ok) : 0;
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

QString HwmonFan::write(const QString &name, const QByteArray &bytes) const
{
    const amdgpu::DriverFileWrite written = amdgpu::writeHwmonFile(deviceDir_, hwmonDir_, name, bytes);
    return written.ok() ? QString() : written.describe(QStringLiteral("%1: %2").arg(name, written.reason()));
}

bool HwmonFan::settable() const
{
    const auto maxPwm = number(QStringLiteral("pwm1_max"));
    return maxPwm && *maxPwm > 0 && number(QStringLiteral("pwm1")) && number(QStringLiteral("pwm1_enable"));
}

std::optional<int> HwmonFan::mode() const
{
    const auto value = number(QStringLiteral("pwm1_enable"));
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

std::optional<int> HwmonFan::percent() const
{
    const auto maxPwm = number(QStringLiteral("pwm1_max"));
    const auto pwm = number(QStringLiteral("pwm1"));
    if (!maxPwm || !pwm || *maxPwm <= 0 || *pwm < 0)
        return std::nullopt;
    return static_cast<int>(std::lround(100.0 * static_cast<double>(*pwm) / static_cast<double>(*maxPwm)));
}

bool HwmonFan::asleep() const
{
    if (deviceDir_.isEmpty())
        return false;
    const auto text = amdgpu::readSmallFile(deviceDir_ + QStringLiteral("/power/runtime_status"), 64);
    return text && text->trimmed() == "suspended";
}

QVector<HwmonFan::Temperature> HwmonFan::temperatures() const
{
    static const QRegularExpression input(QStringLiteral("^temp([0-9]{1,3})_input$"));
    QVector<Temperature> found;
    const QStringList names = QDir(hwmonDir_).entryList({QStringLiteral("temp*_input")}, QDir::Files | QDir::System, QDir::Name);
    for (const QString &name : names) {
        const auto match = input.match(name);
        if (!match.hasMatch())
            continue;
        const QString prefix = QStringLiteral("temp") + match.captured(1);
        const auto milli = number(name);
        if (!milli)
            continue;
        Temperature t;
        const auto label = amdgpu::readSmallFile(hwmonDir_ + QLatin1Char('/') + prefix + QStringLiteral("_label"), 64);
        t.label = label ? QString::fromLatin1(label->trimmed()) : prefix;
        t.celsius = static_cast<double>(*milli) / 1000.0;
        if (const auto crit = number(prefix + QStringLiteral("_crit")); crit && *crit > 0)
            t.criticalCelsius = static_cast<double>(*crit) / 1000.0;
        found << t;
    }
    return found;
}

std::optional<HwmonFan::Temperature> HwmonFan::find(const QVector<Temperature> &temperatures, FanCurveSensor sensor)
{
    const QLatin1String label(fanCurveSensorKey(sensor)); // "junction", "edge": the driver's labels
    for (const Temperature &t : temperatures) {
        if (t.label == label)
            return t;
    }
    return std::nullopt;
}

QString HwmonFan::setPercent(int percent) const
{
    const auto maxPwm = number(QStringLiteral("pwm1_max"));
    if (!maxPwm || *maxPwm <= 0)
        return QStringLiteral("pwm1_max: not readable");
    const qint64 pwm = (*maxPwm * std::clamp(percent, 0, 100) + 50) / 100;
    const QString manual = write(QStringLiteral("pwm1_enable"), QByteArrayLiteral("1"));
    return manual.isEmpty() ? write(QStringLiteral("pwm1"), QByteArray::number(pwm)) : manual;
}

QString HwmonFan::setAutomatic() const
{
    return write(QStringLiteral("pwm1_enable"), QByteArrayLiteral("2"));
}

} // namespace rocmtune
