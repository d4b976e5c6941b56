// The host routines NVSHMEM programs build on besides the point-to-point
// API (spec/cuda.yaml, nvshmemx_barrier_all_on_stream, the status codes and
// error macros): what they refuse runs everywhere; what needs a GPU is
// skipped without one, and runs in the GPU pack as one PE and as two.

#include <cooperative_groups.h>
#include <cuda.h>
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <symsync/proxy_channel.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/proxy/proxy.h"
#include "tests/runtime/cumodule_cubins.h"
#include "tests/support/cuda_test.h"
#include "tests/support/pe_test.h"
#include "tests/support/proxy_recorder.h"

namespace {

// Whether `text` holds `part`, with both in the failure message.
testing::AssertionResult Contains(const std::string& text,
                                  const std::string& part) {
  if (text.find(part) != std::string::npos) return testing::AssertionSuccess();
  return testing::AssertionFailure() << "\"" << part << "\" is not in:\n"
                                     << text;
}

using symsync_test::await_device_report;
using symsync_test::gpu_visible;
#define CUDA_OK(call) SYMSYNC_CUDA_OK(call)

// ---------------------------------------------------------------------------
// Status codes and NVSHMEM's error macros

TEST(StatusCodes, AreAnIntEnumWhoseNamesMatchTheirValues) {
  EXPECT_EQ(sizeof(enum nvshmemx_status), sizeof(int));
  EXPECT_STREQ(nvshmemx_status_string(NVSHMEMX_SUCCESS), "NVSHMEMX_SUCCESS");
  EXPECT_STREQ(nvshmemx_status_string(NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED),
               "NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED");
  EXPECT_STREQ(nvshmemx_status_string(NVSHMEMX_ERROR_INTERNAL),
               "NVSHMEMX_ERROR_INTERNAL");
  EXPECT_STREQ(nvshmemx_status_string(-3), "<nvshmemx_status unknown>");
}

int fails_with_internal(int status) {
  NVSHMEMI_NZ_ERROR_JMP(status, NVSHMEMX_ERROR_INTERNAL, out,
                        "step %d went wrong", 3);
out:
  return status;
}

int fails_on_null(const void* pointer) {
  int status = 0;
  NVSHMEMI_NULL_ERROR_JMP(pointer, status, NVSHMEMX_ERROR_OUT_OF_MEMORY, out,
                          "no buffer for %s", "the table");
out:
  return status;
}

int returns_invalid() {
  int status = 0;
  NVSHMEMI_ERROR_RET(status, NVSHMEMX_ERROR_INVALID_VALUE, "bad %s", "size");
}

TEST(ErrorMacros, JumpAndReturnWithTheirStatusAndMessage) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(fails_with_internal(0), 0);  // nothing to report
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");

  testing::internal::CaptureStderr();
  EXPECT_EQ(fails_with_internal(NVSHMEMX_ERROR_SYMMETRY),
            NVSHMEMX_ERROR_INTERNAL);
  EXPECT_EQ(fails_on_null(nullptr), NVSHMEMX_ERROR_OUT_OF_MEMORY);
  static const int kSomething = 1;
  EXPECT_EQ(fails_on_null(&kSomething), 0);
  EXPECT_EQ(returns_invalid(), NVSHMEMX_ERROR_INVALID_VALUE);
  NVSHMEMI_ERROR_PRINT("plain %s", "report");
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(Contains(printed,
                       "error status: 4 (NVSHMEMX_ERROR_SYMMETRY) "
                       "step 3 went wrong\n"));
  EXPECT_TRUE(Contains(printed, "NULL value no buffer for the table\n"));
  EXPECT_TRUE(Contains(printed,
                       "non-zero status: 1 "
                       "(NVSHMEMX_ERROR_INVALID_VALUE) bad size\n"));
  EXPECT_TRUE(Contains(printed, "cuda_scaffolding_test.cu:"));
  EXPECT_TRUE(Contains(printed, ":TestBody:"));  // the function's name
  EXPECT_TRUE(Contains(printed, "plain report\n"));
}

// ---------------------------------------------------------------------------
// nvshmemx_collective_launch

__device__ unsigned long long timer_ns() {
  unsigned long long now;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(now));
  return now;
}

// Every block arrives, then waits until every block has: only a grid whose
// blocks all run at once gets past it (the others time out after 10 s, and
// set flags[0]). flags[1] says whether CUDA launched the grid cooperatively,
// which alone promises that: a plain launch of a grid that happens to fit
// gets past the rendezvous too.
__global__ void grid_rendezvous(unsigned* arrived, int* flags) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    flags[1] = cooperative_groups::this_grid().is_valid() ? 1 : 0;
  }
  atomicAdd(arrived, 1u);
  const unsigned long long start = timer_ns();
  while (atomicAdd(arrived, 0u) < gridDim.x) {
    if (timer_ns() - start > 10000000000ull) {
      atomicExch(&flags[0], 1);
      return;
    }
  }
}

TEST(CollectiveLaunch, NullFunctionIsInvalid) {
  testing::internal::CaptureStderr();
  int blocks = 0;
  EXPECT_EQ(
      nvshmemx_collective_launch(nullptr, dim3(1), dim3(1), nullptr, 0, 0),
      NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(nvshmemx_collective_launch_query_gridsize(
                reinterpret_cast<const void*>(grid_rendezvous), dim3(32),
                nullptr, 0, nullptr),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(nvshmemx_collective_launch_query_gridsize(nullptr, dim3(32),
                                                      nullptr, 0, &blocks),
            NVSHMEMX_ERROR_INVALID_VALUE);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(Contains(printed, "nvshmemx_collective_launch: func is NULL"));
  EXPECT_TRUE(Contains(printed,
                       "nvshmemx_collective_launch_query_gridsize: "
                       "gridsize is NULL"));
}

TEST(CollectiveLaunch, BlocksThatWaitForEachOtherAllRun) {
  SYMSYNC_REQUIRE_GPU();
  const void* kernel = reinterpret_cast<const void*>(grid_rendezvous);
  int largest = 0;
  ASSERT_EQ(nvshmemx_collective_launch_query_gridsize(kernel, dim3(128),
                                                      nullptr, 0, &largest),
            NVSHMEMX_SUCCESS);
  int processors = 0;
  CUDA_OK(
      cudaDeviceGetAttribute(&processors, cudaDevAttrMultiProcessorCount, 0));
  EXPECT_GE(largest, processors);  // at least one such block per processor
  unsigned* arrived = nullptr;
  int* flags = nullptr;
  CUDA_OK(cudaMallocManaged(&arrived, sizeof *arrived));
  CUDA_OK(cudaMallocManaged(&flags, 2 * sizeof *flags));
  *arrived = 0;
  flags[0] = 0;
  flags[1] = -1;
  void* args[] = {&arrived, &flags};
  ASSERT_EQ(
      nvshmemx_collective_launch(kernel, dim3(largest), dim3(128), args, 0, 0),
      NVSHMEMX_SUCCESS);
  CUDA_OK(cudaDeviceSynchronize());
  EXPECT_EQ(flags[0], 0) << "the blocks did not all run at once";
  EXPECT_EQ(flags[1], 1) << "the grid was not launched cooperatively";
  EXPECT_EQ(*arrived, static_cast<unsigned>(largest));
  CUDA_OK(cudaFree(arrived));
  CUDA_OK(cudaFree(flags));
}

TEST(CollectiveLaunch, TooLargeAGridIsRefusedWithTheLargestThatFits) {
  SYMSYNC_REQUIRE_GPU();
  const void* kernel = reinterpret_cast<const void*>(grid_rendezvous);
  int largest = 0;
  ASSERT_EQ(nvshmemx_collective_launch_query_gridsize(kernel, dim3(256),
                                                      nullptr, 0, &largest),
            NVSHMEMX_SUCCESS);
  unsigned* arrived = nullptr;
  int* flags = nullptr;
  void* args[] = {&arrived, &flags};
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_collective_launch(kernel, dim3(largest + 1), dim3(256),
                                       args, 0, 0),
            NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(Contains(
      printed, "nvshmemx_collective_launch: a grid of " +
                   std::to_string(largest + 1) +
                   " x 1 x 1 = " + std::to_string(largest + 1) + " blocks"));
  EXPECT_TRUE(Contains(
      printed, "at most " + std::to_string(largest) + " such blocks fit"));
}

// ---------------------------------------------------------------------------
// nvshmemx_cumodule_init / nvshmemx_cumodule_finalize

TEST(CuModule, NullOrUnknownModulesAreInvalid) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_cumodule_init(nullptr), NVSHMEMX_ERROR_INVALID_VALUE);
  CUmodule never_given = reinterpret_cast<CUmodule>(0x1000);
  EXPECT_EQ(nvshmemx_cumodule_finalize(never_given),
            NVSHMEMX_ERROR_INVALID_VALUE);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(Contains(printed, "nvshmemx_cumodule_init: module is NULL"));
  EXPECT_TRUE(Contains(printed,
                       "nvshmemx_cumodule_finalize: module 0x1000 "
                       "was not given to nvshmemx_cumodule_init"));
}

