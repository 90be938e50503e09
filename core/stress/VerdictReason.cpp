// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/VerdictReason.h"

#include "core/stress/LinkVerdict.h"
#include "core/stress/RunnerText.h"
#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <algorithm>
#include <limits>

namespace rocmtune {

namespace {
QString plainNumberOrNA(std::optional<double> v, int decimals = 1)
{
    return v ? QString::number(*v, 'f', decimals) : StressTr::tr("N/A");
}

QString hexAddresses(const QVector<quint64> &addresses)
{
    QStringList list;
    for (quint64 a : addresses.mid(0, 8))
        list << QStringLiteral("0x%1").arg(a, 0, 16);
    if (addresses.size() > 8)
        list << QStringLiteral("…");
    return list.join(QStringLiteral(", "));
}
} // namespace

const char *verdictReasonKey(VerdictReasonKind kind)
{
    switch (kind) {
    case VerdictReasonKind::ComputationErrors: return "computation_errors";
    case VerdictReasonKind::MemoryErrors: return "memory_errors";
    case VerdictReasonKind::TestFailed: return "test_failed";
    case VerdictReasonKind::TestMissing: return "test_missing";
    case VerdictReasonKind::RunnerCrashed: return "runner_crashed";
    case VerdictReasonKind::RunnerHung: return "runner_hung";
    case VerdictReasonKind::RunnerError: return "runner_error";
    case VerdictReasonKind::GpuLost: return "gpu_lost";
    case VerdictReasonKind::Overtemperature: return "overtemperature";
    case VerdictReasonKind::ThrottledThroughput: return "throttled_throughput";
    case VerdictReasonKind::BelowBaseline: return "below_baseline";
    case VerdictReasonKind::NoRunner: return "no_runner";
    case VerdictReasonKind::NoSupportedGpu: return "no_supported_gpu";
    case VerdictReasonKind::Cancelled: return "cancelled";
    case VerdictReasonKind::MalformedOutput: return "malformed_output";
    case VerdictReasonKind::FaultInjected: return "fault_injected";
    case VerdictReasonKind::Fault: return "fault";
    case VerdictReasonKind::StoppedAtFault: return "stopped_at_fault";
    case VerdictReasonKind::EccUncorrectable: return "ecc_uncorrectable";
    case VerdictReasonKind::EccCorrectable: return "ecc_correctable";
    case VerdictReasonKind::GpuReset: return "gpu_reset";
    case VerdictReasonKind::KernelLogNotWatched: return "kernel_log_not_watched";
    case VerdictReasonKind::CommandFailed: return "command_failed";
    case VerdictReasonKind::NoWork: return "no_work";
    case VerdictReasonKind::PcieErrors: return "pcie_errors";
    case VerdictReasonKind::PcieErrorsRising: return "pcie_errors_rising";
    case VerdictReasonKind::LinkBelowMaximum: return "link_below_maximum";
    case VerdictReasonKind::LinkSlow: return "link_slow";
    case VerdictReasonKind::P2pNotRun: return "p2p_not_run";
    case VerdictReasonKind::DoctorFinding: return "doctor_finding";
    }
    return "runner_error";
}

QString VerdictReason::text() const
{
    const int n = static_cast<int>(std::min<quint64>(count, static_cast<quint64>(std::numeric_limits<int>::max())));
    QString sentence;
    switch (kind) {
    case VerdictReasonKind::ComputationErrors:
        sentence = StressTr::tr("%n computation error(s) in the %1 test", nullptr, n).arg(test);
        break;
    case VerdictReasonKind::MemoryErrors:
        sentence = addresses.isEmpty() ? StressTr::tr("%n memory bit error(s) in the %1 test", nullptr, n).arg(test)
                                       : StressTr::tr("%n memory bit error(s) in the %1 test, first at byte offsets %2", nullptr, n).arg(test, hexAddresses(addresses));
        break;
    case VerdictReasonKind::TestFailed:
        sentence = StressTr::tr("The %1 test failed its own checks").arg(test);
        break;
    case VerdictReasonKind::TestMissing:
        sentence = StressTr::tr("The %1 test did not finish").arg(test);
        break;
    case VerdictReasonKind::RunnerCrashed:
        sentence = test.isEmpty() ? StressTr::tr("The test runner crashed (%1)").arg(detail)
                                  : StressTr::tr("The test runner crashed during the %1 test (%2)").arg(test, detail);
        break;
    case VerdictReasonKind::RunnerHung:
        sentence = test.isEmpty() ? StressTr::tr("The test runner hung: no sign of life for %1 s").arg(plainNumberOrNA(value))
                                  : StressTr::tr("The test runner hung during the %1 test: no sign of life for %2 s").arg(test, plainNumberOrNA(value));
        break;
    case VerdictReasonKind::RunnerError:
        sentence = StressTr::tr("The test runner reported an error: %1").arg(translatedRunnerMessage(detail));
        break;
    case VerdictReasonKind::GpuLost:
        sentence = test.isEmpty() ? StressTr::tr("The GPU vanished during the run") : StressTr::tr("The GPU vanished during the %1 test").arg(test);
        break;
    case VerdictReasonKind::Overtemperature:
        sentence = StressTr::tr("%1 temperature reached %2 °C, above the allowed %3 °C (critical temperature minus the safety margin)")
                       .arg(detail, plainNumberOrNA(value), plainNumberOrNA(limit));
        break;
    case VerdictReasonKind::ThrottledThroughput:
        sentence = StressTr::tr("Sustained throttling (%1) cut the %2 test's throughput by %3%").arg(detail, test, plainNumberOrNA(value));
        break;
    case VerdictReasonKind::BelowBaseline:
        sentence = StressTr::tr("The %1 test ran %2% below this GPU's baseline").arg(test, plainNumberOrNA(value ? std::optional<double>(-*value) : std::nullopt));
        break;
    case VerdictReasonKind::NoRunner:
        sentence = StressTr::tr("No test runner: %1").arg(detail);
        break;
    case VerdictReasonKind::NoSupportedGpu:
        sentence = StressTr::tr("The test runner cannot use this GPU: %1").arg(translatedRunnerMessage(detail));
        break;
    case VerdictReasonKind::Cancelled:
        sentence = StressTr::tr("Cancelled before the end");
        break;
    case VerdictReasonKind::MalformedOutput:
        sentence = StressTr::tr("%n line(s) of the runner's output were malformed and ignored (first: %1)", nullptr, n).arg(detail);
        break;
    case VerdictReasonKind::FaultInjected:
        sentence = StressTr::tr("A fault was injected on purpose: %1 (in the %2 test)").arg(detail, test);
        break;
    case VerdictReasonKind::Fault: {
        // Faults, not their consequences: bit errors, differing elements of a
        // repetition, or one NaN however far it spread.
        const QString first = translatedRunnerMessage(detail); // the runner's words, in today's language where known
        if (faultKind == QLatin1String("memory_bit_error"))
            sentence = StressTr::tr("%n memory bit error(s) in the %1 test, first: %2", nullptr, n).arg(test, first);
        else if (faultKind == QLatin1String("gemm_mismatch"))
            sentence = StressTr::tr("%n differing element(s) in the %1 test, first: %2", nullptr, n).arg(test, first);
        else if (n > 1)
            sentence = StressTr::tr("%n fault(s) in the %1 test, first: %2", nullptr, n).arg(test, first);
        else
            sentence = StressTr::tr("Fault in the %1 test: %2").arg(test, first);
        break;
    }
    case VerdictReasonKind::StoppedAtFault:
        sentence = StressTr::tr("Stopped at the first fault (%1); the rest of the run was skipped").arg(detail);
        break;
    case VerdictReasonKind::EccUncorrectable:
        sentence = StressTr::tr("%n new uncorrectable ECC error(s) in the %1 block during the run", nullptr, n).arg(detail);
        break;
    case VerdictReasonKind::EccCorrectable:
        sentence = StressTr::tr("Warning: %n new correctable ECC error(s) during the run (%1)", nullptr, n).arg(detail);
        break;
    case VerdictReasonKind::GpuReset:
        sentence = test.isEmpty() ? StressTr::tr("%1, %2 s into the run").arg(detail, plainNumberOrNA(value))
                                  : StressTr::tr("%1, %2 s into the run, during the %3 test").arg(detail, plainNumberOrNA(value), test);
        break;
    case VerdictReasonKind::KernelLogNotWatched:
        sentence = StressTr::tr("GPU resets and hangs in the kernel log could not be watched (%1): that check was not possible").arg(detail);
        break;
    case VerdictReasonKind::CommandFailed:
        sentence = StressTr::tr("Your command did not succeed: %1").arg(detail);
        break;
    case VerdictReasonKind::NoWork:
        sentence = StressTr::tr("The %1 test did no work (%2)").arg(test, detail);
        break;
    case VerdictReasonKind::PcieErrors:
        sentence = StressTr::tr("%n PCIe link error(s) during the run (%1), more than %2 or uncorrectable: reseat the card and check the slot, riser or cable", nullptr, n)
                       .arg(detail, plainNumberOrNA(limit, 0));
        break;
    case VerdictReasonKind::PcieErrorsRising:
        sentence = StressTr::tr("Warning: %n PCIe link error(s) during the run (%1), corrected by retransmission; many point at the slot, riser or cable", nullptr, n).arg(detail);
        break;
    case VerdictReasonKind::LinkBelowMaximum:
        sentence = linkBelowMaximumText(where);
        break;
    case VerdictReasonKind::LinkSlow:
        sentence = StressTr::tr("Host-GPU copies moved %1 GB/s, under half of the %2 GB/s a %3 link carries")
                       .arg(plainNumberOrNA(value), plainNumberOrNA(limit), detail);
        break;
    case VerdictReasonKind::P2pNotRun:
        sentence = StressTr::tr("The GPU-to-GPU test did not run: %1").arg(detail);
        break;
    case VerdictReasonKind::DoctorFinding:
        sentence = StressTr::tr("Doctor: %1").arg(detail);
        break;
    }
    const bool detailShown = kind == VerdictReasonKind::ComputationErrors || kind == VerdictReasonKind::MemoryErrors
        || kind == VerdictReasonKind::TestFailed;
    if (detailShown && !detail.isEmpty())
        sentence = StressTr::tr("%1 (%2)").arg(sentence, detail);
    return device >= 0 ? StressTr::tr("GPU %1: %2").arg(device).arg(sentence) : sentence;
}

QJsonObject VerdictReason::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), QLatin1String(verdictReasonKey(kind))}, {QStringLiteral("text"), text()}};
    if (device >= 0)
        o.insert(QStringLiteral("device"), device);
    if (!test.isEmpty())
        o.insert(QStringLiteral("test"), test);
    if (count > 0)
        o.insert(QStringLiteral("count"), static_cast<double>(count));
    if (!addresses.isEmpty()) {
        QJsonArray a;
        for (quint64 address : addresses)
            a.append(QStringLiteral("0x%1").arg(address, 0, 16));
        o.insert(QStringLiteral("addresses"), a);
    }
    if (value)
        o.insert(QStringLiteral("value"), *value);
    if (limit)
        o.insert(QStringLiteral("limit"), *limit);
    if (!detail.isEmpty())
        o.insert(QStringLiteral("detail"), detail);
    if (!faultKind.isEmpty())
        o.insert(QStringLiteral("fault_kind"), faultKind);
    if (!where.isEmpty())
        o.insert(QStringLiteral("where"), where);
    return o;
}

} // namespace rocmtune
