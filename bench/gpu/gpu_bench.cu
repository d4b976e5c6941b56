// GPU benchmarks, one source for both libraries: compiled against symsync
// (//bench/gpu:gpu_bench) and against NVSHMEM (tests/gpu/pack.sh builds that
// one, for the release of the lent GPU machines), so both run the same code
// on the same GPU in the same run.
//
//   gpu_bench                 one PE: block-to-block signal ping-pong,
//                             wait_until_all scan, stream-form latency,
//                             and the collectives of NVSHMEM_TEAM_WORLD
//                             (these on any number of PEs; two PEs on one
//                             GPU need MPS to run side by side)
//   symsync-run -n 2 env GPU_BENCH_UID_FILE=PATH gpu_bench
//                             adds the ping-pong between 2 PEs on one GPU;
//                             both libraries start through NVSHMEM's
//                             unique-ID API (see start_library); PEs that do
//                             not map each other (two hosts) also time a
//                             put-with-signal ping-pong ("hosts")
//
// Prints "gpu <library> <measurement> ... <unit>=<median>" lines. The
// symsync build also measures a bare-hardware baseline ("gpu bare ..."):
// the same layouts written with plain system-scope release stores and
// acquire loads, and the driver's own stream wait, so each figure has what
// the hardware alone gives beside it.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#ifndef GPU_BENCH_LIBRARY
#define GPU_BENCH_LIBRARY "symsync"
#define GPU_BENCH_BARE 1
#endif
#ifndef GPU_BENCH_BARE
#define GPU_BENCH_BARE 0
#endif

#if GPU_BENCH_BARE
#include <cuda.h>
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    const cudaError_t error_ = (call);                                     \
    if (error_ != cudaSuccess) {                                           \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(error_)); \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

namespace {

// Releases a signal wait as a program does: a signal update of PE `pe`.
__device__ void release(uint64_t* signal, uint64_t value, int pe) {
  nvshmemx_signal_op(signal, value, NVSHMEM_SIGNAL_SET, pe);
}

// Blocks 0 and 1 of one PE take turns: block 0 raises signals[1] and waits
// on signals[0]; block 1 the other way round.
__global__ void blocks_ping_pong(uint64_t* signals, long first, long rounds) {
  const int me = blockIdx.x;
  for (long r = first; r < first + rounds; ++r) {
    if (me == 0) {
      release(&signals[1], r, nvshmem_my_pe());
      nvshmem_signal_wait_until(&signals[0], NVSHMEM_CMP_EQ, r);
    } else {
      nvshmem_signal_wait_until(&signals[1], NVSHMEM_CMP_EQ, r);
      release(&signals[0], r, nvshmem_my_pe());
    }
  }
}

#if GPU_BENCH_BARE
// The baseline's accesses: what a release and an acquire cost on the
// hardware, at the system scope the library's node-local updates use.
__device__ void bare_store_release(uint64_t* address, uint64_t value) {
  asm volatile("st.release.sys.global.u64 [%0], %1;" ::"l"(address), "l"(value)
               : "memory");
}

__device__ uint64_t bare_load_acquire(const uint64_t* address) {
  uint64_t value;
  asm volatile("ld.acquire.sys.global.u64 %0, [%1];"
               : "=l"(value)
               : "l"(address)
               : "memory");
  return value;
}

// blocks_ping_pong with the bare accesses, spinning without backoff.
__global__ void bare_blocks_ping_pong(uint64_t* signals, long first,
                                      long rounds) {
  const int me = blockIdx.x;
  for (long r = first; r < first + rounds; ++r) {
    if (me == 0) {
      bare_store_release(&signals[1], r);
      while (bare_load_acquire(&signals[0]) != static_cast<uint64_t>(r)) {
      }
    } else {
      while (bare_load_acquire(&signals[1]) != static_cast<uint64_t>(r)) {
      }
      bare_store_release(&signals[0], r);
    }
  }
}

// wait_all over a satisfied array with the bare accesses: relaxed loads of
// every element, then one acquire fence.
__global__ void bare_wait_all(const int* ivars, size_t n, int calls,
                              int* unsatisfied) {
  for (int c = 0; c < calls; ++c) {
    int missing = 0;
    for (size_t i = 0; i < n; ++i) {
      int value;
      asm volatile("ld.relaxed.sys.global.s32 %0, [%1];"
                   : "=r"(value)
                   : "l"(ivars + i));
      missing += value != 1;
    }
    asm volatile("fence.acq_rel.sys;" ::: "memory");
    *unsatisfied = missing;
  }
}
#endif

// PE 0 and PE 1 take turns, each waiting on its own signal and raising the
// other's.
__global__ void pes_ping_pong(uint64_t* signal, long first, long rounds) {
  const int me = nvshmem_my_pe();
  for (long r = first; r < first + rounds; ++r) {
    if (me == 0) {
      release(signal, r, 1 - me);
      nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, r);
    } else {
      nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, r);
      release(signal, r, 1 - me);
    }
  }
}

