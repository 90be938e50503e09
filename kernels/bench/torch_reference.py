#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""PyTorch baselines for rocmtune-bench, same shapes, FP32 with TF32 off.

Prints one JSON object: cuBLAS SGEMM TFLOP/s (torch.mm, N x N x N, for each
--gemm-n), samples/s of the MLP 784-1024-1024-10 SGD step (each --mlp-batch)
and of the MNIST CNN step (conv 3x3 1->32, ReLU, 2x2 max-pool, conv 3x3
32->64, ReLU, 2x2 max-pool, fc 3136->128, ReLU, fc 128->10; cuDNN; each
--cnn-batch), all timed with CUDA events after a warm-up, median of several
timed runs, eager PyTorch, TF32 off.
"""
import argparse
import json
import statistics
import time

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


def sgemm_sustained_tflops(n, seconds):
    """torch.mm back to back for `seconds`; the rate over the second half
    (the card at its steady clock and power, as a long stress test sees it)."""
    a = torch.rand(n, n, device="cuda") * 2 - 1
    b = torch.rand(n, n, device="cuda") * 2 - 1
    c = torch.empty(n, n, device="cuda")
    batch = max(1, int(0.2 / (2.0 * n ** 3 / 50e12)))
    start = time.monotonic()
    rates = []
    while time.monotonic() - start < seconds:
        ms = time_ms(lambda: torch.mm(a, b, out=c), batch)
        if time.monotonic() - start >= seconds / 2:
            rates.append(2.0 * n ** 3 / (ms * 1e-3) / 1e12)
    return statistics.median(rates)


def mlp_model():
    return torch.nn.Sequential(
        torch.nn.Linear(784, 1024), torch.nn.ReLU(),
        torch.nn.Linear(1024, 1024), torch.nn.ReLU(),
        torch.nn.Linear(1024, 10))


def cnn_model():
    return torch.nn.Sequential(
        torch.nn.Conv2d(1, 32, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(32, 64, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Flatten(),
        torch.nn.Linear(3136, 128), torch.nn.ReLU(),
        torch.nn.Linear(128, 10))


def train_samples_per_s(make_model, input_shape, batch, steps):
    torch.manual_seed(1)
    model = make_model().cuda()
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    loss_fn = torch.nn.CrossEntropyLoss()
    xs = torch.randn(16, batch, *input_shape, device="cuda")
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


def ints(text):
    return [int(v) for v in text.split(",") if v]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gemm-n", type=ints, default=[4096, 8192])
    parser.add_argument("--mlp-batch", type=ints, default=[256, 4096])
    parser.add_argument("--cnn-batch", type=ints, default=[64, 512])
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--sustain-seconds", type=float, default=0.0,
                        help="also time torch.mm back to back this long (second half) for each --gemm-n")
    args = parser.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True  # cuDNN picks its fastest algorithms
    out = {"torch": torch.__version__, "device": torch.cuda.get_device_name(), "tf32": False,
           "cudnn": torch.backends.cudnn.version()}
    for n in args.gemm_n:
        out["sgemm_tflops_%d" % n] = sgemm_tflops(n)
        if args.sustain_seconds > 0:
            out["sgemm_sustained_tflops_%d" % n] = sgemm_sustained_tflops(n, args.sustain_seconds)
    for batch in args.mlp_batch:
        samples, step_ms = train_samples_per_s(mlp_model, (784,), batch, args.steps)
        out["mlp_samples_per_s_%d" % batch] = samples
        out["mlp_step_ms_%d" % batch] = step_ms
    for batch in args.cnn_batch:
        samples, step_ms = train_samples_per_s(cnn_model, (1, 28, 28), batch, args.steps)
        out["cnn_samples_per_s_%d" % batch] = samples
        out["cnn_step_ms_%d" % batch] = step_ms
    print(json.dumps(out))


if __name__ == "__main__":
    main()
