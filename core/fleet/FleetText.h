// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/FleetSnapshot.h"

#include <QStringList>

namespace rocmtune {

// The fleet's cells as text, translated, shared by "rocmtune-cli fleet" and
// the GUI's Fleet view so both say the same. "N/A" where Prometheus has no value.
namespace FleetText {
enum Column { Gpu, Name, Temperature, Power, Utilization, Ecc, Throttle, Alerts, LastSeen, ColumnCount };

QString header(Column column);
QString cell(Column column, const FleetGpu &gpu, double nowSec);
// "node1:9400 (job rocmtune): up, scraped 2 s ago" / "...: down (connection refused)".
QString nodeLine(const FleetNode &node, double nowSec);
// "3 s ago", "5 min ago", "2 h ago", or a date.
QString ago(double thenSec, double nowSec);
// Translated names of exported throttle reasons ("power_cap" -> "power cap").
QString throttleReasons(const QStringList &keys);
QString alertNames(const QVector<FleetAlert> &alerts);
// "2 nodes, 5 GPUs, 1 alert firing" and the families nobody reports.
QString summary(const FleetSnapshot &snapshot);
// Text from a Prometheus server (label values, errors) made safe for a
// terminal: control characters (C0, DEL, C1: escape sequences) and the
// bidirectional overrides become U+FFFD, so a hostile server's labels cannot
// drive the admin's terminal.
QString printable(const QString &text);
} // namespace FleetText

} // namespace rocmtune
