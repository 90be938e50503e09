// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"

#include <QMap>

#include <optional>

namespace rocmtune {

// The requested values of the numeric rows that keep no value struct of
// their own (the firmware fan settings and any new row), in one slot of
// TuningValues::perControl: an entry per requested row; a null optional asks
// for the firmware's boot value ("default").
struct NumericValues {
    QMap<ControlId, std::optional<int>> byControl;
    bool operator==(const NumericValues &other) const = default;
};

// A row's value in NumericValues (nullopt: the boot value), and back: nullopt
// when `values` requests none, a null inner optional for the boot value.
void setNumericValue(TuningValues *values, ControlId id, std::optional<int> value);
std::optional<std::optional<int>> numericValue(const TuningValues &values, ControlId id);

// What the driver holds for a numeric control: its value and the range it
// accepts (both ends included).
struct NumericReading {
    int current = 0;
    IntRange range;
    // false: the driver shows a value but no range to write it in (RDNA2's
    // OD_VDDGFX_OFFSET): not offered.
    bool settable = true;
};

// A broken limit: its code ("od_range", "policy_max", ...) and its sentence.
struct NumericProblem {
    QString limit;
    QString message;
};

// Where a row keeps its requested value in TuningValues::perControl. All
// null (the default): in NumericValues under the row's id. A control with a
// value struct of its own names it with structSlot<Value, &Value::field>().
struct NumericSlot {
    // nullopt: not requested; a null inner optional: the boot value.
    std::optional<std::optional<int>> (*get)(const TuningValues &) = nullptr;
    void (*set)(TuningValues *, std::optional<int>) = nullptr;
    void (*clear)(TuningValues *) = nullptr;
};

template<class Value, int Value::*field>
NumericSlot structSlot()
{
    return {[](const TuningValues &values) -> std::optional<std::optional<int>> {
                if (const Value *v = values.perControl.template get<Value>())
                    return std::optional<int>(v->*field);
                return std::nullopt;
            },
            [](TuningValues *values, std::optional<int> number) {
                Value v;
                v.*field = number.value_or(0);
                values->perControl.set(v);
            },
            [](TuningValues *values) { values->perControl.template remove<Value>(); }};
}

// One numeric control: everything that is not the shared rule. A new control
// of one whole number inside a range the driver states is one of these (and
// its ControlId, and the backend's write in setNumericControl).
struct NumericRow {
    ControlId id;
    const char *title;      // QT_TRANSLATE_NOOP("Tuning", ...): "Fan target temperature"
    const char *unit;       // UTF-8, the bare symbol: "%", "°C", "RPM", "mV" (withUnit() spaces it)
    const char *valuesKey;  // in the "values" of requests, the journal and profiles
    const char *stateKey;   // tuning show --json: {"value", "min", "max"} under this key
    const char *stateParent; // nullptr, or the state object it sits in, written by that object's control ("fan")
    const char *option;     // rocmtune-cli tuning set --<option>
    const char *valueName;  // the option's value in --help ("PERCENT"); rows that take "default" say "N|default"
    const char *cliHelp;    // QT_TRANSLATE_NOOP("Cli", ...)
    IntRange schema;        // what any JSON or CLI value may be at all (the card's range decides)
    // true: "default" (JSON and CLI) asks for the firmware's boot value, which
    // is what reset to defaults writes; false: reset writes resetValue when
    // the card's range holds it.
    bool bootDefault = false;
    int resetValue = 0;
    // true (a row without a boot value): "default" (JSON and CLI) asks for
    // resetValue, written and read back as any number.
    bool defaultIsReset = false;
    int applyOrder = 80;
    // The driver's value and range of control `id` from the card's state;
    // nullopt when the card lacks it.
    std::optional<NumericReading> (*read)(const ControlState &, ControlId id) = nullptr;
    // The administrator's limit (nullptr: none), checked for requests, not restores.
    std::optional<NumericProblem> (*policy)(const SafetyPolicy &, int value, const NumericReading &) = nullptr;
    NumericSlot slot = {};
};

// The rule of every numeric row: range check against the driver's own range
// and the row's policy limit, snapshot, defaults, write
// (Backend::setNumericControl), read-back, JSON slice, CLI option, "tuning
// show" line and words, once. A control with older words of its own
// (GFX overdrive, the voltage offset) derives and overrides only those.
class NumericControlRule : public ControlRule
{
public:
    explicit NumericControlRule(NumericRow row);

    ControlId id() const override { return row_.id; }
    QString title() const override;
    bool offered(const ControlState &state) const override;
    bool requested(const TuningValues &values) const override { return valueIn(values).has_value(); }
    void extract(const TuningValues &from, TuningValues *to) const override;
    void clear(TuningValues *values) const override;
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;
    // The boot value is not readable: "default" is always written.
    bool alreadyInPlace(const TuningValues &values, const ControlState &state) const override;
    QString describeWritten(const TuningValues &values, const ControlState &after) const override;

    QString valueText(const TuningValues &values) const override;
    QStringList jsonKeys() const override { return {QLatin1String(row_.valuesKey)}; }
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return row_.applyOrder; }

    // The card's value and range; nullopt when it lacks the control.
    std::optional<NumericReading> reading(const ControlState &state) const { return row_.read(state, row_.id); }
    // The value `values` asks for: nullopt when none; a null inner optional
    // for the boot value.
    std::optional<std::optional<int>> valueIn(const TuningValues &values) const;
    // Puts a value into `values` (nullopt: the boot value); for the editors.
    void setValue(TuningValues *values, std::optional<int> value) const;
    QString unit() const { return QString::fromUtf8(row_.unit); } // "%", "°C", "mV"
    const NumericRow &row() const { return row_; }

protected:
    // "-50 mV", "15%" (core/i18n/UnitText: one rule for every number with a unit).
    QString withUnit(int value) const { return rocmtune::withUnit(QString::number(value), unit()); }
    // Whether "default" is a value of this row (the boot value or resetValue).
    bool takesDefaultWord() const { return row_.bootDefault || row_.defaultIsReset; }
    // The words a control may phrase its own way; by default from the
    // row's title and unit.
    virtual NumericProblem rangeProblem(int value, const IntRange &range) const;
    virtual QString unreadable() const;
    virtual QString mismatch(int shown, int wanted) const;
    virtual QString jsonError() const;
    virtual QString cliError() const;

private:
    NumericRow row_;
};

} // namespace rocmtune
