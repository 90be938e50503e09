// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/EccVerdict.h"

#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace rocmtune {

namespace {

std::optional<quint64> added(const std::optional<quint64> &before, const std::optional<quint64> &after)
{
    if (!before || !after)
        return std::nullopt;
    return *after > *before ? *after - *before : 0;
}

bool hasCounts(const EccStatus &ecc)
{
    return ecc.available && (ecc.totalCorrectable() || ecc.totalUncorrectable());
}

QJsonValue optionalCount(const std::optional<quint64> &v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(QJsonValue::Null);
}

} // namespace

quint64 EccRunChange::newCorrectable() const
{
    quint64 total = 0;
    for (const EccBlockChange &b : blocks)
        total += b.newCorrectable.value_or(0);
    return total;
}

quint64 EccRunChange::newUncorrectable() const
{
    quint64 total = 0;
    for (const EccBlockChange &b : blocks)
        total += b.newUncorrectable.value_or(0);
    return total;
}

EccRunChange eccChange(const EccStatus &before, const EccStatus &after)
{
    EccRunChange change;
    change.available = before.available || after.available;
    if (!before.available || !after.available)
        return change;
    for (const EccBlockCounts &b : after.blocks) {
        const EccBlockCounts *old = before.block(b.block);
        if (!old)
            continue;
        EccBlockChange block{b.block, added(old->correctable, b.correctable), added(old->uncorrectable, b.uncorrectable)};
        if (block.newCorrectable || block.newUncorrectable) {
            change.blocks << block;
            change.compared = true;
        }
    }
    return change;
}

EccRunChange eccChangeDuringRun(const QVector<Sample> &telemetry)
{
    const Sample *first = nullptr;
    const Sample *last = nullptr;
    bool available = false;
    for (const Sample &s : telemetry) {
        available |= s.ecc().available;
        if (!hasCounts(s.ecc()))
            continue;
        if (!first)
            first = &s;
        last = &s;
    }
    if (!first) {
        EccRunChange none;
        none.available = available;
        return none;
    }
    EccRunChange change = eccChange(first->ecc(), last->ecc());
    change.compared = change.compared && first != last;
    change.beforeMs = first->timestampMs();
    change.afterMs = last->timestampMs();
    return change;
}

EccStatus readEccFromDriver(const DeviceInfo &device)
{
    // Only cards the amdgpu driver runs: a simulated GPU must not read the
    // counts of a real card that happens to sit at its made-up address.
    const bool amdgpuBackend = device.backendId == QLatin1String("rocm-smi") || device.backendId == QLatin1String("sysfs");
    if (!amdgpuBackend || device.pciBusId.isEmpty())
        return EccStatus{};
    const std::optional<amdgpu::AmdgpuCardFiles> files = amdgpu::AmdgpuCardFiles::locate(device.pciBusId);
    return files ? amdgpu::readEccStatus(*files) : EccStatus{};
}

EccRunChange eccChangeOfRun(const std::optional<EccStatus> &before, qint64 beforeMs, const std::optional<EccStatus> &after,
                            qint64 afterMs, const QVector<Sample> &telemetry)
{
    if (before && after && hasCounts(*before) && hasCounts(*after)) {
        EccRunChange change = eccChange(*before, *after);
        change.beforeMs = beforeMs;
        change.afterMs = afterMs;
        return change;
    }
    return eccChangeDuringRun(telemetry);
}

void judgeEccChange(const EccRunChange &change, int device, QVector<VerdictReason> *reasons, QVector<VerdictReason> *notes)
{
    if (!change.compared)
        return;
    QStringList correctable;
    for (const EccBlockChange &b : change.blocks) {
        if (b.newUncorrectable && *b.newUncorrectable > 0)
            *reasons << VerdictReason::make(VerdictReasonKind::EccUncorrectable, device, {}, *b.newUncorrectable, eccBlockDisplayName(b.block));
        if (b.newCorrectable && *b.newCorrectable > 0)
            correctable << QStringLiteral("%1 %2").arg(eccBlockDisplayName(b.block)).arg(*b.newCorrectable);
    }
    if (!correctable.isEmpty())
        *notes << VerdictReason::make(VerdictReasonKind::EccCorrectable, device, {}, change.newCorrectable(), correctable.join(QStringLiteral(", ")));
}

QJsonValue eccRunChangeToJson(const EccRunChange &change)
{
    if (!change.available)
        return QJsonValue(QJsonValue::Null);
    QJsonObject o{{QStringLiteral("compared"), change.compared}};
    if (!change.compared)
        return o;
    QJsonArray blocks;
    for (const EccBlockChange &b : change.blocks)
        blocks.append(QJsonObject{{QStringLiteral("block"), b.block},
                                  {QStringLiteral("new_correctable"), optionalCount(b.newCorrectable)},
                                  {QStringLiteral("new_uncorrectable"), optionalCount(b.newUncorrectable)}});
    o.insert(QStringLiteral("before_ms"), static_cast<double>(change.beforeMs));
    o.insert(QStringLiteral("after_ms"), static_cast<double>(change.afterMs));
    o.insert(QStringLiteral("new_correctable_total"), static_cast<double>(change.newCorrectable()));
    o.insert(QStringLiteral("new_uncorrectable_total"), static_cast<double>(change.newUncorrectable()));
    o.insert(QStringLiteral("blocks"), blocks);
    return o;
}

} // namespace rocmtune
