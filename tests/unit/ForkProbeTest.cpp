// SPDX-License-Identifier: GPL-3.0-or-later
// ForkProbe: a step that aborts kills only its child; the remaining steps
// still run; shared mappings under the private prefix stay untouched.
#include "core/backends/rocm_smi/ForkProbe.h"

#include <QByteArray>

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

using rocmtune::ForkProbe;

TEST(ForkProbe, AnAbortingStepIsReportedAndLaterStepsStillRun)
{
    const auto results = ForkProbe::run({[] { return 1; },
                                         [] {
                                             std::fputs("assertion text from the child\n", stderr);
                                             std::abort();
                                             return 0;
                                         },
                                         [] { return 3; }});
    ASSERT_EQ(results.size(), 3);
    EXPECT_EQ(results[0].outcome, ForkProbe::Outcome::Returned);
    EXPECT_EQ(results[0].value, 1);
    EXPECT_EQ(results[1].outcome, ForkProbe::Outcome::Crashed);
    EXPECT_EQ(results[1].signal, SIGABRT);
    EXPECT_TRUE(results[1].stderrTail.contains("assertion text from the child"));
    EXPECT_TRUE(ForkProbe::describe(results[1]).contains(QStringLiteral("assertion text from the child")));
    EXPECT_EQ(results[2].outcome, ForkProbe::Outcome::Returned);
    EXPECT_EQ(results[2].value, 3);
}

TEST(ForkProbe, AHangingStepTimesOut)
{
    const auto results = ForkProbe::run({[] {
                                             ::sleep(30);
                                             return 0;
                                         },
                                         [] { return 7; }},
                                        300);
    EXPECT_EQ(results[0].outcome, ForkProbe::Outcome::TimedOut);
    EXPECT_EQ(results[1].outcome, ForkProbe::Outcome::Returned);
    EXPECT_EQ(results[1].value, 7);
}

TEST(ForkProbe, SharedMappingsUnderThePrefixArePrivateInTheChild)
{
    const char *path = "/dev/shm/rocmtune_forkprobe_test";
    const int fd = ::open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::ftruncate(fd, 4096), 0);
    auto *shared = static_cast<volatile char *>(::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
    ::close(fd);
    ASSERT_NE(static_cast<void *>(const_cast<char *>(shared)), MAP_FAILED);
    shared[0] = 'a';
    auto write = [shared] {
        shared[0] = 'b';
        return 0;
    };
    ForkProbe::run({write}, 5000, QByteArrayLiteral("/dev/shm/rocmtune_forkprobe"));
    EXPECT_EQ(shared[0], 'a') << "the child's write reached the shared page";
    ForkProbe::run({write}); // without the prefix the page is shared
    EXPECT_EQ(shared[0], 'b');
    ::munmap(const_cast<char *>(shared), 4096);
    ::unlink(path);
}
