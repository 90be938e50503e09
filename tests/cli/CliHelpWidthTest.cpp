// SPDX-License-Identifier: GPL-3.0-or-later
// Every `rocmtune-cli … --help`, in English and in Chinese, fits a terminal of
// 80 columns (a 汉字 takes two) and never cuts a Latin word across two lines.
#include "core/i18n/DisplayWidth.h"
#include "tests/support/ProcessRun.h"

#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using rocmtune::displayWidth;

namespace {

using HelpRun = rocmtune::testing::TextRun;

HelpRun programHelp(const QString &program, const QStringList &args, const QString &language, bool withoutDisplay = false);

HelpRun cliHelp(const QStringList &args, const QString &language)
{
    return programHelp(QStringLiteral(ROCMTUNE_CLI_PATH), args, language);
}

HelpRun programHelp(const QString &program, const QStringList &args, const QString &language, bool withoutDisplay)
{
    static QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("ROCMTUNE_LANG"), language);
    env.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), dir.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    if (withoutDisplay) {
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
    }
    return rocmtune::testing::asText(rocmtune::testing::runProcess(program, args, env));
}

// Every help page: the command list, each command's --help, and the
// subcommands of profile and tuning, found from the help itself.
QList<QStringList> everyHelpCommand()
{
    QList<QStringList> pages{{QStringLiteral("--help")}};
    const QString top = cliHelp({QStringLiteral("--help")}, QStringLiteral("en")).out;
    static const QRegularExpression command(QStringLiteral("^  ([a-z][a-z-]+)  "), QRegularExpression::MultilineOption);
    for (auto it = command.globalMatch(top); it.hasNext();) {
        const QString name = it.next().captured(1);
        pages.append({name, QStringLiteral("--help")});
        if (name == QLatin1String("profile")) {
            const QString profile = cliHelp({name, QStringLiteral("--help")}, QStringLiteral("en")).out;
            static const QRegularExpression sub(QStringLiteral("^  ([a-z][a-z-]+)\\b"), QRegularExpression::MultilineOption);
            for (auto s = sub.globalMatch(profile); s.hasNext();)
                pages.append({name, s.next().captured(1), QStringLiteral("--help")});
        }
        if (name == QLatin1String("tuning")) {
            const QString tuning = cliHelp({name, QStringLiteral("--help")}, QStringLiteral("en")).out;
            const QRegularExpressionMatch usage = QRegularExpression(QStringLiteral("tuning ([a-z|]+) --gpu")).match(tuning);
            for (const QString &sub : usage.captured(1).split(QLatin1Char('|'), Qt::SkipEmptyParts))
                pages.append({name, sub, QStringLiteral("--help")});
            pages.append({name, QStringLiteral("undervolt"), QStringLiteral("--help")});
        }
    }
    return pages;
}

} // namespace

TEST(CliHelpWidth, EveryHelpPageFits80ColumnsInEnglishAndChinese)
{
    const QList<QStringList> pages = everyHelpCommand();
    // The command list, 10+ commands, profile's and tuning's subcommands.
    ASSERT_GE(pages.size(), 25) << "help pages found: " << pages.size();
    int lines = 0;
    for (const QString language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const QStringList &args : pages) {
            const HelpRun run = cliHelp(args, language);
            const std::string page = (language + QLatin1Char(' ') + args.join(QLatin1Char(' '))).toStdString();
            EXPECT_EQ(run.exitCode, 0) << page;
            EXPECT_FALSE(run.out.trimmed().isEmpty()) << page;
            for (const QString &line : run.out.split(QLatin1Char('\n'))) {
                ++lines;
                EXPECT_LE(displayWidth(line), 80) << page << ": " << line.toStdString();
            }
        }
    }
    EXPECT_GT(lines, 300);
}

