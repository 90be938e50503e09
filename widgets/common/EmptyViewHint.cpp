// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/EmptyViewHint.h"

#include <QAbstractItemView>
#include <QEvent>

#include <algorithm>

namespace rocmtune {

EmptyViewHint::EmptyViewHint(QAbstractItemView *view) : QLabel(view->viewport()), view_(view)
{
    setObjectName(QStringLiteral("emptyViewHint"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setForegroundRole(QPalette::PlaceholderText);
    setTextInteractionFlags(Qt::NoTextInteraction);
    setAttribute(Qt::WA_TransparentForMouseEvents); // clicks and the context menu reach the view
    view->viewport()->installEventFilter(this);
    watchModel();
}

void EmptyViewHint::watchModel()
{
    if (!view_ || !view_->model())
        return;
    QAbstractItemModel *model = view_->model();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, &EmptyViewHint::refresh, Qt::UniqueConnection);
    connect(model, &QAbstractItemModel::modelReset, this, &EmptyViewHint::refresh, Qt::UniqueConnection);
    connect(model, &QAbstractItemModel::layoutChanged, this, &EmptyViewHint::refresh, Qt::UniqueConnection);
    refresh();
}

void EmptyViewHint::setHint(const QString &text)
{
    setText(text);
    refresh();
}

bool EmptyViewHint::eventFilter(QObject *watched, QEvent *event)
{
    if (view_ && watched == view_->viewport() && event->type() == QEvent::Resize)
        refresh();
    return QLabel::eventFilter(watched, event);
}

void EmptyViewHint::refresh()
{
    if (!view_)
        return;
    const bool empty = !view_->model() || view_->model()->rowCount() == 0;
    const QRect area = view_->viewport()->rect();
    // A readable column in the middle, not a line across a wide window.
    const int width = std::min(area.width() - 24, 520);
    setGeometry(QRect(0, 0, std::max(width, 0), area.height()).translated((area.width() - width) / 2, 0));
    setVisible(empty && !text().isEmpty());
}

} // namespace rocmtune
