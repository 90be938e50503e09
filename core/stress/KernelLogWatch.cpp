// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/KernelLogWatch.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTimer>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <grp.h>
#include <unistd.h>

namespace rocmtune {

namespace {
// /dev/kmsg from its end: one record a read(); never blocks.
class KmsgSource : public KernelLogSource
{
public:
    ~KmsgSource() override
    {
        notifier_.reset();
        if (fd_ >= 0)
            ::close(fd_);
    }
    bool open(QString *why) override
    {
        fd_ = ::open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd_ < 0) {
            *why = StressTr::tr("/dev/kmsg: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        ::lseek(fd_, 0, SEEK_END); // only what is logged from now on
        notifier_ = std::make_unique<QSocketNotifier>(fd_, QSocketNotifier::Read);
        connect(notifier_.get(), &QSocketNotifier::activated, this, [this] { readNow(); });
        return true;
    }
    void readNow() override
    {
        if (fd_ < 0)
            return;
        QStringList lines;
        char buffer[8192];
        for (;;) {
            const ssize_t n = ::read(fd_, buffer, sizeof buffer);
            if (n > 0) {
                lines << QString::fromUtf8(buffer, n);
                continue;
            }
            if (n < 0 && errno == EPIPE)
                continue; // records were overwritten before we read them; go on with the next
            if (n < 0 && errno == EINTR)
                continue;
            break; // EAGAIN: nothing more now
        }
        if (!lines.isEmpty())
            emit linesRead(lines);
    }
    QString description() const override { return QStringLiteral("/dev/kmsg"); }

private:
    int fd_ = -1;
    std::unique_ptr<QSocketNotifier> notifier_;
};

// The complete lines at the front of `pending`, taken out of it; a last
// partial line waits there for the rest.
QStringList takeWholeLines(QByteArray *pending)
{
    QStringList lines;
    qsizetype newline = -1;
    while ((newline = pending->indexOf('\n')) >= 0) {
        lines << QString::fromUtf8(pending->left(newline));
        pending->remove(0, newline + 1);
    }
    return lines;
}

bool mayReadKernelJournal()
{
    if (::geteuid() == 0)
        return true;
    gid_t groups[256];
    const int count = ::getgroups(256, groups);
    for (const char *name : {"adm", "systemd-journal", "wheel"}) {
        const struct group *g = ::getgrnam(name);
        for (int i = 0; g && i < count; ++i) {
            if (groups[i] == g->gr_gid)
                return true;
        }
    }
    return false;
}

// `journalctl -k -f` where the journal holds the kernel's messages and /dev/kmsg is closed.
class JournalSource : public KernelLogSource
{
public:
    ~JournalSource() override
    {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(1000);
        }
    }
    bool open(QString *why) override
    {
        const QString program = QStandardPaths::findExecutable(QStringLiteral("journalctl"));
        if (program.isEmpty()) {
            *why = StressTr::tr("journalctl is not installed");
            return false;
        }
        if (!mayReadKernelJournal()) {
            *why = StressTr::tr("this user may not read the kernel's messages in the journal (groups adm or systemd-journal)");
            return false;
        }
        connect(&process_, &QProcess::readyReadStandardOutput, this, [this] { readNow(); });
        connect(&process_, &QProcess::finished, this, [this](int code) {
            emit failed(StressTr::tr("journalctl ended (exit code %1)").arg(code));
        });
        process_.setProgram(program);
        process_.setArguments({QStringLiteral("-k"), QStringLiteral("-f"), QStringLiteral("-n"), QStringLiteral("0"), QStringLiteral("-q"),
                               QStringLiteral("--no-pager"), QStringLiteral("-o"), QStringLiteral("short-monotonic")});
        process_.setStandardErrorFile(QProcess::nullDevice());
        process_.start();
        if (!process_.waitForStarted(3000)) {
            *why = StressTr::tr("journalctl could not start: %1").arg(process_.errorString());
            return false;
        }
        return true;
    }
    void readNow() override
    {
        pending_ += process_.readAllStandardOutput();
        if (const QStringList lines = takeWholeLines(&pending_); !lines.isEmpty())
            emit linesRead(lines);
    }
    QString description() const override { return QStringLiteral("journalctl -k"); }

private:
    QProcess process_;
    QByteArray pending_;
};

// A file read as the kernel log from its beginning, then as it grows.
class FileSource : public KernelLogSource
{
public:
    explicit FileSource(QString path) : file_(std::move(path)) {}
    bool open(QString *why) override
    {
        if (!file_.open(QIODevice::ReadOnly)) {
            *why = QStringLiteral("%1: %2").arg(file_.fileName(), file_.errorString());
            return false;
        }
        connect(&timer_, &QTimer::timeout, this, [this] { readNow(); });
        timer_.start(100);
        QTimer::singleShot(0, this, [this] { readNow(); });
        return true;
    }
    void readNow() override
    {
        pending_ += file_.readAll();
        if (const QStringList lines = takeWholeLines(&pending_); !lines.isEmpty())
            emit linesRead(lines);
    }
    QString description() const override { return file_.fileName(); }

private:
    QFile file_;
    QTimer timer_;
    QByteArray pending_;
};

// Tries /dev/kmsg, then the journal; says why neither could be read.
class SystemSource : public KernelLogSource
{
public:
    bool open(QString *why) override
    {
        const QString file = qEnvironmentVariable("ROCMTUNE_KERNEL_LOG_FILE");
        if (!file.isEmpty())
            return use(std::make_unique<FileSource>(file), why);
        QString kmsgWhy, journalWhy;
        if (use(std::make_unique<KmsgSource>(), &kmsgWhy) || use(std::make_unique<JournalSource>(), &journalWhy))
            return true;
        *why = StressTr::tr("%1; %2").arg(kmsgWhy, journalWhy);
        return false;
    }
    void readNow() override
    {
        if (inner_)
            inner_->readNow();
    }
    QString description() const override { return inner_ ? inner_->description() : QString(); }

private:
    bool use(std::unique_ptr<KernelLogSource> source, QString *why)
    {
        connect(source.get(), &KernelLogSource::linesRead, this, &KernelLogSource::linesRead);
        connect(source.get(), &KernelLogSource::failed, this, &KernelLogSource::failed);
        if (!source->open(why))
            return false;
        inner_ = std::move(source);
        return true;
    }
    std::unique_ptr<KernelLogSource> inner_;
};
} // namespace

std::unique_ptr<KernelLogSource> systemKernelLogSource()
{
    return std::make_unique<SystemSource>();
}

KernelLogWatch::KernelLogWatch(SourceFactory factory, QObject *parent) : QObject(parent), factory_(std::move(factory))
{
    graceTimer_ = new QTimer(this);
    graceTimer_->setSingleShot(true);
    connect(graceTimer_, &QTimer::timeout, this, &KernelLogWatch::endGrace);
}

int KernelLogWatch::defaultGraceMs()
{
    static const int graceMs = [] {
        const QByteArray given = qgetenv("ROCMTUNE_KERNEL_LOG_GRACE_MS");
        if (given.isEmpty())
            return kDefaultGraceMs;
        bool ok = false;
        const int value = given.toInt(&ok);
        if (ok && value >= 0 && value <= 60000)
            return value;
        qWarning("ROCMTUNE_KERNEL_LOG_GRACE_MS must be 0 to 60000 milliseconds, not \"%s\"; the default of %d ms is used.", given.constData(),
                 kDefaultGraceMs);
        return kDefaultGraceMs;
    }();
    return graceMs;
}

KernelLogWatch::~KernelLogWatch() = default;

void KernelLogWatch::start()
{
    events_.clear();
    unavailableReason_.clear();
    source_ = factory_ ? factory_() : nullptr;
    QString why;
    if (!source_ || !source_->open(&why)) {
        source_.reset();
        watched_ = false;
        unavailableReason_ = why;
        return;
    }
    watched_ = true;
    sourceName_ = source_->description();
    connect(source_.get(), &KernelLogSource::linesRead, this, &KernelLogWatch::onLines);
    connect(source_.get(), &KernelLogSource::failed, this, [this](const QString &reason) {
        watched_ = false;
        unavailableReason_ = reason;
    });
}

void KernelLogWatch::stop()
{
    stopping_ = false;
    graceTimer_->stop();
    if (!source_)
        return;
    source_->readNow();
    source_.reset();
}

void KernelLogWatch::stopAfter(int graceMs)
{
    stopping_ = true;
    if (source_)
        source_->readNow();
    if (!source_ || graceMs <= 0 || !events_.isEmpty()) {
        QTimer::singleShot(0, this, &KernelLogWatch::endGrace);
        return;
    }
    graceTimer_->start(graceMs);
}

bool KernelLogWatch::inGrace() const
{
    return graceTimer_->isActive();
}

void KernelLogWatch::endGrace()
{
    if (!stopping_)
        return; // ended already (the timer and an event both asked)
    stopping_ = false;
    graceTimer_->stop();
    if (source_) {
        source_->readNow();
        source_.reset();
    }
    emit stopped();
}

void KernelLogWatch::onLines(const QStringList &lines)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QString &line : lines) {
        std::optional<KernelGpuEvent> event = parseKernelLogLine(line);
        if (!event)
            continue;
        event->seenMs = now;
        events_ << *event;
        emit eventSeen(*event);
    }
    // A GPU event during the grace period: the verdict is FAIL, no need to wait longer.
    if (graceTimer_->isActive() && !events_.isEmpty())
        QTimer::singleShot(0, this, &KernelLogWatch::endGrace);
}

