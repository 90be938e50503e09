// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// "rocmtune-boot.service has started in this boot": /run/rocmtune/boot-service.json
// (root's 0644 file in root's 0755 folder under /run, which a reboot
// empties), written by `rocmtune-boot start` once the boot-loop guard was
// evaluated, before its first apply. The one-shot entry points (`event
// gpu-reset`, `event resume`) apply nothing without it: a service that is
// not enabled (how the package ships it, and how an administrator escapes a
// boot loop) or has not started yet in this boot leaves the events nothing
// to do.
class BootServiceMarker
{
public:
    static QString defaultDirectory(); // /run/rocmtune
    static QString fileName();         // boot-service.json
    explicit BootServiceMarker(QString directory = defaultDirectory());

    bool write(const QString &bootId, qint64 pid, qint64 nowMs, QString *error) const;
    // Whether the marker names this boot. false with *error when it is
    // missing (a plain sentence), of another boot, refused or malformed.
    bool startedInBoot(const QString &bootId, QString *error) const;

private:
    QString directory_;
};

} // namespace rocmtune
