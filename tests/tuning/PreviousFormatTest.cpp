// SPDX-License-Identifier: GPL-3.0-or-later
// Files written before the old controls moved their values into their own
// folders (TuningValues fields up to 6bc829d) still load, with every value,
// and are written back byte for byte: the journal a crashed GUI left behind,
// a saved profile and the helper's requests holding every old control. The
// fixtures were written by 6bc829d's own code (TuningJournal::save,
// profileToBytes, TuningRequest::toJson), not by hand.
#include "core/profiles/ProfileJson.h"
#include "core/tuning/route/TuningRequest.h"
#include "core/tuning/transaction/TuningJournal.h"
#include "tests/tuning/RecordingBackend.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
// As TuningJournal::save wrote it at 6bc829d (QJsonDocument::Indented, keys sorted).
const QByteArray kJournal = R"({
    "boot_id": "boot-old",
    "entries": [
        {
            "applied": {
                "mclk_levels": [
                    0,
                    2
                ],
                "overdrive_percent": 5,
                "perf_level": "manual",
                "power_cap_microwatts": 300000000,
                "power_profile": "COMPUTE",
                "sclk_range_mhz": [
                    800,
                    2400
                ]
            },
            "backend": "rocm_smi",
            "created_ms": 1764600000000,
            "deadline_ms": 1764600015000,
            "device_id": "uid:5b1f03c2a4e6d789",
            "device_name": "Radeon RX 7900 XTX",
            "owner_pid": 4242,
            "owner_start": "123456",
            "pci_bus_id": "0000:03:00.0",
            "snapshot": {
                "mclk_levels": [
                    0,
                    1,
                    2,
                    3
                ],
                "overdrive_percent": 0,
                "perf_level": "auto",
                "power_cap_microwatts": 327000000,
                "power_profile": "BOOTUP_DEFAULT",
                "reset_clock_table": true,
                "sclk_range_mhz": [
                    500,
                    2500
                ]
            },
            "state": "pending"
        }
    ],
    "version": 1
}
)";

// As profileToBytes wrote it at 6bc829d.
const QByteArray kProfile = R"({
    "apply_at_login": false,
    "created": "2026-11-30T01:02:03.000Z",
    "id": "3f2a8a1e-5b9c-4d7e-8f00-112233445566",
    "modified": "2026-11-30T01:02:03.000Z",
    "name": "Every old control",
    "schema_version": 2,
    "target": {
        "gfx_arch": "gfx1100",
        "kind": "model",
        "model_name": "Radeon RX 7900 XTX",
        "pci_id": "1002:744c"
    },
    "values": {
        "mclk_range_mhz": [
            96,
            1249
        ],
        "overdrive_percent": 3,
        "perf_level": "profile_peak",
        "power_cap_microwatts": 280000000,
        "power_profile": "VR",
        "sclk_levels": [
            1
        ]
    }
}
)";

// As TuningRequest::toJson wrote them at 6bc829d (QJsonDocument::Indented):
// a GUI's apply and the reset-to-defaults apply (a snapshot's values).
const QByteArray kRequest = R"({
    "action": "apply",
    "confirm_timeout_s": 15,
    "device": {
        "id": "5b1f03c2a4e6d789",
        "index": 0
    },
    "values": {
        "mclk_range_mhz": [
            96,
            1249
        ],
        "overdrive_percent": 5,
        "perf_level": "manual",
        "power_cap_microwatts": 300000000,
        "power_profile": "COMPUTE",
        "sclk_levels": [
            1,
            2
        ]
    },
    "version": 1
}
)";
const QByteArray kResetRequest = R"({
    "action": "apply",
    "confirm_timeout_s": 0,
    "device": {
        "index": 0
    },
    "values": {
        "mclk_levels": [
            0,
            1,
            2,
            3
        ],
        "overdrive_percent": 0,
        "perf_level": "auto",
        "power_cap_microwatts": 327000000,
        "power_profile": "BOOTUP_DEFAULT",
        "reset_clock_table": true,
        "sclk_range_mhz": [
            500,
            2500
        ]
    },
    "version": 1
}
)";
} // namespace

