// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/HelperClient.h"

#include "core/i18n/Language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <QDir>

#include <fcntl.h>
#include <poll.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

namespace {

// pkexec's built-in text agent is broken in polkit 122 (Debian 12): it asks
// for the password, then polkitd refuses ("No session for cookie"). In a
// terminal the CLI therefore runs polkit's own pkttyagent for this process,
// and pkexec with --disable-internal-agent.
class TerminalAgent
{
public:
    TerminalAgent() = default;
    TerminalAgent(const TerminalAgent &) = delete;
    TerminalAgent &operator=(const TerminalAgent &) = delete;
    ~TerminalAgent() { stop(); }

    // True once the agent is registered with polkitd for this process.
    bool start()
    {
        const QString program = QStandardPaths::findExecutable(QStringLiteral("pkttyagent"));
        int notify[2];
        if (!::isatty(STDIN_FILENO) || program.isEmpty() || ::pipe2(notify, O_CLOEXEC) != 0)
            return false;
        ::fcntl(notify[1], F_SETFD, 0); // the agent inherits the write end and closes it once registered
        agent_.setProgram(program);
        agent_.setArguments({QStringLiteral("--process"), QString::number(::getpid()), QStringLiteral("--notify-fd"),
                             QString::number(notify[1])});
        agent_.setProcessChannelMode(QProcess::ForwardedChannels);
        agent_.setInputChannelMode(QProcess::ForwardedInputChannel);
        agent_.start();
        ::close(notify[1]);
        bool registered = false;
        if (agent_.waitForStarted(5000)) {
            pollfd ready{notify[0], POLLIN, 0};
            char byte = 0;
            // End of file: registered, or the agent died (then it is gone at once).
            if (::poll(&ready, 1, 5000) == 1 && ::read(notify[0], &byte, 1) == 0)
                registered = !agent_.waitForFinished(200);
        }
        ::close(notify[0]);
        if (!registered)
            stop();
        return registered;
    }

    void stop()
    {
        if (agent_.state() == QProcess::NotRunning)
            return;
        agent_.terminate();
        if (!agent_.waitForFinished(2000)) {
            agent_.kill();
            agent_.waitForFinished(2000);
        }
    }

private:
    QProcess agent_;
};

QString ownerName(uid_t uid)
{
    if (const passwd *pw = ::getpwuid(uid))
        return QString::fromLocal8Bit(pw->pw_name);
    return QString::number(uid);
}

// `path` (not followed) and each folder above it: root's, writable by nobody
// else; a sticky root-owned folder (/tmp) cannot have root's entries swapped.
bool ownedByRootAllTheWay(const QString &path, QString *why)
{
    QString current = QDir::cleanPath(path);
    for (;;) {
        struct stat st {};
        if (::lstat(QFile::encodeName(current).constData(), &st) != 0) {
            *why = HelperClient::tr("%1 cannot be checked.").arg(current);
            return false;
        }
        const bool stickyFolder = S_ISDIR(st.st_mode) && (st.st_mode & S_ISVTX);
        const bool othersWrite = (st.st_mode & 022) != 0 && !S_ISLNK(st.st_mode) && !(stickyFolder && current != path);
        if (st.st_uid != 0 || othersWrite) {
            *why = HelperClient::tr("%1 belongs to %2 (mode %3), so someone other than root can change it.")
                       .arg(current, ownerName(st.st_uid), QStringLiteral("%1").arg(st.st_mode & 07777, 4, 8, QLatin1Char('0')));
            return false;
        }
        if (current == QLatin1String("/"))
            return true;
        current = QFileInfo(current).absolutePath();
    }
}

} // namespace

HelperClient::HelperClient(QObject *parent) : QObject(parent) {}

