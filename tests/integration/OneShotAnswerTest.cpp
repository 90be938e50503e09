// SPDX-License-Identifier: GPL-3.0-or-later
// One-shot reads answered by a running exporter (core/oneshot/README.md),
// through the real librocm_smi64 (5.2.3, and 6.1.2 in the "rocm-smi-6." run)
// on fake cards: `rocmtune-cli list --json` prints, byte for byte, what a
// direct read prints, read when asked; whatever a direct read would print
// differently is declined and read directly; an answer from another user is
// not believed; bad requests cost the exporter nothing; stopping it removes
// its socket.
#include "tests/integration/support/FakeSysfsRun.h"
#include "tests/support/ProcessStream.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace rocmtune::testing;

namespace {

// Sets an environment variable for the runs started in its lifetime.
class ScopedVariable
{
public:
    ScopedVariable(const char *name, const QByteArray &value) : name_(name), had_(qEnvironmentVariableIsSet(name)), old_(qgetenv(name))
    {
        qputenv(name, value);
    }
    ~ScopedVariable()
    {
        if (had_)
            qputenv(name_, old_);
        else
            qunsetenv(name_);
    }

private:
    const char *name_;
    bool had_;
    QByteArray old_;
};

// One exchange over the socket, as a client that may misbehave: bytes sent,
// then everything read until the exporter closes (*closedByExporter) or 60 s
// pass without a byte.
QByteArray exchange(const QString &path, const QByteArray &bytes, bool halfClose = true, bool *closedByExporter = nullptr)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), static_cast<std::size_t>(name.size()) + 1);
    const timeval limit{60, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    QByteArray reply;
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0) {
        if (!bytes.isEmpty())
            [[maybe_unused]] const ssize_t sent = ::send(fd, bytes.constData(), static_cast<std::size_t>(bytes.size()), MSG_NOSIGNAL);
        if (halfClose)
            ::shutdown(fd, SHUT_WR);
        char buffer[4096];
        ssize_t n = 0;
        while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
            reply.append(buffer, n);
        if (closedByExporter)
            *closedByExporter = n == 0;
    } else {
        reply = "connect failed: " + QByteArray(std::strerror(errno));
    }
    ::close(fd);
    return reply;
}

class OneShotAnswer : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    QString runtime = dir.path() + QStringLiteral("/run");
    QString socketPath = runtime + QStringLiteral("/rocmtune-exporter/readings.sock");
    std::unique_ptr<ScopedVariable> runtimeVariable;
    StreamedProcess exporter;

    void SetUp() override
    {
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210());
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
        ASSERT_TRUE(QDir().mkpath(runtime));
        ASSERT_EQ(::chmod(QFile::encodeName(runtime).constData(), 0700), 0);
        // The probe verdicts in the test's own cache, for the exporter and the direct reads alike.
        runtimeVariable = std::make_unique<ScopedVariable>("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
        cacheVariable = std::make_unique<ScopedVariable>("XDG_CACHE_HOME", QFile::encodeName(dir.path() + QStringLiteral("/cache")));
    }
    void TearDown() override { exporter.stop(); }

    ::testing::AssertionResult startExporter(const QStringList &extra = {}) { return startExporterIn(exporter, extra); }
    ::testing::AssertionResult startExporterIn(StreamedProcess &process, const QStringList &extra = {})
    {
        startInFakeSysfs(process, tree, cliPath(),
                         QStringList{QStringLiteral("export"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"),
                                     QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--interval"),
                                     QStringLiteral("10000"), QStringLiteral("--one-shot-socket"), socketPath}
                             + extra);
        return process.readUntilOut(QByteArray("Answering one-shot reads at ") + QFile::encodeName(socketPath), 60000);
    }
    // rocmtune-cli ARGS with ROCMTUNE_ONE_SHOT=mode ("trace": says on stderr
    // who answered); env: NAME=value words set through env(1) (the runs
    // otherwise get LC_ALL=C).
    FakeSysfsRun cli(const QStringList &args, const char *mode = "trace", const FakeAmdgpuTree *on = nullptr, const QStringList &env = {})
    {
        const ScopedVariable oneShot("ROCMTUNE_ONE_SHOT", mode);
        if (env.isEmpty())
            return runInFakeSysfs(on ? *on : tree, cliPath(), args);
        return runInFakeSysfs(on ? *on : tree, QStringLiteral("/usr/bin/env"), env + QStringList{cliPath()} + args);
    }
    static QStringList listJson()
    {
        return {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")};
    }
    static bool answered(const FakeSysfsRun &run) { return run.err.contains(QStringLiteral("one-shot read: answered by the exporter at ")); }

    // A direct read of the same command line: what the answer must equal.
    void expectDeclinedAndDirect(const QStringList &args, const QString &reason, const FakeAmdgpuTree *on = nullptr,
                                 const QStringList &env = {})
    {
        const FakeSysfsRun asked = cli(args, "trace", on, env);
        EXPECT_TRUE(asked.err.contains(QStringLiteral("declined: ") + reason)) << reason.toStdString() << "\n" << asked.describe().toStdString();
        EXPECT_FALSE(answered(asked)) << asked.describe().toStdString();
        const FakeSysfsRun direct = cli(args, "off", on, env);
        EXPECT_EQ(asked.exitCode, direct.exitCode) << asked.describe().toStdString() << "\n" << direct.describe().toStdString();
        EXPECT_EQ(asked.out, direct.out) << "the declined read prints what a direct read prints";
    }

    std::unique_ptr<ScopedVariable> cacheVariable;
};

} // namespace

