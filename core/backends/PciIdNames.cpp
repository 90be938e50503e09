// SPDX-License-Identifier: GPL-3.0-or-later
#include "PciIdNames.h"

#include <QFile>
#include <QRegularExpression>

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
    QFile file(databasePath);
    if (databasePath.isEmpty() || !file.open(QIODevice::ReadOnly))
        return names;
    bool inVendor = false;
    bool inDevice = false;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.startsWith('#') || line.trimmed().isEmpty())
            continue;
        quint16 ids[2] = {};
        QString name;
        if (line[0] != '\t') {
            if (inVendor)
                break; // the next vendor: ours is done
            inVendor = pciIdsEntry(line, 0, 1, ids, &name) && ids[0] == vendor;
            continue;
        }
        if (!inVendor)
            continue;
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
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return QString();
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.startsWith('#'))
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
