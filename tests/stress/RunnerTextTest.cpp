// SPDX-License-Identifier: GPL-3.0-or-later
// Review D8: the runner's own English messages stayed English after a switch
// to Chinese. The known kinds are put in the reader's language when shown,
// with the runner's numbers; anything else is shown as the runner wrote it.
#include "core/stress/RunnerText.h"
#include "core/stress/VerdictReason.h"

#include <QCoreApplication>
#include <QTranslator>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

void ensureApplication()
{
    static int argc = 1;
    static char name[] = "rocmtune_stress_tests";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

// A few catalogue entries of the reader's language, as a loaded .qm gives them.
class ReaderLanguage : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QByteArray key = QByteArray(context) + '|' + source;
        if (key == "RunnerText|GPU runtime error in the %1 test: %2")
            return QStringLiteral("%1 测试中出现 GPU 运行时错误：%2");
        if (key == "RunnerText|Not enough free VRAM for the %1 test")
            return QStringLiteral("显存不足，无法运行 %1 测试");
        if (key == "RunnerText|kernel variant %1: %n element(s) differ from the first variant's product")
            return QStringLiteral("kernel 变体 %1：%n 个元素与第一个变体的乘积不同"); // %n: QCoreApplication::translate puts n in
        if (key == "Stress|The test runner reported an error: %1")
            return QStringLiteral("测试运行程序报告了错误：%1");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

TEST(RunnerText, KnownRunnerMessagesAreShownInTheReadersLanguage)
{
    // Without a translation: the catalogue's English, with the runner's values.
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("GPU runtime error in test gemm: hipErrorLaunchFailure")),
              QStringLiteral("GPU runtime error in the gemm test: hipErrorLaunchFailure"));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("no GPU with index 3 (2 present)")), QStringLiteral("No GPU with index 3 (2 present)"));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("kernel variant tiled: 1 elements differ from the first variant's product")),
              QStringLiteral("kernel variant tiled: 1 element(s) differ from the first variant's product"));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("train step 12: 3 values are NaN or infinite (first bad value at index 77)")),
              QStringLiteral("train step 12: 3 value(s) NaN or infinite (first bad value at index 77)"));
    // An unknown message (a new one, a driver's string) is shown as written.
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("hipErrorOutOfMemory %1")), QStringLiteral("hipErrorOutOfMemory %1"));

    ensureApplication();
    ReaderLanguage zh;
    ASSERT_TRUE(QCoreApplication::installTranslator(&zh));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("GPU runtime error in test gemm: hipErrorLaunchFailure")),
              QStringLiteral("gemm 测试中出现 GPU 运行时错误：hipErrorLaunchFailure"));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("not enough free VRAM for the memory test")), QStringLiteral("显存不足，无法运行 memory 测试"));
    EXPECT_EQ(translatedRunnerMessage(QStringLiteral("kernel variant tiled: 17 elements differ from the first variant's product")),
              QStringLiteral("kernel 变体 tiled：17 个元素与第一个变体的乘积不同"));
    // A stored verdict reason (its detail is the runner's English) reads in the language of now.
    const VerdictReason reason = VerdictReason::make(VerdictReasonKind::RunnerError, 0, {}, 0,
                                                     QStringLiteral("GPU runtime error in test gemm: hipErrorLaunchFailure"));
    EXPECT_TRUE(reason.text().contains(QStringLiteral("测试运行程序报告了错误：gemm 测试中出现 GPU 运行时错误：hipErrorLaunchFailure")))
        << reason.text().toStdString();
    QCoreApplication::removeTranslator(&zh);
}
