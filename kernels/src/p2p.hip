// SPDX-License-Identifier: GPL-3.0-or-later
// The p2p test: device-to-device copies from the GPU under test to every
// other GPU the runtime sees, over peer access where the runtime allows it,
// else staged through host memory by the runtime (the result says which),
// each copy checked word by word on the receiving GPU. Each GPU's runner
// measures its own row of the GB/s matrix, so a run over every GPU covers
// every ordered pair.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "link_compat.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "rocmtune_bench/transfer_check.hpp"
#include "transfer_faults.hpp"

#include <limits>
#include <memory>
#include <vector>

namespace rtb {

namespace {

constexpr std::uint64_t kPeerCopyBytes = 64ull << 20;
constexpr int kMinRounds = 3;

// What the GPU under test sends to one other GPU: the destination there and
// the check of what arrived.
struct PeerTarget {
    PeerTarget(int device, std::uint64_t words)
        : index(device)
        , destination(words)
        , log(1)
    {
        RTB_GPU_CHECK(gpuMemset(log.get(), 0, sizeof(ErrorLog)));
    }
    int index;
    int peer = 0; // the GPU under test may access this one directly
    DeviceBuffer<std::uint32_t> destination;
    DeviceBuffer<ErrorLog> log;
    GpuStream stream;
    ReportedErrors reported;
    std::vector<double> ms;
};

std::string gpuName(int index)
{
    return "GPU " + std::to_string(index);
}

TestResult p2pResult(double value, std::uint64_t errors, const std::string& details)
{
    TestResult result;
    result.test = "p2p";
    result.metric = "p2p_gbps";
    result.unit = "GB/s";
    result.value = value;
    result.errors = errors;
    result.pass = errors == 0;
    result.detailsJson = details;
    return result;
}

} // namespace

TestResult runP2pTest(const TestContext& context)
{
    const Options& options = context.options;
    const int from = context.device.index;
    const int devices = gpuDeviceCount();
    if (devices < 2) {
        // Nothing was measured: value null, "skipped" says why (a host shows
        // "needs two GPUs", never a measured pass).
        JsonLine details;
        details.add("devices", devices).add("from_device", from).add("skipped", p2pNeedsTwoGpusMessage(devices));
        details.addNull("gbps_to").addNull("paths_to").addNull("first_fault").addNull("first_fault_message");
        return p2pResult(std::numeric_limits<double>::quiet_NaN(), 0, details.str());
    }
    TestProgress progress(context, "p2p", "GB/s", options.durationSeconds);
    const std::uint64_t words = kPeerCopyBytes / 4;

    DeviceBuffer<std::uint32_t> source(words);
    GpuStream stream;
    GpuEvent start, stop;
    std::vector<std::unique_ptr<PeerTarget>> targets;
    for (const int to : peerTargets(from, devices)) {
        RTB_GPU_CHECK(gpuSetDevice(to));
        targets.push_back(std::make_unique<PeerTarget>(to, words));
        RTB_GPU_CHECK(gpuSetDevice(from));
        RTB_GPU_CHECK(gpuDeviceCanAccessPeer(&targets.back()->peer, from, to));
        if (targets.back()->peer) {
            const gpuError_t status = gpuDeviceEnablePeerAccess(to, 0);
            if (status == gpuErrorPeerAccessAlreadyEnabled)
                (void)gpuGetLastError();
            else
                RTB_GPU_CHECK(status);
        }
    }

    std::uint64_t rounds = 0, bytesChecked = 0;
    do {
        const Pattern pattern = transferPattern(rounds); // alternates: a copy that did not happen shows
        for (auto& target : targets) {
            RTB_GPU_CHECK(gpuSetDevice(from));
            launchWritePattern(source.get(), words, pattern, options.seed, 0, context.device.computeUnits, stream.get());
            start.record(stream.get());
            RTB_GPU_CHECK(gpuMemcpyPeerAsync(target->destination.get(), target->index, source.get(), from, kPeerCopyBytes,
                                             stream.get()));
            stop.record(stream.get());
            target->ms.push_back(elapsedMilliseconds(start, stop));

            RTB_GPU_CHECK(gpuSetDevice(target->index));
            launchVerifyPattern(target->destination.get(), words, pattern, options.seed, 0, false, target->log.get(),
                                context.device.computeUnits, target->stream.get());
            ErrorLog log;
            RTB_GPU_CHECK(gpuMemcpyAsync(&log, target->log.get(), sizeof log, gpuMemcpyDeviceToHost, target->stream.get()));
            target->stream.synchronize();
            reportTransferErrors(log, gpuName(from) + " to " + gpuName(target->index), transferPatternName(pattern),
                                 progress, target->reported);
            bytesChecked += kPeerCopyBytes;
            progress.update(double(kPeerCopyBytes) / (target->ms.back() * 1e-3) / 1e9);
            if (progress.stopRequested())
                break;
        }
        ++rounds;
    } while (!progress.stopRequested() && (progress.timeLeft() || rounds < kMinRounds));
    RTB_GPU_CHECK(gpuSetDevice(from));

    std::vector<double> row(devices, -1.0);
    std::string pathsJson = "[";
    double weakest = std::numeric_limits<double>::infinity();
    for (int to = 0; to < devices; ++to) {
        if (to)
            pathsJson += ',';
        const PeerTarget* target = nullptr;
        for (const auto& t : targets)
            if (t->index == to)
                target = t.get();
        if (!target) {
            pathsJson += "null";
            continue;
        }
        pathsJson += target->peer ? "\"peer\"" : "\"host\"";
        if (!target->ms.empty()) {
            row[to] = double(kPeerCopyBytes) / (median(target->ms) * 1e-3) / 1e9;
            weakest = std::min(weakest, row[to]);
        }
    }
    pathsJson += "]";

    JsonLine details;
    details.add("devices", devices)
        .add("from_device", from)
        .add("bytes_per_copy", kPeerCopyBytes)
        .addRaw("gbps_to", gbpsRowJson(from, row))
        .addRaw("paths_to", pathsJson)
        .add("paths_mean", "peer: direct GPU-to-GPU access; host: the runtime stages the copy through host memory")
        .add("rounds", rounds)
        .add("bytes_checked", bytesChecked);
    progress.faults.addTo(details);
    return p2pResult(weakest, progress.faults.count(), details.str());
}

} // namespace rtb
