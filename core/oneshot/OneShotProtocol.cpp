// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/oneshot/OneShotProtocol.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune::oneshot {

namespace {

bool startsWith(const std::string &text, const char *prefix)
{
    return text.rfind(prefix, 0) == 0;
}

// The language's and the number format's: compared after resolving them.
bool isLocaleVariable(const std::string &name)
{
    return name == "ROCMTUNE_LANG" || name == "LANGUAGE" || name == "LC_ALL" || name == "LC_MESSAGES" || name == "LC_NUMERIC"
           || name == "LANG";
}

std::string value(const EnvironmentLookup &lookup, const char *name)
{
    const char *v = lookup(name);
    return v ? std::string(v) : std::string();
}

// "zh_CN.UTF-8", "zh_TW", "zh" -> zh_CN; anything else en.
std::string languageOfLocale(const std::string &locale)
{
    return startsWith(locale, "zh") ? "zh_CN" : "en";
}

// A folder no one but root or `owner` can change: a real folder (not a link),
// owned by one of them, not writable by group or others.
bool folderKeptBy(const std::string &path, uid_t owner, std::string *why)
{
    struct stat st{};
    if (::lstat(path.c_str(), &st) != 0) {
        *why = path + ": " + std::strerror(errno);
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        *why = path + " is not a folder";
        return false;
    }
    if (st.st_uid != 0 && st.st_uid != owner) {
        *why = path + " belongs to uid " + std::to_string(st.st_uid);
        return false;
    }
    if (st.st_mode & (S_IWGRP | S_IWOTH)) {
        *why = path + " can be written by others";
        return false;
    }
    return true;
}

} // namespace

bool isRequestVariable(const std::string &name)
{
    return isDeviceVariable(name) || isLocaleVariable(name);
}

bool isDeviceVariable(const std::string &name)
{
    if (name == kModeVariable || isLocaleVariable(name))
        return false;
    return startsWith(name, "ROCMTUNE_") || name == "LD_LIBRARY_PATH" || name == "LD_PRELOAD";
}

Environment requestEnvironment(char **environ)
{
    Environment result;
    for (char **entry = environ; entry && *entry; ++entry) {
        const std::string text(*entry);
        const std::size_t equals = text.find('=');
        if (equals == std::string::npos)
            continue;
        const std::string name = text.substr(0, equals);
        if (isRequestVariable(name))
            result[name] = text.substr(equals + 1);
    }
    return result;
}

std::string driverViewOf(const char *drmFolder)
{
    struct stat st{};
    if (::stat(drmFolder, &st) != 0)
        return "none";
    return std::to_string(static_cast<unsigned long long>(st.st_dev)) + ":" + std::to_string(static_cast<unsigned long long>(st.st_ino));
}

std::string drmCardsOf(const char *drmFolder)
{
    std::vector<std::string> cards;
    if (DIR *folder = ::opendir(drmFolder)) {
        while (const dirent *entry = ::readdir(folder)) {
            const std::string name = entry->d_name;
            if (!startsWith(name, "card") || name.size() == 4 || name.find_first_not_of("0123456789", 4) != std::string::npos)
                continue;
            char target[PATH_MAX];
            const std::string path = std::string(drmFolder) + "/" + name;
            const ssize_t n = ::readlink(path.c_str(), target, sizeof target - 1);
            cards.push_back(name + "=" + (n > 0 ? std::string(target, static_cast<std::size_t>(n)) : std::string()));
        }
        ::closedir(folder);
    }
    std::sort(cards.begin(), cards.end());
    std::string text;
    for (const std::string &card : cards)
        text += (text.empty() ? "" : ";") + card;
    return text;
}

std::string numericLocale(const EnvironmentLookup &lookup)
{
    for (const char *name : {"LC_ALL", "LC_NUMERIC", "LANG"}) {
        const std::string v = value(lookup, name);
        if (!v.empty())
            return v;
    }
    return "C";
}

std::string messageLanguage(const EnvironmentLookup &lookup)
{
    const std::string chosen = value(lookup, "ROCMTUNE_LANG");
    if (chosen == "en" || chosen == "zh_CN")
        return chosen;
    if (!chosen.empty() && chosen != "system")
        return "en"; // an unknown setting is English (resolveLanguage)
    return systemMessageLanguage(lookup);
}

std::string systemMessageLanguage(const EnvironmentLookup &lookup)
{
    std::string locale = value(lookup, "LC_ALL");
    if (locale.empty())
        locale = value(lookup, "LC_MESSAGES");
    if (locale.empty())
        locale = value(lookup, "LANG");
    if (locale.empty() || locale == "C" || startsWith(locale, "C.") || locale == "POSIX")
        return "en";
    const std::string languages = value(lookup, "LANGUAGE");
    const std::string first = languages.substr(0, languages.find(':'));
    return languageOfLocale(first.empty() ? locale : first);
}

std::optional<std::string> encodeRequest(const Request &request)
{
    std::string text = std::string(kProtocolLine) + "\n";
    auto add = [&text](const char *key, const std::string &v) {
        if (v.find('\n') != std::string::npos || v.find('\0') != std::string::npos)
            return false;
        text += key;
        text += ' ';
        text += v;
        text += '\n';
        return true;
    };
    if (!add("view", request.driverView))
        return std::nullopt;
    for (const auto &[name, v] : request.environment) {
        if (name.find('=') != std::string::npos || !add("env", name + "=" + v))
            return std::nullopt;
    }
    for (const std::string &argument : request.arguments) {
        if (!add("arg", argument))
            return std::nullopt;
    }
    text += "end\n";
    if (text.size() > kMaxRequestBytes)
        return std::nullopt;
    return text;
}

