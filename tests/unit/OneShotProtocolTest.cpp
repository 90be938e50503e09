// SPDX-License-Identifier: GPL-3.0-or-later
// core/oneshot: the request and reply encoding, the language a request
// speaks, where sockets are looked for, and whom a client believes.
#include "core/oneshot/OneShotProtocol.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace rocmtune::oneshot;

namespace {

EnvironmentLookup from(const Environment &env)
{
    return [env](const char *name) -> const char * {
        const auto it = env.find(name);
        return it == env.end() ? nullptr : it->second.c_str();
    };
}

} // namespace

TEST(OneShotProtocol, ARequestComesBackAsItWasSent)
{
    Request request;
    request.driverView = "23:4711";
    request.environment = {{"ROCMTUNE_LANG", "en"}, {"LD_LIBRARY_PATH", "/opt/rocm/lib"}, {"ROCMTUNE_SIM_SEED", "a b=c"}};
    request.arguments = {"list", "--json", "--backend", "rocm-smi", ""};
    const std::optional<std::string> bytes = encodeRequest(request);
    ASSERT_TRUE(bytes);
    EXPECT_TRUE(requestComplete(*bytes));
    EXPECT_FALSE(requestComplete(bytes->substr(0, bytes->size() - 2)));
    std::string error;
    const std::optional<Request> back = decodeRequest(*bytes, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->driverView, request.driverView);
    EXPECT_EQ(back->environment, request.environment);
    EXPECT_EQ(back->arguments, request.arguments);
}

TEST(OneShotProtocol, WhatCannotBeSentIsNotSent)
{
    Request request;
    request.driverView = "1:2";
    request.arguments = {"list", "a\nb"};
    EXPECT_FALSE(encodeRequest(request)) << "a newline in an argument";
    request.arguments = {"list", std::string(kMaxRequestBytes, 'x')};
    EXPECT_FALSE(encodeRequest(request)) << "too long";
    request.arguments = {"list"};
    request.environment = {{"ROCMTUNE_X", "1\n2"}};
    EXPECT_FALSE(encodeRequest(request)) << "a newline in a value";
}

TEST(OneShotProtocol, MalformedRequestsAreRefusedWithAReason)
{
    std::string error;
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 2\nview 1:2\nend\n", &error));
    EXPECT_EQ(error, "not a one-shot request of this version");
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nview 1:2\n", &error));
    EXPECT_EQ(error, "incomplete request");
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nend\n", &error)) << "no view";
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nview 1:2\nenv HOME=/root\nend\n", &error));
    EXPECT_EQ(error.rfind("unexpected variable", 0), 0u) << error;
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nview 1:2\nenv ROCMTUNE_A=1\nenv ROCMTUNE_A=2\nend\n", &error)) << "twice";
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nview 1:2\nrun rm -rf /\nend\n", &error));
    EXPECT_EQ(error.rfind("unknown line", 0), 0u) << error;
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\nview 1:2\nend\narg list\n", &error));
    EXPECT_EQ(error, "bytes after the end of the request");
    EXPECT_FALSE(decodeRequest("rocmtune-one-shot 1\n" + std::string(kMaxRequestBytes, 'a'), &error));
    EXPECT_TRUE(requestComplete(std::string(kMaxRequestBytes + 1, 'a'))) << "an oversized request is answered, not waited for";
}

TEST(OneShotProtocol, RepliesAreReadOnlyWhenWhole)
{
    bool malformed = false;
    const std::string answer = encodeAnswer(3, "{\"devices\": []}\n");
    EXPECT_FALSE(decodeReply(answer.substr(0, answer.size() - 1), &malformed));
    EXPECT_FALSE(malformed);
    const std::optional<Reply> reply = decodeReply(answer, &malformed);
    ASSERT_TRUE(reply);
    EXPECT_TRUE(reply->answered);
    EXPECT_EQ(reply->exitCode, 3);
    EXPECT_EQ(reply->output, "{\"devices\": []}\n");
    const std::optional<Reply> declined = decodeReply(encodeDeclined("text\noutput"), &malformed);
    ASSERT_TRUE(declined);
    EXPECT_FALSE(declined->answered);
    EXPECT_EQ(declined->declineReason, "text output");
    for (const char *bad : {"answer x 3\nabc", "answer 0 2\nabc", "answer 300 1\na", "answer 0 99999999999\n"}) {
        EXPECT_FALSE(decodeReply(bad, &malformed)) << bad;
        EXPECT_TRUE(malformed) << bad;
    }
}

