// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fleet/FleetEnvironment.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpServer>
#include <QThread>
#include <QTimer>

namespace rocmtune::test {

namespace {

FleetEnvironment *gEnvironment = nullptr;

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size();
}

// The value of a one-element instant query, or -1.
double scalarQuery(const QString &prometheus, const QString &expr)
{
    const HttpAnswer answer = httpGet(prometheus + QStringLiteral("/api/v1/query?query=")
                                      + QString::fromLatin1(QUrl::toPercentEncoding(expr)));
    const QJsonArray result = QJsonDocument::fromJson(answer.body).object().value(QStringLiteral("data")).toObject()
                                  .value(QStringLiteral("result")).toArray();
    if (result.size() != 1)
        return -1;
    return result[0].toObject().value(QStringLiteral("value")).toArray().at(1).toString().toDouble();
}

} // namespace

HttpAnswer httpGet(const QString &url, int timeoutMs)
{
    QNetworkAccessManager network;
    QNetworkRequest request{QUrl(url)};
    request.setTransferTimeout(timeoutMs);
    QNetworkReply *reply = network.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs + 1000, &loop, &QEventLoop::quit);
    loop.exec();
    HttpAnswer answer;
    if (reply->isFinished()) {
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        answer.body = reply->readAll();
    }
    reply->abort();
    reply->deleteLater();
    return answer;
}

PrometheusProcess::PrometheusProcess(const QTemporaryDir &dir, const QString &name, const QStringList &targets, bool withRules)
    : port_(FleetEnvironment::closedPort()), logPath_(dir.filePath(name + QStringLiteral(".log")))
{
    // The same shape as README's "Many machines": file_sd targets, the shipped rules.
    QJsonArray targetList;
    for (const QString &t : targets)
        targetList.append(t);
    const QString targetsPath = dir.filePath(name + QStringLiteral("-targets.json"));
    writeFile(targetsPath, QJsonDocument(QJsonArray{QJsonObject{{QStringLiteral("targets"), targetList}}}).toJson());
    QByteArray config = "global:\n  scrape_interval: 2s\n  scrape_timeout: 2s\n  evaluation_interval: 1s\n";
    if (withRules)
        config += "rule_files:\n  - \"" ROCMTUNE_SOURCE_DIR "/resources/prometheus/rocmtune-alerts.yml\"\n";
    if (targets.isEmpty())
        config += "scrape_configs: []\n";
    else
        config += "scrape_configs:\n  - job_name: rocmtune\n    file_sd_configs:\n      - files: [\"" + targetsPath.toUtf8() + "\"]\n";
    const QString configPath = dir.filePath(name + QStringLiteral(".yml"));
    writeFile(configPath, config);

    QProcess &process = process_.process();
    process.setProgram(QStringLiteral(ROCMTUNE_PROMETHEUS_PATH));
    process.setArguments({QStringLiteral("--config.file=") + configPath,
                          QStringLiteral("--storage.tsdb.path=") + dir.filePath(name + QStringLiteral("-data")),
                          QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port_),
                          QStringLiteral("--web.console.templates=") + dir.path(),
                          QStringLiteral("--web.console.libraries=") + dir.path()});
    process.setStandardOutputFile(logPath_);
    process.setStandardErrorFile(logPath_, QIODevice::Append);
    process.start();
}

bool PrometheusProcess::waitReady(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs && process_.running()) {
        if (httpGet(url() + QStringLiteral("/-/ready"), 1000).status == 200)
            return true;
        QThread::msleep(100);
    }
    return false;
}

QString PrometheusProcess::log() const
{
    QFile file(logPath_);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll().right(4000)) : QString();
}

quint16 FleetEnvironment::closedPort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    return server.serverPort(); // closed again when server goes
}

FleetEnvironment *FleetEnvironment::instance() { return gEnvironment; }

void FleetEnvironment::SetUp()
{
    gEnvironment = this;
    ASSERT_FALSE(QStringLiteral(ROCMTUNE_PROMETHEUS_PATH).isEmpty() || QStringLiteral(ROCMTUNE_PROMETHEUS_PATH).endsWith(QLatin1String("NOTFOUND")))
        << "prometheus is not installed; scripts/setup.sh installs it";
    dir_ = std::make_unique<QTemporaryDir>();
    ASSERT_TRUE(dir_->isValid());
    for (const int gpus : {3, 2})
        exporters_.push_back(std::make_unique<ExporterProcess>(QStringList{
            QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"), QString::number(gpus), QStringLiteral("--sim-load"),
            QStringLiteral("training"), QStringLiteral("--interval"), QStringLiteral("250")}));
    ASSERT_NE(exporters_[0]->port(), 0) << "first exporter did not start: " << exporters_[0]->listening().message();
    ASSERT_NE(exporters_[1]->port(), 0) << "second exporter did not start: " << exporters_[1]->listening().message();
    deadTarget_ = QStringLiteral("127.0.0.1:%1").arg(closedPort());
    prometheus_ = std::make_unique<PrometheusProcess>(
        *dir_, QStringLiteral("fleet"), QStringList{exporters_[0]->instance(), exporters_[1]->instance(), deadTarget_}, true);
    empty_ = std::make_unique<PrometheusProcess>(*dir_, QStringLiteral("empty"), QStringList{}, false);
    ASSERT_TRUE(prometheus_->waitReady(20000)) << prometheus_->log().toStdString();
    ASSERT_TRUE(empty_->waitReady(20000)) << empty_->log().toStdString();
    // Both exporters scraped with every GPU: the state every case starts from.
    QElapsedTimer timer;
    timer.start();
    double gpus = -1;
    while (timer.elapsed() < 20000 && (gpus = scalarQuery(prometheus_->url(), QStringLiteral("count(rocmtune_gpu_info)"))) != 5)
        QThread::msleep(200);
    ASSERT_EQ(gpus, 5) << prometheus_->log().toStdString();
    // ...and the refusing target tried once (health "down", not "unknown").
    bool allScraped = false;
    while (timer.elapsed() < 20000 && !allScraped) {
        const QJsonArray targets = QJsonDocument::fromJson(httpGet(prometheus_->url() + QStringLiteral("/api/v1/targets")).body)
                                       .object().value(QStringLiteral("data")).toObject()
                                       .value(QStringLiteral("activeTargets")).toArray();
        allScraped = targets.size() == 3 && std::all_of(targets.begin(), targets.end(), [](const QJsonValue &t) {
            return t.toObject().value(QStringLiteral("health")).toString() != QLatin1String("unknown");
        });
        if (!allScraped)
            QThread::msleep(200);
    }
    ASSERT_TRUE(allScraped) << "a target was never scraped";
}

void FleetEnvironment::TearDown()
{
    prometheus_.reset();
    empty_.reset();
    exporters_.clear();
    dir_.reset();
    gEnvironment = nullptr;
}

} // namespace rocmtune::test
