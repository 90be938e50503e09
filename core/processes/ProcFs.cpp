// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/processes/ProcFs.h"

#include <QFile>
#include <QList>

#include <pwd.h>
#include <unistd.h>

#include <vector>

namespace rocmtune {

ProcFs::ProcFs(QString root) : root_(std::move(root)) {}

QByteArray ProcFs::readFile(qint64 pid, const char *name, qint64 maxBytes) const
{
    QFile file(QStringLiteral("%1/%2/%3").arg(root_).arg(pid).arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.read(maxBytes);
}

ProcessDescription ProcFs::identify(qint64 pid) const
{
    ProcessDescription id;
    id.pid = pid;
    if (pid <= 0)
        return id;
    QFile comm(QStringLiteral("%1/%2/comm").arg(root_).arg(pid));
    if (comm.open(QIODevice::ReadOnly)) {
        id.command = QString::fromUtf8(comm.read(256)).trimmed();
        id.nameVisible = true;
        QByteArray cmdline = readFile(pid, "cmdline", 64 * 1024);
        while (cmdline.endsWith('\0'))
            cmdline.chop(1);
        id.commandLine = QString::fromUtf8(cmdline.replace('\0', ' '));
    }
    const QByteArray status = readFile(pid, "status", 64 * 1024);
    for (const QByteArray &line : status.split('\n')) {
        if (!line.startsWith("Uid:"))
            continue;
        const QList<QByteArray> fields = line.mid(4).simplified().split(' ');
        bool ok = false;
        const uint uid = fields.value(0).toUInt(&ok);
        if (ok) {
            id.uid = uid;
            id.user = userName(uid);
        }
        break;
    }
    return id;
}

std::optional<ProcessStat> ProcFs::parseStat(const QByteArray &text)
{
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return std::nullopt;
    // After "pid (comm) ": field 3 is the state, field 22 the start time.
    const QList<QByteArray> fields = text.mid(close + 1).simplified().split(' ');
    constexpr qsizetype kStartTimeField = 22 - 3;
    if (fields.size() <= kStartTimeField || fields[0].size() != 1)
        return std::nullopt;
    bool ok = false;
    ProcessStat stat;
    stat.state = fields[0].at(0);
    stat.startTimeTicks = fields[kStartTimeField].toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return stat;
}

std::optional<ProcessStat> ProcFs::stat(qint64 pid) const
{
    if (pid <= 0)
        return std::nullopt;
    return parseStat(readFile(pid, "stat", 4096));
}

bool ProcFs::isRunning(qint64 pid, std::optional<quint64> expectedStartTicks) const
{
    const auto s = stat(pid);
    if (!s || s->state == 'Z' || s->state == 'X' || s->state == 'x')
        return false;
    return !expectedStartTicks || *expectedStartTicks == s->startTimeTicks;
}

QString ProcFs::userName(uint uid)
{
    long size = sysconf(_SC_GETPW_R_SIZE_MAX);
    if (size <= 0)
        size = 16384;
    std::vector<char> buffer(static_cast<std::size_t>(size));
    passwd entry{};
    passwd *result = nullptr;
    if (getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &result) == 0 && result && result->pw_name)
        return QString::fromLocal8Bit(result->pw_name);
    return QString::number(uid);
}

} // namespace rocmtune
