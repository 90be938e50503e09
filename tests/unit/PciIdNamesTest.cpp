// SPDX-License-Identifier: GPL-3.0-or-later
// Whole GPU names (issue 36): a name a library cut short (AMD SMI: 31
// characters) or a bare code name / id is completed from product_name,
// libdrm's amdgpu.ids or the PCI id database.
#include "core/backends/PciIdNames.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
    return path;
}

const QByteArray kPciIds = "# pci.ids excerpt\n"
                           "1000  Broadcom / LSI\n"
                           "\t0001  53c810\n"
                           "1002  Advanced Micro Devices, Inc. [AMD/ATI]\n"
                           "\t73bf  Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]\n"
                           "\t744c  Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]\n"
                           "\t\t1da2 e471  Radeon RX 7900 XTX Nitro+\n"
                           "\t\t1002 0e3b  Radeon RX 7900 XT\n"
                           "\t7550  Navi 48 [Radeon RX 9070/9070 XT/9070 GRE]\n"
                           "1022  Advanced Micro Devices, Inc. [AMD]\n"
                           "\t744c  Not a GPU of vendor 1002\n";

} // namespace

TEST(PciIdNames, DeviceAndSubsystemLinesOfTheVendor)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "pci.ids", kPciIds);
    const PciIdNames xtx = lookupPciIdNames(0x1002, 0x744c, 0x1da2, 0xe471, path);
    EXPECT_EQ(xtx.device, QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]"));
    EXPECT_EQ(xtx.subsystem, QStringLiteral("Radeon RX 7900 XTX Nitro+"));
    const PciIdNames otherBoard = lookupPciIdNames(0x1002, 0x744c, 0x1043, 0x0001, path);
    EXPECT_EQ(otherBoard.subsystem, QString());
    EXPECT_EQ(lookupPciIdNames(0x1002, 0x1234, std::nullopt, std::nullopt, path).device, QString());
    EXPECT_EQ(lookupPciIdNames(0x1022, 0x744c, std::nullopt, std::nullopt, path).device, QStringLiteral("Not a GPU of vendor 1002"));
    EXPECT_EQ(lookupPciIdNames(0x1002, 0x744c, std::nullopt, std::nullopt, dir.filePath(QStringLiteral("missing"))).device, QString());
}

TEST(PciIdNames, AmdgpuIdsByDeviceAndRevision)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "amdgpu.ids", "# List of AMDGPU IDs\n1.0.0\n744C,\tC8,\tAMD Radeon RX 7900 XTX\n744C,\tCC,\tAMD Radeon RX 7900 XT\n");
    EXPECT_EQ(lookupAmdgpuIdsName(0x744c, 0xc8, path), QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_EQ(lookupAmdgpuIdsName(0x744c, 0xcc, path), QStringLiteral("AMD Radeon RX 7900 XT"));
    EXPECT_EQ(lookupAmdgpuIdsName(0x744c, 0x00, path), QString());
}

TEST(PciIdNames, ANameCutAt31CharactersIsMadeWhole)
{
    const QString cut = QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900"); // AMD SMI 6.1.2
    ASSERT_EQ(cut.size(), 31);
    EXPECT_EQ(wholeGpuName(cut, {QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]")}),
              QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]"));
    // product_name first when it is the longer form of the same name.
    EXPECT_EQ(wholeGpuName(QStringLiteral("AMD Radeon RX 7900"), {QStringLiteral("AMD Radeon RX 7900 XTX"), QStringLiteral("Navi 31 [...]")}),
              QStringLiteral("AMD Radeon RX 7900 XTX"));
}

TEST(PciIdNames, ABareCodeNameOrIdTakesTheMarketingName)
{
    EXPECT_EQ(wholeGpuName(QStringLiteral("Navi 31"), {QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]")}),
              QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]"));
    EXPECT_EQ(wholeGpuName(QStringLiteral("0x7550"), {QStringLiteral("AMD Radeon RX 9070 XT")}), QStringLiteral("AMD Radeon RX 9070 XT"));
    EXPECT_EQ(wholeGpuName(QStringLiteral("0x7550"), {}), QStringLiteral("0x7550"));
}

TEST(PciIdNames, AWholeNameStays)
{
    EXPECT_EQ(wholeGpuName(QStringLiteral("AMD Radeon RX 7900 XTX"), {QStringLiteral("AMD Radeon RX 7900 XTX"), QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]")}),
              QStringLiteral("AMD Radeon RX 7900 XTX"));
    EXPECT_EQ(wholeGpuName(QStringLiteral("Vega 20 [Radeon VII]"), {QStringLiteral("AMD Radeon VII")}), QStringLiteral("Vega 20 [Radeon VII]"));
    EXPECT_EQ(wholeGpuName(QStringLiteral("AMD Instinct MI210"), {}), QStringLiteral("AMD Instinct MI210"));
}
