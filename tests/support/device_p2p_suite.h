// The checks of the point-to-point routines' device and stream forms, for any
// type T. The generated per-type device tests (generated/tests/device/)
// describe each routine (reusing the host suite's descriptions) and provide
// `Calls`: a struct whose static __device__ call(index, args) calls the
// device form of routine `index`. They need a GPU and the CUDA heap; without
// one they skip (or fail, when SYMSYNC_REQUIRE_GPU is set).

#ifndef SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_

#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda/atomic>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "tests/support/cuda_test.h"
#include "tests/support/p2p_suite.h"

namespace symsync_test {

// Whether the device suite can run: a GPU, and the heap in its memory.
inline bool device_suite_can_run() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess) devices = 0;
  cudaGetLastError();
  const char* kind = std::getenv("NVSHMEM_HEAP_KIND");
  return devices > 0 && (kind == nullptr || std::string(kind) == "cuda");
}

#define SYMSYNC_REQUIRE_DEVICE()                                 \
  do {                                                           \
    if (!symsync_test::device_suite_can_run()) {                 \
      if (std::getenv("SYMSYNC_REQUIRE_GPU") != nullptr)         \
        FAIL() << "no GPU or no CUDA heap";                      \
      GTEST_SKIP() << "needs a GPU and the CUDA symmetric heap"; \
    }                                                            \
  } while (0)

template <typename T>
__device__ void release_store(T* address, T value) {
  cuda::atomic_ref<T, cuda::thread_scope_system>(*address).store(
      value, cuda::memory_order_release);
}

// One call to run on the device: routine index and its arguments.
template <typename T>
struct DeviceCase {
  int routine;
  Args<T> args;
};

// Runs the calls one after another in one thread.
template <typename T, typename Calls>
__global__ void run_cases(const DeviceCase<T>* cases, int count,
                          uint64_t* results) {
  for (int i = 0; i < count; ++i)
    results[i] = Calls::call(cases[i].routine, cases[i].args);
}

// Device memory for a batch of cases; every case gets its own slices.
template <typename T>
class CaseBatch {
 public:
  static constexpr size_t kWidth = kLargestSet;  // elements per case

  explicit CaseBatch(size_t capacity) : capacity_(capacity) {
    cells_ = static_cast<T*>(nvshmem_malloc(sizeof(T) * kWidth * capacity));
    cudaMalloc(&operands_, sizeof(T) * kWidth * capacity);
    cudaMalloc(&status_, sizeof(int) * kWidth * capacity);
    cudaMalloc(&indices_, sizeof(size_t) * kWidth * capacity);
    host_cells_.resize(kWidth * capacity);
    host_operands_.resize(kWidth * capacity);
    host_status_.resize(kWidth * capacity);
  }
  ~CaseBatch() {
    cudaFree(operands_);
    cudaFree(status_);
    cudaFree(indices_);
    nvshmem_free(cells_);
  }

  // Adds a case; returns its number. `status` (nullptr for none), `cells`
  // and `operands` have `nelems` entries (at most kWidth).
  size_t add(int routine, int cmp, size_t nelems, const T* cells,
             const T* operands, const int* status, T operand,
             bool null_array = false) {
    const size_t slot = cases_.size();
    for (size_t i = 0; i < nelems; ++i) {
      host_cells_[slot * kWidth + i] = cells[i];
      host_operands_[slot * kWidth + i] = operands[i];
      host_status_[slot * kWidth + i] = status ? status[i] : 0;
    }
    DeviceCase<T> c;
    c.routine = routine;
    c.args.ivar = c.args.sig_addr = c.args.ivars =
        null_array ? nullptr : cells_ + slot * kWidth;
    c.args.nelems = nelems;
    c.args.indices = indices_ + slot * kWidth;
    c.args.status = status ? status_ + slot * kWidth : nullptr;
    c.args.cmp = cmp;
    c.args.cmp_value = operand;
    c.args.cmp_values = operands_ + slot * kWidth;
    cases_.push_back(c);
    return slot;
  }

  size_t size() const { return cases_.size(); }
  bool full() const { return cases_.size() == capacity_; }

