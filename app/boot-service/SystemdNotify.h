// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace rocmtune {

// sd_notify(3) without libsystemd: one datagram to $NOTIFY_SOCKET (a path,
// or an abstract socket when it starts with '@'). False when there is no
// socket (not started by systemd) or sending failed.
bool notifySystemd(const QByteArray &state);

} // namespace rocmtune
