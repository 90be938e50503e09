// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// The value of a control that is one of an enum's choices (the performance
// level, the power profile): ChoiceValue<PerfLevel>{PerfLevel::Manual}. Each
// enum makes its own slot type in TuningValues::perControl.
template<class Choice>
struct ChoiceValue {
    Choice choice{};
    bool operator==(const ChoiceValue &other) const = default;
};

} // namespace rocmtune