  // Runs every case on the device; fills results and indices.
  template <typename Calls>
  void run(std::vector<uint64_t>* results, std::vector<size_t>* indices) {
    const size_t n = cases_.size();
    DeviceCase<T>* device_cases = nullptr;
    uint64_t* device_results = nullptr;
    SYMSYNC_CUDA_OK(cudaMalloc(&device_cases, sizeof(DeviceCase<T>) * n));
    SYMSYNC_CUDA_OK(cudaMalloc(&device_results, sizeof(uint64_t) * n));
    SYMSYNC_CUDA_OK(cudaMemcpy(device_cases, cases_.data(),
                               sizeof(DeviceCase<T>) * n,
                               cudaMemcpyHostToDevice));
    SYMSYNC_CUDA_OK(cudaMemcpy(cells_, host_cells_.data(),
                               sizeof(T) * kWidth * n, cudaMemcpyHostToDevice));
    SYMSYNC_CUDA_OK(cudaMemcpy(operands_, host_operands_.data(),
                               sizeof(T) * kWidth * n, cudaMemcpyHostToDevice));
    SYMSYNC_CUDA_OK(cudaMemcpy(status_, host_status_.data(),
                               sizeof(int) * kWidth * n,
                               cudaMemcpyHostToDevice));
    run_cases<T, Calls>
        <<<1, 1>>>(device_cases, static_cast<int>(n), device_results);
    SYMSYNC_CUDA_OK(cudaGetLastError());
    SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
    results->resize(n);
    indices->resize(kWidth * n);
    SYMSYNC_CUDA_OK(cudaMemcpy(results->data(), device_results,
                               sizeof(uint64_t) * n, cudaMemcpyDeviceToHost));
    SYMSYNC_CUDA_OK(cudaMemcpy(indices->data(), indices_,
                               sizeof(size_t) * kWidth * n,
                               cudaMemcpyDeviceToHost));
    cudaFree(device_cases);
    cudaFree(device_results);
    cases_.clear();
  }

 private:
  size_t capacity_;
  T* cells_ = nullptr;
  T* operands_ = nullptr;
  int* status_ = nullptr;
  size_t* indices_ = nullptr;
  std::vector<T> host_cells_, host_operands_;
  std::vector<int> host_status_;
  std::vector<DeviceCase<T>> cases_;
};

// What a case expects, kept on the host.
struct Expectation {
  size_t routine;
  std::vector<bool> satisfied;  // per element: in the set and satisfied
  size_t in_set;
  bool empty_set;
  std::string what;
};

template <typename T>
void verify(const Suite<T>& suite, const Expectation& e, uint64_t result,
            const size_t* indices) {
  const Routine<T>& routine = suite.routines[e.routine];
  if (e.empty_set) {
    if (routine.returns) {
      EXPECT_EQ(result, routine.empty) << e.what;
    }
    return;
  }
  if (!on_set(routine.kind)) {
    if (routine.kind == Kind::kTest) {
      EXPECT_EQ(result, e.satisfied[0] ? 1u : 0u) << e.what;
    }
    return;
  }
  const size_t count = static_cast<size_t>(
      std::count(e.satisfied.begin(), e.satisfied.end(), true));
  if (selects_all(routine.kind) && routine.returns) {
    EXPECT_EQ(result, count == e.in_set ? 1u : 0u) << e.what;
  } else {
    check_set_result(routine, result, indices, e.satisfied, e.what);
  }
}

