// The block-cooperative scan on a GPU: nvshmemx_uint64_wait_until_all_block
// and nvshmemx_uint64_test_all_block over sets of 1 Ki ... 16 Mi uint64_t
// elements that all satisfy the comparison already, in the symmetric heap of
// one PE, as a fraction of the device's copy bandwidth measured in the same
// run; the one-thread form nvshmem_uint64_wait_until_all beside them.
//
//   gpu_block_scan            (one PE; the GPU pack runs it, see RESULTS.md)
//
// Per set size n (elements of 8 bytes), every figure the median of 9 timed
// launches after one warm-up launch; a launch repeats its operation enough
// times to last ~5 ms (cudaEvent timing, so launch overhead is spread):
//   device_copy      cudaMemcpyAsync device-to-device of the same n*8 bytes
//                    (heap -> cudaMalloc); bytes/s counts what it reads and
//                    what it writes (2*n*8), as CUDA's bandwidthTest does:
//                    the baseline every of_copy ratio divides by
//   read_1block      one block of 1024 threads reading the set with plain
//                    loads, strided like the routine: what one block can
//                    read, the ceiling of a one-block routine
//   ..._block        the routine, one block of 1024 threads (its semantics:
//                    one block waits for the whole set)
//   ..._thread       the one-thread form, one thread
//   ..._block_sliced every block of a grid runs the block form on its own
//                    slice of the set. NOT one call's semantics: it shows
//                    what the block algorithm reaches when the whole GPU
//                    runs it, e.g. when each block waits for its own inputs
// and, at 16 Mi, the block form and read_1block with 128 ... 512 threads.
// A routine's bytes/s counts the n*8 bytes it reads. of_copy divides by the
// copy of the same bytes; of_peak_copy by the copy of the largest set (the
// device's copy bandwidth: small copies are dominated by their launch).
//
// Prints "gpu symsync <measurement> ... bytes_per_s=<median> of_copy=..."
// lines. Exits 2, saying so, when no GPU is visible (the GPU pack's code for
// "no GPU here"); 1 when a call or a check fails.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CHECK(call)                                                        \
  do {                                                                     \
    const cudaError_t error_ = (call);                                     \
    if (error_ != cudaSuccess) {                                           \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(error_)); \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

namespace {

constexpr unsigned kThreads = 1024;  // the block of the block form
constexpr size_t kMinElements = size_t{1} << 10;
constexpr size_t kMaxElements = size_t{16} << 20;  // 128 MiB of uint64_t
constexpr int kRepeats = 9;
constexpr float kLaunchTargetMs = 5;

// Keeps the compiler from merging the reads of successive repetitions.
__device__ inline void compiler_barrier() { asm volatile("" ::: "memory"); }

__global__ void __launch_bounds__(kThreads)
    wait_until_all_block(uint64_t* ivars, size_t n, int calls) {
  for (int c = 0; c < calls; ++c) {
    nvshmemx_uint64_wait_until_all_block(ivars, n, nullptr, NVSHMEM_CMP_EQ, 1);
  }
}

__global__ void __launch_bounds__(kThreads)
    test_all_block(uint64_t* ivars, size_t n, int calls,
                   unsigned long long* failures) {
  unsigned long long failed = 0;
  for (int c = 0; c < calls; ++c) {
    failed +=
        !nvshmemx_uint64_test_all_block(ivars, n, nullptr, NVSHMEM_CMP_EQ, 1);
  }
  if (threadIdx.x == 0 && failed != 0) atomicAdd(failures, failed);
}

__global__ void wait_until_all_thread(uint64_t* ivars, size_t n, int calls) {
  for (int c = 0; c < calls; ++c) {
    nvshmem_uint64_wait_until_all(ivars, n, nullptr, NVSHMEM_CMP_EQ, 1);
  }
}

// Block b waits on elements [b * slice, (b + 1) * slice) of the set.
__global__ void __launch_bounds__(kThreads)
    wait_until_all_block_sliced(uint64_t* ivars, size_t n, size_t slice,
                                int calls) {
  const size_t first = blockIdx.x * slice;
  if (first >= n) return;  // the whole block: its threads agree
  const size_t count = std::min(slice, n - first);
  for (int c = 0; c < calls; ++c) {
    nvshmemx_uint64_wait_until_all_block(ivars + first, count, nullptr,
                                         NVSHMEM_CMP_EQ, 1);
  }
}

// Plain loads, member r of the block reading r, r + size, ... like the
// routine, in steps of 16 independent loads per thread as the routine's
// steps are (a loop with a bound check between loads would have one load in
// flight per thread), then the rest one by one.
constexpr unsigned kLoadsPerStep = 16;

__global__ void __launch_bounds__(kThreads)
    read_block(const uint64_t* data, size_t n, int calls, uint64_t* sink) {
  const size_t size = blockDim.x;
  uint64_t sum = 0;
  for (int c = 0; c < calls; ++c) {
    size_t i = threadIdx.x;
    for (; i + (kLoadsPerStep - 1) * size < n; i += kLoadsPerStep * size) {
      uint64_t values[kLoadsPerStep];
#pragma unroll
      for (unsigned k = 0; k < kLoadsPerStep; ++k)
        values[k] = data[i + k * size];
#pragma unroll
      for (unsigned k = 0; k < kLoadsPerStep; ++k) sum += values[k];
    }
    for (; i < n; i += size) sum += data[i];
    compiler_barrier();
  }
  if (sum == ~uint64_t{0}) *sink = sum;  // never true: keeps the loads
}

__global__ void fill(uint64_t* data, size_t n, uint64_t value) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += static_cast<size_t>(gridDim.x) * blockDim.x) {
    data[i] = value;
  }
}