// The same with data: each turn puts 8 bytes and the signal in one
// nvshmem_putmem_signal, as a halo exchange does. data[1] is the source
// (symmetric, as a remote operation's local buffer must be for NVSHMEM),
// data[0] the destination.
__global__ void pes_put_signal_ping_pong(uint64_t* data, uint64_t* signal,
                                         long first, long rounds) {
  const int me = nvshmem_my_pe();
  for (long r = first; r < first + rounds; ++r) {
    if (me == 1) nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, r);
    data[1] = static_cast<uint64_t>(r);
    nvshmem_putmem_signal(data, &data[1], sizeof *data, signal, r,
                          NVSHMEM_SIGNAL_SET, 1 - me);
    if (me == 0) nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, r);
  }
}

__global__ void wait_all(int* ivars, size_t n, int calls) {
  for (int i = 0; i < calls; ++i) {
    nvshmem_int_wait_until_all(ivars, n, nullptr, NVSHMEM_CMP_EQ, 1);
  }
}

__global__ void raise_signal(uint64_t* signal, uint64_t value) {
  release(signal, value, nvshmem_my_pe());
}

template <typename T>
__global__ void fill(T* data, size_t n, T value) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += static_cast<size_t>(gridDim.x) * blockDim.x) {
    data[i] = value;
  }
}

// The collectives of NVSHMEM_TEAM_WORLD, block form, `rounds` calls in a
// row by one block on each PE.
__global__ void barrier_all_rounds(long rounds) {
  for (long r = 0; r < rounds; ++r) nvshmemx_barrier_all_block();
}

__global__ void sum_reduce_rounds(int64_t* dest, const int64_t* source,
                                  long rounds) {
  for (long r = 0; r < rounds; ++r) {
    nvshmemx_int64_sum_reduce_block(NVSHMEM_TEAM_WORLD, dest, source, 1);
  }
}

__global__ void fcollect_rounds(int64_t* dest, const int64_t* source, size_t n,
                                long rounds) {
  for (long r = 0; r < rounds; ++r) {
    nvshmemx_int64_fcollect_block(NVSHMEM_TEAM_WORLD, dest, source, n);
  }
}

__global__ void broadcast_rounds(int64_t* dest, const int64_t* source, size_t n,
                                 long rounds) {
  for (long r = 0; r < rounds; ++r) {
    nvshmemx_int64_broadcast_block(NVSHMEM_TEAM_WORLD, dest, source, n, 0);
  }
}

float median(std::vector<float> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// The milliseconds `launch` takes on `stream` (the legacy default one
// unless given).
template <typename Launch>
float time_ms(Launch launch, cudaStream_t stream = nullptr) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, stream));
  launch();
  CHECK(cudaEventRecord(stop, stream));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaGetLastError());
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return ms;
}

