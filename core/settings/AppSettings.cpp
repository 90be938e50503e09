// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/settings/AppSettings.h"

#include "core/sampling/WakeSettling.h"
#include "core/telemetry/Metric.h"
#include "rocmtune_version.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

static_assert(AppSettings::kMaxSettleSeconds == WakeSettling::kMaxSeconds && AppSettings::kDefaultSettleSeconds == WakeSettling::kDefaultSeconds,
              "the setting and the sampler agree on the settling seconds");

namespace {
const QString kInterval = QStringLiteral("monitor/samplingIntervalMs");
const QString kTemperatureUnit = QStringLiteral("display/temperatureUnit");
const QString kHistoryMinutes = QStringLiteral("monitor/historyMinutes");
const QString kStartMinimized = QStringLiteral("window/startMinimized");
const QString kGraphTheme = QStringLiteral("display/graphTheme");
const QString kAlerts = QStringLiteral("alerts/temperatureEnabled");
const QString kAlertMargin = QStringLiteral("alerts/marginBelowCriticalCelsius");
const QString kSettleSeconds = QStringLiteral("monitor/settleSecondsAfterWake");
const QString kAlertMuted = QStringLiteral("alerts/mutedDevices");
const QString kDeviceNames = QStringLiteral("devices/names");
const QString kCloseAction = QStringLiteral("window/closeAction");
const QString kLanguage = QStringLiteral("language"); // top level: read before the app is set up
const QString kPrometheusUrl = QStringLiteral("fleet/prometheusUrl");

bool isLanguageSetting(const QString &value)
{
    return value == QLatin1String("system") || value == QLatin1String("en") || value == QLatin1String("zh_CN");
}

int recordedMetricCount()
{
    int count = 0;
    for (const auto &info : metricCatalogue())
        count += info.inHistory ? 1 : 0;
    return count;
}
} // namespace

void AppSettings::load(const QSettings &settings)
{
    const AppSettings defaults;
    samplingIntervalMs = std::clamp(settings.value(kInterval, defaults.samplingIntervalMs).toInt(), kMinIntervalMs, kMaxIntervalMs);
    temperatureUnit = settings.value(kTemperatureUnit).toString() == QLatin1String("fahrenheit") ? TemperatureUnit::Fahrenheit
                                                                                                  : TemperatureUnit::Celsius;
    historyMinutes = std::clamp(settings.value(kHistoryMinutes, defaults.historyMinutes).toInt(), kMinHistoryMinutes, kMaxHistoryMinutes);
    startMinimized = settings.value(kStartMinimized, defaults.startMinimized).toBool();
    const QString theme = settings.value(kGraphTheme).toString();
    graphTheme = theme == QLatin1String("light") ? GraphTheme::Light
                 : theme == QLatin1String("dark") ? GraphTheme::Dark
                                                  : GraphTheme::FollowSystem;
    temperatureAlerts = settings.value(kAlerts, defaults.temperatureAlerts).toBool();
    bool ok = false;
    const double margin = settings.value(kAlertMargin, defaults.alertMarginCelsius).toDouble(&ok);
    alertMarginCelsius = ok && std::isfinite(margin) ? std::clamp(margin, 0.0, 50.0) : defaults.alertMarginCelsius;
    settleSeconds = std::clamp(settings.value(kSettleSeconds, defaults.settleSeconds).toInt(), 0, kMaxSettleSeconds);
    alertMutedDevices = settings.value(kAlertMuted).toStringList();
    deviceNames.clear();
    const QVariantMap names = settings.value(kDeviceNames).toMap();
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        const QString name = it.value().toString().trimmed().left(64);
        if (!it.key().isEmpty() && !name.isEmpty())
            deviceNames.insert(it.key(), name);
    }
    const QString storedClose = settings.value(kCloseAction).toString();
    closeAction = storedClose == QLatin1String("tray") || storedClose == QLatin1String("quit") ? storedClose : QString();
    const QString storedLanguage = settings.value(kLanguage).toString();
    language = isLanguageSetting(storedLanguage) ? storedLanguage : defaults.language;
    prometheusUrl = settings.value(kPrometheusUrl).toString().trimmed();
}

void AppSettings::save(QSettings &settings) const
{
    settings.setValue(kInterval, samplingIntervalMs);
    settings.setValue(kTemperatureUnit, temperatureUnit == TemperatureUnit::Fahrenheit ? QStringLiteral("fahrenheit")
                                                                                       : QStringLiteral("celsius"));
    settings.setValue(kHistoryMinutes, historyMinutes);
    settings.setValue(kStartMinimized, startMinimized);
    settings.setValue(kGraphTheme, graphTheme == GraphTheme::Light  ? QStringLiteral("light")
                                   : graphTheme == GraphTheme::Dark ? QStringLiteral("dark")
                                                                    : QStringLiteral("system"));
    settings.setValue(kAlerts, temperatureAlerts);
    settings.setValue(kAlertMargin, alertMarginCelsius);
    settings.setValue(kSettleSeconds, settleSeconds);
    settings.setValue(kAlertMuted, alertMutedDevices);
    QVariantMap names;
    for (auto it = deviceNames.cbegin(); it != deviceNames.cend(); ++it)
        names.insert(it.key(), it.value());
    settings.setValue(kDeviceNames, names);
    settings.setValue(kCloseAction, closeAction);
    settings.setValue(kLanguage, language);
    settings.setValue(kPrometheusUrl, prometheusUrl);
}

int AppSettings::historyCapacitySamples() const
{
    const qint64 samples = static_cast<qint64>(historyMinutes) * 60000 / std::max(1, samplingIntervalMs);
    return static_cast<int>(std::clamp<qint64>(samples, 60, kMaxHistorySamples));
}

qint64 AppSettings::historyBytesEstimate(int capacitySamples, int deviceCount)
{
    const qint64 perSample = static_cast<qint64>(sizeof(qint64)) + recordedMetricCount() * static_cast<qint64>(sizeof(float));
    return perSample * capacitySamples * std::max(0, deviceCount);
}

double toDisplayTemperature(double celsius, TemperatureUnit unit)
{
    return unit == TemperatureUnit::Fahrenheit ? celsius * 9.0 / 5.0 + 32.0 : celsius;
}

double toDisplayTemperatureDelta(double celsius, TemperatureUnit unit)
{
    return unit == TemperatureUnit::Fahrenheit ? celsius * 9.0 / 5.0 : celsius;
}

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("rocmtune"));
    QCoreApplication::setOrganizationName(QStringLiteral("rocmtune"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROCMTUNE_VERSION));
}

} // namespace rocmtune
