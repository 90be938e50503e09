// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/settings/AppSettings.h"
#include "core/telemetry/DeviceInfo.h"
#include "widgets/common/ClampSaidSpinBox.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QGroupBox;

namespace rocmtune {

class DeviceSettingsTable;

// Preferences: UI language (applied at once with Apply / OK), sampling interval, temperature unit, history length (with the
// memory it will take), start minimized, graph colours, temperature alerts, the Fleet view's Prometheus URL.
// Edits an AppSettings value; the caller applies and saves it.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    // devices: the GPUs shown, for their names and alert mutes (none: that part is left out).
    SettingsDialog(const AppSettings &settings, int deviceCount, QWidget *parent = nullptr, const DeviceList &devices = {});

    AppSettings settings() const;
    void setSettings(const AppSettings &settings);

    QSpinBox *intervalBox() const { return interval_; }
    QSpinBox *settleBox() const { return settle_; }
    QDoubleSpinBox *marginBox() const { return margin_; }
    QLineEdit *prometheusBox() const { return prometheus_; }
    QLabel *prometheusNote() const { return prometheusNote_; }
    // What is wrong with an address for the Fleet view, empty when nothing is (or none is set).
    static QString prometheusUrlProblem(const QString &text);
    QComboBox *temperatureUnitBox() const { return unit_; }
    QComboBox *historyBox() const { return history_; }
    QLabel *memoryEstimate() const { return estimate_; }
    QComboBox *languageBox() const { return language_; }
    QLineEdit *prometheusUrlEdit() const { return prometheus_; }
    DeviceSettingsTable *deviceTable() const { return devicesTable_; }

signals:
    void applied(const rocmtune::AppSettings &settings);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateEstimate();
    void updateMarginUnit();

    int deviceCount_;
    QLabel *intervalLabel_, *unitLabel_, *historyLabel_, *themeLabel_, *marginLabel_, *languageLabel_;
    ClampSaidIntSpinBox *interval_;
    ClampNote *intervalNote_;
    QLabel *settleLabel_ = nullptr;
    QSpinBox *settle_ = nullptr; // seconds after a wake whose samples are unsettled
    QComboBox *unit_;
    QComboBox *history_;
    QLabel *estimate_;
    QCheckBox *startMinimized_;
    QComboBox *theme_;
    QCheckBox *alerts_;
    ClampSaidDoubleSpinBox *margin_;
    ClampNote *marginNote_;
    QComboBox *language_;
    QLabel *prometheusLabel_;
    QLineEdit *prometheus_; // the Fleet view's Prometheus server
    QLabel *prometheusNote_;
    QLabel *closeLabel_;
    QComboBox *close_;
    QDialogButtonBox *buttons_;
    QGroupBox *devicesBox_ = nullptr;
    DeviceSettingsTable *devicesTable_ = nullptr;
    AppSettings base_; // what the dialog does not edit is kept from here
};

} // namespace rocmtune
