// SPDX-License-Identifier: GPL-3.0-or-later
#include "MonitorTable.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace rocmtune::cli {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("Cli", text); }

QString cell(const Sample &s, MetricId id, int decimals = 0)
{
    const auto v = s.value(id);
    return v ? QLocale().toString(*v, 'f', decimals) : tr("N/A");
}

QString ratio(const Sample &s, MetricId value, MetricId limit)
{
    const auto v = s.value(value);
    const auto l = s.value(limit);
    if (!v && !l)
        return tr("N/A");
    return QStringLiteral("%1/%2").arg(v ? QLocale().toString(*v, 'f', 0) : tr("N/A"), l ? QLocale().toString(*l, 'f', 0) : tr("N/A"));
}

QString vram(const Sample &s)
{
    const auto used = s.value(MetricId::VramUsed);
    const auto total = s.value(MetricId::VramTotal);
    auto gib = [](double bytes) { return QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 1); };
    if (!used && !total)
        return tr("N/A");
    return QStringLiteral("%1/%2").arg(used ? gib(*used) : tr("N/A"), total ? gib(*total) : tr("N/A"));
}
} // namespace

QString monitorTableHeader()
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
        .arg(tr("TIME"), -8)
        .arg(tr("GPU"), -3)
        .arg(tr("EDGE°C"), 6)
        .arg(tr("JUNC°C"), 6)
        .arg(tr("POWER/CAP W"), 11)
        .arg(tr("SCLK MHz"), 8)
        .arg(tr("MCLK MHz"), 8)
        .arg(tr("BUSY%"), 5)
        .arg(tr("VRAM GiB"), 11)
        .arg(tr("FAN RPM"), 7);
}

QString monitorTableRow(const DeviceInfo &info, const Sample &s)
{
    const QString time = QDateTime::fromMSecsSinceEpoch(s.timestampMs()).toString(QStringLiteral("HH:mm:ss"));
    if (s.state() != DeviceState::Ok) {
        const QString state = s.state() == DeviceState::Lost ? tr("lost") : tr("error");
        return QStringLiteral("%1 %2 %3: %4 (%5)").arg(time, -8).arg(s.deviceIndex(), -3).arg(state, s.message(), info.name);
    }
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10  %11")
        .arg(time, -8)
        .arg(s.deviceIndex(), -3)
        .arg(cell(s, MetricId::TemperatureEdge), 6)
        .arg(cell(s, MetricId::TemperatureJunction), 6)
        .arg(ratio(s, MetricId::PowerAverage, MetricId::PowerCap), 11)
        .arg(cell(s, MetricId::GfxClock), 8)
        .arg(cell(s, MetricId::MemoryClock), 8)
        .arg(cell(s, MetricId::GpuBusy), 5)
        .arg(vram(s), 11)
        .arg(cell(s, MetricId::FanRpm), 7)
        .arg(info.name);
}

} // namespace rocmtune::cli
