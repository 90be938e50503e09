// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/KernelLogParser.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rocmtune {

namespace {
// /dev/kmsg: "prio,seq,usec,flags[,...];message"
const QRegularExpression kKmsgPrefix(QStringLiteral("^\\d+,\\d+,(\\d+),[^;]*;"));
// dmesg and journalctl -o short-monotonic: "[ 5678.901234] "
const QRegularExpression kMonotonicPrefix(QStringLiteral("^\\[\\s*(\\d+)\\.(\\d{1,6})\\]\\s*"));
// journalctl's "host kernel: " (after a date or the monotonic stamp)
const QRegularExpression kJournalKernel(QStringLiteral("^(?:\\S+ [ \\d]\\d \\d\\d:\\d\\d:\\d\\d )?\\S+ kernel: "));
const QRegularExpression kPciAddress(QStringLiteral("\\b([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7])\\b"));
const QRegularExpression kRingTimeout(QStringLiteral("\\bring \\S+ timeout\\b"), QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kGpuReset(QStringLiteral("\\b(?:GPU reset|GPU recovery|(?:MODE[12]|BACO|PCI|ASIC) reset|ring \\S+ reset|\\S+ ring reset)\\b"),
                                   QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kResetFailed(QStringLiteral("\\breset\\b.*\\bfail"), QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kWedged(QStringLiteral("\\bdevice wedged\\b|\\bfallen off the bus\\b"), QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kXid(QStringLiteral("NVRM: Xid \\(PCI:([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\\.[0-7])?)\\): (\\d+)"));
const QRegularExpression kNvidiaPci(QStringLiteral("PCI:([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\\.[0-7])?)"));

// The message and the kernel's timestamp (µs since boot) of one line.
QString stripPrefix(const QString &line, std::optional<qint64> *kernelMicroseconds)
{
    QString message = line.section(QLatin1Char('\n'), 0, 0); // kmsg's continuation lines (" SUBSYSTEM=...") are not the message
    if (const QRegularExpressionMatch m = kKmsgPrefix.match(message); m.hasMatch()) {
        *kernelMicroseconds = m.captured(1).toLongLong();
        return message.mid(m.capturedLength());
    }
    // journalctl -o short-monotonic: "[stamp] host kernel: "; syslog: "date host kernel: [stamp] "
    for (int pass = 0; pass < 2; ++pass) {
        if (const QRegularExpressionMatch m = kMonotonicPrefix.match(message); m.hasMatch()) {
            const QString fraction = m.captured(2).leftJustified(6, QLatin1Char('0'));
            *kernelMicroseconds = m.captured(1).toLongLong() * 1000000 + fraction.toLongLong();
            message = message.mid(m.capturedLength());
        }
        if (const QRegularExpressionMatch m = kJournalKernel.match(message); m.hasMatch())
            message = message.mid(m.capturedLength());
    }
    return message.trimmed();
}
} // namespace

const char *kernelGpuEventKindKey(KernelGpuEventKind kind)
{
    switch (kind) {
    case KernelGpuEventKind::RingTimeout: return "ring_timeout";
    case KernelGpuEventKind::GpuReset: return "gpu_reset";
    case KernelGpuEventKind::ResetFailed: return "reset_failed";
    case KernelGpuEventKind::Wedged: return "wedged";
    case KernelGpuEventKind::Xid: return "xid";
    }
    return "gpu_reset";
}

bool KernelGpuEvent::concerns(const QString &gpuPciBusId) const
{
    if (pciBusId.isEmpty() || gpuPciBusId.isEmpty())
        return true;
    const QString mine = gpuPciBusId.toLower();
    const QString named = pciBusId.toLower();
    // NVIDIA names domain:bus:device; a GPU's address adds ".function".
    return mine == named || mine.startsWith(named + QLatin1Char('.')) || named.startsWith(mine + QLatin1Char('.'));
}

QString KernelGpuEvent::text() const
{
    QString what;
    switch (kind) {
    case KernelGpuEventKind::RingTimeout: what = StressTr::tr("GPU job timeout"); break;
    case KernelGpuEventKind::GpuReset: what = StressTr::tr("GPU reset"); break;
    case KernelGpuEventKind::ResetFailed: what = StressTr::tr("GPU reset failed"); break;
    case KernelGpuEventKind::Wedged: what = StressTr::tr("GPU lost by the driver"); break;
    case KernelGpuEventKind::Xid: what = StressTr::tr("NVIDIA Xid %1").arg(xid.value_or(0)); break;
    }
    return StressTr::tr("%1 (kernel log: %2)").arg(what, message);
}

std::optional<KernelGpuEvent> parseKernelLogLine(const QString &line)
{
    KernelGpuEvent event;
    event.message = stripPrefix(line, &event.kernelMicroseconds);
    const QString &m = event.message;
    if (m.isEmpty())
        return std::nullopt;
    if (const QRegularExpressionMatch x = kXid.match(m); x.hasMatch()) {
        event.kind = KernelGpuEventKind::Xid;
        event.driver = QStringLiteral("nvidia");
        event.pciBusId = x.captured(1);
        event.xid = x.captured(2).toInt();
        return event;
    }
    const bool nvidia = m.startsWith(QLatin1String("NVRM:"));
    const bool amdgpu = m.contains(QLatin1String("amdgpu")) || m.startsWith(QLatin1String("[drm"));
    if (!nvidia && !amdgpu && !m.contains(QLatin1String("wedged")))
        return std::nullopt;
    event.driver = nvidia ? QStringLiteral("nvidia") : QStringLiteral("amdgpu");
    if (nvidia) {
        if (const QRegularExpressionMatch p = kNvidiaPci.match(m); p.hasMatch())
            event.pciBusId = p.captured(1);
    } else if (const QRegularExpressionMatch p = kPciAddress.match(m); p.hasMatch()) {
        event.pciBusId = p.captured(1);
    }
    if (kWedged.match(m).hasMatch()) {
        event.kind = KernelGpuEventKind::Wedged;
        if (!nvidia && !amdgpu)
            event.driver = QStringLiteral("drm");
        return event;
    }
    if (nvidia)
        return std::nullopt;
    if (kRingTimeout.match(m).hasMatch()) {
        event.kind = KernelGpuEventKind::RingTimeout;
        return event;
    }
    if (kGpuReset.match(m).hasMatch()) {
        event.kind = kResetFailed.match(m).hasMatch() ? KernelGpuEventKind::ResetFailed : KernelGpuEventKind::GpuReset;
        return event;
    }
    return std::nullopt;
}

} // namespace rocmtune
