// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/GpuList.h"
#include "core/backends/amd_smi/AmdSmiLibrary.h"
#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/ForkProbe.h"
#include "core/backends/rocm_smi/ProbeVerdictCache.h"

#include <QMap>

#include <array>
#include <bitset>
#include <functional>
#include <memory>
#include <vector>

namespace rocmtune {

// Groups of library calls that the probe runs once per card in a forked
// child (AmdSmiProbe.cpp): the library embeds ROCm SMI's parsers with live
// assert()s, and a layout it cannot read must not take the app down.
enum class AmdSmiCall : int {
    Temperatures, Power, ClockGfx, ClockMem, ClockSoc, ClockDf, ClockVideo, Activity, Fan, Voltage,
    PerfLevel, PowerProfile, Pcie, Energy, Ecc, Identity, Count
};
inline constexpr int kAmdSmiCallCount = static_cast<int>(AmdSmiCall::Count);

// One AMD GPU as the amd-smi backend tracks it.
struct AmdSmiGpu {
    amdsmi::ProcessorHandle handle = nullptr;
    QString pciBusId;
    amdgpu::AmdgpuCardFiles files;
    DeviceInfo info;
    bool lost = false;
    // Runtime-suspended when it was found: not probed nor read beyond the
    // files that do not wake it until it wakes (AmdSmiBackend::readSample).
    bool asleepAtStart = false;
    // Limits and settings, re-read every kLimitRefreshSamples samples and
    // after a write (-1): temperature thresholds, cap range, VRAM total,
    // power profile, ECC counts.
    int samplesSinceLimits = -1;
    Sample limits;
    std::optional<quint64> fanMaxPwm;
    QMap<int, QString> lastErrors; // per metric, so a lasting error is logged once
    std::bitset<kAmdSmiCallCount> avoided; // the probe's child died in these calls
    std::bitset<8> missingSensors;         // temperature types that answered NOT_SUPPORTED at the last limits read
    // The one-table-per-tick path (AmdSmiTickPath.cpp): gpu_metrics and
    // power/runtime_status through kept descriptors, where each metric
    // comes from; the settings re-read every kLimitRefreshSamples ticks.
    amdgpu::GpuMetricsSources table;
    Sample settings;
    // Each setting's driver file through a kept descriptor: its call is made
    // again only when the file's bytes changed (the value is a function of them).
    struct SettingFile {
        amdgpu::SysfsAttributeFile file;
        QByteArray bytes;
        bool known = false;
        Sample values;
    };
    std::array<SettingFile, 9> settingFiles;
    bool safe(AmdSmiCall call) const { return !avoided.test(static_cast<std::size_t>(call)); }
};

// AMD GPUs through AMD SMI (libamd_smi, ROCm's successor of ROCm SMI, loaded
// at run time). Metrics: AmdSmiMetrics.cpp, AmdSmiTickPath.cpp; tuning:
// AmdSmiControls.cpp; processes: AmdSmiProcesses.cpp; README.md says which
// value comes from where.
class AmdSmiBackend : public GpuListBackend<AmdSmiGpu>
{
public:
    AmdSmiBackend();
    ~AmdSmiBackend() override;

    QString id() const override { return QStringLiteral("amd-smi"); }
    bool libraryLoaded() const override;
    BackendStatus initialize() override;
    Sample readSample(int index) override;
    bool recover() override;
    std::optional<GpuProcessList> readProcesses(int index) override;

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;
    WriteResult setPowerProfile(int index, PowerProfile profile) override;
    // GFX overdrive (pp_sclk_od through the library); no other numeric control.
    WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override;

    // "libamd_smi.so.0 24.5.2.0": the file loaded and its version.
    QString libraryDescription() const;

    using Gpu = AmdSmiGpu;

private:
    amdsmi::Status initLibrary(QString *message);
    void enumerate(bool initial);
    void describe(Gpu &gpu);
    bool checkPresent(Gpu &gpu);
    Gpu *usable(int index, WriteResult *failure);

    // AmdSmiProbe.cpp: every call group of the cards in forked children;
    // several cards share one run of children.
    void probeCalls(Gpu &gpu);
    void probeCalls(const QList<Gpu *> &gpus);
    QVector<std::function<int()>> probeSteps(const Gpu &gpu) const;
    void recordProbe(Gpu &gpu, const QVector<ForkProbe::StepResult> &results, int first);
    // AmdSmiFileGuards.cpp: the library's table readers, called only when the
    // probe returned and ROCm SMI's parser accepts the file read just now
    // (amdgpu::rsmiAccepts...); otherwise our own parser fills the same
    // struct, or the status says why not (why: for a person).
    amdsmi::Status clockTable(const Gpu &gpu, amdsmi::ClockType type, amdsmi::Frequencies *out, QString *why) const;
    amdsmi::Status pcieLevel(const Gpu &gpu, double *gigatransfersPerSecond, int *lanes, QString *why) const;
    amdsmi::Status powerProfiles(const Gpu &gpu, amdsmi::PowerProfileStatus *out, QString *why) const;
    bool dpmFileAccepted(const Gpu &gpu, amdsmi::ClockType type) const;
    bool profileFileAccepted(const Gpu &gpu) const;
    // AmdSmiTickPath.cpp: one tick (the table, a few calls; a full read when
    // one is due or the table cannot be used; a sleeping card is not woken).
    static constexpr int kLimitRefreshSamples = 10;
    static constexpr int kFullReadSamples = 600; // 1 min at 10 Hz
    void readTick(Gpu &gpu, Sample &sample);
    void readFull(Gpu &gpu, Sample &sample);
    void readSettings(Gpu &gpu);
    bool readAsleep(Gpu &gpu, Sample &sample);
    // AmdSmiMetrics.cpp: every metric through its call (the per-file path).
    void readMetrics(Gpu &gpu, Sample &sample);
    void readPowerCap(Gpu &gpu, Sample &into);
    void readProfile(Gpu &gpu, Sample &into);
    static void setTableMetrics(Sample &sample, const amdgpu::GpuMetrics &table);
    // AmdSmiMetricCalls.cpp: one metric through its call, into `into`.
    void readOne(Gpu &gpu, MetricId id, Sample &into);
    void readPower(Gpu &gpu, Sample &into);
    void readPcie(Gpu &gpu, Sample &into);
    // AmdSmiControls.cpp
    QVector<PerfLevel> supportedPerfLevels(const Gpu &gpu) const;
    // odText: pp_od_clk_voltage as a controls read read it once (nullptr: read it here).
    std::optional<ClockRangeControl> clockControl(Gpu &gpu, ClockDomain domain, QString *why,
                                                  const std::optional<QByteArray> *odText = nullptr) const;
    WriteResult finish(Gpu &gpu, amdsmi::Status status, const QString &what);

    std::unique_ptr<AmdSmiLibrary> library_;
    // The start-up probes' verdicts of an earlier run (same boot, library and
    // cards); only for the first enumeration, null afterwards.
    std::unique_ptr<ProbeVerdictCache> probeCache_;
    bool initialized_ = false;
};

} // namespace rocmtune
