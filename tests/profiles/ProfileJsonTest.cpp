// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/ProfileJson.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
DeviceInfo storedXtxCard()
{
    DeviceInfo d;
    d.name = QStringLiteral("Radeon RX 7900 XTX");
    d.pciId = QStringLiteral("1002:744c");
    d.gfxArch = QStringLiteral("gfx1100");
    d.uniqueId = QStringLiteral("5b1f03c2a4e6d789");
    d.pciBusId = QStringLiteral("0000:03:00.0");
    return d;
}

Profile sampleProfile()
{
    TuningValues v;
    v.perControl.set(PowerCapValue{300'000'000});
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2400});
    v.perControl.set(PerfLevelValue{PerfLevel::Manual});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    v.perControl.set(OverdriveValue{3});
    Profile p = Profile::create(QStringLiteral("Quiet 300 W"), ProfileTarget::forDevice(storedXtxCard()), v);
    p.applyAtLogin = true;
    p.validation = ProfileValidation{p.created, true, QStringLiteral("Quick check: PASS")};
    return p;
}

QByteArray withChange(const QByteArray &json, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject o = QJsonDocument::fromJson(json).object();
    change(o);
    return QJsonDocument(o).toJson();
}
} // namespace

TEST(ProfileJson, RoundTripKeepsEverything)
{
    const Profile original = sampleProfile();
    const ProfileParseResult parsed = parseProfile(profileToBytes(original));
    ASSERT_TRUE(parsed.profile.has_value()) << parsed.error.toStdString();
    EXPECT_FALSE(parsed.migrated());
    EXPECT_EQ(*parsed.profile, original);
}

TEST(ProfileJson, MigratesVersionOne)
{
    const QByteArray v1 = R"({"version": 1, "name": "Old cap", "gpu": "Radeon RX 7900 XTX", "pci_id": "1002:744c",
        "power_cap_watts": 310.5, "sclk_mhz": [600, 2300], "mclk_mhz": [96, 1249],
        "perf_level": "manual", "power_profile": "compute", "overdrive_percent": 2})";
    const ProfileParseResult parsed = parseProfile(v1);
    ASSERT_TRUE(parsed.profile.has_value()) << parsed.error.toStdString();
    EXPECT_TRUE(parsed.migrated());
    EXPECT_EQ(parsed.sourceVersion, 1);
    const Profile &p = *parsed.profile;
    EXPECT_EQ(p.name, QStringLiteral("Old cap"));
    EXPECT_EQ(p.target.kind, ProfileTarget::Kind::Model);
    EXPECT_EQ(p.target.pciId, QStringLiteral("1002:744c"));
    EXPECT_EQ(p.values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{310'500'000u}));
    EXPECT_EQ(*clockRangeIn(p.values, ClockDomain::Gfx), (ClockRangeValue{600, 2300}));
    EXPECT_EQ(*clockRangeIn(p.values, ClockDomain::Memory), (ClockRangeValue{96, 1249}));
    EXPECT_EQ(p.values.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    EXPECT_EQ(p.values.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(p.values.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{2}));
    // Re-saved, it is a current-version file that reads back the same.
    const ProfileParseResult again = parseProfile(profileToBytes(p));
    ASSERT_TRUE(again.profile.has_value());
    EXPECT_EQ(again.sourceVersion, kProfileSchemaVersion);
    EXPECT_EQ(*again.profile, p);
}

TEST(ProfileJson, BadFilesGiveAClearReason)
{
    const QByteArray good = profileToBytes(sampleProfile());
    struct Case {
        const char *what;
        QByteArray bytes;
        const char *mentions;
    };
    const QList<Case> cases = {
        {"empty", QByteArray(), "empty"},
        {"whitespace", QByteArray("  \n"), "empty"},
        {"truncated", good.left(good.size() / 2), "JSON"},
        {"not an object", QByteArray("[1,2,3]"), "object"},
        {"no version", QByteArray(R"({"name": "x"})"), "schema version"},
        {"newer schema", withChange(good, [](QJsonObject &o) { o[QStringLiteral("schema_version")] = 7; }), "newer"},
        {"version as text", withChange(good, [](QJsonObject &o) { o[QStringLiteral("schema_version")] = QStringLiteral("2"); }), "schema_version"},
        {"name wrong type", withChange(good, [](QJsonObject &o) { o[QStringLiteral("name")] = 5; }), "name"},
        {"empty name", withChange(good, [](QJsonObject &o) { o[QStringLiteral("name")] = QStringLiteral("   "); }), "name"},
        {"unknown field", withChange(good, [](QJsonObject &o) { o[QStringLiteral("powercap")] = 1; }), "powercap"},
        {"values not object", withChange(good, [](QJsonObject &o) { o[QStringLiteral("values")] = 3; }), "values"},
        {"bad value", withChange(good, [](QJsonObject &o) {
             QJsonObject v = o[QStringLiteral("values")].toObject();
             v[QStringLiteral("power_cap_microwatts")] = -5;
             o[QStringLiteral("values")] = v;
         }), "power_cap"},
        {"bad target kind", withChange(good, [](QJsonObject &o) {
             QJsonObject t = o[QStringLiteral("target")].toObject();
             t[QStringLiteral("kind")] = QStringLiteral("rack");
             o[QStringLiteral("target")] = t;
         }), "kind"},
        {"bad date", withChange(good, [](QJsonObject &o) { o[QStringLiteral("created")] = QStringLiteral("yesterday"); }), "created"},
        {"bad id", withChange(good, [](QJsonObject &o) { o[QStringLiteral("id")] = QStringLiteral("../../etc/passwd"); }), "UUID"},
        {"huge", QByteArray(kMaxProfileBytes + 10, ' '), "too large"},
        {"v1 bad watts", QByteArray(R"({"version":1,"name":"a","gpu":"b","power_cap_watts":"lots"})"), "power_cap_watts"},
        {"v1 bad range", QByteArray(R"({"version":1,"name":"a","gpu":"b","sclk_mhz":[1]})"), "sclk_mhz"},
    };
    for (const Case &c : cases) {
        const ProfileParseResult r = parseProfile(c.bytes);
        EXPECT_FALSE(r.profile.has_value()) << c.what;
        EXPECT_TRUE(r.error.contains(QLatin1String(c.mentions), Qt::CaseInsensitive))
            << c.what << ": " << r.error.toStdString();
    }
}

