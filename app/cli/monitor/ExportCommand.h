// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QStringList>

#include <optional>

namespace rocmtune::cli {

// rocmtune-cli export [--listen HOST:PORT] [--interval MS]: serves /metrics
// for Prometheus.
int runExport(const QStringList &args);

struct ListenAddress {
    QHostAddress address;
    quint16 port = 0;
};
// "127.0.0.1:9400", "[::1]:9400", "localhost:9400", "0.0.0.0:9400", "9400"
// (loopback); nullopt when it cannot be parsed.
std::optional<ListenAddress> parseListenAddress(const QString &text);

} // namespace rocmtune::cli