KernelLogWatchResult KernelLogWatch::resultFor(const QString &pciBusId) const
{
    KernelLogWatchResult result;
    result.watched = watched_;
    result.source = sourceName_;
    result.unavailableReason = unavailableReason_;
    for (const KernelGpuEvent &event : events_) {
        if (event.concerns(pciBusId))
            result.events << event;
    }
    return result;
}

QJsonObject kernelLogWatchToJson(const KernelLogWatchResult &result)
{
    QJsonArray events;
    for (const KernelGpuEvent &e : result.events)
        events.append(QJsonObject{{QStringLiteral("kind"), QLatin1String(kernelGpuEventKindKey(e.kind))},
                                  {QStringLiteral("driver"), e.driver},
                                  {QStringLiteral("pci_bus_id"), e.pciBusId},
                                  {QStringLiteral("xid"), e.xid ? QJsonValue(*e.xid) : QJsonValue()},
                                  {QStringLiteral("seen"), QDateTime::fromMSecsSinceEpoch(e.seenMs, Qt::UTC).toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("message"), e.message}});
    QJsonObject o{{QStringLiteral("watched"), result.watched}, {QStringLiteral("events"), events}};
    if (!result.source.isEmpty())
        o.insert(QStringLiteral("source"), result.source);
    if (!result.unavailableReason.isEmpty())
        o.insert(QStringLiteral("unavailable_reason"), result.unavailableReason);
    return o;
}

} // namespace rocmtune
