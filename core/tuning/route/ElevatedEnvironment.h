// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// True when this process runs as root on behalf of another user: started by
// pkexec (PKEXEC_UID), sudo (SUDO_UID), doas (DOAS_USER), or set-user-ID
// (real uid not root). pkexec clears the caller's environment, but `sudo -E`
// keeps it, so such a process must not let the caller's variables choose
// what it loads or where it writes.
bool runsElevatedForAnotherUser();

// In such a process, removes every variable that would load code or move
// paths: ROCMTUNE_* (state folder, backend, vendor library paths, simulator
// state), RSMI_* (the ROCm SMI library's debug overrides redirect its driver
// file reads and writes) and QT_PLUGIN_PATH. Returns how many were removed.
// Call it first in main(), before anything reads the environment.
int dropCallerControlledEnvironment();

} // namespace rocmtune
