// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/SignalForwarder.h"

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace rocmtune::cli {

namespace {
int gPipe[2] = {-1, -1};
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
struct sigaction gPrevious[3];

extern "C" void onSignal(int signalNumber)
{
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    const ssize_t ignored = ::write(gPipe[1], &byte, 1); // async-signal-safe
    (void)ignored;
}
} // namespace

SignalForwarder::SignalForwarder(QObject *parent) : QObject(parent)
{
    if (gPipe[0] >= 0 || ::pipe2(gPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    notifier_ = std::make_unique<QSocketNotifier>(gPipe[0], QSocketNotifier::Read);
    connect(notifier_.get(), &QSocketNotifier::activated, this, &SignalForwarder::drain);
    for (std::size_t i = 0; i < std::size(kSignals); ++i) {
        struct sigaction action{};
        action.sa_handler = onSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        sigaction(kSignals[i], &action, &gPrevious[i]);
    }
}

SignalForwarder::~SignalForwarder()
{
    if (!notifier_)
        return;
    for (std::size_t i = 0; i < std::size(kSignals); ++i)
        sigaction(kSignals[i], &gPrevious[i], nullptr);
    notifier_.reset();
    ::close(gPipe[0]);
    ::close(gPipe[1]);
    gPipe[0] = gPipe[1] = -1;
}

void SignalForwarder::drain()
{
    unsigned char byte = 0;
    while (::read(gPipe[0], &byte, 1) == 1)
        emit received(byte);
}

} // namespace rocmtune::cli
