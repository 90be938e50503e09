// SPDX-License-Identifier: GPL-3.0-or-later
#include "AmdgpuOdWriter.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune::amdgpu {

QString odFilePath(OdFile file)
{
    switch (file) {
    case OdFile::ClockVoltage: return QStringLiteral("pp_od_clk_voltage");
    case OdFile::FanCurve: return QStringLiteral("gpu_od/fan_ctrl/fan_curve");
    case OdFile::FanZeroRpm: return QStringLiteral("gpu_od/fan_ctrl/fan_zero_rpm_enable");
    case OdFile::FanMinimumPwm: return QStringLiteral("gpu_od/fan_ctrl/fan_minimum_pwm");
    case OdFile::FanTargetTemperature: return QStringLiteral("gpu_od/fan_ctrl/fan_target_temperature");
    case OdFile::AcousticLimit: return QStringLiteral("gpu_od/fan_ctrl/acoustic_limit_rpm_threshold");
    case OdFile::AcousticTarget: return QStringLiteral("gpu_od/fan_ctrl/acoustic_target_rpm_threshold");
    }
    return QString();
}

std::optional<QByteArray> readOdFile(const AmdgpuCardFiles &card, OdFile file)
{
    if (card.deviceDir().isEmpty())
        return std::nullopt;
    return card.readDeviceFile(odFilePath(file));
}

int writeOdFile(const AmdgpuCardFiles &card, OdFile file, const QByteArray &bytes)
{
    if (card.deviceDir().isEmpty())
        return EINVAL;
    return writeExistingFile(card.deviceDir() + QLatin1Char('/') + odFilePath(file), bytes);
}

int writeExistingFile(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty() || bytes.isEmpty())
        return EINVAL;
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW);
    if (fd < 0)
        return errno;
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return EINVAL;
    }
    ssize_t n = -1;
    do {
        n = ::write(fd, bytes.constData(), static_cast<size_t>(bytes.size()));
    } while (n < 0 && errno == EINTR);
    const int error = n == bytes.size() ? 0 : (n < 0 ? errno : EIO);
    if (::close(fd) != 0 && error == 0)
        return errno;
    return error;
}

} // namespace rocmtune::amdgpu
