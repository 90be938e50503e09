// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

namespace rocmtune::cli {

// Exit codes shared by every rocmtune-cli command.
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,     // the command ran and failed (no device, backend error ...)
    ExitBadArguments = 2,
};

QTextStream &out();
QTextStream &err();

// --backend, --sim-gpus, --sim-load, --sim-seed
void addBackendOptions(QCommandLineParser &parser);
// Reads those options; on a bad value prints why and returns false.
bool backendOptionsFrom(const QCommandLineParser &parser, BackendOptions *options);

// The parser's help with "rocmtune-cli <command>" in the usage line, not the
// binary's path, laid out for 80 columns by display width (layOutHelp).
QString helpText(const QCommandLineParser &parser, const QString &command);
// -h, --help, in our words (instead of QCommandLineParser::addHelpOption).
QCommandLineOption helpOption();

// Parses a subcommand's arguments (args[0] is "rocmtune-cli <command>").
// Handles --help; returns false with *exitCode set when the caller should exit.
bool parseOrExit(QCommandLineParser &parser, const QStringList &args, int *exitCode);

// Creates the device set or prints why it could not; returns null then.
std::unique_ptr<DeviceSet> openDevices(const BackendOptions &options, bool verbose);

// backendOptionsFrom + openDevices, the start of most commands: on failure
// prints why, sets *exitCode (bad arguments or failure) and returns null.
std::unique_ptr<DeviceSet> openDevicesFrom(const QCommandLineParser &parser, int *exitCode);

// The start of the commands that read the GPUs once (list, ps): the backend
// options added, the arguments parsed and the devices opened. Returns null
// with *exitCode set when the command should exit (--help too).
std::unique_ptr<DeviceSet> parseAndOpenDevices(QCommandLineParser &parser, const QStringList &args, int *exitCode);

} // namespace rocmtune::cli
