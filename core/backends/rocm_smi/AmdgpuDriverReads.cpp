// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"

#include "core/backends/PciIdNames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

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

namespace {

constexpr char kKfdProcRoot[] = "/sys/class/kfd/kfd/proc";

bool isDecimalNumber(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<quint64> readKfdNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.read(64).trimmed();
    if (!isDecimalNumber(text))
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

QString processDir(quint32 pid)
{
    return QStringLiteral("%1/%2/").arg(QLatin1String(kKfdProcRoot)).arg(pid);
}

} // namespace

bool kfdProcTreeIsSafe()
{
    const QString rootPath = QString::fromLatin1(kKfdProcRoot);
    if (!QFileInfo(rootPath).isDir())
        return false;
    const QDir root(rootPath);
    for (const QString &entry : root.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
        if (!isDecimalNumber(entry.toLatin1()))
            return false;
        QFile pasid(root.filePath(entry) + QStringLiteral("/pasid"));
        if (pasid.open(QIODevice::ReadOnly) && !isDecimalNumber(pasid.read(64).trimmed()))
            return false;
    }
    return true;
}

std::optional<QVector<quint32>> kfdProcessIds()
{
    const QString rootPath = QString::fromLatin1(kKfdProcRoot);
    if (!QFileInfo(rootPath).isDir())
        return std::nullopt;
    QVector<quint32> pids;
    for (const QString &entry : QDir(rootPath).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const quint32 pid = isDecimalNumber(entry.toLatin1()) ? entry.toUInt(&ok) : 0;
        if (ok && pid > 0)
            pids << pid;
    }
    std::sort(pids.begin(), pids.end());
    return pids;
}

std::optional<quint64> kfdProcessVramBytes(quint32 pid, quint64 gpuId)
{
    return readKfdNumber(processDir(pid) + QStringLiteral("vram_%1").arg(gpuId));
}

std::optional<double> kfdProcessCuOccupancyPercent(quint32 pid, quint64 gpuId, quint64 totalCus)
{
    const std::optional<quint64> cus = readKfdNumber(processDir(pid) + QStringLiteral("stats_%1/cu_occupancy").arg(gpuId));
    if (!cus || totalCus == 0)
        return std::nullopt;
    return std::min(100.0, 100.0 * static_cast<double>(*cus) / static_cast<double>(totalCus));
}

quint64 kfdTotalComputeUnits(const QMap<QString, quint64> &kfdProperties)
{
    const quint64 simdPerCu = kfdProperties.value(QStringLiteral("simd_per_cu"), 0);
    return simdPerCu > 0 ? kfdProperties.value(QStringLiteral("simd_count"), 0) / simdPerCu : 0;
}

} // namespace rocmtune::amdgpu