float median(std::vector<float> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

template <typename Launch>
float time_ms(Launch launch) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  launch();
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaGetLastError());
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  return ms;
}

// run(reps) does the operation reps times. One warm-up run of one
// repetition sizes reps so that a timed run lasts about kLaunchTargetMs;
// returns the median over kRepeats timed runs of the milliseconds per
// repetition (5 runs when one repetition takes over 100 ms: the one-thread
// form over the largest sets).
template <typename Run>
double ms_per_repetition(Run run) {
  const float first = time_ms([&] { run(1); });
  const int reps = static_cast<int>(
      std::clamp(kLaunchTargetMs / std::max(first, 1e-4f), 1.0f, 100000.0f));
  const int repeats = first > 100 ? 5 : kRepeats;
  std::vector<float> per_rep;
  for (int i = 0; i < repeats; ++i) {
    per_rep.push_back(time_ms([&] { run(reps); }) / reps);
  }
  return median(per_rep);
}

struct Baseline {
  double copy_same_n;  // bytes/s of the copy of the same bytes
  double copy_peak;    // bytes/s of the copy of the largest set
};

void print_rate(const char* what, const std::string& shape, size_t n, double ms,
                const Baseline& base, double read_1block) {
  const double bytes_per_s = n * sizeof(uint64_t) / (ms / 1e3);
  std::printf(
      "gpu symsync %s %s n=%zu us_per_call=%.2f bytes_per_s=%.4g "
      "of_copy=%.3f of_peak_copy=%.3f",
      what, shape.c_str(), n, ms * 1e3, bytes_per_s,
      bytes_per_s / base.copy_same_n, bytes_per_s / base.copy_peak);
  if (read_1block > 0) {
    std::printf(" of_read_1block=%.3f", bytes_per_s / read_1block);
  }
  std::printf("\n");
  std::fflush(stdout);
}

}  // namespace

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("gpu_block_scan: no GPU visible; nothing was measured\n");
    return 2;
  }
  nvshmem_init();
  if (nvshmem_n_pes() != 1) {
    std::fprintf(stderr, "gpu_block_scan: run it on one PE\n");
    return 1;
  }
  auto* ivars =
      static_cast<uint64_t*>(nvshmem_malloc(kMaxElements * sizeof(uint64_t)));
  if (ivars == nullptr) {
    std::fprintf(stderr,
                 "gpu_block_scan: nvshmem_malloc of %zu bytes failed (raise "
                 "NVSHMEM_SYMMETRIC_SIZE)\n",
                 kMaxElements * sizeof(uint64_t));
    return 1;
  }
  cudaPointerAttributes where{};
  CHECK(cudaPointerGetAttributes(&where, ivars));
  if (where.type != cudaMemoryTypeDevice) {
    std::fprintf(stderr,
                 "gpu_block_scan: the symmetric heap is not in device memory "
                 "(NVSHMEM_HEAP_KIND=cuda)\n");
    return 1;
  }
  int device = 0, sms = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  cudaDeviceProp properties{};
  CHECK(cudaGetDeviceProperties(&properties, device));
  std::string name = properties.name;
  std::replace(name.begin(), name.end(), ' ', '_');
  std::printf(
      "gpu symsync block_scan_setup device=%s sms=%d l2_bytes=%d "
      "element=uint64 heap=cuda baseline=cudaMemcpyDeviceToDevice\n",
      name.c_str(), sms, properties.l2CacheSize);

  uint64_t* copy = nullptr;
  unsigned long long* failures = nullptr;
  CHECK(cudaMalloc(&copy, kMaxElements * sizeof(uint64_t)));
  CHECK(cudaMalloc(&failures, sizeof *failures));
  CHECK(cudaMemset(failures, 0, sizeof *failures));
  fill<<<1024, 256>>>(ivars, kMaxElements, 1);
  CHECK(cudaDeviceSynchronize());

  std::vector<size_t> sizes;
  for (size_t n = kMinElements; n <= kMaxElements; n *= 4) sizes.push_back(n);

  // The baseline first, every size, so every row can be divided by the
  // largest copy.
  std::vector<double> copy_rates;
  for (size_t n : sizes) {
    const double ms = ms_per_repetition([&](int reps) {
      for (int r = 0; r < reps; ++r) {
        CHECK(cudaMemcpyAsync(copy, ivars, n * sizeof(uint64_t),
                              cudaMemcpyDeviceToDevice));
      }
    });
    const double rate = 2.0 * n * sizeof(uint64_t) / (ms / 1e3);
    copy_rates.push_back(rate);
    std::printf(
        "gpu symsync device_copy n=%zu us_per_call=%.2f bytes_per_s=%.4g\n", n,
        ms * 1e3, rate);
  }

  const std::string one_block = "threads=" + std::to_string(kThreads);
  for (size_t k = 0; k < sizes.size(); ++k) {
    const size_t n = sizes[k];
    const Baseline base{copy_rates[k], copy_rates.back()};
    const double read_ms = ms_per_repetition(
        [&](int reps) { read_block<<<1, kThreads>>>(ivars, n, reps, copy); });
    print_rate("read_1block", one_block, n, read_ms, base, 0);
    const double read_rate = n * sizeof(uint64_t) / (read_ms / 1e3);
    print_rate("uint64_wait_until_all_block", one_block, n,
               ms_per_repetition([&](int reps) {
                 wait_until_all_block<<<1, kThreads>>>(ivars, n, reps);
               }),
               base, read_rate);
    print_rate("uint64_test_all_block", one_block, n,
               ms_per_repetition([&](int reps) {
                 test_all_block<<<1, kThreads>>>(ivars, n, reps, failures);
               }),
               base, read_rate);
    print_rate("uint64_wait_until_all_thread", "threads=1", n,
               ms_per_repetition([&](int reps) {
                 wait_until_all_thread<<<1, 1>>>(ivars, n, reps);
               }),
               base, read_rate);
    // Slices of at least one element per thread.
    for (int blocks : {sms, 2 * sms}) {
      const size_t slice = (n + blocks - 1) / blocks;
      if (slice < kThreads) continue;
      print_rate("uint64_wait_until_all_block_sliced",
                 "blocks=" + std::to_string(blocks) + " " + one_block, n,
                 ms_per_repetition([&](int reps) {
                   wait_until_all_block_sliced<<<blocks, kThreads>>>(
                       ivars, n, slice, reps);
                 }),
                 base, read_rate);
    }
  }

  // Smaller blocks over the largest set.
  const size_t n = kMaxElements;
  const Baseline base{copy_rates.back(), copy_rates.back()};
  for (unsigned threads : {128u, 256u, 512u}) {
    const std::string shape = "threads=" + std::to_string(threads);
    const double read_ms = ms_per_repetition(
        [&](int reps) { read_block<<<1, threads>>>(ivars, n, reps, copy); });
    print_rate("read_1block", shape, n, read_ms, base, 0);
    print_rate("uint64_wait_until_all_block", shape, n,
               ms_per_repetition([&](int reps) {
                 wait_until_all_block<<<1, threads>>>(ivars, n, reps);
               }),
               base, n * sizeof(uint64_t) / (read_ms / 1e3));
  }

  unsigned long long failed = 0;
  CHECK(cudaMemcpy(&failed, failures, sizeof failed, cudaMemcpyDeviceToHost));
  cudaFree(failures);
  cudaFree(copy);
  nvshmem_free(ivars);
  nvshmem_finalize();
  if (failed != 0) {
    std::fprintf(stderr,
                 "gpu_block_scan: test_all_block returned 0 %llu times on a "
                 "satisfied set\n",
                 failed);
    return 1;
  }
  return 0;
}
