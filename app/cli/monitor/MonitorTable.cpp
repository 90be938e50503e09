// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/MonitorTable.h"

#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cstdlib>

namespace rocmtune::cli {

namespace {
// A fixed-width cell shows "N/A" in every language: a translated word
// ("不可用", six columns) would not fit BUSY% or FAN RPM.
QString notAvailable()
{
    return QStringLiteral("N/A");
}

// The columns: header, smallest width in terminal columns (negative: left
// aligned). A column is as wide as its translated header where that is wider.
struct MonitorColumn {
    const char *header;
    int width;
};
constexpr MonitorColumn kMonitorColumns[] = {{QT_TRANSLATE_NOOP("Cli", "TIME"), -8},     {QT_TRANSLATE_NOOP("Cli", "GPU"), -3},
                               {QT_TRANSLATE_NOOP("Cli", "EDGE°C"), 6},    {QT_TRANSLATE_NOOP("Cli", "JUNC°C"), 6},
                               {QT_TRANSLATE_NOOP("Cli", "POWER/CAP W"), 11}, {QT_TRANSLATE_NOOP("Cli", "SCLK MHz"), 8},
                               {QT_TRANSLATE_NOOP("Cli", "MCLK MHz"), 8},  {QT_TRANSLATE_NOOP("Cli", "BUSY%"), 5},
                               {QT_TRANSLATE_NOOP("Cli", "VRAM GiB"), 11}, {QT_TRANSLATE_NOOP("Cli", "FAN RPM"), 7}};

QString joinColumns(const QStringList &cells)
{
    QStringList padded;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const MonitorColumn &c = kMonitorColumns[i];
        const int width = std::max(std::abs(c.width), displayWidth(CliTr::tr(c.header)));
        padded << padToDisplayWidth(cells.at(i), c.width < 0 ? -width : width);
    }
    return padded.join(QLatin1Char(' '));
}

QString cell(const Sample &s, MetricId id, int decimals = 0)
{
    const auto v = s.value(id);
    return v ? QLocale().toString(*v, 'f', decimals) : notAvailable();
}

QString ratio(const Sample &s, MetricId value, MetricId limit)
{
    const auto v = s.value(value);
    const auto l = s.value(limit);
    if (!v && !l)
        return notAvailable();
    return QStringLiteral("%1/%2").arg(v ? QLocale().toString(*v, 'f', 0) : notAvailable(), l ? QLocale().toString(*l, 'f', 0) : notAvailable());
}

QString vram(const Sample &s)
{
    const auto used = s.value(MetricId::VramUsed);
    const auto total = s.value(MetricId::VramTotal);
    auto gib = [](double bytes) { return QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 1); };
    if (!used && !total)
        return notAvailable();
    return QStringLiteral("%1/%2").arg(used ? gib(*used) : notAvailable(), total ? gib(*total) : notAvailable());
}
// Why the clocks are held down, in users' words, after the name (the
// reasons hold spaces, the fixed-width cells do not): empty when nothing
// holds them down or the GPU does not say.
QString throttle(const Sample &s)
{
    const auto v = s.value(MetricId::ThrottleStatus);
    const QString words = v ? throttleReasonsText(static_cast<unsigned>(*v)) : QString();
    return words.isEmpty() ? QString() : QStringLiteral("  ") + CliTr::tr("[throttled by %1]").arg(words);
}
} // namespace

QString monitorTableHeader()
{
    QStringList headers;
    for (const MonitorColumn &c : kMonitorColumns)
        headers << CliTr::tr(c.header);
    return joinColumns(headers);
}

QString monitorTableRow(const DeviceInfo &info, const Sample &s)
{
    const QString time = QDateTime::fromMSecsSinceEpoch(s.timestampMs()).toString(QStringLiteral("HH:mm:ss"));
    if (s.state() != DeviceState::Ok) {
        const QString state = s.state() == DeviceState::Lost     ? CliTr::tr("lost")
                              : s.state() == DeviceState::Asleep ? CliTr::tr("asleep")
                                                                 : CliTr::tr("error");
        return CliTr::tr("%1 %2 %3: %4 (%5)", "time, GPU index, state, message, GPU name").arg(time, -8).arg(s.deviceIndex(), -3).arg(state, s.message(), info.name);
    }
    const QStringList cells{time,
                            QString::number(s.deviceIndex()),
                            cell(s, MetricId::TemperatureEdge),
                            cell(s, MetricId::TemperatureJunction),
                            ratio(s, MetricId::PowerAverage, MetricId::PowerCap),
                            cell(s, MetricId::GfxClock),
                            cell(s, MetricId::MemoryClock),
                            cell(s, MetricId::GpuBusy),
                            vram(s),
                            cell(s, MetricId::FanRpm)};
    //: Marks a row read in the first seconds after the GPU woke from runtime suspend (values may be falsely high)
    const QString settling = s.unsettled() ? QStringLiteral("  ") + CliTr::tr("[settling after wake]") : QString();
    return joinColumns(cells) + QStringLiteral("  ") + info.name + settling + throttle(s);
}

} // namespace rocmtune::cli
