// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rocmtune {

enum class StressPreset { Quick, Standard, Soak, Custom, Hardware };

// A test rocmtune-bench knows, with its display name (translate in context "Stress").
struct StressTestInfo {
    const char *key;   // "compute", "link", "memory", "gemm", "train", "cnn", "power", "adaptive", "pulse" ...
    const char *label; // "FP32 compute" ...
    const char *faultKeys; // the --inject-fault kinds planted in this test ("bitflip memory nan"), or nullptr
};
const QVector<StressTestInfo> &stressTests();
const StressTestInfo *stressTestInfo(const QString &key);
QString stressTestLabel(const QString &key); // translated; the key for unknown tests

// What to run: which tests, how long each, on which GPUs (indices of the
// app's device list), with an optional fault planted on purpose.
struct StressPlan {
    StressPreset preset = StressPreset::Quick;
    QStringList tests;          // in the runner's order
    double secondsPerTest = 24; // the runner takes one duration for every test
    QVector<int> devices{0};
    QString injectFault;        // "", "bitflip", "memory" or "nan"
    // false (every preset, Soak too): the first fault a runner reports stops
    // every GPU's runner and the run FAILs at once; true: run to the end for
    // a full census of the faults.
    bool keepGoing = false;

    static StressPlan fromPreset(StressPreset preset);
    double totalSeconds() const { return secondsPerTest * tests.size(); }
    // Empty when the plan can run; otherwise why not (translated).
    QString validationError() const;
    // Arguments for rocmtune-bench on one runner device.
    QStringList runnerArguments(int runnerDevice) const;
};

const char *stressPresetKey(StressPreset preset); // "quick", "standard", "soak", "custom", "hardware"
std::optional<StressPreset> stressPresetFromKey(const QString &key);
QString stressPresetLabel(StressPreset preset); // "Quick check (2 min)" ..., translated
QStringList faultKinds();                       // "bitflip", "memory", "nan", "link"
// The test a fault is planted in ("bitflip" -> "gemm"; "nan" -> "train", the first of faultTests).
QString faultTest(const QString &fault);
// Every test the runner plants the fault in when it runs ("nan" -> "train", "cnn").
QStringList faultTests(const QString &fault);

} // namespace rocmtune
