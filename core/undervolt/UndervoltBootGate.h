// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/undervolt/UndervoltProof.h"

namespace rocmtune {

// What the boot service does with a card's undervolt (a negative GFX voltage
// offset in its boot profile) whose proof is stored (UndervoltProof):
// - a GPU reset followed its last application (this apply is the one after
//   a reset, or one was recorded before): it is left out, now and until the
//   card is proven again, and the log says why;
// - the versions it was proven on changed: the log says it needs
//   re-validation, then it is applied as the profile says;
// - otherwise the log says it is proven and still valid (or that the
//   profile goes below the proven offset), and it is applied;
// - each application is recorded (lastAppliedMs).
// Without a stored proof nothing changes (logLine empty, apply true).
struct UndervoltBootDecision {
    bool apply = true;
    QString logLine; // for the tuning log before the apply; empty: nothing to say
};

UndervoltBootDecision decideUndervoltAtBoot(const UndervoltProofStore &store, const DeviceInfo &info, int offsetMillivolts, bool afterGpuReset,
                                            qint64 nowMs, const QString &kernelVersion, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace rocmtune
