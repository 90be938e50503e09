// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/Doctor.h"
#include "core/doctor/DoctorEnvironment.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace rocmtune {

class DoctorTableModel;

// The doctor's checks as a table with a details pane (explanation, fix,
// evidence) and "Copy report as JSON". Checks run on a worker thread (the
// PyTorch check may take seconds), so the window never freezes. Its
// windowTitle() is the tab name for MainWindow::addView.
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

protected:
    void changeEvent(QEvent *event) override;
    // The first time the view is shown, the checks run by themselves.
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();
    void showReport(const DoctorReport &report);
    void showDetails(int row);

    DoctorEnvironment environment_;
    DoctorTableModel *model_;
    QTableView *table_;
    QTextBrowser *details_;
    QLabel *summary_;
    QPushButton *runButton_;
    QPushButton *copyButton_;
    QLabel *heading_;
    bool running_ = false;
    bool ranOnce_ = false;
    bool rerunForLanguage_ = false; // the language changed during a run
    std::shared_ptr<bool> alive_; // lets a finishing worker know the view is gone
};

} // namespace rocmtune
