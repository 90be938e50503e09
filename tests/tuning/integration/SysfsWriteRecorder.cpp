// SPDX-License-Identifier: GPL-3.0-or-later
// LD_PRELOAD shim for the tuning namespace tests: records every write(2) /
// writev(2) to a file under /sys with its exact bytes (a fake file keeps only
// the last write), and injects driver failures on request:
//   ROCMTUNE_WRITE_LOG=FILE          one JSON line per write: {"file": basename, "data": bytes}
//   ROCMTUNE_WRITE_FAIL=NAME         writes to files named NAME fail with EIO
//   ROCMTUNE_WRITE_BREAK=AFTER:PATH  after a write to a file named AFTER, PATH is
//                                    replaced by an empty directory (a file that
//                                    vanishes mid-transaction)
//   ROCMTUNE_FAKE_DRIVER=1           (always on in the rocmtune_fake_driver_preload
//                                    build) the driver's write semantics for the tuning
//                                    files (AmdgpuDriverModel.h): opens of those
//                                    files no longer truncate, and each write is
//                                    answered like the driver's store() (new
//                                    table contents, or EINVAL). The card's boot
//                                    pp_od_clk_voltage is kept next to it as
//                                    .pp_od_clk_voltage.boot (for "r").
//   ROCMTUNE_FAKE_DRIVER_OD_LIMITS=SCLK:500:2600[,MCLK:97:1200]
//                                    ranges the driver enforces instead of the
//                                    OD_RANGE it prints
#include "tests/tuning/integration/AmdgpuDriverModel.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstdarg>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <map>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace fakedriver = rocmtune::fakedriver;

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

bool driverModelEnabled()
{
#ifdef ROCMTUNE_FAKE_DRIVER_ALWAYS
    return true; // the rocmtune_fake_driver_preload build
#else
    const char *on = std::getenv("ROCMTUNE_FAKE_DRIVER");
    return on && std::strcmp(on, "1") == 0;
#endif
}

bool modelledPath(const char *path)
{
    return path && std::strncmp(path, "/sys/", 5) == 0 && driverModelEnabled() && fakedriver::isModelled(baseName(path));
}

