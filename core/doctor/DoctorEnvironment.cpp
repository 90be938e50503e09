// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/DoctorEnvironment.h"

#include <QDir>

#include <grp.h>
#include <pwd.h>
#include <unistd.h>

#include <vector>

namespace rocmtune {

namespace {

QList<uint> processGroups()
{
    QList<uint> groups{static_cast<uint>(getegid())};
    const int count = getgroups(0, nullptr);
    if (count > 0) {
        std::vector<gid_t> ids(static_cast<std::size_t>(count));
        const int got = getgroups(count, ids.data());
        for (int i = 0; i < got; ++i) {
            if (!groups.contains(ids[static_cast<std::size_t>(i)]))
                groups << ids[static_cast<std::size_t>(i)];
        }
    }
    return groups;
}

QList<uint> accountGroups(const QByteArray &userName, gid_t primary)
{
    QList<uint> groups;
    int count = 64;
    std::vector<gid_t> ids(static_cast<std::size_t>(count));
    if (getgrouplist(userName.constData(), primary, ids.data(), &count) < 0) {
        ids.resize(static_cast<std::size_t>(count));
        if (getgrouplist(userName.constData(), primary, ids.data(), &count) < 0)
            return groups;
    }
    for (int i = 0; i < count; ++i)
        groups << ids[static_cast<std::size_t>(i)];
    return groups;
}

} // namespace

DoctorEnvironment DoctorEnvironment::system()
{
    DoctorEnvironment env;
    env.environment = QProcessEnvironment::systemEnvironment();
    env.pathDirs = env.environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString rocmPath = env.environment.value(QStringLiteral("ROCM_PATH"));
    if (!rocmPath.isEmpty())
        env.rocmPath = rocmPath;
    env.identity.uid = getuid();
    env.identity.processGroupIds = processGroups();
    if (const passwd *pw = getpwuid(getuid())) {
        env.identity.userName = QString::fromLocal8Bit(pw->pw_name);
        env.identity.accountGroupIds = accountGroups(QByteArray(pw->pw_name), pw->pw_gid);
    }
    env.kernelAccessCheck = true;
    return env;
}

QString DoctorEnvironment::joined(const QString &root, const QString &relative)
{
    return QDir::cleanPath(root + QLatin1Char('/') + relative);
}

} // namespace rocmtune
