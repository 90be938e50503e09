// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/Backend.h"
#include "tuning/Refusal.h"
#include "tuning/SafetyPolicy.h"
#include "tuning/TuningValues.h"

#include <optional>

namespace rocmtune {

// One tunable control: what it checks, how it is snapshot, written and read
// back. One folder per control under core/tuning/controls/; adding a control
// means adding a rule and one line in ControlRules.cpp.
class ControlRule
{
public:
    virtual ~ControlRule() = default;

    virtual ControlId id() const = 0;
    // Whether these values touch this control.
    virtual bool requested(const TuningValues &values) const = 0;
    // Appends a Refusal per broken limit (driver limits always, the policy in
    // Request mode). Called only when requested().
    virtual void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                          ValidationMode mode, QVector<Refusal> *refusals) const = 0;
    // Copies the current value into a snapshot, shaped like the request
    // (a range for a range, DPM levels for levels) so restoring it uses the
    // same driver interface.
    virtual void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const = 0;
    // The driver default for "reset to defaults" (nothing when unknown or unsupported).
    virtual void defaults(const ControlState &state, TuningValues *out) const = 0;
    virtual WriteResult write(Backend &backend, int index, const TuningValues &values) const = 0;
    // nullopt when the driver reports the value that was written; otherwise
    // what it reports instead, in words.
    virtual std::optional<QString> verify(const TuningValues &values, const ControlState &state) const = 0;
    // Whether the driver already holds these values, so a restore can skip
    // the write. By default: verify() finds nothing to say.
    virtual bool alreadyInPlace(const TuningValues &values, const ControlState &state) const { return !verify(values, state); }
    // The value after a successful write and read-back, in words for the log
    // ("old -> new"). By default the value that was asked for.
    virtual QString describeWritten(const TuningValues &values, const ControlState &after) const;

protected:
    // "The power cap is not supported by this GPU: <driver's reason>."
    static Refusal unsupported(ControlId id, const ControlState &state);
    static QString watts(quint64 microwatts);
};

} // namespace rocmtune
