// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/MetricsHttpServer.h"

#include "core/export/PrometheusExposition.h"

#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace rocmtune::cli {

namespace {
const char *kBufferProperty = "rocmtuneRequest";
const char *kAnsweredProperty = "rocmtuneAnswered";
const char *kOverloadedProperty = "rocmtuneOverloaded";
const char *kPeerProperty = "rocmtunePeer";
constexpr int kHardCeilingFactor = 4;
constexpr int kGoodbyeMs = 1000;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    default: return "Error";
    }
}

const QByteArray kLandingPage = "<!DOCTYPE html>\n<html><head><title>ROCm Tune exporter</title></head>\n"
                                "<body><h1>ROCm Tune exporter</h1><p><a href=\"/metrics\">Metrics</a></p></body></html>\n";
} // namespace

MetricsHttpServer::MetricsHttpServer(BodyProvider metrics, const Limits &limits, QObject *parent)
    : QObject(parent), metrics_(std::move(metrics)), limits_(limits)
{
    connect(&server_, &QTcpServer::newConnection, this, &MetricsHttpServer::onNewConnection);
}

bool MetricsHttpServer::listen(const QHostAddress &address, quint16 port)
{
    return server_.listen(address, port);
}

MetricsHttpServer::RequestHead MetricsHttpServer::parseRequestHead(const QByteArray &head)
{
    RequestHead request;
    const int lineEnd = head.indexOf('\n');
    const QByteArray line = (lineEnd < 0 ? head : head.left(lineEnd)).trimmed();
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3)
        return request;
    static const QRegularExpression method(QStringLiteral("^[A-Z]{1,16}$"));
    static const QRegularExpression version(QStringLiteral("^HTTP/1\\.[01]$"));
    if (!method.match(QString::fromLatin1(parts[0])).hasMatch() || !parts[1].startsWith('/')
        || !version.match(QString::fromLatin1(parts[2])).hasMatch())
        return request;
    request.method = parts[0];
    const int query = parts[1].indexOf('?');
    request.path = query < 0 ? parts[1] : parts[1].left(query);
    request.valid = true;
    return request;
}

void MetricsHttpServer::release(QTcpSocket *socket, const QString &peer)
{
    // Pointer values only: this also runs while the socket is being destroyed.
    if (!counted_.remove(socket))
        return;
    waiting_.removeOne(socket);
    --open_;
    if (--perPeer_[peer] <= 0)
        perPeer_.remove(peer);
}

bool MetricsHttpServer::evictOldestWaiting(const QString &peer, const QTcpSocket *keep)
{
    for (QTcpSocket *socket : std::as_const(waiting_)) {
        if (socket == keep || (!peer.isEmpty() && socket->property(kPeerProperty).toString() != peer))
            continue;
        release(socket, socket->property(kPeerProperty).toString());
        socket->abort();
        socket->deleteLater();
        return true;
    }
    return false;
}

void MetricsHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = server_.nextPendingConnection()) {
        ++open_;
        const QString peer = socket->peerAddress().toString();
        ++perPeer_[peer];
        counted_.insert(socket);
        socket->setProperty(kPeerProperty, peer);
        waiting_.append(socket);
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QObject::destroyed, this, [this, socket, peer] { release(socket, peer); });
        if (open_ > kHardCeilingFactor * limits_.maxConnections) {
            release(socket, peer);
            socket->abort(); // the last resort: file descriptors
            socket->deleteLater();
            continue;
        }
        // Room for the new connection: the oldest ones that have not sent a
        // request head yet go first (of this peer, then of anyone).
        while (perPeer_.value(peer) > limits_.maxConnectionsPerPeer && evictOldestWaiting(peer, socket)) {
        }
        while (open_ > limits_.maxConnections && evictOldestWaiting(QString(), socket)) {
        }
        const int fromPeer = perPeer_.value(peer);
        // The deadline covers reading the request and sending the answer.
        auto *deadline = new QTimer(socket);
        deadline->setSingleShot(true);
        connect(deadline, &QTimer::timeout, socket, [this, socket, deadline] {
            if (socket->property(kAnsweredProperty).toBool()) {
                socket->abort(); // answered but the client does not read it
                return;
            }
            // Tell the client why, then give the answer a moment to leave.
            respond(socket, 408, "text/plain; charset=utf-8", "Request timeout.\n");
            deadline->start(kGoodbyeMs);
        });
        deadline->start(limits_.clientTimeoutMs);
        // A request head must come soon: an idle socket holds a slot for nothing.
        auto *headDeadline = new QTimer(socket);
        headDeadline->setObjectName(QStringLiteral("headDeadline"));
        headDeadline->setSingleShot(true);
        connect(headDeadline, &QTimer::timeout, socket, [this, socket] {
            if (socket->property(kAnsweredProperty).toBool())
                return;
            waiting_.removeOne(socket);
            respond(socket, 408, "text/plain; charset=utf-8", "Request timeout.\n");
        });
        headDeadline->start(std::min(limits_.headTimeoutMs, limits_.clientTimeoutMs));
        const bool overloaded = fromPeer > limits_.maxConnectionsPerPeer || (open_ > limits_.maxConnections && fromPeer > 1);
        socket->setProperty(kOverloadedProperty, overloaded);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    }
}

void MetricsHttpServer::onReadyRead(QTcpSocket *socket)
{
    if (socket->property(kAnsweredProperty).toBool()) {
        socket->readAll(); // one request per connection; ignore the rest
        return;
    }
    QByteArray buffer = socket->property(kBufferProperty).toByteArray();
    buffer += socket->read(limits_.maxRequestBytes + 1 - buffer.size());
    int headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        headEnd = buffer.indexOf("\n\n");
    if (headEnd < 0) {
        if (buffer.size() > limits_.maxRequestBytes) {
            respond(socket, 431, "text/plain; charset=utf-8", "Request too large.\n");
            return;
        }
        socket->setProperty(kBufferProperty, buffer);
        return;
    }
    const RequestHead request = parseRequestHead(buffer.left(headEnd));
    socket->setProperty(kBufferProperty, QByteArray());
    waiting_.removeOne(socket); // a whole head: no longer idle
    if (auto *headDeadline = socket->findChild<QTimer *>(QStringLiteral("headDeadline")))
        headDeadline->stop();
    if (socket->property(kOverloadedProperty).toBool()) {
        respond(socket, 503, "text/plain; charset=utf-8", "Too many connections.\n", "Retry-After: 1\r\n");
        return;
    }
    if (!request.valid) {
        respond(socket, 400, "text/plain; charset=utf-8", "Malformed request.\n");
        return;
    }
    const bool head = request.method == "HEAD";
    if (request.method != "GET" && !head) {
        respond(socket, 405, "text/plain; charset=utf-8", "Only GET and HEAD are supported.\n", "Allow: GET, HEAD\r\n");
        return;
    }
    if (request.path == "/metrics") {
        respond(socket, 200, PrometheusExposition::kContentType, metrics_(), {}, head);
        return;
    }
    if (request.path == "/") {
        respond(socket, 200, "text/html; charset=utf-8", kLandingPage, {}, head);
        return;
    }
    respond(socket, 404, "text/plain; charset=utf-8", "Not found; metrics are at /metrics.\n", {}, head);
}

void MetricsHttpServer::respond(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body,
                                const QByteArray &extraHeaders, bool headOnly)
{
    socket->setProperty(kAnsweredProperty, true);
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    response += "Content-Type: " + contentType + "\r\n";
    response += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    response += "Connection: close\r\n";
    response += extraHeaders;
    response += "\r\n";
    if (!headOnly)
        response += body;
    socket->write(response);
    socket->disconnectFromHost(); // closes once the answer is written; the deadline aborts a client that never reads
}

} // namespace rocmtune::cli
