// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the profile file parser (ProfileJson): any input must
// either be refused with a message, or parse into a profile that is written
// back in the current schema and reads back identical.
#include "core/profiles/ProfileJson.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const rocmtune::ProfileParseResult parsed = rocmtune::parseProfile(input);
    if (!parsed.profile) {
        if (parsed.error.isEmpty())
            std::abort(); // a refusal must say why
        return 0;
    }
    if (parsed.profile->name.trimmed().isEmpty() || parsed.profile->name.size() > rocmtune::kMaxProfileNameLength)
        std::abort(); // names are checked on read
    const rocmtune::ProfileParseResult again = rocmtune::parseProfile(rocmtune::profileToBytes(*parsed.profile));
    if (!again.profile || again.sourceVersion != rocmtune::kProfileSchemaVersion || !(*again.profile == *parsed.profile))
        std::abort();
    return 0;
}