// The device forms agree with the spec's comparisons over the ends of T's
// range, for sets of every size in kSetSizes with and without a mask; empty
// sets give the spec's empty-set value at once.
template <typename T, typename Calls>
void check_device_comparisons(const Suite<T>& suite) {
  SYMSYNC_REQUIRE_DEVICE();
  const std::vector<T> values = interesting_values<T>();
  const int exclude_all[7] = {1, -1, 7, 2, 3, 4, 5};
  CaseBatch<T> batch(4096);
  std::vector<Expectation> expectations;
  std::vector<uint64_t> results;
  std::vector<size_t> indices;
  auto flush = [&] {
    batch.template run<Calls>(&results, &indices);
    for (size_t i = 0; i < expectations.size(); ++i) {
      verify(suite, expectations[i], results[i],
             indices.data() + i * CaseBatch<T>::kWidth);
    }
    expectations.clear();
  };
  for (size_t r = 0; r < suite.routines.size(); ++r) {
    const Routine<T>& routine = suite.routines[r];
    for (int cmp : comparisons_of(suite, routine)) {
      for (T operand : values) {
        if (!on_set(routine.kind)) {
          for (T value : values) {
            const bool holds = suite.holds(cmp, value, operand);
            if (routine.kind == Kind::kWait && !holds) continue;  // would wait
            batch.add(static_cast<int>(r), cmp, 1, &value, &operand, nullptr,
                      operand);
            expectations.push_back({r,
                                    {holds},
                                    1,
                                    false,
                                    std::string(routine.name) +
                                        " on the device, value " +
                                        show(value)});
            if (batch.full()) flush();
          }
          continue;
        }
        for_each_set_case(
            suite, routine, cmp, operand, values, 1, [&](const SetCase<T>& c) {
              if (!c.returns_at_once(routine.kind)) return;
              batch.add(static_cast<int>(r), cmp, c.nelems, c.cells.data(),
                        c.operands.data(), c.status, operand);
              expectations.push_back(
                  {r, c.satisfied, c.in_set, false,
                   describe(routine.name, cmp, c.nelems, c.status) +
                       " on the device, shift " + std::to_string(c.shift)});
              if (batch.full()) flush();
            });
      }
      if (on_set(routine.kind)) {  // empty sets
        T cells[7], operands[7];
        for (size_t i = 0; i < 7; ++i) {
          operands[i] = T(5);
          cells[i] = value_where(suite, cmp, T(5), false);
        }
        batch.add(static_cast<int>(r), cmp, 0, cells, operands, nullptr, T(5),
                  true);
        expectations.push_back(
            {r,
             {},
             0,
             true,
             std::string(routine.name) + " on the device, nelems 0"});
        batch.add(static_cast<int>(r), cmp, 7, cells, operands, exclude_all,
                  T(5));
        expectations.push_back(
            {r,
             {},
             0,
             true,
             std::string(routine.name) + " on the device, all excluded"});
        if (batch.size() + 2 >= 4096) flush();
      }
    }
  }
  if (batch.size() > 0) flush();
}

// Block 0 waits on (or polls) the PE's variables; block 1 writes a payload
// with plain stores into the PE `target` and then releases its variables,
// reaching them through nvshmem_ptr in device code. With target == this PE
// this is two blocks of one PE; with another PE it is two PEs sharing or
// across GPUs. With `pause_before_last` the last release comes about a
// millisecond after the others; `all_released` tells whether every element
// in the set held its released value when the routine returned.
template <typename T, typename Calls>
__global__ void wake_kernel(int routine, Kind kind, Args<T> args, int target,
                            const size_t* updated, int n_updated,
                            bool pause_before_last, const T* satisfied,
                            uint64_t* payload, int payload_words,
                            uint64_t round, uint64_t* result, int* payload_ok,
                            int* all_released) {
  if (blockIdx.x == 1) {
    const long long start = clock64();
    while (clock64() - start < 100000) {
    }
    auto* target_payload = static_cast<uint64_t*>(nvshmem_ptr(payload, target));
    auto* target_cells = static_cast<T*>(nvshmem_ptr(args.ivars, target));
    for (int i = 0; i < payload_words; ++i)
      target_payload[i] = round * 1000 + i;
    for (int j = 0; j < n_updated; ++j) {
      if (pause_before_last && j > 0 && j + 1 == n_updated) {
        const long long paused = clock64();
        while (clock64() - paused < 2000000) {
        }
      }
      release_store(&target_cells[updated[j]], satisfied[updated[j]]);
    }
    return;
  }
  uint64_t value;
  if (kind == Kind::kTest || kind == Kind::kTestAll) {
    while ((value = Calls::call(routine, args)) == 0) {
    }
  } else if (kind == Kind::kTestAny) {
    while ((value = Calls::call(routine, args)) == SIZE_MAX) {
    }
  } else if (kind == Kind::kTestSome) {
    while ((value = Calls::call(routine, args)) == 0) {
    }
  } else {
    value = Calls::call(routine, args);
  }
  int ok = 1;
  for (int i = 0; i < payload_words; ++i) {
    if (payload[i] != round * 1000 + i) ok = 0;
  }
  int released = 1;
  for (size_t i = 0; i < args.nelems; ++i) {
    const bool member = args.status == nullptr || args.status[i] == 0;
    const volatile T* cell = args.ivars + i;
    if (member && *cell != satisfied[i]) released = 0;
  }
  *result = value;
  *payload_ok = ok;
  *all_released = released;
}

