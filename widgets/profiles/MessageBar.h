// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace rocmtune {

// A line under the profile list that says what the last action did, with
// optional buttons ("Undo", "Keep", "Revert now") and a close button.
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Info, Success, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    // Replaces the message and removes the previous buttons.
    void showMessage(const QString &text, Kind kind);
    // The same with a text that is built again when the language changes.
    void showMessage(const std::function<QString()> &text, Kind kind);
    // Changes the text only (a countdown), keeping kind and buttons.
    void setText(const QString &text);
    // label is asked again when the language changes.
    QPushButton *addButton(const std::function<QString()> &label, const std::function<void()> &onClick);
    void dismiss();

    QString text() const;
    Kind kind() const { return kind_; }
    QList<QPushButton *> buttons() const { return buttons_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *text_;
    QHBoxLayout *buttonRow_;
    QToolButton *close_;
    QList<QPushButton *> buttons_;
    QList<std::function<QString()>> labels_;
    std::function<QString()> textSource_; // empty: a fixed text
    Kind kind_ = Kind::Info;
};

} // namespace rocmtune
