// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// rocmtune-cli with --backend amd-smi on a fake tree, through the copy patched
// to Debian 13's loader (ROCMTUNE_TEST_PROGRAM_DIR), whose RUNPATH holds
// libamd_smi.so.0 6.1.2.
#include "tests/integration/support/FakeSysfsRun.h"

namespace rocmtune::testing {

// `list --json` with the given backend ("amd-smi", or "auto"): the devices.
QJsonArray listWith(const FakeAmdgpuTree &tree, const QString &backend, FakeSysfsRun *run);
// `monitor --format json --backend amd-smi --count N`: one object per sample.
QList<QJsonObject> amdSmiSamples(const FakeAmdgpuTree &tree, int count, FakeSysfsRun *run);

} // namespace rocmtune::testing
