// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/SessionRecorder.h"

#include <QCoreApplication>

namespace rocmtune {

SessionRecorder::SessionRecorder() = default;

SessionRecorder::~SessionRecorder() { stop(); }

bool SessionRecorder::start(const QString &path, const DeviceList &devices)
{
    stop();
    error_.clear();
    path_ = path;
    devices_ = devices;
    bytes_ = 0;
    rows_ = 0;
    file_.setFileName(path);
    if (!file_.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        error_ = QCoreApplication::translate("SessionRecorder", "Cannot write %1: %2").arg(path, file_.errorString());
        return false;
    }
    elapsed_.start();
    lastFlushMs_ = 0;
    if (!write(csv_.headerLine()))
        return false;
    file_.flush();
    return true;
}

bool SessionRecorder::write(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    if (file_.write(bytes) != bytes.size()) {
        error_ = QCoreApplication::translate("SessionRecorder", "Recording stopped: writing %1 failed: %2")
                     .arg(path_, file_.errorString());
        stop();
        return false;
    }
    bytes_ += bytes.size();
    return true;
}

bool SessionRecorder::append(const Snapshot &snapshot)
{
    if (!isRecording())
        return false;
    for (const Sample &sample : snapshot.samples) {
        const int index = sample.deviceIndex();
        const DeviceInfo info = index >= 0 && index < devices_.size() ? devices_[index] : DeviceInfo{};
        if (!write(csv_.rowLine(info, sample)))
            return false;
        ++rows_;
    }
    const qint64 now = elapsed_.elapsed();
    if (now - lastFlushMs_ >= kFlushEveryMs) {
        lastFlushMs_ = now;
        if (!file_.flush()) {
            error_ = QCoreApplication::translate("SessionRecorder", "Recording stopped: writing %1 failed: %2")
                         .arg(path_, file_.errorString());
            stop();
            return false;
        }
    }
    return true;
}

void SessionRecorder::stop()
{
    if (!file_.isOpen())
        return;
    stoppedElapsedMs_ = elapsed_.elapsed();
    file_.close();
}

qint64 SessionRecorder::elapsedMs() const
{
    if (isRecording())
        return elapsed_.elapsed();
    return stoppedElapsedMs_;
}

} // namespace rocmtune
