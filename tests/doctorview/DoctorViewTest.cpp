// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor view runs the checks off the UI thread, lists them, shows the fix
// of the selected one and copies the JSON report; rendered to a PNG for a look.
#include "tests/doctor/FakeSystem.h"
#include "widgets/doctor/DoctorTableModel.h"
#include "widgets/doctor/DoctorView.h"

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace rocmtune;
using namespace rocmtune::test;

class DoctorViewTest : public QObject
{
    Q_OBJECT
private slots:
    void listsEveryCheckAndShowsTheFirstFix();
    void staysResponsiveWhilePythonHangs();
};

void DoctorViewTest::listsEveryCheckAndShowsTheFirstFix()
{
    FakeSystem sys;
    sys.healthy();
    sys.write(QStringLiteral("dev/kfd"), "", 0660); // this user may not open it
    sys.writePythonPrinting(R"({"installed": true, "version": "2.5.1+rocm6.2", "hip": "6.2.41133", "cuda": null,
 "available": true, "device_count": 1, "devices": ["Radeon RX 7900 XTX"]})");
    DoctorView view;
    view.resize(900, 620);
    view.setEnvironment(sys.environment());
    QCOMPARE(view.windowTitle(), QStringLiteral("Doctor")); // the tab name in MainWindow
    QSignalSpy finished(&view, &DoctorView::checksFinished);
    view.show(); // the first show starts the checks by itself
    QVERIFY(view.isRunning());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.count(), 1);

    DoctorTableModel *model = view.model();
    QCOMPARE(model->rowCount(), static_cast<int>(Doctor::allChecks().size()));
    int failed = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->resultAt(row)->id == QLatin1String("device-access"))
            failed = row;
    }
    QVERIFY(failed >= 0);
    QCOMPARE(model->index(failed, DoctorTableModel::StatusColumn).data().toString(), QStringLiteral("Fail"));
    QCOMPARE(model->data(model->index(failed, 0), DoctorTableModel::StatusRole).toInt(), static_cast<int>(CheckStatus::Fail));

    // The first problem is selected and its fix is on screen.
    auto *table = view.findChild<QTableView *>();
    QVERIFY(table);
    QCOMPARE(table->currentIndex().row(), failed);
    auto *details = view.findChild<QTextBrowser *>(QStringLiteral("doctorDetails"));
    QVERIFY(details);
    QVERIFY2(details->toPlainText().contains(QLatin1String("sudo usermod -a -G render,video $USER")),
             qPrintable(details->toPlainText()));

    // Selecting another row shows that check.
    table->selectRow(0);
    QVERIFY(details->toPlainText().contains(model->resultAt(0)->summary));

    // Copy report as JSON.
    auto *copy = view.findChild<QPushButton *>(QStringLiteral("doctorCopyButton"));
    QVERIFY(copy && copy->isEnabled());
    QTest::mouseClick(copy, Qt::LeftButton);
    const QJsonObject json = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("checks")).toArray().size(), model->rowCount());
    QCOMPARE(json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("fail")).toInt(), 1);

    table->selectRow(failed);
    const QString png = QStringLiteral(SCREENSHOT_DIR "/doctor-view.png");
    QVERIFY(view.grab().save(png));
}

void DoctorViewTest::staysResponsiveWhilePythonHangs()
{
    FakeSystem sys;
    sys.healthy();
    sys.writeScript(QStringLiteral("python3"), "exec sleep 30\n");
    DoctorEnvironment env = sys.environment();
    env.pythonTimeoutMs = 1500;
    DoctorView view;
    view.setEnvironment(env);
    QSignalSpy finished(&view, &DoctorView::checksFinished);
    view.runChecks();
    // The event loop keeps turning while the worker waits for python.
    QElapsedTimer timer;
    timer.start();
    int turns = 0;
    while (view.isRunning() && timer.elapsed() < 10000) {
        QTest::qWait(50);
        ++turns;
    }
    QVERIFY(!view.isRunning());
    QVERIFY2(turns >= 10, "the UI thread was blocked while the checks ran");
    QCOMPARE(finished.count(), 1);
    bool torchWarned = false;
    for (const CheckResult &r : view.report().results)
        torchWarned |= r.id == QLatin1String("pytorch") && r.status == CheckStatus::Warn;
    QVERIFY(torchWarned);
}

QTEST_MAIN(DoctorViewTest)
#include "DoctorViewTest.moc"
