// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningText.h"

#include "CliContext.h"
#include "i18n/DisplayWidth.h"
#include "tuning/TuningLog.h"
#include "tuning/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// No group separator: "DPM levels 500, 1864, 2526", not "500, 1,864, 2,526".
QString number(double value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'g', 12);
}

QString joined(const QJsonArray &array)
{
    QStringList items;
    for (const QJsonValue &v : array)
        items << (v.isString() ? v.toString() : number(v.toDouble()));
    return items.join(QStringLiteral(", "));
}

void printShow(const QJsonObject &answer, QTextStream &s)
{
    const QJsonObject device = answer.value(QStringLiteral("device")).toObject();
    const QJsonObject c = answer.value(QStringLiteral("controls")).toObject();
    const QJsonObject policy = answer.value(QStringLiteral("policy")).toObject();
    s << Text::tr("GPU %1: %2 (%3, id %4)")
             .arg(device.value(QStringLiteral("index")).toInt())
             .arg(device.value(QStringLiteral("name")).toString(), device.value(QStringLiteral("backend")).toString(),
                  device.value(QStringLiteral("id")).toString())
      << Qt::endl;
    QStringList fields;
    const QString na = Text::tr("not supported");
    if (c.contains(QStringLiteral("power_cap"))) {
        const QJsonObject p = c.value(QStringLiteral("power_cap")).toObject();
        const double current = p.value(QStringLiteral("current_watts")).toDouble();
        const double def = p.value(QStringLiteral("default_watts")).toDouble();
        fields << QStringLiteral("  ")
                      + Text::tr("Power cap:      %1 W (default %2 W, power overdrive %3 %; driver %4-%5 W; safety limit %6 W)")
                            .arg(number(current), number(def), def > 0 ? QLocale().toString((current / def - 1.0) * 100.0, 'f', 1) : Text::tr("N/A"),
                                 number(p.value(QStringLiteral("min_watts")).toDouble()),
                                 number(p.value(QStringLiteral("max_watts")).toDouble()),
                                 number(policy.value(QStringLiteral("power_cap_max_watts")).toDouble()));
    } else {
        fields << QStringLiteral("  ") + Text::tr("Power cap:      %1").arg(na);
    }
    for (const auto &[key, label] : {std::pair{QStringLiteral("sclk_range"), Text::tr("GFX clock:      %1")},
                                     std::pair{QStringLiteral("mclk_range"), Text::tr("Memory clock:   %1")}}) {
        if (!c.contains(key)) {
            fields << QStringLiteral("  ") + label.arg(na);
            continue;
        }
        const QJsonObject r = c.value(key).toObject();
        fields << QStringLiteral("  ")
                      + label.arg(Text::tr("%1-%2 MHz (allowed %3-%4 MHz; DPM levels %5)")
                                      .arg(r.value(QStringLiteral("current_min_mhz")).toInt())
                                      .arg(r.value(QStringLiteral("current_max_mhz")).toInt())
                                      .arg(r.value(QStringLiteral("allowed_min_mhz")).toInt())
                                      .arg(r.value(QStringLiteral("allowed_max_mhz")).toInt())
                                      .arg(joined(r.value(QStringLiteral("dpm_levels_mhz")).toArray())));
    }
    for (const auto &[key, label] : {std::pair{QStringLiteral("perf_level"), Text::tr("Perf level:     %1")},
                                     std::pair{QStringLiteral("power_profile"), Text::tr("Power profile:  %1")}}) {
        if (!c.contains(key)) {
            fields << QStringLiteral("  ") + label.arg(na);
            continue;
        }
        const QJsonObject o = c.value(key).toObject();
        fields << QStringLiteral("  ")
                      + label.arg(Text::tr("%1 (offered: %2)")
                                      .arg(o.value(QStringLiteral("current")).toString(), joined(o.value(QStringLiteral("supported")).toArray())));
    }
    fields << QStringLiteral("  ")
                  + Text::tr("Overdrive:      %1")
                        .arg(c.contains(QStringLiteral("overdrive_percent"))
                                 ? Text::tr("%1 % (safety limit %2 %)")
                                       .arg(c.value(QStringLiteral("overdrive_percent")).toInt())
                                       .arg(policy.value(QStringLiteral("max_overdrive_percent")).toInt())
                                 : na);
    if (c.contains(QStringLiteral("voltage_offset"))) {
        const QJsonObject v = c.value(QStringLiteral("voltage_offset")).toObject();
        fields << QStringLiteral("  ")
                      + Text::tr("Voltage offset: %1 mV (driver %2 to %3 mV)")
                            .arg(v.value(QStringLiteral("current_mv")).toInt())
                            .arg(v.value(QStringLiteral("min_mv")).toInt())
                            .arg(v.value(QStringLiteral("max_mv")).toInt());
    }
    if (c.contains(QStringLiteral("fan"))) {
        const QJsonObject f = c.value(QStringLiteral("fan")).toObject();
        QStringList points;
        for (const QJsonValue &p : f.value(QStringLiteral("curve")).toArray())
            points << QStringLiteral("%1:%2").arg(p.toArray().at(0).toInt()).arg(p.toArray().at(1).toInt());
        const QJsonArray t = f.value(QStringLiteral("curve_temperature_range_c")).toArray();
        const QJsonArray d = f.value(QStringLiteral("curve_pwm_range_percent")).toArray();
        QString line = Text::tr("Fan:            mode %1, %2%").arg(f.value(QStringLiteral("mode")).toString(),
                                                                     f.value(QStringLiteral("speed_percent")).isDouble()
                                                                         ? QString::number(f.value(QStringLiteral("speed_percent")).toInt())
                                                                         : Text::tr("N/A"));
        if (!points.isEmpty())
            line += Text::tr("; curve %1 (°C:%, allowed %2-%3 °C, %4-%5%)")
                        .arg(points.join(QLatin1Char(',')))
                        .arg(t.at(0).toInt()).arg(t.at(1).toInt()).arg(d.at(0).toInt()).arg(d.at(1).toInt());
        if (f.value(QStringLiteral("zero_rpm")).isObject())
            line += f.value(QStringLiteral("zero_rpm")).toObject().value(QStringLiteral("value")).toInt() ? Text::tr("; zero-RPM on")
                                                                                                          : Text::tr("; zero-RPM off");
        fields << QStringLiteral("  ") + line;
    }
    if (c.contains(QStringLiteral("critical_temperature_celsius"))) {
        fields << QStringLiteral("  ")
                      + Text::tr("Temperature:    %1 °C (critical %2 °C; manual clocks only below %3 °C)")
                            .arg(number(c.value(QStringLiteral("temperature_celsius")).toDouble()),
                                 number(c.value(QStringLiteral("critical_temperature_celsius")).toDouble()),
                                 number(policy.value(QStringLiteral("manual_clocks_below_celsius")).toDouble()));
    }
    const QJsonObject reasons = c.value(QStringLiteral("unsupported")).toObject();
    for (auto it = reasons.begin(); it != reasons.end(); ++it)
        fields << QStringLiteral("  ") + Text::tr("Not supported:  %1: %2").arg(it.key(), it.value().toString());
    const QJsonValue pending = answer.value(QStringLiteral("pending"));
    if (pending.isObject()) {
        const qint64 deadline = static_cast<qint64>(pending.toObject().value(QStringLiteral("deadline_ms")).toDouble());
        const qint64 left = std::max<qint64>(0, (deadline - QDateTime::currentMSecsSinceEpoch() + 999) / 1000);
        const int secondsLeft = static_cast<int>(left); // a plain variable for lupdate's %n
        fields << QStringLiteral("  ")
                      + QCoreApplication::translate("Cli", "Pending:        a change waits for confirmation; reverted in %n second(s).", nullptr, secondsLeft);
    }
    // The values in one terminal column, whatever the translation's padding.
    for (const QString &line : alignLabelledLines(fields))
        s << line << Qt::endl;
}

