// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/ProbeVerdictCache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcProbeCache, "rocmtune.probecache", QtWarningMsg)

namespace rocmtune {

namespace {

constexpr int kFormat = 1;
constexpr qint64 kMaxFileBytes = 1 << 20;
constexpr long kSysfsMagic = 0x62656572;

QByteArray encoded(const QString &path)
{
    return QFile::encodeName(path);
}

QByteArray timeText(const struct timespec &t)
{
    return QByteArray::number(static_cast<qlonglong>(t.tv_sec)) + '.' + QByteArray::number(static_cast<qlonglong>(t.tv_nsec));
}

// A file's identity: on sysfs the inode names the attribute for as long as
// the driver keeps it (its times are only those of the cached inode); on
// any other file system (a fake tree, the library) size and times too.
QByteArray identity(const QByteArray &path, bool follow, bool sysfs)
{
    struct stat st {};
    if ((follow ? ::stat(path.constData(), &st) : ::lstat(path.constData(), &st)) != 0)
        return QByteArrayLiteral("absent");
    QByteArray text = QByteArray::number(static_cast<qulonglong>(st.st_dev)) + ' ' + QByteArray::number(static_cast<qulonglong>(st.st_ino)) + ' '
                      + QByteArray::number(static_cast<uint>(st.st_mode), 8);
    if (!sysfs)
        text += ' ' + QByteArray::number(static_cast<qlonglong>(st.st_size)) + ' ' + timeText(st.st_mtim) + ' ' + timeText(st.st_ctim);
    return text;
}

bool onSysfs(const QByteArray &path)
{
    struct statfs fs {};
    return ::statfs(path.constData(), &fs) == 0 && static_cast<long>(fs.f_type) == kSysfsMagic;
}

QList<QByteArray> entries(const QByteArray &directory)
{
    QList<QByteArray> names;
    DIR *dir = ::opendir(directory.constData());
    if (!dir)
        return names;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            names << name;
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    return names;
}

// Every entry of a folder with its identity; the sub-folders named in
// `descend` (and, under "hwmon", each hwmonN) one level further.
void addFolder(QByteArray *text, const QByteArray &directory, const QList<QByteArray> &descend)
{
    const bool sysfs = onSysfs(directory);
    *text += "dir " + directory + '\n';
    for (const QByteArray &name : entries(directory)) {
        const QByteArray path = directory + '/' + name;
        *text += "  " + name + ' ' + identity(path, false, sysfs) + '\n';
        if (descend.contains(name)) {
            if (name == "hwmon") {
                for (const QByteArray &hwmon : entries(path))
                    addFolder(text, path + '/' + hwmon, {});
            } else {
                addFolder(text, path, {});
            }
        }
    }
}

QByteArray bootId(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.read(128).trimmed();
}

} // namespace

ProbeVerdictCache::ProbeVerdictCache(QString backendId, Inputs inputs) : backendId_(std::move(backendId)), inputs_(std::move(inputs))
{
    if (inputs_.cacheDirectory.isEmpty())
        inputs_.cacheDirectory = defaultDirectory();
}

QString ProbeVerdictCache::defaultDirectory()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    return base.isEmpty() ? QString() : base + QStringLiteral("/probe-verdicts");
}

bool ProbeVerdictCache::enabledByEnvironment()
{
    return qgetenv("ROCMTUNE_PROBE_CACHE") != "0";
}

QString ProbeVerdictCache::filePath() const
{
    // One file per program and library file: the GUI, the CLI and a second
    // library generation each keep theirs instead of replacing each other's.
    const QByteArray which = QFile::encodeName(QFileInfo(inputs_.executable).canonicalFilePath()) + '\n'
                             + QFile::encodeName(QFileInfo(inputs_.libraryPath).canonicalFilePath());
    const QByteArray tag = QCryptographicHash::hash(which, QCryptographicHash::Sha256).toHex().left(12);
    return inputs_.cacheDirectory + QStringLiteral("/probe-verdicts-%1-%2.json").arg(backendId_, QString::fromLatin1(tag));
}

