// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/profiles/MessageBar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace rocmtune {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent), text_(new QLabel(this)), buttonRow_(new QHBoxLayout), close_(new QToolButton(this))
{
    setObjectName(QStringLiteral("profileMessageBar"));
    setFrameShape(QFrame::StyledPanel);
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setAutoRaise(true);
    close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(text_, 1);
    layout->addLayout(buttonRow_);
    layout->addWidget(close_, 0, Qt::AlignTop);
    connect(close_, &QToolButton::clicked, this, &MessageBar::dismiss);
    retranslateUi();
    hide();
}

void MessageBar::showMessage(const std::function<QString()> &text, Kind kind)
{
    showMessage(text(), kind);
    textSource_ = text;
}

void MessageBar::showMessage(const QString &text, Kind kind)
{
    textSource_ = nullptr;
    for (QPushButton *button : std::as_const(buttons_))
        button->deleteLater();
    buttons_.clear();
    labels_.clear();
    kind_ = kind;
    // Tinted backgrounds that stay readable in light and dark palettes.
    const char *tint = kind == Kind::Error ? "rgba(198, 40, 40, 40)" : kind == Kind::Success ? "rgba(46, 125, 50, 40)" : "rgba(25, 118, 210, 35)";
    setStyleSheet(QStringLiteral("QFrame#profileMessageBar { background: %1; border-radius: 4px; }").arg(QLatin1String(tint)));
    text_->setText(text);
    show();
}

void MessageBar::setText(const QString &text)
{
    textSource_ = nullptr;
    text_->setText(text);
}

QPushButton *MessageBar::addButton(const std::function<QString()> &label, const std::function<void()> &onClick)
{
    auto *button = new QPushButton(label(), this);
    labels_ << label;
    buttonRow_->addWidget(button);
    connect(button, &QPushButton::clicked, this, onClick);
    buttons_ << button;
    return button;
}

void MessageBar::dismiss()
{
    for (QPushButton *button : std::as_const(buttons_))
        button->deleteLater();
    buttons_.clear();
    labels_.clear();
    hide();
}

QString MessageBar::text() const
{
    return text_->text();
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void MessageBar::retranslateUi()
{
    close_->setToolTip(tr("Close this message"));
    if (textSource_)
        text_->setText(textSource_());
    for (int i = 0; i < buttons_.size(); ++i)
        buttons_.at(i)->setText(labels_.at(i)());
}

} // namespace rocmtune
