// SPDX-License-Identifier: GPL-3.0-or-later
// TuningService's side of "set vs in force": the record of what was kept
// (SetRecord) and "accept".
#include "core/tuning/transaction/TuningService.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>

namespace rocmtune {

void TuningService::recordKept(TuningReport *report, const TuningValues &values)
{
    const DeviceInfo &info = devices_.devices().at(report->deviceIndex);
    QString error, note;
    if (!SetRecord(journal_.directory()).recordKept(report->deviceId, info.name, info.pciBusId, values, report->action, clock_(), &error, &note))
        report->message += QLatin1Char(' ') + TuningTr::tr("(What was set could not be recorded: %1)").arg(error);
    else if (!note.isEmpty())
        report->message += QLatin1Char(' ') + note;
}

QVector<ControlSetVsInForce> TuningService::setVsInForce(int deviceIndex, const ControlState &state, QString *recordProblem)
{
    if (deviceIndex < 0 || deviceIndex >= devices_.deviceCount())
        return {};
    // Only this service's own record is written (the helper's is root's).
    return readSetVsInForce(setRecordDirectory(), devices_.devices().at(deviceIndex).stableId(), state, clock_(), setRecordDirectory_.isEmpty(),
                            recordProblem);
}

TuningReport TuningService::accept(int deviceIndex, const QString &expectedDeviceId)
{
    Started started = startLocked(QStringLiteral("accept"), deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready())
        return report;
    const ControlState state = started.backend->readControls(started.local);
    const SetRecord setRecord(journal_.directory());
    QString error;
    auto contents = setRecord.load(&error);
    if (!contents) {
        report.message = error;
        return report;
    }
    SetDeviceRecord *device = contents->contains(report.deviceId) ? &(*contents)[report.deviceId] : nullptr;
    const QVector<ControlSetVsInForce> controls = compareSetWithInForce(state, device, clock_());
    const TuningValues inForce = driftedInForceValues(controls);
    if (inForce.isEmpty()) {
        report.ok = true;
        report.outcome = QStringLiteral("accepted");
        report.message = TuningTr::tr("Nothing to accept: every control ROCm Tune set is still in force on %1.").arg(report.deviceName);
        return report;
    }
    const TuningValues set = driftedSetValues(controls);
    for (const ControlId id : touchedControls(inForce))
        report.transaction.steps.push_back({id, describeValue(id, set), describeValue(id, inForce), true, false, QString()});
    report.transaction.applied = inForce;
    report.transaction.snapshot = set;
    if (!setRecord.recordKept(report.deviceId, report.deviceName, devices_.devices().at(deviceIndex).pciBusId, inForce, report.action, clock_(), &error)) {
        report.message = TuningTr::tr("What is in force could not be recorded as set: %1").arg(error);
        record(report);
        return report;
    }
    report.ok = true;
    report.outcome = QStringLiteral("accepted");
    report.message = TuningTr::tr("Accepted: the values in force now are what ROCm Tune keeps as set; nothing was written to the GPU.");
    record(report);
    return report;
}

} // namespace rocmtune