// The driver functions the test loads modules with, through the runtime so
// that the test links no libcuda.
template <typename Function>
Function driver(const char* symbol) {
  void* function = nullptr;
  cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
  EXPECT_EQ(cudaGetDriverEntryPointByVersion(symbol, &function, 12000,
                                             cudaEnableDefault, &found),
            cudaSuccess);
  EXPECT_EQ(found, cudaDriverEntryPointSuccess) << symbol;
  return reinterpret_cast<Function>(function);
}

struct Driver {
  decltype(&cuModuleLoadData) load =
      driver<decltype(&cuModuleLoadData)>("cuModuleLoadData");
  decltype(&cuModuleUnload) unload =
      driver<decltype(&cuModuleUnload)>("cuModuleUnload");
  decltype(&cuModuleGetFunction) function =
      driver<decltype(&cuModuleGetFunction)>("cuModuleGetFunction");
  decltype(&cuLaunchKernel) launch =
      driver<decltype(&cuLaunchKernel)>("cuLaunchKernel");
};

TEST(CuModule, ModuleFromACubinCallsTheLibrary) {
  SYMSYNC_REQUIRE_GPU();
  CUDA_OK(cudaFree(nullptr));  // the primary context exists
  const Driver d;
  CUmodule module = nullptr;
  ASSERT_EQ(d.load(&module, kCumoduleKernelsCubin), CUDA_SUCCESS);
  ASSERT_EQ(nvshmemx_cumodule_init(module), NVSHMEMX_SUCCESS);
  CUfunction kernel = nullptr;
  ASSERT_EQ(d.function(&kernel, module, "module_sees_the_library"),
            CUDA_SUCCESS);
  int* out = nullptr;
  CUDA_OK(cudaMallocManaged(&out, 2 * sizeof(int)));
  out[0] = out[1] = -1;
  int* cell = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  void* args[] = {&out, &cell};
  ASSERT_EQ(d.launch(kernel, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr),
            CUDA_SUCCESS);
  CUDA_OK(cudaDeviceSynchronize());
  EXPECT_EQ(out[0], nvshmem_my_pe());
  EXPECT_EQ(out[1], nvshmem_n_pes());
  nvshmem_barrier_all();
  int written = 0;
  CUDA_OK(cudaMemcpy(&written, cell, sizeof written, cudaMemcpyDeviceToHost));
  EXPECT_EQ(written, symsync_test::left_pe() + 100);
  nvshmem_barrier_all();
  nvshmem_free(cell);
  EXPECT_EQ(nvshmemx_cumodule_finalize(module), NVSHMEMX_SUCCESS);
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_cumodule_finalize(module), NVSHMEMX_ERROR_INVALID_VALUE);
  testing::internal::GetCapturedStderr();
  EXPECT_EQ(d.unload(module), CUDA_SUCCESS);
  CUDA_OK(cudaFree(out));
}

// The refusal comes from cuModuleGetGlobal failing, which
// compute-sanitizer's memcheck counts as an error: suites named
// *ExpectedDriverError are left out of the GPU pack's sanitizer runs.
TEST(CuModuleExpectedDriverError, ModuleWithoutTheLibrarysHeaderIsRefused) {
  SYMSYNC_REQUIRE_GPU();
  CUDA_OK(cudaFree(nullptr));
  const Driver d;
  CUmodule module = nullptr;
  ASSERT_EQ(d.load(&module, kPlainKernelCubin), CUDA_SUCCESS);
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_cumodule_init(module), NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_TRUE(Contains(testing::internal::GetCapturedStderr(),
                       "has no 'symsync_device_state': its device code did "
                       "not include <nvshmem.h>, or was compiled with -rdc"));
  EXPECT_EQ(d.unload(module), CUDA_SUCCESS);
}

// ---------------------------------------------------------------------------
// nvshmemx_buffer_register_symmetric / nvshmemx_buffer_unregister_symmetric

// Through the registered buffer: stores `value` into the right neighbour's
// element 1 with nvshmem_int_p, and puts elements 2..3 there with a
// put-with-signal whose signal object (element 4's pair) is in the buffer
// too; returns nvshmem_ptr of the buffer for every PE in `seen`.
__global__ void use_registered(int* buffer, int value, void** seen) {
  const int me = nvshmem_my_pe();
  const int n = nvshmem_n_pes();
  const int right = (me + 1) % n;
  for (int pe = 0; pe < n; ++pe) seen[pe] = nvshmem_ptr(buffer, pe);
  nvshmem_int_p(&buffer[1], value, right);
  buffer[8] = value + 1;
  buffer[9] = value + 2;
  auto* signal = reinterpret_cast<uint64_t*>(&buffer[4]);
  nvshmem_int_put_signal(&buffer[2], &buffer[8], 2, signal, 1,
                         NVSHMEM_SIGNAL_SET, right);
  nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, 1);  // the left's put
  nvshmem_quiet();
}

__global__ void pointer_of(const int* address, int pe, void** out) {
  out[0] = nvshmem_ptr(address, pe);
}

