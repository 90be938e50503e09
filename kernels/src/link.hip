// SPDX-License-Identifier: GPL-3.0-or-later
// The link test: pinned host<->device copies over the PCIe link, host to
// device, device to host and both at once, every byte checked (a copy into
// VRAM by the GPU's pattern verify, a copy into host memory by the CPU), the
// rate per direction against what the link's current and maximum speed and
// width carry in practice (rocmtune_bench/pcie_link.hpp).
#include "bench.hpp"
#include "common_kernels.hpp"
#include "link_compat.hpp"
#include "link_state.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "rocmtune_bench/transfer_check.hpp"
#include "transfer_faults.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>
#include <vector>

namespace rtb {

namespace {

constexpr std::uint64_t kCopyBytes = 256ull << 20; // per copy: ~5 ms at PCIe 5.0 x16
constexpr int kMinRounds = 3;                      // of each kind, whatever --duration says
// Below this share of the expected rate the result says the link is slow.
constexpr double kSlowShare = 0.5;

double gbps(std::uint64_t bytes, double ms)
{
    return ms > 0 ? double(bytes) / (ms * 1e-3) / 1e9 : std::numeric_limits<double>::quiet_NaN();
}

double medianOrNan(const std::vector<double>& values)
{
    return values.empty() ? std::numeric_limits<double>::quiet_NaN() : median(values);
}

// Keeps the fastest link state seen: links train down when idle and up under
// load, so the reading taken while copies run counts.
void noteLink(const PcieLinkReader& reader, std::optional<PcieLink>& best)
{
    const auto link = reader.read();
    if (!link)
        return;
    if (!best || pcieExpectedGBps(link->currentGTs, link->currentWidth) > pcieExpectedGBps(best->currentGTs, best->currentWidth))
        best = link;
}

struct LinkBuffers {
    explicit LinkBuffers(std::uint64_t words)
        : pattern{PinnedBuffer<std::uint32_t>(words), PinnedBuffer<std::uint32_t>(words)}
        , received(words)
        , deviceIn(words)
        , deviceOut(words)
        , log(1)
    {
    }
    PinnedBuffer<std::uint32_t> pattern[2]; // the words of even and odd rounds
    PinnedBuffer<std::uint32_t> received;   // device-to-host destination
    DeviceBuffer<std::uint32_t> deviceIn;   // host-to-device destination
    DeviceBuffer<std::uint32_t> deviceOut;  // device-to-host source
    DeviceBuffer<ErrorLog> log;             // the GPU's check of deviceIn
};

} // namespace

TestResult runLinkTest(const TestContext& context)
{
    const Options& options = context.options;
    const int units = context.device.computeUnits;
    TestProgress progress(context, "link", "GB/s", options.durationSeconds);

    char busId[64] = {};
    std::string pciBusId;
    if (gpuDeviceGetPCIBusId(busId, sizeof busId, context.device.index) == gpuSuccess)
        pciBusId = busId;
    const PcieLinkReader linkReader(context.device.backend, pciBusId);
    std::optional<PcieLink> link;

    const std::uint64_t words = kCopyBytes / 4;
    LinkBuffers b(words);
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
    for (int k = 0; k < 2; ++k)
        fillPatternOnHost(b.pattern[k].get(), words, transferPattern(k), options.seed, 0, threads);
    RTB_GPU_CHECK(gpuMemset(b.log.get(), 0, sizeof(ErrorLog)));
    RTB_GPU_CHECK(gpuDeviceSynchronize());

    GpuStream up, down;
    GpuEvent upStart, upStop, downStart, downStop;
    std::vector<double> upMs, downMs, bothUpMs, bothDownMs, bothWallMs;
    std::uint64_t upRounds = 0, downRounds = 0, bytesChecked = 0;
    ReportedErrors deviceReported;
    bool plantedUp = false, plantedDown = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN();
    const bool inject = options.fault == Fault::Link;

    // Host to device on `up`, then the GPU checks every word that arrived.
    const auto enqueueUp = [&](int k) {
        upStart.record(up.get());
        RTB_GPU_CHECK(gpuMemcpyAsync(b.deviceIn.get(), b.pattern[k].get(), kCopyBytes, gpuMemcpyHostToDevice, up.get()));
        upStop.record(up.get());
    };
    const auto checkUp = [&](int k) {
        if (inject && !plantedUp && upRounds == 1) {
            // A word that arrived wrong: the GPU's check must find it.
            flipDeviceBit(b.deviceIn.get(), (kCopyBytes / 3) & ~std::uint64_t(3), 11);
            plantedUp = true;
            faultPlantedAt = progress.runSeconds();
            progress.faults.notePlanted(faultPlantedAt);
        }
        launchVerifyPattern(b.deviceIn.get(), words, transferPattern(k), options.seed, 0, false, b.log.get(), units, up.get());
        ErrorLog log;
        RTB_GPU_CHECK(gpuMemcpyAsync(&log, b.log.get(), sizeof log, gpuMemcpyDeviceToHost, up.get()));
        up.synchronize();
        reportTransferErrors(log, "host to device", transferPatternName(transferPattern(k)), progress, deviceReported);
        bytesChecked += kCopyBytes;
        ++upRounds;
    };
    // The GPU writes the words, device to host on `down`, the CPU checks them.
    const auto prepareDown = [&](int k) {
        launchWritePattern(b.deviceOut.get(), words, transferPattern(k), options.seed, 0, units, down.get());
    };
    const auto enqueueDown = [&] {
        downStart.record(down.get());
        RTB_GPU_CHECK(gpuMemcpyAsync(b.received.get(), b.deviceOut.get(), kCopyBytes, gpuMemcpyDeviceToHost, down.get()));
        downStop.record(down.get());
    };
    const auto checkDown = [&](int k) {
        if (inject && !plantedDown && downRounds == 2) {
            b.received.get()[words / 5] ^= 1u << 3; // a word that left the GPU right and arrived wrong
            plantedDown = true;
            if (std::isnan(faultPlantedAt)) {
                faultPlantedAt = progress.runSeconds();
                progress.faults.notePlanted(faultPlantedAt);
            }
        }
        const ErrorLog log = compareWordsOnHost(b.pattern[k].get(), b.received.get(), words, threads);
        ReportedErrors none; // each round's log is new
        reportTransferErrors(log, "device to host", transferPatternName(transferPattern(k)), progress, none);
        bytesChecked += kCopyBytes;
        ++downRounds;
    };
    const auto rate = [&] {
        const double upRate = medianOrNan(upMs), downRate = medianOrNan(downMs);
        return gbps(kCopyBytes, std::max(upRate, downRate));
    };

    int round = 0;
    do {
        // Each direction alternates its pattern copy by copy: a copy that did
        // not happen leaves the other pattern, which the check sees.
        const int kUp = static_cast<int>(upRounds & 1), kDown = static_cast<int>(downRounds & 1);
        switch (round % 3) {
        case 0:
            enqueueUp(kUp);
            noteLink(linkReader, link);
            upMs.push_back(elapsedMilliseconds(upStart, upStop));
            checkUp(kUp);
            break;
        case 1:
            prepareDown(kDown);
            enqueueDown();
            noteLink(linkReader, link);
            downMs.push_back(elapsedMilliseconds(downStart, downStop));
            checkDown(kDown);
            break;
        default: {
            prepareDown(kDown);
            down.synchronize();
            const auto wallStart = std::chrono::steady_clock::now();
            enqueueUp(kUp);
            enqueueDown();
            noteLink(linkReader, link);
            up.synchronize();
            down.synchronize();
            bothWallMs.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart).count());
            bothUpMs.push_back(elapsedMilliseconds(upStart, upStop));
            bothDownMs.push_back(elapsedMilliseconds(downStart, downStop));
            checkUp(kUp);
            checkDown(kDown);
            break;
        }
        }
        ++round;
        progress.update(rate());
        if (progress.stopRequested())
            break;
    } while (progress.timeLeft() || round < 3 * kMinRounds);

    const double h2d = gbps(kCopyBytes, medianOrNan(upMs));
    const double d2h = gbps(kCopyBytes, medianOrNan(downMs));
    const double weaker = std::min(h2d, d2h);
    JsonLine details;
    details.add("bytes_per_copy", kCopyBytes)
        .add("h2d_gbps", h2d)
        .add("d2h_gbps", d2h)
        .add("bidirectional_h2d_gbps", gbps(kCopyBytes, medianOrNan(bothUpMs)))
        .add("bidirectional_d2h_gbps", gbps(kCopyBytes, medianOrNan(bothDownMs)))
        .add("bidirectional_total_gbps", gbps(2 * kCopyBytes, medianOrNan(bothWallMs)))
        .add("copies_h2d", upRounds)
        .add("copies_d2h", downRounds)
        .add("bytes_checked", bytesChecked)
        .add("rate_counts", "bytes of one copy over its median time, per direction; 1 GB = 1e9 bytes")
        .add("expected_formula", "GT/s per lane x encoding (8b/10b to 5 GT/s, 128b/130b to 32, 242/256 at 64) x lanes / 8 x 0.83");
    std::string linkMessage;
    if (link) {
        const double expected = pcieExpectedGBps(link->currentGTs, link->currentWidth);
        const double expectedMax = pcieExpectedGBps(link->maxGTs, link->maxWidth);
        linkMessage = pcieLinkShortfall(*link);
        const bool slow = weaker < kSlowShare * expected;
        if (slow) {
            char text[200];
            std::snprintf(text, sizeof text, "copies move %.1f GB/s, under half of the %.1f GB/s a %s x%d link carries",
                          weaker, expected, pcieGenerationName(link->currentGTs).c_str(), link->currentWidth);
            linkMessage += (linkMessage.empty() ? "" : "; ") + std::string(text);
        }
        details.beginObject("link")
            .add("current_gts", link->currentGTs)
            .add("current_width", link->currentWidth)
            .add("max_gts", link->maxGTs)
            .add("max_width", link->maxWidth)
            .add("current_generation", pcieGenerationName(link->currentGTs))
            .add("max_generation", pcieGenerationName(link->maxGTs))
            .add("source", link->source)
            .endObject()
            .add("expected_gbps", expected)
            .add("expected_max_gbps", expectedMax)
            .add("ratio_to_expected", weaker / expected)
            .add("link_below_maximum", link->belowMaximum())
            .add("rate_below_expected", slow);
    } else {
        details.addNull("link")
            .add("link_unknown", linkReader.unavailableReason())
            .addNull("expected_gbps")
            .addNull("expected_max_gbps")
            .addNull("ratio_to_expected")
            .addNull("link_below_maximum")
            .addNull("rate_below_expected");
    }
    details.add("link_message", linkMessage)
        .add("fault_injected", plantedUp || plantedDown)
        .add("fault_injected_at_s", faultPlantedAt);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "link";
    result.metric = "link_gbps";
    result.unit = "GB/s";
    result.value = weaker;
    result.errors = progress.faults.count();
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
