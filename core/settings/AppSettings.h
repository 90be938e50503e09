// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QSettings>
#include <QStringList>

namespace rocmtune {

enum class TemperatureUnit { Celsius, Fahrenheit };
enum class GraphTheme { FollowSystem, Light, Dark };

// The user's preferences, persisted with QSettings. Values read from a file
// are clamped to their ranges, so a hand-edited or damaged file cannot put
// the app into a bad state.
struct AppSettings {
    static constexpr int kMinIntervalMs = 100;
    static constexpr int kMaxIntervalMs = 10000;
    static constexpr int kMinHistoryMinutes = 5;
    static constexpr int kMaxHistoryMinutes = 24 * 60;
    // Per device; 24 h at 1 Hz. Bounds memory at short intervals (~65 MB per GPU).
    static constexpr int kMaxHistorySamples = 864000;

    int samplingIntervalMs = 1000;
    TemperatureUnit temperatureUnit = TemperatureUnit::Celsius;
    int historyMinutes = 60;
    bool startMinimized = false;
    GraphTheme graphTheme = GraphTheme::FollowSystem;
    bool temperatureAlerts = true;
    double alertMarginCelsius = 10; // alert this far below a sensor's critical limit
    // Samples of the first seconds after a GPU wakes from runtime suspend are
    // unsettled (drawn faint, no alerts, no min/max): WakeSettling; 0: none.
    static constexpr int kDefaultSettleSeconds = 15; // WakeSettling::kDefaultSeconds
    static constexpr int kMaxSettleSeconds = 120;    // WakeSettling::kMaxSeconds
    int settleSeconds = kDefaultSettleSeconds;
    // GPUs (DeviceInfo::stableId()) whose temperature alerts are muted.
    QStringList alertMutedDevices;
    // Names the user gave GPUs ("rack 2 left"), by DeviceInfo::stableId().
    QMap<QString, QString> deviceNames;
    // Closing the window while a tray icon is present: "" (ask), "tray" (keep monitoring), "quit".
    QString closeAction;
    // UI language: "system" (follow the locale), or a shipped one ("en", "zh_CN").
    QString language = QStringLiteral("system");
    // The Fleet view's Prometheus server (http://host:9090); empty: not set up.
    QString prometheusUrl;

    void load(const QSettings &settings);
    void save(QSettings &settings) const;

    // Ring capacity per device for the history length at the sampling interval.
    int historyCapacitySamples() const;
    // Approximate bytes History needs for this many devices.
    static qint64 historyBytesEstimate(int capacitySamples, int deviceCount);

    bool operator==(const AppSettings &) const = default;
};

// Display conversion; everything inside the app stays in °C.
double toDisplayTemperature(double celsius, TemperatureUnit unit);
// Change of temperature (a margin, a range width) in the display unit.
double toDisplayTemperatureDelta(double celsius, TemperatureUnit unit);

// Every program's names, set first in its main(): the application and
// organization name "rocmtune" (where QSettings keeps the user's settings)
// and ROCMTUNE_VERSION.
void nameApplication();

} // namespace rocmtune