// Every routine wakes when another block of this PE, or the left PE, updates
// the variables; the payload written before the update is visible after it;
// *_all routines return only once every element is released (the last comes
// after a pause). 20 elements: a whole block of the core's block-at-a-time
// scan and a tail.
template <typename T, typename Calls>
void check_device_wakeup(const Suite<T>& suite) {
  SYMSYNC_REQUIRE_DEVICE();
  constexpr size_t kCount = 20;
  constexpr int kPayload = 32;
  T* cells = static_cast<T*>(nvshmem_malloc(sizeof(T) * kCount));
  auto* payload =
      static_cast<uint64_t*>(nvshmem_malloc(sizeof(uint64_t) * kPayload));
  T *operands = nullptr, *satisfied = nullptr;
  size_t *updated = nullptr, *indices = nullptr;
  int* status = nullptr;
  uint64_t* result = nullptr;
  int* payload_ok = nullptr;
  int* all_released = nullptr;
  cudaMalloc(&operands, sizeof(T) * kCount);
  cudaMalloc(&satisfied, sizeof(T) * kCount);
  cudaMalloc(&updated, sizeof(size_t) * kCount);
  cudaMalloc(&indices, sizeof(size_t) * kCount);
  cudaMalloc(&status, sizeof(int) * kCount);
  cudaMalloc(&result, sizeof(uint64_t));
  cudaMalloc(&payload_ok, sizeof(int));
  cudaMalloc(&all_released, sizeof(int));
  int exclude_one[kCount] = {};
  exclude_one[1] = 3;
  uint64_t round = 0;
  for (size_t r = 0; r < suite.routines.size(); ++r) {
    const Routine<T>& routine = suite.routines[r];
    for (int cmp : comparisons_of(suite, routine)) {
      for (bool masked : {false, true}) {
        if (masked && !on_set(routine.kind)) continue;
        ++round;
        const size_t nelems = on_set(routine.kind) ? kCount : 1;
        std::vector<T> host_operands(kCount), host_unsatisfied(kCount),
            host_satisfied(kCount);
        for (size_t i = 0; i < kCount; ++i) {
          host_operands[i] = routine.vector ? static_cast<T>(5 + i) : T(5);
          host_unsatisfied[i] =
              value_where(suite, cmp, host_operands[i], false);
          host_satisfied[i] = value_where(suite, cmp, host_operands[i], true);
        }
        const std::vector<size_t> host_updated =
            on_set(routine.kind)
                ? elements_to_update(routine.kind, nelems,
                                     masked ? exclude_one : nullptr, round)
                : std::vector<size_t>{0};
        SYMSYNC_CUDA_OK(cudaMemcpy(cells, host_unsatisfied.data(),
                                   sizeof(T) * kCount, cudaMemcpyHostToDevice));
        SYMSYNC_CUDA_OK(cudaMemset(payload, 0, sizeof(uint64_t) * kPayload));
        SYMSYNC_CUDA_OK(cudaMemcpy(operands, host_operands.data(),
                                   sizeof(T) * kCount, cudaMemcpyHostToDevice));
        SYMSYNC_CUDA_OK(cudaMemcpy(satisfied, host_satisfied.data(),
                                   sizeof(T) * kCount, cudaMemcpyHostToDevice));
        SYMSYNC_CUDA_OK(cudaMemcpy(updated, host_updated.data(),
                                   sizeof(size_t) * host_updated.size(),
                                   cudaMemcpyHostToDevice));
        SYMSYNC_CUDA_OK(cudaMemcpy(status, exclude_one, sizeof(int) * kCount,
                                   cudaMemcpyHostToDevice));
        SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
        nvshmem_barrier_all();

        Args<T> args;
        args.ivar = args.sig_addr = args.ivars = cells;
        args.nelems = nelems;
        args.indices = indices;
        args.status = masked ? status : nullptr;
        args.cmp = cmp;
        args.cmp_value = host_operands[0];
        args.cmp_values = operands;
        const std::string what = describe(routine.name, cmp, nelems,
                                          masked ? exclude_one : nullptr) +
                                 " on the device";
        note_activity(what);
        SYMSYNC_CUDA_OK(launch_co_resident(
            wake_kernel<T, Calls>, 2, static_cast<int>(r), routine.kind, args,
            right_pe(), updated, static_cast<int>(host_updated.size()),
            selects_all(routine.kind), satisfied, payload, kPayload, round,
            result, payload_ok, all_released));
        SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
        uint64_t host_result = 0;
        int host_payload_ok = 0, host_all_released = 0;
        std::vector<size_t> host_indices(kCount);
        SYMSYNC_CUDA_OK(cudaMemcpy(&host_result, result, sizeof host_result,
                                   cudaMemcpyDeviceToHost));
        SYMSYNC_CUDA_OK(cudaMemcpy(&host_payload_ok, payload_ok,
                                   sizeof host_payload_ok,
                                   cudaMemcpyDeviceToHost));
        SYMSYNC_CUDA_OK(cudaMemcpy(host_indices.data(), indices,
                                   sizeof(size_t) * kCount,
                                   cudaMemcpyDeviceToHost));
        SYMSYNC_CUDA_OK(cudaMemcpy(&host_all_released, all_released,
                                   sizeof host_all_released,
                                   cudaMemcpyDeviceToHost));
        EXPECT_EQ(host_payload_ok, 1)
            << what << ": payload written before the update not visible";
        if (on_set(routine.kind) && selects_all(routine.kind)) {
          EXPECT_EQ(host_all_released, 1)
              << what << ": returned before every element was released";
        }
        const std::set<size_t> released(host_updated.begin(),
                                        host_updated.end());
        if (selects_any(routine.kind)) {
          EXPECT_TRUE(released.count(host_result))
              << what << ": returned " << host_result;
        } else if (selects_some(routine.kind)) {
          // EXPECT, not ASSERT: this PE must still reach the barrier below.
          EXPECT_GE(host_result, 1u) << what;
          EXPECT_LE(host_result, nelems) << what;
          for (size_t i = 0; i < host_result && i < nelems; ++i)
            EXPECT_TRUE(released.count(host_indices[i])) << what;
        } else if (routine.kind == Kind::kWait && routine.returns) {
          EXPECT_EQ(static_cast<T>(host_result), host_satisfied[0])
              << what << ": returned value";
        }
        nvshmem_barrier_all();
      }
    }
  }
  cudaFree(operands);
  cudaFree(satisfied);
  cudaFree(updated);
  cudaFree(indices);
  cudaFree(status);
  cudaFree(result);
  cudaFree(payload_ok);
  cudaFree(all_released);
  nvshmem_free(payload);
  nvshmem_free(cells);
}

