// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/Doctor.h"
#include "core/stress/StressVerdict.h"
#include "core/stress/VerdictReason.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace rocmtune {

// "I changed hardware: check everything" (the hardware preset): Doctor's
// checks that a moved card, a new riser or board can break, then the stress
// run (link and p2p tests, a short run of every other test, ECC and PCIe
// error deltas), read together as one verdict that names the component at
// fault in a user's words.

// The Doctor checks of the hardware check: driver, device access, the
// card's architecture, PCIe link and ECC (not the software checks).
QStringList hardwareDoctorCheckIds();
DoctorReport runHardwareDoctorChecks(const DoctorEnvironment &environment);

// Every check that warned or failed, as a DoctorFinding note.
QVector<VerdictReason> doctorFindings(const DoctorReport &report);

// Which part a reason points at, in a user's words ("the PCIe connection
// (slot, riser or cable)"); empty for reasons that point at none (the user
// cancelled, no runner ...).
QString componentOfReason(const VerdictReason &reason);

// One line per GPU and part at fault ("GPU 0: the PCIe connection (slot,
// riser or cable)"), failures first, then what the notes point at (a link
// below its maximum, rising PCIe errors, Doctor's findings); empty when
// nothing is at fault.
QStringList componentsAtFault(const StressVerdict &verdict, const QVector<VerdictReason> &doctorFindings);

// The one sentence the hardware check ends with.
QString hardwareCheckSummary(const StressVerdict &verdict, const QVector<VerdictReason> &doctorFindings);

// {"doctor":[check results that warned or failed],"components_at_fault":[...],"summary":"..."}
QJsonObject hardwareCheckToJson(const StressVerdict &verdict, const DoctorReport &doctor);

} // namespace rocmtune
