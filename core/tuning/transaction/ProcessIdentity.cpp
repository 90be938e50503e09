// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/ProcessIdentity.h"

#include <QCoreApplication>
#include <QFile>

#include <unistd.h>

namespace rocmtune {

namespace {
// Returns the fields after "(comm)" of /proc/<pid>/stat: comm may hold spaces
// and parentheses, so split after the last ')'.
QList<QByteArray> statFields(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = file.readAll();
    const int close = text.lastIndexOf(')');
    if (close < 0)
        return {};
    return text.mid(close + 2).trimmed().split(' ');
}
} // namespace

ProcessIdentity ProcessIdentity::of(qint64 pid)
{
    ProcessIdentity identity;
    identity.pid = pid;
    const QList<QByteArray> fields = statFields(pid);
    // fields[0] is the state (field 3), so the start time (field 22) is fields[19].
    if (fields.size() > 19)
        identity.startTime = QString::fromLatin1(fields.at(19));
    return identity;
}

ProcessIdentity ProcessIdentity::current()
{
    return of(static_cast<qint64>(::getpid()));
}

bool ProcessIdentity::alive() const
{
    if (pid <= 0)
        return false;
    const QList<QByteArray> fields = statFields(pid);
    if (fields.size() <= 19)
        return false;
    if (fields.at(0) == "Z" || fields.at(0) == "X")
        return false;
    return startTime.isEmpty() || QString::fromLatin1(fields.at(19)) == startTime;
}

QString currentBootId()
{
    QFile file(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromLatin1(file.readAll()).trimmed();
}

} // namespace rocmtune
