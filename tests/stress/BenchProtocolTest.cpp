// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/BenchProtocol.h"
#include "core/stress/BenchRecord.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

template <typename T>
const T &as(const BenchLineParse &parse)
{
    static const T empty{};
    if (!parse.message || !std::holds_alternative<T>(*parse.message)) {
        ADD_FAILURE() << "wrong message type; error: " << parse.error.toStdString();
        return empty;
    }
    return std::get<T>(*parse.message);
}

} // namespace

TEST(BenchProtocol, ParsesEveryMessageType)
{
    const auto hello = parseBenchLine(R"({"type":"hello","device":"NVIDIA H200","device_index":0,"arch":"sm_90","clocks":{"core_mhz":1980},"memory_bytes":150119989248,"backend":"cuda","runner_version":"0.1.0","protocol_version":1})");
    EXPECT_EQ(as<BenchHello>(hello).device, QStringLiteral("NVIDIA H200"));
    EXPECT_EQ(as<BenchHello>(hello).memoryBytes.value_or(0), 150119989248ull);
    EXPECT_DOUBLE_EQ(as<BenchHello>(hello).coreClockMegahertz.value_or(0), 1980.0);

    const auto progress = parseBenchLine(R"({"type":"progress","test":"gemm","percent":42.5,"elapsed_s":3.25,"throughput":41.3,"unit":"TFLOP/s"})");
    EXPECT_EQ(as<BenchProgress>(progress).test, QStringLiteral("gemm"));
    EXPECT_DOUBLE_EQ(as<BenchProgress>(progress).percent, 42.5);
    EXPECT_DOUBLE_EQ(as<BenchProgress>(progress).throughput.value_or(0), 41.3);

    // The runner writes NaN as null: "not measured", not 0.
    const auto noThroughput = parseBenchLine(R"({"type":"progress","test":"gemm","percent":1,"elapsed_s":0.5,"throughput":null,"unit":"TFLOP/s"})");
    EXPECT_FALSE(as<BenchProgress>(noThroughput).throughput.has_value());

    EXPECT_DOUBLE_EQ(as<BenchHeartbeat>(parseBenchLine(R"({"type":"heartbeat","elapsed_s":1.5})")).elapsedSeconds.value_or(0), 1.5);

    const auto result = parseBenchLine(R"({"type":"result","test":"memory","metric":"copy_gbps","value":3950.5,"unit":"GB/s","errors":2,"pass":false,"details":{"first_error_addresses":[4096]}})");
    EXPECT_EQ(as<BenchResult>(result).errors, 2u);
    EXPECT_FALSE(as<BenchResult>(result).pass);
    EXPECT_TRUE(as<BenchResult>(result).details.contains(QStringLiteral("first_error_addresses")));

    EXPECT_EQ(as<BenchError>(parseBenchLine(R"({"type":"error","message":"boom","code":4})")).code, 4);
    EXPECT_EQ(as<BenchDone>(parseBenchLine(R"({"type":"done","pass":false,"exit_code":1})")).exitCode, 1);
    EXPECT_EQ(as<BenchTestListing>(parseBenchLine(R"({"type":"test","name":"gemm","metric":"sgemm_tflops","unit":"TFLOP/s","description":"x"})")).name,
              QStringLiteral("gemm"));
}

TEST(BenchProtocol, IgnoresUnknownExtraFields)
{
    const auto parse = parseBenchLine(R"({"type":"heartbeat","elapsed_s":2,"gpu_temp_hint":77,"new_thing":[1,2]})");
    EXPECT_TRUE(parse.message.has_value()) << parse.error.toStdString();
}

