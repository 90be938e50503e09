// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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

QString systemLanguage()
{
    const QLocale locale = QLocale::system();
    if (locale.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
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
    if (code == QLatin1String("en"))
        return true; // the source strings are English

    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral(":/i18n/rocmtune_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(ours.get());
    state.ours = std::move(ours);

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
