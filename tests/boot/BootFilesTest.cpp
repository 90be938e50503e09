// SPDX-License-Identifier: GPL-3.0-or-later
// The boot profiles file and the guard's record: strict parsing, round trips,
// files of others and links refused; the helper's boot request parser; the
// three small records root keeps (boot guard, software fan, reset re-apply
// limit) refusing the same forged files through their one loader (StateRecord).
#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/boot/BootRequest.h"
#include "core/boot/ResetReapplyLimit.h"
#include "core/boot/SoftwareFanStatus.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <functional>

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace rocmtune;

namespace {
BootProfile sample()
{
    BootProfile p;
    p.deviceId = QStringLiteral("5b1f03c2a4e6d789");
    p.deviceName = QStringLiteral("Radeon RX 7900 XTX");
    p.pciBusId = QStringLiteral("0000:03:00.0");
    p.profileName = QStringLiteral("Quiet");
    p.values.perControl.set(PowerCapValue{300000000});
    p.values.perControl.set(PerfLevelValue{PerfLevel::Auto});
    p.setMs = 1764600000000;
    return p;
}

std::optional<QVector<BootProfile>> parse(const QByteArray &json, QString *error)
{
    return BootProfileFile::fromJson(json, QStringLiteral("/etc/rocmtune/boot-profiles.json"), error);
}
} // namespace

TEST(BootProfileFile, RoundTripThroughTheFolder)
{
    QTemporaryDir dir;
    const BootProfileFile file(dir.path() + QStringLiteral("/etc-rocmtune"));
    QString error;
    const auto empty = file.load(&error);
    ASSERT_TRUE(empty) << error.toStdString();
    EXPECT_TRUE(empty->isEmpty()) << "a missing folder is no boot profile";
    EXPECT_TRUE(error.isEmpty()) << "and no error: " << error.toStdString();
    ASSERT_TRUE(QDir().mkpath(file.directory()));
    ASSERT_TRUE(file.load(&error));
    EXPECT_TRUE(error.isEmpty()) << "a missing file neither: " << error.toStdString();
    ASSERT_TRUE(file.save({sample()}, &error)) << error.toStdString();
    struct stat st {};
    ASSERT_EQ(::stat(QFile::encodeName(file.filePath()).constData(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0644u);
    const auto loaded = file.load(&error);
    ASSERT_TRUE(loaded) << error.toStdString();
    ASSERT_EQ(loaded->size(), 1);
    EXPECT_EQ(loaded->first(), sample());
}

TEST(BootProfileFile, RefusesALinkAndAGroupWritableFile)
{
    QTemporaryDir dir;
    const BootProfileFile file(dir.path());
    QString error;
    QFile target(dir.path() + QStringLiteral("/elsewhere.json"));
    ASSERT_TRUE(target.open(QIODevice::WriteOnly));
    target.write(BootProfileFile::toJson({sample()}));
    target.close();
    ASSERT_TRUE(QFile::link(target.fileName(), file.filePath()));
    EXPECT_FALSE(file.load(&error));
    EXPECT_TRUE(error.contains(QStringLiteral("symbolic link"))) << error.toStdString();
    QFile::remove(file.filePath());
    ASSERT_TRUE(QFile::copy(target.fileName(), file.filePath()));
    ::chmod(QFile::encodeName(file.filePath()).constData(), 0664);
    error.clear();
    EXPECT_FALSE(file.load(&error));
    EXPECT_TRUE(error.contains(QStringLiteral("writable by"))) << error.toStdString();
}

TEST(BootProfileFile, ParsingIsStrict)
{
    QString error;
    EXPECT_TRUE(parse(BootProfileFile::toJson({sample()}), &error)) << error.toStdString();
    const char *bad[] = {
        "[]",
        R"({"version": 2, "profiles": []})",
        R"({"version": 1, "profiles": [], "command": "rm -rf /"})",
        R"({"version": 1, "profiles": [{"device_id": "a", "profile": "p", "values": {}}]})",
        R"({"version": 1, "profiles": [{"device_id": "", "profile": "p", "values": {"power_cap_microwatts": 1}}]})",
        R"({"version": 1, "profiles": [{"device_id": "a", "profile": "p", "values": {"power_cap_microwatts": -5}}]})",
        R"({"version": 1, "profiles": [{"device_id": "a", "profile": "p", "values": {"power_cap_microwatts": 1}, "path": "/x"}]})",
        R"({"version": 1, "profiles": [{"device_id": "a", "profile": "p", "values": {"power_cap_microwatts": 1}},
                                       {"device_id": "a", "profile": "q", "values": {"power_cap_microwatts": 2}}]})",
    };
    for (const char *json : bad) {
        error.clear();
        EXPECT_FALSE(parse(json, &error)) << json;
        EXPECT_TRUE(error.contains(QStringLiteral("boot-profiles.json"))) << error.toStdString();
    }
}

