// The kernels of the device tests, for one type T and the generated Calls
// structs of each form (generated/tests/device/p2p_<subject>_test.cu): each
// has `static __device__ uint64_t call(int routine, const Args<T>& args)`,
// calling the public device name of the routine's form; and the generated
// Release struct, whose `static __device__ void release(T* variable, T value,
// int pe)` releases a wait as a program does, with the subject's update
// routine (atomic_set, or signal_op with NVSHMEM_SIGNAL_SET). Only the kernels
// and their launch functions are compiled per type; the host code that
// prepares, runs and checks the cases is device_p2p_suite.h, compiled by the
// host compiler. Included by CUDA sources only.

#ifndef SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_KERNELS_H_
#define SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_KERNELS_H_

#if !defined(__CUDACC__)
#error "device_p2p_kernels.h is for CUDA sources"
#endif

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <stdint.h>
#include <string.h>

#include "tests/support/device_p2p_launch.h"

namespace symsync_test {

__device__ inline void pause_cycles(long long cycles) {
  const long long start = clock64();
  while (clock64() - start < cycles) {
  }
}

template <typename T, typename Calls>
__global__ void run_cases_kernel(const DeviceCase<T>* cases, int count,
                                 uint64_t* results) {
  for (int c = 0; c < count; ++c) {
    const uint64_t result = Calls::call(cases[c].routine, cases[c].args);
    results[static_cast<size_t>(c) * blockDim.x + threadIdx.x] = result;
  }
}

// Whether this member saw the payload words of the elements `result`
// reports (see reported_elements in p2p_oracle.h), with plain loads.
template <typename T>
__device__ bool payload_seen(const DeviceWake<T>& w, uint64_t result) {
  const size_t nelems = kind_on_set(w.kind) ? w.args.nelems : 1;
  if (!kind_on_set(w.kind)) return w.payload[0] == payload_word(w.round, 0);
  if (kind_selects_all(w.kind)) {
    for (int j = 0; j < w.n_updated; ++j) {
      if (w.payload[w.updated[j]] != payload_word(w.round, w.updated[j]))
        return false;
    }
    return true;
  }
  if (kind_selects_any(w.kind))
    return result < nelems &&
           w.payload[result] == payload_word(w.round, result);
  if (result == 0 || result > nelems) return false;
  for (uint64_t k = 0; k < result; ++k) {
    const size_t e = w.args.indices[k];
    if (e >= nelems || w.payload[e] != payload_word(w.round, e)) return false;
  }
  return true;
}

template <typename T, typename Calls, typename Release>
__global__ void wake_kernel(DeviceWake<T> w) {
  if (blockIdx.x == 1) {
    if (threadIdx.x != 0) return;
    pause_cycles(100000);
    for (int j = 0; j < w.n_updated; ++j) {
      if (w.pause_before_last && j > 0 && j + 1 == w.n_updated)
        pause_cycles(2000000);
      const size_t e = w.updated[j];
      nvshmem_uint64_p(&w.payload[e], payload_word(w.round, e), w.target_pe);
      Release::release(&w.args.ivars[e], w.after[e], w.target_pe);
    }
    return;
  }
  uint64_t result;
  if (kind_blocks(w.kind)) {
    result = Calls::call(w.routine, w.args);
  } else {
    do {
      result = Calls::call(w.routine, w.args);
    } while (result == not_yet(w.kind));
  }
  int released = 1;
  for (size_t i = 0; kind_on_set(w.kind) && i < w.args.nelems; ++i) {
    const bool member = w.args.status == nullptr || w.args.status[i] == 0;
    const volatile T* cell = w.args.ivars + i;
    if (member && *cell != w.after[i]) released = 0;
  }
  w.results[threadIdx.x] = result;
  w.payload_seen[threadIdx.x] = payload_seen(w, result) ? 1 : 0;
  w.all_released[threadIdx.x] = released;
}

template <typename T, typename Calls>
__global__ void series_kernel(const int* routines, int n_routines, Args<T> args,
                              int calls, uint64_t* results) {
  for (int i = 0; i < calls; ++i) {
    const uint64_t result = Calls::call(routines[i % n_routines], args);
    results[static_cast<size_t>(i) * blockDim.x + threadIdx.x] = result;
  }
}

__device__ inline int load_flag(const int* flag) {
  return *static_cast<const volatile int*>(flag);
}

template <typename T, typename Calls, typename Release>
__global__ void toggle_kernel(int routine, Args<T> args, T good, T bad,
                              int calls, int* flags) {
  if (blockIdx.x == 1) {
    for (uint64_t i = 0; load_flag(&flags[0]) == 0; ++i)
      Release::release(args.sig_addr, (i & 1) ? good : bad, nvshmem_my_pe());
    return;
  }
  int wrong = 0;
  for (int i = 0; i < calls; ++i) {
    if (static_cast<T>(Calls::call(routine, args)) != good) ++wrong;
  }
  flags[1] = wrong;
  __threadfence_system();
  *static_cast<volatile int*>(&flags[0]) = 1;
}

// One thread that, for each e of `updated`, writes payload_word(round, e)
// into payload[e] (plain memory) and then releases element e of the
// symmetric `cells` of this PE with after[e], pausing before the last one
// when `pause_before_last`: a release on a stream (see StreamTarget).
template <typename T, typename Release>
__global__ void stream_release_kernel(T* cells, const size_t* updated,
                                      size_t n_updated, const T* after,
                                      uint64_t* payload, uint64_t round,
                                      bool pause_before_last) {
  for (size_t j = 0; j < n_updated; ++j) {
    const size_t e = updated[j];
    if (pause_before_last && j > 0 && j + 1 == n_updated) pause_cycles(2000000);
    payload[e] = payload_word(round, e);
    Release::release(&cells[e], after[e], nvshmem_my_pe());
  }
}

template <typename X>
struct Same {
  using Type = X;
};

// Launches `kernel` on `blocks` blocks of `threads` threads that are all
// resident at once (a cooperative launch), as kernels whose blocks wait for
// each other need; waits for it.
template <typename... Params>
int launch_co_resident(void (*kernel)(Params...), unsigned blocks,
                       unsigned threads,
                       typename Same<Params>::Type... values) {
  void* pointers[] = {static_cast<void*>(&values)...};
  const cudaError_t launched = cudaLaunchCooperativeKernel(
      reinterpret_cast<const void*>(kernel), dim3(blocks), dim3(threads),
      pointers, 0, cudaStreamLegacy);
  if (launched != cudaSuccess) return launched;
  return cudaDeviceSynchronize();
}

inline int finish_launch() {
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) return launched;
  return cudaDeviceSynchronize();
}

