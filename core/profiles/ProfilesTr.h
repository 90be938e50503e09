// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation contexts of tuning profiles (core/profiles), one struct per
// context for the files that speak in it (a per-file struct would collide in a
// unity build; the contexts keep the catalogue's entries where they are).
// The translation context "ProfileJson": reading and writing profile files.
struct ProfileJsonTr {
    Q_DECLARE_TR_FUNCTIONS(ProfileJson)
};

// The translation context "ProfileStore": the stored profiles.
struct ProfileStoreTr {
    Q_DECLARE_TR_FUNCTIONS(ProfileStore)
};

// The translation context "LoginAutostart": applying a profile at login.
struct LoginAutostartTr {
    Q_DECLARE_TR_FUNCTIONS(LoginAutostart)
};

} // namespace rocmtune
