// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the helper's request parser: any input must either be
// refused with a message or parse into a request that survives a round trip.
#include "core/tuning/route/TuningRequest.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto request = rocmtune::parseTuningRequest(input, &error);
    if (!request) {
        if (error.isEmpty())
            std::abort(); // a refusal must say why
        return 0;
    }
    QString again;
    const auto reparsed = rocmtune::parseTuningRequest(QJsonDocument(request->toJson()).toJson(QJsonDocument::Compact), &again);
    if (!reparsed || reparsed->values != request->values || reparsed->action != request->action
        || reparsed->deviceIndex != request->deviceIndex || reparsed->deviceId != request->deviceId
        || reparsed->confirmTimeoutSeconds != request->confirmTimeoutSeconds)
        std::abort();
    return 0;
}
