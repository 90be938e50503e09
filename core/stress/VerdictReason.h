// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

enum class VerdictReasonKind {
    ComputationErrors,   // a test's results differed from the reference (count, test)
    MemoryErrors,        // bit errors in VRAM (count, first addresses)
    TestFailed,          // a test reported failure without counting errors (loss did not fall ...)
    TestMissing,         // a planned test never reported a result
    RunnerCrashed,       // the runner died (signal, or exited without finishing)
    RunnerHung,          // no line from the runner for the heartbeat timeout
    RunnerError,         // the runner reported an error (GPU runtime error ...)
    GpuLost,             // telemetry lost the GPU during the run
    Overtemperature,     // a sensor came within the margin of its critical temperature
    ThrottledThroughput, // sustained throttling cut throughput by more than the limit
    BelowBaseline,       // throughput far below this card's own first clean run
    NoRunner,            // rocmtune-bench is not built / not found
    NoSupportedGpu,      // the runner found no GPU it can use
    Cancelled,           // the user stopped the run
    MalformedOutput,     // lines the protocol parser rejected (a note, not a failure)
    FaultInjected,       // a fault was planted on purpose (a note)
    Fault,               // protocol v2: a self-check failed (count, first fault's message and location)
    StoppedAtFault,      // the run was stopped at the first fault (a note)
    EccUncorrectable,    // new uncorrectable ECC errors in a RAS block during the run (count, detail: the block)
    EccCorrectable,      // new correctable ECC errors during the run (a warning note; detail: counts per block)
    GpuReset,            // the kernel log: a GPU job timeout, reset, wedged device or Xid (value: seconds into the run, detail: the event)
    KernelLogNotWatched, // the kernel log could not be read, so resets were not watched (a note; detail: why)
    CommandFailed,       // the user's validation command did not exit 0 (value: its exit status, detail: how it ended)
    NoWork,              // a test reported a result but did no work (no throughput, no iterations)
    PcieErrors,          // PCIe replays / AER errors rose during the run above the limit, or uncorrectable ones (count, detail)
    PcieErrorsRising,    // PCIe replays / correctable AER errors rose during the run (a warning note; count, detail)
    LinkBelowMaximum,    // the link test ran at a lower PCIe speed or width than the card supports (a note; detail)
    LinkSlow,            // the link test's copies moved under half of what the link carries (a note; value, limit GB/s)
    P2pNotRun,           // the p2p test needs two GPUs (a note; detail: the runner's words)
    DoctorFinding,       // hardware preset: a Doctor check that warned or failed (a note; detail: its summary)
};
const char *verdictReasonKey(VerdictReasonKind kind);

struct VerdictReason {
    VerdictReasonKind kind = VerdictReasonKind::RunnerError;
    int device = -1;   // the app's device index
    QString test;      // the test concerned, when there is one
    quint64 count = 0; // errors, lines ...
    QVector<quint64> addresses; // memory errors: first byte offsets
    std::optional<double> value; // the measured figure (°C, %, seconds, exit code)
    std::optional<double> limit; // what it was compared with
    QString detail;    // sensor name, runner message, signal, stderr tail ...
    QString faultKind; // Fault: "memory_bit_error", "gemm_mismatch", "nan" ...
    QJsonObject where; // Fault: the first fault's location as the runner gave it

    static VerdictReason make(VerdictReasonKind kind, int device, const QString &test = QString(), quint64 count = 0,
                              const QString &detail = QString())
    {
        VerdictReason reason;
        reason.kind = kind;
        reason.device = device;
        reason.test = test;
        reason.count = count;
        reason.detail = detail;
        return reason;
    }

    // One translated sentence for people ("GPU 0: 3 computation errors in gemm").
    QString text() const;
    QJsonObject toJson() const;
};

} // namespace rocmtune
