// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/undervolt/UndervoltSettings.h"

#include <QString>

class QWidget;

namespace rocmtune {

// What "Find a stable undervolt" is about to do on one GPU, for the question
// asked before it starts.
struct UndervoltStartPlan {
    QString deviceName;
    UndervoltSettings settings; // step, check, margin and confirmation (the CLI's defaults unless changed)
    int lowestMillivolts = 0;   // the card's lowest voltage offset (the search never goes below it)
};

// How long the search takes at most with these settings, in the current
// language: "up to about 37 minutes (the Standard preset's confirmation
// included)" or, confirmed by the user's command, "… plus your command's time".
QString undervoltDurationText(const UndervoltStartPlan &plan);
// A step's check for people: "load steps, power pulses and a training step (30 s)".
QString undervoltCheckText(UndervoltCheck check);
// The question's heading and its body (what the search does, about how long, that the screen may flicker, that
// a crash is possible and is rolled back), in the current language.
QString undervoltStartHeading(const UndervoltStartPlan &plan);
QString undervoltStartDetails(const UndervoltStartPlan &plan);
// Asks with a modal message box ("Start the search" / Cancel, Cancel the default: Enter does not start it).
// True: start.
bool askToStartUndervoltSearch(QWidget *parent, const UndervoltStartPlan &plan);

} // namespace rocmtune
