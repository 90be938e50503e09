// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/ForkProbe.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QVector>

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rocmtune {

namespace {

constexpr int kStderrTailBytes = 400;

void writeAllToPipe(int fd, const void *data, std::size_t size)
{
    const char *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n <= 0) {
            if (n < 0 && errno == EINTR)
                continue;
            return;
        }
        p += n;
        size -= static_cast<std::size_t>(n);
    }
}

// In the child: every MAP_SHARED mapping of a file under privatePrefix becomes
// a private anonymous mapping with the same contents at the same address.
void privatizeMappings(const QByteArray &privatePrefix)
{
    if (privatePrefix.isEmpty())
        return;
    const int fd = ::open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    QByteArray maps;
    char chunk[4096];
    ssize_t n;
    while ((n = ::read(fd, chunk, sizeof chunk)) > 0)
        maps.append(chunk, static_cast<int>(n));
    ::close(fd);
    for (const QByteArray &line : maps.split('\n')) {
        const int pathAt = line.indexOf('/');
        if (pathAt < 0 || !line.mid(pathAt).startsWith(privatePrefix))
            continue;
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 2 || fields[1].size() < 4 || fields[1][3] != 's')
            continue;
        const QList<QByteArray> range = fields[0].split('-');
        const auto start = static_cast<std::uintptr_t>(range.value(0).toULongLong(nullptr, 16));
        const auto end = static_cast<std::uintptr_t>(range.value(1).toULongLong(nullptr, 16));
        if (end <= start)
            continue;
        const std::size_t size = end - start;
        void *address = reinterpret_cast<void *>(start);
        QByteArray copy(static_cast<const char *>(address), static_cast<qsizetype>(size));
        void *fresh = ::mmap(address, size, PROT_READ | PROT_WRITE, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (fresh == address)
            std::memcpy(address, copy.constData(), size);
    }
}

struct Report {
    qint32 step;
    qint32 value;
};

// Runs steps [first, end) in one child; fills results; returns the index of
// the first step that did not report (end when all reported).
int runChild(const QVector<std::function<int()>> &steps, int first, int timeoutMs, const QByteArray &privatePrefix,
             QVector<ForkProbe::StepResult> *results)
{
    int reportPipe[2];
    int errPipe[2];
    if (::pipe2(reportPipe, O_CLOEXEC) != 0)
        return -1;
    if (::pipe2(errPipe, O_CLOEXEC) != 0) {
        ::close(reportPipe[0]);
        ::close(reportPipe[1]);
        return -1;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        for (int fd : {reportPipe[0], reportPipe[1], errPipe[0], errPipe[1]})
            ::close(fd);
        return -1;
    }
    if (pid == 0) {
        // Child: only the steps and async-signal-safe calls, then _exit so
        // no atexit handler or Qt destructor of the parent's state runs.
        ::dup2(errPipe[1], STDERR_FILENO);
        // An expected abort must not leave a core dump (or a crash report).
        const rlimit noCore{0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
        ::close(reportPipe[0]);
        ::close(errPipe[0]);
        privatizeMappings(privatePrefix);
        for (int i = first; i < steps.size(); ++i) {
            const Report report{i, steps[i]()};
            writeAllToPipe(reportPipe[1], &report, sizeof report);
        }
        ::_exit(0);
    }
    ::close(reportPipe[1]);
    ::close(errPipe[1]);

    int next = first;
    QByteArray err;
    QByteArray buffer;
    QElapsedTimer timer;
    timer.start();
    bool reportOpen = true;
    bool errOpen = true;
    bool timedOut = false;
    while (reportOpen || errOpen) {
        const int left = timeoutMs - static_cast<int>(timer.elapsed());
        if (left <= 0) {
            timedOut = true;
            break;
        }
        pollfd fds[2] = {{reportPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
        const int n = ::poll(fds, 2, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            timedOut = n == 0;
            break;
        }
        char chunk[512];
        if (reportOpen && (fds[0].revents & (POLLIN | POLLHUP))) {
            const ssize_t r = ::read(reportPipe[0], chunk, sizeof chunk);
            if (r <= 0)
                reportOpen = false;
            else
                buffer.append(chunk, static_cast<int>(r));
            while (buffer.size() >= static_cast<int>(sizeof(Report))) {
                Report report;
                std::memcpy(&report, buffer.constData(), sizeof report);
                buffer.remove(0, sizeof report);
                if (report.step >= 0 && report.step < results->size()) {
                    (*results)[report.step].outcome = ForkProbe::Outcome::Returned;
                    (*results)[report.step].value = report.value;
                    next = report.step + 1;
                }
            }
        }
        if (errOpen && (fds[1].revents & (POLLIN | POLLHUP))) {
            const ssize_t r = ::read(errPipe[0], chunk, sizeof chunk);
            if (r <= 0)
                errOpen = false;
            else
                err.append(chunk, static_cast<int>(r));
            if (err.size() > kStderrTailBytes)
                err.remove(0, err.size() - kStderrTailBytes);
        }
    }
    if (timedOut)
        ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    ::close(reportPipe[0]);
    ::close(errPipe[0]);
    if (next > first)
        (*results)[next - 1].stderrTail = err.trimmed(); // what the returning steps printed
    if (next < steps.size()) {
        ForkProbe::StepResult &r = (*results)[next];
        if (timedOut) {
            r.outcome = ForkProbe::Outcome::TimedOut;
        } else {
            r.outcome = ForkProbe::Outcome::Crashed;
            r.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        }
        r.stderrTail = err.trimmed();
        return next + 1;
    }
    return next;
}

} // namespace

QVector<ForkProbe::StepResult> ForkProbe::run(const QVector<std::function<int()>> &steps, int timeoutMsPerChild,
                                              const QByteArray &privatePrefix)
{
    QVector<StepResult> results(steps.size());
    int first = 0;
    while (first < steps.size()) {
        const int next = runChild(steps, first, timeoutMsPerChild, privatePrefix, &results);
        if (next < 0)
            break; // fork failed: the steps stay NotRun and count as unsafe
        first = next;
    }
    return results;
}

QString ForkProbe::describe(const StepResult &result)
{
    switch (result.outcome) {
    case Outcome::Returned:
        return QCoreApplication::translate("ForkProbe", "returned %1").arg(result.value);
    case Outcome::Crashed:
        return QCoreApplication::translate("ForkProbe", "the library aborted (signal %1): %2")
            .arg(result.signal)
            .arg(QString::fromLocal8Bit(result.stderrTail.split('\n').constLast()));
    case Outcome::TimedOut:
        return QCoreApplication::translate("ForkProbe", "the library did not return within the time limit");
    case Outcome::NotRun:
        return QCoreApplication::translate("ForkProbe", "the probe could not start a child process");
    }
    return QString();
}

} // namespace rocmtune
