// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiClockTableReset.h"

#include "core/backends/rocm_smi/RocmSmiBackendTr.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {

QString describe(const amdgpu::OdClockTable &t)
{
    QStringList parts;
    if (t.sclk)
        parts << QStringLiteral("sclk %1-%2 MHz").arg(t.sclk->minMegahertz).arg(t.sclk->maxMegahertz);
    if (t.mclk)
        parts << QStringLiteral("mclk %1-%2 MHz").arg(t.mclk->minMegahertz).arg(t.mclk->maxMegahertz);
    return parts.join(QStringLiteral(", "));
}

bool samePair(const std::optional<amdgpu::ClockPair> &a, const std::optional<amdgpu::ClockPair> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->minMegahertz == b->minMegahertz && a->maxMegahertz == b->maxMegahertz);
}

} // namespace

std::optional<amdgpu::OdClockTable> RocmSmiClockTableReset::table(const std::optional<QByteArray> &text, QString *why, QString *detail) const
{
    auto parsed = text ? amdgpu::parseOdClockTable(*text) : std::nullopt;
    if (!parsed || (!parsed->sclk && !parsed->mclk)) {
        // In users' words; the driver's file only in the detail.
        *why = RocmSmiBackendTr::tr("GPU %1 has no overdrive clock table to reset.").arg(device_.pciBusId);
        if (detail)
            *detail = text ? QStringLiteral("pp_od_clk_voltage: no OD_SCLK / OD_MCLK") : QStringLiteral("pp_od_clk_voltage");
        return std::nullopt;
    }
    return parsed;
}

std::optional<amdgpu::OdClockTable> RocmSmiClockTableReset::tableNow(QString *why) const
{
    return table(amdgpu::readOdFile(device_.files, amdgpu::OdFile::ClockVoltage), why);
}

bool RocmSmiClockTableReset::available(amdgpu::OdFileTexts &texts, QString *why, QString *detail) const
{
    const auto t = table(texts.text(amdgpu::OdFile::ClockVoltage), why, detail);
    if (!t)
        return false;
    if (!t->sclkWritable && !t->mclkWritable) {
        *why = RocmSmiBackendTr::tr("The overdrive table of GPU %1 cannot be written.").arg(device_.pciBusId);
        return false;
    }
    return true;
}

WriteResult RocmSmiClockTableReset::run()
{
    device_.samplesSinceLimits = -1; // re-read limits with the next sample
    QString why;
    amdgpu::OdFileTexts texts(device_.files);
    if (!available(texts, &why))
        return WriteResult::failure(RocmSmiBackendTr::tr("The clock table of GPU %1 cannot be reset: %2").arg(device_.pciBusId, why));
    // Aldebaran refuses pp_od_clk_voltage writes outside "manual" (the
    // library's own overdrive setters switch to it first for that reason).
    // The reset puts the level back to "auto" as its last step.
    rsmi_dev_perf_level_t level = RSMI_DEV_PERF_LEVEL_UNKNOWN;
    if (!api_.devPerfLevelGet || api_.devPerfLevelGet(device_.libraryIndex, &level) != RSMI_STATUS_SUCCESS
        || level != RSMI_DEV_PERF_LEVEL_MANUAL) {
        const rsmi_status_t status = api_.devPerfLevelSetV1 ? api_.devPerfLevelSetV1(device_.libraryIndex, RSMI_DEV_PERF_LEVEL_MANUAL)
                                                            : RSMI_STATUS_NOT_SUPPORTED;
        if (status != RSMI_STATUS_SUCCESS)
            return WriteResult::failure(RocmSmiBackendTr::tr("GPU %1 could not be switched to the manual performance level for the clock table reset: %2")
                                            .arg(device_.pciBusId, rsmiStatusMessage(status)));
    }
    using Command = amdgpu::AmdgpuCardFiles::OdCommand;
    if (const auto reset = device_.files.writeOverdriveCommand(Command::RestoreBootTable); !reset.ok())
        return WriteResult::failure(reset.describe(
            RocmSmiBackendTr::tr("The driver of GPU %1 refused to reset its overdrive table (\"r\" to pp_od_clk_voltage): %2").arg(device_.pciBusId, reset.reason())));
    const auto restored = tableNow(&why);
    if (!restored)
        return WriteResult::failure(RocmSmiBackendTr::tr("After \"r\" the driver of GPU %1 shows no overdrive table: %2").arg(device_.pciBusId, why));
    if (const auto commit = device_.files.writeOverdriveCommand(Command::Commit); !commit.ok())
        return WriteResult::failure(commit.describe(
            RocmSmiBackendTr::tr("The driver of GPU %1 refused to commit the reset overdrive table (\"c\" to pp_od_clk_voltage): %2").arg(device_.pciBusId, commit.reason())));
    const auto committed = tableNow(&why);
    if (!committed)
        return WriteResult::failure(RocmSmiBackendTr::tr("After the commit the driver of GPU %1 shows no overdrive table: %2").arg(device_.pciBusId, why));
    if (!samePair(restored->sclk, committed->sclk) || !samePair(restored->mclk, committed->mclk))
        return WriteResult::failure(RocmSmiBackendTr::tr("The driver of GPU %1 showed %2 after the reset but %3 after the commit.")
                                        .arg(device_.pciBusId, describe(*restored), describe(*committed)));
    return WriteResult::success();
}

} // namespace rocmtune
