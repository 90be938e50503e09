// SPDX-License-Identifier: GPL-3.0-or-later
// rocmsmi-backend-tool: calls one setter of the rocm-smi backend and prints
// {"ok": bool, "message": "..."}. Used inside the fake sysfs namespace by the
// backend-level write tests.
//   rocmsmi-backend-tool set-power-cap DEV MICROWATTS
//   rocmsmi-backend-tool set-clock-range DEV sclk|mclk MIN_MHZ MAX_MHZ
//   rocmsmi-backend-tool set-dpm-mask DEV sclk|mclk MASK
//   rocmsmi-backend-tool set-perf-level DEV LEVEL        (auto, manual, profile_peak ...)
//   rocmsmi-backend-tool set-power-profile DEV PROFILE   (COMPUTE, VIDEO ...)
//   rocmsmi-backend-tool set-overdrive DEV PERCENT
//   rocmsmi-backend-tool set-fan-curve DEV T:P,T:P,T:P,T:P,T:P
//   rocmsmi-backend-tool set-fan-fixed DEV PERCENT
//   rocmsmi-backend-tool set-fan-auto DEV -
//   rocmsmi-backend-tool set-fan-zero-rpm DEV 0|1
//   rocmsmi-backend-tool set-voltage-offset DEV MV
//   rocmsmi-backend-tool show-fan-voltage DEV -   (readControls' fan and
//       voltage offset in the message: "curve=...;zero_rpm=V[lo-hi];...")
//   rocmsmi-backend-tool read-controls DEV N   (N controls reads one after
//       the other, 1-100000: the message is show-fan-voltage's of the last,
//       each driver value ";KEY=V[lo-hi]", then
//       ";reads=N;us_per_read=T;cpu_us_per_read=C", the mean wall time and
//       CPU time of this thread for one read)
//   rocmsmi-backend-tool clock-layout DEV   (the library's struct layout,
//       tool/ClockLayoutCommand.h)
// With ROCMTUNE_TOOL_DRIVER_FILES=1 the setters and show-fan-voltage go to
// the revert waiter's DriverFileBackend (the card's files, no library call)
// for the same card instead.
//   rocmsmi-backend-tool hold-lock DEV SECONDS   (holds the library's per-card
//       lock /dev/shm/rocm_smi_cardDEV, as a busy rocm-smi would, then exits)
// Exit status: 0 applied, 1 refused or failed, 2 usage, 3 backend did not start.
// The output also lists every write(2) to a file under /sys (path and exact
// bytes, in order): this program defines write() itself, so the library's
// writes pass through it. A fake file only keeps the last write (the library
// truncates on every open), so the sequence is visible only here.
#include "core/backends/DriverFileBackend.h"
#include "core/backends/DriverValues.h"
#include "core/backends/rocm_smi/RocmSmiBackend.h"
#include "tests/integration/tool/ClockLayoutCommand.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <QJsonArray>

#include <cstdio>
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include <memory>
#include <string>
#include <vector>

namespace {

struct SysfsWrite {
    std::string path;
    std::string data;
};
std::vector<SysfsWrite> g_writes;
bool g_inWrite = false;

} // namespace

namespace {

void recordWrite(int fd, const std::string &data)
{
    if (g_inWrite || fd <= 2)
        return;
    g_inWrite = true;
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    char target[512];
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n > 0) {
        const std::string path(target, static_cast<std::size_t>(n));
        if (path.rfind("/sys/", 0) == 0)
            g_writes.push_back({path, data});
    }
    g_inWrite = false;
}

} // namespace

// Interpose the C library's write() and writev() (libstdc++'s file streams
// use both): record writes to /sys files, then pass them on to the next
// definition: the C library's, or an LD_PRELOAD shim's (the tuning tests'
// fake driver, tests/tuning/integration/SysfsWriteRecorder.cpp).
extern "C" ssize_t write(int fd, const void *buffer, size_t count)
{
    using Next = ssize_t (*)(int, const void *, size_t);
    static const Next next = reinterpret_cast<Next>(::dlsym(RTLD_NEXT, "write"));
    recordWrite(fd, std::string(static_cast<const char *>(buffer), count));
    return next ? next(fd, buffer, count) : ::syscall(SYS_write, fd, buffer, count);
}

