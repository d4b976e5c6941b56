// The device error record lives in pinned host memory mapped into the
// device, so a report survives the kernel's context: after __trap() the
// device's memory can no longer be read, and device printf output still in
// its buffer is often lost. A thread polls the record every few milliseconds.

#include <cuda_runtime.h>

#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>

#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"

namespace symsync {
namespace impl {
namespace {

std::mutex record_mutex;
DeviceErrorRecord* host_record = nullptr;    // never freed: read until exit
DeviceErrorRecord* device_record = nullptr;  // the same memory, for kernels

constexpr auto kPollInterval = std::chrono::milliseconds(2);

[[noreturn]] void watch() {
  for (;;) {
    std::this_thread::sleep_for(kPollInterval);
    report_device_error_if_any();
  }
}

}  // namespace

DeviceErrorRecord* device_error_record(const char* routine) {
  std::lock_guard<std::mutex> lock(record_mutex);
  if (device_record != nullptr) return device_record;
  void* memory = nullptr;
  cudaError_t error =
      cudaHostAlloc(&memory, sizeof(DeviceErrorRecord),
                    cudaHostAllocMapped | cudaHostAllocPortable);
  if (error == cudaSuccess) {
    std::memset(memory, 0, sizeof(DeviceErrorRecord));
    error = cudaHostGetDevicePointer(reinterpret_cast<void**>(&device_record),
                                     memory, 0);
  }
  if (error != cudaSuccess) {
    fatal(routine,
          "cannot create the device error record in mapped host memory: %s",
          cudaGetErrorString(error));
  }
  host_record = static_cast<DeviceErrorRecord*>(memory);
  std::thread(watch).detach();
  return device_record;
}

void report_device_error_if_any() {
  DeviceErrorRecord* record = host_record;
  if (record == nullptr ||
      __atomic_load_n(&record->state, __ATOMIC_ACQUIRE) != kDeviceErrorReady) {
    return;
  }
  DeviceErrorRecord copy;
  std::memcpy(&copy, record, sizeof copy);
  copy.routine[sizeof copy.routine - 1] = '\0';
  fatal(copy.routine, "%s", describe_device_error(copy).c_str());
}

}  // namespace impl
}  // namespace symsync
