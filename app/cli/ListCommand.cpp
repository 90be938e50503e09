// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListCommand.h"

#include "CliContext.h"
#include "CommandRegistry.h"
#include "export/SampleJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString orNotAvailable(const QString &text)
{
    return text.isEmpty() ? Text::tr("N/A") : text;
}

QJsonObject controlsToJson(const ControlState &state)
{
    QJsonObject controls;
    if (state.powerCap) {
        controls.insert(QStringLiteral("power_cap"),
                        QJsonObject{{QStringLiteral("current_watts"), state.powerCap->currentMicrowatts / 1e6},
                                    {QStringLiteral("default_watts"), state.powerCap->defaultMicrowatts / 1e6},
                                    {QStringLiteral("min_watts"), state.powerCap->minMicrowatts / 1e6},
                                    {QStringLiteral("max_watts"), state.powerCap->maxMicrowatts / 1e6}});
    }
    auto clock = [](const ClockRangeControl &c) {
        QJsonArray levels;
        for (int mhz : c.dpmLevelsMegahertz)
            levels.append(mhz);
        return QJsonObject{{QStringLiteral("current_min_mhz"), c.currentMinMegahertz},
                           {QStringLiteral("current_max_mhz"), c.currentMaxMegahertz},
                           {QStringLiteral("allowed_min_mhz"), c.allowedMinMegahertz},
                           {QStringLiteral("allowed_max_mhz"), c.allowedMaxMegahertz},
                           {QStringLiteral("dpm_levels_mhz"), levels},
                           {QStringLiteral("range_settable"), c.rangeSettable},
                           {QStringLiteral("level_mask_settable"), c.levelMaskSettable}};
    };
    if (state.gfxClock)
        controls.insert(QStringLiteral("sclk_range"), clock(*state.gfxClock));
    if (state.memoryClock)
        controls.insert(QStringLiteral("mclk_range"), clock(*state.memoryClock));
    if (state.perfLevel) {
        QJsonArray supported;
        for (PerfLevel level : state.supportedPerfLevels)
            supported.append(QLatin1String(perfLevelKey(level)));
        controls.insert(QStringLiteral("perf_level"), QJsonObject{{QStringLiteral("current"), QLatin1String(perfLevelKey(*state.perfLevel))},
                                                                  {QStringLiteral("supported"), supported}});
    }
    if (state.powerProfile) {
        QJsonArray supported;
        for (PowerProfile profile : state.supportedPowerProfiles)
            supported.append(QLatin1String(powerProfileKey(profile)));
        controls.insert(QStringLiteral("power_profile"),
                        QJsonObject{{QStringLiteral("current"), QLatin1String(powerProfileKey(*state.powerProfile))},
                                    {QStringLiteral("supported"), supported}});
    }
    if (state.overdrivePercent)
        controls.insert(QStringLiteral("overdrive_percent"), *state.overdrivePercent);
    QJsonObject reasons;
    for (auto it = state.unsupportedReasons.begin(); it != state.unsupportedReasons.end(); ++it)
        reasons.insert(QLatin1String(controlKey(it.key())), it.value());
    if (!reasons.isEmpty())
        controls.insert(QStringLiteral("unsupported"), reasons);
    return controls;
}
} // namespace

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("List GPUs with their identity, metrics and controls."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print one JSON document instead of text.")});
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
            o.insert(QStringLiteral("controls"), controlsToJson(controls));
            array.append(o);
            continue;
        }
        const QLocale locale;
        out() << Text::tr("GPU %1: %2").arg(i).arg(info.name) << Qt::endl;
        out() << "  " << Text::tr("Backend:        %1").arg(info.backendId) << Qt::endl;
        out() << "  " << Text::tr("ID:             %1").arg(info.stableId()) << Qt::endl;
        out() << "  " << Text::tr("Architecture:   %1").arg(orNotAvailable(info.gfxArch)) << Qt::endl;
        out() << "  " << Text::tr("PCI:            %1 (%2)").arg(orNotAvailable(info.pciBusId), orNotAvailable(info.pciId)) << Qt::endl;
        out() << "  " << Text::tr("VRAM:           %1")
                             .arg(info.vramTotalBytes ? locale.formattedDataSize(static_cast<qint64>(*info.vramTotalBytes))
                                                      : Text::tr("N/A"))
              << Qt::endl;
        out() << "  " << Text::tr("Serial:         %1").arg(orNotAvailable(info.serial)) << Qt::endl;
        out() << "  " << Text::tr("VBIOS:          %1").arg(orNotAvailable(info.vbiosVersion)) << Qt::endl;
        out() << "  " << Text::tr("Driver:         %1").arg(orNotAvailable(info.driverVersion)) << Qt::endl;
        out() << "  " << Text::tr("Library:        %1").arg(orNotAvailable(info.libraryVersion)) << Qt::endl;
        QStringList metricNames;
        for (const auto &m : metricCatalogue()) {
            if (info.supports(m.id))
                metricNames << QLatin1String(m.key);
        }
        out() << "  " << Text::tr("Metrics:        %1").arg(metricNames.join(QStringLiteral(", "))) << Qt::endl;
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
        out() << "  " << Text::tr("Controls:       %1").arg(controlNames.isEmpty() ? Text::tr("none") : controlNames.join(QStringLiteral(", ")))
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
