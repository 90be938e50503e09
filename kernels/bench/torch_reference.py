#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""PyTorch baselines for rocmtune-bench, same shapes, FP32 with TF32 off.

Prints one JSON object: cuBLAS SGEMM TFLOP/s (torch.mm, N x N x N) and
samples/s of the MLP 784-1024-1024-10 SGD step (batch 256), both timed with
CUDA events after a warm-up, median of several timed runs.
"""
import argparse
import json
import statistics

import torch


def time_ms(fn, repeats):
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(repeats):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / repeats


def sgemm_tflops(n):
    a = torch.rand(n, n, device="cuda") * 2 - 1
    b = torch.rand(n, n, device="cuda") * 2 - 1
    c = torch.empty(n, n, device="cuda")
    fn = lambda: torch.mm(a, b, out=c)
    for _ in range(3):
        fn()
    samples = [time_ms(fn, 10) for _ in range(5)]
    return 2.0 * n ** 3 / (statistics.median(samples) * 1e-3) / 1e12


def mlp_samples_per_s(batch, steps):
    torch.manual_seed(1)
    model = torch.nn.Sequential(
        torch.nn.Linear(784, 1024), torch.nn.ReLU(),
        torch.nn.Linear(1024, 1024), torch.nn.ReLU(),
        torch.nn.Linear(1024, 10)).cuda()
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    loss_fn = torch.nn.CrossEntropyLoss()
    xs = torch.randn(16, batch, 784, device="cuda")
    ys = torch.randint(0, 10, (16, batch), device="cuda")
    state = {"i": 0}

    def step():
        i = state["i"] % 16
        state["i"] += 1
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(model(xs[i]), ys[i])
        loss.backward()
        opt.step()

    for _ in range(30):
        step()
    samples = [time_ms(step, steps) for _ in range(5)]
    return batch / (statistics.median(samples) * 1e-3), statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gemm-n", type=int, default=8192)
    parser.add_argument("--steps", type=int, default=100)
    args = parser.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    gemm = sgemm_tflops(args.gemm_n)
    samples, step_ms = mlp_samples_per_s(256, args.steps)
    print(json.dumps({
        "torch": torch.__version__,
        "device": torch.cuda.get_device_name(),
        "sgemm_n": args.gemm_n,
        "sgemm_tflops": gemm,
        "mlp_samples_per_s": samples,
        "mlp_step_ms": step_ms,
        "tf32": False,
    }))


if __name__ == "__main__":
    main()
