// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLocalServer;

namespace rocmtune {

// One ROCm Tune per user session: the first instance listens on a local
// socket; a second launch connects, asks the first to raise its window and
// exits. A socket left behind by a crashed instance is replaced.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    explicit SingleInstance(const QString &name = defaultName(), QObject *parent = nullptr);

    static QString defaultName();
    // True when another instance answered (it has been asked to show itself).
    bool activateRunning(int timeoutMs = 1000);
    // Becomes the instance others activate. False if the socket cannot be made.
    bool listen();
    QString errorString() const { return error_; }

signals:
    void activationRequested();

private:
    QString name_;
    QString error_;
    QLocalServer *server_ = nullptr;
};

} // namespace rocmtune
