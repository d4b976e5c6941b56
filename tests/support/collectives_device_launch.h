// How the device tests of the typed collectives
// (generated/tests/device/collectives_device_test.cu) run a device form
// under tests/support/collectives_host_suite.h's checks: each adapter
// starts a kernel that calls the form once, as one block (of one thread,
// a warp or three warps) started by nvshmemx_collective_launch, waits for
// it and returns the routine's result; a stream form's adapter enqueues it
// on the tests' stream and waits for the stream. The suite reaches the
// heap, in GPU memory, through copy_heap.

#ifndef SYMSYNC_TESTS_SUPPORT_COLLECTIVES_DEVICE_LAUNCH_H_
#define SYMSYNC_TESTS_SUPPORT_COLLECTIVES_DEVICE_LAUNCH_H_

#include <cuda_runtime.h>
#include <stddef.h>

#include <tuple>

namespace symsync_test {

// Whether the device forms can run: a GPU, and the heap in its memory.
bool collectives_on_gpu();
// cudaMemcpy between the heap and host memory, checked.
void copy_heap(void* to, const void* from, size_t bytes);
// The stream the stream forms are given.
cudaStream_t collectives_stream();
// Waits for collectives_stream(); returns `result`.
int after_stream(int result);

// Where a kernel writes the routine's result (host-mapped).
int* collective_result();
// Starts `kernel` as one block of `threads` by nvshmemx_collective_launch
// with `args` (the result pointer first), waits for it and returns the
// result it wrote.
int launch_collective(const void* kernel, unsigned threads, void** args);

template <typename... Params, typename... Values>
int run_on_gpu(void (*kernel)(int*, Params...), unsigned threads,
               Values... values) {
  std::tuple<int*, Params...> held{collective_result(),
                                   static_cast<Params>(values)...};
  return std::apply(
      [&](auto&... arguments) {
        void* args[] = {static_cast<void*>(&arguments)...};
        return launch_collective(reinterpret_cast<const void*>(kernel), threads,
                                 args);
      },
      held);
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_COLLECTIVES_DEVICE_LAUNCH_H_
