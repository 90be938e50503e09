// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KernelLogParser.h"

#include <QJsonObject>
#include <QObject>
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

    void start();
    // Reads what is left, then stops; the result stays.
    void stop();
    bool isRunning() const { return source_ != nullptr; }
    // The events that concern the GPU at this PCI address (all events for an empty address).
    KernelLogWatchResult resultFor(const QString &pciBusId) const;

signals:
    void eventSeen(const rocmtune::KernelGpuEvent &event);

private:
    void onLines(const QStringList &lines);

    SourceFactory factory_;
    std::unique_ptr<KernelLogSource> source_;
    bool watched_ = false;
    QString sourceName_;
    QString unavailableReason_;
    QVector<KernelGpuEvent> events_;
};

QJsonObject kernelLogWatchToJson(const KernelLogWatchResult &result);

} // namespace rocmtune