template <typename T, typename Calls>
__global__ void any_kernel(int routine, Args<T> args, int calls,
                           uint64_t* results) {
  for (int i = 0; i < calls; ++i) results[i] = Calls::call(routine, args);
}

// A series of *_any calls on the device returns every satisfied element.
template <typename T, typename Calls>
void check_device_any_does_not_starve(const Suite<T>& suite) {
  SYMSYNC_REQUIRE_DEVICE();
  constexpr size_t kCount = 6;
  constexpr int kCalls = 3 * kCount;
  T* cells = static_cast<T*>(nvshmem_malloc(sizeof(T) * kCount));
  T* operands = nullptr;
  uint64_t* results = nullptr;
  cudaMalloc(&operands, sizeof(T) * kCount);
  cudaMalloc(&results, sizeof(uint64_t) * kCalls);
  for (size_t r = 0; r < suite.routines.size(); ++r) {
    const Routine<T>& routine = suite.routines[r];
    if (!selects_any(routine.kind)) continue;
    for (int cmp : comparisons_of(suite, routine)) {
      std::vector<T> host_operands(kCount), host_cells(kCount);
      for (size_t i = 0; i < kCount; ++i) {
        host_operands[i] = routine.vector ? static_cast<T>(10 + i) : T(10);
        host_cells[i] = value_where(suite, cmp, host_operands[i], true);
      }
      SYMSYNC_CUDA_OK(cudaMemcpy(cells, host_cells.data(), sizeof(T) * kCount,
                                 cudaMemcpyHostToDevice));
      SYMSYNC_CUDA_OK(cudaMemcpy(operands, host_operands.data(),
                                 sizeof(T) * kCount, cudaMemcpyHostToDevice));
      Args<T> args;
      args.ivars = cells;
      args.nelems = kCount;
      args.cmp = cmp;
      args.cmp_value = host_operands[0];
      args.cmp_values = operands;
      any_kernel<T, Calls>
          <<<1, 1>>>(static_cast<int>(r), args, kCalls, results);
      SYMSYNC_CUDA_OK(cudaGetLastError());
      SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
      std::vector<uint64_t> host_results(kCalls);
      SYMSYNC_CUDA_OK(cudaMemcpy(host_results.data(), results,
                                 sizeof(uint64_t) * kCalls,
                                 cudaMemcpyDeviceToHost));
      const std::set<uint64_t> seen(host_results.begin(), host_results.end());
      EXPECT_EQ(seen.size(), kCount) << routine.name << " cmp=" << cmp
                                     << " on the device starved an element";
    }
  }
  cudaFree(operands);
  cudaFree(results);
  nvshmem_free(cells);
}

