// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSocketNotifier>

#include <memory>

namespace rocmtune::cli {

// Turns SIGINT, SIGTERM and SIGHUP into a Qt signal on the main thread (a
// self-pipe written by the handler), so a command can react instead of dying
// with its child still running. One instance at a time; the previous handlers
// come back when it is destroyed.
class SignalForwarder : public QObject
{
    Q_OBJECT
public:
    explicit SignalForwarder(QObject *parent = nullptr);
    ~SignalForwarder() override;
    bool isActive() const { return notifier_ != nullptr; }

signals:
    void received(int signalNumber);

private:
    void drain();
    std::unique_ptr<QSocketNotifier> notifier_;
};

} // namespace rocmtune::cli
