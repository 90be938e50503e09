// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 33: an undervolt proven by a user reaches the boot service (root,
// its own state folder) only through rocmtune-helper's record
// (UndervoltProofRequest.h), and nothing a second unprivileged user forges
// makes the boot service apply an undervolt or call one proven:
// - a user (uid 65534, a forked process) remembers the proof in the user's
//   own folder; the boot service never reads it there; the helper's handler
//   (what rocmtune-helper runs as root after polkit said yes) records it in
//   the system folder with its own version reading; the boot service's log
//   then says the boot profile's undervolt is proven and still valid;
// - attacks: a proof file owned by another user planted in the system
//   folder is refused (not "proven"), and a forged proof without a boot
//   profile's undervolt applies nothing; forged requests (another card, an
//   offset that is not lowest pass + margin, below the card's range, the
//   caller's own "proven_on" versions) are refused and record nothing.
// (Whether a user may send the request at all is polkit's decision, the
// same action as every change: tests/polkit's refused users.)
#include "core/backends/DeviceSet.h"
#include "core/backends/DriverValues.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/boot/BootProfileFile.h"
#include "core/boot/BootService.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/TuningLog.h"
#include "core/tuning/transaction/TuningService.h"
#include "core/undervolt/UndervoltMemory.h"
#include "core/undervolt/UndervoltProofRequest.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace rocmtune;

namespace {

constexpr uid_t kProofUser = 65534; // nobody: an unprivileged user

struct ProofBootFixture {
    QTemporaryDir dir;
    SimulatedBackend *backend = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'765'000'000'000;

    ProofBootFixture()
    {
        SimulatedOptions options;
        options.deviceCount = 1; // an RX 7900 XTX, with a voltage offset
        auto b = std::make_unique<SimulatedBackend>(options);
        backend = b.get();
        EXPECT_TRUE(b->initialize().ok);
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
        // The user's own folder, which the user reaches and owns.
        ::chmod(QFile::encodeName(dir.path()).constData(), 0755);
        EXPECT_TRUE(QDir().mkpath(userState()));
        EXPECT_EQ(::chown(QFile::encodeName(userState()).constData(), kProofUser, kProofUser), 0);
    }
    const DeviceInfo &card() const { return devices->devices().at(0); }
    // Where the store keeps this card's proof (its id with unsafe characters as "_").
    QString proofFile(const QString &folder) const
    {
        QString safe = card().stableId();
        safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
        return folder + QStringLiteral("/undervolt-") + safe + QStringLiteral(".json");
    }
    QString systemState() const { return dir.filePath(QStringLiteral("var-lib-rocmtune")); }
    QString userState() const { return dir.filePath(QStringLiteral("user-state")); }
    void setBootProfile(std::optional<int> offsetMillivolts)
    {
        BootProfile p;
        p.deviceId = card().stableId();
        p.deviceName = card().name;
        p.profileName = QStringLiteral("Undervolt");
        if (offsetMillivolts)
            p.values.perControl.set(VoltageOffsetValue{*offsetMillivolts});
        else
            p.values.perControl.set(PowerCapValue{200000000});
        QString error;
        EXPECT_TRUE(BootProfileFile(dir.filePath(QStringLiteral("etc"))).save({p}, &error)) << error.toStdString();
    }
    int boots = 0;
    // rocmtune-boot start in a new boot after a clean shutdown of the last
    // one (the boot-loop guard lets it apply): what its tuning log says this boot.
    QStringList boot()
    {
        now += 20 * 60'000;
        const QString bootId = QStringLiteral("boot-%1").arg(++boots);
        TuningService service(*devices, TuningJournal(systemState(), bootId), TuningLog(TuningLog::pathIn(systemState())), SafetyPolicy{},
                              [this] { return now; });
        BootService b(BootProfileFile(dir.filePath(QStringLiteral("etc"))), systemState(), bootId, [this] { return now; });
        const qsizetype before = service.log().read().size();
        b.start(*devices, service);
        QString error;
        EXPECT_TRUE(b.recordCleanShutdown(&error)) << error.toStdString(); // then a clean shutdown
        QStringList lines;
        for (const TuningLogEntry &e : service.log().read().mid(before)) // this boot's
            lines << e.outcome + QStringLiteral(": ") + e.message + QLatin1Char(' ') + e.changes.join(QStringLiteral(", "));
        return lines;
    }
    int offsetNow() const { return voltageOffsetOf(backend->readControls(0))->currentMillivolts; }
    // Writes a file as the unprivileged user (a forked process that drops to kProofUser).
    bool writeAsUser(const QString &path, const QByteArray &data) const
    {
        const QByteArray file = QFile::encodeName(path);
        const pid_t child = ::fork();
        if (child == 0) {
            if (::setgid(kProofUser) != 0 || ::setuid(kProofUser) != 0)
                ::_exit(2);
            const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
            if (fd < 0 || ::write(fd, data.constData(), size_t(data.size())) != data.size())
                ::_exit(3);
            ::_exit(::close(fd) == 0 ? 0 : 4);
        }
        int status = 0;
        return child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
};

UndervoltReport proofSearchReport(int proposal, int lowest)
{
    UndervoltReport report;
    report.device = 0;
    report.outcome = UndervoltReport::Outcome::Proposed;
    report.proposalMillivolts = proposal;
    report.lastPassMillivolts = lowest;
    report.marginMillivolts = proposal - lowest;
    report.confirmation = QStringLiteral("standard");
    return report;
}

bool proofLogSays(const QStringList &lines, const QString &text)
{
    return std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.contains(text); });
}

} // namespace

