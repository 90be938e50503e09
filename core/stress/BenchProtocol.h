// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

#include <optional>
#include <variant>

namespace rocmtune {

// The messages rocmtune-bench writes on stdout, one JSON object per line
// (kernels/README.md). Numbers the runner could not compute arrive as null
// and stay std::nullopt here: "not measured" is not 0.

struct BenchHello {
    QString device;        // the runtime's device name
    int deviceIndex = -1;  // the runner's (HIP/CUDA) device index
    QString arch;          // "gfx90a", "sm_90"
    QString backend;       // "hip", "cuda"
    QString runnerVersion;
    int protocolVersion = 0;
    std::optional<quint64> memoryBytes;
    std::optional<int> computeUnits;
    std::optional<double> coreClockMegahertz;
    QString pciBusId;      // when the runner reports it
    // Protocol v2: whether the binary has code for this GPU, and for which
    // architectures it was built ("gfx90a", "sm_90"). nullopt/empty: not said.
    std::optional<bool> archSupported;
    QStringList archsBuilt;
    QJsonObject raw;       // the whole line, for the report
};

struct BenchProgress {
    QString test;
    double percent = 0;
    std::optional<double> elapsedSeconds;
    std::optional<double> throughput;
    QString unit;
    std::optional<quint64> errors; // protocol v2: the test's fault count so far
};

// Protocol v2: a self-check failed, written the moment it was found.
// count is the test's cumulative number of faults (memory: bit errors, gemm:
// differing elements of the repetition; a NaN that spreads is one fault).
struct BenchFault {
    QString test;
    QString kind;    // "memory_bit_error", "gemm_mismatch", "nan" ... (open set)
    quint64 count = 0;
    QString message; // what and where, in the runner's words
    QJsonObject where; // "index", "row", "col", "address", "bit", "step", "repetition", "expected", "actual"
    std::optional<double> elapsedSeconds;
};

struct BenchHeartbeat {
    std::optional<double> elapsedSeconds;
};

struct BenchResult {
    QString test;
    QString metric;
    std::optional<double> value;
    QString unit;
    quint64 errors = 0;
    bool pass = false;
    QJsonObject details; // test-specific: addresses of memory errors, losses ...
};

struct BenchError {
    QString message;
    int code = 0;
};

struct BenchDone {
    bool pass = false;
    int exitCode = 0;
};

// A line of `rocmtune-bench --list`.
struct BenchTestListing {
    QString name;
    QString metric;
    QString unit;
    QString description;
};

using BenchMessage = std::variant<BenchHello, BenchProgress, BenchHeartbeat, BenchResult, BenchError, BenchDone, BenchTestListing, BenchFault>;

struct BenchLineParse {
    std::optional<BenchMessage> message;
    QString error; // why the line was rejected (English, for logs and reports)
};

// Parses one line strictly: a JSON object with a known "type" and every
// required field of the right type. Unknown extra fields are ignored (newer
// runners may add some); anything else is rejected with a reason. Never throws.
BenchLineParse parseBenchLine(const QByteArray &line);

// Splits a byte stream into lines. A line longer than maxLineBytes is cut off
// and reported through takeLines' overlong flag instead of growing forever.
class BenchLineBuffer
{
public:
    static constexpr int kDefaultMaxLineBytes = 1 << 20;
    explicit BenchLineBuffer(int maxLineBytes = kDefaultMaxLineBytes) : maxLineBytes_(maxLineBytes) {}

    struct Line {
        QByteArray text;
        bool overlong = false; // text holds only the start of the line
    };

    void append(const QByteArray &bytes);
    // Complete lines received so far (without the newline; a trailing \r is dropped).
    QVector<Line> takeLines();
    // At end of stream: the unterminated rest, if any.
    std::optional<Line> takeRest();

private:
    int maxLineBytes_;
    QByteArray pending_;
    bool discarding_ = false; // inside an overlong line, waiting for its newline
    QVector<Line> lines_;
};

} // namespace rocmtune
