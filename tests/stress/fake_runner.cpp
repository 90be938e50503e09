// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for rocmtune-bench in tests: the same arguments and protocol,
// no GPU. What it does is chosen through the environment:
//   ROCMTUNE_FAKE_MODE     pass (default), crash, hang, ignore-term, garbage,
//                          no-gpu, exit-early
//   ROCMTUNE_FAKE_REPLAY   a recorded .jsonl stream to replay with its timing
//   ROCMTUNE_FAKE_SPEED    replay speed factor (default 1)
//   ROCMTUNE_FAKE_THROUGHPUT_SCALE  multiplies every throughput and result value
//   ROCMTUNE_FAKE_FAULT    a fault the checks find without --inject-fault (a
//                          GPU that computes wrong: bitflip, memory or nan)
//   ROCMTUNE_FAKE_FAULT_AT seconds after the start: a fault line then, in the
//                          test running at that moment, and the run goes on
//   ROCMTUNE_FAKE_PROTOCOL 1: a protocol v1 runner (no fault lines)
//   ROCMTUNE_FAKE_LINK     the PCIe link the link test reports, "GT/s,lanes,max GT/s,max lanes"
//                          (default 16,16,16,16; "16,4,16,16" is an x16 card at x4)
//   ROCMTUNE_FAKE_GPUS     GPUs the runtime sees (default 1: p2p says it needs two)
//   ROCMTUNE_FAKE_DURATION_SCALE  multiplies --duration (a preset's seconds in a quick test)
// Protocol v2 (default): a planted fault is reported by a fault line at 30 %
// of its test, and progress lines carry the test's fault count.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Args {
    int device = 0;
    std::vector<std::string> tests{"compute", "link", "p2p", "memory", "gemm", "train", "cnn", "power", "adaptive", "pulse"};
    double durationSeconds = 1.0;
    std::string fault;
};

struct TestSpec {
    const char *name;
    const char *metric;
    const char *unit;
    double value;
    const char *fault;
};

const TestSpec kTests[] = {
    {"compute", "fp32_tflops", "TFLOP/s", 51.2, ""},
    {"link", "link_gbps", "GB/s", 25.0, "link"},
    {"p2p", "p2p_gbps", "GB/s", 50.0, ""},
    {"memory", "copy_gbps", "GB/s", 3900.0, "memory"},
    {"gemm", "sgemm_tflops", "TFLOP/s", 38.5, "bitflip"},
    {"train", "samples_per_s", "samples/s", 410000.0, "nan"},
    {"cnn", "samples_per_s", "samples/s", 52000.0, "nan"}, // as the real runner's --list says
    {"power", "power_tflops", "TFLOP/s", 30.1, ""},
    {"adaptive", "fp32_tflops", "TFLOP/s", 45.0, ""}, // the runner's metrics (kernels/README.md)
    {"pulse", "swing_w", "W", 420.0, ""},
};

struct FaultLine {
    const char *kind;
    unsigned count;
    const char *message;
    const char *where;
};

// What the real runner says for each planted fault (kernels/README.md, protocol v2).
FaultLine faultLine(const std::string &fault)
{
    if (fault == "memory")
        return {"memory_bit_error", 3, "pattern pass 2 (walking ones): bit 5 of the word at 0x1000 flipped, 0x00000020 != 0x00000000",
                R"({"address":"0x1000","bit":5,"expected":"0x00000020","actual":"0x00000000"})"};
    if (fault == "nan")
        return {"nan", 1, "NaN first seen at step 5 (loss), parameters corrupted from then on", R"({"step":5})"};
    if (fault == "link")
        return {"transfer_mismatch", 1, "1 bit error in a host to device copy (random pattern), first at byte offset 0x5555554: expected 0x1, read 0x801",
                R"({"copy":"host to device","address":"0x5555554","expected":"0x1","actual":"0x801","bit":11,"pattern":"random"})"};
    return {"gemm_mismatch", 1, "repetition 3: 1 element differs from the first repetition, first at index 4711 (row 0, col 4711): 1.5 != 1.50000012",
            R"({"repetition":3,"index":4711,"row":0,"col":4711,"expected":1.5,"actual":1.50000012})"};
}

const std::chrono::steady_clock::time_point kStart = std::chrono::steady_clock::now();

double elapsed()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - kStart).count();
}

