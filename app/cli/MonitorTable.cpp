// SPDX-License-Identifier: GPL-3.0-or-later
#include "MonitorTable.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QStringList>

#include <cstdlib>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Terminal columns a string takes: CJK characters are two columns wide.
int displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                          || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
                          || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

// Pads to a column width; negative width aligns left (like QString::arg).
QString pad(const QString &text, int width)
{
    const int fill = std::abs(width) - displayWidth(text);
    if (fill <= 0)
        return text;
    return width < 0 ? text + QString(fill, QLatin1Char(' ')) : QString(fill, QLatin1Char(' ')) + text;
}

QString cell(const Sample &s, MetricId id, int decimals = 0)
{
    const auto v = s.value(id);
    return v ? QLocale().toString(*v, 'f', decimals) : Text::tr("N/A");
}

QString ratio(const Sample &s, MetricId value, MetricId limit)
{
    const auto v = s.value(value);
    const auto l = s.value(limit);
    if (!v && !l)
        return Text::tr("N/A");
    return QStringLiteral("%1/%2").arg(v ? QLocale().toString(*v, 'f', 0) : Text::tr("N/A"), l ? QLocale().toString(*l, 'f', 0) : Text::tr("N/A"));
}

QString vram(const Sample &s)
{
    const auto used = s.value(MetricId::VramUsed);
    const auto total = s.value(MetricId::VramTotal);
    auto gib = [](double bytes) { return QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 1); };
    if (!used && !total)
        return Text::tr("N/A");
    return QStringLiteral("%1/%2").arg(used ? gib(*used) : Text::tr("N/A"), total ? gib(*total) : Text::tr("N/A"));
}
} // namespace

QString monitorTableHeader()
{
    const QStringList columns{pad(Text::tr("TIME"), -8),        pad(Text::tr("GPU"), -3),     pad(Text::tr("EDGE°C"), 6),
                              pad(Text::tr("JUNC°C"), 6),       pad(Text::tr("POWER/CAP W"), 11), pad(Text::tr("SCLK MHz"), 8),
                              pad(Text::tr("MCLK MHz"), 8),     pad(Text::tr("BUSY%"), 5),    pad(Text::tr("VRAM GiB"), 11),
                              pad(Text::tr("FAN RPM"), 7)};
    return columns.join(QLatin1Char(' '));
}

QString monitorTableRow(const DeviceInfo &info, const Sample &s)
{
    const QString time = QDateTime::fromMSecsSinceEpoch(s.timestampMs()).toString(QStringLiteral("HH:mm:ss"));
    if (s.state() != DeviceState::Ok) {
        const QString state = s.state() == DeviceState::Lost     ? Text::tr("lost")
                              : s.state() == DeviceState::Asleep ? Text::tr("asleep")
                                                                 : Text::tr("error");
        return QStringLiteral("%1 %2 %3: %4 (%5)").arg(time, -8).arg(s.deviceIndex(), -3).arg(state, s.message(), info.name);
    }
    const QStringList columns{pad(time, -8),
                              pad(QString::number(s.deviceIndex()), -3),
                              pad(cell(s, MetricId::TemperatureEdge), 6),
                              pad(cell(s, MetricId::TemperatureJunction), 6),
                              pad(ratio(s, MetricId::PowerAverage, MetricId::PowerCap), 11),
                              pad(cell(s, MetricId::GfxClock), 8),
                              pad(cell(s, MetricId::MemoryClock), 8),
                              pad(cell(s, MetricId::GpuBusy), 5),
                              pad(vram(s), 11),
                              pad(cell(s, MetricId::FanRpm), 7)};
    return columns.join(QLatin1Char(' ')) + QStringLiteral("  ") + info.name;
}

} // namespace rocmtune::cli
