// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <map>

namespace rocmtune::cli {

struct Command {
    const char *summary; // English; translated in context "Cli"
    std::function<int(const QStringList &)> run;
};

// Commands register themselves from their own source file:
//   ROCMTUNE_CLI_COMMAND("list", QT_TRANSLATE_NOOP("Cli", "..."), runList);
// so adding a command never touches main.cpp.
std::map<QString, Command> &commandRegistry();

struct CommandRegistration {
    CommandRegistration(const char *name, const char *summary, std::function<int(const QStringList &)> run)
    {
        commandRegistry()[QString::fromLatin1(name)] = Command{summary, std::move(run)};
    }
};

} // namespace rocmtune::cli

// The registration object of one command. Its name is made unique per
// translation unit (__COUNTER__), so that several commands' sources compile
// in one unity batch without each inventing a name of its own.
#define ROCMTUNE_CLI_COMMAND_CONCAT2(a, b) a##b
#define ROCMTUNE_CLI_COMMAND_CONCAT(a, b) ROCMTUNE_CLI_COMMAND_CONCAT2(a, b)
#define ROCMTUNE_CLI_COMMAND(name, summary, run) \
    static const ::rocmtune::cli::CommandRegistration ROCMTUNE_CLI_COMMAND_CONCAT(kRegistration, __COUNTER__){name, summary, run}
