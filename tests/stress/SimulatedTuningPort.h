// SPDX-License-Identifier: GPL-3.0-or-later
// A tuning port for tests over a simulated GPU.
#pragma once

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/TuningPort.h"

#include <QVector>

#include <optional>

namespace rocmtune::testing {

// Applies straight to a simulated GPU and answers at once; remembers the cap
// before the first pending change so revert() restores it.
class SimulatedTuningPort : public TuningPort
{
public:
    explicit SimulatedTuningPort(SimulatedBackend *backend) : backend_(backend) {}

    std::optional<ControlState> controls(int device) const override { return backend_->readControls(device); }
    std::optional<PowerCapControl> powerCap(int device) const override { return backend_->readControls(device).perControl.value<PowerCapControl>(); }
    void applyPowerCap(int device, quint64 microwatts, int holdSeconds) override
    {
        remember(device);
        lastHoldSeconds = holdSeconds;
        const WriteResult result = backend_->setPowerCap(device, microwatts);
        applies << microwatts;
        emit applied(device, result.ok, result.message);
    }
    void applyPrepared(int device, int holdSeconds) override
    {
        if (failApply) {
            emit applied(device, false, QStringLiteral("refused by the safety policy"));
            return;
        }
        applyPowerCap(device, prepared, holdSeconds);
    }
    void keep(int device) override
    {
        original_.reset();
        emit kept(device, true, QString());
    }
    void revert(int device) override
    {
        ++reverts;
        if (original_)
            backend_->setPowerCap(device, *original_);
        original_.reset();
        emit reverted(device, true, QString());
    }

    quint64 currentCap(int device) const { return powerCap(device)->currentMicrowatts; }

    quint64 prepared = 0;
    bool failApply = false;
    int reverts = 0;
    int lastHoldSeconds = 0;
    QVector<quint64> applies;

private:
    void remember(int device)
    {
        if (!original_)
            original_ = currentCap(device);
    }
    SimulatedBackend *backend_;
    std::optional<quint64> original_;
};

} // namespace rocmtune::testing
