// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/settings/AppSettings.h"
#include "core/telemetry/DeviceInfo.h"

#include <QTableWidget>

namespace rocmtune {

// Settings per GPU: a row for each (index, PCI bus and model, read-only),
// the name the user gives it (editable) and whether its temperature alerts
// are on. Keyed by DeviceInfo::stableId(), so a name and a mute stay with the
// card when the order of GPUs changes.
class DeviceSettingsTable : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { GpuColumn, NameColumn, AlertsColumn, ColumnCount };

    explicit DeviceSettingsTable(const DeviceList &devices, QWidget *parent = nullptr);

    void load(const AppSettings &settings);
    // Writes the names and mutes of the listed GPUs into settings (others are kept).
    void store(AppSettings &settings) const;
    void retranslateUi();

private:
    DeviceList devices_;
};

} // namespace rocmtune
