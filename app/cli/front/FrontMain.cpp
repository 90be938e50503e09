// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli: the command users type. A small program without Qt: it asks a
// running exporter for a one-shot read (`list --json`, core/oneshot) and
// prints its answer; for everything else, or when no exporter answers, it
// hands the command line over (execv: same PID, signals, exit status) to the
// program that has the commands (rocmtune-cli-commands), or for `export` and
// `fleet` to rocmtune-cli-network (app/cli/README.md, core/oneshot/README.md).
#include "core/oneshot/OneShotProtocol.h"

#include <cerrno>
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace {

using namespace rocmtune::oneshot;

const char *lookup(const char *name) { return std::getenv(name); }

void say(const std::string &line)
{
    const std::string text = line + "\n";
    [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, text.data(), text.size());
}

bool writeAll(int fd, const std::string &bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// One exchange with the exporter behind candidate: its reply, or nullopt
// (and *why) when there is none to believe.
std::optional<Reply> ask(const SocketCandidate &candidate, const std::string &request, std::string *why)
{
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (candidate.path.size() >= sizeof(address.sun_path)) {
        *why = "path too long";
        return std::nullopt;
    }
    std::memcpy(address.sun_path, candidate.path.c_str(), candidate.path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *why = std::strerror(errno);
        return std::nullopt;
    }
    // A busy or stuck exporter costs at most this, then the read is direct.
    const timeval limit{2, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    std::optional<Reply> reply;
    ucred peer{};
    socklen_t peerSize = sizeof peer;
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        *why = std::strerror(errno);
    } else if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &peerSize) != 0) {
        *why = std::string("no peer credentials: ") + std::strerror(errno);
    } else if (!trustedServer(candidate, ::geteuid(), peer.uid, why)) {
        *why = "not trusted: " + *why;
    } else if (!writeAll(fd, request)) {
        *why = std::string("cannot send the request: ") + std::strerror(errno);
    } else {
        std::string bytes;
        char buffer[65536];
        bool malformed = false;
        while (!reply && !malformed) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                *why = n == 0 ? "the exporter closed the connection" : std::string("no answer: ") + std::strerror(errno);
                break;
            }
            bytes.append(buffer, static_cast<std::size_t>(n));
            reply = decodeReply(bytes, &malformed);
        }
        if (malformed)
            *why = "malformed answer";
    }
    ::close(fd);
    return reply;
}

// Prints the exporter's answer and returns its exit status, or -1: read directly.
int answerFromExporter(int argc, char **argv)
{
    const char *mode = lookup(kModeVariable);
    const bool trace = mode && std::strcmp(mode, "trace") == 0;
    if (mode && std::strcmp(mode, "off") == 0)
        return -1;
    Request request;
    request.driverView = driverViewOf();
    request.environment = requestEnvironment(environ);
    for (int i = 1; i < argc; ++i)
        request.arguments.emplace_back(argv[i]);
    const std::optional<std::string> encoded = encodeRequest(request);
    if (!encoded) {
        if (trace)
            say("one-shot read: the command line cannot be sent; reading directly");
        return -1;
    }
    for (const SocketCandidate &candidate : socketCandidates(lookup)) {
        if (::access(candidate.path.c_str(), F_OK) != 0)
            continue;
        std::string why;
        const std::optional<Reply> reply = ask(candidate, *encoded, &why);
        if (!reply) {
            if (trace)
                say("one-shot read: " + candidate.path + ": " + why);
            continue;
        }
        if (!reply->answered) {
            if (trace)
                say("one-shot read: " + candidate.path + ": declined: " + reply->declineReason);
            continue;
        }
        if (!writeAll(STDOUT_FILENO, reply->output))
            return 1;
        if (trace)
            say("one-shot read: answered by the exporter at " + candidate.path);
        return reply->exitCode;
    }
    if (trace)
        say("one-shot read: no exporter answered; reading directly");
    return -1;
}

std::string ownFolder()
{
    char path[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0)
        return ".";
    const std::string self(path, static_cast<std::size_t>(n));
    return self.substr(0, self.rfind('/'));
}

// folder + "/" + relative, its leading "../" taken off folder.
std::string joined(std::string folder, std::string relative)
{
    while (relative.rfind("../", 0) == 0 && folder.size() > 1) {
        folder = folder.substr(0, std::max<std::size_t>(folder.rfind('/'), 1));
        relative = relative.substr(3);
    }
    return folder + "/" + relative;
}

// The installed layout's program (bin/ -> libexec/rocmtune/), then the build tree's.
std::vector<std::string> programCandidates(const char *name)
{
    const std::string folder = ownFolder();
    return {joined(folder, ROCMTUNE_LIBEXEC_FROM_BINDIR "/" + std::string(name)), folder + "/" + name};
}

} // namespace

int main(int argc, char **argv)
{
    const std::string command = argc >= 2 ? argv[1] : "";
    if (command == "list") {
        const int answered = answerFromExporter(argc, argv);
        if (answered >= 0)
            return answered;
    }
    const char *program = command == "export" || command == "fleet" ? "rocmtune-cli-network" : "rocmtune-cli-commands";
    const std::vector<std::string> candidates = programCandidates(program);
    int error = ENOENT;
    for (const std::string &candidate : candidates) {
        if (::access(candidate.c_str(), X_OK) != 0)
            continue;
        ::execv(candidate.c_str(), argv);
        error = errno;
    }
    const bool chinese = messageLanguage(lookup) == "zh_CN";
    std::string looked;
    for (const std::string &candidate : candidates)
        looked += (looked.empty() ? "" : ", ") + candidate;
    say(chinese ? "rocmtune-cli：无法启动 " + std::string(program) + "（" + std::strerror(error) + "；查找了 " + looked
                      + "）。请重新安装 ROCm Tune。"
                : "rocmtune-cli: cannot start " + std::string(program) + " (" + std::strerror(error) + "; looked for " + looked
                      + "). Reinstall ROCm Tune.");
    return 1;
}
