// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/AmdgpuFileWrite.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace rocmtune::amdgpu {

// Where one card's driver files are, found from its PCI address, and reads of
// them that never throw. The ROCm SMI library reads the same files; the
// backend reads a few of them itself (see README.md).
class AmdgpuCardFiles
{
public:
    AmdgpuCardFiles() = default;
    // Looks for /sys/class/drm/cardN whose link target names this PCI address
    // (falls back to /sys/bus/pci/devices/<address>).
    static std::optional<AmdgpuCardFiles> locate(const QString &pciBusId);
    // Every PCI address with a /sys/class/drm/cardN entry.
    static QStringList presentPciBusIds();

    QString deviceDir() const { return deviceDir_; } // .../cardN/device
    QString hwmonDir() const { return hwmonDir_; }   // empty when the card has no amdgpu hwmon
    bool hasHwmon() const { return !hwmonDir_.isEmpty(); }

    // The card's directory still exists (a vanished card reads false).
    bool present() const;
    // Contents of device/<name> (at most 64 KiB); nullopt when it cannot be read.
    std::optional<QByteArray> readDeviceFile(const QString &name) const;
    bool deviceFileExists(const QString &name) const;
    // A PCI id file ("0x744c\n") as a 16-bit number; nullopt when missing or
    // not a hex number that fits (the library asserts on such a file).
    std::optional<quint16> readPciIdFile(const QString &name) const;

    // KFD topology node properties of this card (gfx_target_version ...),
    // matched by domain and location_id; empty when there is no KFD node.
    QMap<QString, quint64> kfdProperties(QString *nodeDir = nullptr) const;
    // The clock table reset's two writes to this card's pp_od_clk_voltage
    // (RocmSmiClockTableReset.h says why): "r" puts the overdrive table back
    // to the card's boot values, "c" commits it.
    enum class OdCommand { RestoreBootTable, Commit };
    // Writes exactly the one byte of the command (writeDriverFile).
    DriverFileWrite writeOverdriveCommand(OdCommand command) const;

    // The card's KFD gpu_id (names its files under /sys/class/kfd/kfd/proc/<pid>/).
    std::optional<quint64> kfdGpuId() const;

private:
    QString pciBusId_;
    QString deviceDir_;
    QString hwmonDir_;
};

// Reads a whole small file with plain POSIX calls (sysfs files are read in
// one go); never blocks on a FIFO.
std::optional<QByteArray> readSmallFile(const QString &path, qsizetype maxBytes = 65536);

} // namespace rocmtune::amdgpu
