// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/support/ListeningExporter.h"

#include <QByteArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

namespace rocmtune::test {

// One "rocmtune-cli export --backend sim" on 127.0.0.1, a free port.
using ExporterProcess = rocmtune::testing::ListeningExporter;

// One Prometheus on 127.0.0.1 with its own config and storage in a temporary folder.
class PrometheusProcess
{
public:
    // targets: host:port of rocmtune exporters, written to a file_sd file.
    PrometheusProcess(const QTemporaryDir &dir, const QString &name, const QStringList &targets, bool withRules);
    bool waitReady(int timeoutMs);
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(port_); }
    QString log() const;

private:
    rocmtune::testing::StreamedProcess process_; // stopped when it goes
    quint16 port_ = 0;
    QString logPath_;
};

// Started once for the whole run: exporters with 3 and 2 simulated GPUs, a
// target that refuses connections, a Prometheus scraping them every second
// with the shipped rules (every 2 s: a loaded CI machine must not miss the timeout), and an empty Prometheus (no targets).
class FleetEnvironment : public ::testing::Environment
{
public:
    void SetUp() override;
    void TearDown() override;

    static FleetEnvironment *instance();
    QString prometheusUrl() const { return prometheus_ ? prometheus_->url() : QString(); }
    QString emptyPrometheusUrl() const { return empty_ ? empty_->url() : QString(); }
    const ExporterProcess &exporter(int i) const { return *exporters_[i]; }
    QString deadTarget() const { return deadTarget_; }
    // A loopback port nothing listens on.
    static quint16 closedPort();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::vector<std::unique_ptr<ExporterProcess>> exporters_;
    std::unique_ptr<PrometheusProcess> prometheus_;
    std::unique_ptr<PrometheusProcess> empty_;
    QString deadTarget_;
};

// GET with a timeout; status 0 when the request failed.
struct HttpAnswer {
    int status = 0;
    QByteArray body;
};
HttpAnswer httpGet(const QString &url, int timeoutMs = 5000);

} // namespace rocmtune::test