TEST(RegisteredBuffer, IsSymmetricForDeviceAndHostRoutines) {
  SYMSYNC_REQUIRE_GPU();
  const int me = symsync_test::my_pe();
  const int n = symsync_test::n_pes();
  constexpr size_t kBytes = 1 << 20;
  int* buffer = nullptr;
  CUDA_OK(cudaMalloc(&buffer, kBytes));
  CUDA_OK(cudaMemset(buffer, 0, kBytes));
  void* registered = nvshmemx_buffer_register_symmetric(buffer, kBytes, 0);
  ASSERT_EQ(registered, buffer);
  void** seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, n * sizeof(void*)));
  use_registered<<<1, 1>>>(buffer, 1000 + 100 * me, seen);
  CUDA_OK(cudaDeviceSynchronize());
  EXPECT_EQ(seen[me], buffer);
  for (int pe = 0; pe < n; ++pe) {
    EXPECT_NE(seen[pe], nullptr) << "PE " << pe;
    EXPECT_EQ(nvshmem_ptr(buffer, pe), seen[pe]) << "PE " << pe;
  }
  nvshmem_barrier_all();
  int got[4] = {};
  CUDA_OK(cudaMemcpy(got, &buffer[0], sizeof got, cudaMemcpyDeviceToHost));
  const int left = symsync_test::left_pe();
  EXPECT_EQ(got[1], 1000 + 100 * left);
  EXPECT_EQ(got[2], 1000 + 100 * left + 1);
  EXPECT_EQ(got[3], 1000 + 100 * left + 2);
  // A host form reaches the neighbour's buffer too.
  nvshmem_int_p(&buffer[0], 7000 + me, symsync_test::right_pe());
  nvshmem_barrier_all();
  CUDA_OK(cudaMemcpy(got, &buffer[0], sizeof(int), cudaMemcpyDeviceToHost));
  EXPECT_EQ(got[0], 7000 + left);
  nvshmem_barrier_all();
  EXPECT_EQ(nvshmemx_buffer_unregister_symmetric(buffer, kBytes),
            NVSHMEMX_SUCCESS);
  // Ordinary memory again, for host and device code.
  EXPECT_EQ(nvshmem_ptr(buffer, me), nullptr);
  seen[0] = buffer;
  pointer_of<<<1, 1>>>(buffer, me, seen);
  CUDA_OK(cudaDeviceSynchronize());
  EXPECT_EQ(seen[0], nullptr);
  CUDA_OK(cudaFree(seen));
  CUDA_OK(cudaFree(buffer));
}

TEST(RegisteredBuffer, WhatCannotBeRegisteredIsRefusedOnEveryPE) {
  SYMSYNC_REQUIRE_GPU();
  int* buffer = nullptr;
  CUDA_OK(cudaMalloc(&buffer, 4096));
  testing::internal::CaptureStderr();
  // Sizes that differ between PEs (with one PE, a flag is refused instead).
  const size_t size = symsync_test::n_pes() == 1
                          ? 4096
                          : 2048 + 1024 * (symsync_test::my_pe() % 2);
  EXPECT_EQ(nvshmemx_buffer_register_symmetric(
                buffer, size, symsync_test::n_pes() == 1 ? 1 : 0),
            nullptr);
  // Host memory, and the heap itself.
  std::vector<int> host(16);
  EXPECT_EQ(nvshmemx_buffer_register_symmetric(host.data(), 64, 0), nullptr);
  void* heap = nvshmem_malloc(4096);
  EXPECT_EQ(nvshmemx_buffer_register_symmetric(heap, 4096, 0), nullptr);
  nvshmem_free(heap);
  const std::string printed = testing::internal::GetCapturedStderr();
  if (symsync_test::n_pes() == 1) {
    EXPECT_TRUE(Contains(printed, "flags is 1, and no flag is defined"));
  } else {
    EXPECT_TRUE(Contains(printed, "every PE must pass the same size"));
  }
  EXPECT_TRUE(Contains(printed, "it is not memory of GPU"));
  EXPECT_TRUE(
      Contains(printed, "it lies in the symmetric heap's own allocation"));
  CUDA_OK(cudaFree(buffer));
}

TEST(RegisteredBuffer, NeedsTheHeapInGpuMemoryAndARegisteredBuffer) {
  if (gpu_visible()) GTEST_SKIP() << "the heap is in GPU memory here";
  int cell = 0;
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_buffer_register_symmetric(&cell, sizeof cell, 0), nullptr);
  EXPECT_EQ(nvshmemx_buffer_unregister_symmetric(&cell, sizeof cell),
            NVSHMEMX_ERROR_INVALID_VALUE);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(Contains(printed,
                       "nvshmemx_buffer_register_symmetric: cannot register 4 "
                       "bytes at "));
  EXPECT_TRUE(Contains(printed,
                       "registered buffers need the symmetric heap in GPU "
                       "memory, and it is in host memory"));
  EXPECT_TRUE(Contains(printed, "nvshmemx_buffer_unregister_symmetric: 0x"));
  EXPECT_TRUE(Contains(printed,
                       "is not a buffer registered with "
                       "nvshmemx_buffer_register_symmetric"));
}

// ---------------------------------------------------------------------------
// nvshmemx_barrier_all_on_stream

// Stores `value` into the right neighbour's copy of *cell.
__global__ void store_to_right(int* cell, int value) {
  nvshmem_int_p(cell, value, (nvshmem_my_pe() + 1) % nvshmem_n_pes());
}

__global__ void copy_cell(const int* cell, int* out) { *out = *cell; }

// A PE's stream reads, after the barrier (or the sync), what its left
// neighbour's stream stored before it; the neighbour stores late (its host
// thread sleeps first), so a barrier that did not wait for it would read the
// old value.
TEST(BarrierAllOnStream, WorkAfterItSeesEveryPEsWorkBeforeIt) {
  SYMSYNC_REQUIRE_GPU();
  int* cell = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  int* seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, sizeof *seen));
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  for (int round = 1; round <= 3; ++round) {
    *seen = -1;
    if (symsync_test::my_pe() == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    store_to_right<<<1, 1, 0, stream>>>(cell,
                                        round * 1000 + symsync_test::my_pe());
    // Even rounds: the sync, the same wait without the barrier's quiet.
    if (round % 2 == 0) {
      nvshmemx_sync_all_on_stream(stream);
    } else {
      nvshmemx_barrier_all_on_stream(stream);
    }
    copy_cell<<<1, 1, 0, stream>>>(cell, seen);
    CUDA_OK(cudaStreamSynchronize(stream));
    EXPECT_EQ(*seen, round * 1000 + symsync_test::left_pe())
        << "round " << round;
    nvshmem_barrier_all();  // no PE stores the next round's value early
  }
  CUDA_OK(cudaStreamDestroy(stream));
  CUDA_OK(cudaFree(seen));
  nvshmem_free(cell);
}

// The device barriers, in a kernel every PE starts with
// nvshmemx_collective_launch: each round a PE puts its number into its
// right neighbour's cell, passes nvshmemx_barrier_all_block (whose quiet
// completes the put), reads its own cell (the left neighbour's number),
// then nvshmem_sync_all (one thread) keeps the next round's put from
// overtaking the read; the rounds alternate between two cells.
__global__ void device_barrier_rounds(int* cells, int* seen, int rounds) {
  const int me = nvshmem_my_pe(), n = nvshmem_n_pes();
  for (int r = 0; r < rounds; ++r) {
    if (threadIdx.x == 0)
      nvshmem_int_p(&cells[r % 2], me * 100 + r, (me + 1) % n);
    nvshmemx_barrier_all_block();
    if (threadIdx.x == 0) seen[r] = nvshmem_int_g(&cells[r % 2], me);
    __syncthreads();
    if (threadIdx.x == 0) nvshmem_sync_all();
    __syncthreads();
  }
}

TEST(DeviceBarrier, EveryPEsPutIsThereAfterIt) {
  SYMSYNC_REQUIRE_GPU();
  constexpr int kRounds = 6;
  int* cells = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  int* seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, kRounds * sizeof *seen));
  int rounds = kRounds;
  void* args[] = {&cells, &seen, &rounds};
  ASSERT_EQ(nvshmemx_collective_launch(
                reinterpret_cast<const void*>(device_barrier_rounds), dim3(1),
                dim3(64), args, 0, 0),
            NVSHMEMX_SUCCESS);
  CUDA_OK(cudaDeviceSynchronize());
  for (int r = 0; r < kRounds; ++r) {
    EXPECT_EQ(seen[r], symsync_test::left_pe() * 100 + r) << "round " << r;
  }
  nvshmem_barrier_all();
  CUDA_OK(cudaFree(seen));
  nvshmem_free(cells);
}

