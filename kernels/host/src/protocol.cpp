// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/protocol.hpp"

namespace rtb {

namespace {
std::int64_t nowNanoseconds()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

ProtocolWriter::ProtocolWriter(std::ostream& out)
    : out_(out)
    , start_(std::chrono::steady_clock::now())
{
}

double ProtocolWriter::elapsedSeconds() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProtocolWriter::emit(const JsonLine& line)
{
    const std::string text = line.str();
    const std::lock_guard lock(mutex_);
    out_ << text << '\n';
    out_.flush(); // a reader sees each line as soon as it is complete
}

void ProtocolWriter::progress(std::string_view test, double percent, double throughput, std::string_view unit,
                              std::uint64_t errors)
{
    emit(JsonLine()
             .add("type", "progress")
             .add("test", test)
             .add("percent", percent)
             .add("elapsed_s", elapsedSeconds())
             .add("throughput", throughput)
             .add("unit", unit)
             .add("errors", static_cast<unsigned long long>(errors)));
}

void ProtocolWriter::fault(std::string_view test, std::string_view kind, std::uint64_t count, std::string_view message,
                           std::string_view whereJson, double injectedAtSeconds)
{
    JsonLine line;
    line.add("type", "fault")
        .add("test", test)
        .add("kind", kind)
        .add("count", static_cast<unsigned long long>(count))
        .add("message", message)
        .addRaw("where", whereJson.empty() ? std::string_view("{}") : whereJson)
        .add("elapsed_s", elapsedSeconds());
    if (injectedAtSeconds >= 0.0)
        line.add("fault_injected_at_s", injectedAtSeconds);
    emit(line);
}

void ProtocolWriter::heartbeat()
{
    emit(JsonLine().add("type", "heartbeat").add("elapsed_s", elapsedSeconds()));
}

void ProtocolWriter::error(std::string_view message, int code)
{
    emit(JsonLine().add("type", "error").add("message", message).add("code", code));
}

void ProtocolWriter::done(bool pass, int exitCode)
{
    emit(JsonLine().add("type", "done").add("pass", pass).add("exit_code", exitCode));
}

Heartbeat::Heartbeat(ProtocolWriter& writer, std::chrono::milliseconds interval, std::chrono::milliseconds staleAfter)
    : writer_(writer)
    , interval_(interval)
    , staleAfter_(staleAfter)
    , lastTouchNanoseconds_(nowNanoseconds())
{
    thread_ = std::thread([this] { loop(); });
}

Heartbeat::~Heartbeat()
{
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void Heartbeat::touch()
{
    lastTouchNanoseconds_.store(nowNanoseconds(), std::memory_order_relaxed);
}

void Heartbeat::loop()
{
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
        const auto sinceTouch = std::chrono::nanoseconds(nowNanoseconds() - lastTouchNanoseconds_.load(std::memory_order_relaxed));
        if (sinceTouch < staleAfter_)
            writer_.heartbeat();
    }
}

} // namespace rtb