TEST(CliHelpWidth, ChineseHelpNeverCutsALatinWord)
{
    // The words the review saw cut in two ("预设：qui" / "ck（默认）", "cnn、p" / "ower",
    // ".../rocmtune/ru" / "ns"): each is whole on a line.
    const auto wholeOnALine = [](const QString &page, const QString &word) {
        const QRegularExpression whole(QStringLiteral("(^|[^A-Za-z])%1([^A-Za-z]|$)").arg(word), QRegularExpression::MultilineOption);
        return whole.match(page).hasMatch();
    };
    const QString set = cliHelp({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--help")}, QStringLiteral("zh_CN")).out;
    EXPECT_TRUE(wholeOnALine(set, QStringLiteral("quick"))) << set.toStdString();
    EXPECT_TRUE(wholeOnALine(set, QStringLiteral("power"))) << set.toStdString();
    const QString run = cliHelp({QStringLiteral("run"), QStringLiteral("--help")}, QStringLiteral("zh_CN")).out;
    EXPECT_TRUE(run.contains(QStringLiteral("rocmtune/runs"))) << run.toStdString();
    // Qt wrapped by characters: a line ended in the middle of a run of Latin
    // letters and the next went on with it. Now a line that ends in a Latin
    // letter is followed by one that starts a new word: the two never form one
    // word of the English option text, checked here on every Chinese page.
    for (const QStringList &args : everyHelpCommand()) {
        const QString zh = cliHelp(args, QStringLiteral("zh_CN")).out;
        const QString en = cliHelp(args, QStringLiteral("en")).out;
        const QStringList lines = zh.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            static const QRegularExpression tail(QStringLiteral("([A-Za-z]+)$"));
            static const QRegularExpression head(QStringLiteral("^\\s*([a-z]+)"));
            const QRegularExpressionMatch a = tail.match(lines[i]);
            const QRegularExpressionMatch b = head.match(lines[i + 1]);
            if (!a.hasMatch() || !b.hasMatch())
                continue;
            const QString joined = a.captured(1) + b.captured(1);
            const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(joined)));
            EXPECT_FALSE(en.contains(word) || zh.contains(word))
                << args.join(QLatin1Char(' ')).toStdString() << ": \"" << a.captured(1).toStdString() << "\" / \""
                << b.captured(1).toStdString() << "\"";
        }
    }
}

#ifdef ROCMTUNE_GUI_PATH
// The GUI's `rocmtune --help` was Qt's layout (79 characters, Chinese to ~120 columns, words cut) and
// needed a display (review D25): now it is laid out as rocmtune-cli's, and answers with no display at all.
TEST(CliHelpWidth, TheGuisHelpFits80ColumnsWithoutADisplay)
{
    for (const QString language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const HelpRun run = programHelp(QStringLiteral(ROCMTUNE_GUI_PATH), {QStringLiteral("--help")}, language, true);
        EXPECT_EQ(run.exitCode, 0) << language.toStdString();
        EXPECT_TRUE(run.out.contains(QStringLiteral("--screenshot"))) << run.out.toStdString();
        EXPECT_TRUE(run.out.contains(QStringLiteral("--interval"))) << run.out.toStdString();
        for (const QString &line : run.out.split(QLatin1Char('\n')))
            EXPECT_LE(displayWidth(line), 80) << language.toStdString() << ": " << line.toStdString();
        if (language == QLatin1String("zh_CN")) {
            EXPECT_TRUE(run.out.contains(QStringLiteral("显示帮助信息。"))) << run.out.toStdString();
            // A line ending in Latin letters is never followed by one that goes on with the same word.
            const QStringList lines = run.out.split(QLatin1Char('\n'));
            const QString en = programHelp(QStringLiteral(ROCMTUNE_GUI_PATH), {QStringLiteral("--help")}, QStringLiteral("en"), true).out;
            for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
                static const QRegularExpression tail(QStringLiteral("([A-Za-z]+)$"));
                static const QRegularExpression head(QStringLiteral("^\\s*([a-z]+)"));
                const QRegularExpressionMatch a = tail.match(lines[i]);
                const QRegularExpressionMatch b = head.match(lines[i + 1]);
                if (a.hasMatch() && b.hasMatch())
                    EXPECT_FALSE(en.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(a.captured(1) + b.captured(1)))))
                        << a.captured(1).toStdString() << " / " << b.captured(1).toStdString();
            }
        }
    }
    const HelpRun version = programHelp(QStringLiteral(ROCMTUNE_GUI_PATH), {QStringLiteral("--version")}, QStringLiteral("en"), true);
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("rocmtune "))) << version.out.toStdString();
}
#endif
