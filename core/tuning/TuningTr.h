// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Tuning" of tuning (core/tuning, its controls and the backends' tuning words): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct TuningTr {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};

// The translation context "TuningJournal": the lock around the tuning journal.
struct TuningJournalTr {
    Q_DECLARE_TR_FUNCTIONS(TuningJournal)
};

} // namespace rocmtune
