// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace rocmtune {

struct LibraryProbeResult {
    bool found = false;     // a file with one of the names exists (or the loader knew one)
    bool loaded = false;    // dlopen succeeded
    QString path;           // the file found ("/opt/rocm/lib/libamdhip64.so.6")
    QString resolvedPath;   // after symlinks ("/opt/rocm/lib/libamdhip64.so.6.2.41133")
    QString fileVersion;    // from the resolved name: "6.2.41133"; empty if none
    QString loadError;      // dlerror() when found but not loadable
    QStringList searchedDirs;
};

// Finds a shared library by its possible file names in a list of directories
// (and, if asked, through the dynamic loader's own search), loads it with
// RTLD_LOCAL, lets the caller read symbols, and unloads it again.
class LibraryProbe
{
public:
    // The directories searched when DoctorEnvironment::libraryDirs is empty.
    static QStringList defaultDirs(const QString &rocmPath, const QString &ldLibraryPath);

    // whileLoaded gets the dlopen handle and may dlsym() from it.
    static LibraryProbeResult probe(const QStringList &fileNames, const QStringList &dirs, bool askLoader,
                                    const std::function<void(void *handle)> &whileLoaded = {});

    // "libamdhip64.so.6.2.41133" -> "6.2.41133"; "" when no version suffix.
    static QString versionFromFileName(const QString &fileName);
};

} // namespace rocmtune
