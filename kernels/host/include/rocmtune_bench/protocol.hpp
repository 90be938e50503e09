// SPDX-License-Identifier: GPL-3.0-or-later
// The runner's stdout protocol: one JSON object per line, written from several
// threads (the test driver and the heartbeat thread) without interleaving.
#pragma once

#include "rocmtune_bench/json_line.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <ostream>
#include <string_view>
#include <thread>

namespace rtb {

inline constexpr int kProtocolVersion = 2;
inline constexpr std::string_view kRunnerVersion = "0.1.0";

// Documented exit codes (kernels/README.md).
enum ExitCode : int {
    kExitPass = 0,
    kExitCheckFailed = 1,
    kExitBadArguments = 2,
    kExitNoGpu = 3,
    kExitGpuRuntimeError = 4,
};

class ProtocolWriter {
public:
    explicit ProtocolWriter(std::ostream& out);

    // Seconds since this writer was created (the run's clock).
    double elapsedSeconds() const;

    void emit(const JsonLine& line);
    // `errors`: the current test's fault count so far (protocol v2).
    void progress(std::string_view test, double percent, double throughput, std::string_view unit,
                  std::uint64_t errors = 0);
    // A self-check failed (protocol v2): written and flushed at once. `whereJson`
    // is a JSON object (machine-readable location), `count` the test's
    // cumulative fault count. `injectedAtSeconds` (run clock, >= 0): when an
    // --inject-fault fault was planted in this test, written as
    // "fault_injected_at_s" so a reader that stops the runner at this line
    // still knows how long the checks took; negative: not written.
    void fault(std::string_view test, std::string_view kind, std::uint64_t count, std::string_view message,
               std::string_view whereJson, double injectedAtSeconds = -1.0);
    void heartbeat();
    void error(std::string_view message, int code);
    void done(bool pass, int exitCode);

private:
    std::ostream& out_;
    std::mutex mutex_;
    const std::chrono::steady_clock::time_point start_;
};

// Emits a heartbeat line every `interval` while the driver keeps calling
// touch(). When the driver has not touched it for `staleAfter` (the GPU stopped
// completing work, so the driver is stuck in a wait) heartbeats stop: a hung
// GPU shows as silence on the protocol.
class Heartbeat {
public:
    Heartbeat(ProtocolWriter& writer, std::chrono::milliseconds interval, std::chrono::milliseconds staleAfter);
    ~Heartbeat();
    Heartbeat(const Heartbeat&) = delete;
    Heartbeat& operator=(const Heartbeat&) = delete;

    void touch();

private:
    void loop();
    ProtocolWriter& writer_;
    const std::chrono::milliseconds interval_;
    const std::chrono::milliseconds staleAfter_;
    std::atomic<std::int64_t> lastTouchNanoseconds_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;
};

} // namespace rtb
