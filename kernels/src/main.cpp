// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-bench: runs the GPU tests and reports on stdout, one JSON object a
// line (protocol in kernels/README.md). Plain C++: the GPU work lives in the
// .hip sources behind bench.hpp.
#include "arch_support.hpp"
#include "bench.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "rocmtune_bench/options.hpp"
#include "rocmtune_bench/protocol.hpp"

#include <chrono>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

using namespace rtb;


void emitHello(ProtocolWriter& writer, const DeviceInfo& device)
{
    writer.emit(JsonLine()
                    .add("type", "hello")
                    .add("device", device.name)
                    .add("device_index", device.index)
                    .add("arch", device.arch)
                    .add("compute_units", device.computeUnits)
                    .add("warp_size", device.warpSize)
                    .add("fp32_lanes_per_unit", device.fp32LanesPerUnit)
                    .beginObject("clocks")
                    .add("core_mhz", device.clockMHz)
                    .add("memory_mhz", device.memoryClockMHz)
                    .endObject()
                    .add("memory_bytes", device.memoryBytes)
                    .add("backend", device.backend)
                    .add("runner_version", kRunnerVersion)
                    .add("protocol_version", kProtocolVersion)
                    .add("arch_supported", archSupported(device.arch, archsBuilt()))
                    .addRaw("archs_built", archListJson(archsBuilt())));
}

void emitResult(ProtocolWriter& writer, const TestResult& result)
{
    writer.emit(JsonLine()
                    .add("type", "result")
                    .add("test", result.test)
                    .add("metric", result.metric)
                    .add("value", result.value)
                    .add("unit", result.unit)
                    .add("errors", result.errors)
                    .add("pass", result.pass)
                    .addRaw("details", result.detailsJson));
}

TestResult runTest(const std::string& name, const TestContext& context)
{
    if (name == "compute")
        return runComputeTest(context);
    if (name == "memory")
        return runMemoryTest(context);
    if (name == "gemm")
        return runGemmTest(context);
    if (name == "train")
        return runTrainTest(context);
    if (name == "cnn")
        return runCnnTest(context);
    if (name == "adaptive")
        return runAdaptiveTest(context);
    if (name == "pulse")
        return runPulseTest(context);
    if (name == "link")
        return runLinkTest(context);
    if (name == "p2p")
        return runP2pTest(context);
    return runPowerTest(context);
}

void listTests(ProtocolWriter& writer)
{
    for (const auto& t : knownTests()) {
        writer.emit(JsonLine()
                        .add("type", "test")
                        .add("name", t.name)
                        .add("metric", t.metric)
                        .add("unit", t.unit)
                        .add("description", t.description));
    }
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    ProtocolWriter writer(std::cout);

    const std::vector<std::string_view> arguments(argv + 1, argv + argc);
    const ParseResult parsed = parseOptions(arguments);
    if (!parsed.error.empty()) {
        std::cerr << "rocmtune-bench: " << parsed.error << "\n\n" << usageText();
        writer.error(parsed.error, kExitBadArguments);
        writer.done(false, kExitBadArguments);
        return kExitBadArguments;
    }
    const Options& options = parsed.options;
    if (options.help) {
        std::cout << usageText();
        return kExitPass;
    }
    if (options.version) {
        std::cout << "rocmtune-bench " << kRunnerVersion << " (protocol " << kProtocolVersion << ")\n";
        return kExitPass;
    }
    if (options.list) {
        listTests(writer);
        return kExitPass;
    }

    DeviceInfo device;
    try {
        device = openDevice(options.device);
    } catch (const NoGpuError& e) {
        writer.error(e.message, kExitNoGpu);
        writer.done(false, kExitNoGpu);
        return kExitNoGpu;
    } catch (const std::exception& e) {
        writer.error(std::string("GPU runtime error: ") + e.what(), kExitGpuRuntimeError);
        writer.done(false, kExitGpuRuntimeError);
        return kExitGpuRuntimeError;
    }
    emitHello(writer, device);
    if (!archSupported(device.arch, archsBuilt())) {
        // No code object for this GPU: its first kernel would fail or hang.
        writer.error(unsupportedArchMessage(device.arch, archsBuilt()), kExitArchNotSupported);
        writer.done(false, kExitArchNotSupported);
        return kExitArchNotSupported;
    }

    bool allPass = true;
    int exitCode = kExitPass;
    {
        // Beats every 250 ms while the tests keep reporting GPU progress;
        // silent once the GPU has completed no work for 5 s. Stopped before
        // the done line, which must be the last.
        Heartbeat heartbeat(writer, std::chrono::milliseconds(250), std::chrono::seconds(5));
        const TestContext context{options, writer, heartbeat, device};
        for (const auto& name : options.tests) {
            heartbeat.touch();
            try {
                const TestResult result = runTest(name, context);
                emitResult(writer, result);
                allPass = allPass && result.pass;
                if (!result.pass && options.stopOnFault)
                    break; // --stop-on-fault: the remaining tests are skipped
            } catch (const std::exception& e) {
                // A runtime failure leaves the device in an unknown state: stop.
                writer.error("GPU runtime error in test " + name + ": " + e.what(), kExitGpuRuntimeError);
                allPass = false;
                exitCode = kExitGpuRuntimeError;
                break;
            }
        }
    }
    if (exitCode == kExitPass && !allPass)
        exitCode = kExitCheckFailed;
    writer.done(allPass, exitCode);
    return exitCode;
}