TEST(UndervoltProofAtBoot, AUsersProofRecordedByTheHelperIsSeenByTheBootService)
{
    ASSERT_EQ(::geteuid(), 0u) << "needs root (a second user, root's state folder); CI runs the tests as root";
    ProofBootFixture f;
    f.setBootProfile(-40);
    // The user's search remembered its proof in the user's own folder.
    const std::optional<UndervoltProof> proof = undervoltProofOf(f.card(), proofSearchReport(-40, -60));
    ASSERT_TRUE(proof);
    const QString userFile = f.userState() + QStringLiteral("/undervolt-x.json");
    ASSERT_TRUE(f.writeAsUser(userFile, QJsonDocument(proof->toJson()).toJson()));
    ASSERT_EQ(QFileInfo(userFile).ownerId(), kProofUser);

    // Not seen at boot: the boot service reads only its own folder.
    QStringList log = f.boot();
    EXPECT_FALSE(proofLogSays(log, QStringLiteral("proven"))) << log.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(f.offsetNow(), -40) << "the boot profile applies as before";

    // The user's client hands it to the helper, which records it as root.
    const QByteArray request = QJsonDocument(undervoltProofRequest(0, *proof)).toJson(QJsonDocument::Compact);
    ASSERT_TRUE(isUndervoltProofRequest(request));
    const QDateTime recordedAt = QDateTime::fromMSecsSinceEpoch(f.now, Qt::UTC);
    const TuningAnswer answer =
        handleUndervoltProofRequest(*f.devices, request, UndervoltProofStore(f.systemState()), recordedAt, QSysInfo::kernelVersion());
    ASSERT_EQ(answer.exitCode, TuningExitOk) << QJsonDocument(answer.json).toJson().toStdString();
    EXPECT_EQ(undervoltProofHelperAnswerText(answer.json), QStringLiteral("Recorded for the boot service by rocmtune-helper."));
    const std::optional<UndervoltProof> recorded = UndervoltProofStore(f.systemState()).find(f.card().stableId());
    ASSERT_TRUE(recorded);
    EXPECT_EQ(recorded->offsetMillivolts, -40);
    EXPECT_EQ(recorded->marginMillivolts, 20);
    EXPECT_EQ(recorded->provenUtc, recordedAt) << "the helper's own date";
    EXPECT_EQ(recorded->provenOn.driverVersion, f.card().driverVersion);
    struct stat st {};
    ASSERT_EQ(::stat(QFile::encodeName(f.proofFile(f.systemState())).constData(), &st), 0);
    EXPECT_EQ(st.st_uid, 0u);
    EXPECT_EQ(st.st_mode & 022, 0u);

    // The next boot: its log says the undervolt is proven and still valid.
    log = f.boot();
    EXPECT_TRUE(proofLogSays(log, QStringLiteral("The undervolt of -40 mV is proven (-40 mV, confirmed with standard")))
        << log.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(proofLogSays(log, QStringLiteral("still valid"))) << log.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(f.offsetNow(), -40);
}

