// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/settings/SettingsDialog.h"

#include "core/i18n/Language.h"
#include "widgets/common/TextTone.h"
#include "widgets/common/WholeWrappedText.h"
#include "widgets/settings/DeviceSettingsTable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
constexpr int kHistoryChoicesMinutes[] = {15, 60, 4 * 60, 12 * 60, 24 * 60};
} // namespace

SettingsDialog::SettingsDialog(const AppSettings &settings, int deviceCount, QWidget *parent, const DeviceList &devices)
    : QDialog(parent), deviceCount_(std::max(1, deviceCount)), intervalLabel_(new QLabel(this)), unitLabel_(new QLabel(this)),
      historyLabel_(new QLabel(this)), themeLabel_(new QLabel(this)), marginLabel_(new QLabel(this)), languageLabel_(new QLabel(this)), interval_(new ClampSaidIntSpinBox(this)), intervalNote_(new ClampNote(this)),
      unit_(new QComboBox(this)), history_(new QComboBox(this)), estimate_(new QLabel(this)), startMinimized_(new QCheckBox(this)),
      theme_(new QComboBox(this)), alerts_(new QCheckBox(this)), margin_(new ClampSaidDoubleSpinBox(this)), marginNote_(new ClampNote(this)),
      language_(new QComboBox(this)), prometheusLabel_(new QLabel(this)), prometheus_(new QLineEdit(this)),
      prometheusNote_(new QLabel(this)),
      closeLabel_(new QLabel(this)), close_(new QComboBox(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this))
{
    interval_->setRange(AppSettings::kMinIntervalMs, AppSettings::kMaxIntervalMs);
    interval_->setSingleStep(100);
    settleLabel_ = new QLabel(this);
    settle_ = new QSpinBox(this);
    settle_->setObjectName(QStringLiteral("settleSeconds"));
    settle_->setRange(0, AppSettings::kMaxSettleSeconds);
    unit_->addItem(QStringLiteral("°C"), static_cast<int>(TemperatureUnit::Celsius));
    unit_->addItem(QStringLiteral("°F"), static_cast<int>(TemperatureUnit::Fahrenheit));
    for (int minutes : kHistoryChoicesMinutes)
        history_->addItem(QString(), minutes);
    theme_->addItem(QString(), static_cast<int>(GraphTheme::FollowSystem));
    theme_->addItem(QString(), static_cast<int>(GraphTheme::Light));
    theme_->addItem(QString(), static_cast<int>(GraphTheme::Dark));
    margin_->setRange(0, 50);
    margin_->setDecimals(0);
    keepWrappedTextWhole(estimate_); // two or three lines in Chinese, never cut at the top and bottom
    estimate_->setObjectName(QStringLiteral("historyEstimate"));
    for (const QString &setting : languageSettingChoices())
        language_->addItem(QString(), setting);
    language_->setObjectName(QStringLiteral("languageBox"));
    for (const char *action : {"", "tray", "quit"})
        close_->addItem(QString(), QString::fromLatin1(action));

    auto *form = new QFormLayout;
    form->addRow(languageLabel_, language_);
    form->addRow(intervalLabel_, interval_);
    form->addRow(QString(), intervalNote_);
    intervalNote_->watch(interval_);
    intervalNote_->setObjectName(QStringLiteral("intervalClampNote"));
    form->addRow(settleLabel_, settle_);
    settleLabel_->setBuddy(settle_);
    form->addRow(unitLabel_, unit_);
    form->addRow(historyLabel_, history_);
    form->addRow(QString(), estimate_);
    form->addRow(themeLabel_, theme_);
    form->addRow(QString(), startMinimized_);
    form->addRow(closeLabel_, close_);
    closeLabel_->setBuddy(close_);
    form->addRow(QString(), alerts_);
    form->addRow(marginLabel_, margin_);
    form->addRow(QString(), marginNote_);
    marginNote_->watch(margin_);
    marginNote_->setObjectName(QStringLiteral("marginClampNote"));
    form->addRow(prometheusLabel_, prometheus_);
    prometheusLabel_->setBuddy(prometheus_);
    prometheus_->setObjectName(QStringLiteral("prometheusUrl"));
    prometheus_->setPlaceholderText(QStringLiteral("http://prometheus.example:9090"));
    // Said here, as it is typed, not first in the Fleet view (review D19: "not a url" was taken silently).
    form->addRow(QString(), prometheusNote_);
    prometheusNote_->setObjectName(QStringLiteral("prometheusNote"));
    prometheusNote_->setWordWrap(true);
    prometheusNote_->setVisible(false);
    connect(prometheus_, &QLineEdit::textChanged, this, [this](const QString &text) {
        const QString problem = prometheusUrlProblem(text);
        prometheusNote_->setText(problem);
        prometheusNote_->setStyleSheet(textToneStyle(palette(), TextTone::Warning));
        prometheusNote_->setVisible(!problem.isEmpty());
    });
    intervalLabel_->setBuddy(interval_);
    unitLabel_->setBuddy(unit_);
    historyLabel_->setBuddy(history_);
    themeLabel_->setBuddy(theme_);
    marginLabel_->setBuddy(margin_);
    languageLabel_->setBuddy(language_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    if (!devices.isEmpty()) {
        devicesBox_ = new QGroupBox(this);
        devicesTable_ = new DeviceSettingsTable(devices, devicesBox_);
        auto *boxLayout = new QVBoxLayout(devicesBox_);
        boxLayout->addWidget(devicesTable_);
        layout->addWidget(devicesBox_);
    }
    layout->addWidget(buttons_);

    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        emit applied(this->settings());
        accept();
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons_->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] { emit applied(this->settings()); });
    connect(interval_, &QSpinBox::valueChanged, this, &SettingsDialog::updateEstimate);
    connect(history_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateEstimate);
    connect(alerts_, &QCheckBox::toggled, margin_, &QWidget::setEnabled);
    connect(unit_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateMarginUnit);
    setSettings(settings);
    retranslateUi();
}