// Starts the library. Under a launcher that only says which PE this process
// is (SYMSYNC_RANK and SYMSYNC_NRANKS, as symsync-run sets them) and with
// GPU_BENCH_UID_FILE naming a file, PE 0 creates a unique ID and writes it
// there, the others read it, and every PE starts through the unique-ID API:
// the same calls for both libraries, no MPI. Otherwise nvshmem_init().
void start_library() {
  const char* file = std::getenv("GPU_BENCH_UID_FILE");
  const char* rank_text = std::getenv("SYMSYNC_RANK");
  const char* nranks_text = std::getenv("SYMSYNC_NRANKS");
  if (file == nullptr || rank_text == nullptr || nranks_text == nullptr) {
    nvshmem_init();
    return;
  }
  const int rank = std::atoi(rank_text);
  const int nranks = std::atoi(nranks_text);
  nvshmemx_uniqueid_t id = NVSHMEMX_UNIQUEID_INITIALIZER;
  const std::string partial = std::string(file) + ".partial";
  if (rank == 0) {
    if (nvshmemx_get_uniqueid(&id) != 0) {
      std::fprintf(stderr, "gpu_bench: nvshmemx_get_uniqueid failed\n");
      std::exit(1);
    }
    FILE* out = std::fopen(partial.c_str(), "wb");
    if (out == nullptr || std::fwrite(&id, sizeof id, 1, out) != 1 ||
        std::fclose(out) != 0 || std::rename(partial.c_str(), file) != 0) {
      std::fprintf(stderr, "gpu_bench: cannot write the unique ID to %s\n",
                   file);
      std::exit(1);
    }
  } else {
    bool read = false;
    for (int tries = 0; tries < 6000 && !read; ++tries) {  // up to 60 s
      if (FILE* in = std::fopen(file, "rb")) {
        read = std::fread(&id, sizeof id, 1, in) == 1;
        std::fclose(in);
      }
      if (!read) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!read) {
      std::fprintf(stderr, "gpu_bench: no unique ID appeared in %s\n", file);
      std::exit(1);
    }
  }
  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  nvshmemx_set_attr_uniqueid_args(rank, nranks, &id, &attr);
  nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, &attr);
}

}  // namespace

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("gpu_bench: no GPU visible\n");
    return 0;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // each figure as it is made
  // The GPU is chosen, and its context made current, before the library
  // starts: NVSHMEM 3.4.5 refused to start without a current context
  // ("nvshmem get cucontext failed", H200, 2026-11-26). One GPU per PE
  // where a machine has several.
  const char* rank_text = std::getenv("SYMSYNC_RANK");
  const int device = rank_text == nullptr ? 0 : std::atoi(rank_text) % devices;
  if (cudaSetDevice(device) != cudaSuccess ||
      cudaFree(nullptr) != cudaSuccess) {
    std::fprintf(stderr, "gpu_bench: cannot make GPU %d current\n", device);
    return 1;
  }
  start_library();
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();
  const char* lib = GPU_BENCH_LIBRARY;
  constexpr long kRounds = 20000;
  constexpr int kRepeats = 9;

  // 1. Signal ping-pong between two blocks of one PE.
  auto* signals = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  long next = 1;
  std::vector<float> half_trips;
  for (int i = 0; i <= kRepeats; ++i) {  // launch 0 warms up
    const float ms =
        time_ms([&] { blocks_ping_pong<<<2, 1>>>(signals, next, kRounds); });
    next += kRounds;
    if (i > 0) half_trips.push_back(ms * 1e6f / kRounds / 2);
  }
  if (me == 0) {
    std::printf("gpu %s signal_ping_pong blocks half_trip_ns=%.1f\n", lib,
                median(half_trips));
  }
#if GPU_BENCH_BARE
  if (me == 0) {
    uint64_t* bare = nullptr;
    CHECK(cudaMalloc(&bare, 2 * sizeof(uint64_t)));
    CHECK(cudaMemset(bare, 0, 2 * sizeof(uint64_t)));
    long bare_next = 1;
    std::vector<float> bare_trips;
    for (int i = 0; i <= kRepeats; ++i) {
      const float ms = time_ms(
          [&] { bare_blocks_ping_pong<<<2, 1>>>(bare, bare_next, kRounds); });
      bare_next += kRounds;
      if (i > 0) bare_trips.push_back(ms * 1e6f / kRounds / 2);
    }
    std::printf("gpu bare signal_ping_pong blocks half_trip_ns=%.1f\n",
                median(bare_trips));
    std::printf("gpu %s signal_ping_pong blocks of_bare=%.3f\n", lib,
                median(half_trips) / median(bare_trips));
    CHECK(cudaFree(bare));
  }
