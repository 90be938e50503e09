// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// The XDG autostart entry that applies the "apply at login" profiles when the
// user logs in: ~/.config/autostart/rocmtune-apply-profiles.desktop running
// `rocmtune-cli profile apply --at-login`.
class LoginAutostart
{
public:
    // autostartDirectory defaults to $XDG_CONFIG_HOME/autostart.
    explicit LoginAutostart(const QString &autostartDirectory = QString());

    QString filePath() const;
    bool isEnabled() const;
    // Writes (atomically) or removes the entry; cliPath is the rocmtune-cli to run.
    bool enable(const QString &cliPath, QString *error);
    bool disable(QString *error);
    // The entry's text (for tests and for showing the user).
    static QString desktopEntry(const QString &cliPath);

private:
    QString directory_;
};

} // namespace rocmtune
