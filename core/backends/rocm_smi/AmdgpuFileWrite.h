// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rocmtune::amdgpu {

// What became of one write to a card's driver file: written, answered with an
// errno by the driver, or refused before anything was opened for writing
// because the path is not the driver's file (writeDriverFile says which).
class DriverFileWrite
{
public:
    static DriverFileWrite written() { return DriverFileWrite(0, QString()); }
    static DriverFileWrite driverAnswered(int error) { return DriverFileWrite(error, QString()); }
    static DriverFileWrite notTheDriversFile(QString why) { return DriverFileWrite(0, std::move(why)); }

    bool ok() const { return error_ == 0 && refusal_.isEmpty(); }
    // The path was not written because it is not the driver's file.
    bool notTheDriversFile() const { return !refusal_.isEmpty(); }
    int error() const { return error_; } // the errno of the open or the write; 0 otherwise
    // The driver's answer (strerror), or the sentence saying what was found
    // instead of the driver's file. Empty when written.
    QString reason() const;
    // The caller's sentence for a refusal by the driver (with reason() in
    // it), or this refusal's own sentence: a symbolic link is not the driver.
    QString describe(const QString &driverRefused) const { return notTheDriversFile() ? refusal_ : driverRefused; }

private:
    DriverFileWrite(int error, QString refusal) : error_(error), refusal_(std::move(refusal)) {}
    int error_ = 0;
    QString refusal_;
};

// The one write of a card's driver file (pp_od_clk_voltage, the gpu_od/fan_ctrl
// files, hwmon's pwm1 and power1_cap, power_dpm_force_performance_level ...):
// one write(2) of exactly `bytes` to `dir/name`, where `dir` is the card's
// folder as found from /sys/class/drm (its links are followed; nothing in a
// request names it) and `name` the file below it ("gpu_od/fan_ctrl/fan_curve").
// Root writes these files, so what stands at `name` must be what the driver
// makes, a regular file with one name, reached without following any link
// below `dir`: a symbolic link (of the file or a folder on the way), a hard
// link, a FIFO, a device, a socket or a folder put in its place is refused
// with a sentence naming it, before the file is opened for writing, so such a
// file is never truncated or written and a FIFO never blocks. Nothing is
// created. The file is truncated (as O_TRUNC did; sysfs ignores it) only
// after the checks.
DriverFileWrite writeDriverFile(const QString &dir, const QString &name, const QByteArray &bytes);
// The same for `name` in the card's hwmon folder (`cardDir`/hwmon/hwmonN):
// no link below the card's folder is followed. Without a card folder above
// it (a hwmon folder given alone), the hwmon folder is the one followed.
DriverFileWrite writeHwmonFile(const QString &cardDir, const QString &hwmonDir, const QString &name, const QByteArray &bytes);

} // namespace rocmtune::amdgpu
