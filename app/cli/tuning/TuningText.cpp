// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/TuningText.h"

#include "app/cli/CliContext.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/transaction/TuningLog.h"
#include "core/tuning/transaction/TuningLogText.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace rocmtune::cli {

namespace {
// No group separator: "DPM levels 500, 1864, 2526", not "500, 1,864, 2,526".
QString number(double value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'g', 12);
}

void printShow(const QJsonObject &answer, QTextStream &s, bool verbose)
{
    const QJsonObject device = answer.value(QStringLiteral("device")).toObject();
    const QJsonObject c = answer.value(QStringLiteral("controls")).toObject();
    const QJsonObject policy = answer.value(QStringLiteral("policy")).toObject();
    s << CliTr::tr("GPU %1: %2 (%3, id %4)")
             .arg(device.value(QStringLiteral("index")).toInt())
             .arg(device.value(QStringLiteral("name")).toString(), device.value(QStringLiteral("backend")).toString(),
                  device.value(QStringLiteral("id")).toString())
      << Qt::endl;
    QStringList fields;
    const QJsonObject setVsInForce = answer.value(QStringLiteral("set_vs_in_force")).toObject();
    for (const auto &rule : controlRules()) {
        for (const QString &line : rule->showLines(c, policy))
            fields << QStringLiteral("  ") + line;
        // Set vs in force, under the control's own line, only when they differ.
        const QJsonObject drift = setVsInForce.value(QLatin1String(controlKey(rule->id()))).toObject();
        if (drift.value(QStringLiteral("drift")).toBool())
            fields << QStringLiteral("  ")
                          + CliTr::tr("Drift:          %1: %2").arg(rule->title(), drift.value(QStringLiteral("words")).toString());
    }
    if (answer.contains(QStringLiteral("set_record_problem")))
        fields << QStringLiteral("  ") + CliTr::tr("Set values:     %1").arg(answer.value(QStringLiteral("set_record_problem")).toString());
    if (c.contains(QStringLiteral("critical_temperature_celsius"))) {
        fields << QStringLiteral("  ")
                      + CliTr::tr("Temperature:    %1 °C (critical %2 °C; manual clocks only below %3 °C)")
                            .arg(number(c.value(QStringLiteral("temperature_celsius")).toDouble()),
                                 number(c.value(QStringLiteral("critical_temperature_celsius")).toDouble()),
                                 number(policy.value(QStringLiteral("manual_clocks_below_celsius")).toDouble()));
    }
    // Each control by the Tuning view's name (the key is in --json); the driver's
    // file behind the reason only with --verbose.
    const QJsonObject reasons = c.value(QStringLiteral("unsupported")).toObject();
    const QJsonObject details = c.value(QStringLiteral("unsupported_detail")).toObject();
    const QJsonArray unreadable = c.value(QStringLiteral("unreadable_now")).toArray();
    for (auto it = reasons.begin(); it != reasons.end(); ++it) {
        const ControlRule *rule = controlRuleForKey(it.key());
        const QString name = rule ? rule->title() : it.key();
        if (unreadable.contains(QJsonValue(it.key())))
            fields << QStringLiteral("  ") + CliTr::tr("Not readable now:  %1: %2").arg(name, it.value().toString());
        else
            fields << QStringLiteral("  ") + CliTr::tr("Not supported:  %1: %2").arg(name, it.value().toString());
        if (verbose && details.contains(it.key()))
            fields << QStringLiteral("  ") + CliTr::tr("Driver:         %1").arg(details.value(it.key()).toString());
    }
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
    bool drifted = false;
    for (const QJsonValue &v : setVsInForce)
        drifted = drifted || v.toObject().value(QStringLiteral("drift")).toBool();
    if (drifted) {
        const int index = device.value(QStringLiteral("index")).toInt();
        s << CliTr::tr("Apply the set values again with \"rocmtune-cli tuning reapply --gpu %1\", or keep what is in force with "
                              "\"rocmtune-cli tuning accept --gpu %1\".")
                 .arg(index)
          << Qt::endl;
    }
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
        // "Power cap: 300 W -> 310 W (ok)": the control named once, as the Tuning view names it.
        const ControlRule *rule = controlRuleForKey(step.value(QStringLiteral("control")).toString());
        const QString before = step.value(QStringLiteral("before")).toString();
        const QString after = step.value(QStringLiteral("after")).toString();
        const QString change = rule ? changeText(rule->id(), before, after) : CliTr::tr("%1 -> %2").arg(before, after);
        const QString message = step.value(QStringLiteral("message")).toString();
        if (step.value(QStringLiteral("ok")).toBool())
            s << "  " << (message.isEmpty() ? CliTr::tr("%1 (ok)").arg(change) : CliTr::tr("%1 (ok: %2)").arg(change, message));
        else if (message.isEmpty())
            s << "  " << CliTr::tr("%1 (FAILED)").arg(change);
        else
            s << "  " << CliTr::tr("%1 (FAILED: %2)").arg(change, message);
        s << Qt::endl;
    }
}
} // namespace

void printTuningAnswer(const QJsonObject &answer, QTextStream &stream, bool verbose)
{
    if (answer.value(QStringLiteral("action")).toString() == QLatin1String("show") && answer.value(QStringLiteral("ok")).toBool()) {
        printShow(answer, stream, verbose);
        return;
    }
    if (answer.contains(QStringLiteral("reports"))) {
        for (const QJsonValue &report : answer.value(QStringLiteral("reports")).toArray())
            printTuningAnswer(report.toObject(), stream, verbose);
        return;
    }
    const QJsonObject device = answer.value(QStringLiteral("device")).toObject();
    if (!device.value(QStringLiteral("name")).toString().isEmpty()) {
        stream << CliTr::tr("GPU %1: %2").arg(device.value(QStringLiteral("index")).toInt()).arg(device.value(QStringLiteral("name")).toString())
               << Qt::endl;
    }
    printSteps(answer.value(QStringLiteral("steps")).toArray(), CliTr::tr("Changes:"), stream);
    printSteps(answer.value(QStringLiteral("rollback_steps")).toArray(), CliTr::tr("Rollback:"), stream);
    for (const QJsonValue &v : answer.value(QStringLiteral("refusals")).toArray())
        stream << "  " << CliTr::tr("Refused: %1").arg(v.toObject().value(QStringLiteral("message")).toString()) << Qt::endl;
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
        // In the reader's language, from the values the log keeps (as the GUI's tuning log).
        if (!e.changes.isEmpty()) {
            //: Between the changes of one tuning log entry
            out() << "  " << changeTexts(e).join(CliTr::tr("; "));
        }
        if (const QString message = messageText(e); !message.isEmpty())
            out() << "  " << message;
        if (!e.runDirectory.isEmpty())
            out() << "  " << QCoreApplication::translate("Cli", "run: %1").arg(e.runDirectory);
        out() << Qt::endl;
    }
    if (skipped > 0)
        err() << QCoreApplication::translate("Cli", "%n unreadable log line(s) skipped.", nullptr, skipped) << Qt::endl;
    return ExitOk;
}

} // namespace rocmtune::cli
