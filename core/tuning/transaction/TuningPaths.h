// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// Where the journal and the tuning log live. ROCMTUNE_STATE_DIR overrides
// (tests); as root /var/lib/rocmtune (shared by the helper, the CLI and the
// GUI's read-only view); otherwise the user's application data folder
// (QStandardPaths::AppLocalDataLocation)/tuning.
QString tuningStateDirectory();
// The system folder, readable by every user (the helper writes it).
QString systemTuningStateDirectory();
// Where the record of what ROCm Tune set for a GPU lives (SetRecord): with
// the changes, i.e. this process's folder for simulated GPUs, as root or
// with ROCMTUNE_STATE_DIR, else the helper's system folder.
QString setRecordDirectoryFor(bool simulated);

} // namespace rocmtune
