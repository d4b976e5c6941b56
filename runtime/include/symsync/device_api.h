// Device-side implementations the inline device definitions of <nvshmem.h>
// call. Included by <nvshmem.h> when compiling with nvcc; do not include it
// directly.

#ifndef SYMSYNC_DEVICE_API_H_
#define SYMSYNC_DEVICE_API_H_

#include <stdio.h>
#include <symsync/device_state.h>
#include <symsync/p2p_core.h>

namespace symsync {
namespace impl {
namespace {

// This translation unit's copy of the device state (see device_state.h).
__constant__ DeviceState device_state;

#if !SYMSYNC_DEVICE_PASS
int copy_device_state(const DeviceState* state) {
  return static_cast<int>(
      cudaMemcpyToSymbol(device_state, state, sizeof(DeviceState)));
}
[[maybe_unused]] const bool device_state_registered =
    (register_device_state_copier(&copy_device_state), true);
#endif

}  // namespace

#if SYMSYNC_DEVICE_PASS
__device__ inline void require_device_initialized(const char* routine) {
  if (!device_state.initialized) {
    printf(
        "symsync: %s: called from device code before nvshmem_init, after "
        "nvshmem_finalize, or while the symmetric heap is in host memory "
        "(NVSHMEM_HEAP_KIND=host)\n",
        routine);
    __trap();
  }
}

__device__ inline int my_pe(const char* routine) {
  require_device_initialized(routine);
  return device_state.my_pe;
}

__device__ inline int n_pes(const char* routine) {
  require_device_initialized(routine);
  return device_state.n_pes;
}

__device__ inline void* ptr(const char* routine, const void* dest, int pe) {
  require_device_initialized(routine);
  return peer_address(device_state.heap_base, device_state.heap_size,
                      device_state.peer_bases, device_state.n_pes, dest, pe);
}

__device__ inline void info_get_version(const char*, int* major, int* minor) {
  *major = NVSHMEM_MAJOR_VERSION;
  *minor = NVSHMEM_MINOR_VERSION;
}

__device__ inline void info_get_name(const char*, char* name) {
  copy_vendor_name(name, NVSHMEM_VENDOR_STRING, NVSHMEM_MAX_NAME_LEN);
}
#endif  // SYMSYNC_DEVICE_PASS

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_DEVICE_API_H_
