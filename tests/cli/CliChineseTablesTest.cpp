// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real rocmtune-cli in Chinese and checks that its tables and label
// blocks line up in a terminal, where a 汉字 or a full-width ：takes two columns.
#include "tests/support/ProcessRun.h"
#include "tests/support/SimulatedCliEnvironment.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <set>

namespace {

using rocmtune::testing::TextRun;

class CliChineseTables : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    TextRun run(const QStringList &args) const
    {
        QProcessEnvironment env = rocmtune::testing::simulatedCliEnvironment(dir);
        env.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("zh_CN"));
        return rocmtune::testing::asText(rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env));
    }
};

using rocmtune::testing::nonEmptyLines;

bool isChinese(const QString &text)
{
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return cjk.match(text).hasMatch();
}

// Terminal columns, written here independently of the CLI's own helper:
// CJK ideographs, CJK punctuation and full-width forms take two.
int columns(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x3000 && c <= 0x303F) || (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xFF01 && c <= 0xFF60);
        width += wide ? 2 : 1;
    }
    return width;
}

// The terminal column where a "Label：  value" line's value starts.
int valueColumn(const QString &line)
{
    static const QRegularExpression label(QStringLiteral("^ *[^:：]+[:：] *"));
    const QRegularExpressionMatch m = label.match(line);
    return m.hasMatch() ? columns(m.captured(0)) : -1;
}

// Every line of the block has a Chinese label and its value in one column.
void expectValuesInOneColumn(const QStringList &block, const std::string &what)
{
    ASSERT_FALSE(block.isEmpty()) << what;
    const int column = valueColumn(block.first());
    EXPECT_GT(column, 0) << what << ": " << block.first().toStdString();
    static const QRegularExpression chineseLabel(QStringLiteral("^ *[^:：]+："));
    for (const QString &line : block) {
        // A translated label ends with a full-width colon ("PCI：", "后端：").
        EXPECT_TRUE(chineseLabel.match(line).hasMatch()) << what << ": label not translated: " << line.toStdString();
        EXPECT_EQ(valueColumn(line), column) << what << ": value out of line:\n"
                                             << block.join(QLatin1Char('\n')).toStdString();
    }
}

struct Token {
    int start = 0; // terminal column of the first character
    int end = 0;   // terminal column after the last
};

QList<Token> tokens(const QString &line)
{
    QList<Token> result;
    int column = 0;
    int start = -1;
    for (const QString &piece : line.split(QString())) {
        if (piece.isEmpty())
            continue;
        if (piece == QLatin1String(" ")) {
            if (start >= 0)
                result << Token{start, column};
            start = -1;
        } else if (start < 0) {
            start = column;
        }
        column += columns(piece);
    }
    if (start >= 0)
        result << Token{start, column};
    return result;
}

} // namespace

