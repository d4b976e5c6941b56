#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/support/collectives_device_launch.h"
#include "tests/support/device_p2p_launch.h"

namespace symsync_test {
namespace {

// A failed call fails the test; the collective's other members would wait
// for this PE, so the job ends (their NVSHMEM_WAIT_TIMEOUT reports).
[[noreturn]] void fail(const std::string& what) {
  ADD_FAILURE() << what;
  std::fflush(nullptr);
  std::_Exit(1);
}

void check(cudaError_t error, const char* what) {
  if (error != cudaSuccess)
    fail(std::string(what) + ": " + cudaGetErrorString(error));
}

}  // namespace

bool collectives_on_gpu() { return gpu::usable(); }

void copy_heap(void* to, const void* from, size_t bytes) {
  check(cudaMemcpy(to, from, bytes, cudaMemcpyDefault),
        "copying between the heap and the host");
}

cudaStream_t collectives_stream() {
  static cudaStream_t stream = [] {
    cudaStream_t made = nullptr;
    check(cudaStreamCreateWithFlags(&made, cudaStreamNonBlocking),
          "creating the tests' stream");
    return made;
  }();
  return stream;
}

int after_stream(int result) {
  check(cudaStreamSynchronize(collectives_stream()),
        "waiting for the stream form");
  return result;
}

int* collective_result() {
  static int* result = [] {
    void* made = nullptr;
    check(cudaHostAlloc(&made, sizeof(int), cudaHostAllocMapped),
          "allocating the kernels' result");
    return static_cast<int*>(made);
  }();
  return result;
}

int launch_collective(const void* kernel, unsigned threads, void** args) {
  int* result = collective_result();
  *result = -1;  // what no routine returns
  const int launched = nvshmemx_collective_launch(
      kernel, dim3(1), dim3(threads), args, 0, collectives_stream());
  if (launched != 0) {
    fail("nvshmemx_collective_launch returned " + std::to_string(launched));
  }
  check(cudaStreamSynchronize(collectives_stream()), "running the kernel");
  return *result;
}

}  // namespace symsync_test
