// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QStringList>

#include <functional>

namespace rocmtune::cli {

// rocmtune-cli profile list|show|save|apply|export|import|delete|rename|login
//
// Exit codes (also in README.md and `rocmtune-cli profile --help`):
enum ProfileExitCode : int {
    ProfileExitOk = 0,
    ProfileExitFailure = 1,      // could not read/write the profile folder, no GPUs ...
    ProfileExitBadArguments = 2, // wrong options
    ProfileExitRefused = 3,      // another model without --override-model, outside the card's limits,
                                 // a name already taken: nothing was changed
    ProfileExitNotFound = 4,     // no such profile, no such GPU
    ProfileExitApplyFailed = 5,  // the values were written but did not stick and were rolled back
                                 // (or the helper failed); at login: any GPU failed
    ProfileExitBadFile = 6,      // import: the file is not a valid profile; or a stored profile file cannot be read
    // apply --validate: 7-10, ValidationExitCode in ValidatedChange.h.
};

int runProfile(const QStringList &args);

// Every subcommand lives in its own file and registers itself:
//   const ProfileSubcommand kSave{"save", "NAME --gpu N [--for-device|--for-model]", describe, addOptions, runSave};
// `run` gets the parsed options and the positional arguments.
struct ProfileSubcommand {
    using AddOptions = std::function<void(QCommandLineParser &)>;
    using Run = std::function<int(const QCommandLineParser &, const QStringList &positional)>;
    ProfileSubcommand(const char *name, const char *synopsis, const char *description, AddOptions addOptions, Run run);
};

// The AddOptions of a subcommand with no options of its own.
void addNoOptions(QCommandLineParser &parser);

} // namespace rocmtune::cli
