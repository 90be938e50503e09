// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the fake libnvidia-ml.so.1 from a test: opens the same file the
// backend will open (the dynamic loader then shares one copy, so the script
// set here is what the backend reads) and resolves the fake's controls.

#include <QString>

#include <string>

namespace fakenvml {

// A QString as gtest prints it (its UTF-8).
inline std::string utf8(const QString &s) { return s.toStdString(); }

// An H200 (everything a datacenter card reports, no fan) and a GeForce card
// with a fan, no serial number and an idle clock reason, as a script.
std::string twoGpuScript();

class Control
{
public:
    explicit Control(const char *libraryPath = FAKE_NVML_PATH);
    ~Control();
    Control(const Control &) = delete;
    Control &operator=(const Control &) = delete;

    bool loaded() const { return handle_ != nullptr; }
    void script(const std::string &text) const;
    void set(const std::string &key, const std::string &value) const;
    void unset(const std::string &key) const;
    std::string callLog() const;
    int initCount() const;

private:
    void *handle_ = nullptr;
    void (*script_)(const char *) = nullptr;
    void (*set_)(const char *, const char *) = nullptr;
    unsigned int (*callLog_)(char *, unsigned int) = nullptr;
    int (*initCount_)() = nullptr;
};

} // namespace fakenvml
