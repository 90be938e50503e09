// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>

#include <optional>

namespace rocmtune::cli {

// --settle-seconds: samples of the first N seconds after a GPU wakes from
// runtime suspend are marked unsettled (WakeSettling); monitor and export
// take it (other commands use the default).
void addSettleOption(QCommandLineParser &parser);
// The seconds given (default WakeSettling::kDefaultSeconds); nullopt after
// printing why the value is bad.
std::optional<int> settleSecondsOption(const QCommandLineParser &parser);

} // namespace rocmtune::cli