TEST(OneShotProtocol, TheLanguageFollowsTheMessageLocaleInGettextsOrder)
{
    EXPECT_EQ(messageLanguage(from({})), "en");
    EXPECT_EQ(messageLanguage(from({{"LANG", "zh_CN.UTF-8"}})), "zh_CN");
    EXPECT_EQ(messageLanguage(from({{"LANG", "zh_TW.UTF-8"}})), "zh_CN");
    EXPECT_EQ(messageLanguage(from({{"LANG", "zh_CN.UTF-8"}, {"LC_MESSAGES", "de_DE.UTF-8"}})), "en");
    EXPECT_EQ(messageLanguage(from({{"LANG", "en_US.UTF-8"}, {"LC_ALL", "zh_CN.UTF-8"}})), "zh_CN");
    EXPECT_EQ(messageLanguage(from({{"LC_ALL", "C"}, {"LANGUAGE", "zh_CN"}})), "en") << "LANGUAGE is ignored in the C locale";
    EXPECT_EQ(messageLanguage(from({{"LC_ALL", "C.UTF-8"}, {"LANG", "zh_CN.UTF-8"}})), "en");
    EXPECT_EQ(messageLanguage(from({{"LANG", "en_GB.UTF-8"}, {"LANGUAGE", "zh_CN:en"}})), "zh_CN");
    EXPECT_EQ(messageLanguage(from({{"ROCMTUNE_LANG", "zh_CN"}, {"LC_ALL", "C"}})), "zh_CN");
    EXPECT_EQ(messageLanguage(from({{"ROCMTUNE_LANG", "fr"}, {"LANG", "zh_CN.UTF-8"}})), "en") << "unknown setting: English";
    EXPECT_EQ(messageLanguage(from({{"ROCMTUNE_LANG", "system"}, {"LANG", "zh_CN.UTF-8"}})), "zh_CN");
    EXPECT_EQ(systemMessageLanguage(from({{"ROCMTUNE_LANG", "zh_CN"}})), "en") << "the system's language ignores the setting";
}

TEST(OneShotProtocol, OnlyVariablesThatChangeAReadAreCompared)
{
    EXPECT_TRUE(isDeviceVariable("ROCMTUNE_ROCM_SMI_LIBRARY"));
    EXPECT_TRUE(isDeviceVariable("LD_LIBRARY_PATH"));
    EXPECT_TRUE(isDeviceVariable("LD_PRELOAD"));
    EXPECT_FALSE(isDeviceVariable("ROCMTUNE_ONE_SHOT"));
    EXPECT_FALSE(isDeviceVariable("ROCMTUNE_LANG")) << "compared as a language";
    EXPECT_FALSE(isDeviceVariable("LANG"));
    EXPECT_TRUE(isRequestVariable("LANG"));
    EXPECT_FALSE(isRequestVariable("HOME"));
    EXPECT_FALSE(isRequestVariable("ROCMTUNE_ONE_SHOT"));
    char a[] = "ROCMTUNE_SIM_GPUS=3", b[] = "HOME=/root", c[] = "LANG=zh_CN.UTF-8", d[] = "NOEQUALS";
    char *environ[] = {a, b, c, d, nullptr};
    const Environment picked = requestEnvironment(environ);
    EXPECT_EQ(picked, (Environment{{"ROCMTUNE_SIM_GPUS", "3"}, {"LANG", "zh_CN.UTF-8"}}));
}

TEST(OneShotProtocol, WhereSocketsAreLookedForAndMade)
{
    const std::vector<SocketCandidate> both = socketCandidates(from({{"XDG_RUNTIME_DIR", "/run/user/1000"}}));
    ASSERT_EQ(both.size(), 2u);
    EXPECT_EQ(both[0].path, "/run/user/1000/rocmtune-exporter/readings.sock");
    EXPECT_TRUE(both[0].own);
    EXPECT_EQ(both[1].path, "/run/rocmtune-exporter/readings.sock");
    EXPECT_FALSE(both[1].own);
    EXPECT_EQ(socketCandidates(from({{"XDG_RUNTIME_DIR", "relative"}})).size(), 1u);
    EXPECT_EQ(defaultSocketPath(from({{"RUNTIME_DIRECTORY", "/run/rocmtune-exporter"}}), 61234), "/run/rocmtune-exporter/readings.sock");
    EXPECT_EQ(defaultSocketPath(from({}), 0), "/run/rocmtune-exporter/readings.sock");
    EXPECT_EQ(defaultSocketPath(from({{"XDG_RUNTIME_DIR", "/run/user/1000"}}), 1000), "/run/user/1000/rocmtune-exporter/readings.sock");
    EXPECT_EQ(defaultSocketPath(from({}), 1000), "") << "nowhere to put it";
}

