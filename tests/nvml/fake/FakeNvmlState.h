// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fake NVML library's scripted state (see FakeNvml.cpp): the script's
// values, the setter call log, the init count, and the checks every call shares.

#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace fakenvml::state {

using Return = int;
constexpr int kMaxDevices = 16;

struct FakeDevice {
    int index;
};
extern FakeDevice gDevices[kMaxDevices]; // the handles NVML hands out

// gMutex guards everything below; every exported call takes it.
extern std::mutex gMutex;
extern std::map<std::string, std::string> gValues;
extern std::vector<std::string> gCallLog;
extern int gInitCount;
extern int gTemperatureReads[kMaxDevices];
extern bool gScriptLoaded;

extern const std::map<std::string, Return> kErrors;
constexpr Return kSuccess = 0, kUninitialized = 1, kInvalidArgument = 2, kNotSupported = 3, kInsufficientSize = 7,
                 kGpuIsLost = 15, kArgumentVersionMismatch = 25;

void parseScript(const std::string &text);
// Reads $ROCMTUNE_FAKE_NVML_SCRIPT once (on first use: a constructor function
// could run before gValues is constructed). Called with gMutex held.
void loadScriptFromEnvironment();
void logCall(const std::string &call);
// A scripted value: an error code, or kSuccess with the text in *text.
Return lookup(const std::string &key, std::string *text);
std::string deviceKey(int index, const char *name);
// Common checks of every device call (initialised, valid handle, not lost); sets *index.
Return checkDevice(const void *device, int *index);
Return deviceString(const void *device, const char *name, char *buffer, unsigned int length);
Return systemString(const char *name, char *buffer, unsigned int length);
Return deviceList(const void *device, const char *name, unsigned int *count, unsigned int *values);

template <typename T>
Return deviceNumber(const void *device, const char *name, T *out)
{
    std::lock_guard lock(gMutex);
    int index = 0;
    if (Return rc = checkDevice(device, &index); rc != kSuccess)
        return rc;
    if (!out)
        return kInvalidArgument;
    std::string text;
    if (Return rc = lookup(deviceKey(index, name), &text); rc != kSuccess)
        return rc;
    *out = static_cast<T>(std::strtoull(text.c_str(), nullptr, 0));
    return kSuccess;
}

} // namespace fakenvml::state
