// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/DeviceAccessCheck.h"
#include "core/i18n/ListText.h"

#include <QDir>
#include <QFile>

#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

namespace {

QString groupName(uint gid)
{
    if (const group *g = getgrgid(gid))
        return QString::fromLocal8Bit(g->gr_name);
    return QString::number(gid);
}

struct NodeAccess {
    QString path;
    bool exists = false;
    bool accessible = false;
    QString groupName;
    uint gid = 0;
    QString mode; // "crw-rw----"
};

QString modeText(mode_t mode)
{
    QString text = S_ISCHR(mode) ? QStringLiteral("c") : (S_ISDIR(mode) ? QStringLiteral("d") : QStringLiteral("-"));
    const char *letters = "rwxrwxrwx";
    for (int bit = 0; bit < 9; ++bit)
        text += (mode & (0400u >> bit)) ? QLatin1Char(letters[bit]) : QLatin1Char('-');
    return text;
}

// Read and write permission as the kernel would grant it from mode bits alone.
bool grantedByMode(const struct stat &st, const UserIdentity &identity)
{
    if (identity.uid == 0)
        return true;
    if (st.st_uid == identity.uid)
        return (st.st_mode & S_IRUSR) && (st.st_mode & S_IWUSR);
    if (identity.processGroupIds.contains(st.st_gid))
        return (st.st_mode & S_IRGRP) && (st.st_mode & S_IWGRP);
    return (st.st_mode & S_IROTH) && (st.st_mode & S_IWOTH);
}

NodeAccess inspect(const QString &path, const DoctorEnvironment &env)
{
    NodeAccess node;
    node.path = path;
    struct stat st {};
    const QByteArray native = QFile::encodeName(path);
    if (stat(native.constData(), &st) != 0)
        return node;
    node.exists = true;
    node.gid = st.st_gid;
    node.groupName = groupName(st.st_gid);
    node.mode = modeText(st.st_mode);
    node.accessible = env.kernelAccessCheck ? access(native.constData(), R_OK | W_OK) == 0 : grantedByMode(st, env.identity);
    return node;
}

QString groupList(const QList<uint> &ids)
{
    QStringList names;
    for (uint id : ids)
        names << groupName(id);
    return joinList(names);
}

} // namespace

QString DeviceAccessCheck::title() const
{
    return DoctorText::tr("GPU device nodes and permissions");
}

CheckResult DeviceAccessCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    QStringList evidence;
    evidence << DoctorText::tr("User %1 (uid %2), groups of this login: %3")
                    .arg(env.identity.userName.isEmpty() ? DoctorText::tr("(unknown)") : env.identity.userName)
                    .arg(env.identity.uid)
                    .arg(groupList(env.identity.processGroupIds));

    QVector<NodeAccess> nodes;
    nodes << inspect(env.devPath(QStringLiteral("kfd")), env);
    const QDir dri(env.devPath(QStringLiteral("dri")));
    QStringList renderNames = dri.entryList({QStringLiteral("renderD*")}, QDir::AllEntries | QDir::System, QDir::Name);
    for (const QString &name : renderNames)
        nodes << inspect(dri.filePath(name), env);

    for (const NodeAccess &node : nodes) {
        if (node.exists)
            evidence << DoctorText::tr("%1: %2 group %3, %4")
                            .arg(node.path, node.mode, node.groupName,
                                 node.accessible ? DoctorText::tr("read/write allowed") : DoctorText::tr("no access"));
        else
            evidence << DoctorText::tr("%1: missing").arg(node.path);
    }

    if (!nodes.first().exists) {
        return makeResult(CheckStatus::Fail, DoctorText::tr("%1 does not exist.").arg(nodes.first().path),
                          DoctorText::tr("/dev/kfd is the compute interface of the amdgpu driver. Without it no ROCm program "
                                   "(PyTorch, HIP, the stress test) can use the GPU."),
                          DoctorText::tr("Make sure the amdgpu module is loaded (see its check) and that the kernel was built with "
                                   "HSA support (CONFIG_HSA_AMD). In a container, start it with "
                                   "\"--device=/dev/kfd --device=/dev/dri\"."),
                          evidence);
    }
    if (renderNames.isEmpty()) {
        return makeResult(CheckStatus::Fail, DoctorText::tr("No render node (%1/renderD*) exists.").arg(dri.path()),
                          DoctorText::tr("Each GPU has a render node that ROCm opens next to /dev/kfd. Without one the GPU "
                                   "cannot be used for compute."),
                          DoctorText::tr("Make sure the amdgpu module is loaded and drives the card. In a container, pass "
                                   "\"--device=/dev/dri\"."),
                          evidence);
    }

    QStringList blocked;
    QStringList blockedGroups;
    for (const NodeAccess &node : nodes) {
        if (!node.accessible) {
            blocked << node.path;
            if (!blockedGroups.contains(node.groupName))
                blockedGroups << node.groupName;
        }
    }
    if (blocked.isEmpty()) {
        return makeResult(CheckStatus::Pass, DoctorText::tr("/dev/kfd and %n render node(s) are usable by this user.", nullptr,
                                                      renderNames.size()),
                          DoctorText::tr("Programs you start can open the GPU for compute."), QString(), evidence);
    }

    // Added to the group already, but this login started before that?
    QStringList pendingGroups;
    for (const NodeAccess &node : nodes) {
        if (!node.accessible && env.identity.accountGroupIds.contains(node.gid)
            && !env.identity.processGroupIds.contains(node.gid) && !pendingGroups.contains(node.groupName))
            pendingGroups << node.groupName;
    }
    QString explanation = DoctorText::tr("Your user may not open %1. Those device nodes belong to the group(s) %2, and "
                                   "ROCm programs run as you need read and write access to them.")
                              .arg(joinList(blocked), joinList(blockedGroups));
    QString fix;
    if (!pendingGroups.isEmpty()) {
        explanation += QLatin1Char(' ') + DoctorText::tr("Your account is already in %1, but this login session started before "
                                                   "that change.")
                                              .arg(joinList(pendingGroups));
        fix = DoctorText::tr("Log out and log in again (or reboot) so the new group membership takes effect.");
    } else {
        fix = DoctorText::tr("Add your user to the render and video groups: \"sudo usermod -a -G render,video $USER\", then log "
                       "out and log in again (or reboot).");
    }
    return makeResult(CheckStatus::Fail, DoctorText::tr("This user cannot open %n GPU device node(s).", nullptr, blocked.size()),
                      explanation, fix, evidence);
}

} // namespace rocmtune
