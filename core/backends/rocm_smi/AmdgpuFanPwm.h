// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/AmdgpuCardFiles.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace rocmtune {

class RocmSmiApi;
struct RocmSmiDevice;

// The manual PWM (hwmon pwm1) of a card without firmware fan control. The
// backend uses the ROCm SMI library (RocmSmiFanPwm); the revert waiter, when
// another process holds the library's lock, the hwmon files themselves
// (HwmonFanPwm), with the same writes:
//   set:   pwm1_enable <- "1", then pwm1 <- value   (rsmi_dev_fan_speed_set)
//   reset: pwm1_enable <- "2"                       (rsmi_dev_fan_reset)
class ManualFanPwm
{
public:
    virtual ~ManualFanPwm() = default;
    // pwm1_max, present only when manual PWM can be set on this card.
    virtual std::optional<uint64_t> settableMaxPwm() const = 0;
    virtual std::optional<uint64_t> pwm() const = 0;
    virtual std::optional<int64_t> rpm() const = 0;
    // Whether this path could not look at the PWM fan this time (a passing
    // reason), so "no settable PWM" above means "not known now".
    virtual bool unknownNow() const { return false; }
    // An empty string on success, else why it failed, in words.
    virtual QString setPwm(uint64_t value) = 0;
    virtual QString reset() = 0;
};

class RocmSmiFanPwm : public ManualFanPwm
{
public:
    RocmSmiFanPwm(const RocmSmiApi &api, const RocmSmiDevice &device) : api_(api), device_(device) {}
    std::optional<uint64_t> settableMaxPwm() const override;
    std::optional<uint64_t> pwm() const override;
    std::optional<int64_t> rpm() const override;
    // The library's check of the card's hwmon files timed out (a busy machine).
    bool unknownNow() const override;
    QString setPwm(uint64_t value) override;
    QString reset() override;

private:
    const RocmSmiApi &api_;
    const RocmSmiDevice &device_;
};

// Never creates a file: the library's reset creates a missing pwm1_enable on
// a fanless card (amdgpu-sysfs.md §7); here a missing file is "no manual PWM".
class HwmonFanPwm : public ManualFanPwm
{
public:
    explicit HwmonFanPwm(const amdgpu::AmdgpuCardFiles &files) : files_(files) {}
    std::optional<uint64_t> settableMaxPwm() const override;
    std::optional<uint64_t> pwm() const override;
    std::optional<int64_t> rpm() const override;
    QString setPwm(uint64_t value) override;
    QString reset() override;

private:
    std::optional<uint64_t> number(const char *name) const;
    QString write(const char *name, const QByteArray &bytes) const;

    const amdgpu::AmdgpuCardFiles &files_;
};

} // namespace rocmtune
