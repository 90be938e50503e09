// SPDX-License-Identifier: GPL-3.0-or-later
// Anchor of the rocmtune_translations library; the catalogues themselves are
// compiled-in Qt resources under :/i18n.
namespace rocmtune {
int embeddedTranslationsAnchor() { return 0; }
} // namespace rocmtune
