// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/backends/DriverValues.h"
#include "core/backends/rocm_smi/AmdgpuFanPwm.h"
#include "core/backends/rocm_smi/AmdgpuOdWriter.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

namespace rocmtune {

// Fan and voltage offset of one card.
//
// RDNA3/RDNA4 firmware fan control and the GFX voltage offset are written to
// the driver's files by the backend itself (AmdgpuOdWriter.h: no version of
// librocm_smi64 has a call for gpu_od/fan_ctrl or "vo"), each value checked
// against the range the file itself states, committed with "c", read back.
// Older cards get manual PWM (ManualFanPwm: through the library's
// rsmi_dev_fan_speed_set / rsmi_dev_fan_reset in the backend, through the
// same hwmon writes in the revert waiter's DriverFileBackend).
class AmdgpuFanVoltage
{
public:
    AmdgpuFanVoltage(ManualFanPwm &pwm, RocmSmiDevice &device) : pwm_(pwm), device_(device) {}

    // The fan, the driver values (voltage offset, ...) and the voltage curve
    // into `state` (perControl), or why each is not offered (unsupportedReasons).
    // `texts`: the controls read's one text of each overdrive file (every
    // driver value and the voltage curve come from one pp_od_clk_voltage).
    void fillControls(ControlState &state, amdgpu::OdFileTexts &texts) const;

    // nullopt with *why when the card offers no fan control.
    std::optional<FanControl> readFan(QString *why, QString *detail = nullptr) const;
    // The card's manual PWM fan is not known now: the library's check of its
    // hwmon files timed out (a busy machine), so readFan could not look.
    bool pwmFanUnknownNow() const;
    // Why, in words for a person; *detail: the driver file it read.
    QString pwmFanUnknownNowText() const;
    // A standalone driver value of the catalogue (DriverValues.h): its value
    // and the range its file states; nullopt with *why (and the driver file in
    // *detail) when the card has none.
    std::optional<DriverValue> readDriverValue(const DriverValueInfo &info, QString *why, QString *detail = nullptr) const;
    std::optional<VoltageCurveControl> readVoltageCurve(QString *why, QString *detail = nullptr) const;

    // Firmware curve: "I TEMP PWM" per point, then "c".
    WriteResult setFanCurve(const FanCurve &curve);
    // One duty cycle: a flat firmware curve, or manual PWM on older cards.
    WriteResult setFanFixed(int percent);
    // Back to the firmware's own control: "r" + "c" on fan_curve, or rsmi_dev_fan_reset.
    WriteResult setFanAuto();
    WriteResult setFanZeroRpm(bool enabled);
    // fan_minimum_pwm, fan_target_temperature, acoustic_*: "N" then "c".
    WriteResult setOdFanValue(const amdgpu::OdFile &file, int value);
    // A firmware fan setting of the catalogue (FanSettings.h): setOdFanValue,
    // or for nullopt "r" then "c" (the firmware's boot value; the driver
    // commits at "r" already).
    WriteResult setFanSetting(ControlId setting, std::optional<int> value);
    // A driver value of the catalogue: "<command> N" then "c", inside the
    // range the file states, read back; nullopt is refused (the driver's "r"
    // restores the whole table, not one value).
    WriteResult setDriverValue(const DriverValueInfo &info, std::optional<int> value);
    // The numeric controls these driver files hold (Backend::setNumericControl):
    // every driver value and every fan setting of the two catalogues.
    WriteResult setNumericControl(ControlId id, std::optional<int> value);
    // "vc N MHZ MV" per point, then "c" in pp_od_clk_voltage.
    WriteResult setVoltageCurve(const VoltageCurve &curve);

private:
    // The same from a text of the row's file (nullopt: it could not be read).
    std::optional<DriverValue> driverValueIn(const std::optional<QByteArray> &text, const DriverValueInfo &info, QString *why,
                                             QString *detail) const;
    std::optional<VoltageCurveControl> voltageCurveIn(const std::optional<QByteArray> &ppOdClkVoltage, QString *why, QString *detail) const;
    WriteResult writeLines(const amdgpu::OdFile &file, const QList<QByteArray> &lines);
    WriteResult failure(const QString &what) const;

    ManualFanPwm &pwm_;
    RocmSmiDevice &device_;
};

} // namespace rocmtune
