// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/ClampSaidSpinBox.h"

#include "widgets/common/TextTone.h"

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
        said(box, used, sentence(shown(box, typed), shown(box, box->minimum()), shown(box, box->maximum()), shown(box, used)));
    };
    connect(box, &QSpinBox::valueChanged, this, [this, box](int value) { changed(box, value); });
}

void ClampNote::watch(ClampSaidDoubleSpinBox *box)
{
    box->onClamped = [this, box](double typed, double used) {
        said(box, used, sentence(shown(box, typed), shown(box, box->minimum()), shown(box, box->maximum()), shown(box, used)));
    };
    connect(box, &QDoubleSpinBox::valueChanged, this, [this, box](double value) { changed(box, value); });
}

void ClampNote::said(QAbstractSpinBox *box, double used, const QString &text)
{
    setText(text);
    setStyleSheet(textToneStyle(palette(), TextTone::Warning));
    setVisible(true);
    saidFor_ = box;
    saidValue_ = used;
}

void ClampNote::changed(QAbstractSpinBox *box, double value)
{
    // The value the clamp puts in changes the box right after the line was set: that change keeps it.
    if (box != saidFor_ || value == saidValue_)
        return;
    saidFor_ = nullptr;
    clear();
    setVisible(false);
}

} // namespace rocmtune