#endif

  // 2. Signal ping-pong between 2 PEs (sharing a GPU, or not). Two
  // processes on one GPU time-slice it without MPS (a half trip took 2.25
  // ms on an H100), so this one runs kRounds / 100 rounds a launch.
  if (npes == 2) {
    constexpr long kPeRounds = kRounds / 100;
    auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
    next = 1;
    half_trips.clear();
    for (int i = 0; i <= kRepeats; ++i) {
      nvshmem_barrier_all();
      const float ms =
          time_ms([&] { pes_ping_pong<<<1, 1>>>(signal, next, kPeRounds); });
      next += kPeRounds;
      if (i > 0) half_trips.push_back(ms * 1e6f / kPeRounds / 2);
    }
    if (me == 0) {
      std::printf("gpu %s signal_ping_pong pes half_trip_ns=%.1f\n", lib,
                  median(half_trips));
    }
    // Two PEs that do not map each other are on two hosts: time the
    // device put-with-signal ping-pong that crosses them.
    if (nvshmem_ptr(signal, 1 - me) == nullptr) {
      constexpr long kHostRounds = 200;
      auto* data = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
      nvshmem_barrier_all();
      next = 1;
      half_trips.clear();
      CHECK(cudaMemset(signal, 0, sizeof *signal));
      CHECK(cudaDeviceSynchronize());
      nvshmem_barrier_all();
      for (int i = 0; i <= kRepeats; ++i) {
        nvshmem_barrier_all();
        const float ms = time_ms([&] {
          pes_put_signal_ping_pong<<<1, 1>>>(data, signal, next, kHostRounds);
        });
        next += kHostRounds;
        if (i > 0) half_trips.push_back(ms * 1e6f / kHostRounds / 2);
      }
      if (me == 0) {
        std::printf("gpu %s put_signal_ping_pong hosts half_trip_ns=%.1f\n",
                    lib, median(half_trips));
      }
      nvshmem_barrier_all();
      nvshmem_free(data);
    }
    nvshmem_barrier_all();
    nvshmem_free(signal);
  }

  // 3. wait_until_all over satisfied arrays, against a device copy: one PE
  // only. With two processes time-slicing the GPU it measures the slices
  // (NVSHMEM 3.4.5's run on 2 PEs passed the pack's 120 s in it, H200,
  // 2026-11-27).
  constexpr size_t kMax = size_t{16} << 20;
  auto* ivars = static_cast<int*>(nvshmem_malloc(kMax * sizeof(int)));
  if (me == 0 && npes > 1) {
    std::printf("gpu %s wait_until_all: not measured with %d PEs\n", lib, npes);
  }
  if (me == 0 && npes == 1) {
    int* copy = nullptr;
    CHECK(cudaMalloc(&copy, kMax * sizeof(int)));
    fill<<<1024, 256>>>(ivars, kMax, 1);
    CHECK(cudaDeviceSynchronize());
    std::vector<float> copies;
    for (int i = 0; i < kRepeats; ++i) {
      copies.push_back(time_ms([&] {
        CHECK(cudaMemcpy(copy, ivars, kMax * sizeof(int),
                         cudaMemcpyDeviceToDevice));
      }));
    }
    const double copy_bytes_per_s =
        2.0 * kMax * sizeof(int) / (median(copies) / 1e3);
    std::printf("gpu %s device_copy n=%zu bytes_per_s=%.4g\n", lib, kMax,
                copy_bytes_per_s);
    for (size_t n = 1024; n <= kMax; n *= 16) {
      const int calls = n < (size_t{1} << 20) ? 100 : 3;
      std::vector<float> runs;
      for (int i = 0; i <= kRepeats; ++i) {
        const float ms = time_ms([&] { wait_all<<<1, 1>>>(ivars, n, calls); });
        if (i > 0) runs.push_back(ms / calls);
      }
      const double bytes_per_s = n * sizeof(int) / (median(runs) / 1e3);
      std::printf("gpu %s wait_until_all n=%zu bytes_per_s=%.4g of_copy=%.3f\n",
                  lib, n, bytes_per_s, bytes_per_s / copy_bytes_per_s);
#if GPU_BENCH_BARE
      int* unsatisfied = nullptr;
      CHECK(cudaMalloc(&unsatisfied, sizeof(int)));
      std::vector<float> bare_runs;
      for (int i = 0; i <= kRepeats; ++i) {
        const float ms = time_ms(
            [&] { bare_wait_all<<<1, 1>>>(ivars, n, calls, unsatisfied); });
        if (i > 0) bare_runs.push_back(ms / calls);
      }
      CHECK(cudaFree(unsatisfied));
      std::printf("gpu bare wait_until_all n=%zu bytes_per_s=%.4g\n", n,
                  n * sizeof(int) / (median(bare_runs) / 1e3));
      std::printf("gpu %s wait_until_all n=%zu time_of_bare=%.3f\n", lib, n,
                  median(runs) / median(bare_runs));
#endif
    }
    cudaFree(copy);
  }
  nvshmem_barrier_all();
  nvshmem_free(ivars);

  // 4. Stream forms: from the release on one stream to the work after the
  // wait on another.
  cudaStream_t waiting, releasing;
  CHECK(cudaStreamCreateWithFlags(&waiting, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&releasing, cudaStreamNonBlocking));
  // CUDA loads a kernel at its first launch (lazy loading), and that load
  // can wait for running kernels: raise_signal, launched first while a wait
  // kernel runs, would never start. Load it now.
  cudaFuncAttributes attributes;
  CHECK(cudaFuncGetAttributes(&attributes, raise_signal));
  // The median time from the release of signals[0] (to `value` plus 1 to
  // 100, one per try) to the work after the wait `enqueue_wait(value)`
  // puts on the waiting stream.
  auto release_to_resume_us = [&](auto enqueue_wait) {
    std::vector<float> latencies;
    for (int i = 1; i <= 100; ++i) {
      cudaEvent_t released, resumed;
      CHECK(cudaEventCreate(&released));
      CHECK(cudaEventCreate(&resumed));
      enqueue_wait(static_cast<uint64_t>(next + i));
      CHECK(cudaEventRecord(resumed, waiting));
      raise_signal<<<1, 1, 0, releasing>>>(&signals[0], next + i);
      CHECK(cudaEventRecord(released, releasing));
      CHECK(cudaStreamSynchronize(waiting));
      CHECK(cudaStreamSynchronize(releasing));
      float ms = 0;
      CHECK(cudaEventElapsedTime(&ms, released, resumed));
      latencies.push_back(ms * 1e3f);
      cudaEventDestroy(released);
      cudaEventDestroy(resumed);
    }
    next += 101;
    return median(latencies);
  };
  if (me == 0) {
    std::printf(
        "gpu %s signal_wait_until_on_stream release_to_resume_us=%.2f\n", lib,
        release_to_resume_us([&](uint64_t value) {
          nvshmemx_signal_wait_until_on_stream(&signals[0], NVSHMEM_CMP_EQ,
                                               value, waiting);
        }));
    std::printf(
        "gpu %s uint64_wait_until_on_stream release_to_resume_us=%.2f\n", lib,
        release_to_resume_us([&](uint64_t value) {
          nvshmemx_uint64_wait_until_on_stream(&signals[0], NVSHMEM_CMP_EQ,
                                               value, waiting);
        }));
  }
