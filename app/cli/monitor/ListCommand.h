// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rocmtune {
class DeviceSet;
}

namespace rocmtune::cli {

// What `list` prints for these devices (text, or the JSON document), read now.
// Also the exporter's answer to a one-shot `list` (OneShotServer).
QString listOutput(DeviceSet &devices, bool json);

// rocmtune-cli list [--json] [backend options]
int runList(const QStringList &args);

} // namespace rocmtune::cli