// Raw reads and writes by path (never through the interposed functions).
std::optional<std::string> readPath(const std::string &path)
{
    const int fd = static_cast<int>(::syscall(SYS_openat, AT_FDCWD, path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd < 0)
        return std::nullopt;
    std::string text;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::syscall(SYS_read, fd, buf, sizeof buf);
        if (n <= 0)
            break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    ::syscall(SYS_close, fd);
    return text;
}

bool writePath(const std::string &path, const std::string &text)
{
    const int fd = static_cast<int>(::syscall(SYS_openat, AT_FDCWD, path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (fd < 0)
        return false;
    const bool ok = ::syscall(SYS_write, fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::syscall(SYS_close, fd);
    return ok;
}

// One write(2) to a modelled file, answered as the driver would.
ssize_t driverWrite(const std::string &path, const char *data, std::size_t size)
{
    static std::map<std::string, std::pair<long, long>> staged; // Aldebaran's uncommitted "s" values
    const std::string dir = path.substr(0, path.rfind('/'));
    const std::string file = baseName(path);
    const std::string current = readPath(path).value_or(std::string());
    fakedriver::DeviceView device;
    device.readSibling = [dir](const std::string &name) { return readPath(dir + "/" + name); };
    device.readHwmon = device.readSibling;
    if (const char *limits = std::getenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS")) {
        char key[16];
        long lo = 0, hi = 0;
        for (const char *p = limits; p && *p; p = std::strchr(p, ',') ? std::strchr(p, ',') + 1 : nullptr) {
            if (std::sscanf(p, "%15[A-Z_]:%ld:%ld", key, &lo, &hi) == 3)
                device.enforcedRanges[key] = {lo, hi};
        }
    }
    if (file == "pp_od_clk_voltage") {
        const std::string boot = dir + "/.pp_od_clk_voltage.boot";
        auto saved = readPath(boot);
        if (!saved) {
            writePath(boot, current);
            saved = current;
        }
        device.bootOdTable = *saved;
        auto it = staged.emplace(path, std::make_pair(-1L, -1L)).first;
        device.stagedSclkMin = &it->second.first;
        device.stagedSclkMax = &it->second.second;
    } else if (fakedriver::isFanCtrlFile(file)) {
        const std::string boot = dir + "/." + file + ".boot";
        auto saved = readPath(boot);
        if (!saved) {
            writePath(boot, current);
            saved = current;
        }
        device.bootOdTable = *saved;
    }
    const fakedriver::StoreResult result = fakedriver::store(file, current, std::string(data, size), device);
    if (result.error != 0) {
        errno = result.error;
        return -1;
    }
    if (!writePath(path, result.content)) {
        errno = EIO;
        return -1;
    }
    for (const auto &[name, content] : result.siblings) // the clock files a commit changed
        writePath(dir + "/" + name, content);
    return static_cast<ssize_t>(size);
}

template <typename Fn>
Fn next(const char *name)
{
    return reinterpret_cast<Fn>(::dlsym(RTLD_NEXT, name));
}

// The driver's files are never truncated by an open (nor by ftruncate,
// below): the model needs the table that was there.
const char *keepContents(const char *path, const char *mode)
{
    return mode && mode[0] == 'w' && modelledPath(path) ? "r+" : mode;
}

int keepContents(const char *path, int flags)
{
    return (flags & O_TRUNC) && modelledPath(path) ? (flags & ~O_TRUNC) : flags;
}

mode_t modeArgument(int flags, va_list args)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

} // namespace

extern "C" FILE *fopen(const char *path, const char *mode)
{
    static const auto real = next<FILE *(*)(const char *, const char *)>("fopen");
    return real(path, keepContents(path, mode));
}

extern "C" FILE *fopen64(const char *path, const char *mode)
{
    static const auto real = next<FILE *(*)(const char *, const char *)>("fopen64");
    return real(path, keepContents(path, mode));
}

extern "C" int open(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return static_cast<int>(::syscall(SYS_openat, AT_FDCWD, path, keepContents(path, flags), mode));
}

extern "C" int open64(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return static_cast<int>(::syscall(SYS_openat, AT_FDCWD, path, keepContents(path, flags) | O_LARGEFILE, mode));
}

extern "C" int openat(int dirfd, const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return static_cast<int>(::syscall(SYS_openat, dirfd, path, keepContents(path, flags), mode));
}

// The driver's writer truncates after its checks, not in the open
// (writeDriverFile): a modelled file keeps its table for the write after it.
extern "C" int ftruncate(int fd, off_t length) noexcept
{
    if (modelledPath(pathOf(fd).c_str()))
        return 0;
    return static_cast<int>(::syscall(SYS_ftruncate, fd, length));
}

extern "C" int ftruncate64(int fd, off_t length) noexcept
{
    return ftruncate(fd, length);
}

extern "C" ssize_t write(int fd, const void *buf, size_t count)
{
    const std::string path = pathOf(fd);
    if (path.rfind("/sys/", 0) != 0)
        return ::syscall(SYS_write, fd, buf, count);
    const std::string file = baseName(path);
    logWrite(file, static_cast<const char *>(buf), count);
    if (!allowed(file))
        return -1;
    const ssize_t n = modelledPath(path.c_str()) ? driverWrite(path, static_cast<const char *>(buf), count)
                                                 : ::syscall(SYS_write, fd, buf, count);
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
    const ssize_t n = modelledPath(path.c_str()) ? driverWrite(path, joined.data(), joined.size())
                                                 : ::syscall(SYS_writev, fd, iov, iovcnt);
    breakAfter(file);
    return n;
}