TEST(PreviousFormat, AJournalOfTheOldControlsLoadsAndIsWrittenBackTheSame)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    {
        QFile file(dir.filePath(QStringLiteral("journal.json")));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        ASSERT_EQ(file.write(kJournal), kJournal.size());
    }
    const TuningJournal journal(dir.path(), QStringLiteral("boot-old"));
    QString note;
    const QVector<JournalEntry> entries = journal.load(&note);
    ASSERT_EQ(entries.size(), 1) << note.toStdString();
    const JournalEntry &e = entries[0];
    EXPECT_EQ(e.state, JournalEntry::State::Pending);

    const TuningValues &before = e.snapshot;
    EXPECT_EQ(before.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{327000000u}));
    EXPECT_EQ(clockRangeIn(before, ClockDomain::Gfx), (ClockRangeValue{500, 2500}));
    EXPECT_EQ(dpmLevelMaskIn(before, ClockDomain::Memory), 0b1111u);
    EXPECT_EQ(before.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Auto}));
    EXPECT_EQ(before.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::BootupDefault}));
    EXPECT_EQ(before.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{0}));
    EXPECT_TRUE(before.perControl.has<ClockTableReset>());

    const TuningValues &after = e.applied;
    EXPECT_EQ(after.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300000000u}));
    EXPECT_EQ(clockRangeIn(after, ClockDomain::Gfx), (ClockRangeValue{800, 2400}));
    EXPECT_EQ(dpmLevelMaskIn(after, ClockDomain::Memory), 0b101u);
    EXPECT_EQ(after.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    EXPECT_EQ(after.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(after.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{5}));
    EXPECT_FALSE(after.perControl.has<ClockTableReset>());

    QString error;
    ASSERT_TRUE(journal.save(entries, &error)) << error.toStdString();
    QFile file(journal.filePath());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll().toStdString(), kJournal.toStdString());
}

TEST(PreviousFormat, AProfileOfTheOldControlsLoadsAndIsWrittenBackTheSame)
{
    const ProfileParseResult parsed = parseProfile(kProfile);
    ASSERT_TRUE(parsed.profile.has_value()) << parsed.error.toStdString();
    EXPECT_FALSE(parsed.migrated());
    const TuningValues &v = parsed.profile->values;
    EXPECT_EQ(v.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{280000000u}));
    EXPECT_EQ(dpmLevelMaskIn(v, ClockDomain::Gfx), 0b10u);
    EXPECT_EQ(clockRangeIn(v, ClockDomain::Memory), (ClockRangeValue{96, 1249}));
    EXPECT_EQ(v.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::ProfilePeak}));
    EXPECT_EQ(v.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::VirtualReality}));
    EXPECT_EQ(v.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{3}));
    EXPECT_EQ(profileToBytes(*parsed.profile).toStdString(), kProfile.toStdString());
}

TEST(PreviousFormat, RequestsOfTheOldControlsParseAndAreWrittenBackTheSame)
{
    QString error;
    const std::optional<TuningRequest> apply = parseTuningRequest(kRequest, &error);
    ASSERT_TRUE(apply.has_value()) << error.toStdString();
    EXPECT_EQ(apply->action, TuningRequest::Action::Apply);
    EXPECT_EQ(apply->confirmTimeoutSeconds, 15);
    const TuningValues &v = apply->values;
    EXPECT_EQ(v.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300000000u}));
    EXPECT_EQ(dpmLevelMaskIn(v, ClockDomain::Gfx), 0b110u);
    EXPECT_EQ(clockRangeIn(v, ClockDomain::Memory), (ClockRangeValue{96, 1249}));
    EXPECT_EQ(v.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    EXPECT_EQ(v.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(v.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{5}));
    EXPECT_FALSE(v.perControl.has<ClockTableReset>());
    EXPECT_EQ(QJsonDocument(apply->toJson()).toJson(QJsonDocument::Indented).toStdString(), kRequest.toStdString());

    const std::optional<TuningRequest> reset = parseTuningRequest(kResetRequest, &error);
    ASSERT_TRUE(reset.has_value()) << error.toStdString();
    EXPECT_TRUE(reset->values.perControl.has<ClockTableReset>());
    EXPECT_EQ(dpmLevelMaskIn(reset->values, ClockDomain::Memory), 0b1111u);
    EXPECT_EQ(clockRangeIn(reset->values, ClockDomain::Gfx), (ClockRangeValue{500, 2500}));
    EXPECT_EQ(QJsonDocument(reset->toJson()).toJson(QJsonDocument::Indented).toStdString(), kResetRequest.toStdString());
}
