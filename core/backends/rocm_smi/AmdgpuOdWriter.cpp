// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuOdWriter.h"

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

DriverFileWrite writeOdFile(const AmdgpuCardFiles &card, const OdFile &file, const QByteArray &bytes)
{
    return writeDriverFile(card.deviceDir(), odFilePath(file), bytes);
}

} // namespace rocmtune::amdgpu
