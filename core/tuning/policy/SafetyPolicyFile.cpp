// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/SafetyPolicyFile.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

namespace {
const QString kSection = QStringLiteral("tuning/safety");

struct Key {
    const char *name;
    double lo;
    double hi;
    bool whole;
    void (*set)(SafetyPolicy &, double);
};

const Key kKeys[] = {
    {"power_cap_above_default_percent", 0, 100, false, [](SafetyPolicy &p, double v) { p.powerCapAboveDefaultPercent = v; }},
    {"thermal_margin_celsius", 0, 50, false, [](SafetyPolicy &p, double v) { p.thermalMarginCelsius = v; }},
    {"watchdog_margin_celsius", 0, 50, false, [](SafetyPolicy &p, double v) { p.watchdogMarginCelsius = v; }},
    {"max_overdrive_percent", 0, 20, true, [](SafetyPolicy &p, double v) { p.maxOverdrivePercent = static_cast<int>(v); }},
    {"confirm_timeout_seconds", SafetyPolicy::kMinConfirmTimeoutSeconds, SafetyPolicy::kMaxConfirmTimeoutSeconds, true,
     [](SafetyPolicy &p, double v) { p.confirmTimeoutSeconds = static_cast<int>(v); }},
    {"fan_min_percent", 0, 100, true, [](SafetyPolicy &p, double v) { p.fan.minPercent = static_cast<int>(v); }},
    {"fan_hot_celsius", FanLimits::kMinHotCelsius, FanLimits::kMaxHotCelsius, false, [](SafetyPolicy &p, double v) { p.fan.hotCelsius = v; }},
    {"fan_hot_min_percent", 0, 100, true, [](SafetyPolicy &p, double v) { p.fan.hotMinPercent = static_cast<int>(v); }},
};

QString refusedNote()
{
    return TuningTr::tr("Privileged tuning is refused until the file is fixed (a mistake must never loosen the limits).");
}
} // namespace

QString SafetyPolicyFile::systemPath()
{
    return QStringLiteral("/etc/rocmtune/safety.conf");
}

SafetyPolicyFile SafetyPolicyFile::parse(const QByteArray &text, const QString &path)
{
    SafetyPolicyFile result;
    result.present = true;
    auto fail = [&](int line, const QString &what) {
        result.policy = SafetyPolicy{};
        result.error = TuningTr::tr("%1 line %2: %3 %4").arg(path).arg(line).arg(what, refusedNote());
        return result;
    };
    static const QRegularExpression number(QStringLiteral("^[0-9]{1,6}(\\.[0-9]{1,6})?$"));
    bool inSection = false;
    bool sawSection = false;
    QSet<QString> seen;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            if (line != QLatin1Char('[') + kSection + QLatin1Char(']'))
                return fail(lineNumber, TuningTr::tr("unknown section \"%1\" (the only section is [%2], in lower case).").arg(line, kSection));
            if (sawSection)
                return fail(lineNumber, TuningTr::tr("the section [%1] appears twice.").arg(kSection));
            inSection = sawSection = true;
            continue;
        }
        const int equals = line.indexOf(QLatin1Char('='));
        if (equals < 0)
            return fail(lineNumber, TuningTr::tr("\"%1\" is not a \"key = value\" line.").arg(line));
        const QString key = line.left(equals).trimmed();
        const QString value = line.mid(equals + 1).trimmed();
        if (!inSection)
            return fail(lineNumber, TuningTr::tr("\"%1\" comes before the section [%2].").arg(key, kSection));
        const Key *known = nullptr;
        for (const Key &k : kKeys) {
            if (key == QLatin1String(k.name))
                known = &k;
        }
        if (!known)
            return fail(lineNumber, TuningTr::tr("unknown key \"%1\".").arg(key));
        if (seen.contains(key))
            return fail(lineNumber, TuningTr::tr("the key \"%1\" appears twice.").arg(key));
        seen.insert(key);
        if (!number.match(value).hasMatch())
            return fail(lineNumber, TuningTr::tr("the value \"%1\" of %2 is not a plain number (write it without a unit or a comma, like 5 or 2.5).")
                                        .arg(value, key));
        const double v = value.toDouble();
        if (known->whole && value.contains(QLatin1Char('.')))
            return fail(lineNumber, TuningTr::tr("the value \"%1\" of %2 must be a whole number.").arg(value, key));
        if (v < known->lo || v > known->hi)
            return fail(lineNumber, TuningTr::tr("the value \"%1\" of %2 is outside %3-%4.").arg(value, key).arg(known->lo).arg(known->hi));
        known->set(result.policy, v);
    }
    return result;
}

SafetyPolicyFile SafetyPolicyFile::load(const QString &path)
{
    SafetyPolicyFile result;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return result; // no file: the defaults
        result.present = true;
        result.error = TuningTr::tr("%1 cannot be read: %2 %3").arg(path, QString::fromLocal8Bit(std::strerror(errno)), refusedNote());
        return result;
    }
    result.present = true;
    struct stat st {};
    const bool trusted = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (st.st_uid == 0 || st.st_uid == ::geteuid())
                         && (st.st_mode & 022) == 0;
    if (!trusted) {
        ::close(fd);
        result.error = TuningTr::tr("%1 must be a regular file owned by root and not writable by group or others. %2").arg(path, refusedNote());
        return result;
    }
    QFile file;
    file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
    const QByteArray text = file.read(64 * 1024 + 1);
    if (text.size() > 64 * 1024) {
        result.error = TuningTr::tr("%1 is larger than 64 KiB. %2").arg(path, refusedNote());
        return result;
    }
    return parse(text, path);
}

} // namespace rocmtune
