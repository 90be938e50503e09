// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>

#include <optional>

namespace rocmtune::cli {

// --interval: the sampling interval in milliseconds of the commands that
// sample for a while (monitor, export, run), Sampler's range and default.
void addIntervalOption(QCommandLineParser &parser);
// The milliseconds given; nullopt after printing why the value is bad.
std::optional<int> intervalMsOption(const QCommandLineParser &parser);

} // namespace rocmtune::cli
