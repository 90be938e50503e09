// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/stress/StressOutput.h"

#include "core/i18n/UnitText.h"
#include "core/i18n/ListText.h"
#include "core/telemetry/ThrottleReasons.h"

#include "core/i18n/CliTr.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>

namespace rocmtune::cli {

namespace {
QString value(const std::optional<double> &v, int decimals = 1)
{
    return v ? QString::number(*v, 'f', decimals) : CliTr::tr("N/A");
}

// Faults as the runner counts them: its fault and progress lines (protocol
// v2) and the result lines, as they arrive.
quint64 errorsSoFar(const BenchRecord &record)
{
    return record.totalFaultCount();
}
} // namespace

QString stressProgressLine(int device, const BenchRecord &record)
{
    const auto &p = record.lastProgress();
    if (!p)
        return CliTr::tr("GPU %1  starting").arg(device);
    return CliTr::tr("GPU %1  %2  %3%  %4 %5  errors so far: %6")
        .arg(device)
        .arg(p->test, -8)
        .arg(p->percent, 3, 'f', 0)
        .arg(value(p->throughput, 2), p->unit)
        .arg(errorsSoFar(record));
}

void printStressVerdict(QTextStream &stream, const StressVerdict &verdict, const DeviceList &devices)
{
    stream << Qt::endl << CliTr::tr("Verdict: %1").arg(verdictStatusLabel(verdict.status)) << Qt::endl;
    for (const GpuVerdict &g : verdict.gpus) {
        const QString name = g.device >= 0 && g.device < devices.size() ? devices.at(g.device).name : QString();
        stream << Qt::endl << CliTr::tr("GPU %1 (%2): %3").arg(g.device).arg(name, verdictStatusLabel(g.status)) << Qt::endl;
        for (const VerdictReason &r : g.reasons) {
            if (g.status == VerdictStatus::Fail)
                stream << "  " << CliTr::tr("FAIL: %1").arg(r.text()) << Qt::endl;
            else
                stream << "  " << r.text() << Qt::endl;
        }
        for (const VerdictReason &r : g.notes)
            stream << "  " << CliTr::tr("note: %1").arg(r.text()) << Qt::endl;
        if (g.kernelLog && g.kernelLog->watched && g.kernelLog->events.isEmpty())
            stream << "  " << CliTr::tr("Kernel log (%1): no GPU reset, hang or Xid during the run").arg(g.kernelLog->source) << Qt::endl;
        if (g.ecc.compared && g.ecc.newCorrectable() == 0 && g.ecc.newUncorrectable() == 0)
            stream << "  " << CliTr::tr("ECC: no new errors during the run") << Qt::endl;
        else if (g.ecc.available && !g.ecc.compared)
            stream << "  " << CliTr::tr("ECC: the counts could not be read twice during the run; not compared") << Qt::endl;
        if (g.pcie.compared && g.pcie.newRecoverable() == 0 && g.pcie.newUncorrectable == 0)
            stream << "  " << CliTr::tr("PCIe link: no new replays or AER errors during the run") << Qt::endl;
        if (g.status == VerdictStatus::NotRun)
            continue; // nothing ran: no per-test figures to show
        bool stoppedAtFault = false;
        for (const VerdictReason &note : g.notes)
            stoppedAtFault |= note.kind == VerdictReasonKind::StoppedAtFault;
        for (const TestOutcome &t : g.tests) {
            bool faulted = false;
            for (const VerdictReason &r : g.reasons)
                faulted |= r.kind == VerdictReasonKind::Fault && r.test == t.test;
            QString result = faulted ? CliTr::tr("stopped at its fault")
                : stoppedAtFault     ? CliTr::tr("skipped (stopped at a fault)")
                                     : CliTr::tr("did not finish");
            if (t.result) {
                const int errors = static_cast<int>(std::min<quint64>(t.result->errors, 1000000000)); // a plain variable for lupdate's %n
                result = QCoreApplication::translate("Cli", "%1 %2, %n error(s)", nullptr, errors)
                             .arg(value(t.result->value, 2), t.result->unit);
                if (t.baselineDeltaPercent)
                    result += CliTr::tr(", %1%2% vs baseline").arg(*t.baselineDeltaPercent >= 0 ? QStringLiteral("+") : QString()).arg(*t.baselineDeltaPercent, 0, 'f', 1);
            }
            const PhaseTelemetry &p = t.telemetry;
            stream << "  " << QStringLiteral("%1 %2").arg(t.test, -8).arg(result) << Qt::endl;
            if (t.result && t.test == QLatin1String("link") && t.result->details.contains(QStringLiteral("h2d_gbps"))) {
                const QJsonObject &d = t.result->details;
                const QJsonObject link = d.value(QStringLiteral("link")).toObject();
                const QString expected = link.isEmpty() ? CliTr::tr("link not readable")
                                                        : CliTr::tr("expected %1 GB/s at PCIe %2 GT/s x%3")
                                                              .arg(d.value(QStringLiteral("expected_gbps")).toDouble(), 0, 'f', 1)
                                                              .arg(link.value(QStringLiteral("current_gts")).toDouble())
                                                              .arg(link.value(QStringLiteral("current_width")).toInt());
                stream << "    " << CliTr::tr("host to GPU %1 GB/s, GPU to host %2 GB/s (%3)")
                                         .arg(d.value(QStringLiteral("h2d_gbps")).toDouble(), 0, 'f', 1)
                                         .arg(d.value(QStringLiteral("d2h_gbps")).toDouble(), 0, 'f', 1)
                                         .arg(expected)
                       << Qt::endl;
            }
            if (!t.result && p.sampleCount == 0)
                continue; // never ran: no figures to show
            stream << "    " << CliTr::tr("max temp %1, power avg/peak %2/%3 W")
                                     .arg(sensorMaximaText(p.maxTemperatures), value(p.averagePowerWatts), value(p.peakPowerWatts))
                   << Qt::endl;
            stream << "    " << CliTr::tr("clock min/avg/max %1/%2/%3 MHz, %4 drops, throttled %5")
                                     .arg(value(p.minClockMegahertz, 0), value(p.averageClockMegahertz, 0), value(p.maxClockMegahertz, 0))
                                     .arg(p.clockDrops)
                                     .arg(p.throttledFraction ? percentText(QString::number(*p.throttledFraction * 100, 'f', 0)) : CliTr::tr("N/A"))
                   << Qt::endl;
            // Why, in users' words with the seconds each reason held ("power cap 12 s, hotspot temperature 3 s").
            QStringList perReason;
            for (const ThrottleReasonInfo &reason : throttleReasons()) {
                const auto seconds = p.throttleSecondsByReason.constFind(QLatin1String(reason.key));
                if (seconds != p.throttleSecondsByReason.cend() && *seconds > 0)
                    perReason << CliTr::tr("%1 %2 s").arg(throttleReasonWords(reason)).arg(*seconds, 0, 'f', 0);
            }
            if (!perReason.isEmpty())
                stream << "    " << CliTr::tr("throttled by: %1").arg(joinList(perReason)) << Qt::endl;
        }
    }
    stream.flush();
}

} // namespace rocmtune::cli
