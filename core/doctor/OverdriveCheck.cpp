// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/OverdriveCheck.h"

#include <QRegularExpression>

namespace rocmtune {

QString OverdriveCheck::title() const
{
    return DoctorText::tr("Overdrive (clock control)");
}

CheckResult OverdriveCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    const QString path = env.sysPath(QStringLiteral("module/amdgpu/parameters/ppfeaturemask"));
    QStringList evidence;
    const auto text = DoctorContext::readText(path);
    if (!text) {
        evidence << DoctorText::tr("%1 cannot be read").arg(path);
        return makeResult(CheckStatus::Warn, DoctorText::tr("The amdgpu feature mask cannot be read."),
                          DoctorText::tr("Without it the doctor cannot tell whether clock and voltage control is possible. "
                                   "This usually means amdgpu is not loaded."),
                          DoctorText::tr("Load amdgpu first (see its check)."), evidence);
    }
    evidence << DoctorText::tr("%1: %2").arg(path, *text);
    const QString cmdline = DoctorContext::readText(env.procPath(QStringLiteral("cmdline"))).value_or(QString());
    static const QRegularExpression onCmdline(QStringLiteral("amdgpu\\.ppfeaturemask=(\\S+)"));
    const QRegularExpressionMatch m = onCmdline.match(cmdline);
    if (m.hasMatch())
        evidence << DoctorText::tr("Kernel command line sets amdgpu.ppfeaturemask=%1").arg(m.captured(1));

    bool ok = false;
    const quint32 mask = text->startsWith(QLatin1String("0x"), Qt::CaseInsensitive) ? text->mid(2).toUInt(&ok, 16)
                                                                                     : text->toUInt(&ok, 10);
    if (!ok) {
        return makeResult(CheckStatus::Warn, DoctorText::tr("The amdgpu feature mask \"%1\" is not a number.").arg(*text),
                          DoctorText::tr("The driver reported something unexpected; clock control may or may not work."),
                          DoctorText::tr("Report this with the doctor's JSON output attached."), evidence);
    }
    if (mask & kOverdriveBit) {
        return makeResult(CheckStatus::Pass, DoctorText::tr("Overdrive is enabled (ppfeaturemask 0x%1).").arg(mask, 8, 16, QLatin1Char('0')),
                          DoctorText::tr("Clock ranges and voltage offsets can be changed within the driver's limits."),
                          QString(), evidence);
    }
    const QString suggested = QStringLiteral("0x%1").arg(mask | kOverdriveBit, 8, 16, QLatin1Char('0'));
    return makeResult(CheckStatus::Warn,
                      DoctorText::tr("Overdrive is off (ppfeaturemask 0x%1 lacks bit 0x4000).").arg(mask, 8, 16, QLatin1Char('0')),
                      DoctorText::tr("Monitoring, power caps and performance levels work, but clock ranges and voltage "
                               "offsets cannot be changed until overdrive is enabled at boot."),
                      DoctorText::tr("Only if you want clock control: add \"amdgpu.ppfeaturemask=%1\" to the kernel command line "
                               "(GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then \"sudo update-grub\") and reboot. "
                               "This keeps every feature now enabled and adds overdrive.")
                          .arg(suggested),
                      evidence);
}

} // namespace rocmtune