bool requestComplete(const std::string &bytes)
{
    return bytes.size() > kMaxRequestBytes || bytes.find("\nend\n") != std::string::npos;
}

std::optional<Request> decodeRequest(const std::string &bytes, std::string *error)
{
    if (bytes.size() > kMaxRequestBytes) {
        *error = "request larger than " + std::to_string(kMaxRequestBytes) + " bytes";
        return std::nullopt;
    }
    std::istringstream lines(bytes);
    std::string line;
    if (!std::getline(lines, line) || line != kProtocolLine) {
        *error = "not a one-shot request of this version";
        return std::nullopt;
    }
    Request request;
    bool haveView = false;
    bool ended = false;
    while (std::getline(lines, line)) {
        if (ended) {
            *error = "bytes after the end of the request";
            return std::nullopt;
        }
        if (line == "end") {
            ended = true;
            continue;
        }
        const std::size_t space = line.find(' ');
        const std::string key = line.substr(0, space);
        const std::string rest = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (space == std::string::npos) {
            *error = "malformed line \"" + line.substr(0, 40) + "\"";
            return std::nullopt;
        }
        if (key == "view" && !haveView) {
            request.driverView = rest;
            haveView = true;
        } else if (key == "env") {
            const std::size_t equals = rest.find('=');
            if (equals == 0 || equals == std::string::npos || !isRequestVariable(rest.substr(0, equals))
                || request.environment.count(rest.substr(0, equals))) {
                *error = "unexpected variable \"" + rest.substr(0, 40) + "\"";
                return std::nullopt;
            }
            request.environment[rest.substr(0, equals)] = rest.substr(equals + 1);
        } else if (key == "arg") {
            request.arguments.push_back(rest);
        } else {
            *error = "unknown line \"" + key.substr(0, 40) + "\"";
            return std::nullopt;
        }
    }
    if (!ended || !haveView) {
        *error = "incomplete request";
        return std::nullopt;
    }
    return request;
}

std::string encodeAnswer(int exitCode, const std::string &output)
{
    return "answer " + std::to_string(exitCode) + " " + std::to_string(output.size()) + "\n" + output;
}

std::string encodeDeclined(const std::string &reason)
{
    std::string line = reason;
    for (char &c : line) {
        if (c == '\n')
            c = ' ';
    }
    return "declined " + line + "\n";
}

std::optional<Reply> decodeReply(const std::string &bytes, bool *malformed)
{
    *malformed = false;
    const std::size_t newline = bytes.find('\n');
    if (newline == std::string::npos) {
        *malformed = bytes.size() > 256;
        return std::nullopt;
    }
    const std::string head = bytes.substr(0, newline);
    Reply reply;
    if (startsWith(head, "declined ")) {
        reply.declineReason = head.substr(9);
        return reply;
    }
    int exitCode = 0;
    unsigned long long size = 0;
    char tail = 0;
    if (std::sscanf(head.c_str(), "answer %d %llu%c", &exitCode, &size, &tail) != 2 || exitCode < 0 || exitCode > 255
        || size > 64ULL * 1024 * 1024) {
        *malformed = true;
        return std::nullopt;
    }
    if (bytes.size() - newline - 1 < size)
        return std::nullopt;
    if (bytes.size() - newline - 1 > size) {
        *malformed = true;
        return std::nullopt;
    }
    reply.answered = true;
    reply.exitCode = exitCode;
    reply.output = bytes.substr(newline + 1);
    return reply;
}

std::vector<SocketCandidate> socketCandidates(const EnvironmentLookup &lookup)
{
    std::vector<SocketCandidate> result;
    const std::string runtime = value(lookup, "XDG_RUNTIME_DIR");
    if (!runtime.empty() && runtime.front() == '/')
        result.push_back({runtime + "/" + kFolderName + "/" + kSocketName, true});
    result.push_back({std::string(kSystemFolder) + "/" + kSocketName, false});
    return result;
}

std::string defaultSocketPath(const EnvironmentLookup &lookup, uid_t effectiveUid)
{
    const std::string systemd = value(lookup, "RUNTIME_DIRECTORY");
    if (!systemd.empty() && systemd.front() == '/' && systemd.find(':') == std::string::npos)
        return systemd + "/" + kSocketName;
    if (effectiveUid == 0)
        return std::string(kSystemFolder) + "/" + kSocketName;
    const std::string runtime = value(lookup, "XDG_RUNTIME_DIR");
    if (!runtime.empty() && runtime.front() == '/')
        return runtime + "/" + kFolderName + "/" + kSocketName;
    return {};
}

bool trustedServer(const SocketCandidate &candidate, uid_t self, uid_t peer, std::string *why)
{
    if (peer == self || peer == 0)
        return true;
    if (candidate.own) {
        *why = "answered by uid " + std::to_string(peer) + ", not by uid " + std::to_string(self) + " or root";
        return false;
    }
    // The system socket of a service user (systemd's DynamicUser): its folder
    // in /run was made for it by root, and no one else can replace the socket.
    const std::string folder = candidate.path.substr(0, candidate.path.rfind('/'));
    const std::string parent = folder.substr(0, folder.rfind('/'));
    if (!folderKeptBy(parent, 0, why) || !folderKeptBy(folder, peer, why))
        return false;
    struct stat st{};
    if (::lstat(candidate.path.c_str(), &st) != 0 || !S_ISSOCK(st.st_mode) || st.st_uid != peer) {
        *why = candidate.path + " is not a socket of uid " + std::to_string(peer);
        return false;
    }
    return true;
}

} // namespace rocmtune::oneshot
