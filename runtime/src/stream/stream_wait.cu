// The driver path of the stream forms: cuStreamWaitValue32/64, reached
// through the runtime (runtime/src/common/driver_entry.h); and the stream
// form of the signal update.

#include <cuda.h>
#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/updates.h>

#include <map>
#include <mutex>
#include <vector>

#include "runtime/src/common/driver_entry.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"
#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/driver_wait_policy.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

using WaitValue32 = CUresult (*)(CUstream, CUdeviceptr, cuuint32_t,
                                 unsigned int);
using WaitValue64 = CUresult (*)(CUstream, CUdeviceptr, cuuint64_t,
                                 unsigned int);
using WriteValue32 = CUresult (*)(CUstream, CUdeviceptr, cuuint32_t,
                                  unsigned int);
using WriteValue64 = CUresult (*)(CUstream, CUdeviceptr, cuuint64_t,
                                  unsigned int);
using DeviceGet = CUresult (*)(CUdevice*, int);
using DeviceGetAttribute = CUresult (*)(int*, CUdevice_attribute, CUdevice);

struct DriverEntryPoints {
  WaitValue32 wait32 = nullptr;
  WaitValue64 wait64 = nullptr;
  WriteValue32 write32 = nullptr;
  WriteValue64 write64 = nullptr;
  DeviceGet device_get = nullptr;
  DeviceGetAttribute get_attribute = nullptr;
};

const DriverEntryPoints& driver() {
  static const DriverEntryPoints points = [] {
    DriverEntryPoints p;
    p.wait32 = driver_entry_point<WaitValue32>("cuStreamWaitValue32");
    p.wait64 = driver_entry_point<WaitValue64>("cuStreamWaitValue64");
    p.write32 = driver_entry_point<WriteValue32>("cuStreamWriteValue32");
    p.write64 = driver_entry_point<WriteValue64>("cuStreamWriteValue64");
    p.device_get = driver_entry_point<DeviceGet>("cuDeviceGet");
    p.get_attribute =
        driver_entry_point<DeviceGetAttribute>("cuDeviceGetAttribute");
    return p;
  }();
  return points;
}

// What the current device supports, asked once per device ordinal.
DriverWaitAbilities abilities_of_current_device() {
  const DriverEntryPoints& d = driver();
  DriverWaitAbilities abilities;
  int ordinal = 0;
  CUdevice device = 0;
  if (d.device_get == nullptr || d.get_attribute == nullptr ||
      cudaGetDevice(&ordinal) != cudaSuccess ||
      d.device_get(&device, ordinal) != CUDA_SUCCESS) {
    cudaGetLastError();
    return abilities;
  }
  abilities.wait32 = d.wait32 != nullptr;
  abilities.write32 = d.write32 != nullptr;
  int value = 0;
  if (d.get_attribute(&value, CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS,
                      device) == CUDA_SUCCESS) {
    abilities.wait64 = d.wait64 != nullptr && value != 0;
    abilities.write64 = d.write64 != nullptr && value != 0;
  }
  if (d.get_attribute(&value, CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES,
                      device) == CUDA_SUCCESS) {
    abilities.flush = value != 0;
  }
  return abilities;
}

DriverWaitAbilities cached_abilities() {
  static std::mutex mutex;
  static std::map<int, DriverWaitAbilities> by_device;
  int ordinal = -1;
  if (cudaGetDevice(&ordinal) != cudaSuccess) cudaGetLastError();
  std::lock_guard<std::mutex> lock(mutex);
  auto found = by_device.find(ordinal);
  if (found == by_device.end())
    found = by_device.emplace(ordinal, abilities_of_current_device()).first;
  return found->second;
}

__global__ void signal_op_kernel(Signal* target, Signal signal, int sig_op) {
  apply_signal_op(target, signal, sig_op);
}

}  // namespace

void check_cuda(const char* routine, cudaError_t error, const char* what) {
  if (error == cudaSuccess) return;
  // A kernel that stopped on a misuse explains this error better.
  report_device_error_if_any();
  fatal(routine, "%s: %s (%s)", what, cudaGetErrorString(error),
        cudaGetErrorName(error));
}

bool enqueue_driver_wait_equal(const char* routine, cudaStream_t stream,
                               const void* address, uint64_t value,
                               size_t bytes) {
  if (!driver_wait_usable(cached_abilities(), bytes)) return false;
  const DriverEntryPoints& d = driver();
  // The flush makes writes of other GPUs that arrived before the value
  // visible to the work that follows on the stream.
  const unsigned int flags =
      CU_STREAM_WAIT_VALUE_EQ | CU_STREAM_WAIT_VALUE_FLUSH;
  const CUdeviceptr where = reinterpret_cast<CUdeviceptr>(address);
  const CUresult result =
      bytes == 4
          ? d.wait32(reinterpret_cast<CUstream>(stream), where,
                     static_cast<cuuint32_t>(value), flags)
          : d.wait64(reinterpret_cast<CUstream>(stream), where, value, flags);
  if (result == CUDA_ERROR_NOT_SUPPORTED) return false;
  if (result != CUDA_SUCCESS)
    fatal(routine, "cuStreamWaitValue%zu failed with CUDA driver error %d",
          bytes * 8, result);
  return true;
}

