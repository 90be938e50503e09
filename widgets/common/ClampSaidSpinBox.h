// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QValidator>

#include <algorithm>
#include <functional>

namespace rocmtune {

// A spin box that never changes a typed number without a word. Qt's boxes
// drop a key that would leave the range (-1000 mV typed into -100..0 becomes
// -100 mV) or snap a value back when editing ends. This one keeps every
// digit typed; when editing ends on a number outside the range it puts the
// nearest allowed value in and calls onClamped(typed, used), which a
// ClampNote turns into a line naming the allowed range. Enter on such a number
// clamps it and stays in the box (a dialog's OK is not pressed), so the line
// can be read before the dialog closes; Enter on an allowed number passes on.
template <class Base>
class ClampSaidSpinBox : public Base
{
public:
    using Base::Base;
    std::function<void(double typed, double used)> onClamped;

    // The number in a text as typed (prefix, suffix, spaces and group separators
    // allowed); false for anything that is not one.
    bool typedNumber(QString text, double *number) const
    {
        text = text.trimmed();
        if (!this->prefix().isEmpty() && text.startsWith(this->prefix().trimmed()))
            text.remove(0, this->prefix().trimmed().size());
        if (!this->suffix().isEmpty() && text.endsWith(this->suffix().trimmed()))
            text.chop(this->suffix().trimmed().size());
        text = text.trimmed();
        text.remove(this->locale().groupSeparator());
        bool ok = false;
        const double value = this->locale().toDouble(text, &ok);
        if (ok && number)
            *number = value;
        return ok;
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
        double typed = 0;
        const bool outside = enter && this->lineEdit() && typedNumber(this->lineEdit()->displayText(), &typed)
                             && (typed < this->minimum() || typed > this->maximum());
        Base::keyPressEvent(event); // Enter: interprets the text (fixup() clamps and says so), then ignores the key
        if (outside)
            event->accept(); // the clamp is what Enter did: the dialog's default button waits for the next Enter
    }

    QValidator::State validate(QString &input, int &pos) const override
    {
        const QValidator::State state = Base::validate(input, pos);
        // Out of range: kept as typed (Intermediate) so the next digit can follow and fixup() can tell.
        return state == QValidator::Invalid && typedNumber(input, nullptr) ? QValidator::Intermediate : state;
    }

    void fixup(QString &input) const override
    {
        double typed = 0;
        if (typedNumber(input, &typed) && (typed < this->minimum() || typed > this->maximum())) {
            const double used = std::clamp(typed, static_cast<double>(this->minimum()), static_cast<double>(this->maximum()));
            input = this->prefix() + this->textFromValue(static_cast<decltype(this->value())>(used)) + this->suffix();
            if (onClamped)
                onClamped(typed, used);
            return;
        }
        Base::fixup(input);
    }
};

using ClampSaidIntSpinBox = ClampSaidSpinBox<QSpinBox>;
using ClampSaidDoubleSpinBox = ClampSaidSpinBox<QDoubleSpinBox>;

// The line under one or more such boxes: "5 ms is outside the allowed range
// 100 to 10000 ms, so 100 ms is used." Hidden until a value was clamped;
// cleared by the box's next change of its own.
class ClampNote : public QLabel
{
    Q_OBJECT
public:
    explicit ClampNote(QWidget *parent = nullptr);
    void watch(ClampSaidIntSpinBox *box);
    void watch(ClampSaidDoubleSpinBox *box);

    // The sentence for a box (public for the tests).
    static QString sentence(const QString &typed, const QString &min, const QString &max, const QString &used);

private:
    void said(QAbstractSpinBox *box, double used, const QString &text);
    void changed(QAbstractSpinBox *box, double value);

    QAbstractSpinBox *saidFor_ = nullptr;
    double saidValue_ = 0; // the value the clamp put in: its own change keeps the line
};

} // namespace rocmtune
