// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/TuningLog.h"

#include <QString>
#include <QStringList>

namespace rocmtune {

// A log line's words in the language in force now: the changes and the
// message from the data kept with them; from the stored words for a line
// written before the data was kept (or whose data no control reads back).
// "old -> new" per change, with the driver's names as the controls' titles.
QString loggedChangeText(const LoggedChange &change);
QStringList changeTexts(const TuningLogEntry &entry);
QString messageText(const TuningLogEntry &entry);

} // namespace rocmtune
