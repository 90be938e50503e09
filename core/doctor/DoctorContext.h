// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorEnvironment.h"
#include "core/doctor/LibraryProbe.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// One GPU node of the KFD topology (/sys/class/kfd/kfd/topology/nodes/N).
struct KfdGpu {
    int node = -1;
    quint64 gfxTargetVersion = 0;
    QString target;        // "gfx1100"; empty if the version cannot be decoded
    QString deviceIdHex;   // "744c"
    int drmRenderMinor = -1;
};

struct RocmVersion {
    int major = 0;
    int minor = 0;
    QString text;   // as found: "6.2.4-120", "5.2.21153"
    QString source; // where it came from, for the evidence
};

// A card of the amdgpu driver (vendor 0x1002) under <sys>/class/drm.
struct AmdgpuCard {
    QString name;       // card0
    QString devicePath; // <sys>/class/drm/card0/device
};
// Those cards by name (no connectors such as card0-DP-1).
QVector<AmdgpuCard> amdgpuCards(const DoctorEnvironment &env);

// The environment plus facts several checks share, read once.
class DoctorContext
{
public:
    explicit DoctorContext(DoctorEnvironment environment);

    const DoctorEnvironment &env() const { return env_; }

    // Trimmed contents of a small text file; nullopt when it cannot be read.
    static std::optional<QString> readText(const QString &path);

    const QVector<KfdGpu> &gpus();
    bool kfdTopologyPresent() const;
    const LibraryProbeResult &hipRuntime();
    // The installed ROCm release: $ROCM_PATH/.info/version, else the HIP
    // runtime's file version. nullopt when neither exists.
    const std::optional<RocmVersion> &rocmVersion();
    QStringList libraryDirs() const;
    bool askLoader() const { return env_.libraryDirs.isEmpty(); }

private:
    DoctorEnvironment env_;
    std::optional<QVector<KfdGpu>> gpus_;
    std::optional<LibraryProbeResult> hip_;
    std::optional<std::optional<RocmVersion>> rocmVersion_;
};

// "6.2.4-120" -> {6, 2}; nullopt when it does not start with two numbers.
std::optional<RocmVersion> parseRocmVersion(const QString &text, const QString &source);

// Translation context "Doctor" for every check's texts.
struct DoctorText {
    Q_DECLARE_TR_FUNCTIONS(Doctor)
};

} // namespace rocmtune
