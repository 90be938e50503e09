// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tray/TrayController.h"

#include "core/telemetry/DeviceHealth.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/ThemeColors.h"
#include "widgets/context/AppContext.h"
#include "widgets/shell/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QLocale>
#include <QPainter>
#include <QDateTime>
#include <QTimer>

#include <cmath>

namespace rocmtune {

TrayController::TrayController(AppContext *context, MainWindow *window, QObject *parent)
    : QObject(parent), context_(context), window_(window), tray_(new QSystemTrayIcon(this)), menu_(new QMenu(window)),
      showHide_(new QAction(this)), profilesMenu_(new QMenu(menu_)), quickCheck_(new QAction(this)), alertFold_(new QTimer(this))
{
    // Alerts of several GPUs within a second (one load step heats them all) become one notification, and so do
    // those that come while the last notification is fresh (setAlertIntervals).
    alertFold_->setSingleShot(true);
    connect(alertFold_, &QTimer::timeout, this, &TrayController::notifyPending);
    menu_->addAction(showHide_);
    menu_->addSeparator();
    menu_->addMenu(profilesMenu_);
    menu_->addAction(quickCheck_);
    profilesMenu_->menuAction()->setVisible(false);
    quickCheck_->setVisible(false);
    connect(quickCheck_, &QAction::triggered, this, [this] {
        if (startQuickCheck_)
            startQuickCheck_();
    });
    connect(profilesMenu_, &QMenu::aboutToShow, this, &TrayController::fillProfiles);
    menu_->addSeparator();
    menu_->addAction(window_->quitAction());
    tray_->setContextMenu(menu_);
    tray_->setIcon(QIcon(renderIcon(QStringLiteral("–"), QColor(0x80, 0x80, 0x80), 64)));
    connect(showHide_, &QAction::triggered, this, &TrayController::toggleWindow);
    connect(tray_, &QSystemTrayIcon::activated, this, &TrayController::onActivated);
    connect(context_, &AppContext::snapshotArrived, this, &TrayController::onSnapshot);
    connect(context_, &AppContext::temperatureAlerts, this, &TrayController::onAlerts);
    connect(context_, &AppContext::settingsChanged, this, [this] {
        iconText_.clear(); // unit may have changed
        if (context_->latest())
            onSnapshot(context_->latest());
    });
    connect(menu_, &QMenu::aboutToShow, this, &TrayController::retranslate);
    window_->installEventFilter(this); // LanguageChange reaches widgets, not this QObject
    retranslate();
    if (isAvailable())
        tray_->show();
}

bool TrayController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == window_ && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

bool TrayController::isAvailable() const { return QSystemTrayIcon::isSystemTrayAvailable(); }

void TrayController::setProfileMenu(std::function<QList<QPair<QString, QString>>()> profiles, std::function<void(const QString &)> apply)
{
    profiles_ = std::move(profiles);
    applyProfile_ = std::move(apply);
    profilesMenu_->menuAction()->setVisible(profiles_ && applyProfile_);
}

void TrayController::setQuickCheck(std::function<void()> start)
{
    startQuickCheck_ = std::move(start);
    quickCheck_->setVisible(static_cast<bool>(startQuickCheck_));
}

void TrayController::fillProfiles()
{
    profilesMenu_->clear();
    const auto list = profiles_ ? profiles_() : QList<QPair<QString, QString>>{};
    if (list.isEmpty()) {
        profilesMenu_->addAction(tr("No saved profiles"))->setEnabled(false);
        return;
    }
    for (const auto &[id, name] : list) {
        QAction *action = profilesMenu_->addAction(name);
        connect(action, &QAction::triggered, this, [this, id] {
            window_->raiseAndActivate(); // the confirm-or-revert question is in the window
            applyProfile_(id);
        });
    }
}

void TrayController::retranslate()
{
    showHide_->setText(window_->isVisible() && !window_->isMinimized() ? tr("&Hide Window") : tr("&Show Window"));
    profilesMenu_->setTitle(tr("Apply &profile"));
    quickCheck_->setText(tr("Start &Quick check"));
    tray_->setToolTip(toolTip());
}

QPixmap TrayController::renderIcon(const QString &text, const QColor &color, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0, 0, size, size), size * 0.18, size * 0.18);
    QFont font = QApplication::font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(size * (text.size() >= 3 ? 0.44 : 0.56)));
    p.setFont(font);
    p.setPen(color.lightness() > 150 ? Qt::black : Qt::white);
    p.drawText(QRectF(0, 0, size, size), Qt::AlignCenter, text);
    return pixmap;
}

QString TrayController::toolTip() const
{
    const MetricFormat format(context_->settings().temperatureUnit);
    QStringList lines{context_->anySimulated() ? tr("ROCm Tune — Simulated GPUs") : tr("ROCm Tune")};
    const SnapshotPtr &latest = context_->latest();
    for (int i = 0; latest && i < latest->samples.size(); ++i) {
        const Sample &sample = latest->samples[i];
        const auto hottest = hottestSensorReading(sample);
        const QString value = sample.state() == DeviceState::Lost ? tr("lost")
                              : hottest ? format.text(hottest->sensor->reading, hottest->celsius)
                                        : MetricFormat::notAvailable();
        //: Tray tooltip line: GPU index, name, hottest temperature
        lines << tr("GPU %1 %2: %3").arg(i).arg(context_->shownDeviceName(i), value);
    }
    return lines.join(QLatin1Char('\n'));
}

