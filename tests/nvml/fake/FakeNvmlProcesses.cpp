// SPDX-License-Identifier: GPL-3.0-or-later
// The fake NVML library's compute-process call. Script:
//   gpu<N>.processes = pid:bytes,pid:NA,...
// (NA: the driver does not know the process's memory; an empty value: no
// process; an error name: the call fails with it).
#include "tests/nvml/fake/FakeNvmlState.h"

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

using namespace fakenvml::state;

namespace {

std::string trimmed(const std::string &s)
{
    const auto begin = s.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos)
        return std::string();
    return s.substr(begin, s.find_last_not_of(" \t\r\n") - begin + 1);
}

} // namespace

extern "C" {

// nvmlProcessInfo_t of the _v3 call.
struct ProcessInfo {
    unsigned int pid;
    unsigned long long usedGpuMemory;
    unsigned int gpuInstanceId, computeInstanceId;
};

Return nvmlDeviceGetComputeRunningProcesses_v3(void *device, unsigned int *count, ProcessInfo *infos)
{
    std::lock_guard lock(gMutex);
    int index = 0;
    if (Return rc = checkDevice(device, &index); rc != kSuccess)
        return rc;
    if (!count)
        return kInvalidArgument;
    std::string text;
    if (Return rc = lookup(deviceKey(index, "processes"), &text); rc != kSuccess)
        return rc;
    std::vector<ProcessInfo> list;
    std::istringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        item = trimmed(item);
        if (item.empty())
            continue;
        const auto colon = item.find(':');
        const std::string memory = colon == std::string::npos ? "NA" : trimmed(item.substr(colon + 1));
        ProcessInfo p{};
        p.pid = static_cast<unsigned int>(std::stoul(item.substr(0, colon)));
        p.usedGpuMemory = memory == "NA" ? ~0ULL : std::stoull(memory);
        p.gpuInstanceId = p.computeInstanceId = 0xFFFFFFFFu;
        list.push_back(p);
    }
    // Like the real call: too small a buffer gets the count it needs.
    if (*count < list.size()) {
        *count = static_cast<unsigned int>(list.size());
        return kInsufficientSize;
    }
    if (!list.empty() && !infos)
        return kInvalidArgument;
    std::copy(list.begin(), list.end(), infos);
    *count = static_cast<unsigned int>(list.size());
    return kSuccess;
}

} // extern "C"
