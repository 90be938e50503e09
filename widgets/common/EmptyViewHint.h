// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QPointer>

class QAbstractItemView;

namespace rocmtune {

// A centred line of help over an item view's viewport while its model has no
// rows ("No profiles yet: ..."), hidden as soon as a row appears. The owner
// sets the text with setHint() (and again on a language switch).
class EmptyViewHint : public QLabel
{
    Q_OBJECT
public:
    explicit EmptyViewHint(QAbstractItemView *view);

    // Call after the view's model is set or replaced.
    void watchModel();
    void setHint(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    QPointer<QAbstractItemView> view_;
};

} // namespace rocmtune
