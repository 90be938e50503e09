// SPDX-License-Identifier: GPL-3.0-or-later
// The SGEMM's last wave on NVIDIA: times, in one process and interleaved
// rounds, (1) the 16-deep cp.async variant and the same tile in a 1-D grid
// at N and at M = N + N/32 (whole waves at 8192 on 132 SMs: what the
// partial last wave costs), (2) ways of cutting the last wave into narrower
// pieces (launchSgemmPieces), each checked bit for bit against the 16-deep
// variant's product, and (3) cuBLAS's cublasSgemm (default math: no TF32) on
// the same inputs. Assumes 2 resident blocks an SM (128 registers, 32 KiB).
//
// build: nvcc -O3 -std=c++17 -arch=sm_90 -x cu -DROCMTUNE_BACKEND_CUDA -Ikernels/src -Ikernels/host/include \
//          kernels/bench/sgemm_tail_probe.cu kernels/src/gemm_kernels.hip kernels/src/common_kernels.hip \
//          -lcublas -o sgemm-tail-probe
// usage: sgemm-tail-probe [N (8192)] [ROUNDS (5)] [SUSTAIN seconds (0)]
// With SUSTAIN, the runner's 16-deep variants and cuBLAS then each run back
// to back for SUSTAIN seconds: median rate of the batches in the second half
// (the board at its power limit).
#include "common_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"

#include <cublas_v2.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

using namespace rtb;

namespace {

struct Case {
    std::string name;
    int m;
    std::function<void(float*)> launch; // writes C (m x n)
    bool checked;                       // compared with the 16-deep variant's product
    std::vector<double> tflops;
};

double timeMs(const std::function<void(float*)>& launch, float* c, int reps)
{
    GpuEvent start, stop;
    launch(c); // warm-up
    start.record();
    for (int r = 0; r < reps; ++r)
        launch(c);
    stop.record();
    return elapsedMilliseconds(start, stop) / reps;
}

} // namespace

