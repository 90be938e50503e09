// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alerts/TemperatureAlerts.h"
#include "core/telemetry/Snapshot.h"

#include <QObject>
#include <QPixmap>
#include <QSystemTrayIcon>

#include <functional>
#include <optional>

class QAction;
class QTimer;
class QMenu;

namespace rocmtune {

class AppContext;
class MainWindow;

// The tray icon: the hottest GPU's temperature drawn into the icon (coloured
// by health), a tooltip per GPU, a menu (show/hide, quit) and a desktop
// notification when a GPU crosses its alert threshold. The icon is only
// redrawn when the shown number or colour changes.
class TrayController : public QObject
{
    Q_OBJECT
public:
    TrayController(AppContext *context, MainWindow *window, QObject *parent = nullptr);

    bool isAvailable() const;
    QSystemTrayIcon *icon() const { return tray_; }
    // What the icon shows now ("76"), for tests.
    QString iconText() const { return iconText_; }
    QString toolTip() const;
    int iconRedraws() const { return iconRedraws_; }
    // Text of the notification for an alert (also used when there is no tray).
    QString alertMessage(const TemperatureAlert &alert) const;
    // One text for the alerts of several GPUs that came together ("3 GPUs within 10 °C of the critical limit: 0, 2, 5").
    QString groupedAlertMessage(const QVector<TemperatureAlert> &alerts) const;
    // Alerts within foldMs of the first become one notification; after a notification, what comes within holdOffMs
    // waits and is told in one notification when that time is up (GPUs that heat up seconds apart: one notification,
    // not one per GPU). Defaults: 1 s and 30 s.
    void setAlertIntervals(int foldMs, int holdOffMs);
    static QPixmap renderIcon(const QString &text, const QColor &color, int size);

    // The menu's "Apply profile" list (names by id, asked when the menu opens) and what a choice does.
    void setProfileMenu(std::function<QList<QPair<QString, QString>>()> profiles, std::function<void(const QString &id)> apply);
    // The menu's "Start Quick check".
    void setQuickCheck(std::function<void()> start);
    QMenu *menu() const { return menu_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // An alert for the main window to show when no tray can notify.
    void alertWithoutTray(const QString &message);

private:
    void onSnapshot(const SnapshotPtr &snapshot);
    void onAlerts(const QVector<TemperatureAlert> &alerts);
    void notifyPending();
    void onActivated(QSystemTrayIcon::ActivationReason reason);
    void toggleWindow();
    void retranslate();
    void fillProfiles();

    AppContext *context_;
    MainWindow *window_;
    QSystemTrayIcon *tray_;
    QMenu *menu_;
    QAction *showHide_;
    QMenu *profilesMenu_;
    QAction *quickCheck_;
    std::function<QList<QPair<QString, QString>>()> profiles_;
    std::function<void(const QString &)> applyProfile_;
    std::function<void()> startQuickCheck_;
    QString iconText_;
    QRgb iconColor_ = 0;
    int iconRedraws_ = 0;
    QVector<TemperatureAlert> pendingAlerts_; // folded into one notification
    QTimer *alertFold_;
    int alertFoldMs_ = 1000;
    int alertHoldOffMs_ = 30000;
    qint64 lastNotifiedMs_ = 0; // QDateTime ms of the last notification (0: none yet)
};

} // namespace rocmtune
