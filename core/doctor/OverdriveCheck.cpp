// SPDX-License-Identifier: GPL-3.0-or-later
#include "OverdriveCheck.h"

#include <QRegularExpression>

namespace rocmtune {

QString OverdriveCheck::title() const
{
    return QCoreApplication::translate("Doctor", "Overdrive (clock control)");
}

CheckResult OverdriveCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    const QString path = env.sysPath(QStringLiteral("module/amdgpu/parameters/ppfeaturemask"));
    QStringList evidence;
    const auto text = DoctorContext::readText(path);
    if (!text) {
        evidence << QCoreApplication::translate("Doctor", "%1 cannot be read").arg(path);
        return makeResult(CheckStatus::Warn, QCoreApplication::translate("Doctor", "The amdgpu feature mask cannot be read."),
                          QCoreApplication::translate("Doctor", "Without it the doctor cannot tell whether clock and voltage control is possible. "
                                   "This usually means amdgpu is not loaded."),
                          QCoreApplication::translate("Doctor", "Load amdgpu first (see its check)."), evidence);
    }
    evidence << QCoreApplication::translate("Doctor", "%1: %2").arg(path, *text);
    const QString cmdline = DoctorContext::readText(env.procPath(QStringLiteral("cmdline"))).value_or(QString());
    static const QRegularExpression onCmdline(QStringLiteral("amdgpu\\.ppfeaturemask=(\\S+)"));
    const QRegularExpressionMatch m = onCmdline.match(cmdline);
    if (m.hasMatch())
        evidence << QCoreApplication::translate("Doctor", "Kernel command line sets amdgpu.ppfeaturemask=%1").arg(m.captured(1));

    bool ok = false;
    const quint32 mask = text->startsWith(QLatin1String("0x"), Qt::CaseInsensitive) ? text->mid(2).toUInt(&ok, 16)
                                                                                     : text->toUInt(&ok, 10);
    if (!ok) {
        return makeResult(CheckStatus::Warn, QCoreApplication::translate("Doctor", "The amdgpu feature mask \"%1\" is not a number.").arg(*text),
                          QCoreApplication::translate("Doctor", "The driver reported something unexpected; clock control may or may not work."),
                          QCoreApplication::translate("Doctor", "Report this with the doctor's JSON output attached."), evidence);
    }
    if (mask & kOverdriveBit) {
        return makeResult(CheckStatus::Pass, QCoreApplication::translate("Doctor", "Overdrive is enabled (ppfeaturemask 0x%1).").arg(mask, 8, 16, QLatin1Char('0')),
                          QCoreApplication::translate("Doctor", "Clock ranges and voltage offsets can be changed within the driver's limits."),
                          QString(), evidence);
    }
    const QString suggested = QStringLiteral("0x%1").arg(mask | kOverdriveBit, 8, 16, QLatin1Char('0'));
    return makeResult(CheckStatus::Warn,
                      QCoreApplication::translate("Doctor", "Overdrive is off (ppfeaturemask 0x%1 lacks bit 0x4000).").arg(mask, 8, 16, QLatin1Char('0')),
                      QCoreApplication::translate("Doctor", "Monitoring, power caps and performance levels work, but clock ranges and voltage "
                               "offsets cannot be changed until overdrive is enabled at boot."),
                      QCoreApplication::translate("Doctor", "Only if you want clock control: add \"amdgpu.ppfeaturemask=%1\" to the kernel command line "
                               "(GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then \"sudo update-grub\") and reboot. "
                               "This keeps every feature now enabled and adds overdrive.")
                          .arg(suggested),
                      evidence);
}

} // namespace rocmtune
