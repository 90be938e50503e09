// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/policy/SafetyPolicy.h"

#include <QByteArray>
#include <QString>

namespace rocmtune {

// The administrator's policy file, /etc/rocmtune/safety.conf, read strictly:
//
//   # comments start with # or ;
//   [tuning/safety]
//   power_cap_above_default_percent = 5     (0-100)
//   thermal_margin_celsius = 10             (0-50)
//   watchdog_margin_celsius = 5             (0-50)
//   max_overdrive_percent = 10              (whole number, 0-20)
//   confirm_timeout_seconds = 15            (whole number, 5-60)
//   fan_min_percent = 20                    (whole number, 0-100; FanLimits)
//   fan_hot_celsius = 85                    (30-120)
//   fan_hot_min_percent = 60                (whole number, 0-100)
//
// Values are plain decimal numbers with a point ("5", "2.5"); units ("5%",
// "20C"), commas ("2,5"), a section or key in another case, an unknown or
// repeated key, or a value outside its range are errors, never a fallback:
// a typo must not loosen an administrator's limit. Keys left out keep their
// defaults. The file must be a regular file owned by root (or, for tests run
// as a user, by this user) and not writable by group or others.
struct SafetyPolicyFile {
    SafetyPolicy policy;  // the file's policy; the defaults when absent or broken
    bool present = false; // the file exists
    QString error;        // names the file, the line and the value; empty when fine
    bool ok() const { return error.isEmpty(); }

    static QString systemPath(); // /etc/rocmtune/safety.conf
    static SafetyPolicyFile load(const QString &path = systemPath());
    static SafetyPolicyFile parse(const QByteArray &text, const QString &path);
};

} // namespace rocmtune
