// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/doctor/DoctorView.h"

#include "widgets/doctor/DoctorTableModel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QThread>
#include <QVBoxLayout>

namespace rocmtune {

DoctorView::DoctorView(QWidget *parent)
    : QWidget(parent), environment_(DoctorEnvironment::system()), model_(new DoctorTableModel(this)),
      table_(new QTableView(this)), details_(new QTextBrowser(this)), summary_(new QLabel(this)),
      runButton_(new QPushButton(this)), copyButton_(new QPushButton(this)), heading_(new QLabel(this)),
      alive_(std::make_shared<bool>(true))
{
    heading_->setWordWrap(true);
    runButton_->setObjectName(QStringLiteral("doctorRunButton"));
    copyButton_->setObjectName(QStringLiteral("doctorCopyButton"));
    copyButton_->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(summary_, 1);
    buttons->addWidget(runButton_);
    buttons->addWidget(copyButton_);

    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setSectionResizeMode(DoctorTableModel::StatusColumn, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(DoctorTableModel::CheckColumn, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(DoctorTableModel::FindingColumn, QHeaderView::Stretch);
    details_->setOpenExternalLinks(false);
    details_->setObjectName(QStringLiteral("doctorDetails"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(details_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(runButton_, &QPushButton::clicked, this, &DoctorView::runChecks);
    connect(copyButton_, &QPushButton::clicked, this, &DoctorView::copyReport);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showDetails(current.row()); });
    retranslateUi();
}

void DoctorView::retranslateUi()
{
    setWindowTitle(tr("Doctor"));
    heading_->setText(tr("Doctor checks the driver, permissions, ROCm, GPU support and PyTorch, and says how to fix what "
                         "is wrong."));
    runButton_->setText(ranOnce_ ? tr("Run checks again") : tr("Run checks"));
    copyButton_->setText(tr("Copy report as JSON"));
    copyButton_->setToolTip(tr("Copies every check with its evidence, for a bug report."));
    updateSummary();
}

void DoctorView::updateSummary()
{
    if (running_) {
        summary_->setText(tr("Checking…"));
        return;
    }
    if (!ranOnce_) {
        summary_->setText(tr("Not run yet."));
        return;
    }
    const DoctorReport &r = report();
    QString text = tr("%1 passed, %2 with warnings, %3 failed.")
                       .arg(r.count(CheckStatus::Pass))
                       .arg(r.count(CheckStatus::Warn))
                       .arg(r.count(CheckStatus::Fail));
    if (const int info = r.count(CheckStatus::Info); info > 0)
        text = tr("%1 %2", "two sentences of the Doctor summary (Chinese: no space between them)")
                   .arg(text, tr("%n for information only.", nullptr, info));
    summary_->setText(text);
}

void DoctorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Check texts come from the worker in the language of their run: the
        // frame follows at once, the findings with a new run in the new language
        // (the checks are cheap reads; one already running is run again after it).
        retranslateUi();
        emit model_->headerDataChanged(Qt::Horizontal, 0, DoctorTableModel::ColumnCount - 1);
        if (running_)
            rerunForLanguage_ = true;
        else if (ranOnce_)
            runChecks();
    }
    QWidget::changeEvent(event);
}

void DoctorView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!ranOnce_ && !running_)
        runChecks();
}

DoctorView::~DoctorView()
{
    *alive_ = false;
}

void DoctorView::setEnvironment(const DoctorEnvironment &environment)
{
    environment_ = environment;
}

const DoctorReport &DoctorView::report() const
{
    return model_->report();
}

QByteArray DoctorView::reportJson() const
{
    return QJsonDocument(report().toJson()).toJson(QJsonDocument::Indented);
}

void DoctorView::runChecks()
{
    if (running_)
        return;
    running_ = true;
    runButton_->setEnabled(false);
    updateSummary();
    // The worker keeps its own copies; if the view is gone when it ends, the
    // result is dropped (alive_ is shared, the view pointer is not touched).
    const DoctorEnvironment environment = environment_;
    std::shared_ptr<bool> alive = alive_;
    QThread *worker = QThread::create([this, environment, alive] {
        DoctorReport report = Doctor::run(environment);
        QMetaObject::invokeMethod(qApp, [this, alive, report = std::move(report)] {
            if (*alive)
                showReport(report);
        }, Qt::QueuedConnection);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void DoctorView::showReport(const DoctorReport &report)
{
    running_ = false;
    ranOnce_ = true;
    runButton_->setEnabled(true);
    copyButton_->setEnabled(true);
    model_->setReport(report);
    retranslateUi();
    // Open the first problem, so the fix is on screen at once.
    int first = 0;
    for (int i = 0; i < report.results.size(); ++i) {
        if (report.results[i].status == CheckStatus::Warn || report.results[i].status == CheckStatus::Fail) {
            first = i;
            break;
        }
    }
    if (!report.results.isEmpty())
        table_->selectRow(first);
    if (rerunForLanguage_) {
        rerunForLanguage_ = false;
        runChecks(); // the language changed while this run was going
        return;
    }
    emit checksFinished();
}

void DoctorView::showDetails(int row)
{
    const CheckResult *r = model_->resultAt(row);
    if (!r) {
        details_->clear();
        return;
    }
    const QString color = DoctorTableModel::statusColor(r->status).name();
    QString html = QStringLiteral("<h3>%1 <span style=\"color:%2\">%3</span></h3>")
                       .arg(r->title.toHtmlEscaped(), color, checkStatusText(r->status).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p>").arg(r->summary.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(r->explanation.toHtmlEscaped());
    if (!r->fix.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("How to fix:").toHtmlEscaped(), r->fix.toHtmlEscaped());
    if (!r->evidence.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("What was found:").toHtmlEscaped());
        for (const QString &line : r->evidence)
            html += QStringLiteral("<li><code>%1</code></li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    details_->setHtml(html);
}

void DoctorView::copyReport()
{
    QApplication::clipboard()->setText(QString::fromUtf8(reportJson()));
}

} // namespace rocmtune
