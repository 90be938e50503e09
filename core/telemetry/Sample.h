// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/EccCounts.h"
#include "core/telemetry/Metric.h"

#include <QString>
#include <QtGlobal>

#include <array>
#include <bitset>
#include <optional>

namespace rocmtune {

enum class DeviceState : unsigned char {
    Ok,    // sampled normally (single metrics may still be unavailable)
    Error, // this sample failed; the device is still present
    Lost,  // the device vanished (reset, unbind, hot-unplug)
    Asleep, // runtime-suspended: only values that do not wake it (AMD backends)
};

const char *deviceStateKey(DeviceState state);

// One reading of one device. Each metric is either a value in the unit the
// catalogue names, or not available.
class Sample
{
public:
    Sample() = default;
    Sample(int deviceIndex, qint64 timestampMs) : deviceIndex_(deviceIndex), timestampMs_(timestampMs) {}

    int deviceIndex() const { return deviceIndex_; }
    void setDeviceIndex(int index) { deviceIndex_ = index; }
    qint64 timestampMs() const { return timestampMs_; }
    void setTimestampMs(qint64 ms) { timestampMs_ = ms; }

    DeviceState state() const { return state_; }
    // Why the state is not Ok, or a note on metrics that could not be read.
    const QString &message() const { return message_; }
    void setState(DeviceState state, const QString &message = QString())
    {
        state_ = state;
        message_ = message;
    }

    bool has(MetricId id) const { return valid_.test(metricIndex(id)); }
    std::optional<double> value(MetricId id) const
    {
        if (!has(id))
            return std::nullopt;
        return values_[metricIndex(id)];
    }
    double valueOr(MetricId id, double fallback) const { return has(id) ? values_[metricIndex(id)] : fallback; }
    void set(MetricId id, double value)
    {
        values_[metricIndex(id)] = value;
        valid_.set(metricIndex(id));
    }
    void set(MetricId id, std::optional<double> value)
    {
        if (value)
            set(id, *value);
        else
            clear(id);
    }
    void clear(MetricId id) { valid_.reset(metricIndex(id)); }
    void clearAll() { valid_.reset(); }
    std::size_t validCount() const { return valid_.count(); }

    // Read in the first seconds after the GPU woke from runtime suspend
    // (WakeSettling): the values are kept and shown faint, but alerts and
    // min/max/average leave them out (the first readings after a wake are
    // falsely high for several seconds).
    bool unsettled() const { return unsettled_; }
    void setUnsettled(bool unsettled) { unsettled_ = unsettled; }

    // ECC / RAS error counts per block (not available unless a backend read them).
    const EccStatus &ecc() const { return ecc_; }
    void setEcc(EccStatus ecc) { ecc_ = std::move(ecc); }

    bool operator==(const Sample &other) const;

private:
    int deviceIndex_ = -1;
    qint64 timestampMs_ = 0;
    DeviceState state_ = DeviceState::Ok;
    bool unsettled_ = false;
    QString message_;
    std::array<double, kMetricCount> values_{};
    std::bitset<kMetricCount> valid_;
    EccStatus ecc_;
};

} // namespace rocmtune
