// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace rocmtune {

// The UI languages ROCm Tune ships: "en" (the source language) and "zh_CN".
QStringList availableLanguages();
// Native name of a language for a language menu ("English", "中文").
QString languageDisplayName(const QString &code);
// The shipped language closest to the system locale (zh_* -> zh_CN, else en).
QString systemLanguage();
// The values of the language setting, in menu order: "system", "zh_CN", "en".
QStringList languageSettingChoices();
// What a language menu shows for a setting value: "Follow the system (中文)"
// (translated) for "system", the native name for a language.
QString languageSettingLabel(const QString &setting);
// Resolves a setting value: "" or "system" -> systemLanguage(); unknown -> "en".
QString resolveLanguage(const QString &setting);

// Installs the translators for code (ours, embedded under :/i18n, and Qt's own
// from the system) and removes the previous ones. Widgets then receive
// QEvent::LanguageChange and retranslate. Returns false if our catalogue for
// the language could not be loaded (the UI stays in English).
bool applyLanguage(const QString &code);
// The language last applied (empty before the first call).
QString currentLanguage();

} // namespace rocmtune
