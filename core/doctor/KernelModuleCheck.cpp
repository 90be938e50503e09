// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/KernelModuleCheck.h"
#include "core/i18n/ListText.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace rocmtune {

QString KernelModuleCheck::title() const
{
    return DoctorText::tr("amdgpu kernel module");
}

CheckResult KernelModuleCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    QStringList evidence;
    const QString kernel = DoctorContext::readText(env.procPath(QStringLiteral("sys/kernel/osrelease"))).value_or(QString());
    if (!kernel.isEmpty())
        evidence << DoctorText::tr("Kernel: %1").arg(kernel);
    const QString cmdline = DoctorContext::readText(env.procPath(QStringLiteral("cmdline"))).value_or(QString());

    const QString moduleDir = env.sysPath(QStringLiteral("module/amdgpu"));
    if (!QFileInfo(moduleDir).isDir()) {
        evidence << DoctorText::tr("%1 does not exist").arg(moduleDir);
        QString explanation = DoctorText::tr("The amdgpu driver is not running, so no AMD GPU can be monitored, tuned or used "
                                       "for compute.");
        static const QRegularExpression blocked(QStringLiteral("(modprobe\\.blacklist=\\S*amdgpu|amdgpu\\.modeset=0|\\bnomodeset\\b)"));
        const QRegularExpressionMatch m = blocked.match(cmdline);
        if (m.hasMatch()) {
            evidence << DoctorText::tr("Kernel command line contains \"%1\"").arg(m.captured(1));
            explanation += QLatin1Char(' ') + DoctorText::tr("The kernel command line keeps it from loading (\"%1\").").arg(m.captured(1));
        }
        return makeResult(CheckStatus::Fail, DoctorText::tr("The amdgpu kernel module is not loaded."), explanation,
                          DoctorText::tr("Load it with \"sudo modprobe amdgpu\" and look for errors with \"sudo dmesg | grep -i amdgpu\". "
                                   "Remove nomodeset or an amdgpu blacklist from the kernel command line and from "
                                   "/etc/modprobe.d if present, then reboot."),
                          evidence);
    }

    const auto version = DoctorContext::readText(moduleDir + QStringLiteral("/version"));
    if (version && !version->isEmpty())
        evidence << DoctorText::tr("amdgpu version: %1 (a packaged amdgpu-dkms driver)").arg(*version);
    else
        evidence << DoctorText::tr("amdgpu version: the one built into kernel %1").arg(kernel.isEmpty() ? DoctorText::tr("(unknown)") : kernel);

    const QDir bound(env.sysPath(QStringLiteral("bus/pci/drivers/amdgpu")));
    static const QRegularExpression pciAddress(QStringLiteral("^[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]$"));
    QStringList devices;
    for (const QString &entry : bound.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        if (pciAddress.match(entry).hasMatch())
            devices << entry;
    }
    if (devices.isEmpty()) {
        evidence << DoctorText::tr("No PCI device is bound to amdgpu (%1)").arg(bound.path());
        return makeResult(CheckStatus::Warn, DoctorText::tr("amdgpu is loaded but drives no GPU."),
                          DoctorText::tr("The driver is there, but it did not take any card: the card may be bound to another "
                                   "driver (vfio-pci, radeon), or the driver failed to start it (missing firmware)."),
                          DoctorText::tr("Check \"lspci -k\" for the card's driver in use and \"sudo dmesg | grep -i amdgpu\" for "
                                   "firmware errors; install the firmware package (firmware-amd-graphics on Debian)."),
                          evidence);
    }
    evidence << DoctorText::tr("Devices bound to amdgpu: %1").arg(joinList(devices));
    const QString summary = version && !version->isEmpty()
                                ? DoctorText::tr("amdgpu %1 is loaded and drives %n device(s).", nullptr, devices.size()).arg(*version)
                                : DoctorText::tr("amdgpu (kernel %1) is loaded and drives %n device(s).", nullptr, devices.size())
                                      .arg(kernel.isEmpty() ? DoctorText::tr("unknown") : kernel);
    return makeResult(CheckStatus::Pass, summary, DoctorText::tr("The kernel driver for AMD GPUs is running."), QString(), evidence);
}

} // namespace rocmtune
