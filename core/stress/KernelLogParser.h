// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// What the kernel log says about a GPU that hung or was reset: amdgpu's
// job/ring timeouts and GPU resets, the DRM "device wedged" event, and
// NVIDIA's Xid lines. Any of them during a stress run, a validated command
// or an undervolt step makes the verdict FAIL (KernelLogWatch).
enum class KernelGpuEventKind {
    RingTimeout, // amdgpu: "ring gfx_0.0.0 timeout" (a job the GPU did not finish in time)
    GpuReset,    // amdgpu: "GPU reset begin!", "MODE1 reset", "Starting gfx_0.0.0 ring reset" ...
    ResetFailed, // amdgpu: "GPU reset ... failed", "ASIC reset failed"
    Wedged,      // DRM: "device wedged" (the driver gave up on it)
    Xid,         // NVIDIA: "NVRM: Xid (PCI:0000:01:00): 79, ..."
};
const char *kernelGpuEventKindKey(KernelGpuEventKind kind); // "ring_timeout", "gpu_reset", "reset_failed", "wedged", "xid"

struct KernelGpuEvent {
    KernelGpuEventKind kind = KernelGpuEventKind::GpuReset;
    QString driver;   // "amdgpu" or "nvidia"
    QString pciBusId; // as the line names it ("0000:03:00.0", NVIDIA: "0000:01:00"); empty when it names none
    std::optional<int> xid;
    std::optional<qint64> kernelMicroseconds; // the kernel's own clock (since boot), when the line has it
    QString message;  // the line without its timestamp prefix
    qint64 seenMs = 0; // wall clock when it was read (ms since the epoch); set by whoever reads it

    // Whether it concerns the GPU at this PCI address: it names that
    // address (NVIDIA names bus:device only), or it names none.
    bool concerns(const QString &gpuPciBusId) const;
    // One translated sentence: "GPU reset (amdgpu 0000:03:00.0: GPU reset begin!)".
    QString text() const;
};

// One line as /dev/kmsg gives it ("6,1234,5678901,-;message"), as dmesg
// prints it ("[ 5678.901234] message"), as `journalctl -k -o
// short-monotonic` ("[ 5678.901234] host kernel: message") or `-o short`
// ("Dec 06 04:00:00 host kernel: message") does, or bare. nullopt for every
// line that is not about a hung, reset or lost GPU.
std::optional<KernelGpuEvent> parseKernelLogLine(const QString &line);

} // namespace rocmtune
