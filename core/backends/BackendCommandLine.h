// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"

#include <QCommandLineParser>
#include <QString>

namespace rocmtune {

// The device-source options every executable takes (rocmtune, rocmtune-cli):
// --backend, --sim-gpus, --sim-load, --sim-seed.
void addBackendOptions(QCommandLineParser &parser);

// Reads those options into *options. Returns an empty string on success,
// otherwise why a value is wrong, in words for a person.
QString readBackendOptions(const QCommandLineParser &parser, BackendOptions *options);

} // namespace rocmtune