template <typename T, typename Calls>
__global__ void toggle_kernel(int routine, Args<T> args, T good, T bad,
                              int calls, int* stop, int* wrong) {
  if (blockIdx.x == 1) {
    for (uint64_t i = 0;
         cuda::atomic_ref<int, cuda::thread_scope_device>(*stop).load() == 0;
         ++i) {
      release_store(args.sig_addr, (i & 1) ? good : bad);
    }
    return;
  }
  int count = 0;
  for (int i = 0; i < calls; ++i) {
    const T value = static_cast<T>(Calls::call(routine, args));
    if (value != good) ++count;  // with NE bad, only `good` satisfies
  }
  *wrong = count;
  cuda::atomic_ref<int, cuda::thread_scope_device>(*stop).store(1);
}

// On the device too, a waiting routine returns the value that satisfied it.
template <typename T, typename Calls>
void check_device_returns_the_satisfying_value(const Suite<T>& suite) {
  SYMSYNC_REQUIRE_DEVICE();
  T* cell = static_cast<T*>(nvshmem_calloc(1, sizeof(T)));
  int* flags = nullptr;
  cudaMalloc(&flags, 2 * sizeof(int));
  for (size_t r = 0; r < suite.routines.size(); ++r) {
    const Routine<T>& routine = suite.routines[r];
    if (routine.kind != Kind::kWait || !routine.returns || !routine.has_cmp)
      continue;
    const T bad = T(0), good = T(9);
    SYMSYNC_CUDA_OK(cudaMemset(flags, 0, 2 * sizeof(int)));
    SYMSYNC_CUDA_OK(cudaMemcpy(cell, &bad, sizeof(T), cudaMemcpyHostToDevice));
    Args<T> args;
    args.ivar = args.sig_addr = cell;
    args.cmp = NVSHMEM_CMP_NE;
    args.cmp_value = bad;
    SYMSYNC_CUDA_OK(launch_co_resident(toggle_kernel<T, Calls>, 2,
                                       static_cast<int>(r), args, good, bad,
                                       20000, flags, flags + 1));
    SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
    int wrong = -1;
    SYMSYNC_CUDA_OK(
        cudaMemcpy(&wrong, flags + 1, sizeof(int), cudaMemcpyDeviceToHost));
    EXPECT_EQ(wrong, 0)
        << routine.name
        << " on the device returned values that do not satisfy NE " << +bad;
  }
  cudaFree(flags);
  nvshmem_free(cell);
}

