// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/i18n/UnitText.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/policy/Refusal.h"
#include "core/tuning/policy/SafetyPolicy.h"

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace rocmtune {

// One tunable control, everything about it in one folder under
// core/tuning/controls/<name>/: its value (its own struct in
// TuningValues::perControl), limits and safety rule, snapshot,
// write and read-back, its slice of the JSON, its words, its CLI options and
// its place in the apply order. Registering it is one line in
// ControlRules.cpp; requests, the journal, profiles, reports, the CLI and the
// helper iterate controlRules(). See README.md in this folder.
class ControlRule
{
public:
    virtual ~ControlRule() = default;

    virtual ControlId id() const = 0;

    // --- Words
    // The control's name for people, translated ("Power cap"): the Tuning
    // view's row title.
    virtual QString title() const;
    // The name a value line starts with: the title, or a shorter one where the
    // row's title names the editor ("GFX clock" for "GFX clock min / max").
    virtual QString valueName() const { return title(); }
    // This control's value alone, in the Tuning view's words: "350 W",
    // "Automatic", "500–2526 MHz", "-50 mV", "15%"; "unchanged" when the
    // values do not touch it.
    virtual QString valueText(const TuningValues &values) const = 0;
    // The one line naming this control's value, everywhere a person reads it
    // (the CLI's tuning set/reset and profile show, the tuning log, the boot
    // service's log, profiles' Save dialogs): "Power cap: 350 W",
    // "Performance level: Automatic" (describeValue() calls it). By default
    // "<valueName>: <valueText>".
    virtual QString describe(const TuningValues &values) const;
    // The value in force, in describe()'s words, for reports (the stress report's
    // "Tuning in force"): "Power cap: 300 W", "Performance level: Automatic";
    // what capture() takes from the state, said by describe(); empty when the
    // card does not report this control.
    QString describeState(const ControlState &state) const;

    // --- The value slice
    // Copies this control's values from `from` into `to` (one plan step writes only them).
    virtual void extract(const TuningValues &from, TuningValues *to) const = 0;
    // Removes this control's values (a profile value this card does not offer).
    virtual void clear(TuningValues *values) const = 0;
    // Whether the card offers this control (else its values are dropped from
    // profiles and its editor is disabled with state.unsupportedReasons[id()]).
    virtual bool offered(const ControlState &state) const = 0;

    // --- JSON: one slice of the "values" object, used by requests (helper),
    // the journal, profiles, reports and the CLI's --json output.
    // The keys this control owns in "values" (anything else is refused).
    virtual QStringList jsonKeys() const = 0;
    virtual void toJson(const TuningValues &values, QJsonObject *object) const = 0;
    // Reads only its keys, strictly (wrong type, fraction, out of schema range:
    // false with a message naming the key); absent keys leave `values` alone.
    virtual bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const = 0;
    // The driver state for "tuning show --json" and reports: inserts its
    // object(s) into `controls` (nothing when not offered).
    virtual void stateToJson(const ControlState &state, QJsonObject *controls) const = 0;

    // --- CLI: rocmtune-cli tuning show (text): its line(s), "Label:  value",
    // read back from its own stateToJson slice in `controls` (the answer may
    // come from the helper as JSON); `policy` holds the answer's policy limits.
    // By default "<title>: <its JSON object>", or "not supported".
    virtual QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const;

    // --- CLI: rocmtune-cli tuning set
    virtual QList<QCommandLineOption> cliOptions() const { return {}; }
    // Reads its options, when given, into `values`; false with a message for
    // a malformed one (limits are the validator's job, not this).
    virtual bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const;

    // --- Apply order: plan steps run by ascending applyOrder (ties: registry order).
    //  10 perf level "manual" · 20 clock table reset · 30 GFX clocks · 40 memory clocks
    //  45 voltage offset · 50 overdrive · 60 power profile · 70 power cap · 80 fan
    //  90 perf level other than "manual" (the clock/profile setters switch to manual)
    virtual int applyOrder(const TuningValues &values) const = 0;

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
    // Reads a whole number option (e.g. --voltage-offset); false + message when malformed.
    static bool wholeNumberOption(const QCommandLineParser &parser, const QString &name, qint64 lo, qint64 hi, std::optional<qint64> *out,
                                  QString *error);
    // "The power cap is not supported by this GPU: <driver's reason>."
    static Refusal unsupported(ControlId id, const ControlState &state);
    static QString watts(quint64 microwatts);
    // "Power cap: 300 W" from a name and a value; "unchanged".
    static QString valueLine(const QString &name, const QString &value);
    static QString unchangedText();
};

// The base of a control whose value is its own struct in TuningValues::perControl
// (Value needs operator==): requested/extract/clear come for free.
template<class Value>
class SlotControlRule : public ControlRule
{
public:
    bool requested(const TuningValues &values) const override { return values.perControl.has<Value>(); }
    void extract(const TuningValues &from, TuningValues *to) const override { to->perControl.copyFrom<Value>(from.perControl); }
    void clear(TuningValues *values) const override { values->perControl.remove<Value>(); }

protected:
    // Only when requested().
    static const Value &valueIn(const TuningValues &values) { return *values.perControl.get<Value>(); }
};

} // namespace rocmtune