bool enqueue_driver_write(const char* routine, cudaStream_t stream,
                          void* address, uint64_t value, size_t bytes) {
  const DriverWaitAbilities abilities = cached_abilities();
  if (!(bytes == 4 ? abilities.write32 : bytes == 8 && abilities.write64)) {
    return false;
  }
  const DriverEntryPoints& d = driver();
  // The default flags: a system-wide fence before the write, so what the
  // stream did before it is visible to whoever sees the value (a release).
  const CUdeviceptr where = reinterpret_cast<CUdeviceptr>(address);
  const CUresult result =
      bytes == 4 ? d.write32(reinterpret_cast<CUstream>(stream), where,
                             static_cast<cuuint32_t>(value),
                             CU_STREAM_WRITE_VALUE_DEFAULT)
                 : d.write64(reinterpret_cast<CUstream>(stream), where, value,
                             CU_STREAM_WRITE_VALUE_DEFAULT);
  if (result == CUDA_ERROR_NOT_SUPPORTED) return false;
  if (result != CUDA_SUCCESS)
    fatal(routine, "cuStreamWriteValue%zu failed with CUDA driver error %d",
          bytes * 8, result);
  return true;
}

// nvshmemx_quiet_on_stream: one GPU thread runs the device quiet, which
// completes what this PE's device code and stream forms issued (the host
// proxy's requests included) before the work after it on the stream.
__global__ void quiet_kernel(RoutineName routine) {
#if SYMSYNC_DEVICE_PASS
  quiet(routine.text);
#else
  (void)routine;
#endif
}

void quiet_on_stream(const char* routine, cudaStream_t stream) {
  quiet_kernel<<<1, 1, 0, stream>>>(routine_name(routine));
  check_cuda(routine, cudaGetLastError(), "launching the quiet kernel");
}

namespace {
// The template kernels' registrations (LibraryKernel in
// runtime/src/entry/on_stream.h), made while the program starts.
std::vector<const void*>& library_kernels() {
  static std::vector<const void*> kernels;
  return kernels;
}
}  // namespace

bool register_library_kernel(const void* kernel) {
  library_kernels().push_back(kernel);
  return true;
}

size_t registered_library_kernels() { return library_kernels().size(); }

void load_library_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  for (const void* kernel : library_kernels()) {
    check_cuda(routine, cudaFuncGetAttributes(&attributes, kernel),
               "loading a kernel of the library's stream forms");
  }
  check_cuda(routine, cudaFuncGetAttributes(&attributes, signal_op_kernel),
             "loading the library's signal kernel");
  check_cuda(routine, cudaFuncGetAttributes(&attributes, quiet_kernel),
             "loading the library's quiet kernel");
  load_rma_stream_kernels(routine);
  load_gpu_heap_kernels(routine);
  load_stream_barrier_kernel(routine);
  load_collective_launch_kernels(routine);
}

bool program_kernels_load_lazily() {
  using GetLoadingMode = CUresult (*)(CUmoduleLoadingMode*);
  const auto get_mode =
      driver_entry_point<GetLoadingMode>("cuModuleGetLoadingMode");
  CUmoduleLoadingMode mode = CU_MODULE_EAGER_LOADING;
  return get_mode != nullptr && get_mode(&mode) == CUDA_SUCCESS &&
         mode == CU_MODULE_LAZY_LOADING;
}

void enqueue_signal_op(const char* routine, Signal* target, Signal signal,
                       int sig_op, cudaStream_t stream) {
  signal_op_kernel<<<1, 1, 0, stream>>>(target, signal, sig_op);
  check_cuda(routine, cudaGetLastError(), "launching the signal kernel");
}

void signal_op_on_stream(const char* routine, Signal* sig_addr, Signal signal,
                         int sig_op, int pe, cudaStream_t stream) {
  if (!is_signal_op(sig_op)) invalid_signal_op(routine, sig_op);
  const Route route = route_to(routine, sig_addr, pe);
  if (route.way == Way::kNetwork) {
    return signal_op_through_proxy(routine, sig_addr, signal, sig_op, pe,
                                   stream);
  }
  enqueue_signal_op(routine, static_cast<Signal*>(route.target), signal, sig_op,
                    stream);
}

}  // namespace impl
}  // namespace symsync