TEST(OneShotProtocol, TheDriverViewTellsTreesApart)
{
    QTemporaryDir dir;
    const std::string a = (dir.path() + QStringLiteral("/a")).toStdString();
    const std::string b = (dir.path() + QStringLiteral("/b")).toStdString();
    ASSERT_EQ(::mkdir(a.c_str(), 0755), 0);
    ASSERT_EQ(::mkdir(b.c_str(), 0755), 0);
    EXPECT_EQ(driverViewOf(a.c_str()), driverViewOf(a.c_str()));
    EXPECT_NE(driverViewOf(a.c_str()), driverViewOf(b.c_str()));
    EXPECT_EQ(driverViewOf((a + "/missing").c_str()), "none");
}

TEST(OneShotProtocol, TheCardListLeavesConnectorsOutAndFollowsLinks)
{
    QTemporaryDir dir;
    const std::string drm = dir.path().toStdString();
    ASSERT_EQ(::symlink("../devices/b/drm/card1", (drm + "/card1").c_str()), 0);
    ASSERT_EQ(::symlink("../devices/a/drm/card0", (drm + "/card0").c_str()), 0);
    ASSERT_EQ(::symlink("../devices/a/drm/card0/card0-DP-1", (drm + "/card0-DP-1").c_str()), 0);
    ASSERT_EQ(::symlink("../devices/a/drm/renderD128", (drm + "/renderD128").c_str()), 0);
    EXPECT_EQ(drmCardsOf(drm.c_str()), "card0=../devices/a/drm/card0;card1=../devices/b/drm/card1");
    ASSERT_EQ(::unlink((drm + "/card1").c_str()), 0);
    EXPECT_EQ(drmCardsOf(drm.c_str()), "card0=../devices/a/drm/card0");
    EXPECT_EQ(drmCardsOf((drm + "/missing").c_str()), "");
}

// Whom a client believes: run as root (CI does) to give files other owners.
class OneShotTrust : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    std::string folder;
    std::string socketPath;
    int listening = -1;

    void SetUp() override
    {
        if (::geteuid() != 0)
            GTEST_FAIL() << "needs root (chown), as CI runs";
        ASSERT_EQ(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
        folder = (dir.path() + QStringLiteral("/rocmtune-exporter")).toStdString();
        ASSERT_EQ(::mkdir(folder.c_str(), 0755), 0);
        socketPath = folder + "/readings.sock";
        listening = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::strcpy(address.sun_path, socketPath.c_str());
        ASSERT_EQ(::bind(listening, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    }
    void TearDown() override { ::close(listening); }
    void own(const std::string &path, uid_t uid) { ASSERT_EQ(::lchown(path.c_str(), uid, uid), 0); }
};

TEST_F(OneShotTrust, OwnUserAndRootAreBelieved)
{
    std::string why;
    EXPECT_TRUE(trustedServer({socketPath, true}, 1000, 1000, &why));
    EXPECT_TRUE(trustedServer({socketPath, true}, 1000, 0, &why));
    EXPECT_FALSE(trustedServer({socketPath, true}, 0, 1000, &why)) << "root's own folder answered by a user";
    EXPECT_EQ(why, "answered by uid 1000, not by uid 0 or root");
}

TEST_F(OneShotTrust, AServiceUserIsBelievedOnlyInAFolderNoOneElseCanWrite)
{
    own(folder, 61234);
    own(socketPath, 61234);
    std::string why;
    EXPECT_TRUE(trustedServer({socketPath, false}, 0, 61234, &why)) << why;
    EXPECT_FALSE(trustedServer({socketPath, false}, 0, 65534, &why)) << "someone else's process on the service's socket";
    ASSERT_EQ(::chmod(folder.c_str(), 0777), 0);
    EXPECT_FALSE(trustedServer({socketPath, false}, 0, 61234, &why));
    EXPECT_NE(why.find("can be written by others"), std::string::npos) << why;
    ASSERT_EQ(::chmod(folder.c_str(), 0755), 0);
    own(socketPath, 65534);
    EXPECT_FALSE(trustedServer({socketPath, false}, 0, 61234, &why)) << "a socket of another user";
    own(socketPath, 61234);
    own(dir.path().toStdString(), 65534);
    EXPECT_FALSE(trustedServer({socketPath, false}, 0, 61234, &why)) << "the folder above belongs to someone else";
    own(dir.path().toStdString(), 0);
    // The folder a link to one the service user does not keep.
    const std::string moved = folder + ".real";
    ASSERT_EQ(::rename(folder.c_str(), moved.c_str()), 0);
    ASSERT_EQ(::symlink(moved.c_str(), folder.c_str()), 0);
    EXPECT_FALSE(trustedServer({socketPath, false}, 0, 61234, &why));
    EXPECT_NE(why.find("is not a folder"), std::string::npos) << why;
}