TEST(BootGuardFile, RoundTripAndMalformedRecord)
{
    QTemporaryDir dir;
    const BootGuardFile file(dir.path());
    QString missingError;
    const auto none = file.load(&missingError);
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->applied.isEmpty() && none->disabled.isEmpty());
    EXPECT_TRUE(missingError.isEmpty()) << missingError.toStdString();
    BootGuardState state;
    state.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1234);
    state.recordCleanShutdown(QStringLiteral("boot-0"), 99);
    state.disabled << BootGuardState::Disabled{QStringLiteral("gpu-b"), QStringLiteral("Card B"), QStringLiteral("boot-0"), 10, 20};
    QString error;
    ASSERT_TRUE(file.save(state, &error)) << error.toStdString();
    const auto loaded = file.load(&error);
    ASSERT_TRUE(loaded) << error.toStdString();
    EXPECT_EQ(loaded->applied, state.applied);
    EXPECT_EQ(loaded->disabled, state.disabled);
    EXPECT_EQ(loaded->cleanShutdownBootId, QStringLiteral("boot-0"));
    EXPECT_EQ(loaded->cleanShutdownMs, 99);
    QFile f(file.filePath());
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(R"({"version": 1, "applied": [{"device_id": "a", "boot_id": "b", "applied_ms": "soon"}]})");
    f.close();
    EXPECT_FALSE(file.load(&error));
    EXPECT_TRUE(error.contains(QStringLiteral("boot-guard.json"))) << error.toStdString();
}

namespace {
// One of root's small records, read the way its users read it: nullopt-like
// false with the refusal in *error.
struct RootRecord {
    const char *name;
    QString fileName;
    std::function<bool(const QString &dir, QString *error)> write; // a valid record
    std::function<bool(const QString &dir, QString *error)> read;
};

QVector<RootRecord> rootRecords()
{
    return {
        {"boot guard", BootGuardFile::fileName(),
         [](const QString &dir, QString *error) {
             BootGuardState state;
             state.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1234);
             return BootGuardFile(dir).save(state, error);
         },
         [](const QString &dir, QString *error) { return BootGuardFile(dir).load(error).has_value(); }},
        {"software fan", SoftwareFanFile::fileName(),
         [](const QString &dir, QString *error) {
             SoftwareFanState state;
             state.pid = 4242;
             return SoftwareFanFile(dir).save(state, error);
         },
         [](const QString &dir, QString *error) { return SoftwareFanFile(dir).load(error).has_value(); }},
        {"reset re-apply limit", ResetReapplyLimit::fileName(),
         [](const QString &dir, QString *error) { return ResetReapplyLimit(dir).take(QStringLiteral("card0"), 1000, error).has_value(); },
         [](const QString &dir, QString *error) { return ResetReapplyLimit(dir).take(QStringLiteral("card0"), 2000, error).has_value(); }},
    };
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
    f.write(bytes);
}
} // namespace

// Each record is root's 0644 file, read back as written, and a missing one is
// an empty record, not an error.
TEST(RootRecords, WrittenAs0644AndAMissingOneIsEmpty)
{
    for (const RootRecord &r : rootRecords()) {
        SCOPED_TRACE(r.name);
        QTemporaryDir dir;
        const QString state = dir.path() + QStringLiteral("/state");
        QString error;
        EXPECT_TRUE(r.read(state, &error)) << "a missing folder: " << error.toStdString();
        EXPECT_TRUE(r.write(state, &error)) << error.toStdString();
        struct stat st {};
        ASSERT_EQ(::stat(QFile::encodeName(state + QLatin1Char('/') + r.fileName).constData(), &st), 0);
        EXPECT_EQ(st.st_mode & 0777, 0644u);
        EXPECT_EQ(st.st_uid, ::geteuid());
        EXPECT_TRUE(r.read(state, &error)) << error.toStdString();
    }
}

