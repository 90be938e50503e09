// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuOdWriter.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune::amdgpu {

QString odFilePath(const OdFile &file)
{
    return file.path();
}

std::optional<QByteArray> readOdFile(const AmdgpuCardFiles &card, const OdFile &file)
{
    if (card.deviceDir().isEmpty())
        return std::nullopt;
    return card.readDeviceFile(odFilePath(file));
}

std::optional<QByteArray> OdFileTexts::text(const OdFile &file)
{
    auto it = texts_.find(file.path());
    if (it == texts_.end())
        it = texts_.insert(file.path(), readOdFile(card_, file));
    return *it;
}

int writeOdFile(const AmdgpuCardFiles &card, const OdFile &file, const QByteArray &bytes)
{
    if (card.deviceDir().isEmpty())
        return EINVAL;
    return writeExistingFile(card.deviceDir() + QLatin1Char('/') + odFilePath(file), bytes);
}

int writeExistingFile(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty() || bytes.isEmpty())
        return EINVAL;
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW);
    if (fd < 0)
        return errno;
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return EINVAL;
    }
    ssize_t n = -1;
    do {
        n = ::write(fd, bytes.constData(), static_cast<size_t>(bytes.size()));
    } while (n < 0 && errno == EINTR);
    const int error = n == bytes.size() ? 0 : (n < 0 ? errno : EIO);
    if (::close(fd) != 0 && error == 0)
        return errno;
    return error;
}

} // namespace rocmtune::amdgpu
