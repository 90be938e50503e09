// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunSummaryText.h"

#include "core/i18n/UnitText.h"
#include "core/runs/RunsTr.h"

#include "core/telemetry/ThrottleReasons.h"

#include "core/i18n/DisplayWidth.h"
#include "core/i18n/ListText.h"
#include "core/telemetry/Metric.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {

QString numberWithUnit(std::optional<double> value, int decimals, const QString &unit)
{
    if (!value)
        return RunSummaryTr::tr("N/A");
    return withUnit(QLocale().toString(*value, 'f', decimals), unit);
}

QString percent(std::optional<double> value, int decimals)
{
    if (!value)
        return RunSummaryTr::tr("N/A");
    return percentText(QLocale().toString(*value, 'f', decimals));
}

// The summary's lines: "Label: value" rows, whose values start in one
// terminal column (a translated label may be wider than the English one, and
// a 汉字 takes two columns), and plain lines (the run, "GPU 0: name").
class SummaryLines
{
public:
    void plain(const QString &text) { rows_.append({QString(), text, true}); }
    void line(const QString &label, const QString &value) { rows_.append({label, value, false}); }
    QString text() const
    {
        int labelColumns = 22;
        for (const Row &r : rows_) {
            if (!r.plain)
                labelColumns = std::max(labelColumns, displayWidth(r.label));
        }
        QStringList lines;
        for (const Row &r : rows_)
            lines << (r.plain ? r.value : QStringLiteral("  ") + padToDisplayWidth(r.label, -labelColumns) + QLatin1Char(' ') + r.value);
        return lines.join(QLatin1Char('\n'));
    }

private:
    struct Row {
        QString label;
        QString value;
        bool plain = false;
    };
    QList<Row> rows_;
};

QString samplesText(const GpuRunSummary &g)
{
    QString text = QCoreApplication::translate("RunSummary", "%n sample(s)", nullptr, g.sampleCount);
    if (g.failedSampleCount > 0)
        text = RunSummaryTr::tr("%1, %2").arg(text, QCoreApplication::translate("RunSummary", "%n failed", nullptr, g.failedSampleCount));
    return text;
}

} // namespace

