// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/i18n/ListText.h"
#include "core/tuning/controls/ChoiceValue.h"
#include "core/tuning/controls/ControlJson.h"
#include "core/tuning/controls/ControlRule.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace rocmtune {

// What a choice control says, each a translated pattern the rule fills in
// (%1, %2 are driver words such as "manual" or "COMPUTE", or the choices'
// labels where a person reads the value). Its value line is the base's
// describe(): "Performance level: Automatic".
struct ChoiceWords {
    QString refusalCode; // "driver_levels"
    QString notOffered;  // "... \"%1\" is not offered by this GPU (it offers: %2)."
    QString unreadable;  // "the performance level can no longer be read"
    QString mismatch;    // "the driver reports performance level %1 instead of %2" (labels)
    QString jsonError;   // "\"%1\" must be one of ..." (%1: the JSON key)
    QString cliHelp;
    QString cliUnknown;  // "Unknown performance level \"%1\"."
    QString showLabel;   // "Performance level: %1"
};

// A control whose value is one of an enum's choices and whose driver state is
// ChoiceControl<Choice> (the current choice and the ones offered): the
// performance level and the power profile. Validation, snapshot, read-back,
// JSON slice ("key": "word"; state {"current", "supported"}), CLI option and
// "tuning show" line are the same for every such control; a control gives its
// keys and driver words (Spec), its words, default and backend setter.
template<class Choice>
class ChoiceControlRule : public SlotControlRule<ChoiceValue<Choice>>
{
public:
    using Value = ChoiceValue<Choice>;
    using State = ChoiceControl<Choice>;
    struct Spec {
        QLatin1String jsonKey;                          // "perf_level"
        QLatin1String optionName;                       // "perf-level"
        const char *(*word)(Choice);                    // the driver's word for a choice
        std::optional<Choice> (*fromWord)(const QString &); // and back
        QString (*label)(Choice);                       // the Tuning view's word ("Automatic")
    };
    explicit ChoiceControlRule(Spec spec) : spec_(spec) {}

    bool offered(const ControlState &state) const override { return state.perControl.has<State>(); }

    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                  QVector<Refusal> *refusals) const override
    {
        const State *s = state.perControl.get<State>();
        if (!s) {
            refusals->push_back(ControlRule::unsupported(this->id(), state));
            return;
        }
        const Choice wanted = this->valueIn(values).choice;
        if (!s->supported.contains(wanted)) {
            QStringList names;
            for (Choice c : s->supported)
                names << word(c);
            const ChoiceWords w = words();
            refusals->push_back({this->id(), w.refusalCode, w.notOffered.arg(word(wanted), joinList(names))});
        }
    }
    void capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const override
    {
        if (const State *s = state.perControl.get<State>())
            snapshot->perControl.set(Value{s->current});
    }
    void defaults(const ControlState &state, TuningValues *out) const override
    {
        if (const State *s = state.perControl.get<State>()) {
            if (const std::optional<Choice> c = defaultChoice(*s))
                out->perControl.set(Value{*c});
        }
    }
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override
    {
        return writeChoice(backend, index, this->valueIn(values).choice);
    }
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override
    {
        const State *s = state.perControl.get<State>();
        if (!s)
            return words().unreadable;
        const Choice wanted = this->valueIn(values).choice;
        if (s->current != wanted)
            return words().mismatch.arg(spec_.label(s->current), spec_.label(wanted));
        return std::nullopt;
    }

    QString valueText(const TuningValues &values) const override
    {
        const Value *v = values.perControl.get<Value>();
        return v ? spec_.label(v->choice) : ControlRule::unchangedText();
    }
    QStringList jsonKeys() const override { return {jsonKey()}; }
    void toJson(const TuningValues &values, QJsonObject *object) const override
    {
        if (const Value *v = values.perControl.get<Value>())
            object->insert(jsonKey(), word(v->choice));
    }
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override
    {
        if (!object.contains(jsonKey()))
            return true;
        const QJsonValue v = object.value(jsonKey());
        const std::optional<Choice> c = v.isString() ? fromWord(v.toString()) : std::nullopt;
        if (!c) {
            *error = words().jsonError.arg(jsonKey());
            return false;
        }
        values->perControl.set(Value{*c});
        return true;
    }
    void stateToJson(const ControlState &state, QJsonObject *controls) const override
    {
        const State *s = state.perControl.get<State>();
        if (!s)
            return;
        QJsonArray supported;
        for (Choice c : s->supported)
            supported.append(word(c));
        controls->insert(jsonKey(), QJsonObject{{QStringLiteral("current"), word(s->current)}, {QStringLiteral("supported"), supported}});
    }
    QStringList showLines(const QJsonObject &controls, const QJsonObject &) const override
    {
        const ChoiceWords w = words();
        if (!controls.contains(jsonKey()))
            return {w.showLabel.arg(QCoreApplication::translate("Cli", "not supported"))};
        const QJsonObject o = controls.value(jsonKey()).toObject();
        // The label, then the driver's words the option takes: "Automatic (auto); offered: auto, low, high".
        const QString current = o.value(QStringLiteral("current")).toString();
        const std::optional<Choice> choice = fromWord(current);
        return {w.showLabel.arg(QCoreApplication::translate("Cli", "%1 (%2); offered: %3")
                                    .arg(choice ? spec_.label(*choice) : current, current,
                                         controljson::joined(o.value(QStringLiteral("supported")).toArray())))};
    }
    QList<QCommandLineOption> cliOptions() const override { return {{optionName(), words().cliHelp, QStringLiteral("NAME")}}; }
    bool fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const override
    {
        if (!parser.isSet(optionName()))
            return true;
        const std::optional<Choice> c = fromWord(parser.value(optionName()));
        if (!c) {
            *error = words().cliUnknown.arg(parser.value(optionName()));
            return false;
        }
        values->perControl.set(Value{*c});
        return true;
    }

protected:
    virtual ChoiceWords words() const = 0;
    // What "reset to defaults" writes (nothing when the card lacks it).
    virtual std::optional<Choice> defaultChoice(const State &state) const = 0;
    virtual WriteResult writeChoice(Backend &backend, int index, Choice choice) const = 0;

private:
    QLatin1String jsonKey() const { return spec_.jsonKey; }
    QString optionName() const { return spec_.optionName; }
    QString word(Choice choice) const { return QLatin1String(spec_.word(choice)); }
    std::optional<Choice> fromWord(const QString &word) const { return spec_.fromWord(word); }

    Spec spec_;
};

} // namespace rocmtune
