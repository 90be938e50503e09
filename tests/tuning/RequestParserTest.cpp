// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/clocktable/ClockTableValue.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"
#include "core/tuning/route/TuningRequest.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
std::optional<TuningRequest> parseRequest(const char *json, QString *error = nullptr)
{
    return parseTuningRequest(QByteArray(json), error);
}
} // namespace

TEST(TuningRequestParser, ParsesACompleteApply)
{
    QString error;
    const auto r = parseRequest(R"({"version":1,"action":"apply","device":{"index":1,"id":"abc"},
        "values":{"power_cap_microwatts":350000000,"sclk_range_mhz":[500,2800],"mclk_levels":[0,3],
                  "perf_level":"manual","power_profile":"compute","overdrive_percent":5},"confirm_timeout_s":15})",
                         &error);
    ASSERT_TRUE(r) << error.toStdString();
    EXPECT_EQ(r->action, TuningRequest::Action::Apply);
    EXPECT_EQ(r->deviceIndex, 1);
    EXPECT_EQ(r->deviceId, QStringLiteral("abc"));
    EXPECT_EQ(r->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{350000000u}));
    EXPECT_EQ(clockRangeIn(r->values, ClockDomain::Gfx), (ClockRangeValue{500, 2800}));
    EXPECT_EQ(dpmLevelMaskIn(r->values, ClockDomain::Memory), 0b1001u);
    EXPECT_EQ(r->values.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    EXPECT_EQ(r->values.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(r->values.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{5}));
    EXPECT_EQ(r->confirmTimeoutSeconds, 15);
    // Round trip.
    const auto again = parseTuningRequest(QJsonDocument(r->toJson()).toJson(), &error);
    ASSERT_TRUE(again) << error.toStdString();
    EXPECT_EQ(again->values, r->values);
}

TEST(TuningRequestParser, RefusesWhatIsNotTheSchema)
{
    const char *bad[] = {
        "",
        "not json",
        "[]",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":1},"path":"/sys/x"})",
        R"({"version":1,"action":"apply","device":{"index":0,"bus":"x"},"values":{"power_cap_microwatts":1}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_watts":300}})",
        R"({"version":2,"action":"show","device":{"index":0}})",
        R"({"action":"show","device":{"index":0}})",
        R"({"version":1,"action":"exec","device":{"index":0}})",
        R"({"version":1,"action":"show"})",
        R"({"version":1,"action":"recover","device":{"index":0}})",
        R"({"version":1,"action":"show","device":{"index":-1}})",
        R"({"version":1,"action":"show","device":{"index":1.5}})",
        R"({"version":1,"action":"show","device":{"index":"0"}})",
        R"({"version":1,"action":"show","device":{"index":0,"id":""}})",
        R"({"version":1,"action":"confirm","device":{"index":0},"values":{"overdrive_percent":1}})",
        R"({"version":1,"action":"apply","device":{"index":0}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":-5}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":1e300}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":"300"}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"sclk_range_mhz":[500]}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"sclk_range_mhz":[500,2800,3000]}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"sclk_levels":[]}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"sclk_levels":[1,1]}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"sclk_levels":[64]}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"perf_level":"turbo"}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_profile":5}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"overdrive_percent":101}})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"overdrive_percent":1},"confirm_timeout_s":3})",
        R"({"version":1,"action":"apply","device":{"index":0},"values":{"overdrive_percent":1},"confirm_timeout_s":61})",
        R"({"version":1,"action":"extend","device":{"index":0}})",
        R"({"version":1,"action":"extend","device":{"index":0},"confirm_timeout_s":0})",
        R"({"version":1,"action":"extend","device":{"index":0},"confirm_timeout_s":61})",
        R"({"version":1,"action":"extend","device":{"index":0},"confirm_timeout_s":15,"values":{"overdrive_percent":1}})",
        R"({"version":1,"action":"confirm","device":{"index":0},"confirm_timeout_s":15})",
    };
    for (const char *json : bad) {
        QString error;
        EXPECT_FALSE(parseRequest(json, &error)) << json;
        EXPECT_FALSE(error.isEmpty()) << json;
    }
}

TEST(TuningRequestParser, UnknownFieldMessageNamesTheField)
{
    QString error;
    EXPECT_FALSE(parseRequest(R"({"version":1,"action":"show","device":{"index":0},"shell":"rm -rf /"})", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("\"shell\""))) << error.toStdString();
}

TEST(TuningRequestParser, RefusesOversizedInput)
{
    QByteArray huge = R"({"version":1,"action":"show","device":{"index":0},"x":")";
    huge.append(QByteArray(kMaxTuningRequestBytes, 'a'));
    huge.append("\"}");
    QString error;
    EXPECT_FALSE(parseTuningRequest(huge, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("larger")));
}

TEST(TuningRequestParser, ExtendTakesAConfirmTimeout)
{
    QString error;
    const auto r = parseRequest(R"({"version":1,"action":"extend","device":{"index":1,"id":"abc"},"confirm_timeout_s":20})", &error);
    ASSERT_TRUE(r) << error.toStdString();
    EXPECT_EQ(r->action, TuningRequest::Action::Extend);
    EXPECT_EQ(r->deviceIndex, 1);
    EXPECT_EQ(r->confirmTimeoutSeconds, 20);
    // Round trip through the request's own JSON.
    const auto again = parseTuningRequest(QJsonDocument(r->toJson()).toJson(), &error);
    ASSERT_TRUE(again) << error.toStdString();
    EXPECT_EQ(again->confirmTimeoutSeconds, 20);
}

TEST(TuningRequestParser, ClockTableResetIsOneBooleanAndNothingElse)
{
    QString error;
    const auto r = parseRequest(R"({"version":1,"action":"apply","device":{"index":0},"values":{"reset_clock_table":true}})", &error);
    ASSERT_TRUE(r) << error.toStdString();
    EXPECT_TRUE(r->values.perControl.has<ClockTableReset>());
    const auto again = parseTuningRequest(QJsonDocument(r->toJson()).toJson(), &error);
    ASSERT_TRUE(again) << error.toStdString();
    EXPECT_EQ(again->values, r->values);
    // No path, no table, no "false" (there is nothing to say with it), no strings.
    for (const char *bad : {R"({"version":1,"action":"apply","device":{"index":0},"values":{"reset_clock_table":false}})",
                            R"({"version":1,"action":"apply","device":{"index":0},"values":{"reset_clock_table":"pp_od_clk_voltage"}})",
                            R"({"version":1,"action":"apply","device":{"index":0},"values":{"reset_clock_table":1}})",
                            R"({"version":1,"action":"apply","device":{"index":0},"values":{"reset_clock_table":{"path":"/sys"}}})"}) {
        error.clear();
        EXPECT_FALSE(parseRequest(bad, &error)) << bad;
        EXPECT_TRUE(error.contains(QStringLiteral("reset_clock_table"))) << bad << " -> " << error.toStdString();
    }
}
