// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// rocmsmi-backend-tool's answer: ok, message and every write(2) to /sys with
// its exact bytes ("file <- bytes", in order), for the per-family write tests.
#include "tests/integration/support/FakeSysfsRun.h"

#include <string>
#include <vector>

namespace rocmtune::testing {

struct BackendToolResult {
    FakeSysfsRun run;
    bool ok = false;
    QString message;
    std::vector<std::string> writes;
};

// Runs the tool; adds a gtest failure if it crashed or the namespace failed.
BackendToolResult runBackendToolRecorded(const FakeAmdgpuTree &tree, const QStringList &args);
inline std::string recordedWrite(const char *file, const char *data) { return std::string(file) + " <- " + data; }

} // namespace rocmtune::testing
