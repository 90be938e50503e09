// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace rocmtune {

// A moment as the files we write store it: UTC, ISO 8601 with milliseconds
// ("2026-12-06T07:45:33.120Z").
inline QString isoTimeUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

inline QString isoTimeUtc(qint64 msSinceEpoch)
{
    return isoTimeUtc(QDateTime::fromMSecsSinceEpoch(msSinceEpoch, Qt::UTC));
}

} // namespace rocmtune
