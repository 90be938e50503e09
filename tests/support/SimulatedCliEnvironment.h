// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The environment the process tests run rocmtune programs in: simulated GPUs
// whose settings live in DIR/sim.json (so one program sees what another set),
// state in DIR/state, configuration in DIR/config, the helper and its waiter
// on simulated GPUs too, the C locale; no simulated write delay left over
// from the caller's environment, and none of sudo's or pkexec's variables
// (under `sudo ctest` the helper would take itself for root working for
// another user and ignore the ROCMTUNE_* variables: ElevatedEnvironment.h).
#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace rocmtune::testing {

inline QProcessEnvironment simulatedCliEnvironment(const QTemporaryDir &dir, int gpus = 2)
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    e.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), dir.filePath(QStringLiteral("state")));
    e.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), dir.filePath(QStringLiteral("sim.json")));
    e.insert(QStringLiteral("ROCMTUNE_SIM_GPUS"), QString::number(gpus));
    e.insert(QStringLiteral("ROCMTUNE_HELPER_BACKEND"), QStringLiteral("sim")); // never a real GPU
    e.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    for (const char *name : {"SUDO_UID", "SUDO_USER", "PKEXEC_UID", "DOAS_USER", "ROCMTUNE_SIM_WRITE_DELAY_MS"})
        e.remove(QString::fromLatin1(name));
    return e;
}

} // namespace rocmtune::testing