__global__ void barrier_outside_a_collective_launch() { nvshmem_barrier_all(); }

void device_barrier_from_a_plain_launch() {
  barrier_outside_a_collective_launch<<<1, 1>>>();
  await_device_report();
}

// A device barrier in a kernel that nvshmemx_collective_launch did not
// start is reported, naming the routine, instead of waiting for PEs whose
// kernels may never run beside it.
TEST(DeviceBarrierDeathTest, NeedsACollectiveLaunch) {
  SYMSYNC_START_GPU_DEATH_TEST();
  EXPECT_EXIT(device_barrier_from_a_plain_launch(), testing::ExitedWithCode(1),
              "nvshmem_barrier_all: called from a kernel that "
              "nvshmemx_collective_launch did not start");
}

TEST(BarrierAllOnStreamDeathTest, NeedsTheHeapInGpuMemory) {
  if (nvshmem_n_pes() != 1 || !symsync_test::started_directly())
    GTEST_SKIP() << "death tests run only in a program started alone";
  if (gpu_visible()) GTEST_SKIP() << "the heap is in GPU memory here";
  EXPECT_EXIT(nvshmemx_barrier_all_on_stream(nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_barrier_all_on_stream: needs the symmetric heap in "
              "GPU memory, and it is in host memory");
}

// ---------------------------------------------------------------------------
// The barriers of a team in device code and on streams (nvshmem_barrier,
// nvshmem_team_sync, nvshmem_sync, and their warp, warpgroup, block and
// stream forms)

// The teams these tests run on: the world, the node, and a team a split
// made of every PE (a handle of its own: flags and counts of its own).
std::vector<nvshmem_team_t> teams_to_test(nvshmem_team_t* split) {
  *split = NVSHMEM_TEAM_INVALID;
  EXPECT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1,
                                       nvshmem_n_pes(), nullptr, 0, split),
            0);
  return {NVSHMEM_TEAM_WORLD, NVSHMEMX_TEAM_NODE, *split};
}

// The world number of the member after this PE in `team` (the first after
// the last).
__device__ int right_in(nvshmem_team_t team) {
  const int me = nvshmem_team_my_pe(team), n = nvshmem_team_n_pes(team);
  return nvshmem_team_translate_pe(team, (me + 1) % n, NVSHMEM_TEAM_WORLD);
}

// The value a member puts in round `round` of run `run`, and the one it
// reads there: its left neighbour's.
__device__ __host__ int round_value(int run, int member, int round) {
  return run * 10000 + member * 100 + round;
}

// Each round a member puts its value into its right neighbour's cell (PE 0
// late, after a spin), passes one of the team barrier's forms (thread, warp,
// warpgroup, block in turn; the barrier's quiet completes the put), reads
// its own cell, then passes one of the syncs (block, warp,
// nvshmem_team_sync, nvshmem_sync in turn), which keeps the next round's
// put from overtaking the read; the rounds alternate between two cells.
// The block is two warpgroups (kTeamBarrierThreads): in the warpgroup
// rounds the first passes the barrier of `team` and the second, at the
// same time, that of `other`; every thread of the first reads the cell,
// counting in *wrong those that read another value.
constexpr unsigned kTeamBarrierThreads = 256;

__global__ void team_barrier_rounds(nvshmem_team_t team, nvshmem_team_t other,
                                    int run, int* cells, int* seen,
                                    unsigned* wrong, int rounds) {
  const int me = nvshmem_team_my_pe(team);
  const int right = right_in(team);
  for (int r = 0; r < rounds; ++r) {
    if (threadIdx.x == 0) {
      if (nvshmem_my_pe() == 0) {
        for (int spin = 0; spin < 100; ++spin) __nanosleep(1000);
      }
      nvshmem_int_p(&cells[r % 2], round_value(run, me, r), right);
    }
    switch (r % 4) {
      case 0:
        if (threadIdx.x == 0) nvshmem_barrier(team);
        break;
      case 1:
        if (threadIdx.x < 32) nvshmemx_barrier_warp(team);
        break;
      case 2:
        // Both warpgroups at once, each at a named barrier of its own, on
        // two teams; every thread of the first reads the cell after it.
        if (threadIdx.x < 128) {
          nvshmemx_barrier_warpgroup(team);
          const int left =
              (me + nvshmem_team_n_pes(team) - 1) % nvshmem_team_n_pes(team);
          if (cells[r % 2] != round_value(run, left, r)) atomicAdd(wrong, 1u);
        } else {
          nvshmemx_barrier_warpgroup(other);
        }
        break;
      default:
        nvshmemx_barrier_block(team);
    }
    __syncthreads();
    if (threadIdx.x == 0) seen[r] = cells[r % 2];
    __syncthreads();
    switch (r % 4) {
      case 0:
        nvshmemx_team_sync_block(team);
        break;
      case 1:
        if (threadIdx.x < 32) nvshmemx_team_sync_warp(team);
        break;
      case 2:
        if (threadIdx.x == 0) nvshmem_team_sync(team);
        break;
      default:
        if (threadIdx.x == 0) nvshmem_sync(team);
    }
    __syncthreads();
  }
}

// What this PE's rounds in `team` must have read (its left neighbour's).
void expect_left_neighbours_values(nvshmem_team_t team, int run,
                                   const int* seen, int rounds) {
  const int me = nvshmem_team_my_pe(team), n = nvshmem_team_n_pes(team);
  for (int r = 0; r < rounds; ++r) {
    EXPECT_EQ(seen[r], round_value(run, (me + n - 1) % n, r))
        << "team " << team << ", round " << r;
  }
}

void launch_team_barrier_rounds(nvshmem_team_t team, int run, int* cells,
                                int* seen, unsigned* wrong, int rounds) {
  // The second warpgroup's team: another than the first's, with barriers of
  // its own.
  nvshmem_team_t other =
      team == NVSHMEM_TEAM_WORLD ? NVSHMEMX_TEAM_NODE : NVSHMEM_TEAM_WORLD;
  void* args[] = {&team, &other, &run, &cells, &seen, &wrong, &rounds};
  ASSERT_EQ(nvshmemx_collective_launch(
                reinterpret_cast<const void*>(team_barrier_rounds), dim3(1),
                dim3(kTeamBarrierThreads), args, 0, 0),
            NVSHMEMX_SUCCESS);
  CUDA_OK(cudaDeviceSynchronize());
}

TEST(TeamBarrierOnDevice, EveryMembersPutIsThereAfterIt) {
  SYMSYNC_REQUIRE_GPU();
  constexpr int kRounds = 12;
  int* cells = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  int* seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, kRounds * sizeof *seen));
  unsigned* wrong = nullptr;
  CUDA_OK(cudaMallocManaged(&wrong, sizeof *wrong));
  nvshmem_team_t split;
  const std::vector<nvshmem_team_t> teams = teams_to_test(&split);
  for (size_t run = 0; run < teams.size(); ++run) {
    *wrong = 0;
    launch_team_barrier_rounds(teams[run], static_cast<int>(run), cells, seen,
                               wrong, kRounds);
    expect_left_neighbours_values(teams[run], static_cast<int>(run), seen,
                                  kRounds);
    EXPECT_EQ(*wrong, 0u) << "threads of the first warpgroup that read the "
                             "cell before the left neighbour's put, team "
                          << teams[run];
    nvshmem_barrier_all();
  }
  nvshmem_team_destroy(split);
  CUDA_OK(cudaFree(wrong));
  CUDA_OK(cudaFree(seen));
  nvshmem_free(cells);
}

__global__ void store_to_team_right(int* cell, int value, nvshmem_team_t team) {
  nvshmem_int_p(cell, value, right_in(team));
}

