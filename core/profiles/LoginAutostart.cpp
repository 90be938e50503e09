// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/LoginAutostart.h"
#include "core/profiles/ProfilesTr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace rocmtune {

namespace {
// Desktop Entry Specification, Exec key: an argument with spaces or specials
// goes in double quotes with `"`, `` ` ``, `$` and `\` backslash-escaped;
// the string-level escape rule then doubles every backslash, and a literal
// `%` is written `%%` (field codes).
QString quoteExec(const QString &path)
{
    QString quoted;
    for (const QChar c : path) {
        if (c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('$') || c == QLatin1Char('\\'))
            quoted += QLatin1Char('\\');
        quoted += c;
    }
    quoted.replace(QLatin1String("\\"), QLatin1String("\\\\"));
    quoted.replace(QLatin1String("%"), QLatin1String("%%"));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}
} // namespace

LoginAutostart::LoginAutostart(const QString &autostartDirectory)
    : directory_(autostartDirectory.isEmpty()
                     ? QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/autostart")
                     : autostartDirectory)
{
}

QString LoginAutostart::filePath() const
{
    return QDir(directory_).filePath(QStringLiteral("rocmtune-apply-profiles.desktop"));
}

bool LoginAutostart::isEnabled() const
{
    return QFile::exists(filePath());
}

QString LoginAutostart::desktopEntry(const QString &cliPath)
{
    return QStringLiteral("[Desktop Entry]\n"
                          "Type=Application\n"
                          "Name=ROCm Tune: apply GPU profiles\n"
                          "Name[zh_CN]=ROCm Tune：应用 GPU 配置方案\n"
                          "Comment=Applies the GPU tuning profiles marked \"apply at login\"\n"
                          "Comment[zh_CN]=应用标记为“登录时应用”的 GPU 调校配置方案\n"
                          "Exec=%1 profile apply --at-login\n"
                          "Terminal=false\n"
                          "NoDisplay=true\n"
                          "X-GNOME-Autostart-enabled=true\n")
        .arg(quoteExec(cliPath));
}

bool LoginAutostart::enable(const QString &cliPath, QString *error)
{
    if (!QDir().mkpath(directory_)) {
        *error = LoginAutostartTr::tr("Cannot create %1.").arg(directory_);
        return false;
    }
    QSaveFile file(filePath());
    const QByteArray bytes = desktopEntry(cliPath).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = LoginAutostartTr::tr("Cannot write %1: %2").arg(filePath(), file.errorString());
        return false;
    }
    return true;
}

bool LoginAutostart::disable(QString *error)
{
    QFile file(filePath());
    if (file.exists() && !file.remove()) {
        *error = LoginAutostartTr::tr("Cannot remove %1: %2").arg(filePath(), file.errorString());
        return false;
    }
    return true;
}

} // namespace rocmtune