QString SettingsDialog::prometheusUrlProblem(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    const QUrl url(trimmed, QUrl::StrictMode);
    const bool web = url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https");
    if (url.isValid() && web && !url.host().isEmpty())
        return {};
    return tr("The Fleet view can't read this address: write it as http://host:9090 (http or https, then the host name "
              "and port of Prometheus).");
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = base_;
    s.samplingIntervalMs = interval_->value();
    s.settleSeconds = settle_->value();
    s.temperatureUnit = static_cast<TemperatureUnit>(unit_->currentData().toInt());
    s.historyMinutes = history_->currentData().toInt();
    s.startMinimized = startMinimized_->isChecked();
    s.graphTheme = static_cast<GraphTheme>(theme_->currentData().toInt());
    s.temperatureAlerts = alerts_->isChecked();
    // The margin is a temperature difference shown in the display unit; stored in °C.
    s.alertMarginCelsius = s.temperatureUnit == TemperatureUnit::Fahrenheit ? margin_->value() * 5.0 / 9.0 : margin_->value();
    s.language = language_->currentData().toString();
    s.prometheusUrl = prometheus_->text().trimmed();
    s.closeAction = close_->currentData().toString();
    if (devicesTable_)
        devicesTable_->store(s);
    return s;
}

void SettingsDialog::setSettings(const AppSettings &s)
{
    base_ = s;
    if (devicesTable_)
        devicesTable_->load(s);
    interval_->setValue(s.samplingIntervalMs);
    settle_->setValue(s.settleSeconds);
    unit_->setCurrentIndex(unit_->findData(static_cast<int>(s.temperatureUnit)));
    int history = history_->findData(s.historyMinutes);
    if (history < 0) {
        history_->addItem(QString(), s.historyMinutes); // a value from an older version or a hand edit
        history = history_->count() - 1;
    }
    history_->setCurrentIndex(history);
    startMinimized_->setChecked(s.startMinimized);
    theme_->setCurrentIndex(theme_->findData(static_cast<int>(s.graphTheme)));
    alerts_->setChecked(s.temperatureAlerts);
    margin_->setEnabled(s.temperatureAlerts);
    margin_->setValue(toDisplayTemperatureDelta(s.alertMarginCelsius, s.temperatureUnit));
    margin_->setProperty("unit", static_cast<int>(s.temperatureUnit));
    close_->setCurrentIndex(std::max(0, close_->findData(s.closeAction)));
    const int language = language_->findData(s.language);
    language_->setCurrentIndex(language >= 0 ? language : 0);
    prometheus_->setText(s.prometheusUrl);
    retranslateUi();
}

