// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuFanVoltage.h"

#include "core/backends/Backend.h"
#include "core/backends/FanBootCurve.h"
#include "core/backends/rocm_smi/AmdgpuOdFanFiles.h"
#include "core/backends/rocm_smi/RocmSmiBackendTr.h"

#include <QCoreApplication>

#include <cmath>

namespace rocmtune {

namespace {
using amdgpu::OdFile;

// A row's title inside a sentence: "voltage offset", but "GFX clock offset"
// (a leading abbreviation keeps its capitals; Chinese has no case).
QString titleInSentence(const char *title)
{
    QString text = QCoreApplication::translate("Tuning", title);
    if (text.size() > 1 && text.at(0).isUpper() && text.at(1).isLower())
        text[0] = text.at(0).toLower();
    return text;
}

std::optional<OdFanValue> singleValue(const amdgpu::AmdgpuCardFiles &files, const OdFile &file)
{
    const auto text = amdgpu::readOdFile(files, file);
    const auto parsed = text ? amdgpu::parseOdSingleValue(*text) : std::nullopt;
    if (!parsed || !parsed->range || parsed->range->min > parsed->range->max)
        return std::nullopt;
    return OdFanValue{parsed->value, *parsed->range};
}

QString fileLabel(const OdFile &file)
{
    return amdgpu::odFilePath(file);
}
} // namespace

std::optional<FanControl> AmdgpuFanVoltage::readFan(QString *why, QString *detail) const
{
    FanControl fan;
    if (const auto text = amdgpu::readOdFile(device_.files, OdFile::FanCurve)) {
        if (const auto curve = amdgpu::parseOdFanCurve(*text); curve && curve->temperatureRange && curve->pwmRange) {
            fan.curve = curve->points;
            fan.curveTemperatureRange = *curve->temperatureRange;
            fan.curvePwmRange = *curve->pwmRange;
        }
    }
    fan.zeroRpm = singleValue(device_.files, OdFile::FanZeroRpm);
    for (const FanSettingInfo &setting : fanSettings()) {
        if (const auto value = singleValue(device_.files, OdFile::fanSetting(setting)))
            fan.settings.insert(setting.id, *value);
    }

    // Manual PWM: the setter needs pwm1_max, and pwm1_enable shows the mode.
    const auto maxPwm = fan.curve ? std::nullopt : pwm_.settableMaxPwm();
    if (maxPwm) {
        if (const auto enable = amdgpu::readSmallFile(device_.files.hwmonDir() + QStringLiteral("/pwm1_enable"))) {
            bool ok = false;
            const int mode = enable->trimmed().toInt(&ok);
            if (ok) {
                fan.manualPwmSettable = true;
                fan.manualPwmActive = mode == 1;
            }
        }
    }
    if (const auto pwm = maxPwm ? pwm_.pwm() : std::nullopt)
        fan.speedPercent = static_cast<int>(std::lround(100.0 * static_cast<double>(*pwm) / static_cast<double>(*maxPwm)));
    if (const auto rpm = pwm_.rpm())
        fan.rpm = static_cast<int>(*rpm);

    if (!fan.curve && !fan.manualPwmSettable && !fan.zeroRpm && fan.settings.isEmpty()) {
        if (why)
            *why = pwmFanUnknownNow() ? pwmFanUnknownNowText()
                                      : RocmSmiBackendTr::tr("The fan of GPU %1 cannot be controlled: its firmware offers no fan settings and its speed cannot be written.")
                                            .arg(device_.pciBusId);
        if (detail && !pwmFanUnknownNow())
            *detail = QStringLiteral("no gpu_od/fan_ctrl files, no writable hwmon pwm1");
        return std::nullopt;
    }
    return fan;
}

bool AmdgpuFanVoltage::pwmFanUnknownNow() const
{
    return pwm_.unknownNow();
}

QString AmdgpuFanVoltage::pwmFanUnknownNowText() const
{
    return RocmSmiBackendTr::tr("The fan of GPU %1 cannot be read now: the ROCm SMI library's check of its hwmon files timed out "
                                     "(a busy machine), so whether its fan speed can be set is not known yet.")
        .arg(device_.pciBusId);
}

void AmdgpuFanVoltage::fillControls(ControlState &state, amdgpu::OdFileTexts &texts) const
{
    QString fanWhy, fanDetail;
    if (const auto fan = readFan(&fanWhy, &fanDetail)) {
        state.perControl.set(*fan);
        if (device_.bootFanCurve)
            state.perControl.set(FanBootCurve{*device_.bootFanCurve});
        // In users' words; the driver's file in the detail (tool tip, tuning show --verbose, --json).
        if (!fan->firmwareCurveSettable()) {
            const bool unknownNow = !fan->manualPwmSettable && pwmFanUnknownNow();
            state.unsupportedReasons.insert(ControlId::FanCurve, unknownNow ? pwmFanUnknownNowText()
                                                                            : RocmSmiBackendTr::tr("This GPU's firmware has no fan curve to edit."));
            if (!unknownNow)
                state.unsupportedDetails.insert(ControlId::FanCurve, QStringLiteral("gpu_od/fan_ctrl/fan_curve"));
        }
        if (!fan->zeroRpm) {
            state.unsupportedReasons.insert(ControlId::FanZeroRpm, RocmSmiBackendTr::tr("This GPU's firmware has no zero-RPM setting."));
            state.unsupportedDetails.insert(ControlId::FanZeroRpm, QStringLiteral("gpu_od/fan_ctrl/fan_zero_rpm_enable"));
        }
        for (const FanSettingInfo &setting : fanSettings()) {
            if (!fan->setting(setting.id)) {
                state.unsupportedReasons.insert(setting.id, RocmSmiBackendTr::tr("This GPU's firmware does not offer “%1”.")
                                                                .arg(QCoreApplication::translate("Tuning", setting.title)));
                state.unsupportedDetails.insert(setting.id, QStringLiteral("gpu_od/fan_ctrl/%1").arg(QLatin1String(setting.file)));
            }
        }
    } else {
        for (ControlId id : {ControlId::FanCurve, ControlId::FanMode, ControlId::FanZeroRpm}) {
            state.unsupportedReasons.insert(id, fanWhy);
            if (!fanDetail.isEmpty())
                state.unsupportedDetails.insert(id, fanDetail);
        }
        for (const FanSettingInfo &setting : fanSettings()) {
            state.unsupportedReasons.insert(setting.id, fanWhy);
            if (!fanDetail.isEmpty())
                state.unsupportedDetails.insert(setting.id, fanDetail);
        }
    }
    // A fan curve run in software and a fixed duty need the PWM fan, which a
    // timed-out check left unknown: "not now", not "not supported".
    const FanControl *readFanControl = state.perControl.get<FanControl>();
    if (pwmFanUnknownNow() && !(readFanControl && (readFanControl->firmwareCurveSettable() || readFanControl->manualPwmSettable)))
        state.unreadableNow << ControlId::FanCurve << ControlId::FanMode;
    DriverValues values;
    for (const DriverValueInfo &info : driverValueCatalogue()) {
        QString why, detail;
        const auto text = texts.text(OdFile::driverValue(info));
        if (const auto value = driverValueIn(text, info, &why, &detail)) {
            values.byControl.insert(info.id, *value);
        } else {
            state.unsupportedReasons.insert(info.id, why);
            state.unsupportedDetails.insert(info.id, detail);
            // The file read, without the section: the driver offers it on other generations only.
            if (text && !amdgpu::hasOdSection(*text, info.header))
                state.notOfThisGeneration << info.id;
        }
    }
    if (!values.byControl.isEmpty())
        state.perControl.set(values);
    QString curveWhy, curveDetail;
    if (const auto curve = voltageCurveIn(texts.text(OdFile::ClockVoltage), &curveWhy, &curveDetail)) {
        state.perControl.set(*curve);
    } else {
        state.unsupportedReasons.insert(ControlId::VoltageCurve, curveWhy);
        state.unsupportedDetails.insert(ControlId::VoltageCurve, curveDetail);
    }
}

std::optional<DriverValue> AmdgpuFanVoltage::readDriverValue(const DriverValueInfo &info, QString *why, QString *detail) const
{
    return driverValueIn(amdgpu::readOdFile(device_.files, OdFile::driverValue(info)), info, why, detail);
}

std::optional<DriverValue> AmdgpuFanVoltage::driverValueIn(const std::optional<QByteArray> &text, const DriverValueInfo &info, QString *why,
                                                           QString *detail) const
{
    const auto value = text ? amdgpu::parseOdDriverValue(*text, info.header, info.valueUnit, info.rangeLabel) : std::nullopt;
    if (!value || !value->range || value->range->min > value->range->max) {
        if (why)
            *why = RocmSmiBackendTr::tr("GPU %1 has no %2 to set.").arg(device_.pciBusId, titleInSentence(info.title));
        if (detail)
            *detail = QStringLiteral("%1: no %2 with its %3 range")
                          .arg(QLatin1String(info.file), QString::fromLatin1(info.header).chopped(1),
                               QString::fromLatin1(info.rangeLabel).chopped(1));
        return std::nullopt;
    }
    return DriverValue{value->value, *value->range};
}

std::optional<VoltageCurveControl> AmdgpuFanVoltage::readVoltageCurve(QString *why, QString *detail) const
{
    return voltageCurveIn(amdgpu::readOdFile(device_.files, OdFile::ClockVoltage), why, detail);
}

std::optional<VoltageCurveControl> AmdgpuFanVoltage::voltageCurveIn(const std::optional<QByteArray> &ppOdClkVoltage, QString *why,
                                                                    QString *detail) const
{
    const auto curve = ppOdClkVoltage ? amdgpu::parseOdVoltageCurve(*ppOdClkVoltage) : std::nullopt;
    if (!curve) {
        if (why)
            *why = RocmSmiBackendTr::tr("GPU %1 has no voltage curve to edit.").arg(device_.pciBusId);
        if (detail)
            *detail = QStringLiteral("pp_od_clk_voltage: no OD_VDDC_CURVE with its ranges");
        return std::nullopt;
    }
    return curve;
}

WriteResult AmdgpuFanVoltage::failure(const QString &what) const
{
    return WriteResult::failure(what);
}

WriteResult AmdgpuFanVoltage::writeLines(const OdFile &file, const QList<QByteArray> &lines)
{
    device_.samplesSinceLimits = -1; // re-read limits with the next sample
    for (const QByteArray &line : lines) {
        if (const auto written = amdgpu::writeOdFile(device_.files, file, line); !written.ok())
            return failure(written.describe(RocmSmiBackendTr::tr("The driver of GPU %1 refused \"%2\" to %3: %4")
                                                .arg(device_.pciBusId, QString::fromLatin1(line.trimmed()), fileLabel(file), written.reason())));
    }
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setFanCurve(const FanCurve &curve)
{
    QString why;
    const auto fan = readFan(&why);
    if (!fan || !fan->firmwareCurveSettable())
        return failure(RocmSmiBackendTr::tr("GPU %1 has no firmware fan curve to write.").arg(device_.pciBusId));
    const QString problem = fanCurveProblem(curve, fan->curveTemperatureRange, fan->curvePwmRange, static_cast<int>(fan->curve->size()));
    if (!problem.isEmpty())
        return failure(problem);
    QList<QByteArray> lines;
    for (int i = 0; i < curve.size(); ++i)
        lines << QByteArray::number(i) + ' ' + QByteArray::number(curve[i].temperatureCelsius) + ' ' + QByteArray::number(curve[i].pwmPercent) + '\n';
    lines << QByteArray("c");
    const WriteResult written = writeLines(OdFile::FanCurve, lines);
    if (!written.ok)
        return written;
    const auto after = readFan(&why);
    if (!after || !after->curve || *after->curve != curve)
        return failure(RocmSmiBackendTr::tr("GPU %1 shows the fan curve %2 after writing %3.")
                           .arg(device_.pciBusId, after && after->curve ? fanCurveText(*after->curve) : QStringLiteral("-"), fanCurveText(curve)));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setFanFixed(int percent)
{
    QString why;
    const auto fan = readFan(&why);
    if (!fan)
        return failure(why);
    if (fan->firmwareCurveSettable()) {
        // A flat curve: the temperatures spread evenly over the driver's range.
        const IntRange t = fan->curveTemperatureRange;
        const int n = static_cast<int>(fan->curve->size());
        FanCurve flat;
        for (int i = 0; i < n; ++i)
            flat.push_back({t.min + (n > 1 ? (t.max - t.min) * i / (n - 1) : 0), percent});
        return setFanCurve(flat);
    }
    if (!fan->manualPwmSettable)
        return failure(RocmSmiBackendTr::tr("GPU %1 has no fan speed that can be set.").arg(device_.pciBusId));
    if (percent < 0 || percent > 100)
        return failure(RocmSmiBackendTr::tr("Fan speed %1% is outside 0-100%.").arg(percent));
    const auto maxPwm = pwm_.settableMaxPwm();
    if (!maxPwm)
        return failure(RocmSmiBackendTr::tr("GPU %1 does not report its maximum fan PWM.").arg(device_.pciBusId));
    device_.samplesSinceLimits = -1;
    const uint64_t pwm = (*maxPwm * static_cast<uint64_t>(percent) + 50) / 100;
    if (const QString error = pwm_.setPwm(pwm); !error.isEmpty())
        return failure(RocmSmiBackendTr::tr("GPU %1 refused the fan speed %2%: %3").arg(device_.pciBusId).arg(percent).arg(error));
    const auto after = readFan(&why);
    if (!after || after->manualPwmActive != true || !after->speedPercent || std::abs(*after->speedPercent - percent) > 1)
        return failure(RocmSmiBackendTr::tr("GPU %1 does not show the fan at %2% in manual mode after the write.").arg(device_.pciBusId).arg(percent));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setFanAuto()
{
    QString why;
    const auto fan = readFan(&why);
    if (!fan)
        return failure(why);
    if (fan->curve) {
        const WriteResult written = writeLines(OdFile::FanCurve, {QByteArray("r"), QByteArray("c")});
        if (!written.ok)
            return written;
        // What the reset restored is the boot table's curve: from now on that
        // curve reads as "auto" (the driver set FanMode back to auto with it).
        const auto after = readFan(&why);
        if (!after || !after->curve)
            return failure(RocmSmiBackendTr::tr("GPU %1 shows no fan curve after the driver's reset of it.").arg(device_.pciBusId));
        device_.bootFanCurve = after->curve;
        return WriteResult::success();
    }
    if (!fan->manualPwmSettable)
        return failure(RocmSmiBackendTr::tr("GPU %1 has no fan control to reset.").arg(device_.pciBusId));
    device_.samplesSinceLimits = -1;
    if (const QString error = pwm_.reset(); !error.isEmpty())
        return failure(RocmSmiBackendTr::tr("GPU %1 refused to put its fan back to automatic control: %2").arg(device_.pciBusId, error));
    const auto after = readFan(&why);
    if (!after || after->manualPwmActive != false)
        return failure(RocmSmiBackendTr::tr("GPU %1 does not show automatic fan control after the reset.").arg(device_.pciBusId));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setOdFanValue(const OdFile &file, int value)
{
    const auto before = singleValue(device_.files, file);
    if (!before)
        return failure(RocmSmiBackendTr::tr("GPU %1 has no %2 with a range.").arg(device_.pciBusId, fileLabel(file)));
    if (!before->range.contains(value))
        return failure(RocmSmiBackendTr::tr("%1 is outside the range %2-%3 that %4 states.").arg(value).arg(before->range.min).arg(before->range.max).arg(fileLabel(file)));
    const WriteResult written = writeLines(file, {QByteArray::number(value) + '\n', QByteArray("c")});
    if (!written.ok)
        return written;
    const auto after = singleValue(device_.files, file);
    if (!after || after->value != value)
        return failure(RocmSmiBackendTr::tr("GPU %1 shows %2 in %3 after writing %4.")
                           .arg(device_.pciBusId, after ? QString::number(after->value) : QStringLiteral("-"), fileLabel(file)).arg(value));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setFanZeroRpm(bool enabled)
{
    return setOdFanValue(OdFile::FanZeroRpm, enabled ? 1 : 0);
}

WriteResult AmdgpuFanVoltage::setFanSetting(ControlId setting, std::optional<int> value)
{
    const FanSettingInfo *info = fanSettingInfo(setting);
    if (!info)
        return failure(RocmSmiBackendTr::tr("%1 is not a firmware fan setting.").arg(QLatin1String(controlKey(setting))));
    const OdFile file = OdFile::fanSetting(*info);
    if (value)
        return setOdFanValue(file, *value);
    if (!singleValue(device_.files, file))
        return failure(RocmSmiBackendTr::tr("GPU %1 has no %2 with a range.").arg(device_.pciBusId, fileLabel(file)));
    const WriteResult written = writeLines(file, {QByteArray("r"), QByteArray("c")});
    if (!written.ok)
        return written;
    if (!singleValue(device_.files, file))
        return failure(RocmSmiBackendTr::tr("GPU %1 shows no value in %2 after restoring its boot value.").arg(device_.pciBusId, fileLabel(file)));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setNumericControl(ControlId id, std::optional<int> value)
{
    if (const DriverValueInfo *info = driverValueInfo(id))
        return setDriverValue(*info, value);
    return setFanSetting(id, value);
}

WriteResult AmdgpuFanVoltage::setVoltageCurve(const VoltageCurve &curve)
{
    QString why;
    const auto before = readVoltageCurve(&why);
    if (!before)
        return failure(why);
    const QString problem = voltageCurveProblem(curve, *before);
    if (!problem.isEmpty())
        return failure(problem);
    QList<QByteArray> lines;
    for (int i = 0; i < curve.size(); ++i)
        lines << "vc " + QByteArray::number(i) + ' ' + QByteArray::number(curve[i].clockMegahertz) + ' '
                     + QByteArray::number(curve[i].millivolts) + '\n';
    lines << QByteArray("c");
    const WriteResult written = writeLines(OdFile::ClockVoltage, lines);
    if (!written.ok)
        return written;
    const auto after = readVoltageCurve(&why);
    if (!after || after->points != curve)
        return failure(RocmSmiBackendTr::tr("GPU %1 shows the voltage curve %2 after writing %3.")
                           .arg(device_.pciBusId, after ? voltageCurveText(after->points) : QStringLiteral("-"), voltageCurveText(curve)));
    return WriteResult::success();
}

WriteResult AmdgpuFanVoltage::setDriverValue(const DriverValueInfo &info, std::optional<int> value)
{
    if (!value)
        return Backend::noBootValue(info.id);
    QString why;
    const auto before = readDriverValue(info, &why);
    if (!before)
        return failure(why);
    const QString label = QString::fromLatin1(info.rangeLabel).chopped(1);
    if (!before->range.contains(*value))
        return failure(RocmSmiBackendTr::tr("%1 is outside the range %2 to %3 that %4 states in %5.")
                           .arg(*value).arg(before->range.min).arg(before->range.max).arg(label, QLatin1String(info.file)));
    const OdFile file = OdFile::driverValue(info);
    const WriteResult written = writeLines(file, {QByteArray(info.command) + ' ' + QByteArray::number(*value) + '\n', QByteArray("c")});
    if (!written.ok)
        return written;
    const auto after = readDriverValue(info, &why);
    if (!after || after->current != *value)
        return failure(RocmSmiBackendTr::tr("GPU %1 shows %2 in %3 after writing %4.")
                           .arg(device_.pciBusId, after ? QString::number(after->current) : QStringLiteral("-"),
                                QString::fromLatin1(info.header).chopped(1))
                           .arg(*value));
    return WriteResult::success();
}

} // namespace rocmtune
