// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/fancurve/FanCurveValue.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// One card's fan and temperatures through its amdgpu hwmon files alone
// (pwm1, pwm1_enable, pwm1_max, temp*_input, temp*_crit, temp*_label), never
// through the ROCm SMI library: the library serialises its calls with
// /dev/shm/rocm_smi_card* locks that any local user can open and hold, and a
// fan that follows a software curve must never wait for one. Found afresh
// from the card's PCI address each time (a reset or a driver reload replaces
// the hwmon folder). Reads and writes never throw.
class HwmonFan
{
public:
    // The card at this PCI address and its amdgpu hwmon folder; nullopt when
    // either is not there now.
    static std::optional<HwmonFan> locate(const QString &pciBusId);
    explicit HwmonFan(QString hwmonDir, QString deviceDir = QString());

    const QString &hwmonDir() const { return hwmonDir_; }
    // pwm1, pwm1_enable and a pwm1_max above 0 are there: the fan takes a PWM value.
    bool settable() const;
    // pwm1_enable: 1 manual, 2 automatic (nullopt: not readable).
    std::optional<int> mode() const;
    // pwm1 as a percentage of pwm1_max, rounded.
    std::optional<int> percent() const;
    // Runtime power management has put the card to sleep (device/power/runtime_status).
    bool asleep() const;

    struct Temperature {
        QString label; // temp*_label ("edge", "junction", "mem"), else "tempN"
        double celsius = 0;
        std::optional<double> criticalCelsius; // temp*_crit
    };
    QVector<Temperature> temperatures() const;
    // The sensor a fan curve follows ("junction" / "edge" by label).
    static std::optional<Temperature> find(const QVector<Temperature> &temperatures, FanCurveSensor sensor);

    // Empty on success, else why it failed. Manual: pwm1_enable 1, then pwm1
    // = pwm1_max * percent / 100 (rounded, as the library does).
    QString setPercent(int percent) const;
    // pwm1_enable 2 (the driver's automatic control).
    QString setAutomatic() const;

private:
    std::optional<qint64> number(const QString &name) const;
    QString write(const QString &name, const QByteArray &bytes) const;

    QString hwmonDir_;
    QString deviceDir_;
};

} // namespace rocmtune
