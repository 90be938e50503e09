// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/route/TuningRequest.h"

#include <QJsonObject>
#include <QObject>
#include <QProcess>

#include <functional>
#include <optional>

namespace rocmtune {

// Runs rocmtune-helper (through pkexec unless already root) with one request
// on stdin and reads its JSON answer. Used by the CLI (blocking) and the GUI
// (asynchronous, never blocking the UI thread).
class HelperClient : public QObject
{
    Q_OBJECT
public:
    // The polkit action of the helper (resources/polkit/org.rocmtune.helper.policy.in).
    static constexpr const char *kPolkitActionId = "org.rocmtune.helper";

    // Auto: pkexec unless already root. Pkexec: always through pkexec (a
    // root session that still wants polkit's check; the tests' stub pkexec).
    enum class Elevation { Auto, Pkexec };

    explicit HelperClient(QObject *parent = nullptr);

    void setElevation(Elevation elevation) { elevation_ = elevation; }
    Elevation elevation() const { return elevation_; }

    // ROCMTUNE_HELPER, else the one installed with the running program
    // (<prefix>/bin -> <prefix>/libexec/rocmtune/rocmtune-helper), else the
    // build tree's (../helper/rocmtune-helper), else /usr/libexec/rocmtune/.
    static QString helperPath();
    // pkexec <helper> as a normal user, the helper itself as root.
    static QStringList commandLine(Elevation elevation = Elevation::Auto);
    // The polkit action file polkitd reads for our action.
    static QString installedPolicyPath();
    // Whether pkexec may be asked to run this helper as root: the helper,
    // every folder above it and the installed polkit action file (followed
    // to its real file and that file's folders) belong to root and nobody
    // else can write them (a root-owned sticky folder such as /tmp is fine).
    // Otherwise whoever can write one of them could swap the helper or
    // rewrite the action (allow_active=yes) and get root without a password:
    // false, with *why naming the path and its owner. An action file that
    // is not installed passes (pkexec then asks with polkit's generic action).
    static bool installationTrusted(const QString &helper, const QString &policy, QString *why);
    // Why this route cannot tune at all (the command goes through pkexec and
    // the installation is not trusted), in the current UI language; nullopt
    // when it can. The GUI disables its tuning controls up front with it.
    static std::optional<QString> routeUnavailable(Elevation elevation = Elevation::Auto);

    // Blocking; for the CLI. The answer always has "ok"; on a failure to run
    // the helper, "error" says why. In a terminal, polkit's pkttyagent asks
    // for the password there.
    static QJsonObject runBlocking(const TuningRequest &request, int timeoutMs = 120000);
    // Any request document the helper accepts (a boot-profile request, BootRequest.h).
    static QJsonObject runBlocking(const QJsonObject &request, int timeoutMs = 120000);

    // Asynchronous; `done` is called on this object's thread.
    void run(const TuningRequest &request, std::function<void(const QJsonObject &answer)> done);
    void run(const QJsonObject &request, std::function<void(const QJsonObject &answer)> done);

private:
    static void prepare(QProcess &process);
    static QString cannotStart(const QStringList &command, const QString &processError);
    static QJsonObject answerFrom(int exitCode, QProcess::ExitStatus status, const QByteArray &out, const QByteArray &err,
                                  const QString &processError);

    Elevation elevation_ = Elevation::Auto;
};

} // namespace rocmtune
