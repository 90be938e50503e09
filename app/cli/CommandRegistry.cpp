// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandRegistry.h"

namespace rocmtune::cli {

std::map<QString, Command> &commandRegistry()
{
    static std::map<QString, Command> registry;
    return registry;
}

} // namespace rocmtune::cli
