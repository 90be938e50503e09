// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>

#include <functional>

class QTcpSocket;

namespace rocmtune::cli {

// A minimal HTTP/1.1 server for GET /metrics. One response per connection
// (Connection: close). Everything runs on the thread's event loop and never
// waits for a client: a client that sends half a request or does not read its
// answer is cut off after the timeout, counted from the connection (trickling
// bytes does not extend it), oversized requests get 431, garbage 400, other
// methods 405, other paths 404. Sampling runs on its own thread, so no client
// can slow it down.
// Against many idle connections (slowloris): one peer address holds at most
// maxConnectionsPerPeer connections that are served; beyond that, or beyond
// maxConnections in all, a connection is answered 503 once its request head
// has arrived (read first, so the answer is not lost to a reset) — except a
// peer's first connection, which is served even while others hold every
// slot, so a scraper from another host still gets its metrics. Past
// 4 x maxConnections sockets are closed at once (file descriptors).
class MetricsHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Limits {
        int maxRequestBytes = 8192;
        int clientTimeoutMs = 5000;
        int maxConnections = 64;
        int maxConnectionsPerPeer = 8;
    };
    using BodyProvider = std::function<QByteArray()>;

    MetricsHttpServer(BodyProvider metrics, const Limits &limits, QObject *parent = nullptr);

    bool listen(const QHostAddress &address, quint16 port);
    QString errorString() const { return server_.errorString(); }
    quint16 port() const { return server_.serverPort(); }
    QHostAddress address() const { return server_.serverAddress(); }

    struct RequestHead {
        QByteArray method;
        QByteArray path; // without the query string
        bool valid = false;
    };
    // Parses the request line of a complete request head; valid == false for
    // anything that is not "METHOD /target HTTP/1.x".
    static RequestHead parseRequestHead(const QByteArray &head);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body,
                 const QByteArray &extraHeaders = {}, bool headOnly = false);

    BodyProvider metrics_;
    Limits limits_;
    int open_ = 0;
    QHash<QString, int> perPeer_; // open connections per peer address (declared before server_, which owns the sockets)
    QTcpServer server_;
};

} // namespace rocmtune::cli
