// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthFinding.h"

#include <QJsonObject>
#include <QString>

namespace rocmtune::cli {

struct SlurmOutcome {
    bool ok = true;      // scontrol answered and did what was asked
    QString node;
    QString action;      // "none", "drain", "resume", "left_admin_drain", "error"
    QString reason;      // the drain reason set, or the admin's that was left
    QString text;        // one line for a person, translated
    QJsonObject toJson() const;
};

// `health --slurm`: reads this node's state with `scontrol show node -o`,
// then drains or resumes it as decideSlurmAction() (core/health/SlurmDrain.h)
// says. node empty: $SLURMD_NODENAME (slurmd sets it for the health check
// program), else the short host name.
SlurmOutcome applySlurmAction(const HealthReport &report, const QString &node);

} // namespace rocmtune::cli