// The stream forms: a member's stream reads, after the team's barrier (or
// sync), what its left neighbour's stream stored before it; PE 0's host
// thread sleeps first, so a barrier that did not wait would read the old
// value.
TEST(TeamBarrierOnStream, WorkAfterItSeesEveryMembersWorkBeforeIt) {
  SYMSYNC_REQUIRE_GPU();
  int* cell = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  int* seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, sizeof *seen));
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  nvshmem_team_t split;
  const std::vector<nvshmem_team_t> teams = teams_to_test(&split);
  for (size_t run = 0; run < teams.size(); ++run) {
    const nvshmem_team_t team = teams[run];
    const int me = nvshmem_team_my_pe(team), n = nvshmem_team_n_pes(team);
    for (int round = 0; round < 4; ++round) {
      *seen = -1;
      if (symsync_test::my_pe() == 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
      store_to_team_right<<<1, 1, 0, stream>>>(
          cell, round_value(static_cast<int>(run), me, round), team);
      const int status = round % 2 == 0
                             ? nvshmemx_barrier_on_stream(team, stream)
                             : nvshmemx_team_sync_on_stream(team, stream);
      EXPECT_EQ(status, 0);
      copy_cell<<<1, 1, 0, stream>>>(cell, seen);
      CUDA_OK(cudaStreamSynchronize(stream));
      EXPECT_EQ(*seen,
                round_value(static_cast<int>(run), (me + n - 1) % n, round))
          << "team " << team << ", round " << round;
      nvshmem_barrier_all();  // no PE stores the next round's value early
    }
  }
  nvshmem_team_destroy(split);
  CUDA_OK(cudaStreamDestroy(stream));
  CUDA_OK(cudaFree(seen));
  nvshmem_free(cell);
}

__global__ void team_barriers(nvshmem_team_t team, int count) {
  for (int i = 0; i < count; ++i) nvshmem_barrier(team);
}

// A handle a destroyed team leaves is taken by the next split; that team's
// barriers start afresh. Before, each PE passes device and stream barriers
// on a team of its own (a row of a 2-D split; each row takes the lowest
// handle free then, so PE 0's row has the handle the later split takes,
// which the other PEs never used): counts carried over would not agree.
TEST(TeamBarrierOnDevice, AReusedHandleStartsAfresh) {
  SYMSYNC_REQUIRE_GPU();
  nvshmem_team_t row = NVSHMEM_TEAM_INVALID, column = NVSHMEM_TEAM_INVALID;
  ASSERT_EQ(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, 1, nullptr, 0, &row,
                                  nullptr, 0, &column),
            0);
  ASSERT_EQ(nvshmem_team_n_pes(row), 1);
  const nvshmem_team_t row_handle = row;
  int count = 2 * (symsync_test::my_pe() + 1);
  void* args[] = {&row, &count};
  ASSERT_EQ(
      nvshmemx_collective_launch(reinterpret_cast<const void*>(team_barriers),
                                 dim3(1), dim3(1), args, 0, 0),
      NVSHMEMX_SUCCESS);
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  for (int i = 0; i < count; ++i) nvshmemx_barrier_on_stream(row, stream);
  CUDA_OK(cudaStreamSynchronize(stream));
  CUDA_OK(cudaDeviceSynchronize());
  nvshmem_team_destroy(row);
  nvshmem_team_destroy(column);
  nvshmem_team_t again = NVSHMEM_TEAM_INVALID;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1,
                                       nvshmem_n_pes(), nullptr, 0, &again),
            0);
  if (symsync_test::my_pe() == 0) {
    EXPECT_EQ(again, row_handle) << "the split took another handle than PE "
                                    "0's row had: this test needs that one";
  }
  constexpr int kRounds = 6;
  int* cells = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  int* seen = nullptr;
  CUDA_OK(cudaMallocManaged(&seen, kRounds * sizeof *seen));
  unsigned* wrong = nullptr;
  CUDA_OK(cudaMallocManaged(&wrong, sizeof *wrong));
  *wrong = 0;
  launch_team_barrier_rounds(again, 7, cells, seen, wrong, kRounds);
  expect_left_neighbours_values(again, 7, seen, kRounds);
  EXPECT_EQ(*wrong, 0u);
  CUDA_OK(cudaFree(wrong));
  int* cell = cells;
  for (int round = 0; round < 2; ++round) {
    *seen = -1;
    store_to_team_right<<<1, 1, 0, stream>>>(
        cell, round_value(8, nvshmem_team_my_pe(again), round), again);
    nvshmemx_barrier_on_stream(again, stream);
    copy_cell<<<1, 1, 0, stream>>>(cell, seen);
    CUDA_OK(cudaStreamSynchronize(stream));
    const int n = nvshmem_team_n_pes(again);
    EXPECT_EQ(*seen,
              round_value(8, (nvshmem_team_my_pe(again) + n - 1) % n, round));
    nvshmem_barrier_all();
  }
  nvshmem_team_destroy(again);
  CUDA_OK(cudaStreamDestroy(stream));
  CUDA_OK(cudaFree(seen));
  nvshmem_free(cells);
}

// The byte collectives of a team (nvshmem_broadcastmem, fcollectmem,
// alltoallmem) in device code and on streams. Member m's `src` holds one
// block of `bytes` per member, block b's byte i being byte_of(m, b, i);
// every byte of every `dest` is checked.
enum ByteCollectiveTested {
  kBroadcastTested,
  kFcollectTested,
  kAlltoallTested
};

__device__ unsigned char byte_of(int member, int block, size_t i, int salt) {
  return static_cast<unsigned char>(member * 31 + block * 17 + i * 7 + salt);
}

// One thread per byte: member `me`'s source blocks.
__device__ void fill_source(char* src, size_t bytes, int me, int n, int salt) {
  for (size_t i = threadIdx.x; i < bytes * n; i += blockDim.x) {
    src[i] = static_cast<char>(
        byte_of(me, static_cast<int>(i / bytes), i % bytes, salt));
  }
}

// Counts in *wrong the bytes of `dest` that `which` did not leave as it
// should on member `me` of `n` (broadcast: from the last member).
__device__ void count_wrong_bytes(const char* dest, size_t bytes,
                                  ByteCollectiveTested which, int me, int n,
                                  int salt, unsigned* wrong) {
  const size_t total = which == kBroadcastTested ? bytes : bytes * n;
  for (size_t i = threadIdx.x; i < total; i += blockDim.x) {
    const int m = static_cast<int>(i / bytes);
    const unsigned char expected =
        which == kBroadcastTested  ? byte_of(n - 1, 0, i, salt)
        : which == kFcollectTested ? byte_of(m, 0, i % bytes, salt)
                                   : byte_of(m, me, i % bytes, salt);
    if (static_cast<unsigned char>(dest[i]) != expected) atomicAdd(wrong, 1u);
  }
}