TEST(BenchProtocol, RejectsMalformedLinesWithAReason)
{
    const char *bad[] = {
        "",
        "not json at all",
        R"({"type":"result","test":)",                                   // cut off
        R"([1,2,3])",                                                    // not an object
        R"({"test":"gemm"})",                                            // no type
        R"({"type":7})",                                                 // type not a string
        R"({"type":"warp_drive"})",                                      // unknown type
        R"({"type":"progress","test":"gemm","percent":"half","throughput":1})", // wrong type
        R"({"type":"progress","test":"gemm","percent":250,"throughput":1})",    // out of range
        R"({"type":"result","test":"gemm","metric":"m","value":1,"unit":"u","errors":-1,"pass":true})",
        R"({"type":"result","test":"gemm","metric":"m","value":1,"unit":"u","errors":1.5,"pass":true})",
        R"({"type":"result","test":"gemm","metric":"m","value":1,"unit":"u","errors":0})",  // no pass
        R"({"type":"done","pass":"yes","exit_code":0})",
        R"({"type":"hello","device":"x"})",                              // no versions
    };
    for (const char *line : bad) {
        const BenchLineParse parse = parseBenchLine(QByteArray(line));
        EXPECT_FALSE(parse.message.has_value()) << line;
        EXPECT_FALSE(parse.error.isEmpty()) << line;
    }
}

TEST(BenchLineBuffer, JoinsChunksAndSplitsLines)
{
    BenchLineBuffer buffer;
    buffer.append("{\"type\":\"heart");
    EXPECT_TRUE(buffer.takeLines().isEmpty());
    buffer.append("beat\",\"elapsed_s\":1}\r\n{\"type\":\"done\",\"pass\":true,\"exit_code\":0}\npartial");
    const auto lines = buffer.takeLines();
    ASSERT_EQ(lines.size(), 2);
    EXPECT_EQ(lines[0].text, QByteArray(R"({"type":"heartbeat","elapsed_s":1})"));
    EXPECT_TRUE(parseBenchLine(lines[1].text).message.has_value());
    const auto rest = buffer.takeRest();
    ASSERT_TRUE(rest.has_value());
    EXPECT_EQ(rest->text, QByteArray("partial"));
}

TEST(BenchLineBuffer, CutsOverlongLinesAndKeepsGoing)
{
    BenchLineBuffer buffer(64);
    buffer.append(QByteArray(200, 'x'));
    buffer.append(QByteArray(100, 'y') + "\n{\"type\":\"heartbeat\"}\n");
    const auto lines = buffer.takeLines();
    ASSERT_EQ(lines.size(), 2);
    EXPECT_TRUE(lines[0].overlong);
    EXPECT_EQ(lines[0].text.size(), 64);
    EXPECT_FALSE(lines[1].overlong);
    EXPECT_EQ(lines[1].text, QByteArray("{\"type\":\"heartbeat\"}"));
}

TEST(BenchRecord, FoldsPhasesProgressAndMalformedLines)
{
    BenchRecord record;
    record.addLine(1000, R"({"type":"hello","device":"d","device_index":0,"runner_version":"1","protocol_version":1})");
    record.addLine(1200, R"({"type":"progress","test":"compute","percent":10,"elapsed_s":0.2,"throughput":5,"unit":"TFLOP/s"})");
    record.addLine(1300, "garbage");
    record.addLine(2000, R"({"type":"result","test":"compute","metric":"fp32_tflops","value":5,"unit":"TFLOP/s","errors":0,"pass":true,"details":{}})");
    record.addLine(2300, R"({"type":"progress","test":"gemm","percent":10,"elapsed_s":1.3,"throughput":4,"unit":"TFLOP/s"})");
    record.finish(2500, RunnerEnd::Crashed, 11, QStringLiteral("signal 11"));

    ASSERT_TRUE(record.hello().has_value());
    ASSERT_EQ(record.phases().size(), 2);
    EXPECT_EQ(record.phases()[0].test, QStringLiteral("compute"));
    EXPECT_EQ(record.phases()[0].startMs, 1000); // from hello
    EXPECT_EQ(record.phases()[0].endMs.value_or(-1), 2000);
    EXPECT_EQ(record.phases()[1].startMs, 2000); // from the previous result
    EXPECT_EQ(record.phases()[1].endMs.value_or(-1), 2500);   // closed by the crash
    ASSERT_EQ(record.malformed().size(), 1);
    EXPECT_EQ(record.malformed()[0].lineNumber, 3);
    EXPECT_EQ(record.progress(QStringLiteral("gemm")).size(), 1);
    EXPECT_EQ(record.end(), RunnerEnd::Crashed);
    EXPECT_FALSE(record.done().has_value());
}

