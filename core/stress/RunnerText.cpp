// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/RunnerText.h"

#include "core/tuning/transaction/LogText.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rocmtune {

namespace {
struct Kind {
    QRegularExpression pattern; // the runner's English, anchored; captures are the arguments
    const char *sentence;       // the same in the catalogue's words (QT_TRANSLATE_NOOP)
    int countCapture = 0;       // the capture that is %n, 0 for none
};

const QList<Kind> &kinds()
{
    static const QList<Kind> list{
        {QRegularExpression(QStringLiteral("^GPU runtime error in test (\\S+): (.+)$")),
         QT_TRANSLATE_NOOP("RunnerText", "GPU runtime error in the %1 test: %2")},
        {QRegularExpression(QStringLiteral("^GPU runtime error: (.+)$")), QT_TRANSLATE_NOOP("RunnerText", "GPU runtime error: %1")},
        {QRegularExpression(QStringLiteral("^This GPU \\((\\S+)\\) is not supported by this build of rocmtune-bench \\(built for (.+)\\)$")),
         QT_TRANSLATE_NOOP("RunnerText", "This GPU (%1) is not supported by this build of rocmtune-bench (built for %2)")},
        {QRegularExpression(QStringLiteral("^no GPU: the (\\S+) runtime found no usable device \\((.+)\\)$")),
         QT_TRANSLATE_NOOP("RunnerText", "No GPU: the %1 runtime found no usable device (%2)")},
        {QRegularExpression(QStringLiteral("^no GPU with index (\\d+) \\((\\d+) present\\)$")),
         QT_TRANSLATE_NOOP("RunnerText", "No GPU with index %1 (%2 present)")},
        {QRegularExpression(QStringLiteral("^not enough free VRAM for the (\\S+) test$")),
         QT_TRANSLATE_NOOP("RunnerText", "Not enough free VRAM for the %1 test")},
        {QRegularExpression(QStringLiteral("^copy kernel (\\S+): (\\d+) words arrived wrong$")),
         QT_TRANSLATE_N_NOOP("RunnerText", "copy kernel %1: %n word(s) arrived wrong"), 2},
        {QRegularExpression(QStringLiteral("^kernel variant (\\S+): (\\d+) elements differ from the first variant's product$")),
         QT_TRANSLATE_N_NOOP("RunnerText", "kernel variant %1: %n element(s) differ from the first variant's product"), 2},
        {QRegularExpression(QStringLiteral("^(.+): (\\d+) values? (?:is|are) NaN or infinite \\(first bad value at index (\\d+)\\)$")),
         QT_TRANSLATE_N_NOOP("RunnerText", "%1: %n value(s) NaN or infinite (first bad value at index %3)"), 2},
    };
    return list;
}
} // namespace

QString translatedRunnerMessage(const QString &message)
{
    for (const Kind &kind : kinds()) {
        const QRegularExpressionMatch match = kind.pattern.match(message);
        if (!match.hasMatch())
            continue;
        const int count = kind.countCapture > 0 ? match.captured(kind.countCapture).toInt() : -1;
        // %k is capture k, put in once each (%n, the count's capture, by translate()).
        return fillArguments(QCoreApplication::translate("RunnerText", kind.sentence, nullptr, count), match.capturedTexts().mid(1));
    }
    return message;
}

} // namespace rocmtune
