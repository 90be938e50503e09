// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>

#include <functional>

class QTcpSocket;

namespace rocmtune::cli {

// A minimal HTTP/1.1 server for GET /metrics. One response per connection
// (Connection: close). Everything runs on the thread's event loop and never
// waits for a client: a client that sends half a request or does not read its
// answer is cut off after the timeout, oversized requests get 431, garbage 400,
// other methods 405, other paths 404. Sampling runs on its own thread, so no
// client can slow it down.
class MetricsHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Limits {
        int maxRequestBytes = 8192;
        int clientTimeoutMs = 5000;
        int maxConnections = 64;
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
    QTcpServer server_;
    int open_ = 0;
};

} // namespace rocmtune::cli