TEST_F(OneShotAnswer, AnswersWhatADirectReadPrints)
{
    ASSERT_TRUE(startExporter());
    const FakeSysfsRun served = cli(listJson());
    ASSERT_EQ(served.exitCode, 0) << served.describe().toStdString();
    EXPECT_TRUE(answered(served)) << served.describe().toStdString();
    const FakeSysfsRun direct = cli(listJson(), "off");
    ASSERT_EQ(direct.exitCode, 0) << direct.describe().toStdString();
    EXPECT_FALSE(direct.err.contains(QStringLiteral("one-shot read"))) << "off: not asked";
    EXPECT_EQ(served.out, direct.out) << "byte for byte\n--- served ---\n"
                                      << served.out.left(3000).toStdString() << "\n--- direct ---\n" << direct.out.left(3000).toStdString();
    const QJsonArray devices = QJsonDocument::fromJson(served.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    EXPECT_EQ(devices[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("AMD Radeon RX 7900 XTX"));
    // The text too, when the asker's numbers are written as the exporter's (both C here).
    const QStringList text{QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")};
    const FakeSysfsRun servedText = cli(text);
    EXPECT_TRUE(answered(servedText)) << servedText.describe().toStdString();
    const FakeSysfsRun directText = cli(text, "off");
    EXPECT_EQ(servedText.out, directText.out);
    EXPECT_TRUE(servedText.out.contains(QStringLiteral("GPU 0: AMD Radeon RX 7900 XTX"))) << servedText.out.toStdString();
    // JSON does not depend on the number format: answered under another locale too.
    const FakeSysfsRun german = cli(listJson(), "trace", nullptr, {QStringLiteral("LC_ALL=de_DE.UTF-8")});
    EXPECT_TRUE(answered(german)) << german.describe().toStdString();
    EXPECT_EQ(german.out, direct.out);
}

TEST_F(OneShotAnswer, ReadsWhenAskedNotWhenTheExporterStarted)
{
    ASSERT_TRUE(startExporter());
    auto powerCapWatts = [](const FakeSysfsRun &run) {
        return QJsonDocument::fromJson(run.out.toUtf8())
            .object()
            .value(QStringLiteral("devices"))[0]
            .toObject()
            .value(QStringLiteral("controls"))
            .toObject()
            .value(QStringLiteral("power_cap"))
            .toObject()
            .value(QStringLiteral("current_watts"))
            .toDouble();
    };
    const FakeSysfsRun before = cli(listJson());
    ASSERT_TRUE(answered(before)) << before.describe().toStdString();
    EXPECT_EQ(powerCapWatts(before), 327);
    // Another tool sets 300 W behind the exporter's back.
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_cap"), "300000000\n"));
    const FakeSysfsRun after = cli(listJson());
    ASSERT_TRUE(answered(after)) << after.describe().toStdString();
    EXPECT_EQ(powerCapWatts(after), 300) << after.out.left(2000).toStdString();
}

TEST_F(OneShotAnswer, DeclinesWhatADirectReadWouldPrintDifferently)
{
    ASSERT_TRUE(startExporter());
    expectDeclinedAndDirect({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")},
                            QStringLiteral("text output with numbers in de_DE, the exporter writes C"), nullptr,
                            {QStringLiteral("LC_ALL=de_DE.UTF-8")});
    expectDeclinedAndDirect({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("sysfs")},
                            QStringLiteral("another backend choice"));
    expectDeclinedAndDirect({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"),
                             QStringLiteral("--no-such-option")},
                            QStringLiteral("not a plain read"));
    {
        const ScopedVariable chinese("ROCMTUNE_LANG", "zh_CN");
        expectDeclinedAndDirect(listJson(), QStringLiteral("asked in zh_CN, the exporter speaks en"));
    }
    {
        const ScopedVariable library("ROCMTUNE_PROBE_CACHE", "0");
        expectDeclinedAndDirect(listJson(), QStringLiteral("ROCMTUNE_PROBE_CACHE differs"));
    }
    // Another tree: another view of the driver's files.
    FakeAmdgpuTree other(dir.path() + QStringLiteral("/other"));
    other.addCard(FakeCardSpec::instinctMi210());
    QString error;
    ASSERT_TRUE(other.build(&error)) << error.toStdString();
    expectDeclinedAndDirect(listJson(), QStringLiteral("another view of the driver's files"), &other);
    // The exporter still answers afterwards.
    EXPECT_TRUE(answered(cli(listJson())));
    // A GPU gone since the exporter opened its GPUs: a direct read lists one.
    ASSERT_TRUE(tree.unplugCard(1));
    expectDeclinedAndDirect(listJson(), QStringLiteral("the GPUs changed since the exporter opened them"));
    EXPECT_EQ(QJsonDocument::fromJson(cli(listJson(), "off").out.toUtf8()).object().value(QStringLiteral("devices")).toArray().size(), 1);
}

TEST_F(OneShotAnswer, BelievesNoOtherUsersAnswer)
{
    // User 65534 serves forged readings at a socket in a runtime folder it
    // owns, and root's rocmtune-cli is pointed at that folder.
    const QString evil = dir.path() + QStringLiteral("/evil");
    ASSERT_TRUE(QDir().mkpath(evil + QStringLiteral("/rocmtune-exporter")));
    for (const QString &path : {evil, evil + QStringLiteral("/rocmtune-exporter")})
        ASSERT_EQ(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
    const QString forgedSocket = evil + QStringLiteral("/rocmtune-exporter/readings.sock");
    const QString script = QStringLiteral(
                               "import socket,sys\n"
                               "s=socket.socket(socket.AF_UNIX)\n"
                               "s.bind(sys.argv[1]); s.listen(4); print('ready', flush=True)\n"
                               "while True:\n"
                               "    c,_=s.accept(); c.recv(65536); body=b'{\"devices\": [], \"forged\": true}\\n'\n"
                               "    c.sendall(b'answer 0 %d\\n' % len(body) + body); c.close()\n");
    StreamedProcess forger;
    startInFakeSysfs(forger, tree, QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, forgedSocket}, 65534);
    ASSERT_TRUE(forger.readUntilOut("ready"));
    QFileInfo info(forgedSocket);
    ASSERT_EQ(info.ownerId(), 65534u);

    const ScopedVariable pointed("XDG_RUNTIME_DIR", QFile::encodeName(evil));
    const FakeSysfsRun asked = cli(listJson());
    forger.stop();
    EXPECT_EQ(asked.exitCode, 0) << asked.describe().toStdString();
    EXPECT_TRUE(asked.err.contains(QStringLiteral("not trusted: answered by uid 65534"))) << asked.describe().toStdString();
    EXPECT_FALSE(asked.out.contains(QStringLiteral("forged"))) << asked.describe().toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(asked.out.toUtf8()).object().value(QStringLiteral("devices")).toArray().size(), 2)
        << "read directly instead";
}

TEST_F(OneShotAnswer, BadRequestsAreDeclinedAndTheExporterGoesOn)
{
    ASSERT_TRUE(startExporter({QStringLiteral("--client-timeout"), QStringLiteral("500")}));
    EXPECT_TRUE(exchange(socketPath, "GET /metrics HTTP/1.1\r\n\r\nend\n").startsWith("declined not a one-shot request")) << "garbage";
    const QByteArray unknown = exchange(socketPath, "rocmtune-one-shot 1\nview x\nenv PATH=/evil\nend\n");
    EXPECT_TRUE(unknown.startsWith("declined unexpected variable")) << unknown.toStdString();
    const QByteArray huge = exchange(socketPath, "rocmtune-one-shot 1\n" + QByteArray(20000, 'a'));
    EXPECT_TRUE(huge.startsWith("declined request larger than")) << huge.left(200).toStdString();
    // Half a request, never finished: cut off by the exporter (--client-timeout),
    // not left open until the client gives up.
    bool closed = false;
    const QByteArray half = exchange(socketPath, "rocmtune-one-shot 1\nview ", false, &closed);
    EXPECT_TRUE(half.isEmpty()) << half.toStdString();
    EXPECT_TRUE(closed) << "the exporter closed the half request's connection";
    // Forty idle connections at once do not stop the next answer.
    std::vector<int> idle;
    for (int i = 0; i < 40; ++i) {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::strcpy(address.sun_path, QFile::encodeName(socketPath).constData());
        ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address);
        idle.push_back(fd);
    }
    // Each is closed by the exporter: the 32 it waits for after --client-timeout, the rest at once.
    for (int fd : idle) {
        const timeval limit{60, 0};
        ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
        char byte = 0;
        EXPECT_EQ(::read(fd, &byte, 1), 0) << "closed by the exporter";
        ::close(fd);
    }
    const FakeSysfsRun after = cli(listJson());
    EXPECT_TRUE(answered(after)) << after.describe().toStdString();
    EXPECT_TRUE(exporter.running());
}

TEST_F(OneShotAnswer, StoppingTheExporterRemovesItsSocketAndListsReadDirectly)
{
    ASSERT_TRUE(startExporter());
    ASSERT_TRUE(QFileInfo::exists(socketPath));
    exporter.signal(SIGTERM);
    const ProcessRun ended = exporter.finish(30000);
    EXPECT_EQ(ended.exitCode, 0) << ended.describe();
    EXPECT_FALSE(QFileInfo::exists(socketPath)) << "removed on SIGTERM";
    const FakeSysfsRun direct = cli(listJson());
    EXPECT_EQ(direct.exitCode, 0) << direct.describe().toStdString();
    EXPECT_TRUE(direct.err.contains(QStringLiteral("no exporter answered"))) << direct.describe().toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(direct.out.toUtf8()).object().value(QStringLiteral("devices")).toArray().size(), 2);
}

TEST_F(OneShotAnswer, ASocketLeftByAKilledExporterIsReplaced)
{
    ASSERT_TRUE(startExporter());
    exporter.signal(SIGKILL);
    exporter.finish(30000);
    ASSERT_TRUE(QFileInfo::exists(socketPath)) << "a killed exporter leaves its socket";
    const FakeSysfsRun stale = cli(listJson());
    EXPECT_EQ(stale.exitCode, 0) << stale.describe().toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(stale.out.toUtf8()).object().value(QStringLiteral("devices")).toArray().size(), 2) << "read directly";
    StreamedProcess second;
    ASSERT_TRUE(startExporterIn(second));
    EXPECT_TRUE(answered(cli(listJson())));
    // A second exporter on the same path leaves the first one's socket alone.
    StreamedProcess third;
    startInFakeSysfs(third, tree, cliPath(),
                     {QStringLiteral("export"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"), QStringLiteral("--listen"),
                      QStringLiteral("127.0.0.1:0"), QStringLiteral("--one-shot-socket"), socketPath});
    EXPECT_TRUE(third.readUntilErr("One-shot reads are not answered: another exporter answers at", 60000));
    third.stop();
    EXPECT_TRUE(answered(cli(listJson()))) << "the first exporter still answers";
    second.stop();
}
