// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rocmtune {

// Preferences: UI language (applied at once with Apply / OK), sampling interval, temperature unit, history length (with the
// memory it will take), start minimized, graph colours, temperature alerts, the Fleet view's Prometheus URL.
// Edits an AppSettings value; the caller applies and saves it.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings &settings, int deviceCount, QWidget *parent = nullptr);

    AppSettings settings() const;
    void setSettings(const AppSettings &settings);

    QSpinBox *intervalBox() const { return interval_; }
    QComboBox *temperatureUnitBox() const { return unit_; }
    QComboBox *historyBox() const { return history_; }
    QLabel *memoryEstimate() const { return estimate_; }
    QComboBox *languageBox() const { return language_; }
    QLineEdit *prometheusUrlEdit() const { return prometheus_; }

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
    QSpinBox *interval_;
    QComboBox *unit_;
    QComboBox *history_;
    QLabel *estimate_;
    QCheckBox *startMinimized_;
    QComboBox *theme_;
    QCheckBox *alerts_;
    QDoubleSpinBox *margin_;
    QComboBox *language_;
    QLabel *prometheusLabel_;
    QLineEdit *prometheus_; // the Fleet view's Prometheus server
    QDialogButtonBox *buttons_;
};

} // namespace rocmtune
