// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace rocmtune {
class Sampler;
class SamplerThread;
}

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

// The start of the commands that read the GPUs once and print text or one
// JSON document (list, ps): the description, --json and the backend options
// added, the arguments parsed and the devices opened. devices null: exit
// with exitCode (--help too).
struct ReadOnceStart {
    std::unique_ptr<DeviceSet> devices;
    bool json = false;
    int exitCode = ExitOk;
};
ReadOnceStart startReadOnce(const QString &description, const QStringList &args);
// rocmtune-cli, the program users type (app/cli/front), as this install or
// build tree has it: what a command writes into a command line that runs
// later (the login autostart entry), not this program's own path
// (libexec/rocmtune/rocmtune-cli-commands once installed).
QString frontProgramPath();

// The same command line parsed as startReadOnce parses it, printing and
// opening nothing (the exporter's one-shot answers, OneShotServer): nullopt
// when it is not a plain read (a parse error, --help, an unexpected argument,
// a bad backend option), which only a direct run can answer.
struct ReadOnceOptions {
    bool json = false;
    BackendOptions backend;
};
std::optional<ReadOnceOptions> readOnceOptions(const QStringList &args);

// The sampler of a command that streams (monitor, export, run): its log
// lines go to stderr; a failed start is printed and ends the event loop with
// ExitFailure, a good one calls onStarted (when given).
void followSampler(Sampler *sampler, QObject *context, std::function<void()> onStarted = {});
// The sampler thread of monitor and export: the devices the backend options
// name (null, after printing why, when they are bad), its sampler followed
// (followSampler). Started by the caller.
std::unique_ptr<SamplerThread> streamingSamplerFrom(const QCommandLineParser &parser, QObject *context);

} // namespace rocmtune::cli
