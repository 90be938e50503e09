// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/KernelLogParser.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QStringList>
#include <QVector>

#include <functional>
#include <memory>

namespace rocmtune {

// Where kernel log lines come from while a run is watched: /dev/kmsg, `journalctl -k -f`,
// or a file (ROCMTUNE_KERNEL_LOG_FILE; tests inject lines with it).
class KernelLogSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    // Starts reading what is logged from now on; false with *why when the log cannot be read.
    virtual bool open(QString *why) = 0;
    // Reads what was logged and not read yet, now (before a verdict).
    virtual void readNow() = 0;
    // "/dev/kmsg", "journalctl -k", the file's path.
    virtual QString description() const = 0;

signals:
    void linesRead(const QStringList &lines);
    // The log stopped being readable after open() (journalctl died ...).
    void failed(const QString &why);
};

// The kernel log of this machine: the file named by ROCMTUNE_KERNEL_LOG_FILE
// (read from its beginning, then as it grows), else /dev/kmsg (from its
// end), else `journalctl -k -f` where this user may read the kernel's
// messages. Never null; its open() says whether it can be read.
std::unique_ptr<KernelLogSource> systemKernelLogSource();

// What the kernel log said about one GPU during a run.
struct KernelLogWatchResult {
    bool watched = false;      // the log could be read for the whole run
    QString source;            // where it was read
    QString unavailableReason; // why not, when !watched
    QVector<KernelGpuEvent> events;
};

// Watches the kernel log during a run (a stress run, a validated command,
// an undervolt step) for GPU timeouts, resets, wedged devices and Xids.
class KernelLogWatch : public QObject
{
    Q_OBJECT
public:
    using SourceFactory = std::function<std::unique_ptr<KernelLogSource>()>;
    explicit KernelLogWatch(SourceFactory factory = systemKernelLogSource, QObject *parent = nullptr);
    ~KernelLogWatch() override;

    // How long a watch goes on listening after the last test ended, before
    // the verdict is final: amdgpu logs a ring timeout and the reset that
    // follows from its scheduler's timeout handler, and `journalctl -k -f`
    // passes lines on with up to about a second of delay, so the lines of a
    // hang met by the last test can arrive just after the runner exited
    // (its process is reaped once the hung job was dealt with). 5 s covers
    // the reset sequence (timeout, reset begin, reset succeeded: 1-3 s on
    // MODE1/BACO) plus that delay, and costs an undervolt search of 46
    // steps under 4 minutes of its ~37. ROCMTUNE_KERNEL_LOG_GRACE_MS
    // (0 to 60000) sets another; a bad value is said on stderr once and ignored.
    static constexpr int kDefaultGraceMs = 5000;
    static int defaultGraceMs();

    void start();
    // Reads what is left, then stops; the result stays.
    void stop();
    // Reads what is left, listens graceMs more, then stops and emits
    // stopped(); a GPU event seen meanwhile ends the wait at once (the
    // verdict is FAIL anyway). Not watching or graceMs <= 0: stops now and
    // emits stopped() from the event loop. A line that arrives after the
    // window is not read: the verdict was final (it may belong to whatever
    // ran next).
    void stopAfter(int graceMs);
    bool isRunning() const { return source_ != nullptr; }
    bool inGrace() const;
    // The events that concern the GPU at this PCI address (all events for an empty address).
    KernelLogWatchResult resultFor(const QString &pciBusId) const;

signals:
    void eventSeen(const rocmtune::KernelGpuEvent &event);
    // After stopAfter(): the watch ended, its result is final.
    void stopped();

private:
    void onLines(const QStringList &lines);
    void endGrace();

    SourceFactory factory_;
    std::unique_ptr<KernelLogSource> source_;
    bool watched_ = false;
    QString sourceName_;
    QString unavailableReason_;
    QVector<KernelGpuEvent> events_;
    QTimer *graceTimer_ = nullptr;
    bool stopping_ = false; // stopAfter() was called, stopped() not emitted yet
};

QJsonObject kernelLogWatchToJson(const KernelLogWatchResult &result);

} // namespace rocmtune