void TrayController::onSnapshot(const SnapshotPtr &snapshot)
{
    std::optional<SensorReading> hottest;
    DeviceHealth worst = DeviceHealth::Unknown;
    for (const Sample &sample : snapshot->samples) {
        worst = std::max(worst, deviceHealth(sample));
        if (const auto h = hottestSensorReading(sample); h && (!hottest || h->celsius > hottest->celsius))
            hottest = h;
    }
    const MetricFormat format(context_->settings().temperatureUnit);
    const QString text = hottest ? QString::number(std::lround(format.toDisplay(hottest->sensor->reading, hottest->celsius)))
                                        : QStringLiteral("–");
    const ThemeColors colors = ThemeColors::resolve(QApplication::palette(), GraphTheme::Dark);
    const QColor color = worst == DeviceHealth::Unknown ? QColor(0x60, 0x60, 0x60) : colors.health(worst);
    if (text == iconText_ && color.rgb() == iconColor_)
        return; // nothing visible changed: no redraw, no D-Bus traffic
    iconText_ = text;
    iconColor_ = color.rgb();
    ++iconRedraws_;
    tray_->setIcon(QIcon(renderIcon(text, color, 64)));
    tray_->setToolTip(toolTip());
}

QString TrayController::alertMessage(const TemperatureAlert &alert) const
{
    const TemperatureUnit unit = context_->settings().temperatureUnit;
    const MetricFormat format(unit);
    const DeviceInfo *info = context_->device(alert.deviceIndex);
    // The margin is a difference, so °F margins are scaled, not offset.
    const QString margin = tr("%1 %2").arg(QLocale().toString(toDisplayTemperatureDelta(alert.criticalCelsius - alert.thresholdCelsius, unit), 'f', 0),
                                          format.unitSymbol(alert.sensor));
    return tr("GPU %1 (%2): %3 is %4, within %5 of its critical limit of %6.")
        .arg(alert.deviceIndex)
        .arg(info ? info->name : QString(), MetricFormat::label(alert.sensor), format.text(alert.sensor, alert.celsius), margin,
             format.text(alert.sensor, alert.criticalCelsius));
}

QString TrayController::groupedAlertMessage(const QVector<TemperatureAlert> &alerts) const
{
    if (alerts.size() == 1)
        return alertMessage(alerts.first());
    const MetricFormat format(context_->settings().temperatureUnit);
    QStringList parts;
    for (const TemperatureAlert &alert : alerts) {
        //: One GPU in a grouped temperature warning: GPU index, sensor, temperature, critical limit
        parts << tr("GPU %1: %2 %3 (critical %4)")
                     .arg(alert.deviceIndex)
                     .arg(MetricFormat::label(alert.sensor), format.text(alert.sensor, alert.celsius),
                          format.text(alert.sensor, alert.criticalCelsius));
    }
    const TemperatureUnit unit = context_->settings().temperatureUnit;
    const QString margin = tr("%1 %2").arg(QLocale().toString(toDisplayTemperatureDelta(alerts.first().criticalCelsius - alerts.first().thresholdCelsius, unit), 'f', 0),
                                          format.unitSymbol(alerts.first().sensor));
    // The headline names the GPUs, each once however many of its sensors are hot; the lines say which sensor.
    QStringList gpus;
    for (const TemperatureAlert &alert : alerts) {
        if (!gpus.contains(QString::number(alert.deviceIndex)))
            gpus << QString::number(alert.deviceIndex);
    }
    const int gpuCount = static_cast<int>(gpus.size());
    return tr("%n GPU(s) within %1 of the critical limit: %2", nullptr, gpuCount).arg(margin, gpus.join(tr(", ")))
           + QLatin1Char('\n') + parts.join(QLatin1Char('\n'));
}

void TrayController::setAlertIntervals(int foldMs, int holdOffMs)
{
    alertFoldMs_ = std::max(0, foldMs);
    alertHoldOffMs_ = std::max(0, holdOffMs);
}

void TrayController::onAlerts(const QVector<TemperatureAlert> &alerts)
{
    pendingAlerts_ += alerts;
    if (alertFold_->isActive())
        return;
    const qint64 sinceLast = lastNotifiedMs_ > 0 ? QDateTime::currentMSecsSinceEpoch() - lastNotifiedMs_ : alertHoldOffMs_;
    alertFold_->start(static_cast<int>(std::max<qint64>(alertFoldMs_, alertHoldOffMs_ - sinceLast)));
}

void TrayController::notifyPending()
{
    if (pendingAlerts_.isEmpty())
        return;
    const QString message = groupedAlertMessage(pendingAlerts_);
    pendingAlerts_.clear();
    lastNotifiedMs_ = QDateTime::currentMSecsSinceEpoch();
    if (isAvailable() && tray_->isVisible() && QSystemTrayIcon::supportsMessages())
        tray_->showMessage(tr("GPU temperature warning"), message, QSystemTrayIcon::Warning, 10000);
    else
        emit alertWithoutTray(message);
}

void TrayController::onActivated(QSystemTrayIcon::ActivationReason reason)
{
    if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
        toggleWindow();
}

void TrayController::toggleWindow()
{
    if (window_->isVisible() && !window_->isMinimized())
        window_->hide();
    else
        window_->raiseAndActivate();
    retranslate();
}

} // namespace rocmtune
