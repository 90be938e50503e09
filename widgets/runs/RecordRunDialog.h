// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"

#include <QDialog>
#include <QStringList>

class QButtonGroup;
class QLineEdit;
class QListWidget;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace rocmtune {

// "Record a run": start a command, or attach to a running process (e.g. the
// one picked in the Processes view), and choose the GPUs to record.
class RecordRunDialog : public QDialog
{
    Q_OBJECT
public:
    // shownNames: the names the user gave the GPUs, by index ("" or missing: the model's name).
    explicit RecordRunDialog(const DeviceList &devices, QWidget *parent = nullptr, const QStringList &shownNames = {});

    void setAttachPid(qint64 pid);
    void setCommandLine(const QString &commandLine);

    bool attach() const;
    qint64 pid() const;
    // The command split like a shell would (quotes kept together).
    QStringList command() const;
    QString workingDirectory() const;
    QString name() const;
    QVector<int> deviceIndices() const; // empty: all

private:
    void updateState();

    QRadioButton *launchButton_;
    QRadioButton *attachButton_;
    QLineEdit *commandEdit_;
    QLineEdit *directoryEdit_;
    QSpinBox *pidBox_;
    QLineEdit *nameEdit_;
    QListWidget *gpuList_;
    QPushButton *okButton_ = nullptr;
    QLabel *problem_ = nullptr; // why "Start recording" is off (a working folder that does not exist)
};

} // namespace rocmtune
