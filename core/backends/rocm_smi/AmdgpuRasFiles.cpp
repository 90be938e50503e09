// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"

#include <QFileInfo>
#include <QList>

namespace rocmtune::amdgpu {

const QStringList &rasBlockNames()
{
    static const QStringList names{
        QStringLiteral("umc"),  QStringLiteral("sdma"), QStringLiteral("gfx"),  QStringLiteral("mmhub"),     QStringLiteral("athub"),
        QStringLiteral("pcie_bif"), QStringLiteral("hdp"), QStringLiteral("xgmi_wafl"), QStringLiteral("df"), QStringLiteral("smn"),
        QStringLiteral("sem"),  QStringLiteral("mp0"),  QStringLiteral("mp1"),  QStringLiteral("fuse"),      QStringLiteral("mca"),
        QStringLiteral("vcn"),  QStringLiteral("jpeg"),
    };
    return names;
}

std::optional<quint32> parseRasFeatureMask(const QByteArray &text)
{
    const QByteArray line = text.trimmed();
    static const QByteArray prefix = QByteArrayLiteral("feature mask:");
    if (!line.startsWith(prefix) || line.contains('\n'))
        return std::nullopt;
    QByteArray hex = line.mid(prefix.size()).trimmed();
    if (!hex.startsWith("0x"))
        return std::nullopt;
    hex = hex.mid(2);
    bool ok = false;
    const uint mask = hex.toUInt(&ok, 16);
    if (!ok || hex.isEmpty())
        return std::nullopt;
    return mask;
}

std::optional<RasErrorCount> parseRasErrorCount(const QByteArray &text)
{
    std::optional<quint64> ue;
    std::optional<quint64> ce;
    const QList<QByteArray> lines = text.trimmed().split('\n');
    for (const QByteArray &line : lines) {
        const int colon = line.indexOf(':');
        if (colon < 0)
            return std::nullopt;
        const QByteArray key = line.left(colon).trimmed();
        const QByteArray number = line.mid(colon + 1).trimmed();
        bool ok = false;
        const qulonglong value = number.toULongLong(&ok, 10);
        if (!ok)
            return std::nullopt;
        if (key == "ue")
            ue = value;
        else if (key == "ce")
            ce = value;
        else if (key != "de") // deferred (UMC, newer kernels): not an ECC count of its own
            return std::nullopt;
    }
    if (!ue || !ce)
        return std::nullopt;
    return RasErrorCount{*ue, *ce};
}

EccStatus readEccStatus(const QString &deviceDir)
{
    EccStatus status;
    const QString ras = deviceDir + QStringLiteral("/ras/");
    const auto features = readSmallFile(ras + QStringLiteral("features"));
    const std::optional<quint32> mask = features ? parseRasFeatureMask(*features) : std::nullopt;
    if (!mask)
        return status;
    status.available = true;
    const QStringList &names = rasBlockNames();
    for (int bit = 0; bit < names.size(); ++bit) {
        const QString file = ras + names[bit] + QStringLiteral("_err_count");
        const bool enabled = (*mask >> bit) & 1u;
        if (!enabled && !QFileInfo::exists(file))
            continue;
        EccBlockCounts block;
        block.block = names[bit];
        block.enabled = enabled;
        if (const auto text = readSmallFile(file)) {
            if (const auto counts = parseRasErrorCount(*text)) {
                block.correctable = counts->correctable;
                block.uncorrectable = counts->uncorrectable;
            }
        }
        status.blocks.push_back(block);
    }
    return status;
}

} // namespace rocmtune::amdgpu
