// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/WholeWrappedText.h"

#include <QEvent>
#include <QLabel>

namespace rocmtune {

namespace {
class WrappedHeightFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *label = static_cast<QLabel *>(watched);
        const QEvent::Type type = event->type();
        if (type == QEvent::Resize || type == QEvent::FontChange || type == QEvent::LanguageChange || type == QEvent::Show
            || type == QEvent::StyleChange) {
            const int needed = label->heightForWidth(label->width());
            if (needed > 0 && label->minimumHeight() != needed)
                label->setMinimumHeight(needed);
        }
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

void keepWrappedTextWhole(QLabel *label)
{
    label->setWordWrap(true);
    label->installEventFilter(new WrappedHeightFilter(label));
}

} // namespace rocmtune
