// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/LibraryProbe.h"

#include <QDir>
#include <QFileInfo>

#include <dlfcn.h>
#include <link.h>

namespace rocmtune {

namespace {

#if defined(__x86_64__)
constexpr const char *kMultiarch = "x86_64-linux-gnu";
#elif defined(__aarch64__)
constexpr const char *kMultiarch = "aarch64-linux-gnu";
#else
constexpr const char *kMultiarch = "";
#endif

QString loadedPath(void *handle)
{
    link_map *map = nullptr;
    if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || !map || !map->l_name)
        return {};
    return QString::fromLocal8Bit(map->l_name);
}

void fillResolved(LibraryProbeResult *result)
{
    const QFileInfo info(result->path);
    result->resolvedPath = info.canonicalFilePath().isEmpty() ? result->path : info.canonicalFilePath();
    result->fileVersion = LibraryProbe::versionFromFileName(QFileInfo(result->resolvedPath).fileName());
}

} // namespace

QStringList LibraryProbe::defaultDirs(const QString &rocmPath, const QString &ldLibraryPath)
{
    QStringList dirs = ldLibraryPath.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    dirs << rocmPath + QStringLiteral("/lib") << rocmPath + QStringLiteral("/lib64") << QStringLiteral("/usr/local/lib");
    const QString multiarch = QString::fromLatin1(kMultiarch);
    if (!multiarch.isEmpty())
        dirs << QStringLiteral("/usr/lib/") + multiarch << QStringLiteral("/lib/") + multiarch;
    dirs << QStringLiteral("/usr/lib64") << QStringLiteral("/usr/lib");
    dirs.removeDuplicates();
    return dirs;
}

LibraryProbeResult LibraryProbe::probe(const QStringList &fileNames, const QStringList &dirs, bool askLoader,
                                       const std::function<void(void *)> &whileLoaded)
{
    LibraryProbeResult result;
    result.searchedDirs = dirs;
    for (const QString &dir : dirs) {
        for (const QString &name : fileNames) {
            const QString candidate = QDir(dir).filePath(name);
            if (QFileInfo::exists(candidate)) {
                result.found = true;
                result.path = candidate;
                break;
            }
        }
        if (result.found)
            break;
    }

    void *handle = nullptr;
    if (result.found) {
        handle = dlopen(QFile::encodeName(result.path).constData(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            const char *error = dlerror();
            result.loadError = error ? QString::fromLocal8Bit(error) : QString();
        }
    } else if (askLoader) {
        for (const QString &name : fileNames) {
            handle = dlopen(QFile::encodeName(name).constData(), RTLD_NOW | RTLD_LOCAL);
            if (handle) {
                result.found = true;
                result.path = loadedPath(handle);
                if (result.path.isEmpty())
                    result.path = name;
                break;
            }
        }
    }
    if (result.found)
        fillResolved(&result);
    if (handle) {
        result.loaded = true;
        if (whileLoaded)
            whileLoaded(handle);
        dlclose(handle);
    }
    return result;
}

QString LibraryProbe::versionFromFileName(const QString &fileName)
{
    const int at = fileName.indexOf(QLatin1String(".so."));
    if (at < 0)
        return {};
    return fileName.mid(at + 4);
}

} // namespace rocmtune