#if GPU_BENCH_BARE
  // The baseline of the stream forms: the driver's cuStreamWaitValue64 on
  // the same variable, released by the same kernel.
  if (me == 0) {
    using WaitValue64 =
        CUresult (*)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    void* function = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
    CHECK(cudaGetDriverEntryPointByVersion("cuStreamWaitValue64", &function,
                                           12000, cudaEnableDefault, &found));
    auto wait_value = reinterpret_cast<WaitValue64>(function);
    if (wait_value == nullptr || found != cudaDriverEntryPointSuccess) {
      std::fprintf(stderr,
                   "gpu_bench: the driver has no cuStreamWaitValue64\n");
      std::exit(1);
    }
    std::printf("gpu bare cuStreamWaitValue64 release_to_resume_us=%.2f\n",
                release_to_resume_us([&](uint64_t value) {
                  // No CU_STREAM_WAIT_VALUE_FLUSH: few devices support it (the
                  // H200 refused it), and the library's stream waits do
                  // without.
                  const CUresult r =
                      wait_value(reinterpret_cast<CUstream>(waiting),
                                 reinterpret_cast<CUdeviceptr>(&signals[0]),
                                 value, CU_STREAM_WAIT_VALUE_EQ);
                  if (r != CUDA_SUCCESS) {
                    std::fprintf(
                        stderr,
                        "gpu_bench: cuStreamWaitValue64 failed: CUresult %d\n",
                        static_cast<int>(r));
                    std::exit(1);
                  }
                }));
  }
