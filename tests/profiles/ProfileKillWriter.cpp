// SPDX-License-Identifier: GPL-3.0-or-later
// Helper process for the kill test: saves generation after generation of one
// profile until it is killed. Usage: profile_kill_writer DIR ID
#include "core/profiles/ProfileStore.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"

#include <QCoreApplication>

#include <cstdio>

using namespace rocmtune;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    ProfileStore store(QString::fromLocal8Bit(argv[1]));
    ProfileTarget target;
    target.modelName = QStringLiteral("Radeon RX 7900 XTX");
    target.pciId = QStringLiteral("1002:744c");
    Profile p = Profile::create(QStringLiteral("generation 0"), target, {});
    p.id = QString::fromLocal8Bit(argv[2]);
    std::puts("ready");
    std::fflush(stdout);
    for (quint64 generation = 1;; ++generation) {
        // Each generation has a consistent name/value pair and a long field, so
        // a torn write would show as a mismatch or as broken JSON.
        p.name = QStringLiteral("generation %1").arg(generation);
        p.values.perControl.set(PowerCapValue{generation * 1000});
        p.validation = ProfileValidation{p.created, generation % 2 == 0, QString(2000 + generation % 997, QLatin1Char('x'))};
        QString error;
        if (!store.save(p, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }
}
