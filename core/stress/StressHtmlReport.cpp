// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/StressHtmlReport.h"

#include "core/i18n/UnitText.h"

#include "core/i18n/ListText.h"
#include "core/stress/StressTr.h"
#include "core/stress/SvgChart.h"
#include "core/telemetry/TemperatureSensors.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSaveFile>

#include <algorithm>

namespace rocmtune {

namespace {

QString esc(const QString &text) { return text.toHtmlEscaped(); }

QString fmt(const std::optional<double> &v, int decimals = 1, const QString &unit = QString())
{
    if (!v)
        return StressTr::tr("N/A");
    const QString n = QString::number(*v, 'f', decimals);
    return unit.isEmpty() ? n : QStringLiteral("%1 %2").arg(n, unit);
}

QString row(const QString &key, const QString &value)
{
    return QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(esc(key), esc(value.isEmpty() ? StressTr::tr("N/A") : value));
}

QString reasonList(const QVector<VerdictReason> &reasons, const QString &cssClass)
{
    if (reasons.isEmpty())
        return QString();
    QString html = QStringLiteral("<ul class=\"%1\">").arg(cssClass);
    for (const VerdictReason &r : reasons)
        html += QStringLiteral("<li>%1</li>").arg(esc(r.text()));
    return html + QStringLiteral("</ul>");
}

// The controls in force, one line each in the words the rest of the product uses for them ("Performance level:
// Automatic", "Power cap: 300 W": ControlRule::describe), in the report's language.
QString tuningRow(const ControlState &c)
{
    QStringList lines;
    for (const auto &rule : controlRules()) {
        const QString text = rule->describeState(c);
        if (!text.isEmpty())
            lines << esc(text);
    }
    if (lines.isEmpty())
        return row(StressTr::tr("Tuning in force"), StressTr::tr("no controls readable"));
    return QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(esc(StressTr::tr("Tuning in force")), lines.join(QLatin1String("<br>")));
}

QVector<SvgBand> phaseBands(const GpuRunData &run, qint64 originMs)
{
    QVector<SvgBand> bands;
    for (const TestPhase &p : run.record.phases()) {
        const qint64 end = p.endMs.value_or(run.record.endMs().value_or(p.startMs));
        bands << SvgBand{p.test, (p.startMs - originMs) / 1000.0, (end - originMs) / 1000.0};
    }
    return bands;
}

SvgSeries metricSeries(const GpuRunData &run, MetricId id, const QString &name, const QString &color, qint64 originMs)
{
    SvgSeries s{name, color, {}, {}};
    for (const Sample &sample : run.telemetry) {
        if (const auto v = sample.value(id)) {
            s.xSeconds << (sample.timestampMs() - originMs) / 1000.0;
            s.values << *v;
        }
    }
    return s;
}

QString svgCharts(const GpuRunData &run, qint64 originMs)
{
    const QVector<SvgBand> bands = phaseBands(run, originMs);
    QVector<SvgChart> charts;
    // Every guarded sensor the GPU reported (HBM stacks on MI-series cards too).
    SvgChart temperatures{StressTr::tr("Temperatures"), StressTr::tr("°C"), {}, bands};
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (!sensor.guarded())
            continue;
        const QString color = QStringLiteral("#%1").arg(sensor.colorRgb, 6, 16, QLatin1Char('0'));
        SvgSeries series = metricSeries(run, sensor.reading, temperatureSensorLabel(sensor), color, originMs);
        if (!series.values.isEmpty())
            temperatures.series << series;
    }
    charts << temperatures;
    charts << SvgChart{StressTr::tr("Power"), StressTr::tr("W"),
                       {metricSeries(run, MetricId::PowerAverage, StressTr::tr("power"), QStringLiteral("#1f77b4"), originMs),
                        metricSeries(run, MetricId::PowerCap, StressTr::tr("cap"), QStringLiteral("#7f7f7f"), originMs)},
                       bands};
    charts << SvgChart{StressTr::tr("GFX clock"), StressTr::tr("MHz"),
                       {metricSeries(run, MetricId::GfxClock, StressTr::tr("clock"), QStringLiteral("#2ca02c"), originMs)}, bands};
    // Tests report in different units: throughput as a share of each test's best.
    SvgChart throughput{StressTr::tr("Throughput (% of each test's peak)"), StressTr::tr("%"), {}, bands};
    static const QString colors[] = {QStringLiteral("#1f77b4"), QStringLiteral("#2ca02c"), QStringLiteral("#d62728"),
                                     QStringLiteral("#9467bd"), QStringLiteral("#8c564b")};
    int colorIndex = 0;
    for (const TestPhase &p : run.record.phases()) {
        const QVector<ProgressPoint> points = run.record.progress(p.test);
        double peak = 0;
        for (const ProgressPoint &point : points)
            peak = std::max(peak, point.throughput.value_or(0));
        if (!(peak > 0))
            continue;
        SvgSeries s{p.test, colors[colorIndex++ % 5], {}, {}};
        for (const ProgressPoint &point : points) {
            if (point.throughput) {
                s.xSeconds << (point.timeMs - originMs) / 1000.0;
                s.values << 100.0 * *point.throughput / peak;
            }
        }
        throughput.series << s;
    }
    charts << throughput;
    QString html;
    for (const SvgChart &chart : charts) {
        const QString svg = chart.render();
        if (!svg.isEmpty())
            html += QStringLiteral("<div class=\"chart\">%1</div>").arg(svg);
    }
    return html.isEmpty() ? QStringLiteral("<p>%1</p>").arg(esc(StressTr::tr("No telemetry was recorded during this run."))) : html;
}

QString testTable(const GpuVerdict &v)
{
    QString html = QStringLiteral("<table class=\"tests\"><tr>");
    for (const QString &h : {StressTr::tr("Test"), StressTr::tr("Result"), StressTr::tr("Errors"), StressTr::tr("vs baseline"), StressTr::tr("Duration"), StressTr::tr("Max temperature"),
                             StressTr::tr("Power avg / peak"), StressTr::tr("Clock min / avg / max"), StressTr::tr("Clock drops"), StressTr::tr("Throttled")})
        html += QStringLiteral("<th>%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    for (const TestOutcome &t : v.tests) {
        const PhaseTelemetry &p = t.telemetry;
        const bool failed = t.result && (!t.result->pass || t.result->errors > 0);
        html += QStringLiteral("<tr class=\"%1\">").arg(!t.completed ? QStringLiteral("missing") : failed ? QStringLiteral("bad") : QString());
        html += QStringLiteral("<td>%1</td>").arg(esc(stressTestLabel(t.test)));
        html += QStringLiteral("<td>%1</td>").arg(esc(t.result ? fmt(t.result->value, 2, t.result->unit) : StressTr::tr("did not finish")));
        html += QStringLiteral("<td>%1</td>").arg(t.result ? QString::number(t.result->errors) : QStringLiteral("–"));
        html += QStringLiteral("<td>%1</td>").arg(esc(t.baselineDeltaPercent ? QStringLiteral("%1%2%").arg(*t.baselineDeltaPercent >= 0 ? QStringLiteral("+") : QString()).arg(*t.baselineDeltaPercent, 0, 'f', 1) : StressTr::tr("N/A")));
        html += QStringLiteral("<td>%1</td>").arg(esc(fmt(t.durationSeconds, 1, StressTr::tr("s"))));
        html += QStringLiteral("<td>%1</td>").arg(esc(sensorMaximaText(p.maxTemperatures)));
        html += QStringLiteral("<td>%1 / %2 W</td>").arg(fmt(p.averagePowerWatts), fmt(p.peakPowerWatts));
        html += QStringLiteral("<td>%1 / %2 / %3 MHz</td>").arg(fmt(p.minClockMegahertz, 0), fmt(p.averageClockMegahertz, 0), fmt(p.maxClockMegahertz, 0));
        html += QStringLiteral("<td>%1</td>").arg(p.clockDrops);
        html += QStringLiteral("<td>%1</td>").arg(p.throttledFraction ? percentText(QString::number(*p.throttledFraction * 100, 'f', 0)) : StressTr::tr("N/A"));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QString stressReportToHtml(const StressReportData &report, const QMap<int, QVector<ReportChartImage>> &images)
{
    const StressVerdict &verdict = report.verdict;
    const bool pass = verdict.passed();
    QString html = QStringLiteral(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1</title><style>"
        "body{font-family:sans-serif;margin:24px;color:#222;max-width:1100px}"
        ".verdict{padding:12px 16px;border-radius:6px;font-size:20px;font-weight:bold;color:white}"
        ".pass{background:#2e7d32}.fail{background:#c62828}.other{background:#6d6d6d}"
        "table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;font-size:13px}"
        "th{background:#f3f3f3}tr.bad td{background:#fdecea}tr.missing td{color:#888}"
        "ul.reasons li{color:#b71c1c}ul.notes li{color:#555}.chart{margin:10px 0}"
        "</style></head><body>")
                       .arg(esc(StressTr::tr("ROCm Tune stress test report")));
    html += QStringLiteral("<h1>%1</h1>").arg(esc(StressTr::tr("ROCm Tune stress test report")));
    html += QStringLiteral("<div class=\"verdict %1\">%2</div>")
                .arg(pass ? QStringLiteral("pass") : verdict.status == VerdictStatus::Fail ? QStringLiteral("fail") : QStringLiteral("other"),
                     esc(verdict.summary()));
    QVector<VerdictReason> notes;
    for (const GpuVerdict &g : verdict.gpus)
        notes += g.notes;
    html += reasonList(verdict.allReasons(), QStringLiteral("reasons"));
    html += reasonList(notes, QStringLiteral("notes"));

    const StressPlan &plan = report.plan;
    html += QStringLiteral("<h2>%1</h2><table>").arg(esc(StressTr::tr("Run")));
    html += row(StressTr::tr("Preset"), stressPresetLabel(plan.preset));
    html += row(StressTr::tr("Tests"), joinList(plan.tests));
    html += row(StressTr::tr("Seconds per test"), QString::number(plan.secondsPerTest, 'g', 6));
    html += row(StressTr::tr("Injected fault"), plan.injectFault.isEmpty() ? StressTr::tr("none") : plan.injectFault);
    html += row(StressTr::tr("Started"), QDateTime::fromMSecsSinceEpoch(report.startedMs).toString(Qt::ISODate));
    html += row(StressTr::tr("Duration"), StressTr::tr("%1 s").arg((report.finishedMs - report.startedMs) / 1000.0, 0, 'f', 1));
    const StressEnvironment &e = report.environment;
    html += row(StressTr::tr("Application"), StressTr::tr("ROCm Tune %1").arg(e.appVersion));
    html += row(StressTr::tr("System"), StressTr::tr("%1, kernel %2, %3", "operating system, Linux kernel version, host name").arg(e.operatingSystem, e.kernelVersion, e.hostName));
    html += row(StressTr::tr("Runner"), e.runnerPath);
    html += QStringLiteral("</table>");

    for (const GpuRunData &run : report.runs) {
        const auto gv = std::find_if(verdict.gpus.begin(), verdict.gpus.end(), [&](const GpuVerdict &g) { return g.device == run.device; });
        const DeviceInfo &info = run.info;
        html += QStringLiteral("<h2>%1</h2><table>").arg(esc(StressTr::tr("GPU %1: %2 — %3").arg(run.device).arg(info.name, gv != verdict.gpus.end() ? verdictStatusLabel(gv->status) : QString())));
        html += row(StressTr::tr("Backend / ID"), QStringLiteral("%1 / %2").arg(info.backendId, info.stableId()));
        html += row(StressTr::tr("Architecture / PCI"), QStringLiteral("%1 / %2").arg(info.gfxArch, info.pciBusId));
        html += row(StressTr::tr("Driver"), info.driverVersion);
        html += row(StressTr::tr("Monitoring library"), info.libraryVersion);
        html += row(StressTr::tr("VBIOS"), info.vbiosVersion);
        if (const auto &hello = run.record.hello()) {
            html += row(StressTr::tr("Runner saw"), StressTr::tr("%1 (%2, %3), runner %4, protocol %5")
                                              .arg(hello->device, hello->backend, hello->arch, hello->runnerVersion)
                                              .arg(hello->protocolVersion));
        }
        if (e.tuning.contains(run.device))
            html += tuningRow(e.tuning.value(run.device));
        html += QStringLiteral("</table>");
        if (gv != verdict.gpus.end())
            html += testTable(*gv);
        const qint64 originMs = report.startedMs;
        const QVector<ReportChartImage> pictures = images.value(run.device);
        if (pictures.isEmpty()) {
            html += svgCharts(run, originMs);
        } else {
            for (const ReportChartImage &picture : pictures) {
                html += QStringLiteral("<div class=\"chart\"><img alt=\"%1\" src=\"data:image/png;base64,%2\"></div>")
                            .arg(esc(picture.title), QString::fromLatin1(picture.png.toBase64()));
            }
        }
    }
    html += QStringLiteral("</body></html>\n");
    return html;
}

bool writeStressReportHtml(const StressReportData &report, const QString &path, QString *error, const QMap<int, QVector<ReportChartImage>> &images)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(stressReportToHtml(report, images).toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = StressTr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace rocmtune
