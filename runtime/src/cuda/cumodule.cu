// nvshmemx_cumodule_init / nvshmemx_cumodule_finalize: the device state for
// modules a program loads itself. Device code compiled without -rdc that
// includes <nvshmem.h> has its copy of the state under the plain name
// kModuleStateSymbol (symsync/device_api.h); the program's own units
// register their copies when CUDA loads them, but a module loaded from a
// cubin runs no host code, so these routines find its copy by name and
// enter it into the registry that nvshmem_init and nvshmem_finalize fill.

#include <cuda.h>
#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/device_state.h>
#include <symsync/implementations.h>

#include "runtime/src/common/device_registry.h"
#include "runtime/src/common/driver_entry.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

using ModuleGetGlobal = CUresult (*)(CUdeviceptr*, size_t*, CUmodule,
                                     const char*);

}  // namespace

int cumodule_init(const char* routine, CUmodule module) {
  if (module == nullptr) {
    warn(routine, "module is NULL");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  static const ModuleGetGlobal get_global =
      driver_entry_point<ModuleGetGlobal>("cuModuleGetGlobal");
  if (get_global == nullptr) {
    warn(routine, "the CUDA driver has no cuModuleGetGlobal");
    return NVSHMEMX_ERROR_INTERNAL;
  }
  CUdeviceptr address = 0;
  size_t bytes = 0;
  const CUresult found =
      get_global(&address, &bytes, module, kModuleStateSymbol);
  if (found == CUDA_ERROR_NOT_FOUND) {
    warn(routine,
         "module %p has no '%s': its device code did not include <nvshmem.h>, "
         "or was compiled with -rdc (compile a cubin for a module without "
         "-rdc)",
         static_cast<void*>(module), kModuleStateSymbol);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (found != CUDA_SUCCESS) {
    warn(routine, "cuModuleGetGlobal(%s) failed with CUDA driver error %d",
         kModuleStateSymbol, static_cast<int>(found));
    return NVSHMEMX_ERROR_INTERNAL;
  }
  if (bytes != sizeof(DeviceState)) {
    warn(routine,
         "module %p's '%s' is %zu bytes, but this library's is %zu: the module "
         "was compiled with another version of symsync's headers",
         static_cast<void*>(module), kModuleStateSymbol, bytes,
         sizeof(DeviceState));
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  void* copy = reinterpret_cast<void*>(address);
  const int error =
      register_loaded_module(module, [copy](const DeviceState& state) {
        const cudaError_t copied =
            cudaMemcpy(copy, &state, sizeof state, cudaMemcpyHostToDevice);
        if (copied != cudaSuccess) cudaGetLastError();  // reported by caller
        return static_cast<int>(copied);
      });
  if (error != 0) {
    const auto cuda_error = static_cast<cudaError_t>(error);
    warn(routine, "copying the device state into module %p failed: %s (%s)",
         static_cast<void*>(module), cudaGetErrorString(cuda_error),
         cudaGetErrorName(cuda_error));
    cudaGetLastError();
    return NVSHMEMX_ERROR_INTERNAL;
  }
  return NVSHMEMX_SUCCESS;
}

int cumodule_finalize(const char* routine, CUmodule module) {
  if (!unregister_loaded_module(module)) {
    warn(routine, "module %p was not given to nvshmemx_cumodule_init",
         static_cast<void*>(module));
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  return NVSHMEMX_SUCCESS;
}

}  // namespace impl
}  // namespace symsync
