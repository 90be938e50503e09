// SPDX-License-Identifier: GPL-3.0-or-later
// LD_PRELOAD shim for the tuning namespace tests: records every write(2) /
// writev(2) to a file under /sys with its exact bytes (a fake file keeps only
// the last write), and injects driver failures on request:
//   ROCMTUNE_WRITE_LOG=FILE          one JSON line per write: {"file": basename, "data": bytes}
//   ROCMTUNE_WRITE_FAIL=NAME         writes to files named NAME fail with EIO
//   ROCMTUNE_WRITE_BREAK=AFTER:PATH  after a write to a file named AFTER, PATH is
//                                    replaced by an empty directory (a file that
//                                    vanishes mid-transaction)
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {

std::string pathOf(int fd)
{
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    char target[4096];
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return {};
    return std::string(target, static_cast<std::size_t>(n));
}

std::string baseName(const std::string &path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string jsonEscape(const char *data, std::size_t size)
{
    std::string out;
    for (std::size_t i = 0; i < size; ++i) {
        const unsigned char c = static_cast<unsigned char>(data[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c < 0x20 || c >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

void logWrite(const std::string &file, const char *data, std::size_t size)
{
    const char *log = std::getenv("ROCMTUNE_WRITE_LOG");
    if (!log || !*log)
        return;
    const int fd = static_cast<int>(::syscall(SYS_openat, AT_FDCWD, log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644));
    if (fd < 0)
        return;
    const std::string line = "{\"file\":\"" + jsonEscape(file.data(), file.size()) + "\",\"data\":\"" + jsonEscape(data, size) + "\"}\n";
    ::syscall(SYS_write, fd, line.data(), line.size());
    ::syscall(SYS_close, fd);
}

void breakAfter(const std::string &file)
{
    const char *spec = std::getenv("ROCMTUNE_WRITE_BREAK");
    if (!spec)
        return;
    const char *colon = std::strchr(spec, ':');
    if (!colon || file != std::string(spec, static_cast<std::size_t>(colon - spec)))
        return;
    const char *victim = colon + 1;
    ::unlink(victim);
    ::mkdir(victim, 0755);
}

// Decides for one write to /sys: false (errno set) when it must fail.
bool allowed(const std::string &file)
{
    const char *fail = std::getenv("ROCMTUNE_WRITE_FAIL");
    if (fail && file == fail) {
        errno = EIO;
        return false;
    }
    return true;
}

} // namespace

extern "C" ssize_t write(int fd, const void *buf, size_t count)
{
    const std::string path = pathOf(fd);
    if (path.rfind("/sys/", 0) != 0)
        return ::syscall(SYS_write, fd, buf, count);
    const std::string file = baseName(path);
    logWrite(file, static_cast<const char *>(buf), count);
    if (!allowed(file))
        return -1;
    const ssize_t n = ::syscall(SYS_write, fd, buf, count);
    breakAfter(file);
    return n;
}

extern "C" ssize_t writev(int fd, const struct iovec *iov, int iovcnt)
{
    const std::string path = pathOf(fd);
    if (path.rfind("/sys/", 0) != 0)
        return ::syscall(SYS_writev, fd, iov, iovcnt);
    std::string joined;
    for (int i = 0; i < iovcnt; ++i)
        joined.append(static_cast<const char *>(iov[i].iov_base), iov[i].iov_len);
    const std::string file = baseName(path);
    logWrite(file, joined.data(), joined.size());
    if (!allowed(file))
        return -1;
    const ssize_t n = ::syscall(SYS_writev, fd, iov, iovcnt);
    breakAfter(file);
    return n;
}
