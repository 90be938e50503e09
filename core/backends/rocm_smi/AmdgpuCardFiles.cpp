// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune::amdgpu {

namespace {

const QString kDrmRoot = QStringLiteral("/sys/class/drm");
const QString kKfdNodes = QStringLiteral("/sys/class/kfd/kfd/topology/nodes");

// The last PCI address in a link target: a card behind bridges has several.
QString lastPciAddress(const QString &path)
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]$"));
    QString found;
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (re.match(part).hasMatch())
            found = part.toLower();
    }
    return found;
}

QString rawLinkTarget(const QString &path)
{
    char buffer[4096];
    const ssize_t n = ::readlink(QFile::encodeName(path).constData(), buffer, sizeof buffer - 1);
    if (n <= 0)
        return QString();
    return QFile::decodeName(QByteArray(buffer, static_cast<int>(n)));
}

QStringList cardEntries()
{
    static const QRegularExpression re(QStringLiteral("^card\\d+$"));
    QStringList cards;
    const QStringList entries = QDir(kDrmRoot).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        if (re.match(e).hasMatch())
            cards << e;
    }
    return cards;
}

QString findHwmon(const QString &deviceDir)
{
    const QDir hwmon(deviceDir + QStringLiteral("/hwmon"));
    const QStringList entries = hwmon.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &e : entries) {
        const auto name = readSmallFile(hwmon.filePath(e) + QStringLiteral("/name"));
        if (name && (name->trimmed() == "amdgpu" || name->trimmed() == "radeon"))
            return hwmon.filePath(e);
    }
    return QString();
}

} // namespace

std::optional<QByteArray> readSmallFile(const QString &path, qsizetype maxBytes)
{
    // O_NONBLOCK: a FIFO put where a driver file was (in a tree its owner can
    // write) reads as empty instead of blocking a root program (sysfs and
    // /proc files ignore the flag).
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return std::nullopt;
    QByteArray data;
    char buffer[4096];
    while (data.size() < maxBytes) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            ::close(fd);
            return std::nullopt; // EISDIR, EIO ...
        }
        if (n == 0)
            break;
        data.append(buffer, static_cast<int>(n));
    }
    ::close(fd);
    return data;
}

std::optional<AmdgpuCardFiles> AmdgpuCardFiles::locate(const QString &pciBusId)
{
    AmdgpuCardFiles files;
    files.pciBusId_ = pciBusId.toLower();
    for (const QString &card : cardEntries()) {
        const QString path = kDrmRoot + QLatin1Char('/') + card;
        if (lastPciAddress(rawLinkTarget(path)) == files.pciBusId_) {
            files.deviceDir_ = path + QStringLiteral("/device");
            break;
        }
    }
    if (files.deviceDir_.isEmpty()) {
        const QString pci = QStringLiteral("/sys/bus/pci/devices/") + files.pciBusId_;
        if (!QFileInfo::exists(pci))
            return std::nullopt;
        files.deviceDir_ = pci;
    }
    files.hwmonDir_ = findHwmon(files.deviceDir_);
    return files;
}

QStringList AmdgpuCardFiles::presentPciBusIds()
{
    QStringList ids;
    for (const QString &card : cardEntries()) {
        const QString path = kDrmRoot + QLatin1Char('/') + card;
        const QString id = lastPciAddress(rawLinkTarget(path));
        if (!id.isEmpty() && QFileInfo::exists(path + QStringLiteral("/device/vendor")))
            ids << id;
    }
    return ids;
}

bool AmdgpuCardFiles::present() const
{
    struct stat st;
    return ::stat(QFile::encodeName(deviceDir_ + QStringLiteral("/vendor")).constData(), &st) == 0;
}

std::optional<QByteArray> AmdgpuCardFiles::readDeviceFile(const QString &name) const
{
    return readSmallFile(deviceDir_ + QLatin1Char('/') + name);
}

std::optional<quint16> AmdgpuCardFiles::readPciIdFile(const QString &name) const
{
    const auto text = readDeviceFile(name);
    if (!text)
        return std::nullopt;
    QByteArray hex = text->trimmed();
    if (hex.startsWith("0x") || hex.startsWith("0X"))
        hex = hex.mid(2);
    bool ok = false;
    const ushort value = hex.toUShort(&ok, 16);
    if (!ok || hex.isEmpty())
        return std::nullopt;
    return value;
}

bool AmdgpuCardFiles::deviceFileExists(const QString &name) const
{
    struct stat st;
    return ::stat(QFile::encodeName(deviceDir_ + QLatin1Char('/') + name).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

DriverFileWrite AmdgpuCardFiles::writeOverdriveCommand(OdCommand command) const
{
    // deviceDir_ comes from the PCI address the library enumerated (locate()),
    // never from a request.
    const char byte = command == OdCommand::RestoreBootTable ? 'r' : 'c';
    return writeDriverFile(deviceDir_, QStringLiteral("pp_od_clk_voltage"), QByteArray(1, byte));
}

QMap<QString, quint64> AmdgpuCardFiles::kfdProperties(QString *nodeDir) const
{
    static const QRegularExpression bdf(QStringLiteral("^([0-9a-f]{4}):([0-9a-f]{2}):([0-9a-f]{2})\\.([0-7])$"));
    const auto m = bdf.match(pciBusId_);
    if (!m.hasMatch())
        return {};
    const quint64 domain = m.captured(1).toULongLong(nullptr, 16);
    const quint64 location = (m.captured(2).toULongLong(nullptr, 16) << 8) | (m.captured(3).toULongLong(nullptr, 16) << 3)
                             | m.captured(4).toULongLong(nullptr, 16);
    const QStringList nodes = QDir(kKfdNodes).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &node : nodes) {
        const auto text = readSmallFile(kKfdNodes + QLatin1Char('/') + node + QStringLiteral("/properties"));
        if (!text)
            continue;
        QMap<QString, quint64> props;
        for (const QByteArray &line : text->split('\n')) {
            const QList<QByteArray> kv = line.simplified().split(' ');
            bool ok = false;
            const quint64 value = kv.size() == 2 ? kv[1].toULongLong(&ok) : 0;
            if (ok)
                props.insert(QString::fromLatin1(kv[0]), value);
        }
        if (props.value(QStringLiteral("location_id"), ~0ull) == location && props.value(QStringLiteral("domain"), 0) == domain) {
            if (nodeDir)
                *nodeDir = kKfdNodes + QLatin1Char('/') + node;
            return props;
        }
    }
    return {};
}

std::optional<quint64> AmdgpuCardFiles::kfdGpuId() const
{
    QString node;
    if (kfdProperties(&node).isEmpty())
        return std::nullopt;
    const auto text = readSmallFile(node + QStringLiteral("/gpu_id"));
    bool ok = false;
    const quint64 id = text ? text->trimmed().toULongLong(&ok) : 0;
    return ok && id != 0 ? std::optional<quint64>(id) : std::nullopt;
}

} // namespace rocmtune::amdgpu
