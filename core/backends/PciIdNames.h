// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rocmtune {

// Names from the PCI id database (pci.ids of pciutils / hwdata): the
// device's line ("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]") and, where
// the database lists the board, the subsystem's ("Radeon RX 7900 XTX").
// Empty strings where the database (or the file) does not have them.
struct PciIdNames {
    QString device;
    QString subsystem;
};

// $ROCMTUNE_PCI_IDS alone when set, else /usr/share/misc/pci.ids,
// /usr/share/hwdata/pci.ids, /usr/share/pci.ids: the first that exists.
QString pciIdDatabasePath();

PciIdNames lookupPciIdNames(quint16 vendor, quint16 device, std::optional<quint16> subsystemVendor = std::nullopt,
                            std::optional<quint16> subsystemDevice = std::nullopt, const QString &databasePath = pciIdDatabasePath());

// libdrm's table of AMD marketing names per device id and revision
// (amdgpu.ids: "744C,\tC8,\tAMD Radeon RX 7900 XTX"), the name the driver
// stack shows: $ROCMTUNE_AMDGPU_IDS alone when set, else
// /usr/share/libdrm/amdgpu.ids, /opt/amdgpu/share/libdrm/amdgpu.ids.
QString amdgpuIdsPath();
QString lookupAmdgpuIdsName(quint16 device, quint8 revision, const QString &path = amdgpuIdsPath());

// The whole name of a GPU when the name a library gave is cut or bare:
// AMD SMI cuts at 31 characters ("Navi 31 [Radeon RX 7900 XT/7900"), a
// library without a database answers with the code name ("Navi 31") or the
// id ("0x7550"). Returns libraryName unchanged when it is whole (it is not a
// prefix of a longer candidate and not a bare code name or id); otherwise
// the first candidate it is a prefix or code name of, else (a bare id or
// nothing) the first non-empty candidate. Candidates, in that order: the
// driver's product_name, libdrm's amdgpu.ids name, the PCI database's
// subsystem and device names (gpuNameCandidates in rocm_smi/AmdgpuDriverReads.h).
QString wholeGpuName(const QString &libraryName, const QStringList &candidates);

} // namespace rocmtune
