// SPDX-License-Identifier: GPL-3.0-or-later
// TuningPanel: what is typed is checked before Apply (changed fields marked,
// refusals with the limit and the excess under their row), and the status
// line, which is built again when the language changes.
#include "widgets/tuning/TuningPanel.h"

#include "core/tuning/policy/TuningValidator.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/common/TextTone.h"

#include <QLabel>
#include <QPushButton>

namespace rocmtune {

void TuningPanel::setStatus(const std::function<QString()> &text, bool problem)
{
    statusSource_ = text;
    status_->setText(text());
    status_->setStyleSheet(problem ? textToneStyle(palette(), TextTone::Error) : QString());
}

void TuningPanel::dropOldStatus()
{
    // "Confirmed", "Applied" or a refusal of what was sent before: not about the values typed now (the pending note
    // and the red lines under the rows are). Lines about the GPU (asleep, tuning unavailable) and work in progress stay.
    if (controller_->isBusy() || controller_->isPending(deviceIndex_) || asleepShown_ || tuningUnavailable_)
        return;
    setStatus([] { return QString(); }, false);
}

QString TuningPanel::reportText(const TuningResult &result, const std::optional<TuningValues> &request) const
{
    QStringList refusals = result.refusalMessages();
    if (!refusals.isEmpty()) {
        // Said again from the values that were sent, in today's language (the report's sentences stay in the
        // language of the moment they were made).
        if (request)
            refusals = validateTuning(*request, state_, controller_->policy(), ValidationMode::Request).messages();
        // The refusals are the whole message: a heading and one line each, never the same sentence twice.
        QStringList lines{tr("Not applied, nothing was written:")};
        for (const QString &refusal : refusals)
            lines << tr("• %1").arg(refusal);
        return lines.join(QLatin1Char('\n'));
    }
    // Said in the GUI's words (built again in a new language) where the report's sentence is fixed; a reset's
    // "applied" keeps its own message ("Driver defaults restored …").
    if (result.outcome == TuningResult::Outcome::Applied && result.action == TuningResult::Action::Apply)
        return tr("Applied and read back.");
    if (result.outcome == TuningResult::Outcome::Confirmed)
        return tr("Confirmed: the new values stay.");
    return result.message;
}

std::optional<TuningValues> TuningPanel::requestBehind(const TuningResult &result) const
{
    // The last Apply from this panel is the source of a refusal when checking it now gives the same sentences.
    const QStringList refusals = result.refusalMessages();
    if (refusals.isEmpty() || lastRequest_.isEmpty())
        return std::nullopt;
    if (validateTuning(lastRequest_, state_, controller_->policy(), ValidationMode::Request).messages() != refusals)
        return std::nullopt;
    return lastRequest_;
}

void TuningPanel::updatePending()
{
    if (!pendingNote_ || names_.isEmpty())
        return; // still being built
    const TuningValues values = pendingValues();
    const bool busy = controller_->isBusy();
    ValidationResult validation;
    if (!values.isEmpty())
        validation = validateTuning(values, state_, controller_->policy(), ValidationMode::Request);

    const QVector<ControlId> touched = touchedControls(values);
    QStringList changed;
    for (auto it = names_.cbegin(); it != names_.cend(); ++it) {
        const ControlId id = it.key();
        QLabel *name = it.value();
        const bool isChanged = touched.contains(id);
        // A changed, not yet applied field: its name in bold with a mark.
        QFont font = name->font();
        if (font.bold() != isChanged) {
            font.setBold(isChanged);
            name->setFont(font);
        }
        name->setToolTip(isChanged ? tr("Changed, not applied yet") : QString());
        if (isChanged)
            changed << name->text();
        // Refusals of this row's typed value, under the row (rows the GPU does not offer keep their reason).
        QLabel *reason = reasons_.value(id);
        if (!reason || !name->isEnabled())
            continue;
        QStringList lines;
        for (const Refusal &r : validation.refusals) {
            if (r.control == id)
                lines << r.message;
        }
        reason->setStyleSheet(textToneStyle(palette(), TextTone::Error));
        reason->setText(lines.join(QLatin1Char('\n')));
        reason->setVisible(!lines.isEmpty());
    }
    // Refusals that span controls (clock locks with a performance level, heat) have no single row.
    QStringList general;
    for (const Refusal &r : validation.refusals) {
        if (!names_.contains(r.control) || !names_.value(r.control)->isEnabled())
            general << r.message;
    }
    QStringList note;
    if (!changed.isEmpty())
        note << tr("Not applied yet: %1").arg(changed.join(tr(", ")));
    if (!validation.ok())
        note << (general.isEmpty() ? tr("Fix the values marked in red to apply.") : general.join(QLatin1Char('\n')));
    pendingNote_->setText(note.join(QLatin1Char('\n')));
    pendingNote_->setVisible(!note.isEmpty());
    // Apply stays available (it says "Nothing changed", and core refuses and logs what is out of limits),
    // except while the GPU's controls are unknown because it is asleep.
    const bool usable = !busy && deviceIndex_ >= 0 && !tuningUnavailable_ && !state_.asleep;
    apply_->setEnabled(usable);
    applyValidate_->setEnabled(usable);
}

} // namespace rocmtune
