// SPDX-License-Identifier: GPL-3.0-or-later
#include "PerfLevelRule.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

namespace {
struct PerfLevelRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
} // namespace

void PerfLevelRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                             QVector<Refusal> *refusals) const
{
    if (!state.perfLevel) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    if (!state.supportedPerfLevels.contains(*values.perfLevel)) {
        QStringList names;
        for (PerfLevel level : state.supportedPerfLevels)
            names << QLatin1String(perfLevelKey(level));
        refusals->push_back({id(), QStringLiteral("driver_levels"),
                             PerfLevelRuleText::tr("Performance level \"%1\" is not offered by this GPU (it offers: %2).")
                                 .arg(QLatin1String(perfLevelKey(*values.perfLevel)), names.join(QStringLiteral(", ")))});
    }
}

void PerfLevelRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (state.perfLevel)
        snapshot->perfLevel = *state.perfLevel;
}

void PerfLevelRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (state.perfLevel)
        out->perfLevel = PerfLevel::Auto;
}

WriteResult PerfLevelRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setPerfLevel(index, *values.perfLevel);
}

std::optional<QString> PerfLevelRule::verify(const TuningValues &values, const ControlState &state) const
{
    if (!state.perfLevel)
        return PerfLevelRuleText::tr("the performance level can no longer be read");
    if (*state.perfLevel != *values.perfLevel)
        return PerfLevelRuleText::tr("the driver reports performance level %1 instead of %2")
            .arg(QLatin1String(perfLevelKey(*state.perfLevel)), QLatin1String(perfLevelKey(*values.perfLevel)));
    return std::nullopt;
}

} // namespace rocmtune
