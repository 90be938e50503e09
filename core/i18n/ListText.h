// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rocmtune {

// The items of a list inside a sentence, joined in the UI language:
// "auto, low, high" in English, "auto、low、high" in Chinese (the catalogue's
// translation of the separator ", " in the context "ListText"). Only for text
// a person reads; keys, files and logs that scripts parse keep ", ".
QString joinList(const QStringList &items);

} // namespace rocmtune