QString HelperClient::helperPath()
{
    const QString fromEnvironment = qEnvironmentVariable("ROCMTUNE_HELPER");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString dir = QCoreApplication::applicationDirPath();
    // The helper of this install first (bin/ -> libexec/rocmtune/ for any
    // prefix: its polkit action names exactly that path), then the build tree.
    for (const QString &candidate : {dir + QStringLiteral("/" ROCMTUNE_HELPER_FROM_BINDIR), dir + QStringLiteral("/../helper/rocmtune-helper"),
                                     dir + QStringLiteral("/rocmtune-helper"), QStringLiteral("/usr/libexec/rocmtune/rocmtune-helper"),
                                     QStringLiteral("/usr/local/libexec/rocmtune/rocmtune-helper")}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return QStringLiteral("/usr/libexec/rocmtune/rocmtune-helper");
}

QStringList HelperClient::commandLine(Elevation elevation)
{
    if (elevation == Elevation::Auto && ::geteuid() == 0)
        return {helperPath()};
    return {QStringLiteral("pkexec"), helperPath()};
}

QString HelperClient::installedPolicyPath()
{
    return QStringLiteral("/usr/share/polkit-1/actions/%1.policy").arg(QLatin1String(kPolkitActionId));
}

bool HelperClient::installationTrusted(const QString &helper, const QString &policy, QString *why)
{
    QString detail;
    const QString helperReal = QFileInfo(helper).canonicalFilePath();
    if (helperReal.isEmpty() || !ownedByRootAllTheWay(helperReal, &detail)) {
        *why = tr("Privileged tuning is unavailable: the helper %1 is not a root-owned file in root-owned folders (%2) Install ROCm Tune "
                  "as root into a root-owned prefix (the .deb, or sudo cmake --install to /usr/local), with copies, not links; "
                  "nothing was changed.")
                   .arg(helper, helperReal.isEmpty() ? tr("%1 does not exist.").arg(helper) : detail);
        return false;
    }
    struct stat st {};
    if (::lstat(QFile::encodeName(policy).constData(), &st) != 0)
        return true; // not installed: pkexec uses polkit's generic action
    const QString policyReal = QFileInfo(policy).canonicalFilePath();
    const bool linkOk = !S_ISLNK(st.st_mode) || ownedByRootAllTheWay(policy, &detail);
    if (policyReal.isEmpty() || !linkOk || !ownedByRootAllTheWay(policyReal, &detail)) {
        *why = tr("Privileged tuning is unavailable: the polkit action %1 is not a root-owned file in root-owned folders (%2) Install "
                  "it as root with a copy, not a link; nothing was changed.")
                   .arg(policy, detail);
        return false;
    }
    return true;
}

std::optional<QString> HelperClient::routeUnavailable(Elevation elevation)
{
    const QStringList command = commandLine(elevation);
    QString untrusted;
    if (command.first() == QLatin1String("pkexec") && !installationTrusted(command.last(), installedPolicyPath(), &untrusted))
        return untrusted;
    return std::nullopt;
}

void HelperClient::prepare(QProcess &process)
{
    // pkexec clears the environment but LANGUAGE, LANG and LC_*: our UI
    // language first in LANGUAGE makes the helper answer in it (and pkexec's
    // own prompts follow it too).
    const QString language = currentLanguage();
    if (language.isEmpty())
        return;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString inherited = env.value(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LANGUAGE"), inherited.isEmpty() ? language : language + QLatin1Char(':') + inherited);
    process.setProcessEnvironment(env);
}

QString HelperClient::cannotStart(const QStringList &command, const QString &processError)
{
    if (command.first() == QLatin1String("pkexec") && QStandardPaths::findExecutable(command.first()).isEmpty())
        return tr("Changing GPU settings as a normal user needs pkexec (Debian package pkexec), which is not installed; nothing was changed.");
    return tr("Cannot start %1: %2").arg(command.join(QLatin1Char(' ')), processError);
}

QJsonObject HelperClient::answerFrom(int exitCode, QProcess::ExitStatus status, const QByteArray &out, const QByteArray &err,
                                     const QString &processError)
{
    if (!processError.isEmpty())
        return QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), processError}};
    const QJsonDocument doc = QJsonDocument::fromJson(out);
    if (status != QProcess::NormalExit || !doc.isObject()) {
        // pkexec: 126 = the user dismissed the authentication, 127 = not
        // authorised (or pkexec failed). The helper itself never exits with these.
        // pkexec's (or the helper's) own message, on one line, follows ours.
        const QString detail = QString::fromUtf8(err).simplified();
        QString why;
        if (status != QProcess::NormalExit)
            why = tr("The helper stopped without answering (it crashed or was killed); the tuning log shows what, if anything, was applied.");
        else if (exitCode == 126)
            why = tr("Authentication was cancelled; nothing was changed.");
        else if (exitCode == 127 && detail.contains(QLatin1String("authentication agent"), Qt::CaseInsensitive))
            why = tr("Not authorised: changing GPU settings needs an administrator password, but no polkit authentication agent is running to "
                     "ask for it (start your desktop's polkit agent, or use rocmtune-cli in a terminal, which asks there); nothing was changed.");
        else if (exitCode == 127 && detail.contains(QLatin1String("Not authorized"), Qt::CaseInsensitive))
            why = tr("Not authorised: polkit did not allow the action %1 for this user (refused by its rules, or the password was wrong); "
                     "nothing was changed.")
                      .arg(QLatin1String(kPolkitActionId));
        else if (exitCode == 127)
            why = tr("Not authorised to change GPU settings (polkit refused, or pkexec could not run the helper); nothing was changed.");
        else
            why = tr("The helper gave no answer (exit code %1).").arg(exitCode);
        if (!detail.isEmpty())
            why += QLatin1Char(' ') + detail;
        return QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), why}, {QStringLiteral("exit_code"), exitCode}};
    }
    QJsonObject answer = doc.object();
    answer.insert(QStringLiteral("exit_code"), exitCode);
    return answer;
}