// In a kernel of nvshmemx_collective_launch: the three collectives, by one
// thread (form 0), a warp (1) or the block (2), each checked.
__global__ void byte_collectives_in_a_kernel(nvshmem_team_t team, char* src,
                                             char* dest, size_t bytes, int form,
                                             int salt, unsigned* wrong) {
  const int me = nvshmem_team_my_pe(team), n = nvshmem_team_n_pes(team);
  fill_source(src, bytes, me, n, salt);
  __syncthreads();
  for (int which = kBroadcastTested; which <= kAlltoallTested; ++which) {
    const bool thread = threadIdx.x == 0, warp = threadIdx.x < 32;
    switch (which * 3 + form) {
      case kBroadcastTested * 3 + 0:
        if (thread) nvshmem_broadcastmem(team, dest, src, bytes, n - 1);
        break;
      case kBroadcastTested * 3 + 1:
        if (warp) nvshmemx_broadcastmem_warp(team, dest, src, bytes, n - 1);
        break;
      case kBroadcastTested * 3 + 2:
        nvshmemx_broadcastmem_block(team, dest, src, bytes, n - 1);
        break;
      case kFcollectTested * 3 + 0:
        if (thread) nvshmem_fcollectmem(team, dest, src, bytes);
        break;
      case kFcollectTested * 3 + 1:
        if (warp) nvshmemx_fcollectmem_warp(team, dest, src, bytes);
        break;
      case kFcollectTested * 3 + 2:
        nvshmemx_fcollectmem_block(team, dest, src, bytes);
        break;
      case kAlltoallTested * 3 + 0:
        if (thread) nvshmem_alltoallmem(team, dest, src, bytes);
        break;
      case kAlltoallTested * 3 + 1:
        if (warp) nvshmemx_alltoallmem_warp(team, dest, src, bytes);
        break;
      default:
        nvshmemx_alltoallmem_block(team, dest, src, bytes);
    }
    __syncthreads();
    count_wrong_bytes(dest, bytes, static_cast<ByteCollectiveTested>(which), me,
                      n, salt, &wrong[which]);
    __syncthreads();
  }
}

// 1 byte, a put the host proxy carries in its request, and one it copies
// from the symmetric heap.
constexpr size_t kCollectiveSizes[] = {1, 40, 5000};
constexpr const char* kCollectiveNames[] = {"broadcastmem", "fcollectmem",
                                            "alltoallmem"};

TEST(TeamCollectivesOnDevice, EveryByteArrivesInEveryForm) {
  SYMSYNC_REQUIRE_GPU();
  const int n_pes = nvshmem_n_pes();
  char* src = static_cast<char*>(nvshmem_malloc(n_pes * 5000));
  char* dest = static_cast<char*>(nvshmem_malloc(n_pes * 5000));
  unsigned* wrong = nullptr;
  CUDA_OK(cudaMallocManaged(&wrong, 3 * sizeof *wrong));
  nvshmem_team_t split;
  int salt = 0;
  for (nvshmem_team_t team : teams_to_test(&split)) {
    for (size_t bytes : kCollectiveSizes) {
      for (int form = 0; form < 3; ++form) {
        ++salt;
        for (int which = 0; which < 3; ++which) wrong[which] = 0;
        void* args[] = {&team, &src, &dest, &bytes, &form, &salt, &wrong};
        ASSERT_EQ(nvshmemx_collective_launch(reinterpret_cast<const void*>(
                                                 byte_collectives_in_a_kernel),
                                             dim3(1), dim3(64), args, 0, 0),
                  NVSHMEMX_SUCCESS);
        CUDA_OK(cudaDeviceSynchronize());
        for (int which = 0; which < 3; ++which) {
          EXPECT_EQ(wrong[which], 0u)
              << kCollectiveNames[which] << ", team " << team << ", " << bytes
              << " bytes, form " << form << " (thread, warp, block)";
        }
      }
    }
  }
  nvshmem_barrier_all();
  nvshmem_team_destroy(split);
  CUDA_OK(cudaFree(wrong));
  nvshmem_free(dest);
  nvshmem_free(src);
}

// nvshmemx_double2_maxloc_reduce_block. Member m's pair i: a value that
// several members share (every member's for an even i; on 4 PEs or more,
// the odd members' for an odd i), so ties are decided by location; and a
// location that falls as m grows for half of the even i and rises for the
// other half, so a tie taken by member order (the first, or the last, as
// NVSHMEM's own operation takes) instead of by the lesser location is
// wrong on 2 PEs already.
__host__ __device__ double2 maxloc_pair(int member, size_t i) {
  const double slope = (i / 2) % 2 == 0 ? -10.0 : 10.0;
  return make_double2(static_cast<double>((member * i) % 2),
                      1000.0 - static_cast<double>(i) + slope * member);
}

// What pair i of the result must be, found without MaxlocPairs: the
// greatest value of the n members' pairs, and of the pairs with it, the
// least location.
double2 expected_maxloc(int n, size_t i) {
  double best = maxloc_pair(0, i).x;
  for (int m = 1; m < n; ++m) best = std::max(best, maxloc_pair(m, i).x);
  double where = 1e300;
  for (int m = 0; m < n; ++m) {
    if (maxloc_pair(m, i).x == best)
      where = std::min(where, maxloc_pair(m, i).y);
  }
  return make_double2(best, where);
}

// The operation alone: the greater value; of equal values, the lesser
// location, whichever member's comes first; a NaN stays only where it
// came first.
TEST(MaxlocPairs, GreaterValueThenLesserLocation) {
  const symsync::impl::MaxlocPairs maxloc;
  const auto same = [](double2 a, double2 b) {
    return (a.x == b.x || (std::isnan(a.x) && std::isnan(b.x))) && a.y == b.y;
  };
  EXPECT_TRUE(
      same(maxloc(make_double2(1, 5), make_double2(2, 9)), make_double2(2, 9)));
  EXPECT_TRUE(
      same(maxloc(make_double2(2, 9), make_double2(1, 5)), make_double2(2, 9)));
  EXPECT_TRUE(
      same(maxloc(make_double2(2, 9), make_double2(2, 5)), make_double2(2, 5)));
  EXPECT_TRUE(
      same(maxloc(make_double2(2, 5), make_double2(2, 9)), make_double2(2, 5)));
  EXPECT_TRUE(same(maxloc(make_double2(NAN, 1), make_double2(3, 0)),
                   make_double2(NAN, 1)));
  EXPECT_TRUE(same(maxloc(make_double2(3, 1), make_double2(NAN, 0)),
                   make_double2(3, 1)));
}

// A block of each member reduces `nreduce` pairs into `dest`, of which
// `dest[nreduce]` must stay untouched.
__global__ void maxloc_in_a_kernel(nvshmem_team_t team, double2* src,
                                   double2* dest, size_t nreduce) {
  const int me = nvshmem_team_my_pe(team);
  for (size_t i = threadIdx.x; i < nreduce; i += blockDim.x) {
    src[i] = maxloc_pair(me, i);
  }
  if (threadIdx.x == 0) dest[nreduce] = make_double2(-1, -1);
  __syncthreads();
  nvshmemx_double2_maxloc_reduce_block(team, dest, src, nreduce);
}

TEST(TeamCollectivesOnDevice, MaxlocGivesTheGreatestValueAndItsLeastLocation) {
  SYMSYNC_REQUIRE_GPU();
  constexpr size_t kMost = 700;  // pairs for each thread of the block, and more
  double2* src = static_cast<double2*>(nvshmem_malloc(kMost * sizeof(double2)));
  double2* dest =
      static_cast<double2*>(nvshmem_malloc((kMost + 1) * sizeof(double2)));
  nvshmem_team_t split;
  for (nvshmem_team_t team : teams_to_test(&split)) {
    const int n = nvshmem_team_n_pes(team);
    for (size_t nreduce : {size_t{1}, size_t{5}, kMost}) {
      void* args[] = {&team, &src, &dest, &nreduce};
      ASSERT_EQ(nvshmemx_collective_launch(
                    reinterpret_cast<const void*>(maxloc_in_a_kernel), dim3(1),
                    dim3(96), args, 0, 0),
                NVSHMEMX_SUCCESS);
      CUDA_OK(cudaDeviceSynchronize());
      std::vector<double2> got(nreduce + 1);
      CUDA_OK(cudaMemcpy(got.data(), dest, got.size() * sizeof(double2),
                         cudaMemcpyDefault));
      for (size_t i = 0; i < nreduce; ++i) {
        const double2 want = expected_maxloc(n, i);
        EXPECT_TRUE(got[i].x == want.x && got[i].y == want.y)
            << "team " << team << ", " << nreduce << " pairs, pair " << i
            << ": (" << got[i].x << ", " << got[i].y << "), expected ("
            << want.x << ", " << want.y << ")";
      }
      EXPECT_EQ(got[nreduce].x, -1) << "written past the pairs";
      nvshmem_barrier_all();
    }
  }
  nvshmem_team_destroy(split);
  nvshmem_free(dest);
  nvshmem_free(src);
}

