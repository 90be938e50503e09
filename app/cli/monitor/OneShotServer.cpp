// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/OneShotServer.h"

#include "app/cli/CliContext.h"
#include "app/cli/monitor/ListCommand.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/Language.h"
#include "core/oneshot/OneShotProtocol.h"
#include "core/backends/DeviceSet.h"
#include "core/sampling/Sampler.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QLocalSocket>
#include <QPointer>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

namespace rocmtune::cli {

namespace {

using namespace rocmtune::oneshot;

// The folder of the socket: this user's or root's, not a link, writable by no
// one else (the same rule the asking side applies, trustedServer()).
QString folderProblem(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    struct stat st{};
    if (::lstat(path.constData(), &st) != 0) {
        if (errno != ENOENT)
            return CliTr::tr("%1: %2").arg(folder, QString::fromLocal8Bit(std::strerror(errno)));
        if (::mkdir(path.constData(), 0755) != 0 || ::chmod(path.constData(), 0755) != 0)
            return CliTr::tr("cannot make the folder %1: %2").arg(folder, QString::fromLocal8Bit(std::strerror(errno)));
        if (::lstat(path.constData(), &st) != 0)
            return CliTr::tr("%1: %2").arg(folder, QString::fromLocal8Bit(std::strerror(errno)));
    }
    if (!S_ISDIR(st.st_mode))
        return CliTr::tr("%1 is not a folder").arg(folder);
    if (st.st_uid != ::geteuid() && st.st_uid != 0)
        return CliTr::tr("%1 belongs to uid %2").arg(folder).arg(st.st_uid);
    if (st.st_mode & (S_IWGRP | S_IWOTH))
        return CliTr::tr("%1 can be written by others").arg(folder);
    return {};
}

Environment deviceVariables(const Environment &environment)
{
    Environment result;
    for (const auto &[name, value] : environment) {
        if (isDeviceVariable(name))
            result[name] = value;
    }
    return result;
}

} // namespace

OneShotServer::OneShotServer(Sampler *sampler, BackendChoice choice, int clientTimeoutMs, QObject *parent)
    : QObject(parent), sampler_(sampler), choice_(choice), clientTimeoutMs_(clientTimeoutMs)
{
    connect(sampler_, &Sampler::simulatedFallback, this, [this] { simulatedFallback_ = true; });
    // Taken before the sampler opens the GPUs: a card that comes or goes in
    // between makes every request declined, never answered wrongly.
    cardsAtOpen_ = drmCardsOf();
    connect(&server_, &QLocalServer::newConnection, this, &OneShotServer::accept);
}

OneShotServer::~OneShotServer()
{
    server_.close(); // removes the socket file
}

bool OneShotServer::listen(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    error_ = folderProblem(folder);
    if (!error_.isEmpty())
        return false;
    const QByteArray name = QFile::encodeName(path);
    struct stat st{};
    if (::lstat(name.constData(), &st) == 0) {
        QLocalSocket probe;
        probe.connectToServer(path);
        if (probe.waitForConnected(1000)) {
            error_ = CliTr::tr("another exporter answers at %1").arg(path);
            return false;
        }
        if (!S_ISSOCK(st.st_mode) || st.st_uid != ::geteuid()) {
            error_ = CliTr::tr("%1 is in the way (not a socket of this user)").arg(path);
            return false;
        }
        ::unlink(name.constData()); // left by an exporter that ended
    }
    server_.setSocketOptions(QLocalServer::WorldAccessOption);
    if (!server_.listen(path)) {
        error_ = server_.errorString();
        return false;
    }
    return true;
}

void OneShotServer::accept()
{
    while (QLocalSocket *socket = server_.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QObject::destroyed, this, [this, socket] { pending_.remove(socket); });
        if (pending_.size() >= kMaxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        pending_.insert(socket, QByteArray());
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { read(socket); });
        // The whole exchange within the timeout, however the bytes trickle.
        QTimer::singleShot(clientTimeoutMs_, socket, [socket] { socket->abort(); });
    }
}

