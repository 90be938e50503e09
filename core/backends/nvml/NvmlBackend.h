// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/backends/nvml/NvmlLibrary.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace rocmtune {

// NVIDIA GPUs through NVML (libnvidia-ml.so.1, opened at run time: a machine
// without the NVIDIA driver only loses this backend). Telemetry is mapped to
// the core catalogue in the catalogue's units; what NVML does not support on
// a GPU stays "not available". Tuning (power limit, locked GPU clocks) is in
// NvmlBackendControls.cpp.
class NvmlBackend : public Backend
{
public:
    // libraryPath: empty for NvmlLibrary::defaultPath().
    explicit NvmlBackend(const QString &libraryPath = QString());
    ~NvmlBackend() override;

    QString id() const override { return QStringLiteral("nvml"); }
    BackendStatus initialize() override;
    int deviceCount() const override;
    DeviceInfo deviceInfo(int index) const override;
    Sample readSample(int index) override;
    bool recover() override;
    // nvmlDeviceGetComputeRunningProcesses (NvmlProcesses.cpp).
    std::optional<GpuProcessList> readProcesses(int index) override;

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;

private:
    struct Gpu {
        nvml::Device handle = nullptr;
        DeviceInfo info;
        bool lost = false;
        QString lostMessage;
        // Limits read once at start (they do not change while the driver runs).
        std::optional<double> slowdownCelsius;
        std::optional<double> shutdownCelsius;
        std::optional<double> powerCapMinWatts;
        std::optional<double> powerCapMaxWatts;
        std::optional<double> powerCapDefaultWatts;
        std::optional<double> smClockMaxMegahertz;
        std::optional<double> memoryClockMaxMegahertz;
        // Supported SM clocks at the highest memory clock, lowest first; read
        // on first use by readControls().
        std::optional<QVector<int>> supportedGfxClocksMegahertz;
        QString supportedGfxClocksProblem;
        // The GPU clock lock this backend set (NVML cannot read it back).
        std::optional<std::pair<int, int>> lockedGfxClocksMegahertz;
    };

    Gpu *gpu(int index);
    void readLimits(Gpu &gpu);
    DeviceInfo readIdentity(nvml::Device handle, const QString &driverVersion, const QString &nvmlVersion) const;
    void fillSample(Gpu &gpu, Sample &sample);
    const QVector<int> &supportedGfxClocks(Gpu &gpu);
    WriteResult unavailable(int index, Gpu **gpu);
    WriteResult writeFailed(const QString &what, nvml::Return code, Gpu &gpu);

    QString libraryPath_;
    std::unique_ptr<NvmlLibrary> library_;
    std::vector<Gpu> gpus_;
};

} // namespace rocmtune
