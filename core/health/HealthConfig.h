// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rocmtune {

// Thresholds of the health rules, from /etc/rocmtune/health.conf (an INI
// file, every key optional; resources/health.conf documents each one).
// The defaults follow AMD's guidance where AMD gives a number and say so:
// - any uncorrectable ECC error makes a GPU unhealthy: amdgpu's RAS retires
//   the page and AMD's Instinct service guidance is to drain, reset and
//   check the GPU before it runs work again;
// - retired pages: the driver itself stops a GPU at its bad-page threshold
//   (amdgpu bad_page_threshold=-2: one page per 100 MiB of VRAM,
//   RAS_BAD_PAGE_COVER) and warns from 90 % of it; health is unhealthy at
//   that threshold and degraded from 90 %;
// - correctable errors: AMD gives no rate; 1000 per hour by default is far
//   above the trickle a healthy HBM stack shows and catches a storm.
struct HealthConfig {
    static constexpr const char *kDefaultPath = "/etc/rocmtune/health.conf";

    // [ecc]
    bool uncorrectableSinceBoot = true;    // uncorrectable_window = boot | last_check
    double correctablePerHourMax = 1000;   // correctable_per_hour
    // [retired_pages]
    int retiredPagesMax = 0;               // max; 0: the driver's formula from the VRAM size
    double retiredPagesWarnRatio = 0.9;    // warn_ratio
    // [gpus]
    int expectGpus = 0;                    // expect; 0: the count seen first in this boot
    // [clocks]
    int stuckSeconds = 600;                // stuck_seconds: how long "for long" is
    double stuckClockRatio = 0.5;          // stuck_clock_ratio: "far below" = under this share of the clock range's top
    double stuckBusyPercent = 50;          // stuck_busy_percent: only while the GPU is busy
    // [stress]
    double regressionPercent = 10;         // regression_percent below the baseline

    // The driver's bad-page threshold for a GPU with this much VRAM.
    int retiredPagesLimit(std::optional<quint64> vramBytes) const;

    // Reads the file; a missing file is the defaults. nullopt with *error
    // when it cannot be read or a value is out of range.
    static std::optional<HealthConfig> load(const QString &path, QString *error);
};

} // namespace rocmtune
