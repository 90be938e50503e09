// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QSet>
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
// Against many idle connections (slowloris): a connection must send its whole
// request head within headTimeoutMs (408, then closed). Beyond
// maxConnectionsPerPeer connections of one peer address, or maxConnections
// in all, the oldest connection still waiting for its head (of that peer,
// or of anyone) is closed to make room, instead of refusing the new one: with
// the default --listen 127.0.0.1 every local user is the same peer, and idle
// sockets of one must not turn the scrapes into 503. Only when every
// connection has sent its head is a new one answered 503 once its own head
// has arrived (read first, so the answer is not lost to a reset) — except a
// peer's first connection, which is served even then. Past 4 x
// maxConnections sockets are closed at once (file descriptors).
class MetricsHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Limits {
        int maxRequestBytes = 8192;
        int clientTimeoutMs = 5000;
        int headTimeoutMs = 1000;
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
    // Closes the oldest socket still waiting for its request head (of this
    // peer when peer is not empty), other than `keep`; false when there is none.
    bool evictOldestWaiting(const QString &peer, const QTcpSocket *keep);
    void release(QTcpSocket *socket, const QString &peer); // its counts, once
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body,
                 const QByteArray &extraHeaders = {}, bool headOnly = false);

    BodyProvider metrics_;
    Limits limits_;
    int open_ = 0;
    QHash<QString, int> perPeer_; // open connections per peer address (declared before server_, which owns the sockets)
    QList<QTcpSocket *> waiting_; // sockets without a whole request head yet, oldest first
    QSet<QTcpSocket *> counted_;  // sockets still in open_ and perPeer_
    QTcpServer server_;
};

} // namespace rocmtune::cli
