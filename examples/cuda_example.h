// Shared by the CUDA examples: whether a GPU is there, and error checks.

#ifndef SYMSYNC_EXAMPLES_CUDA_EXAMPLE_H_
#define SYMSYNC_EXAMPLES_CUDA_EXAMPLE_H_

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

// Ends the program with a message naming the failed call.
#define EXAMPLE_CUDA_CHECK(call)                     \
  do {                                               \
    const cudaError_t error_ = (call);               \
    if (error_ != cudaSuccess) {                     \
      std::fprintf(stderr, "%s failed: %s\n", #call, \
                   cudaGetErrorString(error_));      \
      std::exit(1);                                  \
    }                                                \
  } while (0)

// True if a GPU is visible; otherwise says that the example needs one.
inline bool have_gpu(const char* example) {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("%s: no GPU visible; the CUDA version needs one\n", example);
    return false;
  }
  return true;
}

#endif  // SYMSYNC_EXAMPLES_CUDA_EXAMPLE_H_