__global__ void fill_source_blocks(char* src, size_t bytes, int me, int n,
                                   int salt) {
  fill_source(src, bytes, me, n, salt);
}

__global__ void count_wrong_on_stream(const char* dest, size_t bytes,
                                      ByteCollectiveTested which, int me, int n,
                                      int salt, unsigned* wrong) {
  count_wrong_bytes(dest, bytes, which, me, n, salt, wrong);
}

// The stream forms: the source filled, the collective run and the result
// checked by work on one stream, which the host waits for at the end.
TEST(TeamCollectivesOnStream, EveryByteArrives) {
  SYMSYNC_REQUIRE_GPU();
  const int n_pes = nvshmem_n_pes();
  char* src = static_cast<char*>(nvshmem_malloc(n_pes * 5000));
  char* dest = static_cast<char*>(nvshmem_malloc(n_pes * 5000));
  unsigned* wrong = nullptr;
  CUDA_OK(cudaMallocManaged(&wrong, 3 * sizeof *wrong));
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  nvshmem_team_t split;
  int salt = 100;
  for (nvshmem_team_t team : teams_to_test(&split)) {
    const int me = nvshmem_team_my_pe(team), n = nvshmem_team_n_pes(team);
    for (size_t bytes : kCollectiveSizes) {
      ++salt;
      for (int which = 0; which < 3; ++which) wrong[which] = 0;
      fill_source_blocks<<<1, 64, 0, stream>>>(src, bytes, me, n, salt);
      for (int which = 0; which < 3; ++which) {
        const int status =
            which == kBroadcastTested
                ? nvshmemx_broadcastmem_on_stream(team, dest, src, bytes, n - 1,
                                                  stream)
            : which == kFcollectTested
                ? nvshmemx_fcollectmem_on_stream(team, dest, src, bytes, stream)
                : nvshmemx_alltoallmem_on_stream(team, dest, src, bytes,
                                                 stream);
        EXPECT_EQ(status, 0);
        count_wrong_on_stream<<<1, 64, 0, stream>>>(
            dest, bytes, static_cast<ByteCollectiveTested>(which), me, n, salt,
            &wrong[which]);
      }
      CUDA_OK(cudaStreamSynchronize(stream));
      for (int which = 0; which < 3; ++which) {
        EXPECT_EQ(wrong[which], 0u) << kCollectiveNames[which] << ", team "
                                    << team << ", " << bytes << " bytes";
      }
    }
  }
  nvshmem_barrier_all();
  nvshmem_team_destroy(split);
  CUDA_OK(cudaStreamDestroy(stream));
  CUDA_OK(cudaFree(wrong));
  nvshmem_free(dest);
  nvshmem_free(src);
}

__global__ void barrier_of_no_team() { nvshmem_barrier(NVSHMEM_TEAM_INVALID); }

void device_barrier_of_no_team() {
  ASSERT_EQ(nvshmemx_collective_launch(
                reinterpret_cast<const void*>(barrier_of_no_team), dim3(1),
                dim3(1), nullptr, 0, 0),
            NVSHMEMX_SUCCESS);
  await_device_report();
}

// A team this PE has not is reported, naming the routine and the team.
TEST(TeamBarrierOnDeviceDeathTest, NeedsATeamOfThisPE) {
  SYMSYNC_START_GPU_DEATH_TEST();
  EXPECT_EXIT(device_barrier_of_no_team(), testing::ExitedWithCode(1),
              "nvshmem_barrier: team -1 names no team of this PE");
}

__global__ void warpgroup_barrier_in_a_partial_warpgroup() {
  nvshmemx_barrier_warpgroup(NVSHMEM_TEAM_WORLD);
}

void warpgroup_barrier_from_96_threads() {
  ASSERT_EQ(
      nvshmemx_collective_launch(reinterpret_cast<const void*>(
                                     warpgroup_barrier_in_a_partial_warpgroup),
                                 dim3(1), dim3(96), nullptr, 0, 0),
      NVSHMEMX_SUCCESS);
  await_device_report();
}

// A warpgroup's form in a block that is not whole warpgroups is reported
// (its partial warpgroup's barrier would wait for threads that do not exist).
TEST(TeamBarrierOnDeviceDeathTest, WarpgroupFormNeedsWholeWarpgroups) {
  SYMSYNC_START_GPU_DEATH_TEST();
  EXPECT_EXIT(warpgroup_barrier_from_96_threads(), testing::ExitedWithCode(1),
              "nvshmemx_barrier_warpgroup: called from a block of 96 threads: "
              "a warpgroup's form needs a block of whole warpgroups");
}

__global__ void warp_collective_in_a_partial_warp(unsigned char* bytes) {
  // The first warp, whole, stays out: one group of a PE calls a team's
  // collectives at a time.
  if (threadIdx.x >= 32)
    nvshmemx_fcollectmem_warp(NVSHMEM_TEAM_WORLD, bytes, bytes + 64, 64);
}

void warp_collective_from_48_threads() {
  auto* bytes = static_cast<unsigned char*>(nvshmem_calloc(128, 1));
  void* args[] = {&bytes};
  ASSERT_EQ(nvshmemx_collective_launch(reinterpret_cast<const void*>(
                                           warp_collective_in_a_partial_warp),
                                       dim3(1), dim3(48), args, 0, 0),
            NVSHMEMX_SUCCESS);
  await_device_report();
}

// A warp's form called from a partial warp (the last of a block of 48
// threads) is reported: its steps of 32 lanes would leave the missing lanes'
// part of the data undone.
TEST(TeamBarrierOnDeviceDeathTest, WarpFormNeedsAWholeWarp) {
  SYMSYNC_START_GPU_DEATH_TEST();
  EXPECT_EXIT(warp_collective_from_48_threads(), testing::ExitedWithCode(1),
              "nvshmemx_fcollectmem_warp: called from the last warp of a "
              "block of 48 threads, which is not a whole warp: a warp's form "
              "needs 32 threads");
}

