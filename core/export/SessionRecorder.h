// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/SampleCsv.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QElapsedTimer>
#include <QFile>
#include <QString>

namespace rocmtune {

// Records every metric of every device to a CSV file (SampleCsv layout, units
// in the header), one row per device per snapshot. Rows are appended to the
// file as they come (flushed at least once a second), so a crash loses at most
// the last second; a write error stops the recording and says why.
class SessionRecorder
{
public:
    static constexpr qint64 kFlushEveryMs = 1000;

    SessionRecorder();
    ~SessionRecorder();
    SessionRecorder(const SessionRecorder &) = delete;
    SessionRecorder &operator=(const SessionRecorder &) = delete;

    // Creates (truncates) the file and writes the header.
    bool start(const QString &path, const DeviceList &devices);
    // The device list changed (a GPU came back): names and ids of later rows follow it.
    void setDevices(const DeviceList &devices) { devices_ = devices; }
    // Writes one row per device; returns false (and stops) on a write error.
    bool append(const Snapshot &snapshot);
    void stop();

    bool isRecording() const { return file_.isOpen(); }
    QString path() const { return path_; }
    QString errorString() const { return error_; }
    qint64 elapsedMs() const;
    qint64 bytesWritten() const { return bytes_; }
    qint64 rowsWritten() const { return rows_; }

private:
    bool write(const QString &line);

    SampleCsv csv_;
    QFile file_;
    QString path_;
    QString error_;
    DeviceList devices_;
    QElapsedTimer elapsed_;
    qint64 stoppedElapsedMs_ = 0;
    qint64 lastFlushMs_ = 0;
    qint64 bytes_ = 0;
    qint64 rows_ = 0;
};

} // namespace rocmtune
