// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One-shot reads answered by a running exporter (README.md in this folder).
// Plain C++ and POSIX, no Qt: rocmtune-cli's front (app/cli/front) links this
// alone, so that a read the exporter answers never loads Qt; the exporter's
// side (app/cli/monitor/OneShotServer) uses the same rules.

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace rocmtune::oneshot {

inline constexpr const char *kProtocolLine = "rocmtune-one-shot 1";
inline constexpr std::size_t kMaxRequestBytes = 16 * 1024;
inline constexpr const char *kSocketName = "readings.sock";
inline constexpr const char *kFolderName = "rocmtune-exporter";
// The system exporter's folder: systemd's RuntimeDirectory=, or made by root.
inline constexpr const char *kSystemFolder = "/run/rocmtune-exporter";
// ROCMTUNE_ONE_SHOT=off: always read directly; =trace: say on stderr who
// answered or why the exporter declined. Not compared between the two sides.
inline constexpr const char *kModeVariable = "ROCMTUNE_ONE_SHOT";

using Environment = std::map<std::string, std::string>;
using EnvironmentLookup = std::function<const char *(const char *)>;

struct Request {
    std::string driverView;   // driverViewOf() of the asking process
    Environment environment;  // the variables requestEnvironment() picks
    std::vector<std::string> arguments; // argv[1..]: "list", "--json", ...
};

// The variables that decide what a read shows: every ROCMTUNE_* (backend,
// library paths, simulation, language) but ROCMTUNE_ONE_SHOT, the loader's
// LD_LIBRARY_PATH/LD_PRELOAD, and the locale's (ROCMTUNE_LANG, LANGUAGE,
// LC_ALL, LC_MESSAGES, LC_NUMERIC, LANG).
bool isRequestVariable(const std::string &name);
// Those of them that must be equal on both sides for the answer to be the
// one a direct read would give (all of them but the locale's: the language
// is compared after resolving it, messageLanguage()).
bool isDeviceVariable(const std::string &name);
Environment requestEnvironment(char **environ);

// "st_dev:st_ino" of /sys/class/drm as this process sees it: two processes
// that see different driver trees (another mount namespace, a fake tree in
// tests) give different views. "none" when it is missing.
std::string driverViewOf(const char *drmFolder = "/sys/class/drm");

// The GPUs the driver lists now: "card0=<link target>;card1=..." for the
// cardN entries of drmFolder, sorted (connectors like card0-DP-1 left out).
// The exporter keeps what it saw when it opened its GPUs and declines once
// this changes (a GPU added or removed since: a direct read would list it).
std::string drmCardsOf(const char *drmFolder = "/sys/class/drm");

// The UI language a process with this environment speaks ("en", "zh_CN"):
// ROCMTUNE_LANG when it names one, else the message locale in gettext's order
// (LC_ALL, LC_MESSAGES, LANG; "C"/"POSIX"/unset is English; LANGUAGE's first
// entry wins over a non-C locale). zh_* is zh_CN, anything else en.
std::string messageLanguage(const EnvironmentLookup &lookup);
// The locale whose number format a Qt program uses (Qt's order: LC_ALL,
// LC_NUMERIC, LANG; "C" when none is set), as a name QLocale reads.
std::string numericLocale(const EnvironmentLookup &lookup);
// The same without ROCMTUNE_LANG: the language "follow the system" means
// (core/i18n/Language's systemLanguage()).
std::string systemMessageLanguage(const EnvironmentLookup &lookup);

// Encoded as lines; nullopt when a value cannot be sent (a newline in it, or
// more than kMaxRequestBytes): the caller then reads directly.
std::optional<std::string> encodeRequest(const Request &request);
// nullopt and *error set for anything but a whole, well-formed request.
std::optional<Request> decodeRequest(const std::string &bytes, std::string *error);
// True once bytes hold a whole request (its "end" line), or cannot become one.
bool requestComplete(const std::string &bytes);

// The exporter's reply: "answer <exit code> <bytes>\n<output>" or
// "declined <reason>\n".
std::string encodeAnswer(int exitCode, const std::string &output);
std::string encodeDeclined(const std::string &reason);
struct Reply {
    bool answered = false;
    int exitCode = 0;
    std::string output;       // answered: what the command prints
    std::string declineReason; // declined: why
};
// nullopt until bytes hold a whole reply; *malformed set when they never will.
std::optional<Reply> decodeReply(const std::string &bytes, bool *malformed);

// Where a client looks, in order: its own exporter's socket
// ($XDG_RUNTIME_DIR/rocmtune-exporter/readings.sock), then the system one.
struct SocketCandidate {
    std::string path;
    bool own = false; // in the asker's runtime folder: only its own user may answer
};
std::vector<SocketCandidate> socketCandidates(const EnvironmentLookup &lookup);
// Where an exporter listens by default: systemd's $RUNTIME_DIRECTORY, else the
// system folder for root, else $XDG_RUNTIME_DIR/rocmtune-exporter; "" when
// none of these applies.
std::string defaultSocketPath(const EnvironmentLookup &lookup, uid_t effectiveUid);

// Whether a client of effective uid `self` may believe what the process of
// uid `peer` (SO_PEERCRED) says through this socket: it runs as the client's
// user or as root, or it is the system socket in a folder under /run that
// only the peer (or root) can write. Else *why says what is wrong.
bool trustedServer(const SocketCandidate &candidate, uid_t self, uid_t peer, std::string *why);

} // namespace rocmtune::oneshot
