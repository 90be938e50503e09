// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/ListCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/monitor/EccText.h"
#include "core/backends/BackendRegistry.h"
#include "core/export/EccJson.h"
#include "core/export/ProcessJson.h"
#include "core/export/SampleJson.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"
#include "core/i18n/ListText.h"
#include "core/tuning/ControlStateJson.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

namespace rocmtune::cli {

namespace {
QString orNotAvailable(const QString &text)
{
    return text.isEmpty() ? CliTr::tr("N/A") : text;
}

// "driver files (sysfs)", "ROCm SMI (rocm-smi)": the words and the --backend key.
QString backendLabel(const QString &id)
{
    const QString name = backendDisplayName(id);
    return name == id ? id : CliTr::tr("%1 (%2)").arg(name, id);
}

// Which backends were considered, in order, and why each was used or skipped.
QStringList backendAttemptLines(const DeviceSet &devices)
{
    QStringList lines;
    for (const BackendAttempt &a : devices.backendAttempts())
        lines << CliTr::tr("%1: %2 (%3)").arg(backendLabel(a.id), a.used ? CliTr::tr("used") : CliTr::tr("not used"), a.reason);
    return lines;
}

QJsonArray backendAttemptsJson(const DeviceSet &devices)
{
    QJsonArray array;
    for (const BackendAttempt &a : devices.backendAttempts())
        array.append(QJsonObject{{QStringLiteral("id"), a.id}, {QStringLiteral("name"), backendDisplayName(a.id)},
                                 {QStringLiteral("used"), a.used}, {QStringLiteral("reason"), a.reason}});
    return array;
}

} // namespace

QString listOutput(DeviceSet &deviceSet, bool json)
{
    DeviceSet *devices = &deviceSet;
    QString text;
    QTextStream out(&text);
    QJsonArray array;
    for (int i = 0; i < devices->deviceCount(); ++i) {
        const DeviceInfo &info = devices->devices().at(i);
        int local = -1;
        Backend *backend = devices->backendFor(i, &local);
        const ControlState controls = backend ? backend->readControls(local) : ControlState{};
        const std::optional<GpuProcessList> processes = devices->readProcesses(i);
        // ECC counts come with a sample (null: the GPU has no ECC/RAS).
        const EccStatus ecc = devices->readSample(i, QDateTime::currentMSecsSinceEpoch()).ecc();
        if (json) {
            QJsonObject o = deviceInfoToJson(info, i);
            o.insert(QStringLiteral("controls"), controlStateToJson(controls));
            o.insert(QStringLiteral("ecc"), eccToJson(ecc));
            // null: the backend cannot list processes; [] none is running.
            o.insert(QStringLiteral("processes"), processes ? QJsonValue(gpuProcessesToJson(*processes)) : QJsonValue(QJsonValue::Null));
            array.append(o);
            continue;
        }
        const QLocale locale;
        out << CliTr::tr("GPU %1: %2").arg(i).arg(info.name) << Qt::endl;
        QStringList fields;
        fields << QStringLiteral("  ") + CliTr::tr("Backend:        %1").arg(backendLabel(info.backendId));
        fields << QStringLiteral("  ") + CliTr::tr("ID:             %1").arg(info.stableId());
        fields << QStringLiteral("  ") + CliTr::tr("Architecture:   %1").arg(orNotAvailable(info.gfxArch));
        fields << QStringLiteral("  ") + CliTr::tr("PCI:            %1 (%2)").arg(orNotAvailable(info.pciBusId), orNotAvailable(info.pciId));
        fields << QStringLiteral("  ")
                      + CliTr::tr("VRAM:           %1")
                            .arg(info.vramTotalBytes ? locale.formattedDataSize(static_cast<qint64>(*info.vramTotalBytes)) : CliTr::tr("N/A"));
        fields << QStringLiteral("  ") + CliTr::tr("Serial:         %1").arg(orNotAvailable(info.serial));
        fields << QStringLiteral("  ") + CliTr::tr("VBIOS:          %1").arg(orNotAvailable(info.vbiosVersion));
        fields << QStringLiteral("  ") + CliTr::tr("Driver:         %1").arg(orNotAvailable(info.driverVersion));
        fields << QStringLiteral("  ") + CliTr::tr("Library:        %1").arg(orNotAvailable(info.libraryVersion));
        fields << QStringLiteral("  ") + CliTr::tr("ECC:            %1").arg(eccSummaryText(ecc));
        QStringList metricNames;
        for (const auto &m : metricCatalogue()) {
            if (info.supports(m.id))
                metricNames << QLatin1String(m.key);
        }
        fields << QStringLiteral("  ") + CliTr::tr("Metrics:        %1").arg(joinList(metricNames));
        QStringList controlNames;
        for (const ControlRule *rule : offeredControls(controls))
            controlNames << QLatin1String(controlKey(rule->id()));
        QStringList processNames;
        for (const GpuProcess &p : processes.value_or(GpuProcessList()))
            processNames << CliTr::tr("%1 (PID %2)").arg(p.displayName()).arg(p.pid);
        fields << QStringLiteral("  ")
                      + CliTr::tr("Processes:      %1")
                            .arg(!processes ? CliTr::tr("N/A") : processNames.isEmpty() ? CliTr::tr("none") : joinList(processNames));
        fields << QStringLiteral("  ")
                      + CliTr::tr("Controls:       %1").arg(controlNames.isEmpty() ? CliTr::tr("none") : joinList(controlNames));
        // The values of the block in one terminal column, whatever the translation's padding.
        for (const QString &line : alignLabelledLines(fields))
            out << line << Qt::endl;
    }
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("devices"), array}, {QStringLiteral("backends"), backendAttemptsJson(*devices)}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << CliTr::tr("Backends, in the order tried:") << Qt::endl;
        for (const QString &line : backendAttemptLines(*devices))
            out << QStringLiteral("  ") << line << Qt::endl;
    }
    out.flush();
    return text;
}

int runList(const QStringList &args)
{
    const ReadOnceStart start = startReadOnce(CliTr::tr("List GPUs with their identity, metrics and controls."), args);
    if (!start.devices)
        return start.exitCode;
    out() << listOutput(*start.devices, start.json);
    out().flush();
    return ExitOk;
}

ROCMTUNE_CLI_COMMAND("list", QT_TRANSLATE_NOOP("Cli", "List GPUs with identity, metrics and controls."), runList);

} // namespace rocmtune::cli
