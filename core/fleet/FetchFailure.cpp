// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/FetchFailure.h"

#include "core/fleet/FleetTr.h"

#include <QCoreApplication>

namespace rocmtune {

QString FetchFailure::describe() const
{
    switch (kind) {
    case None:
        return QString();
    case InvalidUrl:
        return FleetTr::tr("“%1” is not a Prometheus URL; give one like http://prometheus.example:9090.").arg(url);
    case Unreachable:
        return FleetTr::tr("Cannot reach Prometheus at %1: %2. Check the address, and that Prometheus runs and lets this "
                        "machine connect.")
            .arg(url, detail);
    case Timeout:
        return FleetTr::tr("Prometheus at %1 did not answer within %2 s.").arg(url, detail);
    case HttpStatus:
        return FleetTr::tr("Prometheus at %1 answered HTTP %2 (%3). Is this the Prometheus server's address?")
            .arg(url)
            .arg(httpStatus)
            .arg(detail);
    case NotPrometheus:
        return FleetTr::tr("%1 answered, but not like Prometheus' HTTP API: %2.").arg(url, detail);
    case QueryError:
        return FleetTr::tr("Prometheus at %1 refused a query: %2.").arg(url, detail);
    case TooLarge:
        return FleetTr::tr("The answer of %1 passed %2 MiB and was cut off; a Prometheus answer to these queries is far smaller.")
            .arg(url, detail);
    }
    return QString();
}

} // namespace rocmtune
