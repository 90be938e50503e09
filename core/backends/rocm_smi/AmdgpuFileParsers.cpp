// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"

#include <QList>
#include <QRegularExpression>

#include <array>
#include <cmath>

namespace rocmtune::amdgpu {

namespace {

// Lines of a sysfs text file without trailing blank lines (the library drops
// those too).
QList<QByteArray> textLines(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty())
        lines.removeLast();
    return lines;
}

// "<value><unit>" where unit starts with G, M or K (GHz, MHz, KHz, GT/s ...),
// returned in MHz (or GT/s for transfer rates, where the caller knows).
std::optional<double> frequencyMegahertz(const QString &value, const QString &unit)
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    const QChar u = unit.isEmpty() ? QChar() : unit.at(0).toUpper();
    if (u == QLatin1Char('G'))
        return v * 1000.0;
    if (u == QLatin1Char('M'))
        return v;
    if (u == QLatin1Char('K'))
        return v / 1000.0;
    return std::nullopt;
}

const QRegularExpression &dpmLinePattern()
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+|S)\s*:\s*([0-9]+(?:\.[0-9]+)?)\s*([GMKgmk][Hh][Zz])\s*(\*)?\s*$)"));
    return re;
}

QStringList whitespaceTokens(const QByteArray &line)
{
    QStringList tokens;
    for (const QByteArray &token : line.simplified().split(' ')) {
        if (!token.isEmpty())
            tokens << QString::fromLatin1(token);
    }
    return tokens;
}

constexpr std::array<const char *, kPowerProfileCount> kKnownProfileNames = {
    "BOOTUP_DEFAULT", "3D_FULL_SCREEN", "POWER_SAVING", "VIDEO", "VR", "COMPUTE", "CUSTOM",
};

// Names newer kernels print that this app (and ROCm SMI 5.2.3) does not know.
bool looksLikeProfileName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Z0-9][A-Z0-9_]*[A-Z_][A-Z0-9_]*$)"));
    return re.match(name).hasMatch();
}

} // namespace

std::optional<double> DpmTable::currentMegahertz() const
{
    for (const DpmLevel &level : levels) {
        if (level.current)
            return level.megahertz;
    }
    return std::nullopt;
}

std::optional<double> DpmTable::minMegahertz() const
{
    std::optional<double> result;
    for (const DpmLevel &level : levels) {
        if (!level.deepSleep && (!result || level.megahertz < *result))
            result = level.megahertz;
    }
    return result;
}

std::optional<double> DpmTable::maxMegahertz() const
{
    std::optional<double> result;
    for (const DpmLevel &level : levels) {
        if (!level.deepSleep && (!result || level.megahertz > *result))
            result = level.megahertz;
    }
    return result;
}

QVector<int> DpmTable::levelsMegahertz() const
{
    QVector<int> result;
    for (const DpmLevel &level : levels) {
        if (!level.deepSleep)
            result.push_back(static_cast<int>(std::lround(level.megahertz)));
    }
    return result;
}

std::optional<DpmTable> parseDpmTable(const QByteArray &text)
{
    DpmTable table;
    for (const QByteArray &raw : textLines(text)) {
        const auto m = dpmLinePattern().match(QString::fromLatin1(raw));
        if (!m.hasMatch())
            return std::nullopt;
        const auto mhz = frequencyMegahertz(m.captured(2), m.captured(3));
        if (!mhz)
            return std::nullopt;
        table.levels.push_back({*mhz, !m.captured(4).isEmpty(), m.captured(1) == QLatin1String("S")});
    }
    if (table.levels.isEmpty())
        return std::nullopt;
    return table;
}

std::optional<QVector<PcieLevel>> parsePcieTable(const QByteArray &text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*\d+\s*:\s*([0-9]+(?:\.[0-9]+)?)\s*GT/s\s*,?\s*x(\d+)\s*(?:[0-9]+\s*[Mm][Hh][Zz])?\s*(\*)?\s*$)"));
    QVector<PcieLevel> levels;
    for (const QByteArray &raw : textLines(text)) {
        const auto m = re.match(QString::fromLatin1(raw));
        if (!m.hasMatch())
            return std::nullopt;
        levels.push_back({m.captured(1).toDouble(), m.captured(2).toInt(), !m.captured(3).isEmpty()});
    }
    if (levels.isEmpty())
        return std::nullopt;
    return levels;
}

std::optional<unsigned> throttleReasonsFromGpuMetrics(const QByteArray &table, std::optional<quint16> pciDeviceId)
{
    // indep_throttle_status (v1.3, v2.2+), else throttle_status where its layout is known.
    const auto metrics = decodeGpuMetrics(table);
    if (!metrics)
        return std::nullopt;
    return throttleReasonsOf(*metrics, pciDeviceId);
}

