// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// Why an HTTP request to Prometheus brought no usable answer. The network
// code (remote/) fills it in; describe() turns it into a translated sentence.
struct FetchFailure {
    enum Kind {
        None,
        InvalidUrl,    // not an http(s) URL
        Unreachable,   // connection refused, host not found, network down
        Timeout,       // no answer in time
        HttpStatus,    // answered with an HTTP error status
        NotPrometheus, // answered, but not with the Prometheus API's JSON
        QueryError,    // Prometheus refused the query (detail: its error)
        TooLarge,      // the answer passed the size cap (detail: the cap in MiB); aborted
    };
    Kind kind = None;
    QString url;    // base URL the user gave
    QString detail; // Qt's or Prometheus' own words, untranslated
    int httpStatus = 0;

    bool failed() const { return kind != None; }
    QString describe() const;
};

} // namespace rocmtune
