# SPDX-License-Identifier: GPL-3.0-or-later
# GPU load for the NVML comparison: FP32 matrix products in a loop (steady
# utilisation without hitting the power limit, so clocks hold still) plus a
# 20 GiB allocation so memory.used is far from idle. Writes a marker file once
# the GPU is busy; stops after max_seconds or when killed.
import sys
import time

import torch

marker, max_seconds = sys.argv[1], float(sys.argv[2])
torch.backends.cuda.matmul.allow_tf32 = False
ballast = torch.empty(20 * 2**30, dtype=torch.uint8, device="cuda")
a = torch.randn(8192, 8192, device="cuda")
b = torch.randn(8192, 8192, device="cuda")
c = a @ b
torch.cuda.synchronize()
with open(marker, "w") as f:
    f.write("busy\n")
end = time.time() + max_seconds
products = 0
while time.time() < end:
    for _ in range(10):
        c = a @ b
    torch.cuda.synchronize()
    products += 10
print(f"load: {products} FP32 8192^3 products, ballast {ballast.numel() >> 30} GiB", flush=True)
