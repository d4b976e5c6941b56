// Portability macros shared by host and device code of the runtime.

#ifndef SYMSYNC_PLATFORM_H_
#define SYMSYNC_PLATFORM_H_

#if defined(__CUDACC__)
#define SYMSYNC_HOST_DEVICE __host__ __device__
#else
#define SYMSYNC_HOST_DEVICE
#endif

// Keeps a function out of line in device code (nothing in host code).
#if defined(__CUDACC__)
#define SYMSYNC_NOINLINE __noinline__
#else
#define SYMSYNC_NOINLINE
#endif

// True while compiling device code (the device pass of nvcc).
#if defined(__CUDA_ARCH__)
#define SYMSYNC_DEVICE_PASS 1
#else
#define SYMSYNC_DEVICE_PASS 0
#endif

namespace symsync {
namespace impl {

// Reports a misuse of the public API, naming the routine, and ends the program
// (every PE of it, when several run). Defined in runtime/src/common/errors.cc.
[[noreturn]] void fatal(const char* routine, const char* format, ...)
    __attribute__((format(printf, 2, 3)));

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_PLATFORM_H_