// The stream forms of the collectives check their ranges on the host, as
// the host forms do, naming the routine and the argument: a count whose
// range runs past the heap (with a 1-byte type and SIZE_MAX elements the
// reduction's pieces once wrapped around to none, and it enqueued kernels
// for ever), and a destination outside the heap.
TEST(CollectivesOnStreamDeathTest, CheckTheirRangesOnTheHost) {
  SYMSYNC_START_GPU_DEATH_TEST();
  auto* bytes = static_cast<unsigned char*>(nvshmem_malloc(64));
  ASSERT_NE(bytes, nullptr);
  EXPECT_EXIT(nvshmemx_uchar_sum_reduce_on_stream(
                  NVSHMEM_TEAM_WORLD, bytes, bytes + 32, SIZE_MAX, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_uchar_sum_reduce_on_stream: dest \\(0x[0-9a-f]+, "
              "18446744073709551615 element\\(s\\) of 1 bytes\\) runs past "
              "the end of the symmetric heap");
  unsigned char local[64];
  EXPECT_EXIT(nvshmemx_fcollectmem_on_stream(NVSHMEM_TEAM_WORLD, local, bytes,
                                             16, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_fcollectmem_on_stream: dest \\(0x[0-9a-f]+, 16 "
              "element\\(s\\) of 1 bytes\\) is not inside the symmetric "
              "heap");
  EXPECT_EXIT(nvshmemx_broadcastmem_on_stream(NVSHMEM_TEAM_WORLD, bytes, local,
                                              16, 0, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_broadcastmem_on_stream: src \\(0x[0-9a-f]+, 16 "
              "element\\(s\\) of 1 bytes\\) is not inside the symmetric "
              "heap");
  nvshmem_free(bytes);
}

// The stream forms of the barriers and collectives of a team refuse a value
// that cannot be a team at the call, and a heap in host memory, naming the
// routine.
TEST(TeamBarrierOnStreamDeathTest, RefusesNoTeamAndAHostHeap) {
  if (nvshmem_n_pes() != 1 || !symsync_test::started_directly())
    GTEST_SKIP() << "death tests run only in a program started alone";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(nvshmemx_team_sync_on_stream(NVSHMEM_TEAM_INVALID, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_team_sync_on_stream: team -1 names no team: "
              "NVSHMEM_TEAM_INVALID is -1, and team handles run from 0 to "
              "NVSHMEM_MAX_TEAMS - 1 = ");
  EXPECT_EXIT(nvshmemx_alltoallmem_on_stream(NVSHMEM_TEAM_INVALID, nullptr,
                                             nullptr, 0, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_alltoallmem_on_stream: team -1 names no team");
  if (gpu_visible()) return;  // the heap is in GPU memory here
  EXPECT_EXIT(nvshmemx_barrier_on_stream(NVSHMEM_TEAM_WORLD, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_barrier_on_stream: needs the symmetric heap in GPU "
              "memory, and it is in host memory");
  EXPECT_EXIT(nvshmemx_fcollectmem_on_stream(NVSHMEM_TEAM_WORLD, nullptr,
                                             nullptr, 0, nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_fcollectmem_on_stream: needs the symmetric heap in "
              "GPU memory, and it is in host memory");
}

// ---------------------------------------------------------------------------
// The host proxy's channel (symsync/proxy_channel.h) with GPU producers:
// every thread of three kernels on three streams submits numbered requests
// through a ring of 64 slots in mapped host memory, with its ticket counter
// in GPU memory, then a quiet; the host's proxy records them. Each
// producer's requests arrive whole and in order, none lost, and each quiet
// returns only after every request before it was carried out.

constexpr uint64_t kGpuProducerRequests = 24;

__global__ void produce_through_channel(symsync::impl::ProxyChannel channel,
                                        int first_producer,
                                        unsigned* quiet_too_early,
                                        const symsync_test::QuietProbe probe) {
  const int producer =
      first_producer + static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  symsync::impl::DeviceProxyPause pause("produce_through_channel");
  for (uint64_t s = 0; s < kGpuProducerRequests; ++s) {
    symsync::impl::proxy_submit(channel, symsync_test::numbered(producer, s),
                                pause);
  }
  symsync::impl::proxy_quiet(channel, symsync_test::numbered(producer, 0),
                             pause);
  // The recorder publishes, in mapped memory, how many of this producer's
  // requests were complete at its last quiet.
  if (symsync::impl::load_acquire(&probe.done[producer]) !=
      kGpuProducerRequests) {
    atomicAdd(quiet_too_early, 1u);
  }
}

TEST(ProxyChannelFromTheGpu, ThreadsOfSeveralKernelsKeepOrderAndLoseNothing) {
  SYMSYNC_REQUIRE_GPU();
  constexpr int kKernels = 3, kBlocks = 4, kThreads = 64;
  constexpr int kProducers = kKernels * kBlocks * kThreads;
  constexpr uint64_t kSlots = 64;
  symsync::impl::ProxyRequest* slots = nullptr;
  uint64_t* counters = nullptr;  // consumed, completed; then the probe
  uint64_t* reserved = nullptr;  // then quieted (the producers' counters)
  unsigned* too_early = nullptr;
  CUDA_OK(cudaHostAlloc(&slots, kSlots * sizeof *slots, cudaHostAllocMapped));
  CUDA_OK(cudaHostAlloc(&counters, (2 + kProducers) * sizeof *counters,
                        cudaHostAllocMapped));
  CUDA_OK(cudaMalloc(&reserved, 2 * sizeof *reserved));
  CUDA_OK(cudaMalloc(&too_early, sizeof *too_early));
  std::memset(slots, 0, kSlots * sizeof *slots);
  std::memset(counters, 0, (2 + kProducers) * sizeof *counters);
  CUDA_OK(cudaMemset(reserved, 0, 2 * sizeof *reserved));
  CUDA_OK(cudaMemset(too_early, 0, sizeof *too_early));
  symsync::impl::ProxyChannel channel = {};
  CUDA_OK(cudaHostGetDevicePointer(&channel.slots, slots, 0));
  channel.capacity = kSlots;
  channel.reserved = reserved;
  channel.quieted = reserved + 1;
  uint64_t* device_counters = nullptr;
  CUDA_OK(cudaHostGetDevicePointer(&device_counters, counters, 0));
  channel.consumed = &device_counters[0];
  channel.completed = &device_counters[1];
  // The proxy reads the same memory through its host addresses.
  symsync::impl::ProxyChannel host_channel = channel;
  host_channel.slots = slots;
  host_channel.reserved = nullptr;  // producers' alone
  host_channel.quieted = nullptr;
  host_channel.consumed = &counters[0];
  host_channel.completed = &counters[1];
  symsync_test::Recorder recorder(kProducers, &counters[2]);
  {
    symsync::impl::Proxy proxy(host_channel, recorder);
    symsync_test::QuietProbe probe{&device_counters[2]};
    std::vector<cudaStream_t> streams(kKernels);
    for (int k = 0; k < kKernels; ++k) {
      CUDA_OK(cudaStreamCreateWithFlags(&streams[k], cudaStreamNonBlocking));
      produce_through_channel<<<kBlocks, kThreads, 0, streams[k]>>>(
          channel, k * kBlocks * kThreads, too_early, probe);
      CUDA_OK(cudaGetLastError());
    }
    for (cudaStream_t s : streams) {
      CUDA_OK(cudaStreamSynchronize(s));
      CUDA_OK(cudaStreamDestroy(s));
    }
    proxy.stop();
    // Each producer's quiet, unless another's covered its requests already.
    EXPECT_LE(proxy.carried_out(), kProducers * (kGpuProducerRequests + 1));
    EXPECT_GE(proxy.carried_out(), kProducers * kGpuProducerRequests + 1);
  }
  unsigned early = 0;
  CUDA_OK(cudaMemcpy(&early, too_early, sizeof early, cudaMemcpyDeviceToHost));
  EXPECT_EQ(recorder.errors(), 0u) << "requests out of order, torn or lost";
  EXPECT_EQ(early, 0u) << "a quiet returned before its requests completed";
  for (int p = 0; p < kProducers; ++p) {
    EXPECT_EQ(recorder.done(p), kGpuProducerRequests) << "producer " << p;
  }
  EXPECT_LE(recorder.quiets(), static_cast<uint64_t>(kProducers));
  EXPECT_GE(recorder.quiets(), 1u);
  CUDA_OK(cudaFree(too_early));
  CUDA_OK(cudaFree(reserved));
  CUDA_OK(cudaFreeHost(counters));
  CUDA_OK(cudaFreeHost(slots));
}

}  // namespace
