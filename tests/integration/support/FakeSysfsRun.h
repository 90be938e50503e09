// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/integration/fixture/FakeAmdgpuTree.h"
#include "tests/support/ProcessStream.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace rocmtune::testing {

// The result of one program run inside the fake sysfs namespace.
struct FakeSysfsRun {
    int exitCode = -1;    // 125: the namespace could not be set up
    bool crashed = false; // killed by a signal (a library abort shows here)
    bool timedOut = false;
    QString out;
    QString err;
    QString describe() const; // for failure messages
};

// Runs PROGRAM ARGS through rocmtune-fakesys with the tree mounted (as user
// uid when it is not -1).
FakeSysfsRun runInFakeSysfs(const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, int timeoutMs = 30000,
                            int uid = -1);
// rocmtune-cli ARGS in the namespace.
FakeSysfsRun runCli(const FakeAmdgpuTree &tree, const QStringList &args, int timeoutMs = 30000);
// rocmsmi-backend-tool ARGS in the namespace.
FakeSysfsRun runBackendTool(const FakeAmdgpuTree &tree, const QStringList &args, int uid = -1);

// `list --json --backend rocm-smi`: the "devices" array (empty on failure).
QJsonArray listDevices(const FakeAmdgpuTree &tree, FakeSysfsRun *run);
// `monitor --format json --backend rocm-smi --count N --interval MS`: one object per line.
QList<QJsonObject> monitorSamples(const FakeAmdgpuTree &tree, int count, FakeSysfsRun *run, int intervalMs = 100);
QList<QJsonObject> parseJsonLines(const QString &text);
// Monitor samples per card in the fast-path tests: past the 10th tick, where
// the backends re-read the settings.
inline constexpr int kTicksPastSettingsRead = 12;
// The first of these samples that is of this device (empty when none is).
QJsonObject sampleOfDevice(const QList<QJsonObject> &samples, int device);

// A metric's value in a monitor sample; NaN when null or absent.
double metricValue(const QJsonObject &sample, const char *key);
bool metricIsNull(const QJsonObject &sample, const char *key);

// Starts the command in the namespace without waiting (long monitor runs);
// read it, act and finish it through `process`.
void startInFakeSysfs(StreamedProcess &process, const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, int uid = -1);
// Reads a streamed `monitor --format json` until it printed at least `lines` samples.
::testing::AssertionResult readSamplesUntil(StreamedProcess &monitor, int lines, int timeoutMs = 20000);

// The programs under test. With ROCMTUNE_TEST_PROGRAM_DIR set (the
// "rocm-smi-6." tests, tests/integration/CMakeLists.txt) the copies there,
// which run with Debian 13's loader and librocm_smi64 6.1.2 (its folder is
// the symlink DIR/lib); otherwise the build's own, with the system library.
QString testedLibraryProgramDir();
QString cliPath();
QString backendToolPath();

} // namespace rocmtune::testing