// The launch functions for T, the Calls of each form and its Release.
template <typename T, typename ThreadCalls, typename WarpCalls,
          typename BlockCalls, typename Release>
struct DeviceKernels {
  static int run_cases(DeviceForm form, const DeviceCase<T>* cases, int count,
                       uint64_t* results) {
    const unsigned threads = device_members(form);
    if (form == DeviceForm::kDevice)
      run_cases_kernel<T, ThreadCalls><<<1, threads>>>(cases, count, results);
    else if (form == DeviceForm::kWarp)
      run_cases_kernel<T, WarpCalls><<<1, threads>>>(cases, count, results);
    else
      run_cases_kernel<T, BlockCalls><<<1, threads>>>(cases, count, results);
    return finish_launch();
  }

  static int run_wake(DeviceForm form, const DeviceWake<T>& wake) {
    const unsigned threads = device_members(form);
    if (form == DeviceForm::kDevice)
      return launch_co_resident(wake_kernel<T, ThreadCalls, Release>, 2,
                                threads, wake);
    if (form == DeviceForm::kWarp)
      return launch_co_resident(wake_kernel<T, WarpCalls, Release>, 2, threads,
                                wake);
    return launch_co_resident(wake_kernel<T, BlockCalls, Release>, 2, threads,
                              wake);
  }

  static int run_series(DeviceForm form, unsigned threads, const int* routines,
                        int n_routines, Args<T> args, int calls,
                        uint64_t* results) {
    if (form == DeviceForm::kDevice)
      series_kernel<T, ThreadCalls>
          <<<1, threads>>>(routines, n_routines, args, calls, results);
    else if (form == DeviceForm::kWarp)
      series_kernel<T, WarpCalls>
          <<<1, threads>>>(routines, n_routines, args, calls, results);
    else
      series_kernel<T, BlockCalls>
          <<<1, threads>>>(routines, n_routines, args, calls, results);
    return finish_launch();
  }

  static int run_toggle(int routine, Args<T> args, T good, T bad, int calls,
                        int* flags) {
    return launch_co_resident(toggle_kernel<T, ThreadCalls, Release>, 2, 1,
                              routine, args, good, bad, calls, flags);
  }

  static int load_stream_release() {
    cudaFuncAttributes attributes;
    return cudaFuncGetAttributes(&attributes,
                                 stream_release_kernel<T, Release>);
  }

  static int release_on_stream(cudaStream_t stream, T* cells,
                               const size_t* updated, size_t n_updated,
                               const T* after, uint64_t* payload,
                               uint64_t round, bool pause_before_last) {
    stream_release_kernel<T, Release><<<1, 1, 0, stream>>>(
        cells, updated, n_updated, after, payload, round, pause_before_last);
    return cudaGetLastError();
  }

  static const DeviceLaunchers<T>& launchers() {
    static const DeviceLaunchers<T> instance = {
        &run_cases,           &run_wake,         &run_series, &run_toggle,
        &load_stream_release, &release_on_stream};
    return instance;
  }
};

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_KERNELS_H_
