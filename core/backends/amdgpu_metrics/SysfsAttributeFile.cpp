// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amdgpu_metrics/SysfsAttributeFile.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace rocmtune::amdgpu {

SysfsAttributeFile::~SysfsAttributeFile()
{
    close();
}

SysfsAttributeFile::SysfsAttributeFile(SysfsAttributeFile &&other) noexcept : path_(std::move(other.path_)), fd_(other.fd_)
{
    other.fd_ = -1;
}

SysfsAttributeFile &SysfsAttributeFile::operator=(SysfsAttributeFile &&other) noexcept
{
    if (this != &other) {
        close();
        path_ = std::move(other.path_);
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

void SysfsAttributeFile::close()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
}

bool SysfsAttributeFile::read(QByteArray *out, qsizetype maxBytes)
{
    const bool wasOpen = fd_ >= 0;
    if (readOnce(out, maxBytes))
        return true;
    if (!wasOpen)
        return false;
    close(); // a stale descriptor (device gone and back): one fresh try
    return readOnce(out, maxBytes);
}

bool SysfsAttributeFile::readOnce(QByteArray *out, qsizetype maxBytes)
{
    // resize(), not clear(): the buffer keeps its capacity from tick to tick.
    out->resize(0);
    if (fd_ < 0) {
        if (path_.isEmpty())
            return false;
        fd_ = ::open(QFile::encodeName(path_).constData(), O_RDONLY | O_CLOEXEC);
        if (fd_ < 0)
            return false;
    }
    out->resize(maxBytes);
    qsizetype got = 0;
    while (got < maxBytes) {
        const ssize_t n = ::pread(fd_, out->data() + got, static_cast<size_t>(maxBytes - got), static_cast<off_t>(got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            out->resize(0);
            close();
            return false;
        }
        if (n == 0)
            break;
        got += n;
    }
    out->resize(got);
    return true;
}

} // namespace rocmtune::amdgpu