template <typename T>
__global__ void write_then_release(uint64_t* payload, int words, uint64_t round,
                                   T* flag, T value) {
  for (int i = 0; i < words; ++i) payload[i] = round * 1000 + i;
  release_store(flag, value);
}

template <typename Word>
__global__ void copy_words(const Word* from, Word* to, int words) {
  for (int i = 0; i < words; ++i) to[i] = from[i];
}

// A stream form (host function with a stream) adapted to Args.
template <typename T>
struct StreamRoutine {
  const char* name;
  bool has_cmp;
  int fixed_cmp;
  void (*call)(const Args<T>&, cudaStream_t);
};

template <typename T>
void add_stream(std::vector<StreamRoutine<T>>* routines, const char* name,
                bool has_cmp, int fixed_cmp,
                void (*call)(const Args<T>&, cudaStream_t)) {
  routines->push_back({name, has_cmp, fixed_cmp, call});
}

// A stream form makes later work on its stream wait until the condition
// holds (the stream is still busy before the release), and that work then
// sees the data written before the release.
template <typename T>
void check_stream_forms(const Suite<T>& suite,
                        const std::vector<StreamRoutine<T>>& routines) {
  SYMSYNC_REQUIRE_DEVICE();
  constexpr int kWords = 16;
  T* flag = static_cast<T*>(nvshmem_malloc(sizeof(T)));
  auto* payload =
      static_cast<uint64_t*>(nvshmem_malloc(sizeof(uint64_t) * kWords));
  uint64_t* seen = nullptr;
  cudaMalloc(&seen, sizeof(uint64_t) * kWords);
  cudaStream_t waiting, releasing;
  SYMSYNC_CUDA_OK(cudaStreamCreateWithFlags(&waiting, cudaStreamNonBlocking));
  SYMSYNC_CUDA_OK(cudaStreamCreateWithFlags(&releasing, cudaStreamNonBlocking));
  uint64_t round = 0;
  for (const StreamRoutine<T>& routine : routines) {
    for (int cmp : routine.has_cmp ? suite.comparisons
                                   : std::vector<int>{routine.fixed_cmp}) {
      ++round;
      const T operand = T(5);
      const T unsatisfied = value_where(suite, cmp, operand, false);
      const T satisfied = value_where(suite, cmp, operand, true);
      SYMSYNC_CUDA_OK(
          cudaMemcpy(flag, &unsatisfied, sizeof(T), cudaMemcpyHostToDevice));
      SYMSYNC_CUDA_OK(cudaMemset(payload, 0, sizeof(uint64_t) * kWords));
      SYMSYNC_CUDA_OK(cudaMemset(seen, 0, sizeof(uint64_t) * kWords));
      SYMSYNC_CUDA_OK(cudaDeviceSynchronize());
      Args<T> args;
      args.ivar = args.sig_addr = flag;
      args.cmp = cmp;
      args.cmp_value = operand;
      const std::string what =
          std::string(routine.name) + " cmp=" + std::to_string(cmp);
      note_activity(what);
      routine.call(args, waiting);
      copy_words<uint64_t><<<1, 1, 0, waiting>>>(payload, seen, kWords);
      SYMSYNC_CUDA_OK(cudaGetLastError());
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      EXPECT_EQ(cudaStreamQuery(waiting), cudaErrorNotReady)
          << what << ": the stream did not wait";
      write_then_release<T>
          <<<1, 1, 0, releasing>>>(payload, kWords, round, flag, satisfied);
      SYMSYNC_CUDA_OK(cudaGetLastError());
      SYMSYNC_CUDA_OK(cudaStreamSynchronize(waiting));
      std::vector<uint64_t> copied(kWords);
      SYMSYNC_CUDA_OK(cudaMemcpy(copied.data(), seen, sizeof(uint64_t) * kWords,
                                 cudaMemcpyDeviceToHost));
      for (int i = 0; i < kWords; ++i) {
        EXPECT_EQ(copied[i], round * 1000 + i)
            << what << ": work after the wait saw old data";
      }
    }
  }
  cudaStreamDestroy(waiting);
  cudaStreamDestroy(releasing);
  cudaFree(seen);
  nvshmem_free(payload);
  nvshmem_free(flag);
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_
