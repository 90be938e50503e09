// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrayController.h"

#include "common/MetricFormat.h"
#include "common/ThemeColors.h"
#include "shell/AppContext.h"
#include "shell/MainWindow.h"
#include "telemetry/DeviceHealth.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QLocale>
#include <QPainter>

#include <cmath>

namespace rocmtune {

TrayController::TrayController(AppContext *context, MainWindow *window, QObject *parent)
    : QObject(parent), context_(context), window_(window), tray_(new QSystemTrayIcon(this)), menu_(new QMenu(window)),
      showHide_(new QAction(this))
{
    menu_->addAction(showHide_);
    menu_->addSeparator();
    menu_->addAction(window_->quitAction());
    tray_->setContextMenu(menu_);
    tray_->setIcon(QIcon(renderIcon(QStringLiteral("–"), QColor(0x80, 0x80, 0x80), 64)));
    connect(showHide_, &QAction::triggered, this, &TrayController::toggleWindow);
    connect(tray_, &QSystemTrayIcon::activated, this, &TrayController::onActivated);
    connect(context_, &AppContext::snapshotArrived, this, &TrayController::onSnapshot);
    connect(context_, &AppContext::temperatureAlert, this, &TrayController::onAlert);
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

void TrayController::retranslate()
{
    showHide_->setText(window_->isVisible() && !window_->isMinimized() ? tr("&Hide Window") : tr("&Show Window"));
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
        const DeviceInfo *info = context_->device(i);
        const auto hottest = hottestSensor(sample);
        const QString value = sample.state() == DeviceState::Lost ? tr("lost")
                              : hottest ? format.text(MetricId::TemperatureEdge, hottest->celsius)
                                        : MetricFormat::notAvailable();
        //: Tray tooltip line: GPU index, name, hottest temperature
        lines << tr("GPU %1 %2: %3").arg(i).arg(info ? info->name : QString(), value);
    }
    return lines.join(QLatin1Char('\n'));
}

void TrayController::onSnapshot(const SnapshotPtr &snapshot)
{
    std::optional<double> hottestCelsius;
    DeviceHealth worst = DeviceHealth::Unknown;
    for (const Sample &sample : snapshot->samples) {
        worst = std::max(worst, deviceHealth(sample));
        if (const auto h = hottestSensor(sample); h && (!hottestCelsius || h->celsius > *hottestCelsius))
            hottestCelsius = h->celsius;
    }
    const MetricFormat format(context_->settings().temperatureUnit);
    const QString text = hottestCelsius ? QString::number(std::lround(format.toDisplay(MetricId::TemperatureEdge, *hottestCelsius)))
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

void TrayController::onAlert(const TemperatureAlert &alert)
{
    const QString message = alertMessage(alert);
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