std::optional<OdClockTable> parseOdClockTable(const QByteArray &text)
{
    static const QRegularExpression levelRe(QStringLiteral(R"(^\s*(\d+)\s*:\s*([0-9]+)\s*([GMKgmk][Hh][Zz]))"));
    static const QRegularExpression rangeRe(
        QStringLiteral(R"(^\s*(SCLK|MCLK)\s*:\s*([0-9]+)\s*([GMKgmk][Hh][Zz])\s+([0-9]+)\s*([GMKgmk][Hh][Zz])\s*$)"));
    enum class Section { None, Sclk, Mclk, Range, Other };
    OdClockTable table;
    Section section = Section::None;
    QVector<int> sclkLevels;
    QVector<int> mclkLevels;
    bool sawHeader = false;
    for (const QByteArray &raw : textLines(text)) {
        const QString line = QString::fromLatin1(raw).trimmed();
        if (line.isEmpty())
            continue;
        if (line == QLatin1String("OD_SCLK:") || line == QLatin1String("GFXCLK:")) {
            section = Section::Sclk;
            table.sclkWritable = true;
            sawHeader = true;
            continue;
        }
        if (line == QLatin1String("OD_MCLK:") || line == QLatin1String("MCLK:")) {
            section = Section::Mclk;
            table.mclkWritable = line == QLatin1String("OD_MCLK:");
            sawHeader = true;
            continue;
        }
        if (line == QLatin1String("OD_RANGE:")) {
            section = Section::Range;
            sawHeader = true;
            continue;
        }
        if (line.endsWith(QLatin1Char(':')) && !line.contains(QLatin1Char(' '))) {
            section = Section::Other; // OD_VDDC_CURVE:, OD_VDDGFX_OFFSET:, OD_FAN_CURVE: ...
            sawHeader = true;
            continue;
        }
        if (section == Section::Sclk || section == Section::Mclk) {
            const auto m = levelRe.match(line);
            if (!m.hasMatch())
                continue;
            const auto mhz = frequencyMegahertz(m.captured(2), m.captured(3));
            if (mhz)
                (section == Section::Sclk ? sclkLevels : mclkLevels).push_back(static_cast<int>(std::lround(*mhz)));
            if (line.mid(m.capturedEnd()).trimmed().endsWith(QLatin1String("mV"), Qt::CaseInsensitive))
                table.perStateVoltages = true;
        } else if (section == Section::Range) {
            const auto m = rangeRe.match(line);
            if (!m.hasMatch())
                continue;
            const auto lo = frequencyMegahertz(m.captured(2), m.captured(3));
            const auto hi = frequencyMegahertz(m.captured(4), m.captured(5));
            if (!lo || !hi || *lo > *hi)
                continue;
            const ClockPair pair{static_cast<int>(std::lround(*lo)), static_cast<int>(std::lround(*hi))};
            (m.captured(1) == QLatin1String("SCLK") ? table.sclkRange : table.mclkRange) = pair;
        }
    }
    if (!sawHeader)
        return std::nullopt;
    if (!sclkLevels.isEmpty())
        table.sclk = ClockPair{sclkLevels.constFirst(), sclkLevels.constLast()};
    else
        table.sclkWritable = false;
    if (!mclkLevels.isEmpty())
        table.mclk = ClockPair{mclkLevels.constFirst(), mclkLevels.constLast()};
    else
        table.mclkWritable = false;
    return table;
}

std::optional<PowerProfileTable> parsePowerProfileTable(const QByteArray &text)
{
    PowerProfileTable table;
    auto add = [&table](QString token, int index, bool current) {
        current = current || token.contains(QLatin1Char('*'));
        token.remove(QLatin1Char('*')).remove(QLatin1Char(':'));
        if (!looksLikeProfileName(token) || table.names.contains(token))
            return;
        table.names << token;
        if (const auto profile = powerProfileFromKey(token)) {
            table.available.push_back(*profile);
            table.driverIndex.insert(*profile, index);
            if (current)
                table.current = *profile;
        }
        if (current)
            table.currentName = token;
    };
    auto isKnown = [](QString token) {
        token.remove(QLatin1Char('*')).remove(QLatin1Char(':'));
        return std::find_if(kKnownProfileNames.begin(), kKnownProfileNames.end(),
                            [&](const char *n) { return token == QLatin1String(n); })
               != kKnownProfileNames.end();
    };
    for (const QByteArray &raw : textLines(text)) {
        const QStringList tokens = whitespaceTokens(raw);
        if (tokens.size() < 2)
            continue;
        bool isIndex = false;
        const int index = tokens[0].toInt(&isIndex);
        if (isIndex && !tokens[1].contains(QLatin1Char('('))) {
            // Row layout: "<index> NAME[*][ ][*]:" followed by its settings.
            const bool current = tokens.size() > 2 && tokens[2].startsWith(QLatin1Char('*'));
            add(tokens[1], index, current);
            continue;
        }
        // Column layout: one header line naming every profile in index order.
        if (!std::any_of(tokens.begin(), tokens.end(), isKnown))
            continue;
        int ordinal = 0;
        for (int t = 0; t < tokens.size(); ++t) {
            if (tokens[t] == QLatin1String("*"))
                continue;
            QString name = tokens[t];
            name.remove(QLatin1Char('*')).remove(QLatin1Char(':'));
            if (!looksLikeProfileName(name))
                continue;
            const bool current = t + 1 < tokens.size() && tokens[t + 1] == QLatin1String("*");
            add(tokens[t], ordinal++, current);
        }
    }
    if (table.names.isEmpty())
        return std::nullopt;
    return table;
}