void printSteps(const QJsonArray &steps, const QString &heading, QTextStream &s)
{
    if (steps.isEmpty())
        return;
    s << heading << Qt::endl;
    for (const QJsonValue &v : steps) {
        const QJsonObject step = v.toObject();
        if (step.value(QStringLiteral("skipped")).toBool())
            continue;
        const QString mark = step.value(QStringLiteral("ok")).toBool() ? Text::tr("ok") : Text::tr("FAILED");
        s << "  " << Text::tr("%1 -> %2: %3").arg(step.value(QStringLiteral("before")).toString(), step.value(QStringLiteral("after")).toString(), mark);
        const QString message = step.value(QStringLiteral("message")).toString();
        if (!message.isEmpty())
            s << " (" << message << ")";
        s << Qt::endl;
    }
}
} // namespace

void printTuningAnswer(const QJsonObject &answer, QTextStream &stream)
{
    if (answer.value(QStringLiteral("action")).toString() == QLatin1String("show") && answer.value(QStringLiteral("ok")).toBool()) {
        printShow(answer, stream);
        return;
    }
    if (answer.contains(QStringLiteral("reports"))) {
        for (const QJsonValue &report : answer.value(QStringLiteral("reports")).toArray())
            printTuningAnswer(report.toObject(), stream);
        return;
    }
    const QJsonObject device = answer.value(QStringLiteral("device")).toObject();
    if (!device.value(QStringLiteral("name")).toString().isEmpty()) {
        stream << Text::tr("GPU %1: %2").arg(device.value(QStringLiteral("index")).toInt()).arg(device.value(QStringLiteral("name")).toString())
               << Qt::endl;
    }
    printSteps(answer.value(QStringLiteral("steps")).toArray(), Text::tr("Changes:"), stream);
    printSteps(answer.value(QStringLiteral("rollback_steps")).toArray(), Text::tr("Rollback:"), stream);
    for (const QJsonValue &v : answer.value(QStringLiteral("refusals")).toArray())
        stream << "  " << Text::tr("Refused: %1").arg(v.toObject().value(QStringLiteral("message")).toString()) << Qt::endl;
    const QString message = answer.value(QStringLiteral("message")).toString();
    stream << (message.isEmpty() ? answer.value(QStringLiteral("error")).toString() : message) << Qt::endl;
}