QJsonObject HelperClient::runBlocking(const TuningRequest &request, int timeoutMs)
{
    return runBlocking(request.toJson(), timeoutMs);
}

QJsonObject HelperClient::runBlocking(const QJsonObject &request, int timeoutMs)
{
    QProcess process;
    prepare(process);
    QStringList command = commandLine();
    if (const auto untrusted = routeUnavailable())
        return answerFrom(-1, QProcess::CrashExit, {}, {}, *untrusted);
    TerminalAgent agent;
    if (command.first() == QLatin1String("pkexec") && agent.start())
        command.insert(1, QStringLiteral("--disable-internal-agent"));
    process.start(command.first(), command.mid(1));
    if (!process.waitForStarted(10000))
        return answerFrom(-1, QProcess::CrashExit, {}, {}, cannotStart(command, process.errorString()));
    process.write(QJsonDocument(request).toJson(QJsonDocument::Compact));
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(2000);
        return answerFrom(-1, QProcess::CrashExit, {}, {}, tr("The helper did not answer in time."));
    }
    return answerFrom(process.exitCode(), process.exitStatus(), process.readAllStandardOutput(), process.readAllStandardError(), QString());
}

void HelperClient::run(const TuningRequest &request, std::function<void(const QJsonObject &answer)> done)
{
    run(request.toJson(), std::move(done));
}

void HelperClient::run(const QJsonObject &request, std::function<void(const QJsonObject &answer)> done)
{
    const QStringList command = commandLine(elevation_);
    if (const auto untrusted = routeUnavailable(elevation_)) {
        QMetaObject::invokeMethod(this, [done, why = *untrusted] { done(answerFrom(-1, QProcess::CrashExit, {}, {}, why)); }, Qt::QueuedConnection);
        return;
    }
    auto *process = new QProcess(this);
    prepare(*process);
    connect(process, &QProcess::errorOccurred, this, [this, process, done, command](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        done(answerFrom(-1, QProcess::CrashExit, {}, {}, cannotStart(command, process->errorString())));
        process->deleteLater();
    });
    connect(process, &QProcess::finished, this, [process, done](int exitCode, QProcess::ExitStatus status) {
        done(answerFrom(exitCode, status, process->readAllStandardOutput(), process->readAllStandardError(), QString()));
        process->deleteLater();
    });
    process->start(command.first(), command.mid(1));
    process->write(QJsonDocument(request).toJson(QJsonDocument::Compact));
    process->closeWriteChannel();
}

} // namespace rocmtune
