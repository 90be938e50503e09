// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QTextStream>

namespace rocmtune::cli {

// Prints a tuning answer (the JSON the helper and TuningRequestHandler give)
// as text for a person: show's table, or an operation's steps and outcome.
// verbose: "tuning show" adds the driver file behind each control not offered.
void printTuningAnswer(const QJsonObject &answer, QTextStream &stream, bool verbose = false);

// rocmtune-cli tuning log: the user's log and, when different, the system
// log the helper writes. gpuFilter: a GPU id (or empty for all).
int printTuningLog(const QString &gpuFilter, bool json);

} // namespace rocmtune::cli