int printTuningLog(const QString &gpuFilter, bool json)
{
    QStringList paths{TuningLog::defaultPath()};
    const QString system = TuningLog::pathIn(systemTuningStateDirectory());
    // The helper's log (root's) too, unless a test or user moved the state folder.
    if (!paths.contains(system) && qEnvironmentVariableIsEmpty("ROCMTUNE_STATE_DIR"))
        paths << system;
    QVector<TuningLogEntry> entries;
    int skipped = 0;
    for (const QString &path : paths) {
        int skippedHere = 0;
        entries += TuningLog(path).read(10000, &skippedHere);
        skipped += skippedHere;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const TuningLogEntry &a, const TuningLogEntry &b) { return a.timestampMs < b.timestampMs; });
    for (const TuningLogEntry &e : entries) {
        if (!gpuFilter.isEmpty() && e.deviceId != gpuFilter && e.deviceName != gpuFilter)
            continue;
        if (json) {
            out() << QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact) << Qt::endl;
            continue;
        }
        out() << QDateTime::fromMSecsSinceEpoch(e.timestampMs).toString(Qt::ISODate) << "  " << e.deviceName << "  " << e.action
              << "  " << e.outcome;
        if (!e.changes.isEmpty())
            out() << "  " << e.changes.join(QStringLiteral("; "));
        if (!e.message.isEmpty())
            out() << "  " << e.message;
        out() << Qt::endl;
    }
    if (skipped > 0)
        err() << QCoreApplication::translate("Cli", "%n unreadable log line(s) skipped.", nullptr, skipped) << Qt::endl;
    return ExitOk;
}

} // namespace rocmtune::cli