TEST(ProfileJson, ModelTargetDropsCardIdsSoItReadsBackTheSame)
{
    // Found by the fuzzer: card ids in a model profile were read but never
    // written, so a re-saved file read back as a different profile.
    const QByteArray bytes = R"({"schema_version": 2, "id": "3f2a8a1e-5b9c-4d7e-8f00-112233445566", "name": "Edited",
        "target": {"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c", "unique_id": "0x1", "pci_bus_id": "0000:03:00.0"},
        "values": {"power_cap_microwatts": 280000000}, "created": "2026-11-30T01:02:03.000Z",
        "modified": "2026-11-30T01:02:03.000Z", "apply_at_login": false})";
    const ProfileParseResult parsed = parseProfile(bytes);
    ASSERT_TRUE(parsed.profile.has_value()) << parsed.error.toStdString();
    EXPECT_TRUE(parsed.profile->target.uniqueId.isEmpty());
    EXPECT_TRUE(parsed.profile->target.pciBusId.isEmpty());
    const ProfileParseResult again = parseProfile(profileToBytes(*parsed.profile));
    ASSERT_TRUE(again.profile.has_value());
    EXPECT_EQ(*again.profile, *parsed.profile);
}

TEST(ProfileJson, NamesAreChecked)
{
    EXPECT_FALSE(validateProfileName(QStringLiteral("")).isEmpty());
    EXPECT_FALSE(validateProfileName(QString(kMaxProfileNameLength + 1, QLatin1Char('a'))).isEmpty());
    EXPECT_FALSE(validateProfileName(QStringLiteral("bad\x01name")).isEmpty());
    EXPECT_TRUE(validateProfileName(QStringLiteral("安静 280 W")).isEmpty());
}

TEST(ProfileFit, MatchingRules)
{
    const DeviceInfo card = storedXtxCard();
    DeviceInfo sibling = card; // another 7900 XTX in the same machine
    sibling.uniqueId = QStringLiteral("aaaaaaaaaaaaaaaa");
    sibling.pciBusId = QStringLiteral("0000:04:00.0");
    DeviceInfo mi210;
    mi210.name = QStringLiteral("AMD Instinct MI210");
    mi210.pciId = QStringLiteral("1002:740f");
    mi210.uniqueId = QStringLiteral("1234");

    Profile forCard = sampleProfile();
    EXPECT_EQ(profileFit(forCard, card), ProfileFit::ThisDevice);
    EXPECT_EQ(profileFit(forCard, sibling), ProfileFit::SameModel);
    EXPECT_EQ(profileFit(forCard, mi210), ProfileFit::OtherModel);

    Profile forModel = Profile::create(QStringLiteral("m"), ProfileTarget::forModelOf(card), {});
    EXPECT_EQ(profileFit(forModel, card), ProfileFit::SameModel);
    EXPECT_EQ(profileFit(forModel, sibling), ProfileFit::SameModel);
    EXPECT_EQ(profileFit(forModel, mi210), ProfileFit::OtherModel);

    // Without a unique id the PCI bus id identifies the card.
    DeviceInfo noUid = card;
    noUid.uniqueId.clear();
    Profile byBus = Profile::create(QStringLiteral("b"), ProfileTarget::forDevice(noUid), {});
    EXPECT_EQ(profileFit(byBus, noUid), ProfileFit::ThisDevice);
    EXPECT_EQ(profileFit(byBus, sibling), ProfileFit::SameModel);
}
