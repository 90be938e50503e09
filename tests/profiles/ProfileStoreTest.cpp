// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/LoginAutostart.h"
#include "core/profiles/ProfileJson.h"
#include "core/profiles/ProfileStore.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
ProfileTarget model()
{
    ProfileTarget t;
    t.modelName = QStringLiteral("Radeon RX 7900 XTX");
    t.pciId = QStringLiteral("1002:744c");
    return t;
}

Profile make(const QString &name, quint64 capWatts)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{capWatts * 1'000'000});
    return Profile::create(name, model(), v);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeRaw(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
} // namespace

TEST(ProfileStore, SaveLoadRenameDuplicateDelete)
{
    QTemporaryDir dir;
    ProfileStore store(dir.path());
    QString error;
    Profile a = make(QStringLiteral("Quiet"), 280);
    ASSERT_TRUE(store.save(a, &error)) << error.toStdString();
    ASSERT_TRUE(store.save(make(QStringLiteral("Fast"), 350), &error));
    auto contents = store.load();
    ASSERT_EQ(contents.profiles.size(), 2);
    EXPECT_TRUE(contents.errors.isEmpty());
    EXPECT_EQ(contents.profiles[0].name, QStringLiteral("Fast")); // sorted by name

    EXPECT_FALSE(store.save(make(QStringLiteral("quiet"), 300), &error)); // names are unique, case-insensitively
    EXPECT_TRUE(error.contains(QStringLiteral("already exists")));

    ASSERT_TRUE(store.rename(a.id, QStringLiteral("Silent"), &error));
    EXPECT_TRUE(store.findByName(QStringLiteral("Silent")).has_value());
    EXPECT_FALSE(store.findByName(QStringLiteral("Quiet")).has_value());

    const auto copy = store.duplicate(a.id, QString(), &error);
    ASSERT_TRUE(copy.has_value()) << error.toStdString();
    EXPECT_EQ(copy->name, QStringLiteral("Silent (2)"));
    EXPECT_NE(copy->id, a.id);
    EXPECT_EQ(copy->values, a.values);

    const auto removed = store.remove(a.id, &error);
    ASSERT_TRUE(removed.has_value());
    EXPECT_EQ(store.load().profiles.size(), 2);
    ASSERT_TRUE(store.save(*removed, &error)); // undo
    EXPECT_EQ(store.load().profiles.size(), 3);
}

TEST(ProfileStore, CorruptFileIsReportedByNameAndLeftUntouched)
{
    QTemporaryDir dir;
    ProfileStore store(dir.path());
    QString error;
    ASSERT_TRUE(store.save(make(QStringLiteral("Good"), 300), &error));
    const QString broken = QDir(dir.path()).filePath(QStringLiteral("broken.json"));
    const QByteArray garbage("{\"schema_version\": 2, \"name\": ");
    writeRaw(broken, garbage);
    const QString wrongType = QDir(dir.path()).filePath(QStringLiteral("wrong.json"));
    writeRaw(wrongType, "[\"not\", \"a\", \"profile\"]");

    const auto contents = store.load();
    ASSERT_EQ(contents.profiles.size(), 1);
    EXPECT_EQ(contents.profiles[0].name, QStringLiteral("Good"));
    ASSERT_EQ(contents.errors.size(), 2);
    EXPECT_EQ(contents.errors[0].fileName, QStringLiteral("broken.json"));
    EXPECT_FALSE(contents.errors[0].message.isEmpty());
    EXPECT_EQ(contents.errors[1].fileName, QStringLiteral("wrong.json"));
    EXPECT_EQ(readAll(broken), garbage); // untouched
}

