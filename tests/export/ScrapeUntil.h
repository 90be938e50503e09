// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scrapes a running exporter until a family appears: the exporter publishes
// once its sampler has read, so a test waits for the series, not for time.
#include "tests/export/ExpositionParser.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

namespace rocmtune::test {

// GET http://127.0.0.1:PORT/metrics (curl) until it parses and holds
// `family`, or timeoutMs pass; the last exposition read either way.
inline Exposition scrapeUntil(quint16 port, const QString &family, int timeoutMs = 30000)
{
    QElapsedTimer timer;
    timer.start();
    Exposition e;
    while (timer.elapsed() < timeoutMs) {
        QProcess curl;
        curl.start(QStringLiteral("curl"), {QStringLiteral("-sf"), QStringLiteral("--max-time"), QStringLiteral("5"),
                                            QStringLiteral("http://127.0.0.1:%1/metrics").arg(port)});
        curl.waitForFinished(10000);
        e = Exposition::parse(curl.readAllStandardOutput());
        if (e.error.isEmpty() && e.family(family))
            return e;
        QThread::msleep(200);
    }
    return e;
}

} // namespace rocmtune::test
