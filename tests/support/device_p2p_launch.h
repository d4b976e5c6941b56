// What the device tests' host code (device_p2p_suite.h, compiled by the host
// compiler) and their kernels (device_p2p_kernels.h, in the per-type CUDA
// sources generated/tests/device/p2p_<subject>_test.cu) share: how a batch
// of calls is described, and the launch functions each per-type CUDA source
// offers. Neither GoogleTest nor the CUDA headers are needed here.

#ifndef SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_LAUNCH_H_
#define SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_LAUNCH_H_

#include <stddef.h>
#include <stdint.h>

#include "tests/support/p2p_routine.h"

// The CUDA runtime's stream handle, declared exactly as cuda_runtime_api.h
// (and <nvshmemx.h>) declare it.
struct CUstream_st;
typedef struct CUstream_st* cudaStream_t;

namespace symsync_test {

// Who calls a device routine: one thread (the thread form), the 32 threads
// of a warp (the _warp form) or every thread of a block (the _block form);
// the forms are the generated table's (symsync/spec_facts.h).
using DeviceForm = symsync::impl::DeviceForm;

// The threads of the blocks the _block forms are tested with: three warps,
// so the block is neither a warp nor a power of two.
constexpr unsigned kDeviceBlockThreads = 96;

inline unsigned device_members(DeviceForm form) {
  return form == DeviceForm::kDevice ? 1
         : form == DeviceForm::kWarp ? 32
                                     : kDeviceBlockThreads;
}

// One call: the routine's index (in the subject's routines) and its
// arguments, which point into device memory.
template <typename T>
struct DeviceCase {
  int routine;
  Args<T> args;
};

// A wake-up run: the threads of block 0 (a group of the form) call the
// routine (a test routine until it reports its condition) while the first
// thread of block 1 writes payload word e (payload_word(round, e)) into PE
// target_pe's `payload` and then releases element e of its `args.ivars`
// (with the subject's update routine) for each e of `updated`, pausing before
// the last one when `pause_before_last`. Each member of block 0 then records
// its result, whether it saw the payload words of the elements it reports, and
// whether every element of the set held its released value.
template <typename T>
struct DeviceWake {
  int routine;
  Kind kind;
  Args<T> args;
  int target_pe;
  const size_t* updated;
  int n_updated;
  bool pause_before_last;
  const T* after;
  uint64_t* payload;  // symmetric
  uint64_t round;
  uint64_t* results;  // one per member
  int* payload_seen;  // one per member
  int* all_released;  // one per member
};

// The launch functions of one subject's kernels. Each returns a cudaError_t
// (as int: 0 is success) once the kernel has finished.
template <typename T>
struct DeviceLaunchers {
  // Runs the cases one after another, every member of one group of `form`
  // calling each; results[c * device_members(form) + member].
  int (*run_cases)(DeviceForm form, const DeviceCase<T>* cases, int count,
                   uint64_t* results);
  int (*run_wake)(DeviceForm form, const DeviceWake<T>& wake);
  // `calls` calls on `args`, of routines[i % n_routines] for call i, by
  // `threads` threads of one block: each thread its own caller for the
  // thread form, one group for the others. results[i * threads + thread].
  int (*run_series)(DeviceForm form, unsigned threads, const int* routines,
                    int n_routines, Args<T> args, int calls, uint64_t* results);
  // Thread form of a waiting routine that returns a value, `calls` times,
  // while another block keeps switching args.sig_addr between `good` and
  // `bad`; flags[1] receives how many returned values were not `good`.
  int (*run_toggle)(int routine, Args<T> args, T good, T bad, int calls,
                    int* flags);
  // Loads the kernel release_on_stream launches. CUDA loads a kernel when it
  // is first launched (lazy loading, the default), and that load can wait
  // for the kernels already running: a release launched for the first time
  // while a stream wait runs would wait for that wait for ever. Call it
  // before enqueuing a wait that this kernel is to release.
  int (*load_stream_release)();
  // Enqueues on `stream` a thread that, for each e of `updated` (device
  // memory), writes payload_word(round, e) into payload[e] and then releases
  // element e of this PE's symmetric `cells` with after[e] (device memory)
  // by the subject's update routine, pausing before the last one when
  // `pause_before_last`.
  int (*release_on_stream)(cudaStream_t stream, T* cells, const size_t* updated,
                           size_t n_updated, const T* after, uint64_t* payload,
                           uint64_t round, bool pause_before_last);
};

// Helpers the host code of the device tests needs from the CUDA runtime,
// defined once in device_p2p_runtime.cu. A failing CUDA call ends the PE at
// once, naming the call (see SYMSYNC_CUDA_OK in cuda_test.h for why).
namespace gpu {

// Whether the device tests can run: a GPU, and the heap in its memory.
bool usable();
void check(int error, const char* what);
void* allocate(size_t bytes);
void release(void* memory);
void to_device(void* to, const void* from, size_t bytes);
void to_host(void* to, const void* from, size_t bytes);
void zero(void* memory, size_t bytes);
void synchronize();
cudaStream_t new_stream();
void destroy_stream(cudaStream_t stream);
// Whether every work enqueued on `stream` has finished.
bool stream_idle(cudaStream_t stream);
void synchronize_stream(cudaStream_t stream);
// Loads the kernel copy_on_stream launches (see load_stream_release).
void load_copy_kernel();
// Enqueues on `stream` a copy of `bytes` bytes, read with plain loads.
void copy_on_stream(cudaStream_t stream, const void* from, void* to,
                    size_t bytes);

}  // namespace gpu
}  // namespace symsync_test

// In a GoogleTest test of the device suites: skips it where gpu::usable()
// is false, or fails it where SYMSYNC_REQUIRE_GPU is set (the GPU pack).
#define SYMSYNC_REQUIRE_DEVICE()                                 \
  do {                                                           \
    if (!symsync_test::gpu::usable()) {                          \
      if (std::getenv("SYMSYNC_REQUIRE_GPU") != nullptr)         \
        FAIL() << "no GPU or no CUDA heap";                      \
      GTEST_SKIP() << "needs a GPU and the CUDA symmetric heap"; \
    }                                                            \
  } while (0)

#endif  // SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_LAUNCH_H_
