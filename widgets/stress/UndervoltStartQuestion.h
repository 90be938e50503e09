// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/undervolt/UndervoltReport.h"

#include <QString>

class QWidget;

namespace rocmtune {

// What "Find a stable undervolt" is about to do on one GPU, for the question
// asked before it starts.
struct UndervoltStartPlan {
    QString deviceName;
    int stepMillivolts = 10;
    UndervoltCheck check = UndervoltCheck::Quick;
    int lowestMillivolts = 0; // the card's lowest voltage offset (the search never goes below it)
};

// At most this many minutes: every step from 0 mV down to the lowest offset with its check, and the proposal's
// full Quick check (whole minutes, rounded up).
int undervoltSearchMaxMinutes(const UndervoltStartPlan &plan);
// The question's heading and its body (what the search does, about how long, that the screen may flicker, that
// a crash is possible and is rolled back), in the current language.
QString undervoltStartHeading(const UndervoltStartPlan &plan);
QString undervoltStartDetails(const UndervoltStartPlan &plan);
// Asks with a modal message box ("Start the search" / Cancel, Cancel the default: Enter does not start it).
// True: start.
bool askToStartUndervoltSearch(QWidget *parent, const UndervoltStartPlan &plan);

} // namespace rocmtune
