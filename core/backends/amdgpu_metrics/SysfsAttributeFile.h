// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rocmtune::amdgpu {

// One sysfs attribute read again and again through a descriptor kept open:
// a read from offset 0 makes the kernel produce the attribute afresh, so a
// tick costs one pread instead of open + read + close. reopen() starts over
// (the backend does it once a second, so a file replaced on a test tree or
// a device that came back is seen). Reads never throw.
class SysfsAttributeFile
{
public:
    SysfsAttributeFile() = default;
    explicit SysfsAttributeFile(QString path) : path_(std::move(path)) {}
    ~SysfsAttributeFile();
    SysfsAttributeFile(SysfsAttributeFile &&other) noexcept;
    SysfsAttributeFile &operator=(SysfsAttributeFile &&other) noexcept;
    SysfsAttributeFile(const SysfsAttributeFile &) = delete;
    SysfsAttributeFile &operator=(const SysfsAttributeFile &) = delete;

    const QString &path() const { return path_; }
    // The whole attribute (at most maxBytes) into *out; false when it cannot
    // be opened or read (out is then empty). A failed read on a kept
    // descriptor is retried once with a fresh open.
    bool read(QByteArray *out, qsizetype maxBytes = 16384);
    void reopen() { close(); }
    void close();
    bool isOpen() const { return fd_ >= 0; }

private:
    bool readOnce(QByteArray *out, qsizetype maxBytes);
    QString path_;
    int fd_ = -1;
};

} // namespace rocmtune::amdgpu
