// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/UiLanguage.h"

#include "core/i18n/Language.h"

#include <QLocale>

namespace rocmtune {

bool applyUiLanguage(const QString &code)
{
    const bool ok = applyLanguage(code);
    const QLocale system = QLocale::system();
    const QLocale wanted(code);
    QLocale::setDefault(system.language() == wanted.language() ? system : wanted);
    return ok;
}

} // namespace rocmtune
