// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"

#include <QByteArray>
#include <QHash>
#include <QLocalServer>
#include <QObject>
#include <QString>

#include <string>

class QLocalSocket;

namespace rocmtune {
class Sampler;
}

namespace rocmtune::cli {

// The exporter's answers to one-shot reads (core/oneshot/README.md):
// `rocmtune-cli list --json` asks over a local socket and prints what this
// exporter's open GPUs read now, without starting Qt or the vendor library
// itself. An answer is given only when a direct read in the asker's place
// would print the same: the same driver tree, the same ROCMTUNE_*/loader
// variables, the same language, the same backend choice, for text output the
// same number format, real GPUs.
// Anything else is declined in words and the asker reads directly.
// Everything runs on the event loop and never waits for a client: a request
// must arrive whole within the timeout and kMaxRequestBytes, and beyond
// maxConnections the newest connection is closed.
class OneShotServer : public QObject
{
    Q_OBJECT
public:
    OneShotServer(Sampler *sampler, BackendChoice choice, int clientTimeoutMs, QObject *parent = nullptr);
    ~OneShotServer() override;

    // Listens at path, making its folder (mode 0755) when missing; the folder
    // must be this user's (or root's), a real folder, writable by no one
    // else. A socket left by an exporter that ended is replaced; one that
    // answers is not. False, and errorString(), when it cannot.
    bool listen(const QString &path);
    QString errorString() const { return error_; }

    static constexpr int kMaxConnections = 32;

private:
    void accept();
    void read(QLocalSocket *socket);
    void answer(QLocalSocket *socket, const QByteArray &request);
    // Why a direct read would not print what this exporter can say, or ""
    // (and *json: the answer is the JSON document).
    QString declineReason(const QByteArray &request, bool *json) const;

    Sampler *sampler_;
    BackendChoice choice_;
    int clientTimeoutMs_;
    bool simulatedFallback_ = false;
    std::string cardsAtOpen_; // drmCardsOf() when the GPUs were opened
    QLocalServer server_;
    QHash<QLocalSocket *, QByteArray> pending_;
    QString error_;
};

} // namespace rocmtune::cli