TEST_F(CliChineseTables, ListLabelsLineUp)
{
    const TextRun r = run({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    // "GPU 0：…" starts a block of indented "标签：值" lines.
    // After them, the backends auto tried (issue 36), one indented line each.
    QList<QStringList> blocks;
    QStringList backends;
    bool inBackends = false;
    for (const QString &line : nonEmptyLines(r.out)) {
        if (!line.startsWith(QLatin1Char(' '))) {
            inBackends = !line.startsWith(QLatin1String("GPU "));
            if (!inBackends)
                blocks.append(QStringList());
        } else if (inBackends) {
            backends << line;
        } else if (!blocks.isEmpty()) {
            blocks.last() << line;
        }
    }
    ASSERT_EQ(blocks.size(), 2) << r.out.toStdString();
    ASSERT_EQ(backends.size(), 1) << r.out.toStdString();
    EXPECT_TRUE(backends.constFirst().contains(QStringLiteral("模拟（sim）：已使用"))) << r.out.toStdString();
    for (const QStringList &block : std::as_const(blocks)) {
        EXPECT_GE(block.size(), 12) << r.out.toStdString();
        expectValuesInOneColumn(block, "list");
    }
}

TEST_F(CliChineseTables, ProfileShowLabelsLineUp)
{
    const QString file = dir.filePath(QStringLiteral("quiet.json"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema_version": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "Quiet",
        "target": {"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c"},
        "values": {"power_cap_microwatts": 300000000, "power_profile": "COMPUTE"}, "created": "2026-11-30T01:00:00.000Z", "modified": "2026-11-30T01:00:00.000Z",
        "apply_at_login": false})");
    f.close();
    const TextRun imported = run({QStringLiteral("profile"), QStringLiteral("import"), file});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString() << imported.out.toStdString();
    const TextRun r = run({QStringLiteral("profile"), QStringLiteral("show"), QStringLiteral("Quiet"), QStringLiteral("--backend"),
                          QStringLiteral("sim")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList text = nonEmptyLines(r.out);
    ASSERT_GE(text.size(), 8) << r.out.toStdString(); // name, then 7 fields with the dates
    EXPECT_TRUE(text.first().startsWith(QStringLiteral("Quiet"))) << r.out.toStdString();
    expectValuesInOneColumn(text.mid(1), "profile show");
}

TEST_F(CliChineseTables, TuningShowLabelsLineUp)
{
    const TextRun r = run({QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"),
                          QStringLiteral("--backend"), QStringLiteral("sim")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList text = nonEmptyLines(r.out);
    ASSERT_GE(text.size(), 7) << r.out.toStdString();
    expectValuesInOneColumn(text.mid(1), "tuning show");
}

TEST_F(CliChineseTables, RunSummaryLabelsLineUp)
{
    const TextRun r = run({QStringLiteral("run"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--interval"),
                          QStringLiteral("100"), QStringLiteral("--no-save"), QStringLiteral("--"), QStringLiteral("sleep"),
                          QStringLiteral("0.5")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    // The summary (stderr): "运行“…”", then indented rows, "GPU 0：…" and its rows.
    QStringList rows;
    for (const QString &line : nonEmptyLines(r.err)) {
        if (line.startsWith(QStringLiteral("  ")))
            rows << line;
    }
    ASSERT_GE(rows.size(), 2 * 8 + 3) << r.err.toStdString();
    expectValuesInOneColumn(rows, "run summary");
    EXPECT_TRUE(r.err.contains(QStringLiteral("平均/峰值功耗"))) << r.err.toStdString();
    // A percentage keeps its number: 96.1%, not 96.1 %.
    static const QRegularExpression spacedPercent(QStringLiteral("\\d %"));
    EXPECT_FALSE(spacedPercent.match(r.err).hasMatch()) << r.err.toStdString();
}

TEST_F(CliChineseTables, PsColumnsLineUp)
{
    const TextRun r = run({QStringLiteral("ps"), QStringLiteral("--backend"), QStringLiteral("sim")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList text = nonEmptyLines(r.out);
    ASSERT_EQ(text.size(), 3) << r.out.toStdString(); // header, one training process per simulated GPU
    // Header: GPU PID 用户 显存 CU% 命令; a row: 0 4194305 root 16.98 GiB 86 python3 …
    const QList<Token> header = tokens(text.first());
    ASSERT_EQ(header.size(), 6) << r.out.toStdString();
    EXPECT_TRUE(text.first().contains(QStringLiteral("用户"))) << r.out.toStdString();
    for (const QString &row : text.mid(1)) {
        const QList<Token> cells = tokens(row);
        ASSERT_GE(cells.size(), 7) << r.out.toStdString();
        const std::string table = r.out.toStdString();
        EXPECT_EQ(cells[0].start, header[0].start) << "GPU\n" << table;
        EXPECT_EQ(cells[1].end, header[1].end) << "PID\n" << table;
        EXPECT_EQ(cells[2].start, header[2].start) << "USER\n" << table;
        EXPECT_EQ(cells[4].end, header[3].end) << "VRAM\n" << table;
        EXPECT_EQ(cells[5].end, header[4].end) << "CU%\n" << table;
        EXPECT_EQ(cells[6].start, header[5].start) << "COMMAND\n" << table;
    }
}

TEST_F(CliChineseTables, MonitorColumnsLineUp)
{
    const TextRun r = run({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--count"),
                          QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("100")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList text = nonEmptyLines(r.out);
    ASSERT_EQ(text.size(), 1 + 2 * 2) << r.out.toStdString();
    const QString header = text.first();
    EXPECT_TRUE(isChinese(header)) << header.toStdString();
    EXPECT_TRUE(header.contains(QStringLiteral("结温"))) << header.toStdString();
    const QList<Token> headerTokens = tokens(header);
    std::set<int> headerStarts;
    std::set<int> headerEnds;
    for (const Token &t : headerTokens) {
        headerStarts.insert(t.start);
        headerEnds.insert(t.end);
    }
    const std::string table = r.out.toStdString();
    // Cells of a row hold no spaces: time, index, eight numbers or N/A; the
    // device name follows. TIME and GPU are left aligned, the rest right.
    constexpr int kCells = 10;
    QList<Token> firstRow;
    for (const QString &row : text.mid(1)) {
        EXPECT_FALSE(row.contains(QStringLiteral("不可用"))) << "a fixed-width cell shows N/A: " << row.toStdString();
        const QList<Token> cells = tokens(row).mid(0, kCells);
        ASSERT_EQ(cells.size(), kCells) << table;
        if (firstRow.isEmpty())
            firstRow = cells;
        for (int i = 0; i < kCells; ++i) {
            if (i < 2) {
                EXPECT_EQ(cells[i].start, firstRow[i].start) << "column " << i << "\n" << table;
                EXPECT_TRUE(headerStarts.count(cells[i].start)) << "column " << i << " starts off its header\n" << table;
            } else {
                EXPECT_EQ(cells[i].end, firstRow[i].end) << "column " << i << "\n" << table;
                EXPECT_TRUE(headerEnds.count(cells[i].end)) << "column " << i << " ends off its header\n" << table;
            }
        }
        // The last cell ends where the header does, two spaces before the name.
        EXPECT_EQ(cells.last().end, columns(header)) << table;
    }
}