void line(const std::string &text)
{
    std::fputs(text.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::string env(const char *name, const char *fallback = "")
{
    const char *v = std::getenv(name);
    return v ? v : fallback;
}

// The link test's details for the link in ROCMTUNE_FAKE_LINK; `value` is
// set to what such a link moves (the real runner's formula, kernels/host
// pcie_link.cpp: GT/s x encoding x lanes / 8 x 0.83).
std::string linkDetails(double &value, bool faulty)
{
    double gts = 16, maxGts = 16;
    int width = 16, maxWidth = 16;
    std::sscanf(env("ROCMTUNE_FAKE_LINK", "16,16,16,16").c_str(), "%lf,%d,%lf,%d", &gts, &width, &maxGts, &maxWidth);
    const double encoding = gts <= 5 ? 0.8 : 128.0 / 130.0;
    const double expected = gts * encoding * width / 8 * 0.83;
    value = expected * 0.98;
    const bool below = width < maxWidth || gts < maxGts;
    char text[700];
    std::snprintf(text, sizeof text,
                  R"({"h2d_gbps":%.3f,"d2h_gbps":%.3f,"link":{"current_gts":%g,"current_width":%d,"max_gts":%g,"max_width":%d,"source":"sysfs"},)"
                  R"("expected_gbps":%.3f,"ratio_to_expected":0.98,"link_below_maximum":%s,"rate_below_expected":false,"link_message":"%s",)"
                  R"("fault_injected":%s})",
                  value, value * 1.01, gts, width, maxGts, maxWidth, expected, below ? "true" : "false",
                  below ? "running below the card's maximum - check the slot or riser" : "", faulty ? "true" : "false");
    return text;
}

void sleepSeconds(double s)
{
    std::this_thread::sleep_for(std::chrono::duration<double>(s));
}

[[noreturn]] void hangForever()
{
    for (;;)
        sleepSeconds(1.0);
}

bool parse(int argc, char **argv, Args &args)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--device" && hasValue) {
            args.device = std::atoi(argv[++i]);
        } else if (a == "--tests" && hasValue) {
            args.tests.clear();
            std::stringstream list(argv[++i]);
            std::string item;
            while (std::getline(list, item, ','))
                args.tests.push_back(item);
        } else if (a == "--duration" && hasValue) {
            args.durationSeconds = std::atof(argv[++i]);
        } else if (a == "--inject-fault" && hasValue) {
            args.fault = argv[++i];
        } else {
            return false;
        }
    }
    return true;
}

int replay(const std::string &path, double speed)
{
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "fake runner: cannot open %s\n", path.c_str());
        return 2;
    }
    std::string text;
    int exitCode = 0;
    while (std::getline(in, text)) {
        const auto at = text.find("\"elapsed_s\":");
        if (at != std::string::npos) {
            const double when = std::atof(text.c_str() + at + 12) / speed;
            if (when > elapsed())
                sleepSeconds(when - elapsed());
        }
        line(text);
        const auto code = text.find("\"exit_code\":");
        if (text.find("\"type\":\"done\"") != std::string::npos && code != std::string::npos)
            exitCode = std::atoi(text.c_str() + code + 12);
    }
    return exitCode;
}

} // namespace

