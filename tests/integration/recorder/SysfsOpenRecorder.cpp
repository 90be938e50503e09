// SPDX-License-Identifier: GPL-3.0-or-later
// LD_PRELOAD shim for the asleep-card tests: appends the path of every file
// opened under /sys (open, open64, openat, openat64, fopen, fopen64; a path
// relative to a directory descriptor is resolved through /proc/self/fd) to
// $ROCMTUNE_OPEN_LOG, one per line. Forked children (the backends' probes)
// log too. The test then counts the opens of files that wake a card.
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <string>
#include <unistd.h>

namespace {

std::string resolve(int dirfd, const char *path)
{
    if (!path)
        return {};
    if (path[0] == '/' || dirfd == AT_FDCWD)
        return path;
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
    char dir[4096];
    const ssize_t n = ::readlink(link, dir, sizeof dir - 1);
    if (n <= 0)
        return path;
    return std::string(dir, static_cast<std::size_t>(n)) + "/" + path;
}

void record(int dirfd, const char *path)
{
    const char *log = std::getenv("ROCMTUNE_OPEN_LOG");
    if (!log || !path)
        return;
    const std::string full = resolve(dirfd, path);
    if (full.rfind("/sys/", 0) != 0)
        return;
    const int saved = errno;
    using OpenFn = int (*)(const char *, int, ...);
    static auto realOpen = reinterpret_cast<OpenFn>(dlsym(RTLD_NEXT, "open"));
    const int fd = realOpen(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
        const std::string line = full + "\n";
        [[maybe_unused]] const ssize_t written = ::write(fd, line.data(), line.size());
        ::close(fd);
    }
    errno = saved;
}

mode_t modeOf(int flags, va_list args)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

} // namespace

extern "C" {

int open(const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(const char *, int, ...)>(dlsym(RTLD_NEXT, "open"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    record(AT_FDCWD, path);
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(const char *, int, ...)>(dlsym(RTLD_NEXT, "open64"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    record(AT_FDCWD, path);
    return real(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(int, const char *, int, ...)>(dlsym(RTLD_NEXT, "openat"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    record(dirfd, path);
    return real(dirfd, path, flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(int, const char *, int, ...)>(dlsym(RTLD_NEXT, "openat64"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    record(dirfd, path);
    return real(dirfd, path, flags, mode);
}

FILE *fopen(const char *path, const char *mode)
{
    static auto real = reinterpret_cast<FILE *(*)(const char *, const char *)>(dlsym(RTLD_NEXT, "fopen"));
    record(AT_FDCWD, path);
    return real(path, mode);
}

FILE *fopen64(const char *path, const char *mode)
{
    static auto real = reinterpret_cast<FILE *(*)(const char *, const char *)>(dlsym(RTLD_NEXT, "fopen64"));
    record(AT_FDCWD, path);
    return real(path, mode);
}

} // extern "C"
