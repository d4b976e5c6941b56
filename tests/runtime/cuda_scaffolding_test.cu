// The host routines NVSHMEM programs build on besides the point-to-point
// API (spec/cuda.yaml, nvshmemx_barrier_all_on_stream, the status codes and
// error macros): what they refuse runs everywhere; what needs a GPU is
// skipped without one, and runs in the GPU pack as one PE and as two.

#include <cuda.h>
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include "tests/runtime/cumodule_cubins.h"
#include "tests/support/cuda_test.h"
#include "tests/support/pe_test.h"

namespace {

// Whether `text` holds `part`, with both in the failure message.
testing::AssertionResult Contains(const std::string& text,
                                  const std::string& part) {
  if (text.find(part) != std::string::npos) return testing::AssertionSuccess();
  return testing::AssertionFailure() << "\"" << part << "\" is not in:\n"
                                     << text;
}

bool gpu_visible() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess) devices = 0;
  cudaGetLastError();
  return devices > 0;
}

#define REQUIRE_GPU()                                             \
  do {                                                            \
    if (!gpu_visible()) {                                         \
      if (std::getenv("SYMSYNC_REQUIRE_GPU")) FAIL() << "no GPU"; \
      GTEST_SKIP() << "needs a GPU";                              \
    }                                                             \
  } while (0)

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
// blocks all run at once gets past it (the others time out after 10 s).
__global__ void grid_rendezvous(unsigned* arrived, int* timed_out) {
  if (threadIdx.x != 0) return;
  atomicAdd(arrived, 1u);
  const unsigned long long start = timer_ns();
  while (atomicAdd(arrived, 0u) < gridDim.x) {
    if (timer_ns() - start > 10000000000ull) {
      atomicExch(timed_out, 1);
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
  REQUIRE_GPU();
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
  int* timed_out = nullptr;
  CUDA_OK(cudaMallocManaged(&arrived, sizeof *arrived));
  CUDA_OK(cudaMallocManaged(&timed_out, sizeof *timed_out));
  *arrived = 0;
  *timed_out = 0;
  void* args[] = {&arrived, &timed_out};
  ASSERT_EQ(
      nvshmemx_collective_launch(kernel, dim3(largest), dim3(128), args, 0, 0),
      NVSHMEMX_SUCCESS);
  CUDA_OK(cudaDeviceSynchronize());
  EXPECT_EQ(*timed_out, 0);
  EXPECT_EQ(*arrived, static_cast<unsigned>(largest));
  CUDA_OK(cudaFree(arrived));
  CUDA_OK(cudaFree(timed_out));
}

TEST(CollectiveLaunch, TooLargeAGridIsRefusedWithTheLargestThatFits) {
  REQUIRE_GPU();
  const void* kernel = reinterpret_cast<const void*>(grid_rendezvous);
  int largest = 0;
  ASSERT_EQ(nvshmemx_collective_launch_query_gridsize(kernel, dim3(256),
                                                      nullptr, 0, &largest),
            NVSHMEMX_SUCCESS);
  unsigned* arrived = nullptr;
  int* timed_out = nullptr;
  void* args[] = {&arrived, &timed_out};
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
  REQUIRE_GPU();
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

TEST(CuModule, ModuleWithoutTheLibrarysHeaderIsRefused) {
  REQUIRE_GPU();
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
// nvshmemx_barrier_all_on_stream

// Stores `value` into the right neighbour's copy of *cell.
__global__ void store_to_right(int* cell, int value) {
  nvshmem_int_p(cell, value, (nvshmem_my_pe() + 1) % nvshmem_n_pes());
}

__global__ void copy_cell(const int* cell, int* out) { *out = *cell; }

// A PE's stream reads, after the barrier, what its left neighbour's stream
// stored before it; the neighbour stores late (its host thread sleeps
// first), so a barrier that did not wait for it would read the old value.
TEST(BarrierAllOnStream, WorkAfterItSeesEveryPEsWorkBeforeIt) {
  REQUIRE_GPU();
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
    nvshmemx_barrier_all_on_stream(stream);
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

TEST(BarrierAllOnStreamDeathTest, NeedsTheHeapInGpuMemory) {
  if (nvshmem_n_pes() != 1 || !symsync_test::started_directly())
    GTEST_SKIP() << "death tests run only in a program started alone";
  if (gpu_visible()) GTEST_SKIP() << "the heap is in GPU memory here";
  EXPECT_EXIT(nvshmemx_barrier_all_on_stream(nullptr),
              testing::ExitedWithCode(1),
              "nvshmemx_barrier_all_on_stream: needs the symmetric heap in "
              "GPU memory, and it is in host memory");
}

}  // namespace