int main(int argc, char **argv)
{
    Args args;
    if (!parse(argc, argv, args)) {
        line(R"({"type":"error","message":"bad arguments","code":2})");
        line(R"({"type":"done","pass":false,"exit_code":2})");
        return 2;
    }
    if (args.fault.empty())
        args.fault = env("ROCMTUNE_FAKE_FAULT");
    if (const std::string scale = env("ROCMTUNE_FAKE_DURATION_SCALE"); !scale.empty())
        args.durationSeconds *= std::atof(scale.c_str());
    const std::string mode = env("ROCMTUNE_FAKE_MODE", "pass");
    const std::string replayPath = env("ROCMTUNE_FAKE_REPLAY");
    if (!replayPath.empty())
        return replay(replayPath, std::max(0.01, std::atof(env("ROCMTUNE_FAKE_SPEED", "1").c_str())));
    if (mode == "ignore-term")
        std::signal(SIGTERM, SIG_IGN);
    if (mode == "no-gpu") {
        std::fputs("fake runner: no GPU\n", stderr);
        line(R"({"type":"error","message":"no HIP device found: hipErrorNoDevice","code":3})");
        line(R"({"type":"done","pass":false,"exit_code":3})");
        return 3;
    }
    const double scale = std::atof(env("ROCMTUNE_FAKE_THROUGHPUT_SCALE", "1").c_str());
    const int protocol = env("ROCMTUNE_FAKE_PROTOCOL", "2") == "1" ? 1 : 2;
    const std::string faultAtText = env("ROCMTUNE_FAKE_FAULT_AT");
    const double faultAt = faultAtText.empty() ? -1.0 : std::atof(faultAtText.c_str());
    bool timedFaultSent = false;

    char buffer[1024];
    std::snprintf(buffer, sizeof buffer,
                  R"({"type":"hello","device":"Fake GPU","device_index":%d,"arch":"gfx_fake","compute_units":8,"warp_size":64,)"
                  R"("fp32_lanes_per_unit":64,"clocks":{"core_mhz":2000,"memory_mhz":1000},"memory_bytes":17179869184,)"
                  R"("backend":"fake","runner_version":"0.1.0-fake","protocol_version":%d%s})",
                  args.device, protocol,
                  protocol >= 2 ? R"(,"arch_supported":true,"archs_built":["gfx_fake"])" : "");
    line(buffer);

    bool allPass = true;
    bool first = true;
    for (const std::string &name : args.tests) {
        const TestSpec *spec = nullptr;
        for (const TestSpec &t : kTests)
            if (name == t.name)
                spec = &t;
        if (!spec)
            continue;
        const double start = elapsed();
        double now = 0;
        const bool plantedHere = !args.fault.empty() && args.fault == spec->fault;
        unsigned faults = 0;
        const auto sendFault = [&](const FaultLine &f) {
            faults += f.count;
            std::snprintf(buffer, sizeof buffer,
                          R"({"type":"fault","test":"%s","kind":"%s","count":%u,"message":"%s","where":%s,"elapsed_s":%.3f})", spec->name,
                          f.kind, faults, f.message, f.where, elapsed());
            line(buffer);
        };
        bool plantedSent = false;
        while ((now = elapsed() - start) < args.durationSeconds) {
            const double percent = 100.0 * now / args.durationSeconds;
            if (protocol >= 2 && plantedHere && faultAt < 0 && !plantedSent && percent >= 30.0) {
                plantedSent = true;
                sendFault(faultLine(args.fault));
            }
            if (protocol >= 2 && faultAt >= 0 && !timedFaultSent && elapsed() >= faultAt) {
                timedFaultSent = true;
                sendFault(faultLine(args.fault.empty() ? "bitflip" : args.fault));
            }
            if (protocol >= 2)
                std::snprintf(buffer, sizeof buffer,
                              R"({"type":"progress","test":"%s","percent":%.1f,"elapsed_s":%.3f,"throughput":%.3f,"unit":"%s","errors":%u})",
                              spec->name, percent, elapsed(), spec->value * scale, spec->unit, faults);
            else
                std::snprintf(buffer, sizeof buffer,
                              R"({"type":"progress","test":"%s","percent":%.1f,"elapsed_s":%.3f,"throughput":%.3f,"unit":"%s"})", spec->name,
                              percent, elapsed(), spec->value * scale, spec->unit);
            line(buffer);
            std::snprintf(buffer, sizeof buffer, R"({"type":"heartbeat","elapsed_s":%.3f})", elapsed());
            line(buffer);
            if (mode == "garbage") {
                line("this is not json");
                line(R"({"type":"progress","test":"gemm","percent":"half"})");
                line(R"({"type":"warp_drive","elapsed_s":1})");
                line(R"({"type":"result","test":)");
            }
            if (first && percent >= 40.0) {
                if (mode == "crash") {
                    std::fputs("fake runner: segfault coming\n", stderr);
                    std::abort();
                }
                if (mode == "hang" || mode == "ignore-term")
                    hangForever();
                if (mode == "exit-early")
                    return 0;
            }
            sleepSeconds(0.05);
        }
        first = false;
        const bool faulty = plantedHere;
        std::string details = "{}";
        unsigned errors = faults;
        if (faulty && args.fault == "memory") {
            errors = std::max(errors, 3u);
            details = R"({"bit_errors":3,"first_error_addresses":[4096,4100,1048576]})";
        } else if (faulty) {
            errors = std::max(errors, 1u);
            details = R"({"injected":")" + args.fault + "\"}";
        }
        double value = spec->value * scale;
        if (name == "link")
            details = linkDetails(value, faulty);
        const int gpus = std::atoi(env("ROCMTUNE_FAKE_GPUS", "1").c_str());
        const bool p2pSkipped = name == "p2p" && gpus < 2;
        if (p2pSkipped)
            details = std::string(R"({"devices":)") + std::to_string(gpus) + R"(,"skipped":"needs two GPUs: )" + std::to_string(gpus)
                + (gpus == 1 ? " is" : " are") + R"( visible","gbps_to":null})";
        allPass = allPass && errors == 0;
        std::snprintf(buffer, sizeof buffer,
                      R"({"type":"result","test":"%s","metric":"%s","value":%s,"unit":"%s","errors":%u,"pass":%s,"details":%s})",
                      spec->name, spec->metric, p2pSkipped ? "null" : std::to_string(value).c_str(), spec->unit, errors,
                      errors == 0 ? "true" : "false", details.c_str());
        line(buffer);
    }
    std::snprintf(buffer, sizeof buffer, R"({"type":"done","pass":%s,"exit_code":%d})", allPass ? "true" : "false", allPass ? 0 : 1);
    line(buffer);
    return allPass ? 0 : 1;
}