// Protocol v2 (/work/notes/PROTOCOL-v2.md, kernels/README.md).
TEST(BenchProtocolV2, FaultLineProgressErrorsAndArchFields)
{
    const auto fault = parseBenchLine(
        R"({"type":"fault","test":"gemm","kind":"gemm_mismatch","count":1,"message":"repetition 12: 1 element differs","where":{"index":4711,"row":0,"col":4711,"repetition":12,"expected":1.5,"actual":1.50000012},"elapsed_s":3.42})");
    ASSERT_TRUE(fault.message.has_value()) << fault.error.toStdString();
    const auto &f = std::get<BenchFault>(*fault.message);
    EXPECT_EQ(f.test, QStringLiteral("gemm"));
    EXPECT_EQ(f.kind, QStringLiteral("gemm_mismatch"));
    EXPECT_EQ(f.count, 1u);
    EXPECT_EQ(f.where.value(QStringLiteral("index")).toInt(), 4711);
    EXPECT_DOUBLE_EQ(f.elapsedSeconds.value_or(0), 3.42);
    // A fault without its count or message is rejected, not guessed.
    EXPECT_FALSE(parseBenchLine(R"({"type":"fault","test":"gemm","kind":"nan","message":"x"})").message.has_value());
    EXPECT_FALSE(parseBenchLine(R"({"type":"fault","test":"gemm","kind":"nan","count":1})").message.has_value());

    const auto progress = parseBenchLine(R"({"type":"progress","test":"memory","percent":40,"elapsed_s":2,"throughput":3900,"unit":"GB/s","errors":7})");
    ASSERT_TRUE(progress.message.has_value());
    EXPECT_EQ(std::get<BenchProgress>(*progress.message).errors.value_or(0), 7u);
    const auto v1 = parseBenchLine(R"({"type":"progress","test":"memory","percent":40,"throughput":3900})");
    EXPECT_FALSE(std::get<BenchProgress>(*v1.message).errors.has_value()); // v1: not said, not 0

    const auto hello = parseBenchLine(
        R"({"type":"hello","device":"d","device_index":0,"arch":"gfx1036","runner_version":"0.2","protocol_version":2,"arch_supported":false,"archs_built":["gfx900","gfx90a"]})");
    ASSERT_TRUE(hello.message.has_value());
    const auto &h = std::get<BenchHello>(*hello.message);
    EXPECT_EQ(h.archSupported, std::optional<bool>(false));
    EXPECT_EQ(h.archsBuilt, (QStringList{QStringLiteral("gfx900"), QStringLiteral("gfx90a")}));
}

TEST(BenchProtocolV2, RecordKeepsFaultsAndTheRunnersCount)
{
    BenchRecord record;
    record.addLine(1000, R"({"type":"progress","test":"memory","percent":10,"throughput":3900,"errors":0})");
    record.addLine(1200, R"({"type":"fault","test":"memory","kind":"memory_bit_error","count":2,"message":"bit 3 at 0x40","where":{"address":"0x40","bit":3}})");
    record.addLine(1300, R"({"type":"fault","test":"memory","kind":"memory_bit_error","count":5,"message":"bit 1 at 0x80","where":{"address":"0x80","bit":1}})");
    record.addLine(1400, R"({"type":"progress","test":"memory","percent":30,"throughput":3900,"errors":5})");
    ASSERT_EQ(record.faults().size(), 2);
    EXPECT_EQ(record.faults()[0].timeMs, 1200);
    ASSERT_NE(record.firstFault(QStringLiteral("memory")), nullptr);
    EXPECT_EQ(record.firstFault(QStringLiteral("memory"))->message, QStringLiteral("bit 3 at 0x40"));
    EXPECT_EQ(record.faultCount(QStringLiteral("memory")), 5u); // cumulative, not 2 + 5
    EXPECT_EQ(record.totalFaultCount(), 5u);
    EXPECT_EQ(record.firstFault(QStringLiteral("gemm")), nullptr);
    EXPECT_TRUE(record.malformed().isEmpty());
}
