// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <typeindex>

namespace rocmtune {

// One optional value per type, for controls that keep their value and their
// driver state in their own folder (core/tuning/controls/<name>/): a control
// defines a plain struct (with operator==) and reads and writes it here, so
// adding a control adds no field to TuningValues or ControlState.
//   struct VoltageOffsetValue { int millivolts = 0; bool operator==(const VoltageOffsetValue &) const = default; };
//   values.perControl.set(VoltageOffsetValue{-50});
//   if (const VoltageOffsetValue *v = values.perControl.get<VoltageOffsetValue>()) ...
// Each control uses its own struct type (never a bare int): the type is the key.
// Copies share the stored values (they are never changed in place), so
// copying is cheap and a copy never sees a later set() on the original.
class TypedSlots
{
public:
    template<class T>
    const T *get() const
    {
        const auto it = slots_.find(std::type_index(typeid(T)));
        return it == slots_.end() ? nullptr : &static_cast<const Holder<T> &>(*it->second).value;
    }
    template<class T>
    std::optional<T> value() const
    {
        const T *v = get<T>();
        return v ? std::optional<T>(*v) : std::nullopt;
    }
    template<class T>
    bool has() const
    {
        return slots_.count(std::type_index(typeid(T))) > 0;
    }
    template<class T>
    void set(T value)
    {
        slots_[std::type_index(typeid(T))] = std::make_shared<const Holder<T>>(std::move(value));
    }
    // The stored T to change in place (nullptr when there is none); copies
    // made before keep their value (copy on write). The pointer holds until
    // the next set/edit/remove of T here.
    template<class T>
    T *edit()
    {
        const auto it = slots_.find(std::type_index(typeid(T)));
        if (it == slots_.end())
            return nullptr;
        auto fresh = std::make_shared<Holder<T>>(static_cast<const Holder<T> &>(*it->second).value);
        T *value = &fresh->value;
        it->second = std::move(fresh);
        return value;
    }
    // nullopt removes the value.
    template<class T>
    void set(const std::optional<T> &value)
    {
        if (value)
            set(*value);
        else
            remove<T>();
    }
    template<class T>
    void remove()
    {
        slots_.erase(std::type_index(typeid(T)));
    }
    // Copies T from `other` (or removes it here when `other` has none).
    template<class T>
    void copyFrom(const TypedSlots &other)
    {
        const auto it = other.slots_.find(std::type_index(typeid(T)));
        if (it == other.slots_.end())
            remove<T>();
        else
            slots_[it->first] = it->second;
    }

    bool isEmpty() const { return slots_.empty(); }
    bool operator==(const TypedSlots &other) const
    {
        if (slots_.size() != other.slots_.size())
            return false;
        for (auto a = slots_.begin(), b = other.slots_.begin(); a != slots_.end(); ++a, ++b) {
            if (a->first != b->first || !a->second->equals(*b->second))
                return false;
        }
        return true;
    }

private:
    struct Base {
        virtual ~Base() = default;
        virtual bool equals(const Base &other) const = 0;
    };
    template<class T>
    struct Holder final : Base {
        explicit Holder(T v) : value(std::move(v)) {}
        bool equals(const Base &other) const override { return value == static_cast<const Holder &>(other).value; }
        T value;
    };
    std::map<std::type_index, std::shared_ptr<const Base>> slots_;
};

} // namespace rocmtune