QByteArray ProbeVerdictCache::fingerprintText() const
{
    QByteArray text = "rocmtune probe verdicts " + QByteArray::number(kFormat) + '\n';
    text += "boot " + bootId(inputs_.bootIdFile) + '\n';
    text += "uid " + QByteArray::number(static_cast<uint>(::geteuid())) + '\n';
    text += "exe " + identity(encoded(inputs_.executable), true, false) + '\n';
    const QString canonical = QFileInfo(inputs_.libraryPath).canonicalFilePath();
    text += "lib " + encoded(inputs_.libraryPath) + ' ' + encoded(canonical) + ' ' + identity(encoded(inputs_.libraryPath), true, false) + '\n';
    text += "env " + qgetenv("LD_PRELOAD") + ' ' + qgetenv("LD_LIBRARY_PATH") + '\n';
    const QByteArray drm = encoded(inputs_.drmDirectory);
    for (const QByteArray &name : entries(drm)) {
        if (!name.startsWith("card") || name.size() == 4
            || !std::all_of(name.begin() + 4, name.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        const QByteArray device = encoded(QFileInfo(QFile::decodeName(drm + '/' + name + "/device")).canonicalFilePath());
        text += "card " + name + ' ' + device + '\n';
        if (!device.isEmpty())
            addFolder(&text, device, {QByteArrayLiteral("hwmon"), QByteArrayLiteral("gpu_od")});
    }
    const QByteArray kfd = encoded(inputs_.kfdNodesDirectory);
    for (const QByteArray &node : entries(kfd))
        addFolder(&text, kfd + '/' + node, {});
    addFolder(&text, encoded(inputs_.moduleDirectory), {QByteArrayLiteral("parameters")});
    return text;
}

QByteArray ProbeVerdictCache::fingerprint() const
{
    if (fingerprint_.isEmpty())
        fingerprint_ = QCryptographicHash::hash(fingerprintText(), QCryptographicHash::Sha256).toHex();
    return fingerprint_;
}

bool ProbeVerdictCache::directoryUsable(bool create) const
{
    if (inputs_.cacheDirectory.isEmpty())
        return false;
    const QByteArray dir = encoded(inputs_.cacheDirectory);
    if (create) {
        QDir().mkpath(QFileInfo(inputs_.cacheDirectory).path());
        if (::mkdir(dir.constData(), 0700) != 0 && errno != EEXIST)
            return false;
    }
    struct stat st {};
    if (::lstat(dir.constData(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid())
        return false;
    if ((st.st_mode & 022) != 0) {
        // Ours but writable by others (a umask): close it before trusting it.
        if (!create || ::chmod(dir.constData(), 0700) != 0)
            return false;
    }
    return true;
}

QByteArray ProbeVerdictCache::readOwnFile()
{
    struct stat dirStat {};
    if (::lstat(encoded(inputs_.cacheDirectory).constData(), &dirStat) != 0 && errno == ENOENT)
        return QByteArray(); // nothing stored yet
    if (!directoryUsable(false)) {
        lastIgnoredReason_ = QStringLiteral("the folder %1 is missing, not the user's own or writable by others").arg(inputs_.cacheDirectory);
        return QByteArray();
    }
    const QByteArray path = encoded(filePath());
    const int fd = ::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        lastIgnoredReason_ = errno == ENOENT ? QString() : QStringLiteral("%1 cannot be opened (%2)").arg(filePath(), QString::fromLocal8Bit(strerror(errno)));
        return QByteArray();
    }
    struct stat st {};
    QByteArray data;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        lastIgnoredReason_ = QStringLiteral("%1 is not a regular file").arg(filePath());
    else if (st.st_uid != ::geteuid())
        lastIgnoredReason_ = QStringLiteral("%1 belongs to user %2").arg(filePath()).arg(st.st_uid);
    else if ((st.st_mode & 022) != 0)
        lastIgnoredReason_ = QStringLiteral("%1 is writable by others").arg(filePath());
    else if (st.st_size > kMaxFileBytes)
        lastIgnoredReason_ = QStringLiteral("%1 is larger than %2 bytes").arg(filePath()).arg(kMaxFileBytes);
    else {
        QFile file;
        if (file.open(fd, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
            data = file.read(kMaxFileBytes);
    }
    ::close(fd);
    return data;
}

namespace {

QString outcomeName(ForkProbe::Outcome outcome)
{
    switch (outcome) {
    case ForkProbe::Outcome::Returned: return QStringLiteral("returned");
    case ForkProbe::Outcome::Crashed: return QStringLiteral("crashed");
    case ForkProbe::Outcome::TimedOut: return QStringLiteral("timed-out");
    case ForkProbe::Outcome::NotRun: break;
    }
    return QStringLiteral("not-run");
}

std::optional<ForkProbe::StepResult> stepFromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    ForkProbe::StepResult r;
    const QString outcome = o.value(QStringLiteral("outcome")).toString();
    if (outcome == QLatin1String("returned"))
        r.outcome = ForkProbe::Outcome::Returned;
    else if (outcome == QLatin1String("crashed"))
        r.outcome = ForkProbe::Outcome::Crashed;
    else
        return std::nullopt; // timed-out and not-run are never stored
    if (!o.value(QStringLiteral("value")).isDouble() || !o.value(QStringLiteral("signal")).isDouble()
        || !o.value(QStringLiteral("stderr")).isString())
        return std::nullopt;
    r.value = o.value(QStringLiteral("value")).toInt();
    r.signal = o.value(QStringLiteral("signal")).toInt();
    const auto tail = QByteArray::fromBase64Encoding(o.value(QStringLiteral("stderr")).toString().toLatin1(),
                                                     QByteArray::AbortOnBase64DecodingErrors);
    if (!tail)
        return std::nullopt;
    r.stderrTail = *tail;
    return r;
}

QJsonObject stepToJson(const ForkProbe::StepResult &r)
{
    return QJsonObject{{QStringLiteral("outcome"), outcomeName(r.outcome)},
                       {QStringLiteral("value"), r.value},
                       {QStringLiteral("signal"), r.signal},
                       {QStringLiteral("stderr"), QString::fromLatin1(r.stderrTail.toBase64())}};
}

// The stored entries when the document is ours and of this fingerprint.
std::optional<QJsonObject> entriesOf(const QByteArray &data, const QByteArray &fingerprint, QString *why)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        *why = QStringLiteral("it is not a JSON object (%1)").arg(error.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toInt() != kFormat || !root.value(QStringLiteral("entries")).isObject()) {
        *why = QStringLiteral("it is not in format %1").arg(kFormat);
        return std::nullopt;
    }
    if (root.value(QStringLiteral("fingerprint")).toString().toLatin1() != fingerprint) {
        *why = QStringLiteral("it was written for another boot, library, program or set of cards");
        return std::nullopt;
    }
    return root.value(QStringLiteral("entries")).toObject();
}

} // namespace

std::optional<QVector<ForkProbe::StepResult>> ProbeVerdictCache::lookup(const QString &key, int stepCount)
{
    lastIgnoredReason_.clear();
    const QByteArray data = readOwnFile();
    if (data.isEmpty())
        return std::nullopt;
    QString why;
    const auto stored = entriesOf(data, fingerprint(), &why);
    if (!stored) {
        lastIgnoredReason_ = QStringLiteral("%1 is ignored: %2").arg(filePath(), why);
        return std::nullopt;
    }
    if (!stored->contains(key))
        return std::nullopt;
    const QJsonValue value = stored->value(key);
    const QJsonArray steps = value.toArray();
    QVector<ForkProbe::StepResult> results;
    for (const QJsonValue &step : steps) {
        const auto r = stepFromJson(step);
        if (!r)
            break;
        results << *r;
    }
    if (!value.isArray() || results.size() != stepCount || steps.size() != stepCount) {
        lastIgnoredReason_ = QStringLiteral("%1 is ignored: its verdicts for \"%2\" are not %3 valid steps").arg(filePath(), key).arg(stepCount);
        return std::nullopt;
    }
    return results;
}

void ProbeVerdictCache::store(const QString &key, const QVector<ForkProbe::StepResult> &results)
{
    if (!directoryUsable(true))
        return;
    QString why;
    QJsonObject stored;
    const QString saved = lastIgnoredReason_;
    if (const auto kept = entriesOf(readOwnFile(), fingerprint(), &why))
        stored = *kept; // the same boot, library and cards: keep the other keys
    lastIgnoredReason_ = saved;
    QJsonArray steps;
    for (const ForkProbe::StepResult &r : results)
        steps.append(stepToJson(r));
    stored.insert(key, steps);
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("fingerprint"), QString::fromLatin1(fingerprint())},
                           {QStringLiteral("entries"), stored}};
    // Not a regular file of ours (a link, another user's file): gone first,
    // so that QSaveFile neither follows it nor keeps its owner.
    const QByteArray path = encoded(filePath());
    struct stat st {};
    if (::lstat(path.constData(), &st) == 0 && (!S_ISREG(st.st_mode) || st.st_uid != ::geteuid()))
        ::unlink(path.constData());
    QSaveFile file(filePath());
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly))
        return;
    ::fchmod(file.handle(), 0600);
    file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!file.commit())
        qCDebug(lcProbeCache).noquote() << "probe verdicts not stored in" << filePath() << ":" << file.errorString();
}