#endif
  // 5. Collectives of NVSHMEM_TEAM_WORLD: barrier_all and an 8-byte
  // sum_reduce (latency), fcollect and broadcast of 1 MiB in all (bytes of
  // the result per second), each in the block form (one block of
  // kCollThreads threads on each PE, `rounds` calls in one kernel) and the
  // stream form (`rounds` calls on one stream). Two PEs on one GPU run their
  // kernels side by side only under MPS (pack_run.sh runs it so); without,
  // the figures are the GPU's time slices, and NVSHMEM refuses its barriers:
  // with several PEs the section runs only where GPU_BENCH_COLLECTIVES is
  // set. Every element of every result is checked.
  const bool collectives =
      npes == 1 || std::getenv("GPU_BENCH_COLLECTIVES") != nullptr;
  if (!collectives && me == 0) {
    std::printf(
        "gpu %s coll: not measured with %d PEs (GPU_BENCH_COLLECTIVES=1 "
        "measures them, under MPS where they share a GPU)\n",
        lib, npes);
  }
  if (collectives) {
    constexpr int kCollThreads = 256;
    const size_t total = (size_t{1} << 20) / sizeof(int64_t);
    const size_t block = total / npes;  // fcollect: from each PE
    auto* source =
        static_cast<int64_t*>(nvshmem_malloc(total * sizeof(int64_t)));
    auto* dest = static_cast<int64_t*>(nvshmem_malloc(total * sizeof(int64_t)));
    fill<int64_t><<<256, 256>>>(source, total, me + 1);
    CHECK(cudaDeviceSynchronize());
    cudaStream_t stream;
    CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    // A kernel that calls a collective starts with nvshmemx_collective_launch
    // (both libraries need every PE's kernel running at once), one block of
    // kCollThreads threads.
    auto collective_launch = [](auto kernel, void** args, cudaStream_t on) {
      const int status =
          nvshmemx_collective_launch(reinterpret_cast<const void*>(kernel),
                                     dim3(1), dim3(kCollThreads), args, 0, on);
      if (status != 0) {
        std::fprintf(stderr, "gpu_bench: nvshmemx_collective_launch: %d\n",
                     status);
        std::exit(1);
      }
    };
    // The median over kRepeats timed runs (one more, first, to warm up) of
    // `launch`, in microseconds per call.
    auto per_call_us = [&](long rounds, auto launch) {
      std::vector<float> runs;
      for (int i = 0; i <= kRepeats; ++i) {
        nvshmem_barrier_all();
        const float ms = time_ms([&] { launch(rounds); }, stream);
        if (i > 0) runs.push_back(ms * 1e3f / rounds);
      }
      return median(runs);
    };
    // Checks the first `count` elements of dest on this PE after `what`
    // against expected(i), every one of them; `clear` zeroes dest before a
    // run (no result is 0).
    auto check = [&](const char* what, size_t count, auto expected) {
      std::vector<int64_t> got(count);
      CHECK(cudaMemcpy(got.data(), dest, count * sizeof(int64_t),
                       cudaMemcpyDeviceToHost));
      for (size_t i = 0; i < count; ++i) {
        if (got[i] != expected(i)) {
          std::fprintf(stderr,
                       "gpu_bench: PE %d: %s left %lld at [%zu], not %lld\n",
                       me, what, static_cast<long long>(got[i]), i,
                       static_cast<long long>(expected(i)));
          std::exit(1);
        }
      }
    };
    auto clear = [&] { CHECK(cudaMemset(dest, 0, total * sizeof(int64_t))); };
    const int64_t sum = int64_t{npes} * (npes + 1) / 2;
    const float barrier_block = per_call_us(2000, [&](long rounds) {
      void* args[] = {&rounds};
      collective_launch(barrier_all_rounds, args, stream);
    });
    const float barrier_stream = per_call_us(200, [&](long rounds) {
      for (long r = 0; r < rounds; ++r) nvshmemx_barrier_all_on_stream(stream);
    });
    const auto the_sum = [&](size_t) { return sum; };
    const auto fcollected = [&](size_t i) {
      return static_cast<int64_t>(i / block) + 1;
    };
    const auto the_roots = [](size_t) { return int64_t{1}; };
    clear();
    const float reduce_block = per_call_us(2000, [&](long rounds) {
      void* args[] = {&dest, &source, &rounds};
      collective_launch(sum_reduce_rounds, args, stream);
    });
    check("int64_sum_reduce_block", 1, the_sum);
    clear();
    const float reduce_stream = per_call_us(200, [&](long rounds) {
      for (long r = 0; r < rounds; ++r) {
        nvshmemx_int64_sum_reduce_on_stream(NVSHMEM_TEAM_WORLD, dest, source, 1,
                                            stream);
      }
    });
    check("int64_sum_reduce_on_stream", 1, the_sum);
    clear();
    const double result_bytes = double(block) * npes * sizeof(int64_t);
    const double broadcast_bytes = double(total) * sizeof(int64_t);
    const float fcollect_block = per_call_us(50, [&](long rounds) {
      size_t n = block;
      void* args[] = {&dest, &source, &n, &rounds};
      collective_launch(fcollect_rounds, args, stream);
    });
    check("int64_fcollect_block", block * npes, fcollected);
    clear();
    const float fcollect_stream = per_call_us(50, [&](long rounds) {
      for (long r = 0; r < rounds; ++r) {
        nvshmemx_int64_fcollect_on_stream(NVSHMEM_TEAM_WORLD, dest, source,
                                          block, stream);
      }
    });
    check("int64_fcollect_on_stream", block * npes, fcollected);
    clear();
    const float broadcast_block = per_call_us(50, [&](long rounds) {
      size_t n = total;
      void* args[] = {&dest, &source, &n, &rounds};
      collective_launch(broadcast_rounds, args, stream);
    });
    check("int64_broadcast_block", total, the_roots);
    clear();
    const float broadcast_stream = per_call_us(50, [&](long rounds) {
      for (long r = 0; r < rounds; ++r) {
        nvshmemx_int64_broadcast_on_stream(NVSHMEM_TEAM_WORLD, dest, source,
                                           total, 0, stream);
      }
    });
    check("int64_broadcast_on_stream", total, the_roots);
    if (me == 0) {
      std::printf(
          "gpu %s coll pes=%d barrier_all_block_us=%.2f "
          "barrier_all_on_stream_us=%.2f int64_sum_reduce_block_us=%.2f "
          "int64_sum_reduce_on_stream_us=%.2f\n",
          lib, npes, barrier_block, barrier_stream, reduce_block,
          reduce_stream);
      std::printf(
          "gpu %s coll pes=%d fcollect_1m_block_gbs=%.2f "
          "fcollect_1m_on_stream_gbs=%.2f broadcast_1m_block_gbs=%.2f "
          "broadcast_1m_on_stream_gbs=%.2f\n",
          lib, npes, result_bytes / fcollect_block / 1e3,
          result_bytes / fcollect_stream / 1e3,
          broadcast_bytes / broadcast_block / 1e3,
          broadcast_bytes / broadcast_stream / 1e3);
    }
    CHECK(cudaStreamDestroy(stream));
    nvshmem_barrier_all();
    nvshmem_free(dest);
    nvshmem_free(source);
  }

  nvshmem_barrier_all();
  nvshmem_free(signals);
  nvshmem_finalize();
  return 0;
}
