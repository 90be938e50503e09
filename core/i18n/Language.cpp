// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Language.h"

#include "core/oneshot/OneShotProtocol.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdlib>
#include <memory>

namespace rocmtune {

namespace {
struct InstalledTranslators {
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
    QString language;
};

InstalledTranslators &installed()
{
    static InstalledTranslators state;
    return state;
}
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString languageDisplayName(const QString &code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("中文");
    return QStringLiteral("English");
}

QStringList languageSettingChoices()
{
    return {QStringLiteral("system"), QStringLiteral("zh_CN"), QStringLiteral("en")};
}

QString languageSettingLabel(const QString &setting)
{
    if (setting.isEmpty() || setting == QLatin1String("system")) {
        //: Language menu entry; %1 is the language the system's locale gives (中文 or English)
        return QCoreApplication::translate("Language", "Follow the system (%1)").arg(languageDisplayName(systemLanguage()));
    }
    return languageDisplayName(setting);
}

QString systemLanguage()
{
    // The message locale in gettext's order, one rule with the exporter's
    // one-shot answers (they must speak the asker's language).
    return QString::fromStdString(oneshot::systemMessageLanguage([](const char *name) { return std::getenv(name); }));
}

QString resolveLanguage(const QString &setting)
{
    if (setting.isEmpty() || setting == QLatin1String("system"))
        return systemLanguage();
    if (availableLanguages().contains(setting))
        return setting;
    return QStringLiteral("en");
}

bool applyLanguage(const QString &code)
{
    InstalledTranslators &state = installed();
    if (state.ours)
        QCoreApplication::removeTranslator(state.ours.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.ours.reset();
    state.qt.reset();
    state.language = code;

    // English too: the source strings are English, but its catalogue holds the
    // plural forms ("%n minute(s)" -> "1 minute" / "5 minutes").
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral(":/i18n/rocmtune_%1.qm").arg(code)))
        return code == QLatin1String("en"); // English without plurals is still English
    QCoreApplication::installTranslator(ours.get());
    state.ours = std::move(ours);
    if (code == QLatin1String("en"))
        return true; // Qt's own strings are English already

    // Qt's own strings (standard buttons, dialogs) where the system has them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    return true;
}

QString currentLanguage()
{
    return installed().language;
}

} // namespace rocmtune
