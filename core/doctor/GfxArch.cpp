// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/GfxArch.h"

#include <QRegularExpression>

#include <map>

namespace rocmtune::gfxarch {

namespace {

// Supported GPU targets per ROCm major version, from AMD's "System
// requirements (Linux)" pages of the ROCm installation guide
// (rocm.docs.amd.com/projects/install-on-linux/en/docs-5.7.1/reference/system-requirements.html,
//  .../en/docs-6.4.3/reference/system-requirements.html and
//  .../en/docs-7.0.0/reference/system-requirements.html): the last release of
// each major line. gfx906 (MI50/MI60, Radeon VII) and gfx1030 (RX 6800/6900,
// W6800, V620) stayed listed through 6.x; Radeon 7000 (gfx1100/1101) joined in
// 5.7/6.0, Radeon 9000 (gfx1200/1201) in 6.4.1, MI350 (gfx950) in 7.0.
const std::map<int, QStringList> &supportTable()
{
    static const std::map<int, QStringList> table{
        {5, {QStringLiteral("gfx900"), QStringLiteral("gfx906"), QStringLiteral("gfx908"), QStringLiteral("gfx90a"),
             QStringLiteral("gfx940"), QStringLiteral("gfx941"), QStringLiteral("gfx942"), QStringLiteral("gfx1030"),
             QStringLiteral("gfx1100")}},
        {6, {QStringLiteral("gfx906"), QStringLiteral("gfx908"), QStringLiteral("gfx90a"), QStringLiteral("gfx942"),
             QStringLiteral("gfx1030"), QStringLiteral("gfx1100"), QStringLiteral("gfx1101"), QStringLiteral("gfx1200"),
             QStringLiteral("gfx1201")}},
        {7, {QStringLiteral("gfx908"), QStringLiteral("gfx90a"), QStringLiteral("gfx942"), QStringLiteral("gfx950"),
             QStringLiteral("gfx1030"), QStringLiteral("gfx1100"), QStringLiteral("gfx1101"), QStringLiteral("gfx1200"),
             QStringLiteral("gfx1201")}},
    };
    return table;
}

// Consumer targets that run code built for a sibling with the same
// instruction set when HSA_OVERRIDE_GFX_VERSION names the sibling. This is the
// community workaround AMD does not support (RDNA2 -> gfx1030, RDNA3 -> gfx1100,
// Renoir/Cezanne APUs -> gfx900).
const std::map<QString, QString> &siblingTable()
{
    static const std::map<QString, QString> table{
        {QStringLiteral("gfx1031"), QStringLiteral("gfx1030")}, {QStringLiteral("gfx1032"), QStringLiteral("gfx1030")},
        {QStringLiteral("gfx1033"), QStringLiteral("gfx1030")}, {QStringLiteral("gfx1034"), QStringLiteral("gfx1030")},
        {QStringLiteral("gfx1035"), QStringLiteral("gfx1030")}, {QStringLiteral("gfx1036"), QStringLiteral("gfx1030")},
        {QStringLiteral("gfx1101"), QStringLiteral("gfx1100")}, {QStringLiteral("gfx1102"), QStringLiteral("gfx1100")},
        {QStringLiteral("gfx1103"), QStringLiteral("gfx1100")}, {QStringLiteral("gfx90c"), QStringLiteral("gfx900")},
        {QStringLiteral("gfx902"), QStringLiteral("gfx900")},
    };
    return table;
}

// "gfx1030" -> "10.3.0", "gfx90a" -> "9.0.10".
QString overrideValueOf(const QString &target)
{
    static const QRegularExpression pattern(QStringLiteral("^gfx(\\d{1,2})([0-9a-f])([0-9a-f])$"));
    const QRegularExpressionMatch m = pattern.match(target);
    if (!m.hasMatch())
        return {};
    return QStringLiteral("%1.%2.%3")
        .arg(m.captured(1))
        .arg(m.captured(2).toInt(nullptr, 16))
        .arg(m.captured(3).toInt(nullptr, 16));
}

} // namespace

QString fromTargetVersion(quint64 targetVersion)
{
    const quint64 major = targetVersion / 10000;
    const quint64 minor = (targetVersion / 100) % 100;
    const quint64 stepping = targetVersion % 100;
    if (major == 0 || minor > 15 || stepping > 15)
        return {};
    return QStringLiteral("gfx%1%2%3").arg(major).arg(minor, 0, 16).arg(stepping, 0, 16);
}

std::optional<QString> fromOverrideValue(const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,2})\\.(\\d{1,2})\\.(\\d{1,2})$"));
    const QRegularExpressionMatch m = pattern.match(value.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const quint64 version = m.captured(1).toULongLong() * 10000 + m.captured(2).toULongLong() * 100 + m.captured(3).toULongLong();
    const QString target = fromTargetVersion(version);
    if (target.isEmpty())
        return std::nullopt;
    return target;
}

std::optional<QStringList> supportedTargets(int rocmMajor)
{
    const auto it = supportTable().find(rocmMajor);
    if (it == supportTable().end())
        return std::nullopt;
    return it->second;
}

bool isSupported(const QString &target, int rocmMajor)
{
    const auto targets = supportedTargets(rocmMajor);
    return targets && targets->contains(target);
}

std::optional<QString> overrideFor(const QString &target, int rocmMajor)
{
    const auto it = siblingTable().find(target);
    if (it == siblingTable().end() || !isSupported(it->second, rocmMajor))
        return std::nullopt;
    return overrideValueOf(it->second);
}

} // namespace rocmtune::gfxarch
