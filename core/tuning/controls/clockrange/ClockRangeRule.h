// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"

namespace rocmtune {

// GFX (sclk) or memory (mclk) clock lock: a min/max range inside the
// driver's overdrive range (OD_RANGE; rocm_smi's setters do not check it, we
// do), or a selection of DPM levels. Both must not be asked at once.
class ClockRangeRule : public ControlRule
{
public:
    explicit ClockRangeRule(ClockDomain domain) : domain_(domain) {}

    ControlId id() const override
    {
        return domain_ == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange;
    }
    bool requested(const TuningValues &values) const override
    {
        return domain_ == ClockDomain::Gfx ? values.perControl.has<GfxClockLock>() : values.perControl.has<MemoryClockLock>();
    }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // ClockRangeSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString valueName() const override { return clockName(domain_); }
    QString valueText(const TuningValues &values) const override { return clocksText(domain_, values); }
    void extract(const TuningValues &from, TuningValues *to) const override
    {
        if (domain_ == ClockDomain::Gfx)
            to->perControl.copyFrom<GfxClockLock>(from.perControl);
        else
            to->perControl.copyFrom<MemoryClockLock>(from.perControl);
    }
    void clear(TuningValues *values) const override
    {
        setClockRange(values, domain_, std::nullopt);
        setDpmLevelMask(values, domain_, std::nullopt);
    }
    bool offered(const ControlState &state) const override { return control(state) != nullptr; }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return domain_ == ClockDomain::Gfx ? 30 : 40; }

    // "GFX clock" / "Memory clock": the start of a value line (the row's
    // title, "GFX clock min / max", names the editor).
    static QString clockName(ClockDomain domain);
    // "500–2800 MHz", "DPM levels 0, 2", "unchanged".
    static QString clocksText(ClockDomain domain, const TuningValues &values);
    // "GFX clock: 500–2800 MHz" (the clock table's words use it too).
    static QString describeClocks(ClockDomain domain, const TuningValues &values);

    // The DPM levels between two clocks as a mask (every level when none fits).
    static quint64 maskForRange(const QVector<int> &levels, int minMegahertz, int maxMegahertz);

private:
    const ClockRangeControl *control(const ControlState &state) const { return clockControl(state, domain_); }
    ClockDomain domain_;
};

} // namespace rocmtune