TEST(UndervoltProofAtBoot, ASecondUsersForgeriesHaveNoEffect)
{
    ASSERT_EQ(::geteuid(), 0u) << "needs root (a second user, root's state folder); CI runs the tests as root";
    ProofBootFixture f;
    UndervoltProof forged = *undervoltProofOf(f.card(), proofSearchReport(-100, -120));
    const QString planted = f.proofFile(f.systemState());

    // 1. The system folder is root's: the user cannot write a proof into it.
    QString error;
    ASSERT_TRUE(StateFolder::open(f.systemState(), true, &error)) << error.toStdString();
    EXPECT_FALSE(f.writeAsUser(planted, QJsonDocument(forged.toJson()).toJson()));
    EXPECT_FALSE(QFileInfo::exists(planted));

    // 2. A proof file of the user's in it anyway (copied there by a careless admin): refused, never "proven".
    f.setBootProfile(-100);
    ASSERT_TRUE(f.writeAsUser(f.userState() + QStringLiteral("/forged.json"), QJsonDocument(forged.toJson()).toJson()));
    ASSERT_TRUE(QFile::copy(f.userState() + QStringLiteral("/forged.json"), planted));
    ASSERT_EQ(::chown(QFile::encodeName(planted).constData(), kProofUser, kProofUser), 0);
    EXPECT_FALSE(UndervoltProofStore(f.systemState()).find(f.card().stableId()));
    QStringList log = f.boot();
    EXPECT_FALSE(proofLogSays(log, QStringLiteral("proven"))) << log.join(QLatin1Char('\n')).toStdString();
    ASSERT_TRUE(QFile::remove(planted));

    // 3. A forged proof, even root's, never applies an undervolt the boot profile does not have.
    ASSERT_TRUE(f.backend->setNumericControl(0, ControlId::VoltageOffset, 0).ok); // the card as after a reboot
    f.setBootProfile(std::nullopt);
    forged.provenUtc = QDateTime::currentDateTimeUtc();
    ASSERT_TRUE(UndervoltProofStore(f.systemState()).save(forged, &error)) << error.toStdString();
    log = f.boot();
    EXPECT_EQ(f.offsetNow(), 0) << log.join(QLatin1Char('\n')).toStdString();
    // The set-vs-in-force note may name the -100 mV an earlier boot kept
    // ("Found: Voltage offset set -100 mV, now 0 mV"): that is the record of
    // what was applied, not the forged proof; no other line may name it.
    QStringList besidesFound;
    for (const QString &line : log) {
        if (!line.contains(QLatin1String("Found: ")))
            besidesFound << line;
    }
    EXPECT_FALSE(proofLogSays(besidesFound, QStringLiteral("-100 mV"))) << log.join(QLatin1Char('\n')).toStdString();
    ASSERT_TRUE(QFile::remove(planted));

    // 4. Forged requests: refused, nothing recorded.
    auto refusedRequest = [&](QJsonObject request, const char *why) {
        const TuningAnswer a = handleUndervoltProofRequest(*f.devices, QJsonDocument(request).toJson(QJsonDocument::Compact),
                                                           UndervoltProofStore(f.systemState()), QDateTime::currentDateTimeUtc(), QSysInfo::kernelVersion());
        EXPECT_NE(a.exitCode, TuningExitOk) << why;
        EXPECT_FALSE(a.json.value(QStringLiteral("ok")).toBool()) << why;
        EXPECT_FALSE(a.json.value(QStringLiteral("error")).toString().isEmpty()) << why;
        EXPECT_FALSE(UndervoltProofStore(f.systemState()).find(f.card().stableId())) << why;
    };
    const QJsonObject good = undervoltProofRequest(0, forged);
    QJsonObject r = good;
    r.insert(QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), 0}, {QStringLiteral("id"), QStringLiteral("another-card")}});
    refusedRequest(r, "another card's id");
    r = good;
    r.insert(QStringLiteral("margin_mv"), 0);
    refusedRequest(r, "offset is not the lowest pass plus the margin");
    r = good;
    r.insert(QStringLiteral("offset_mv"), -990);
    r.insert(QStringLiteral("lowest_pass_mv"), -1000);
    r.insert(QStringLiteral("margin_mv"), 10);
    refusedRequest(r, "below the card's range");
    r = good;
    r.insert(QStringLiteral("proven_on"), forged.provenOn.toJson());
    refusedRequest(r, "the caller's own versions");
    r = good;
    r.insert(QStringLiteral("confirmation"), QStringLiteral("trust me"));
    refusedRequest(r, "an unknown confirmation");
    r = good;
    r.insert(QStringLiteral("offset_mv"), 20);
    refusedRequest(r, "an overvolt");
}
