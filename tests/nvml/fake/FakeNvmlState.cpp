// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/nvml/fake/FakeNvmlState.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace fakenvml::state {

namespace {
std::string trim(const std::string &s)
{
    const auto begin = s.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos)
        return std::string();
    const auto end = s.find_last_not_of(" \t\r\n");
    return s.substr(begin, end - begin + 1);
}

std::vector<unsigned int> numberList(const std::string &text)
{
    std::vector<unsigned int> values;
    std::istringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        values.push_back(static_cast<unsigned int>(std::strtoul(trim(item).c_str(), nullptr, 0)));
    return values;
}
} // namespace

FakeDevice gDevices[kMaxDevices] = {{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}, {10}, {11}, {12}, {13}, {14}, {15}};

std::mutex gMutex;
std::map<std::string, std::string> gValues;
std::vector<std::string> gCallLog;
int gInitCount = 0;
int gTemperatureReads[kMaxDevices] = {};

const std::map<std::string, Return> kErrors = {
    {"SUCCESS", 0}, {"UNINITIALIZED", 1}, {"INVALID_ARGUMENT", 2}, {"NOT_SUPPORTED", 3}, {"NO_PERMISSION", 4},
    {"NOT_FOUND", 6}, {"INSUFFICIENT_SIZE", 7}, {"DRIVER_NOT_LOADED", 9}, {"TIMEOUT", 10}, {"GPU_IS_LOST", 15},
    {"RESET_REQUIRED", 16}, {"LIB_RM_VERSION_MISMATCH", 18}, {"IN_USE", 19}, {"NO_DATA", 21},
    {"ARGUMENT_VERSION_MISMATCH", 25}, {"UNKNOWN", 999},
};

void parseScript(const std::string &text)
{
    gValues.clear();
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        line = trim(line);
        if (line.empty() || line[0] == '#')
            continue;
        const auto eq = line.find('=');
        if (eq == std::string::npos)
            continue;
        gValues[trim(line.substr(0, eq))] = trim(line.substr(eq + 1));
    }
}

bool gScriptLoaded = false;
void loadScriptFromEnvironment()
{
    if (gScriptLoaded)
        return;
    gScriptLoaded = true;
    const char *path = std::getenv("ROCMTUNE_FAKE_NVML_SCRIPT");
    if (!path)
        return;
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    parseScript(text.str());
}

void logCall(const std::string &call)
{
    gCallLog.push_back(call);
    if (const char *path = std::getenv("ROCMTUNE_FAKE_NVML_LOG")) {
        if (FILE *f = std::fopen(path, "a")) {
            std::fprintf(f, "%s\n", call.c_str());
            std::fclose(f);
        }
    }
}

Return lookup(const std::string &key, std::string *text)
{
    loadScriptFromEnvironment();
    const auto it = gValues.find(key);
    if (it == gValues.end())
        return kNotSupported;
    const auto error = kErrors.find(it->second);
    if (error != kErrors.end())
        return error->second;
    *text = it->second;
    return kSuccess;
}

std::string deviceKey(int index, const char *name)
{
    return "gpu" + std::to_string(index) + "." + name;
}

Return checkDevice(const void *device, int *index)
{
    if (gInitCount == 0 || gValues.count("force_uninitialized"))
        return kUninitialized;
    const auto *fake = static_cast<const FakeDevice *>(device);
    if (fake < gDevices || fake >= gDevices + kMaxDevices)
        return kInvalidArgument;
    *index = fake->index;
    std::string lost;
    if (lookup(deviceKey(*index, "lost"), &lost) == kSuccess && lost == "1")
        return kGpuIsLost;
    return kSuccess;
}

Return deviceString(const void *device, const char *name, char *buffer, unsigned int length)
{
    std::lock_guard lock(gMutex);
    int index = 0;
    if (Return rc = checkDevice(device, &index); rc != kSuccess)
        return rc;
    std::string text;
    if (Return rc = lookup(deviceKey(index, name), &text); rc != kSuccess)
        return rc;
    if (!buffer || text.size() + 1 > length)
        return kInsufficientSize;
    std::memcpy(buffer, text.c_str(), text.size() + 1);
    return kSuccess;
}

Return systemString(const char *name, char *buffer, unsigned int length)
{
    std::lock_guard lock(gMutex);
    if (gInitCount == 0)
        return kUninitialized;
    std::string text;
    if (Return rc = lookup(name, &text); rc != kSuccess)
        return rc;
    if (!buffer || text.size() + 1 > length)
        return kInsufficientSize;
    std::memcpy(buffer, text.c_str(), text.size() + 1);
    return kSuccess;
}

Return deviceList(const void *device, const char *name, unsigned int *count, unsigned int *values)
{
    std::lock_guard lock(gMutex);
    int index = 0;
    if (Return rc = checkDevice(device, &index); rc != kSuccess)
        return rc;
    std::string text;
    if (Return rc = lookup(deviceKey(index, name), &text); rc != kSuccess)
        return rc;
    const std::vector<unsigned int> list = numberList(text);
    if (!count)
        return kInvalidArgument;
    if (*count < list.size()) {
        *count = static_cast<unsigned int>(list.size());
        return kInsufficientSize;
    }
    std::copy(list.begin(), list.end(), values);
    *count = static_cast<unsigned int>(list.size());
    return kSuccess;
}

} // namespace fakenvml::state
