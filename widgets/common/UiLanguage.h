// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// Installs the UI language's catalogues (applyLanguage) and makes dates and
// numbers follow it: the system's locale when it speaks that language
// (zh_TW dates for a zh_TW system in Chinese, de_DE numbers for a German
// system in English would not be: English then gets en_US), else the
// language's own. A Chinese UI on an English system shows Chinese dates.
bool applyUiLanguage(const QString &code);

} // namespace rocmtune
