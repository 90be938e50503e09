// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/BenchProtocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rocmtune {

namespace {

// Reads typed fields of one object and remembers the first problem.
class FieldReader
{
public:
    explicit FieldReader(const QJsonObject &object) : object_(object) {}

    const QString &error() const { return error_; }
    bool ok() const { return error_.isEmpty(); }

    QString string(const char *key, bool required = true)
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isString())
            return v.toString();
        if (required || !v.isUndefined())
            fail(key, "a string");
        return QString();
    }

    std::optional<double> number(const char *key, bool required = true, bool nullable = false)
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isDouble() && std::isfinite(v.toDouble()))
            return v.toDouble();
        if (v.isNull() && nullable)
            return std::nullopt;
        if (v.isUndefined() && !required)
            return std::nullopt;
        fail(key, nullable ? "a number or null" : "a number");
        return std::nullopt;
    }

    // A whole number that fits the range.
    std::optional<qint64> integer(const char *key, qint64 minimum, qint64 maximum, bool required = true)
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return std::nullopt;
        if (v.isDouble()) {
            const double d = v.toDouble();
            if (std::isfinite(d) && std::floor(d) == d && d >= static_cast<double>(minimum) && d <= static_cast<double>(maximum))
                return static_cast<qint64>(d);
        }
        fail(key, "a whole number in range");
        return std::nullopt;
    }

    bool boolean(const char *key)
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isBool())
            return v.toBool();
        fail(key, "true or false");
        return false;
    }

    QJsonObject object(const char *key)
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isObject())
            return v.toObject();
        if (!v.isUndefined())
            fail(key, "an object");
        return QJsonObject();
    }

private:
    void fail(const char *key, const char *expected)
    {
        if (error_.isEmpty())
            error_ = QStringLiteral("field \"%1\" must be %2").arg(QLatin1String(key), QLatin1String(expected));
    }

    const QJsonObject &object_;
    QString error_;
};

BenchLineParse finish(FieldReader &reader, BenchMessage message)
{
    BenchLineParse parse;
    if (reader.ok())
        parse.message = std::move(message);
    else
        parse.error = reader.error();
    return parse;
}

} // namespace

