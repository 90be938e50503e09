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
//   static const CommandRegistration kRegistration{"list", QT_TRANSLATE_NOOP("Cli", "..."), runList};
// so adding a command never touches main.cpp.
std::map<QString, Command> &commandRegistry();

struct CommandRegistration {
    CommandRegistration(const char *name, const char *summary, std::function<int(const QStringList &)> run)
    {
        commandRegistry()[QString::fromLatin1(name)] = Command{summary, std::move(run)};
    }
};

} // namespace rocmtune::cli
