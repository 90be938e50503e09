// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClampSaidSpinBox.h"

#include "common/TextTone.h"

#include <QTimer>

#include <type_traits>

namespace rocmtune {

namespace {
template <class Box>
QString shown(const Box *box, double value)
{
    int decimals = 0;
    if constexpr (std::is_same_v<Box, ClampSaidDoubleSpinBox>)
        decimals = box->decimals();
    return (box->prefix() + box->locale().toString(value, 'f', decimals) + box->suffix()).trimmed();
}
} // namespace

ClampNote::ClampNote(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setVisible(false);
    setObjectName(QStringLiteral("clampNote"));
}

QString ClampNote::sentence(const QString &typed, const QString &min, const QString &max, const QString &used)
{
    return tr("%1 is outside the allowed range %2 to %3, so %4 is used.").arg(typed, min, max, used);
}

void ClampNote::watch(ClampSaidIntSpinBox *box)
{
    box->onClamped = [this, box](double typed, double used) {
        said(box, sentence(shown(box, typed), shown(box, box->minimum()), shown(box, box->maximum()), shown(box, used)));
    };
    connect(box, &QSpinBox::valueChanged, this, [this, box] { changed(box); });
}

void ClampNote::watch(ClampSaidDoubleSpinBox *box)
{
    box->onClamped = [this, box](double typed, double used) {
        said(box, sentence(shown(box, typed), shown(box, box->minimum()), shown(box, box->maximum()), shown(box, used)));
    };
    connect(box, &QDoubleSpinBox::valueChanged, this, [this, box] { changed(box); });
}

void ClampNote::said(QAbstractSpinBox *box, const QString &text)
{
    setText(text);
    setStyleSheet(textToneStyle(palette(), TextTone::Warning));
    setVisible(true);
    saidFor_ = box;
    // The value the clamp puts in changes the box right after this: that change keeps the line.
    justSaid_ = true;
    QTimer::singleShot(0, this, [this] { justSaid_ = false; });
}

void ClampNote::changed(QAbstractSpinBox *box)
{
    if (box != saidFor_ || justSaid_)
        return;
    saidFor_ = nullptr;
    clear();
    setVisible(false);
}

} // namespace rocmtune
