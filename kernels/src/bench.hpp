// SPDX-License-Identifier: GPL-3.0-or-later
// Interface between the runner's driver (main.cpp, plain C++) and the tests
// (GPU sources). No GPU runtime types appear here.
#pragma once

#include "rocmtune_bench/faults.hpp"
#include "rocmtune_bench/options.hpp"
#include "rocmtune_bench/protocol.hpp"

#include <cstdint>
#include <chrono>
#include <string>
#include <utility>

namespace rtb {

struct DeviceInfo {
    int index = 0;
    std::string name;
    std::string arch;    // "sm_90", "gfx90a:sramecc+:xnack-", ...
    std::string backend; // "cuda" or "hip"
    int computeUnits = 0;
    int warpSize = 0;
    double clockMHz = 0.0; // peak SM/CU clock reported by the runtime
    double memoryClockMHz = 0.0;
    std::uint64_t memoryBytes = 0;
    int fp32LanesPerUnit = 0;
};

struct TestContext {
    const Options& options;
    ProtocolWriter& writer;
    Heartbeat& heartbeat;
    const DeviceInfo& device;
};

struct TestResult {
    std::string test;
    std::string metric;
    std::string unit;
    double value = 0.0;
    std::uint64_t errors = 0;
    bool pass = false;
    std::string detailsJson = "{}"; // a JSON object
};

// Number of GPUs; throws NoGpuError when there is none or no usable driver.
int gpuDeviceCount();
DeviceInfo openDevice(int index);

TestResult runComputeTest(const TestContext& context);
TestResult runMemoryTest(const TestContext& context);
TestResult runGemmTest(const TestContext& context);
TestResult runTrainTest(const TestContext& context);
TestResult runPowerTest(const TestContext& context);
TestResult runCnnTest(const TestContext& context);
TestResult runAdaptiveTest(const TestContext& context);
TestResult runPulseTest(const TestContext& context);
TestResult runLinkTest(const TestContext& context); // link.hip
TestResult runP2pTest(const TestContext& context);  // p2p.hip

// Thrown by gpuDeviceCount()/openDevice() when no GPU can be used (exit 3).
struct NoGpuError {
    std::string message;
};

} // namespace rtb

namespace rtb {

// Wall clock of one test, its faults (fault lines the moment a check fails)
// and rate-limited progress lines (about 2 a second) carrying the fault count.
// Every update also touches the heartbeat: the caller has just seen the GPU
// finish work. With --stop-on-fault, timeLeft() is false once a fault is seen.
class TestProgress {
public:
    TestProgress(const TestContext& context, std::string test, std::string unit, double durationSeconds)
        : faults(context.writer, test, context.options.stopOnFault)
        , context_(context)
        , test_(std::move(test))
        , unit_(std::move(unit))
        , durationSeconds_(durationSeconds)
        , start_(std::chrono::steady_clock::now())
    {
    }

    FaultLog faults;
    bool stopRequested() const { return faults.stopRequested(); }

    double elapsedSeconds() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }
    bool timeLeft() const { return !faults.stopRequested() && elapsedSeconds() < durationSeconds_; }
    // Seconds on the run's clock (the elapsed_s of the protocol lines).
    double runSeconds() const { return context_.writer.elapsedSeconds(); }

    void update(double throughput, bool force = false)
    {
        context_.heartbeat.touch();
        const double now = elapsedSeconds();
        if (!force && now - lastReportSeconds_ < 0.5)
            return;
        lastReportSeconds_ = now;
        const double percent = now >= durationSeconds_ ? 100.0 : 100.0 * now / durationSeconds_;
        context_.writer.progress(test_, percent, throughput, unit_, faults.count());
    }

private:
    const TestContext& context_;
    std::string test_;
    std::string unit_;
    double durationSeconds_;
    std::chrono::steady_clock::time_point start_;
    double lastReportSeconds_ = -1.0;
};

} // namespace rtb