BenchLineParse parseBenchLine(const QByteArray &line)
{
    BenchLineParse parse;
    const QByteArray trimmed = line.trimmed();
    if (trimmed.isEmpty()) {
        parse.error = QStringLiteral("empty line");
        return parse;
    }
    QJsonParseError jsonError{};
    const QJsonDocument document = QJsonDocument::fromJson(trimmed, &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        parse.error = QStringLiteral("not JSON: %1 at offset %2").arg(jsonError.errorString()).arg(jsonError.offset);
        return parse;
    }
    if (!document.isObject()) {
        parse.error = QStringLiteral("not a JSON object");
        return parse;
    }
    const QJsonObject object = document.object();
    FieldReader reader(object);
    const QString type = reader.string("type");
    if (!reader.ok()) {
        parse.error = reader.error();
        return parse;
    }

    if (type == QLatin1String("hello")) {
        BenchHello hello;
        hello.device = reader.string("device");
        hello.deviceIndex = static_cast<int>(reader.integer("device_index", 0, 1024).value_or(-1));
        hello.arch = reader.string("arch", false);
        hello.backend = reader.string("backend", false);
        hello.runnerVersion = reader.string("runner_version");
        hello.protocolVersion = static_cast<int>(reader.integer("protocol_version", 1, 1000).value_or(0));
        if (const auto bytes = reader.integer("memory_bytes", 0, std::numeric_limits<qint64>::max(), false))
            hello.memoryBytes = static_cast<quint64>(*bytes);
        if (const auto units = reader.integer("compute_units", 0, 1 << 20, false))
            hello.computeUnits = static_cast<int>(*units);
        const QJsonObject clocks = reader.object("clocks");
        if (clocks.value(QLatin1String("core_mhz")).isDouble())
            hello.coreClockMegahertz = clocks.value(QLatin1String("core_mhz")).toDouble();
        hello.pciBusId = reader.string("pci_bus_id", false);
        const QJsonValue supported = object.value(QLatin1String("arch_supported"));
        if (supported.isBool())
            hello.archSupported = supported.toBool();
        for (const QJsonValue &arch : object.value(QLatin1String("archs_built")).toArray()) {
            if (arch.isString())
                hello.archsBuilt << arch.toString();
        }
        hello.raw = object;
        return finish(reader, hello);
    }
    if (type == QLatin1String("progress")) {
        BenchProgress progress;
        progress.test = reader.string("test");
        progress.percent = reader.number("percent").value_or(0);
        progress.elapsedSeconds = reader.number("elapsed_s", false);
        progress.throughput = reader.number("throughput", true, true);
        progress.unit = reader.string("unit", false);
        if (const auto errors = reader.integer("errors", 0, std::numeric_limits<qint64>::max(), false))
            progress.errors = static_cast<quint64>(*errors);
        if (reader.ok() && (progress.percent < 0 || progress.percent > 100.0001)) {
            parse.error = QStringLiteral("field \"percent\" must be within 0..100");
            return parse;
        }
        return finish(reader, progress);
    }
    if (type == QLatin1String("fault")) {
        BenchFault fault;
        fault.test = reader.string("test");
        fault.kind = reader.string("kind");
        fault.count = static_cast<quint64>(reader.integer("count", 0, std::numeric_limits<qint64>::max()).value_or(0));
        fault.message = reader.string("message");
        fault.where = reader.object("where");
        fault.elapsedSeconds = reader.number("elapsed_s", false);
        return finish(reader, fault);
    }
    if (type == QLatin1String("heartbeat")) {
        BenchHeartbeat heartbeat;
        heartbeat.elapsedSeconds = reader.number("elapsed_s", false);
        return finish(reader, heartbeat);
    }
    if (type == QLatin1String("result")) {
        BenchResult result;
        result.test = reader.string("test");
        result.metric = reader.string("metric");
        result.value = reader.number("value", true, true);
        result.unit = reader.string("unit");
        result.errors = static_cast<quint64>(reader.integer("errors", 0, std::numeric_limits<qint64>::max()).value_or(0));
        result.pass = reader.boolean("pass");
        result.details = reader.object("details");
        return finish(reader, result);
    }
    if (type == QLatin1String("error")) {
        BenchError error;
        error.message = reader.string("message");
        error.code = static_cast<int>(reader.integer("code", -1000000, 1000000, false).value_or(0));
        return finish(reader, error);
    }
    if (type == QLatin1String("done")) {
        BenchDone done;
        done.pass = reader.boolean("pass");
        done.exitCode = static_cast<int>(reader.integer("exit_code", -1000000, 1000000).value_or(0));
        return finish(reader, done);
    }
    if (type == QLatin1String("test")) {
        BenchTestListing listing;
        listing.name = reader.string("name");
        listing.metric = reader.string("metric", false);
        listing.unit = reader.string("unit", false);
        listing.description = reader.string("description", false);
        return finish(reader, listing);
    }
    parse.error = QStringLiteral("unknown message type \"%1\"").arg(type.left(40));
    return parse;
}

void BenchLineBuffer::append(const QByteArray &bytes)
{
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', start);
        const qsizetype end = newline < 0 ? bytes.size() : newline;
        if (!discarding_) {
            const qsizetype room = maxLineBytes_ - pending_.size();
            const qsizetype take = std::min<qsizetype>(room, end - start);
            pending_.append(bytes.constData() + start, take);
            if (take < end - start) {
                // Too long: keep the start for the report, drop the rest of the line.
                lines_.append(Line{pending_, true});
                pending_.clear();
                discarding_ = true;
            }
        }
        if (newline < 0)
            break;
        if (discarding_) {
            discarding_ = false;
        } else {
            if (pending_.endsWith('\r'))
                pending_.chop(1);
            lines_.append(Line{pending_, false});
            pending_.clear();
        }
        start = newline + 1;
    }
}

QVector<BenchLineBuffer::Line> BenchLineBuffer::takeLines()
{
    QVector<Line> lines;
    lines.swap(lines_);
    return lines;
}

std::optional<BenchLineBuffer::Line> BenchLineBuffer::takeRest()
{
    discarding_ = false;
    if (pending_.isEmpty())
        return std::nullopt;
    Line line{pending_, false};
    pending_.clear();
    return line;
}

} // namespace rocmtune