void OneShotServer::read(QLocalSocket *socket)
{
    auto it = pending_.find(socket);
    if (it == pending_.end()) {
        socket->readAll(); // answered already: nothing more is read
        return;
    }
    it->append(socket->read(static_cast<qint64>(kMaxRequestBytes) + 1 - it->size()));
    if (!requestComplete(it->toStdString()))
        return;
    const QByteArray request = *it;
    pending_.erase(it);
    answer(socket, request);
}

// In English: the reason goes to the asking front, which prints it only with
// ROCMTUNE_ONE_SHOT=trace and has no translations (it starts no Qt).
QString OneShotServer::declineReason(const QByteArray &bytes, bool *json) const
{
    std::string error;
    const std::optional<Request> request = decodeRequest(bytes.toStdString(), &error);
    if (!request)
        return QString::fromStdString(error);
    if (choice_ == BackendChoice::Simulated || simulatedFallback_)
        return QStringLiteral("simulated GPUs (a direct read simulates its own)");
    if (request->driverView != driverViewOf())
        return QStringLiteral("another view of the driver's files (mount namespace or tree)");
    if (drmCardsOf() != cardsAtOpen_)
        return QStringLiteral("the GPUs changed since the exporter opened them (restart it)");
    const Environment mine = deviceVariables(requestEnvironment(environ));
    const Environment theirs = deviceVariables(request->environment);
    if (mine != theirs) {
        for (const auto &[name, value] : theirs) {
            const auto other = mine.find(name);
            if (other == mine.end() || other->second != value)
                return QStringLiteral("%1 differs").arg(QString::fromStdString(name));
        }
        for (const auto &[name, value] : mine) {
            if (!theirs.count(name))
                return QStringLiteral("%1 differs").arg(QString::fromStdString(name));
        }
    }
    const auto theirLookup = [&request](const char *name) -> const char * {
        const auto it = request->environment.find(name);
        return it == request->environment.end() ? nullptr : it->second.c_str();
    };
    const std::string language = messageLanguage(theirLookup);
    if (QString::fromStdString(language) != currentLanguage())
        return QStringLiteral("asked in %1, the exporter speaks %2").arg(QString::fromStdString(language), currentLanguage());
    if (request->arguments.empty() || request->arguments.front() != "list")
        return QStringLiteral("only list is answered");
    QStringList args{QStringLiteral("rocmtune-cli list")};
    for (std::size_t i = 1; i < request->arguments.size(); ++i)
        args << QString::fromStdString(request->arguments[i]);
    const std::optional<ReadOnceOptions> options = readOnceOptions(args);
    if (!options)
        return QStringLiteral("not a plain read (help, an error or an unknown option)");
    // Text output formats sizes in the locale's way (Qt reads it as below).
    const QLocale theirNumbers(QString::fromStdString(numericLocale(theirLookup)));
    if (!options->json && theirNumbers.name() != QLocale().name())
        return QStringLiteral("text output with numbers in %1, the exporter writes %2").arg(theirNumbers.name(), QLocale().name());
    if (options->backend.choice != choice_)
        return QStringLiteral("another backend choice");
    *json = options->json;
    return {};
}

void OneShotServer::answer(QLocalSocket *socket, const QByteArray &request)
{
    bool json = false;
    const QString reason = declineReason(request, &json);
    if (!reason.isEmpty()) {
        socket->write(QByteArray::fromStdString(encodeDeclined(reason.toStdString())));
        socket->disconnectFromServer();
        return;
    }
    // Read now, on the sampler's thread (the devices are its), answered here.
    QPointer<QLocalSocket> guarded(socket);
    sampler_->post([guarded, json](DeviceSet *devices) {
        bool simulated = false;
        for (int i = 0; devices && i < devices->deviceCount(); ++i)
            simulated = simulated || devices->devices().at(i).simulated;
        const std::string reply = !devices ? encodeDeclined("the GPUs are not open yet")
                                  : simulated ? encodeDeclined("simulated GPUs (a direct read simulates its own)")
                                              : encodeAnswer(ExitOk, listOutput(*devices, json).toStdString());
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guarded, reply] {
                if (!guarded)
                    return;
                guarded->write(QByteArray::fromStdString(reply));
                guarded->disconnectFromServer();
            },
            Qt::QueuedConnection);
    });
}

} // namespace rocmtune::cli
