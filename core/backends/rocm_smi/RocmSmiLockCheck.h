// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune {

// librocm_smi64 keeps one process-shared pthread mutex per card at the start of
// /dev/shm/rocm_smi_card<N>. 5.2.3's rsmi_init waits 5 s for each and fails
// when another program holds one. 6.1.2 waits 5 s and then re-initialises the
// mutex under its holder ("<pid> re-init the mutex ..."), so two programs would
// drive the card at once. Before rsmi_init we wait for each lock ourselves (up
// to timeoutMs) and return the files whose lock another program still holds.
// A lock left by a program that died (robust mutex) is made consistent and is
// not reported.
QStringList rocmSmiLocksHeldByOthers(int timeoutMs);

} // namespace rocmtune
