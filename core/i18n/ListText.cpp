// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/ListText.h"

#include <QCoreApplication>

namespace rocmtune {

QString joinList(const QStringList &items)
{
    //: Between the items of a list inside a sentence ("auto, low, high"); Chinese: 、
    return items.join(QCoreApplication::translate("ListText", ", "));
}

} // namespace rocmtune
