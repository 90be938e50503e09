// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/PciIdNames.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace rocmtune {

namespace {

// "\t744c  Navi 31 [...]" -> id 0x744c and the name; false for other lines.
bool pciIdsEntry(const QByteArray &line, int tabs, int idCount, quint16 ids[2], QString *name)
{
    if (line.size() < tabs + 5 || line.count('\t') < tabs)
        return false;
    for (int i = 0; i < tabs; ++i) {
        if (line[i] != '\t')
            return false;
    }
    if (line[tabs] == '\t')
        return false;
    const QList<QByteArray> parts = line.mid(tabs).trimmed().split(' ');
    if (parts.size() < idCount + 1)
        return false;
    for (int i = 0; i < idCount; ++i) {
        bool ok = false;
        ids[i] = parts[i].toUShort(&ok, 16);
        if (!ok || parts[i].size() != 4)
            return false;
    }
    *name = QString::fromUtf8(line.mid(tabs).trimmed().mid(idCount * 5)).trimmed();
    return true;
}

// The value of the four hex digits at text[0..3] when `separator` follows
// them, else -1 (then the caller parses the line in full).
int fourHexDigits(const char *text, qsizetype size, char separator)
{
    if (size < 5 || text[4] != separator)
        return -1;
    int value = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = text[i];
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

bool isBlank(const QByteArray &line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; });
}

// The whole file without copying it where it can be mapped (pci.ids is
// ~1.3 MB, read line by line it cost a one-shot `list` ~10 % of its CPU).
class MappedText
{
public:
    explicit MappedText(const QString &path) : file_(path)
    {
        if (path.isEmpty() || !file_.open(QIODevice::ReadOnly))
            return;
        open_ = true;
        const qint64 size = file_.size();
        if (size > 0) {
            if (uchar *mapped = file_.map(0, size)) {
                data_ = QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), static_cast<qsizetype>(size));
                return;
            }
        }
        data_ = file_.readAll(); // not mappable (a pipe, a procfs-like file)
    }
    bool isOpen() const { return open_; }
    // The next line at *offset (with its '\n', as QIODevice::readLine gives
    // it), a view into the data; false at the end.
    bool nextLine(qsizetype *offset, QByteArray *line) const
    {
        if (*offset >= data_.size())
            return false;
        const qsizetype end = data_.indexOf('\n', *offset);
        const qsizetype next = end < 0 ? data_.size() : end + 1;
        *line = QByteArray::fromRawData(data_.constData() + *offset, next - *offset);
        *offset = next;
        return true;
    }

private:
    QFile file_;
    QByteArray data_;
    bool open_ = false;
};

} // namespace

QString pciIdDatabasePath()
{
    const QString configured = qEnvironmentVariable("ROCMTUNE_PCI_IDS");
    if (!configured.isEmpty())
        return configured;
    for (const char *path : {"/usr/share/misc/pci.ids", "/usr/share/hwdata/pci.ids", "/usr/share/pci.ids"}) {
        if (QFile::exists(QLatin1String(path)))
            return QLatin1String(path);
    }
    return QString();
}

PciIdNames lookupPciIdNames(quint16 vendor, quint16 device, std::optional<quint16> subsystemVendor,
                            std::optional<quint16> subsystemDevice, const QString &databasePath)
{
    PciIdNames names;
    const MappedText file(databasePath);
    if (!file.isOpen())
        return names;
    bool inVendor = false;
    bool inDevice = false;
    qsizetype offset = 0;
    QByteArray line;
    while (file.nextLine(&offset, &line)) {
        if (line.startsWith('#') || isBlank(line))
            continue;
        quint16 ids[2] = {};
        QString name;
        if (line[0] != '\t') {
            if (inVendor)
                break; // the next vendor: ours is done
            // Another vendor's id leaves inVendor false as the full parse would.
            const int id = fourHexDigits(line.constData(), line.size(), ' ');
            if (id >= 0 && id != vendor)
                continue;
            inVendor = pciIdsEntry(line, 0, 1, ids, &name) && ids[0] == vendor;
            continue;
        }
        if (!inVendor)
            continue;
        // Outside our device, another device's line changes nothing either.
        if (!inDevice && line.size() > 1 && line[1] != '\t') {
            const int id = fourHexDigits(line.constData() + 1, line.size() - 1, ' ');
            if (id >= 0 && id != device)
                continue;
        }
        if (pciIdsEntry(line, 1, 1, ids, &name)) {
            if (inDevice)
                break; // the next device
            inDevice = ids[0] == device;
            if (inDevice)
                names.device = name;
            continue;
        }
        if (inDevice && subsystemVendor && subsystemDevice && pciIdsEntry(line, 2, 2, ids, &name) && ids[0] == *subsystemVendor
            && ids[1] == *subsystemDevice)
            names.subsystem = name;
    }
    return names;
}

QString amdgpuIdsPath()
{
    const QString configured = qEnvironmentVariable("ROCMTUNE_AMDGPU_IDS");
    if (!configured.isEmpty())
        return configured;
    for (const char *path : {"/usr/share/libdrm/amdgpu.ids", "/opt/amdgpu/share/libdrm/amdgpu.ids"}) {
        if (QFile::exists(QLatin1String(path)))
            return QLatin1String(path);
    }
    return QString();
}

QString lookupAmdgpuIdsName(quint16 device, quint8 revision, const QString &path)
{
    const MappedText file(path);
    if (!file.isOpen())
        return QString();
    qsizetype offset = 0;
    QByteArray line;
    while (file.nextLine(&offset, &line)) {
        if (line.startsWith('#'))
            continue;
        // "744C,\tC8,\tAMD Radeon RX 7900 XTX": another device id is skipped unsplit.
        if (const int id = fourHexDigits(line.constData(), line.size(), ','); id >= 0 && id != device)
            continue;
        const QList<QByteArray> fields = line.split(',');
        if (fields.size() < 3)
            continue;
        bool deviceOk = false;
        bool revisionOk = false;
        const ushort id = fields[0].trimmed().toUShort(&deviceOk, 16);
        const ushort rev = fields[1].trimmed().toUShort(&revisionOk, 16);
        if (deviceOk && revisionOk && id == device && rev == revision)
            return QString::fromUtf8(line.mid(fields[0].size() + fields[1].size() + 2)).trimmed();
    }
    return QString();
}

QString wholeGpuName(const QString &libraryName, const QStringList &candidates)
{
    const QString name = libraryName.trimmed();
    static const QRegularExpression bareId(QStringLiteral("^(0x)?[0-9a-fA-F]{4}$"));
    for (const QString &candidate : candidates) {
        const QString whole = candidate.trimmed();
        if (whole.isEmpty() || whole == name)
            continue;
        // Cut: a longer name that starts with it. Bare code name: the part
        // of a database name before its "[marketing names]".
        const bool cut = !name.isEmpty() && whole.startsWith(name);
        const bool codeName = !name.isEmpty() && whole.contains(QLatin1Char('['))
                              && whole.section(QLatin1Char('['), 0, 0).trimmed() == name;
        if (cut || codeName)
            return whole;
    }
    if (!name.isEmpty() && !bareId.match(name).hasMatch())
        return name;
    for (const QString &candidate : candidates) {
        if (!candidate.trimmed().isEmpty())
            return candidate.trimmed();
    }
    return name;
}

} // namespace rocmtune