QString formatRunDuration(double seconds)
{
    if (seconds < 60.0)
        return RunSummaryTr::tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    const qint64 total = std::llround(seconds);
    const qint64 h = total / 3600;
    const qint64 m = (total % 3600) / 60;
    const qint64 s = total % 60;
    if (h > 0)
        return RunSummaryTr::tr("%1 h %2 min %3 s").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return RunSummaryTr::tr("%1 min %2 s").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString formatEnergy(double joules)
{
    const QLocale locale;
    const double wattHours = joules / 3600.0;
    return RunSummaryTr::tr("%1 Wh (%2 J)").arg(locale.toString(wattHours, 'f', wattHours < 10 ? 3 : 1), locale.toString(joules, 'f', 0));
}

QString energySourceText(EnergySource source)
{
    switch (source) {
    case EnergySource::Counter: return RunSummaryTr::tr("from the energy counter");
    case EnergySource::PowerIntegration: return RunSummaryTr::tr("integrated from power readings");
    case EnergySource::Mixed: return RunSummaryTr::tr("energy counter on some GPUs, integrated power on others");
    case EnergySource::None: break;
    }
    return RunSummaryTr::tr("not available");
}

QString runSummaryText(const RunSummary &s)
{
    SummaryLines lines;
    QStringList quoted;
    for (const QString &arg : s.command)
        quoted << (arg.contains(QLatin1Char(' ')) || arg.isEmpty() ? QStringLiteral("'%1'").arg(arg) : arg);
    const QString command = quoted.join(QLatin1Char(' '));
    lines.plain(s.attached ? RunSummaryTr::tr("Run \"%1\": attached to PID %2 (%3)").arg(s.name).arg(s.pid).arg(command)
                           : RunSummaryTr::tr("Run \"%1\": %2 (PID %3)").arg(s.name, command).arg(s.pid));
    lines.line(RunSummaryTr::tr("Duration:"), formatRunDuration(s.durationSeconds()));
    if (s.exitCode)
        lines.line(RunSummaryTr::tr("Exit code:"), QString::number(*s.exitCode));
    else
        lines.line(RunSummaryTr::tr("Exit code:"), RunSummaryTr::tr("unknown (the process was not started by ROCm Tune)"));
    const auto total = s.totalEnergyJoules();
    if (total) {
        QString value = RunSummaryTr::tr("%1, %2").arg(formatEnergy(*total), energySourceText(s.totalEnergySource()));
        if (s.gpusWithEnergy() < s.gpus.size())
            value += QLatin1Char(' ') + RunSummaryTr::tr("(%1 of %2 GPUs)").arg(s.gpusWithEnergy()).arg(s.gpus.size());
        lines.line(RunSummaryTr::tr("Energy, all GPUs:"), value);
    } else {
        lines.line(RunSummaryTr::tr("Energy, all GPUs:"), RunSummaryTr::tr("N/A"));
    }
    for (const GpuRunSummary &g : s.gpus) {
        lines.plain(RunSummaryTr::tr("GPU %1: %2").arg(g.deviceIndex).arg(g.name));
        lines.line(RunSummaryTr::tr("Samples:"), samplesText(g));
        lines.line(RunSummaryTr::tr("Energy:"),
                   g.energyJoules ? RunSummaryTr::tr("%1, %2").arg(formatEnergy(*g.energyJoules), energySourceText(g.energySource))
                                  : RunSummaryTr::tr("N/A"));
        if (g.energyCounterResets > 0)
            lines.line(QString(), QCoreApplication::translate("RunSummary", "the energy counter was reset %n time(s)", nullptr,
                                                              g.energyCounterResets));
        lines.line(RunSummaryTr::tr("Power avg / max:"), RunSummaryTr::tr("%1 / %2").arg(numberWithUnit(g.averagePowerWatts, 1, RunSummaryTr::tr("W")), numberWithUnit(g.maxPowerWatts, 1, RunSummaryTr::tr("W"))));
        lines.line(RunSummaryTr::tr("GPU busy avg:"), percent(g.averageGpuBusyPercent, 1));
        lines.line(RunSummaryTr::tr("Max temperature:"), sensorMaximaText(g.maxTemperatures));
        if (g.throttledSeconds) {
            const double share = s.durationSeconds() > 0 ? 100.0 * *g.throttledSeconds / s.durationSeconds() : 0.0;
            const QString duration = formatRunDuration(*g.throttledSeconds);
            const QString sharePercent = QLocale().toString(share, 'f', 0);
            // Seconds per reason where the run recorded them ("power cap 12 s, hotspot temperature 3 s"),
            // else the reasons seen.
            QStringList perReason;
            for (const ThrottleReasonInfo &reason : throttleReasons()) {
                const auto seconds = g.throttleSecondsByReason.constFind(QLatin1String(reason.key));
                if (seconds != g.throttleSecondsByReason.cend())
                    perReason << RunSummaryTr::tr("%1 %2").arg(throttleReasonWords(reason), formatRunDuration(*seconds));
            }
            const QString why = !perReason.isEmpty() ? joinList(perReason) : g.throttleReasonsSeen ? throttleReasonsText(g.throttleReasonsSeen) : QString();
            const QString value = why.isEmpty() ? RunSummaryTr::tr("%1 (%2% of the run)").arg(duration, sharePercent)
                                                : RunSummaryTr::tr("%1 (%2% of the run): %3").arg(duration, sharePercent, why);
            lines.line(RunSummaryTr::tr("Throttled:"), value);
        } else {
            lines.line(RunSummaryTr::tr("Throttled:"), RunSummaryTr::tr("N/A"));
        }
        lines.line(RunSummaryTr::tr("GFX clock min/avg/max:"), RunSummaryTr::tr("%1 / %2 / %3")
                                                     .arg(numberWithUnit(g.gfxClockMinMegahertz, 0, RunSummaryTr::tr("MHz")),
                                                          numberWithUnit(g.gfxClockAverageMegahertz, 0, RunSummaryTr::tr("MHz")),
                                                          numberWithUnit(g.gfxClockMaxMegahertz, 0, RunSummaryTr::tr("MHz"))));
        if (g.gfxClockMedianMegahertz)
            lines.line(RunSummaryTr::tr("Clock drops:"), QCoreApplication::translate("RunSummary",
                                                                       "%n time(s) more than 10% below the median of %1 MHz",
                                                                       nullptr, g.gfxClockDrops)
                                                .arg(QLocale().toString(*g.gfxClockMedianMegahertz, 'f', 0)));
    }
    return lines.text();
}

} // namespace rocmtune
