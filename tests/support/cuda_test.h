// CUDA helpers for tests that run as PEs: a CUDA check that cannot leave
// another PE waiting, a launch whose blocks are resident together, and the
// wait for a device misuse's report in a death test.

#ifndef SYMSYNC_TESTS_SUPPORT_CUDA_TEST_H_
#define SYMSYNC_TESTS_SUPPORT_CUDA_TEST_H_

#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <tuple>
#include <utility>

#include "tests/support/pe_test.h"

namespace symsync_test {

// A failed CUDA call ends this PE at once, with the call and the error: the
// context is usually lost by then, and returning from the test (as ASSERT
// would) lets this PE skip a barrier that another PE then waits on forever.
// The launcher ends the other PEs when this one exits non-zero.
#define SYMSYNC_CUDA_OK(call)                                              \
  do {                                                                     \
    const cudaError_t error_ = (call);                                     \
    if (error_ != cudaSuccess) {                                           \
      ADD_FAILURE() << #call << ": " << cudaGetErrorString(error_);        \
      std::fprintf(stderr,                                                 \
                   "[PE %d] %s:%d: %s failed: %s; ending this PE so that " \
                   "no other PE waits for it\n",                           \
                   nvshmem_my_pe(), __FILE__, __LINE__, #call,             \
                   cudaGetErrorString(error_));                            \
      std::fflush(nullptr);                                                \
      std::_Exit(1);                                                       \
    }                                                                      \
  } while (0)

// Whether a GPU is visible: tests that need one skip without it, unless
// SYMSYNC_REQUIRE_GPU is set (the GPU pack sets it), where that fails.
inline bool gpu_visible() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess) devices = 0;
  cudaGetLastError();
  return devices > 0;
}

#define SYMSYNC_REQUIRE_GPU()                                     \
  do {                                                            \
    if (!symsync_test::gpu_visible()) {                           \
      if (std::getenv("SYMSYNC_REQUIRE_GPU")) FAIL() << "no GPU"; \
      GTEST_SKIP() << "needs a GPU";                              \
    }                                                             \
  } while (0)

// The start of a death test of device code: it needs a GPU (as
// SYMSYNC_REQUIRE_GPU), runs only in a program of one PE started alone, and
// re-executes the program for the death (the "threadsafe" style, which is
// safe with CUDA, where forking is not).
#define SYMSYNC_START_GPU_DEATH_TEST()                                   \
  do {                                                                   \
    SYMSYNC_REQUIRE_GPU();                                               \
    if (nvshmem_n_pes() != 1 || !symsync_test::started_directly())       \
      GTEST_SKIP() << "death tests run only in a program started alone"; \
    GTEST_FLAG_SET(death_test_style, "threadsafe");                      \
  } while (0)

// Launches `kernel` on `blocks` blocks of one thread that are all resident
// at once (a cooperative launch), as kernels whose blocks wait for each
// other need: an ordinary launch does not promise that the second block
// runs while the first one spins.
template <typename... Params, typename... Values>
cudaError_t launch_co_resident(void (*kernel)(Params...), unsigned blocks,
                               Values&&... values) {
  std::tuple<Params...> arguments(std::forward<Values>(values)...);
  return std::apply(
      [&](auto&... argument) {
        void* pointers[] = {static_cast<void*>(&argument)...};
        return cudaLaunchCooperativeKernel(
            reinterpret_cast<const void*>(kernel), dim3(blocks), dim3(1),
            pointers, 0, cudaStreamLegacy);
      },
      arguments);
}

// Waits for the report of device misuse that a kernel just launched makes
// (it ends the program), failing the death test if none comes.
[[noreturn]] inline void await_device_report() {
  cudaDeviceSynchronize();
  std::this_thread::sleep_for(std::chrono::seconds(5));
  std::exit(0);  // not reached: the report ends the program first
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_CUDA_TEST_H_
