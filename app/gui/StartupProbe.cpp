// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/StartupProbe.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QFile>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

#include <ctime>
#include <unistd.h>

namespace rocmtune::gui {

namespace {
// Milliseconds since the process started, from /proc (10 ms resolution).
double msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 20)
        return -1;
    const double startTicks = fields[19].toDouble(); // field 22 overall
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    const double nowMs = now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
    return nowMs - startTicks * 1000.0 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// CPU time of the whole process so far (all threads), in ms.
double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
} // namespace

StartupProbe::StartupProbe(QObject *parent) : QObject(parent) {}

bool StartupProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (!seen_ && event->type() == QEvent::Paint && qobject_cast<QWidget *>(watched)) {
        seen_ = true;
        // Measure once the whole frame (every widget of this paint pass) is done.
        QTimer::singleShot(0, this, &StartupProbe::report);
    }
    return QObject::eventFilter(watched, event);
}

void StartupProbe::report()
{
    QTextStream out(stdout);
    out << "first_frame_cpu_ms " << QString::number(processCpuMs(), 'f', 1) << Qt::endl;
    bool ok = false;
    const qint64 launchNs = qEnvironmentVariable("ROCMTUNE_LAUNCH_NS").toLongLong(&ok);
    if (ok && launchNs > 0) {
        const double ms = (QDateTime::currentMSecsSinceEpoch() * 1e6 - static_cast<double>(launchNs)) / 1e6;
        out << "first_frame_ms " << QString::number(ms, 'f', 1) << " (since ROCMTUNE_LAUNCH_NS)" << Qt::endl;
    } else {
        out << "first_frame_ms " << QString::number(msSinceProcessStart(), 'f', 1) << " (since process start, /proc)" << Qt::endl;
    }
    QCoreApplication::quit();
}

} // namespace rocmtune::gui
