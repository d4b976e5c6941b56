// What the CUDA sources give the rest of the runtime, for a build without a
// CUDA toolkit (//runtime:no_cuda in place of //runtime:cuda, chosen where
// symsync_dependencies() found no nvcc, or by --@symsync//bazel:cuda=false,
// docs/getting-started.rst): no CUDA device is ever visible, so
// nvshmem_init always chooses the host heap, and no kernel can leave a device
// error report. The stream forms (nvshmemx_*_on_stream) are not built at all:
// with SYMSYNC_NO_CUDA, <nvshmemx.h> makes a call to one a compile-time error.

#include <nvshmem.h>
#include <stdint.h>
#include <symsync/updates.h>

#include <memory>

#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"
#include "runtime/src/heap/heap.h"

namespace symsync {
namespace impl {

// Both fatal() calls are unreachable while visible_cuda_devices() is 0; they
// say why if that ever changes.
#define SYMSYNC_BUILT_WITHOUT_CUDA \
  "this symsync was built host-only, so it has no "

std::unique_ptr<HeapBackend> create_cuda_heap(const HeapSetup& setup) {
  fatal(setup.routine, SYMSYNC_BUILT_WITHOUT_CUDA "CUDA heap");
}

int visible_cuda_devices() { return 0; }

bool built_with_cuda() { return false; }

DeviceErrorRecord* device_error_record(const char* routine) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "device error record");
}

void report_device_error_if_any() {}

// The host forms of the data-movement routines copy with CUDA only on a heap
// in GPU memory, which this build never has.
void gpu_heap_copy(const char* routine, void*, const void*, size_t, bool) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "GPU heap to copy through");
}

void gpu_heap_write(const char* routine, void*, const void*, size_t) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "GPU heap to write into");
}

void gpu_heap_signal_op(const char* routine, Signal*, Signal, int, bool) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "GPU heap to signal through");
}

void gpu_heap_store(const char* routine, void*, uint64_t, size_t) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "GPU heap to store into");
}

uint64_t gpu_heap_amo(const char* routine, void*, AmoOp, size_t, uint64_t,
                      uint64_t) {
  fatal(routine, SYMSYNC_BUILT_WITHOUT_CUDA "GPU heap to operate on");
}

void gpu_heap_quiet(const char*) {}

bool is_gpu_memory(const void*) { return false; }

void remember_gpu_heap_device(const char*) {}

void gpu_heap_close(const char*) {}

void load_library_kernels(const char*) {}

bool program_kernels_load_lazily() { return false; }

size_t registered_library_kernels() { return 0; }

void set_stream_barrier_job(int, int, int) {}

void forget_team_stream_barriers(int) {}

}  // namespace impl
}  // namespace symsync