bool rsmiAcceptsDpmTable(const QByteArray &text, bool pcie)
{
    // Mirrors get_frequencies()/freq_string_to_int() of rocm_smi_lib 5.2.3:
    // "<uint> <token> <number><unit> [<token>]", unit's first letter one of
    // GMKVTHm, ascending values, at most one '*' line, at most 32 lines, and an
    // "x<lanes>" token only in pp_dpm_pcie.
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*\d+\s*:\s+([0-9]+(?:\.[0-9]+)?)([GMKVTHm]\S*)\s*(\S*)\s*(.*)$)"));
    const QList<QByteArray> lines = textLines(text);
    if (lines.size() > 32)
        return false;
    double previous = -1;
    int currents = 0;
    for (const QByteArray &raw : lines) {
        const auto m = re.match(QString::fromLatin1(raw));
        if (!m.hasMatch())
            return false;
        const QChar unit = m.captured(2).at(0);
        double multiplier = 1;
        if (unit == QLatin1Char('G'))
            multiplier = 1e9;
        else if (unit == QLatin1Char('M'))
            multiplier = 1e6;
        else if (unit == QLatin1Char('K') || unit == QLatin1Char('V'))
            multiplier = 1e3;
        const double value = m.captured(1).toDouble() * multiplier;
        if (value < previous)
            return false;
        previous = value;
        const QString next = m.captured(3);
        if (next.startsWith(QLatin1Char('x'))) {
            bool ok = false;
            next.mid(1).toInt(&ok);
            if (!pcie || !ok)
                return false;
        } else if (pcie) {
            return false;
        }
        if (raw.contains('*'))
            ++currents;
    }
    return currents <= 1;
}

bool rsmiAcceptsPowerProfileTable(const QByteArray &text)
{
    // Mirrors get_power_profiles() of 5.2.3: after the header line, a row
    // "<uint> <NAME>" with NAME (stripped of '*', ' ', ':') one of the seven
    // known names counts; exactly one counted row may contain '*'.
    const QList<QByteArray> lines = textLines(text);
    if (lines.size() < 2 || lines.size() > 64)
        return false;
    int currents = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList tokens = whitespaceTokens(lines[i]);
        if (tokens.size() < 2)
            continue;
        bool ok = false;
        tokens[0].toUInt(&ok);
        if (!ok)
            continue;
        QString mode = tokens[1];
        while (!mode.isEmpty() && (mode.endsWith(QLatin1Char('*')) || mode.endsWith(QLatin1Char(':'))))
            mode.chop(1);
        // The library cuts at the last '*', ' ' or ':' anywhere in the token.
        const int cut = static_cast<int>(std::max(mode.lastIndexOf(QLatin1Char('*')), mode.lastIndexOf(QLatin1Char(':'))));
        if (cut >= 0)
            mode = mode.left(cut);
        const bool known = std::find_if(kKnownProfileNames.begin(), kKnownProfileNames.end(),
                                        [&](const char *n) { return mode == QLatin1String(n); })
                           != kKnownProfileNames.end();
        if (known && lines[i].contains('*'))
            ++currents;
    }
    return currents == 1;
}

QString gfxArchFromTargetVersion(quint64 version)
{
    if (version == 0)
        return QString();
    const quint64 major = version / 10000;
    const quint64 minor = (version / 100) % 100;
    const quint64 stepping = version % 100;
    if (minor > 15 || stepping > 15)
        return QString();
    return QStringLiteral("gfx%1%2%3").arg(major).arg(minor, 0, 16).arg(stepping, 0, 16);
}

QString pciBusIdFromBdfId(quint64 bdfId)
{
    const quint64 domain = bdfId >> 32;
    const quint64 bus = (bdfId >> 8) & 0xff;
    const quint64 device = (bdfId >> 3) & 0x1f;
    const quint64 function = bdfId & 0x7;
    return QStringLiteral("%1:%2:%3.%4")
        .arg(domain, 4, 16, QLatin1Char('0'))
        .arg(bus, 2, 16, QLatin1Char('0'))
        .arg(device, 2, 16, QLatin1Char('0'))
        .arg(function);
}

QString firstLineExcerpt(const QByteArray &text)
{
    return QString::fromLatin1(text.left(60).split('\n').value(0)).trimmed();
}

} // namespace rocmtune::amdgpu
