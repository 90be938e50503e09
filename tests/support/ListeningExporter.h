// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `rocmtune-cli export ARGS --listen 127.0.0.1:0` kept running for a test:
// the port is read from the URL line the exporter prints once it listens.
// Needs ROCMTUNE_CLI_PATH. Stopped (SIGTERM, then SIGKILL) when it goes.
// Its one-shot socket is off unless args name one (--one-shot-socket): tests
// run side by side as root, and the default path (/run/rocmtune-exporter) is
// the machine's.
#include "tests/support/ProcessStream.h"

#include <QRegularExpression>

namespace rocmtune::testing {

class ListeningExporter
{
public:
    // args: what follows "export" (backend, GPUs, interval...); no --listen.
    explicit ListeningExporter(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                               int startTimeoutMs = 30000)
        : process_(QStringLiteral(ROCMTUNE_CLI_PATH),
                   QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")}
                       + (args.contains(QStringLiteral("--one-shot-socket")) ? QStringList{}
                                                                             : QStringList{QStringLiteral("--one-shot-socket"), QStringLiteral("none")}),
                   env)
    {
        static const QRegularExpression url(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QRegularExpressionMatch match;
        listening_ = process_.readUntilOut(url, &match, startTimeoutMs);
        if (listening_)
            port_ = static_cast<quint16>(match.captured(1).toUInt());
    }
    // 0 when it did not listen; listening() then says why, with its output.
    quint16 port() const { return port_; }
    const ::testing::AssertionResult &listening() const { return listening_; }
    QString instance() const { return QStringLiteral("127.0.0.1:%1").arg(port_); }
    QString url(const char *path = "/metrics") const { return QStringLiteral("http://%1%2").arg(instance(), QString::fromLatin1(path)); }
    bool running() const { return process_.running(); }
    StreamedProcess &process() { return process_; }

private:
    StreamedProcess process_;
    ::testing::AssertionResult listening_ = ::testing::AssertionFailure() << "not started";
    quint16 port_ = 0;
};

} // namespace rocmtune::testing
