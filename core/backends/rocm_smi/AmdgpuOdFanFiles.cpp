// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuOdFanFiles.h"

#include <QList>
#include <QRegularExpression>

namespace rocmtune::amdgpu {

namespace {

QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> out;
    for (const QByteArray &line : text.split('\n')) {
        const QByteArray t = line.trimmed();
        if (!t.isEmpty())
            out << t;
    }
    return out;
}

// Every signed integer in a line, units and labels ignored: "25C 100C" -> 25, 100.
QList<int> integers(const QByteArray &line)
{
    static const QRegularExpression number(QStringLiteral("-?\\d+"));
    QList<int> values;
    auto it = number.globalMatch(QString::fromLatin1(line));
    while (it.hasNext()) {
        bool ok = false;
        const int v = it.next().captured().toInt(&ok);
        if (!ok)
            return {};
        values << v;
    }
    return values;
}

// "KEY: a b" after its label (the label itself may hold digits, as in
// "FAN_CURVE(hotspot temp)"): the two numbers after the last ':'.
std::optional<IntRange> rangeAfterColon(const QByteArray &line)
{
    const qsizetype colon = line.lastIndexOf(':');
    if (colon < 0)
        return std::nullopt;
    const QList<int> v = integers(line.mid(colon + 1));
    if (v.size() != 2)
        return std::nullopt;
    return IntRange{v[0], v[1]};
}

int indexOfHeader(const QList<QByteArray> &ls, const QByteArray &header)
{
    for (int i = 0; i < ls.size(); ++i) {
        if (ls[i] == header)
            return i;
    }
    return -1;
}

} // namespace

std::optional<OdFanCurveFile> parseOdFanCurve(const QByteArray &text)
{
    const QList<QByteArray> ls = lines(text);
    const int header = indexOfHeader(ls, "OD_FAN_CURVE:");
    if (header < 0)
        return std::nullopt;
    OdFanCurveFile file;
    int i = header + 1;
    for (; i < ls.size() && ls[i] != "OD_RANGE:"; ++i) {
        // "0: 25C 15%"
        const qsizetype colon = ls[i].indexOf(':');
        bool ok = false;
        const int index = colon > 0 ? ls[i].left(colon).toInt(&ok) : -1;
        const QList<int> v = integers(ls[i].mid(colon + 1));
        if (!ok || index != file.points.size() || v.size() != 2)
            return std::nullopt;
        file.points.push_back({v[0], v[1]});
    }
    if (file.points.isEmpty() || file.points.size() > 16)
        return std::nullopt;
    for (++i; i < ls.size(); ++i) {
        if (ls[i].startsWith("FAN_CURVE(hotspot temp)"))
            file.temperatureRange = rangeAfterColon(ls[i]);
        else if (ls[i].startsWith("FAN_CURVE(fan speed)"))
            file.pwmRange = rangeAfterColon(ls[i]);
    }
    return file;
}

std::optional<OdSingleValueFile> parseOdSingleValue(const QByteArray &text)
{
    const QList<QByteArray> ls = lines(text);
    // Header, value, then optionally OD_RANGE: and "KEY: min max".
    if (ls.size() < 2 || !ls[0].endsWith(':') || ls[0].contains(' '))
        return std::nullopt;
    const QList<int> v = integers(ls[1]);
    bool plain = false;
    ls[1].toInt(&plain);
    if (v.size() != 1 || !plain)
        return std::nullopt;
    OdSingleValueFile file;
    file.value = v[0];
    const int range = indexOfHeader(ls, "OD_RANGE:");
    if (range >= 0 && range + 1 < ls.size())
        file.range = rangeAfterColon(ls[range + 1]);
    return file;
}

std::optional<OdDriverValue> parseOdDriverValue(const QByteArray &text, const char *header, const char *valueUnit, const char *rangeLabel)
{
    const QList<QByteArray> ls = lines(text);
    const int at = indexOfHeader(ls, QByteArray(header));
    if (at < 0 || at + 1 >= ls.size())
        return std::nullopt;
    const QByteArray valueLine = ls[at + 1];
    if (!valueLine.toLower().endsWith(QByteArray(valueUnit).toLower()))
        return std::nullopt;
    const QList<int> v = integers(valueLine);
    if (v.size() != 1)
        return std::nullopt;
    OdDriverValue value;
    value.value = v[0];
    const int range = indexOfHeader(ls, "OD_RANGE:");
    for (int i = range < 0 ? ls.size() : range + 1; i < ls.size(); ++i) {
        if (ls[i].startsWith(rangeLabel))
            value.range = rangeAfterColon(ls[i]);
    }
    return value;
}

bool hasOdSection(const QByteArray &text, const char *header)
{
    return indexOfHeader(lines(text), QByteArray(header)) >= 0;
}

std::optional<VoltageCurveControl> parseOdVoltageCurve(const QByteArray &ppOdClkVoltage)
{
    const QList<QByteArray> ls = lines(ppOdClkVoltage);
    const int header = indexOfHeader(ls, "OD_VDDC_CURVE:");
    if (header < 0)
        return std::nullopt;
    VoltageCurveControl curve;
    for (int i = header + 1; i < ls.size() && !ls[i].endsWith(':'); ++i) {
        const QByteArray lower = ls[i].toLower();
        const QList<int> v = integers(ls[i]);
        // "N: <clock>Mhz <volt>mV", point N in order.
        if (v.size() != 3 || v[0] != curve.points.size() || !lower.contains("mhz") || !lower.endsWith("mv"))
            return std::nullopt;
        curve.points.push_back({v[1], v[2]});
    }
    if (curve.points.isEmpty())
        return std::nullopt;
    const int n = static_cast<int>(curve.points.size());
    curve.clockRangesMegahertz.resize(n);
    curve.voltageRangesMillivolts.resize(n);
    QVector<bool> haveClock(n, false), haveVolt(n, false);
    const int range = indexOfHeader(ls, "OD_RANGE:");
    for (int i = range < 0 ? ls.size() : range + 1; i < ls.size(); ++i) {
        for (int p = 0; p < n; ++p) {
            const QByteArray index = '[' + QByteArray::number(p) + "]:";
            if (ls[i].startsWith("VDDC_CURVE_SCLK" + index)) {
                const auto r = rangeAfterColon(ls[i]);
                if (r) {
                    curve.clockRangesMegahertz[p] = *r;
                    haveClock[p] = true;
                }
            } else if (ls[i].startsWith("VDDC_CURVE_VOLT" + index)) {
                const auto r = rangeAfterColon(ls[i]);
                if (r) {
                    curve.voltageRangesMillivolts[p] = *r;
                    haveVolt[p] = true;
                }
            }
        }
    }
    if (haveClock.contains(false) || haveVolt.contains(false))
        return std::nullopt;
    return curve;
}

} // namespace rocmtune::amdgpu
