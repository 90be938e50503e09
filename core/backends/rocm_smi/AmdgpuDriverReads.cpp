// SPDX-License-Identifier: GPL-3.0-or-later
#include "AmdgpuDriverReads.h"

#include "backends/PciIdNames.h"

#include <algorithm>

namespace rocmtune::amdgpu {

std::optional<quint64> readDecimalFile(const QString &path)
{
    const auto text = readSmallFile(path);
    if (!text)
        return std::nullopt;
    const QByteArray digits = text->trimmed();
    if (digits.isEmpty() || !std::all_of(digits.cbegin(), digits.cend(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    bool ok = false;
    const qulonglong value = digits.toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

std::optional<double> readHwmonPowerInputWatts(const AmdgpuCardFiles &files)
{
    if (!files.hasHwmon())
        return std::nullopt;
    const auto microwatts = readDecimalFile(files.hwmonDir() + QStringLiteral("/power1_input"));
    return microwatts ? std::optional<double>(static_cast<double>(*microwatts) / 1e6) : std::nullopt;
}

std::optional<std::pair<double, int>> readPciCoreLink(const AmdgpuCardFiles &files)
{
    const auto speed = files.readDeviceFile(QStringLiteral("current_link_speed"));
    const auto width = files.readDeviceFile(QStringLiteral("current_link_width"));
    bool speedOk = false;
    bool widthOk = false;
    const double gigatransfers = speed ? speed->trimmed().split(' ').value(0).toDouble(&speedOk) : 0;
    const int lanes = width ? width->trimmed().toInt(&widthOk) : 0;
    if (!speedOk || !speed->contains("GT/s") || !widthOk || lanes <= 0)
        return std::nullopt;
    return std::pair{gigatransfers, lanes};
}

QStringList gpuNameCandidates(const AmdgpuCardFiles &files)
{
    QStringList names;
    if (const auto product = files.readDeviceFile(QStringLiteral("product_name")))
        names << QString::fromUtf8(product->split('\n').value(0)).trimmed();
    const auto vendor = files.readPciIdFile(QStringLiteral("vendor"));
    const auto device = files.readPciIdFile(QStringLiteral("device"));
    if (!vendor || !device)
        return names;
    if (const auto revision = files.readPciIdFile(QStringLiteral("revision")); revision && *revision <= 0xff)
        names << lookupAmdgpuIdsName(*device, static_cast<quint8>(*revision));
    const PciIdNames database = lookupPciIdNames(*vendor, *device, files.readPciIdFile(QStringLiteral("subsystem_vendor")),
                                                 files.readPciIdFile(QStringLiteral("subsystem_device")));
    names << database.subsystem << database.device;
    names.removeAll(QString());
    return names;
}

} // namespace rocmtune::amdgpu