QVector<ForkProbe::StepResult> ProbeVerdictCache::run(const QString &key, const QVector<std::function<int()>> &steps, int timeoutMsPerChild,
                                                      const QByteArray &privatePrefix,
                                                      const std::function<bool(const QVector<ForkProbe::StepResult> &)> &storable)
{
    lastRunCached_ = false;
    if (!enabledByEnvironment())
        return ForkProbe::run(steps, timeoutMsPerChild, privatePrefix);
    if (auto stored = lookup(key, static_cast<int>(steps.size()))) {
        lastRunCached_ = true;
        qCDebug(lcProbeCache).noquote() << "probe verdicts for" << key << "from" << filePath();
        return *stored;
    }
    if (!lastIgnoredReason_.isEmpty())
        qCDebug(lcProbeCache).noquote() << lastIgnoredReason_;
    const QVector<ForkProbe::StepResult> results = ForkProbe::run(steps, timeoutMsPerChild, privatePrefix);
    const bool complete = std::all_of(results.begin(), results.end(), [](const ForkProbe::StepResult &r) {
        return r.outcome == ForkProbe::Outcome::Returned || r.outcome == ForkProbe::Outcome::Crashed;
    });
    if (complete && results.size() == steps.size() && (!storable || storable(results))) {
        store(key, results);
        qCDebug(lcProbeCache).noquote() << "probe verdicts for" << key << "stored in" << filePath();
    }
    return results;
}

} // namespace rocmtune