extern "C" ssize_t writev(int fd, const struct iovec *iov, int iovcnt)
{
    using Next = ssize_t (*)(int, const struct iovec *, int);
    static const Next next = reinterpret_cast<Next>(::dlsym(RTLD_NEXT, "writev"));
    std::string data;
    for (int i = 0; i < iovcnt; ++i)
        data.append(static_cast<const char *>(iov[i].iov_base), iov[i].iov_len);
    recordWrite(fd, data);
    return next ? next(fd, iov, iovcnt) : ::syscall(SYS_writev, fd, iov, iovcnt);
}

using namespace rocmtune;

namespace {

// The library keeps one robust process-shared pthread mutex at the start of
// /dev/shm/rocm_smi_card<N>.
int holdLock(int card, int seconds)
{
    const std::string path = "/dev/shm/rocm_smi_card" + std::to_string(card);
    const int fd = ::open(path.c_str(), O_RDWR);
    if (fd < 0)
        return 3;
    void *memory = ::mmap(nullptr, sizeof(pthread_mutex_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (memory == MAP_FAILED || ::pthread_mutex_lock(static_cast<pthread_mutex_t *>(memory)) != 0)
        return 3;
    std::printf("locked\n");
    std::fflush(stdout);
    ::sleep(static_cast<unsigned>(seconds));
    ::pthread_mutex_unlock(static_cast<pthread_mutex_t *>(memory));
    return 0;
}

int usage()
{
    std::fprintf(stderr, "usage: rocmsmi-backend-tool COMMAND DEV ARGS... (see the source header)\n");
    return 2;
}

QString describeFanVoltage(const ControlState &state)
{
    QStringList parts;
    auto value = [&](const char *name, const OdFanValue *v) {
        if (v)
            parts << QStringLiteral("%1=%2[%3-%4]").arg(QLatin1String(name)).arg(v->value).arg(v->range.min).arg(v->range.max);
    };
    const FanControl *fan = state.perControl.get<FanControl>();
    if (fan) {
        if (fan->curve)
            parts << QStringLiteral("curve=%1[%2-%3C,%4-%5%]")
                         .arg(fanCurveText(*fan->curve))
                         .arg(fan->curveTemperatureRange.min).arg(fan->curveTemperatureRange.max)
                         .arg(fan->curvePwmRange.min).arg(fan->curvePwmRange.max);
        if (const auto mode = fan->mode())
            parts << QStringLiteral("mode=%1").arg(QLatin1String(fanModeKey(*mode)));
        value("zero_rpm", fan->zeroRpm ? &*fan->zeroRpm : nullptr);
        value("min_pwm", fan->setting(ControlId::FanMinimumPwm));
        value("target_temp", fan->setting(ControlId::FanTargetTemperature));
        value("acoustic_limit", fan->setting(ControlId::FanAcousticLimit));
        value("acoustic_target", fan->setting(ControlId::FanAcousticTarget));
        if (fan->manualPwmSettable)
            parts << QStringLiteral("manual_pwm=%1").arg(fan->manualPwmActive.value_or(false) ? 1 : 0);
    } else {
        parts << QStringLiteral("no_fan");
    }
    if (const std::optional<VoltageOffsetControl> offset = voltageOffsetOf(state))
        parts << QStringLiteral("offset=%1[%2-%3]").arg(offset->currentMillivolts)
                     .arg(offset->allowedMillivolts.min).arg(offset->allowedMillivolts.max);
    else
        parts << QStringLiteral("no_offset");
    return parts.join(QLatin1Char(';'));
}

std::optional<ClockDomain> domainFrom(const QString &text)
{
    if (text == QLatin1String("sclk"))
        return ClockDomain::Gfx;
    if (text == QLatin1String("mclk"))
        return ClockDomain::Memory;
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() == 2 && args[0] == QLatin1String("clock-layout"))
        return rocmtune::testing::runClockLayoutCommand(args[1].toUInt());
    if (args.size() < 3)
        return usage();
    RocmSmiBackend backend;
    const BackendStatus status = backend.initialize();
    if (status.ok && args[0] == QLatin1String("hold-lock"))
        return holdLock(args[1].toInt(), args[2].toInt());
    if (!status.ok) {
        std::fprintf(stderr, "rocm-smi backend: %s\n", status.message.toLocal8Bit().constData());
        return 3;
    }
    bool ok = false;
    int device = args[1].toInt(&ok);
    if (!ok)
        return usage();
    std::unique_ptr<DriverFileBackend> driverFiles;
    if (qgetenv("ROCMTUNE_TOOL_DRIVER_FILES") == "1") {
        const QString pciBusId = device < backend.deviceCount() ? backend.deviceInfo(device).pciBusId : QString();
        const auto files = pciBusId.isEmpty() ? std::nullopt : amdgpu::AmdgpuCardFiles::locate(pciBusId);
        if (!files) {
            std::fprintf(stderr, "no driver files for GPU %d\n", device);
            return 3;
        }
        driverFiles = std::make_unique<DriverFileBackend>(pciBusId, *files);
        if (const BackendStatus started = driverFiles->initialize(); !started.ok) {
            std::fprintf(stderr, "driver-file backend: %s\n", started.message.toLocal8Bit().constData());
            return 3;
        }
        device = 0; // it holds one card
    }
    Backend &target = driverFiles ? static_cast<Backend &>(*driverFiles) : backend;
    const QString command = args[0];
    WriteResult result;
    if (command == QLatin1String("set-power-cap")) {
        result = target.setPowerCap(device, args[2].toULongLong());
    } else if (command == QLatin1String("set-clock-range") && args.size() == 5 && domainFrom(args[2])) {
        result = target.setClockRange(device, *domainFrom(args[2]), args[3].toInt(), args[4].toInt());
    } else if (command == QLatin1String("set-dpm-mask") && args.size() == 4 && domainFrom(args[2])) {
        result = target.setDpmLevelMask(device, *domainFrom(args[2]), args[3].toULongLong(nullptr, 0));
    } else if (command == QLatin1String("set-perf-level") && perfLevelFromKey(args[2])) {
        result = target.setPerfLevel(device, *perfLevelFromKey(args[2]));
    } else if (command == QLatin1String("set-power-profile") && powerProfileFromKey(args[2])) {
        result = target.setPowerProfile(device, *powerProfileFromKey(args[2]));
    } else if (command == QLatin1String("set-overdrive")) {
        result = target.setNumericControl(device, ControlId::Overdrive, args[2].toInt());
    } else if (command == QLatin1String("set-fan-curve") && fanCurveFromText(args[2])) {
        result = target.setFanCurve(device, *fanCurveFromText(args[2]));
    } else if (command == QLatin1String("set-fan-fixed")) {
        result = target.setFanFixed(device, args[2].toInt());
    } else if (command == QLatin1String("set-fan-auto")) {
        result = target.setFanAuto(device);
    } else if (command == QLatin1String("set-fan-zero-rpm")) {
        result = target.setFanZeroRpm(device, args[2] == QLatin1String("1"));
    } else if (command == QLatin1String("set-voltage-offset")) {
        result = target.setNumericControl(device, ControlId::VoltageOffset, args[2].toInt());
    } else if (command == QLatin1String("show-fan-voltage")) {
        result = WriteResult::success();
        result.message = describeFanVoltage(target.readControls(device));
    } else if (const int reads = args[2].toInt(); command == QLatin1String("read-controls") && reads >= 1 && reads <= 100000) {
        const auto threadCpuMicroseconds = [] {
            timespec t{};
            ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1000.0;
        };
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMicroseconds();
        ControlState state;
        for (int i = 0; i < reads; ++i)
            state = target.readControls(device);
        const double microseconds = static_cast<double>(timer.nsecsElapsed()) / 1000.0 / reads;
        const double cpuMicroseconds = (threadCpuMicroseconds() - cpuStart) / reads;
        result = WriteResult::success();
        result.message = describeFanVoltage(state);
        if (const DriverValues *values = state.perControl.get<DriverValues>()) {
            for (auto it = values->byControl.cbegin(); it != values->byControl.cend(); ++it)
                result.message += QStringLiteral(";%1=%2[%3-%4]").arg(QLatin1String(controlKey(it.key()))).arg(it->current).arg(it->range.min).arg(it->range.max);
        }
        result.message += QStringLiteral(";reads=%1;us_per_read=%2;cpu_us_per_read=%3").arg(reads).arg(microseconds, 0, 'f', 1).arg(cpuMicroseconds, 0, 'f', 1);
    } else {
        return usage();
    }
    QJsonArray writes;
    for (const SysfsWrite &w : g_writes) {
        const QString path = QString::fromStdString(w.path);
        // The file name and its directory: "hwmon2/power1_cap", "0000:03:00.0/pp_od_clk_voltage".
        const QString shortPath = path.section(QLatin1Char('/'), -2);
        writes.append(QJsonObject{{QStringLiteral("file"), shortPath}, {QStringLiteral("data"), QString::fromStdString(w.data)}});
    }
    const QJsonObject o{{QStringLiteral("ok"), result.ok}, {QStringLiteral("message"), result.message}, {QStringLiteral("writes"), writes}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    return result.ok ? 0 : 1;
}
