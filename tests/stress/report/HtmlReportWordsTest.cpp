// SPDX-License-Identifier: GPL-3.0-or-later
// The stress HTML report's "Tuning in force" in the words the rest of the product uses for controls
// (ControlRule::describe: "Performance level: Automatic", "Power cap: 300 W"), in the report's language.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/i18n/Language.h"
#include "core/stress/StressHtmlReport.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QCoreApplication &application()
{
    static int argc = 1;
    static char name[] = "stress_report_words_tests";
    static char *argv[] = {name, nullptr};
    static QCoreApplication instance(argc, argv);
    return instance;
}

// A simulated RX 7900 XTX's controls as the driver reports them: performance level auto, its power cap.
ControlState rx7900xtxControls()
{
    SimulatedOptions options;
    options.cards = {QStringLiteral("rx7900xtx")};
    options.manualClock = true;
    SimulatedBackend sim(options);
    EXPECT_TRUE(sim.initialize().ok);
    return sim.readControls(0);
}

StressReportData reportWith(const ControlState &tuning)
{
    StressReportData report;
    GpuRunData run;
    run.device = 0;
    run.info.name = QStringLiteral("Simulated RX 7900 XTX");
    report.runs = {run};
    report.environment.tuning.insert(0, tuning);
    return report;
}

// The cell of the "Tuning in force" row, its lines split at <br>.
QStringList tuningLines(const QString &html, const QString &header)
{
    const QRegularExpression cell(QStringLiteral("<tr><th>%1</th><td>(.*?)</td></tr>").arg(QRegularExpression::escape(header.toHtmlEscaped())));
    const QRegularExpressionMatch m = cell.match(html);
    return m.hasMatch() ? m.captured(1).split(QStringLiteral("<br>")) : QStringList();
}

class StressReportWords : public ::testing::Test
{
protected:
    void SetUp() override { application(); }
    void TearDown() override { applyLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(StressReportWords, TuningInForceSaysEachControlAsTheTuningViewDoes)
{
    ASSERT_TRUE(applyLanguage(QStringLiteral("en")));
    const ControlState state = rx7900xtxControls();
    ASSERT_TRUE(state.perControl.has<PerfLevelControl>());
    ASSERT_TRUE(state.perControl.has<PowerCapControl>());
    const QStringList lines = tuningLines(stressReportToHtml(reportWith(state)), QStringLiteral("Tuning in force"));
    ASSERT_FALSE(lines.isEmpty()) << "no \"Tuning in force\" row";
    EXPECT_TRUE(lines.contains(QStringLiteral("Performance level: Automatic"))) << lines.join(QLatin1String(" | ")).toStdString();
    const int watts = static_cast<int>(std::lround(state.perControl.get<PowerCapControl>()->currentMicrowatts / 1e6));
    EXPECT_TRUE(lines.contains(QStringLiteral("Power cap: %1 W").arg(watts))) << lines.join(QLatin1String(" | ")).toStdString();
    // Every line is one control's describe() of the values in force, and nothing else.
    const TuningValues now = currentValues(state);
    QStringList described;
    for (const auto &rule : controlRules()) {
        if (rule->requested(now))
            described << rule->describe(now).toHtmlEscaped();
    }
    EXPECT_EQ(lines, described);
    for (const QString &line : lines)
        EXPECT_FALSE(line.startsWith(QLatin1String("performance level")) || line.startsWith(QLatin1String("power cap"))) << line.toStdString();
}

TEST_F(StressReportWords, TuningInForceIsInTheReportsLanguage)
{
    ASSERT_TRUE(applyLanguage(QStringLiteral("zh_CN")));
    const ControlState state = rx7900xtxControls();
    const QStringList lines = tuningLines(stressReportToHtml(reportWith(state)), QCoreApplication::translate("Stress", "Tuning in force"));
    ASSERT_FALSE(lines.isEmpty()) << "no \"Tuning in force\" row";
    // The Tuning view's words in Chinese: the name, a full-width colon, the choice's label.
    EXPECT_TRUE(lines.contains(QStringLiteral("性能等级：自动"))) << lines.join(QLatin1String(" | ")).toStdString();
    for (const QString &line : lines)
        EXPECT_FALSE(line.contains(QLatin1String("auto")) || line.contains(QLatin1String("performance"))) << line.toStdString();
}