// A second user attacks the file root reads: a symbolic or hard link to a file
// of their choice, a file of their own, a group-writable file. Every record
// refuses each (the guard's only had the boot profiles' link test before they
// shared one loader) and leaves the link's target alone.
TEST(RootRecords, RefuseLinksAndAnotherUsersOrAWritableFile)
{
    ASSERT_EQ(::geteuid(), 0u) << "needs root (a second user's file in root's state folder); CI runs the tests as root";
    for (const RootRecord &r : rootRecords()) {
        SCOPED_TRACE(r.name);
        QTemporaryDir dir;
        const QString path = dir.path() + QLatin1Char('/') + r.fileName;
        const QString target = dir.path() + QStringLiteral("/elsewhere.json");
        QString error;
        ASSERT_TRUE(r.write(dir.path(), &error)) << error.toStdString();
        const QByteArray valid = fileBytes(path);
        ASSERT_TRUE(QFile::rename(path, target));

        ASSERT_TRUE(QFile::link(target, path));
        error.clear();
        EXPECT_FALSE(r.read(dir.path(), &error)) << "a symbolic link";
        EXPECT_TRUE(error.contains(QStringLiteral("symbolic link"))) << error.toStdString();
        EXPECT_EQ(fileBytes(target), valid) << "the link's target is not written through";
        ASSERT_TRUE(QFile::remove(path));

        ASSERT_EQ(::link(QFile::encodeName(target).constData(), QFile::encodeName(path).constData()), 0);
        error.clear();
        EXPECT_FALSE(r.read(dir.path(), &error)) << "a hard link";
        EXPECT_TRUE(error.contains(QStringLiteral("one link"))) << error.toStdString();
        EXPECT_EQ(fileBytes(target), valid);
        ASSERT_TRUE(QFile::remove(path));

        writeBytes(path, valid);
        ASSERT_EQ(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
        error.clear();
        EXPECT_FALSE(r.read(dir.path(), &error)) << "a file of user 65534";
        EXPECT_TRUE(error.contains(QStringLiteral("Someone may have forged it"))) << error.toStdString();
        EXPECT_EQ(fileBytes(path), valid) << "a refused record is left as it is";

        ASSERT_EQ(::chown(QFile::encodeName(path).constData(), 0, 0), 0);
        ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0664), 0);
        error.clear();
        EXPECT_FALSE(r.read(dir.path(), &error)) << "a group-writable file";
        EXPECT_TRUE(error.contains(QStringLiteral("not writable by"))) << error.toStdString();
    }
}

// The top level is strict for every record: JSON, an object, "version": 1, no
// key of another record or a command; the refusal names the file.
TEST(RootRecords, RefuseAMalformedTopLevel)
{
    for (const RootRecord &r : rootRecords()) {
        SCOPED_TRACE(r.name);
        QTemporaryDir dir;
        const QString path = dir.path() + QLatin1Char('/') + r.fileName;
        const char *bad[] = {"{", "[]", R"({"gpus": []})", R"({"version": 2})", R"({"version": "1"})", R"({"version": 1, "command": "rm -rf /"})"};
        for (const char *json : bad) {
            writeBytes(path, json);
            ::chmod(QFile::encodeName(path).constData(), 0644);
            QString error;
            EXPECT_FALSE(r.read(dir.path(), &error)) << json;
            EXPECT_TRUE(error.contains(r.fileName) && error.contains(QStringLiteral("malformed"))) << json << ": " << error.toStdString();
            EXPECT_EQ(fileBytes(path), QByteArray(json)) << "a malformed record is not overwritten";
        }
        writeBytes(path, QByteArray(300 * 1024, ' '));
        QString error;
        EXPECT_FALSE(r.read(dir.path(), &error)) << "larger than the record's limit";
        EXPECT_TRUE(error.contains(QStringLiteral("malformed"))) << error.toStdString();
    }
}

TEST(BootRequest, ParserAcceptsTheSchemaAndRefusesTheRest)
{
    QString error;
    EXPECT_TRUE(isBootRequest(R"({"version":1,"action":"boot_set"})"));
    EXPECT_FALSE(isBootRequest(R"({"version":1,"action":"apply"})"));
    const auto set = parseBootRequest(
        R"({"version":1,"action":"boot_set","device":{"index":0,"id":"abc"},"profile":"Quiet","values":{"power_cap_microwatts":300000000}})",
        &error);
    ASSERT_TRUE(set) << error.toStdString();
    EXPECT_EQ(set->action, BootRequest::Action::Set);
    EXPECT_EQ(set->deviceId, QStringLiteral("abc"));
    EXPECT_EQ(set->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300000000u}));
    const auto again = parseBootRequest(QJsonDocument(set->toJson()).toJson(), &error);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->values, set->values);
    EXPECT_TRUE(parseBootRequest(R"({"version":1,"action":"boot_clear","device":{"index":1,"id":"abc"}})", &error));
    const char *bad[] = {
        R"({"version":1,"action":"boot_set","device":{"index":0},"profile":"Q","values":{"power_cap_microwatts":1}})", // no id
        R"({"version":1,"action":"boot_set","device":{"index":0,"id":"a"},"profile":"Q","values":{}})",               // empty
        R"({"version":1,"action":"boot_set","device":{"index":0,"id":"a"},"values":{"power_cap_microwatts":1}})",    // no profile
        R"({"version":1,"action":"boot_clear","device":{"index":0,"id":"a"},"values":{"power_cap_microwatts":1}})",
        R"({"version":1,"action":"boot_set","device":{"index":0,"id":"a"},"profile":"Q","values":{"power_cap_microwatts":1},"path":"/etc"})",
        R"({"version":1,"action":"boot_reboot","device":{"index":0,"id":"a"}})",
        R"({"version":2,"action":"boot_clear","device":{"index":0,"id":"a"}})",
    };
    for (const char *json : bad)
        EXPECT_FALSE(parseBootRequest(json, &error)) << json;
}
