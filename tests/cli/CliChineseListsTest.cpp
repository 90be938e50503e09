// SPDX-License-Identifier: GPL-3.0-or-later
// Lists inside a sentence are joined in the UI language (joinList): "a, b, c"
// in English, "a、b、c" in Chinese, never an ASCII ", " between Chinese words.
#include "tests/support/ProcessRun.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

QString cliOut(const QStringList &args, const QString &language)
{
    static QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("ROCMTUNE_LANG"), language);
    env.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), dir.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), dir.filePath(QStringLiteral("sim.json")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    const rocmtune::testing::ProcessRun run = rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env);
    return run.exitCode == -1 ? QString() : QString::fromUtf8(run.out);
}

QString lineStartingWith(const QString &text, const QString &label)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(label))
            return line;
    }
    return QString();
}

} // namespace

TEST(CliChineseLists, ListsInChineseSentencesUseTheEnumerationComma)
{
    const QStringList args{QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"),
                           QStringLiteral("1")};
    const QString en = lineStartingWith(cliOut(args, QStringLiteral("en")), QStringLiteral("Controls:"));
    const QString zh = lineStartingWith(cliOut(args, QStringLiteral("zh_CN")), QStringLiteral("可调项："));
    ASSERT_FALSE(en.isEmpty());
    ASSERT_FALSE(zh.isEmpty());
    EXPECT_TRUE(en.contains(QStringLiteral(", "))) << en.toStdString();
    EXPECT_TRUE(zh.contains(QStringLiteral("、"))) << zh.toStdString();
    EXPECT_FALSE(zh.contains(QLatin1Char(','))) << zh.toStdString();
    // The same items, only the separator differs.
    EXPECT_EQ(zh.count(QStringLiteral("、")), en.count(QStringLiteral(", "))) << en.toStdString() << "\n" << zh.toStdString();
}
