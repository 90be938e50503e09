// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/DoctorContext.h"

#include "core/doctor/GfxArch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace rocmtune {

namespace {
constexpr qint64 kMaxTextBytes = 64 * 1024;

// "key value" lines of a KFD properties file.
QMap<QString, QString> readProperties(const QString &path)
{
    QMap<QString, QString> properties;
    const auto text = DoctorContext::readText(path);
    if (!text)
        return properties;
    for (const QString &line : text->split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const int space = line.indexOf(QLatin1Char(' '));
        if (space > 0)
            properties.insert(line.left(space), line.mid(space + 1).trimmed());
    }
    return properties;
}
} // namespace

DoctorContext::DoctorContext(DoctorEnvironment environment) : env_(std::move(environment)) {}

std::optional<QString> DoctorContext::readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.read(kMaxTextBytes)).trimmed();
}

QVector<AmdgpuCard> amdgpuCards(const DoctorEnvironment &env)
{
    const QDir drm(env.sysPath(QStringLiteral("class/drm")));
    static const QRegularExpression cardName(QStringLiteral("^card\\d+$"));
    QVector<AmdgpuCard> cards;
    for (const QString &name : drm.entryList(QDir::Dirs | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString device = drm.filePath(name + QStringLiteral("/device"));
        if (cardName.match(name).hasMatch()
            && DoctorContext::readText(device + QStringLiteral("/vendor")).value_or(QString()).compare(QLatin1String("0x1002"), Qt::CaseInsensitive) == 0)
            cards.push_back({name, device});
    }
    return cards;
}

bool DoctorContext::kfdTopologyPresent() const
{
    return QFileInfo(env_.sysPath(QStringLiteral("class/kfd/kfd/topology/nodes"))).isDir();
}

const QVector<KfdGpu> &DoctorContext::gpus()
{
    if (gpus_)
        return *gpus_;
    QVector<KfdGpu> gpus;
    const QDir nodes(env_.sysPath(QStringLiteral("class/kfd/kfd/topology/nodes")));
    QStringList names = nodes.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
    for (const QString &name : names) {
        bool isNumber = false;
        const int node = name.toInt(&isNumber);
        if (!isNumber)
            continue;
        const QMap<QString, QString> properties = readProperties(nodes.filePath(name + QStringLiteral("/properties")));
        const quint64 version = properties.value(QStringLiteral("gfx_target_version")).toULongLong();
        if (version == 0 || properties.value(QStringLiteral("simd_count")).toInt() == 0)
            continue; // a CPU node
        KfdGpu gpu;
        gpu.node = node;
        gpu.gfxTargetVersion = version;
        gpu.target = gfxarch::fromTargetVersion(version);
        gpu.deviceIdHex = QString::number(properties.value(QStringLiteral("device_id")).toULongLong(), 16);
        bool minorOk = false;
        const int minor = properties.value(QStringLiteral("drm_render_minor")).toInt(&minorOk);
        gpu.drmRenderMinor = minorOk ? minor : -1;
        gpus << gpu;
    }
    gpus_ = gpus;
    return *gpus_;
}

QStringList DoctorContext::libraryDirs() const
{
    if (!env_.libraryDirs.isEmpty())
        return env_.libraryDirs;
    return LibraryProbe::defaultDirs(env_.rocmPath, env_.environment.value(QStringLiteral("LD_LIBRARY_PATH")));
}

const LibraryProbeResult &DoctorContext::hipRuntime()
{
    if (!hip_) {
        hip_ = LibraryProbe::probe({QStringLiteral("libamdhip64.so.7"), QStringLiteral("libamdhip64.so.6"),
                                    QStringLiteral("libamdhip64.so.5"), QStringLiteral("libamdhip64.so")},
                                   libraryDirs(), askLoader());
    }
    return *hip_;
}

const std::optional<RocmVersion> &DoctorContext::rocmVersion()
{
    if (rocmVersion_)
        return *rocmVersion_;
    const QString infoPath = QDir(env_.rocmPath).filePath(QStringLiteral(".info/version"));
    std::optional<RocmVersion> version;
    if (const auto text = readText(infoPath))
        version = parseRocmVersion(*text, infoPath);
    if (!version) {
        const LibraryProbeResult &hip = hipRuntime();
        if (hip.found)
            version = parseRocmVersion(hip.fileVersion, hip.resolvedPath);
    }
    rocmVersion_ = version;
    return *rocmVersion_;
}

std::optional<RocmVersion> parseRocmVersion(const QString &text, const QString &source)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+)\\.(\\d+)"));
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    RocmVersion version;
    version.major = m.captured(1).toInt();
    version.minor = m.captured(2).toInt();
    version.text = text.trimmed();
    version.source = source;
    return version;
}

} // namespace rocmtune