TEST(ProfileStore, ExportImportAcrossMachines)
{
    QTemporaryDir here, there, transfer;
    ProfileStore mine(here.path()), theirs(there.path());
    QString error;
    Profile p = make(QStringLiteral("Tuned"), 320);
    p.applyAtLogin = true;
    ASSERT_TRUE(mine.save(p, &error));
    const QString file = QDir(transfer.path()).filePath(QStringLiteral("tuned.json"));
    ASSERT_TRUE(mine.exportTo(p.id, file, &error)) << error.toStdString();

    const auto imported = theirs.importFrom(file, &error);
    ASSERT_TRUE(imported.has_value()) << error.toStdString();
    EXPECT_EQ(imported->name, QStringLiteral("Tuned"));
    EXPECT_EQ(imported->values, p.values);
    EXPECT_FALSE(imported->applyAtLogin); // importing never arms login apply
    const auto again = theirs.importFrom(file, &error);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->name, QStringLiteral("Tuned (2)"));

    const QString bad = QDir(transfer.path()).filePath(QStringLiteral("bad.json"));
    writeRaw(bad, "{\"schema_version\": 2}");
    EXPECT_FALSE(theirs.importFrom(bad, &error).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("bad.json")));
    EXPECT_FALSE(theirs.importFrom(QDir(transfer.path()).filePath(QStringLiteral("missing.json")), &error).has_value());
    EXPECT_EQ(theirs.load().profiles.size(), 2);
}

TEST(ProfileStore, OneLoginProfilePerModelAndValidationStamp)
{
    QTemporaryDir dir;
    ProfileStore store(dir.path());
    QString error;
    Profile a = make(QStringLiteral("A"), 300), b = make(QStringLiteral("B"), 310);
    ProfileTarget otherModel;
    otherModel.modelName = QStringLiteral("AMD Instinct MI210");
    otherModel.pciId = QStringLiteral("1002:740f");
    Profile c = Profile::create(QStringLiteral("C"), otherModel, {});
    for (const Profile &p : {a, b, c})
        ASSERT_TRUE(store.save(p, &error));
    ASSERT_TRUE(store.setApplyAtLogin(a.id, true, &error));
    ASSERT_TRUE(store.setApplyAtLogin(c.id, true, &error));
    ASSERT_TRUE(store.setApplyAtLogin(b.id, true, &error));
    EXPECT_FALSE(store.findById(a.id)->applyAtLogin); // B replaced A for this model
    EXPECT_TRUE(store.findById(b.id)->applyAtLogin);
    EXPECT_TRUE(store.findById(c.id)->applyAtLogin); // another model keeps its own

    const ProfileValidation v{QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC), true, QStringLiteral("Quick check: PASS")};
    ASSERT_TRUE(store.recordValidation(b.id, v, &error));
    EXPECT_EQ(*store.findById(b.id)->validation, v);
}

TEST(ProfileStore, MigratedFileLoadsAndIsRewrittenOnSave)
{
    QTemporaryDir dir;
    ProfileStore store(dir.path());
    const QString path = QDir(dir.path()).filePath(QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e.json"));
    writeRaw(path, R"({"version": 1, "name": "Legacy", "gpu": "Radeon RX 7900 XTX", "power_cap_watts": 300})");
    const auto contents = store.load();
    ASSERT_EQ(contents.profiles.size(), 1);
    Profile p = contents.profiles[0];
    EXPECT_EQ(p.id, QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e"));
    QString error;
    ASSERT_TRUE(store.save(p, &error));
    EXPECT_TRUE(readAll(path).contains("\"schema_version\": 2"));
}

TEST(LoginAutostart, WritesAndRemovesTheDesktopEntry)
{
    QTemporaryDir dir;
    LoginAutostart autostart(dir.path());
    QString error;
    EXPECT_FALSE(autostart.isEnabled());
    ASSERT_TRUE(autostart.enable(QStringLiteral("/opt/my tools/rocmtune-cli"), &error));
    EXPECT_TRUE(autostart.isEnabled());
    const QByteArray text = readAll(autostart.filePath());
    EXPECT_TRUE(text.contains("Exec=\"/opt/my tools/rocmtune-cli\" profile apply --at-login"));
    EXPECT_TRUE(text.startsWith("[Desktop Entry]"));
    // Specials: quote-escaped, then the backslash doubled (string rule), % as %%.
    EXPECT_EQ(LoginAutostart::desktopEntry(QStringLiteral("/opt/a$b \"c\" 50%/x\\y")).split(QLatin1Char('\n')).filter(QStringLiteral("Exec=")),
              QStringList{QStringLiteral("Exec=\"/opt/a\\\\$b \\\\\"c\\\\\" 50%%/x\\\\\\\\y\" profile apply --at-login")});
    ASSERT_TRUE(autostart.disable(&error));
    EXPECT_FALSE(autostart.isEnabled());
}
