// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthFinding.h"

#include <QString>

namespace rocmtune {

// What `health --slurm` does to this node, from the report and the node's
// state and reason as `scontrol show node -o` prints them. Only a drain
// whose reason starts with "rocmtune:" is ours: a node drained by anyone
// else is never drained again, re-worded or resumed.
struct SlurmAction {
    enum class Kind {
        None,          // nothing to do
        Drain,         // drain (or re-word our drain) with `reason`
        Resume,        // our drain, and the GPUs are no longer unhealthy
        LeaveAdminDrain, // unhealthy, but drained by someone else: left alone
    };
    Kind kind = Kind::None;
    QString reason;
};

inline constexpr const char *kSlurmReasonPrefix = "rocmtune:";

// "rocmtune: GPU 1 uncorrectable ECC errors (1) [0000:11:00.0]"; with more
// findings "... (+2 more)". At most 200 characters.
QString slurmDrainReason(const HealthReport &report);
SlurmAction decideSlurmAction(const HealthReport &report, const QString &nodeState, const QString &nodeReason);

// State= and Reason= of one `scontrol show node -o` line. Reason runs to the
// end of the line, less Slurm's " [user@time]" stamp.
struct SlurmNodeFields {
    QString state;
    QString reason;
};
SlurmNodeFields parseSlurmNodeLine(const QString &line);

} // namespace rocmtune
