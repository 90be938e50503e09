// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/Doctor.h"
#include "doctor/DoctorEnvironment.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace rocmtune {

class DoctorTableModel;

// The doctor's checks as a table with a details pane (explanation, fix,
// evidence) and "Copy report as JSON". Checks run on a worker thread (the
// PyTorch check may take seconds), so the window never freezes.
class DoctorView : public QWidget
{
    Q_OBJECT
public:
    explicit DoctorView(QWidget *parent = nullptr);
    ~DoctorView() override;

    // Where the checks look; the real system by default (tests use fake trees).
    void setEnvironment(const DoctorEnvironment &environment);
    const DoctorReport &report() const;
    bool isRunning() const { return running_; }
    QByteArray reportJson() const;
    DoctorTableModel *model() const { return model_; }

public slots:
    void runChecks();
    void copyReport();

signals:
    void checksFinished();

private:
    void showReport(const DoctorReport &report);
    void showDetails(int row);

    DoctorEnvironment environment_;
    DoctorTableModel *model_;
    QTableView *table_;
    QTextBrowser *details_;
    QLabel *summary_;
    QPushButton *runButton_;
    QPushButton *copyButton_;
    bool running_ = false;
    std::shared_ptr<bool> alive_; // lets a finishing worker know the view is gone
};

} // namespace rocmtune
