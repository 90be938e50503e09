// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListCommand.h"

#include "CliContext.h"
#include "CommandRegistry.h"
#include "export/ControlStateJson.h"
#include "export/SampleJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace rocmtune::cli {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("Cli", text); }

QString orNotAvailable(const QString &text)
{
    return text.isEmpty() ? tr("N/A") : text;
}

} // namespace

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("List GPUs with their identity, metrics and controls."));
    parser.addOption({QStringLiteral("json"), tr("Print one JSON document instead of text.")});
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options))
        return ExitBadArguments;
    std::unique_ptr<DeviceSet> devices = openDevices(options, false);
    if (!devices)
        return ExitFailure;

    const bool json = parser.isSet(QStringLiteral("json"));
    QJsonArray array;
    for (int i = 0; i < devices->deviceCount(); ++i) {
        const DeviceInfo &info = devices->devices().at(i);
        int local = -1;
        Backend *backend = devices->backendFor(i, &local);
        const ControlState controls = backend ? backend->readControls(local) : ControlState{};
        if (json) {
            QJsonObject o = deviceInfoToJson(info, i);
            o.insert(QStringLiteral("controls"), controlStateToJson(controls));
            array.append(o);
            continue;
        }
        const QLocale locale;
        out() << tr("GPU %1: %2").arg(i).arg(info.name) << Qt::endl;
        out() << "  " << tr("Backend:        %1").arg(info.backendId) << Qt::endl;
        out() << "  " << tr("ID:             %1").arg(info.stableId()) << Qt::endl;
        out() << "  " << tr("Architecture:   %1").arg(orNotAvailable(info.gfxArch)) << Qt::endl;
        out() << "  " << tr("PCI:            %1 (%2)").arg(orNotAvailable(info.pciBusId), orNotAvailable(info.pciId)) << Qt::endl;
        out() << "  " << tr("VRAM:           %1")
                             .arg(info.vramTotalBytes ? locale.formattedDataSize(static_cast<qint64>(*info.vramTotalBytes))
                                                      : tr("N/A"))
              << Qt::endl;
        out() << "  " << tr("Serial:         %1").arg(orNotAvailable(info.serial)) << Qt::endl;
        out() << "  " << tr("VBIOS:          %1").arg(orNotAvailable(info.vbiosVersion)) << Qt::endl;
        out() << "  " << tr("Driver:         %1").arg(orNotAvailable(info.driverVersion)) << Qt::endl;
        out() << "  " << tr("Library:        %1").arg(orNotAvailable(info.libraryVersion)) << Qt::endl;
        QStringList metricNames;
        for (const auto &m : metricCatalogue()) {
            if (info.supports(m.id))
                metricNames << QLatin1String(m.key);
        }
        out() << "  " << tr("Metrics:        %1").arg(metricNames.join(QStringLiteral(", "))) << Qt::endl;
        QStringList controlNames;
        if (controls.powerCap)
            controlNames << QStringLiteral("power_cap");
        if (controls.gfxClock)
            controlNames << QStringLiteral("sclk_range");
        if (controls.memoryClock)
            controlNames << QStringLiteral("mclk_range");
        if (controls.perfLevel)
            controlNames << QStringLiteral("perf_level");
        if (controls.powerProfile)
            controlNames << QStringLiteral("power_profile");
        if (controls.overdrivePercent)
            controlNames << QStringLiteral("overdrive");
        out() << "  " << tr("Controls:       %1").arg(controlNames.isEmpty() ? tr("none") : controlNames.join(QStringLiteral(", ")))
              << Qt::endl;
    }
    if (json)
        out() << QJsonDocument(QJsonObject{{QStringLiteral("devices"), array}}).toJson(QJsonDocument::Indented);
    out().flush();
    return ExitOk;
}

namespace {
const CommandRegistration kRegistration{"list", QT_TRANSLATE_NOOP("Cli", "List GPUs with identity, metrics and controls."), runList};
} // namespace

} // namespace rocmtune::cli