int main(int argc, char** argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 8192;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    const double sustainSeconds = argc > 3 ? std::atof(argv[3]) : 0.0;
    int device = 0, sms = 0;
    RTB_GPU_CHECK(cudaGetDevice(&device));
    RTB_GPU_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    const int slots = 2 * sms; // 2 blocks an SM (128 registers, 32 KiB of shared memory)
    const int maxM = n + n / 32;
    DeviceBuffer<float> a(std::size_t(maxM) * n), b(std::size_t(n) * n), c(std::size_t(maxM) * n),
        reference(std::size_t(n) * n);
    launchFillUniform(a.get(), a.size(), 1, 10, nullptr);
    launchFillUniform(b.get(), b.size(), 1, 11, nullptr);
    cublasHandle_t handle;
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
        return 2;

    std::vector<Case> cases;
    const int tiles = (n / 128) * (n / 128);
    auto variant = [&](const std::string& name, int m, SgemmVariant v, bool checked) {
        cases.push_back({name + (m != n ? " M=" + std::to_string(m) : std::string()), m,
                         [=, &a, &b](float* out) { launchSgemm(a.get(), b.get(), out, m, n, n, nullptr, v); }, checked,
                         {}});
    };
    const bool longer = (n + n / 32) % 128 == 0; // M = N + N/32: whole waves at 8192 on 132 SMs
    for (const SgemmVariant v : {SgemmVariant::Deep16AsyncB, SgemmVariant::Grouped, SgemmVariant::Pieces,
                                 SgemmVariant::HalvesTail, SgemmVariant::HalvesQuartersTail}) {
        variant(std::string("runner: ") + sgemmVariantName(v), n, v, v != SgemmVariant::Deep16AsyncB);
        if (longer && (v == SgemmVariant::Deep16AsyncB || v == SgemmVariant::Pieces))
            variant(std::string("runner: ") + sgemmVariantName(v), n + n / 32, v, false);
    }
    // Cuts of C: whole tiles only, the last wave in halves, the last wave in
    // halves with its last 4 or 8 tiles in quarters; tiles row by row or
    // grouped by 4, 8 or 16 tile rows.
    for (int groupRows : {0, 4, 8, 16}) {
        for (int quarterTiles : {-1, 0, 4, 8}) {
            if (groupRows != 8 && groupRows != 0 && quarterTiles == 4)
                continue;
            SgemmPieces pieces = quarterTiles < 0 ? SgemmPieces{tiles, 0} : sgemmTailPieces(tiles, slots, quarterTiles);
            pieces.groupRows = groupRows;
            const int quarters = tiles - pieces.fullTiles - pieces.halfTiles;
            cases.push_back({"pieces, group " + std::to_string(groupRows) + " [" + std::to_string(pieces.fullTiles) +
                                 " whole, " + std::to_string(2 * pieces.halfTiles) + " halves, " +
                                 std::to_string(4 * quarters) + " quarters]",
                             n,
                             [=, &a, &b](float* out) {
                                 launchSgemmPieces(a.get(), b.get(), out, n, n, n, pieces, nullptr);
                             },
                             true, {}});
        }
    }
    cases.push_back({"cuBLAS cublasSgemm (default math, no TF32)", n,
                     [=, &a, &b, &handle](float* out) {
                         const float one = 1.0f, zero = 0.0f; // row-major C = A B is column-major C^T = B^T A^T
                         cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, b.get(), n, a.get(), n, &zero,
                                     out, n);
                     },
                     false, {}});

    launchSgemm(a.get(), b.get(), reference.get(), n, n, n, nullptr, SgemmVariant::Deep16AsyncB);
    DeviceBuffer<unsigned long long> differing(1);
    for (Case& cs : cases) {
        if (!cs.checked)
            continue;
        RTB_GPU_CHECK(cudaMemset(c.get(), 0xff, c.bytes()));
        cs.launch(c.get());
        RTB_GPU_CHECK(cudaMemset(differing.get(), 0, sizeof(unsigned long long)));
        launchCompareWords(reinterpret_cast<const std::uint32_t*>(reference.get()),
                           reinterpret_cast<const std::uint32_t*>(c.get()), std::size_t(n) * n, differing.get(), nullptr);
        unsigned long long count = 0;
        RTB_GPU_CHECK(cudaMemcpy(&count, differing.get(), sizeof count, cudaMemcpyDeviceToHost));
        std::printf("check %-90s differing %llu\n", cs.name.c_str(), count);
    }
    const int reps = std::max(1, int(20.0 * 8192.0 * 8192.0 * 8192.0 / (double(n) * n * n)) / 4);
    for (int round = 0; round < rounds; ++round)
        for (Case& cs : cases) {
            const double ms = timeMs(cs.launch, c.get(), reps);
            cs.tflops.push_back(2.0 * cs.m * double(n) * n / (ms * 1e-3) / 1e12);
        }
    std::printf("n %d, %d SMs, %d slots, %d tiles (%.3f waves), %d rounds of %d products; TFLOP/s median [min max]\n",
                n, sms, slots, tiles, double(tiles) / slots, rounds, reps);
    for (Case& cs : cases) {
        std::vector<double> t = cs.tflops;
        std::sort(t.begin(), t.end());
        std::printf("%7.2f [%6.2f %6.2f]  %s\n", t[t.size() / 2], t.front(), t.back(), cs.name.c_str());
    }
    if (sustainSeconds > 0) {
        std::printf("sustained %.0f s each, median of the second half's batches of %d products:\n", sustainSeconds, reps);
        for (Case& cs : cases) {
            const bool pick = (cs.name.rfind("runner: ", 0) == 0 && cs.m == n) || cs.name.rfind("cuBLAS", 0) == 0;
            if (!pick)
                continue;
            std::vector<double> late;
            const auto begin = std::chrono::steady_clock::now();
            for (;;) {
                const double ms = timeMs(cs.launch, c.get(), reps);
                const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
                if (t > sustainSeconds / 2)
                    late.push_back(2.0 * cs.m * double(n) * n / (ms * 1e-3) / 1e12);
                if (t > sustainSeconds)
                    break;
            }
            std::sort(late.begin(), late.end());
            std::printf("%7.2f [%6.2f %6.2f]  %s\n", late[late.size() / 2], late.front(), late.back(), cs.name.c_str());
        }
    }
    cublasDestroy(handle);
    return 0;
}