void SettingsDialog::updateMarginUnit()
{
    const auto previous = static_cast<TemperatureUnit>(margin_->property("unit").toInt());
    const auto now = static_cast<TemperatureUnit>(unit_->currentData().toInt());
    if (previous != now) {
        const double celsius = previous == TemperatureUnit::Fahrenheit ? margin_->value() * 5.0 / 9.0 : margin_->value();
        margin_->setValue(toDisplayTemperatureDelta(celsius, now));
        margin_->setProperty("unit", static_cast<int>(now));
    }
    margin_->setSuffix(now == TemperatureUnit::Fahrenheit ? QStringLiteral(" °F") : QStringLiteral(" °C"));
}

void SettingsDialog::updateEstimate()
{
    const AppSettings s = settings();
    const int samples = s.historyCapacitySamples();
    const qint64 bytes = AppSettings::historyBytesEstimate(samples, deviceCount_);
    const double keptMinutes = samples * static_cast<double>(s.samplingIntervalMs) / 60000.0;
    QString text = tr("History keeps %n sample(s) per GPU, about %1 of memory for %2 GPU(s).", nullptr, samples)
                       .arg(QLocale().formattedDataSize(bytes, 0)) // "about 534 KiB", not a false "534.38 KiB"
                       .arg(deviceCount_);
    if (keptMinutes + 0.5 < s.historyMinutes)
        text += QLatin1Char(' ') + tr("At this interval that covers %1 minutes; longer histories need a longer interval.")
                                       .arg(QLocale().toString(keptMinutes, 'f', 0));
    estimate_->setText(text);
}

void SettingsDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Settings"));
    languageLabel_->setText(tr("&Language:"));
    for (int i = 0; i < language_->count(); ++i)
        language_->setItemText(i, languageSettingLabel(language_->itemData(i).toString()));
    intervalLabel_->setText(tr("Sampling &interval:"));
    interval_->setSuffix(tr(" ms"));
    settleLabel_->setText(tr("Settling after a &wake:"));
    settle_->setSuffix(tr(" s"));
    settle_->setSpecialValueText(tr("Off"));
    settle_->setToolTip(tr("A GPU's first readings after it wakes from runtime suspend can be falsely high for several seconds. "
                           "Samples of these seconds are drawn faint, and alerts and min/max leave them out."));
    unitLabel_->setText(tr("&Temperature unit:"));
    historyLabel_->setText(tr("&History length:"));
    for (int i = 0; i < history_->count(); ++i) {
        const int minutes = history_->itemData(i).toInt();
        history_->setItemText(i, minutes % 60 == 0 ? tr("%n hour(s)", nullptr, minutes / 60) : tr("%n minute(s)", nullptr, minutes));
    }
    themeLabel_->setText(tr("&Graph colours:"));
    theme_->setItemText(0, tr("Follow the system (light or dark)"));
    theme_->setItemText(1, tr("Light"));
    theme_->setItemText(2, tr("Dark"));
    startMinimized_->setText(tr("Start &minimized to the tray"));
    closeLabel_->setText(tr("&Closing the window:"));
    close_->setItemText(0, tr("Ask"));
    close_->setItemText(1, tr("Keep monitoring in the tray"));
    close_->setItemText(2, tr("Quit"));
    alerts_->setText(tr("&Notify when a GPU gets close to its critical temperature"));
    marginLabel_->setText(tr("Notify &below critical by:"));
    prometheusLabel_->setText(tr("&Prometheus for the Fleet view:"));
    prometheus_->setToolTip(tr("The Prometheus server that scrapes your machines' rocmtune exporters; the Fleet view reads it."));
    if (devicesBox_) {
        devicesBox_->setTitle(tr("GPUs"));
        devicesTable_->retranslateUi();
    }
    updateMarginUnit();
    updateEstimate();
}

} // namespace rocmtune
