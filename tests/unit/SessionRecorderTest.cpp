// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/HistoryCsv.h"
#include "core/export/SampleCsv.h"
#include "core/export/SessionRecorder.h"
#include "core/settings/AppSettings.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

DeviceList twoDevices()
{
    DeviceInfo a;
    a.name = QStringLiteral("Simulated Radeon RX 7900 XTX");
    a.pciBusId = QStringLiteral("0000:03:00.0");
    a.simulated = true;
    DeviceInfo b = a;
    b.name = QStringLiteral("Simulated Instinct MI210");
    b.pciBusId = QStringLiteral("0000:43:00.0");
    return {a, b};
}

Snapshot snapshotAt(qint64 t, double power)
{
    Snapshot snapshot;
    snapshot.timestampMs = t;
    for (int i = 0; i < 2; ++i) {
        Sample s(i, t);
        s.set(MetricId::PowerAverage, power + i);
        s.set(MetricId::TemperatureEdge, 50.0 + i);
        snapshot.samples.push_back(s);
    }
    return snapshot;
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

TEST(SessionRecorder, WritesHeaderWithUnitsAndOneRowPerDevicePerSnapshot)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.csv"));
    SessionRecorder recorder;
    ASSERT_TRUE(recorder.start(path, twoDevices()));
    EXPECT_TRUE(recorder.isRecording());
    EXPECT_TRUE(recorder.append(snapshotAt(1000, 200)));
    EXPECT_TRUE(recorder.append(snapshotAt(2000, 210)));
    recorder.stop();
    EXPECT_FALSE(recorder.isRecording());
    EXPECT_EQ(recorder.rowsWritten(), 4);

    const QStringList lines = readLines(path);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_EQ(lines[0], SampleCsv().headerLine());
    EXPECT_TRUE(lines[0].contains(QStringLiteral("power_average [W]")));
    const QStringList header = SampleCsv::splitLine(lines[0]);
    const QStringList row = SampleCsv::splitLine(lines[4]);
    EXPECT_EQ(row[header.indexOf(QStringLiteral("power_average [W]"))], QStringLiteral("211"));
    EXPECT_EQ(row[header.indexOf(QStringLiteral("name"))], QStringLiteral("Simulated Instinct MI210"));
    EXPECT_EQ(row[header.indexOf(QStringLiteral("fan_rpm [RPM]"))], QString()) << "not available is empty, not 0";
    EXPECT_EQ(recorder.bytesWritten(), QFileInfo(path).size());
}

TEST(SessionRecorder, UnwritablePathFailsWithAReason)
{
    SessionRecorder recorder;
    EXPECT_FALSE(recorder.start(QStringLiteral("/nonexistent-dir/x/session.csv"), twoDevices()));
    EXPECT_FALSE(recorder.isRecording());
    EXPECT_TRUE(recorder.errorString().contains(QStringLiteral("/nonexistent-dir/x/session.csv")));
    EXPECT_FALSE(recorder.append(snapshotAt(1000, 1)));
}

TEST(HistoryCsv, WritesEverySampleInTheRangeForTheChosenMetrics)
{
    History history(100);
    for (int i = 0; i < 10; ++i)
        history.append(snapshotAt(1000 + i * 100, 100 + i));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ASSERT_TRUE(writeHistoryCsv(&buffer, history, twoDevices(), {1}, {MetricId::PowerAverage, MetricId::TemperatureEdge}, 1200, 1500));
    const QStringList lines = QString::fromUtf8(buffer.data()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_TRUE(lines[0].endsWith(QStringLiteral("power_average [W],temp_edge [°C],unsettled")));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("1200,")));
    EXPECT_TRUE(lines[1].endsWith(QStringLiteral(",103,51,0")));
    EXPECT_TRUE(lines[4].endsWith(QStringLiteral(",106,51,0")));
}

TEST(AppSettings, RoundTripsAndClampsDamagedValues)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    AppSettings saved;
    saved.samplingIntervalMs = 250;
    saved.temperatureUnit = TemperatureUnit::Fahrenheit;
    saved.historyMinutes = 120;
    saved.startMinimized = true;
    saved.graphTheme = GraphTheme::Dark;
    saved.alertMarginCelsius = 7.5;
    {
        QSettings settings(path, QSettings::IniFormat);
        saved.save(settings);
    }
    AppSettings loaded;
    loaded.load(QSettings(path, QSettings::IniFormat));
    EXPECT_EQ(loaded, saved);
    EXPECT_EQ(loaded.historyCapacitySamples(), 120 * 60 * 4);

    {
        QSettings settings(path, QSettings::IniFormat);
        settings.setValue(QStringLiteral("monitor/samplingIntervalMs"), 5);
        settings.setValue(QStringLiteral("monitor/historyMinutes"), QStringLiteral("lots"));
        settings.setValue(QStringLiteral("alerts/marginBelowCriticalCelsius"), -40);
    }
    loaded.load(QSettings(path, QSettings::IniFormat));
    EXPECT_EQ(loaded.samplingIntervalMs, AppSettings::kMinIntervalMs);
    EXPECT_EQ(loaded.historyMinutes, AppSettings::kMinHistoryMinutes);
    EXPECT_EQ(loaded.alertMarginCelsius, 0.0);
    EXPECT_DOUBLE_EQ(toDisplayTemperature(100, TemperatureUnit::Fahrenheit), 212.0);
    EXPECT_DOUBLE_EQ(toDisplayTemperatureDelta(10, TemperatureUnit::Fahrenheit), 18.0);
}
