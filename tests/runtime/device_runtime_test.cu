// The runtime seen from device code, on a GPU with the CUDA heap: the device
// state (PE number, PE count, version, name), the teams' numbers as the
// host gives them, nvshmem_ptr reaching every peer's heap, signal updates
// and fence ordering between PEs, and the reports of device misuse and of a
// wait that never ends. Built twice, with and
// without -rdc (the device state must reach both kinds of translation unit);
// run as one PE and as two PEs sharing one GPU. Skipped without a GPU.

#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "tests/support/cuda_test.h"
#include "tests/support/pe_test.h"

namespace {

#define CUDA_OK(call) SYMSYNC_CUDA_OK(call)

__global__ void read_state(int* out) {
  out[0] = nvshmem_my_pe();
  out[1] = nvshmem_n_pes();
  nvshmem_info_get_version(&out[2], &out[3]);
  char name[NVSHMEM_MAX_NAME_LEN];
  nvshmem_info_get_name(name);
  int same = 1;
  const char expected[] = NVSHMEM_VENDOR_STRING;
  for (int i = 0; i < static_cast<int>(sizeof expected); ++i) {
    if (name[i] != expected[i]) same = 0;
  }
  out[4] = same;
}

// Writes into the right neighbour's copy of cells[me], through nvshmem_ptr.
__global__ void write_to_right(long* cells) {
  const int me = nvshmem_my_pe();
  const int right = (me + 1) % nvshmem_n_pes();
  auto* remote = static_cast<long*>(nvshmem_ptr(&cells[me], right));
  *remote = 1000 + me;
}

// Reads, on every PE, the cell its left neighbour wrote (PE pe's
// cells[left of pe]) through nvshmem_ptr.
__global__ void read_every_pe(long* cells, long* out, void** addresses) {
  const int n = nvshmem_n_pes();
  for (int pe = 0; pe < n; ++pe) {
    const int left = (pe + n - 1) % n;
    auto* remote = static_cast<long*>(nvshmem_ptr(&cells[left], pe));
    addresses[pe] = nvshmem_ptr(cells, pe);
    out[pe] = remote == nullptr ? -1 : *remote;
  }
  addresses[nvshmem_n_pes()] = nvshmem_ptr(cells, nvshmem_n_pes());  // not a PE
}

__global__ void wait_with_invalid_comparison(int* cell) {
  if (threadIdx.x == 5) nvshmem_int_wait_until(cell, 42, 0);
}

void misuse_on_the_device() {
  int* cell = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  wait_with_invalid_comparison<<<3, 8>>>(cell);
  symsync_test::await_device_report();
}

// A misuse in device code reaches the user through the error record in
// host-mapped memory, naming the routine, the PE, the block and the thread,
// and ends the program with a non-zero status.
TEST(DeviceRuntimeDeathTest, DeviceMisuseIsReportedByTheHost) {
  SYMSYNC_START_GPU_DEATH_TEST();
  EXPECT_EXIT(
      misuse_on_the_device(), testing::ExitedWithCode(1),
      "PE 0: nvshmem_int_wait_until: invalid comparison operator 42 .*in "
      "device code: block \\([0-2],0,0\\), thread \\(5,0,0\\)");
}

__global__ void put_past_the_allocation(double* dest, const double* source) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    nvshmem_double_put(dest, source, 32, nvshmem_my_pe());
  }
}

void overrun_on_the_device() {
  auto* data = static_cast<double*>(nvshmem_malloc(16 * sizeof(double)));
  auto* next = static_cast<double*>(nvshmem_calloc(64, sizeof(double)));
  put_past_the_allocation<<<1, 1>>>(data, next);
  symsync_test::await_device_report();
}

// Under NVSHMEM_DEBUG (set for the re-executed program the death test
// runs), a device form's range that runs past its allocation is reported by
// the host through the error record: the routine, the argument, the
// allocation and how far it runs over, and where in the grid.
TEST(DeviceRuntimeDeathTest, AnOverrunIsReportedUnderDebug) {
  SYMSYNC_START_GPU_DEATH_TEST();
  setenv("NVSHMEM_DEBUG", "1", 1);
  EXPECT_EXIT(
      overrun_on_the_device(), testing::ExitedWithCode(1),
      "PE 0: nvshmem_double_put: dest \\(256 bytes at heap offset [0-9]+\\) "
      "runs 128 bytes past the end of its allocation of 128 bytes at heap "
      "offset [0-9]+ \\(NVSHMEM_DEBUG\\) \\(in device code: block "
      "\\(0,0,0\\), thread \\(0,0,0\\)\\)");
  unsetenv("NVSHMEM_DEBUG");
}

__global__ void fcollect_past_the_allocation(unsigned char* dest,
                                             const unsigned char* src) {
  nvshmemx_fcollectmem_block(NVSHMEM_TEAM_WORLD, dest, src, 256);
}

void collective_overrun_on_the_device() {
  auto* dest = static_cast<unsigned char*>(nvshmem_malloc(128));
  auto* src = static_cast<unsigned char*>(nvshmem_calloc(256, 1));
  void* args[] = {&dest, &src};
  nvshmemx_collective_launch(
      reinterpret_cast<const void*>(fcollect_past_the_allocation), dim3(1),
      dim3(64), args, 0, 0);
  symsync_test::await_device_report();
}

// The same for the device form of a collective: its destination, a block
// for each member, runs past its allocation.
TEST(DeviceRuntimeDeathTest, ACollectiveOverrunIsReportedUnderDebug) {
  SYMSYNC_START_GPU_DEATH_TEST();
  setenv("NVSHMEM_DEBUG", "1", 1);
  EXPECT_EXIT(
      collective_overrun_on_the_device(), testing::ExitedWithCode(1),
      "PE 0: nvshmemx_fcollectmem_block: dest \\(256 bytes at heap offset "
      "[0-9]+\\) runs 128 bytes past the end of its allocation of 128 bytes "
      "at heap offset [0-9]+ \\(NVSHMEM_DEBUG\\) \\(in device code: block "
      "\\(0,0,0\\), thread \\([0-9]+,0,0\\)\\)");
  unsetenv("NVSHMEM_DEBUG");
}

__global__ void wait_for_ever(int* cells) {
  // Element 1 is set; 0, 2 and 3 never are.
  nvshmem_int_atomic_set(&cells[1], 1, nvshmem_my_pe());
  nvshmem_int_wait_until_all(cells, 4, nullptr, NVSHMEM_CMP_EQ, 1);
}

void stuck_wait_on_the_device() {
  int* cells = static_cast<int*>(nvshmem_calloc(4, sizeof(int)));
  wait_for_ever<<<1, 1>>>(cells);
  symsync_test::await_device_report();
}

// With NVSHMEM_WAIT_TIMEOUT, a device wait that never ends is reported by
// the host through the error record: what it waits for, and where.
TEST(DeviceRuntimeDeathTest, StuckWaitIsReportedByTheHost) {
  SYMSYNC_START_GPU_DEATH_TEST();
  setenv("NVSHMEM_WAIT_TIMEOUT", "1", 1);  // read by the re-executed program
  EXPECT_EXIT(stuck_wait_on_the_device(), testing::ExitedWithCode(1),
              "PE 0: nvshmem_int_wait_until_all: wait not satisfied after "
              "1\\.[0-9] s \\(NVSHMEM_WAIT_TIMEOUT\\): 4 element\\(s\\) of 4 "
              "bytes at symmetric offset [0-9]+ \\(4 in the set\\), comparison "
              "NVSHMEM_CMP_EQ 1; unsatisfied elements \\(index: current "
              "value\\): 0: 0, 2: 0, 3: 0 \\(in device code: block "
              "\\(0,0,0\\), thread \\(0,0,0\\)\\)");
  unsetenv("NVSHMEM_WAIT_TIMEOUT");
}

TEST(DeviceRuntime, DeviceStateMatchesTheHost) {
  SYMSYNC_REQUIRE_GPU();
  int* out = nullptr;
  CUDA_OK(cudaMalloc(&out, 5 * sizeof(int)));
  read_state<<<1, 1>>>(out);
  CUDA_OK(cudaGetLastError());
  int state[5] = {};
  CUDA_OK(cudaMemcpy(state, out, sizeof state, cudaMemcpyDeviceToHost));
  EXPECT_EQ(state[0], nvshmem_my_pe());
  EXPECT_EQ(state[1], nvshmem_n_pes());
  EXPECT_EQ(state[2], NVSHMEM_MAJOR_VERSION);
  EXPECT_EQ(state[3], NVSHMEM_MINOR_VERSION);
  EXPECT_EQ(state[4], 1) << "device nvshmem_info_get_name";
  cudaFree(out);
}

// The team arguments the team queries are asked about: the predefined
// teams, the invalid one, two teams splits made (handles 7 and 8, the
// second of the last PE alone, so no team of the others), the world
// numbered backwards by nvshmemx_team_init (handle 9: 8 is taken on the
// last PE) and a value that names none; and PE numbers from -1 to one past
// the job.
constexpr int kTeamCount = 8;
__host__ __device__ constexpr nvshmem_team_t team_at(int i) {
  return i == 0   ? NVSHMEM_TEAM_WORLD
         : i == 1 ? NVSHMEM_TEAM_SHARED
         : i == 2 ? NVSHMEMX_TEAM_NODE
         : i == 3 ? NVSHMEM_TEAM_INVALID
         : i == 4 ? 7
         : i == 5 ? 8
         : i == 6 ? 9
                  : 10;
}

__global__ void query_every_team(int n_pes, int* out) {
  int at = 0;
  for (int src = 0; src < kTeamCount; ++src)
    for (int pe = -1; pe <= n_pes; ++pe)
      for (int dest = 0; dest < kTeamCount; ++dest)
        out[at++] = nvshmem_team_translate_pe(team_at(src), pe, team_at(dest));
  for (int team = 0; team < kTeamCount; ++team) {
    out[at++] = nvshmem_team_my_pe(team_at(team));
    out[at++] = nvshmem_team_n_pes(team_at(team));
  }
}

TEST(DeviceRuntime, TeamQueriesMatchTheHost) {
  SYMSYNC_REQUIRE_GPU();
  const int n = nvshmem_n_pes();
  nvshmem_team_t all, last;
  ASSERT_EQ(
      nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0, &all),
      0);
  ASSERT_EQ(all, 7);
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, n - 1, 1, 1, nullptr,
                                       0, &last),
            0);
  // PE 0's token, to every PE through the heap (in GPU memory here).
  auto* token = static_cast<uint64_t*>(nvshmem_malloc(sizeof(uint64_t)));
  if (nvshmem_my_pe() == 0) {
    nvshmemx_team_uniqueid_t made = NVSHMEM_TEAM_UNIQUID_INITIALIZER;
    ASSERT_EQ(nvshmemx_team_get_uniqueid(&made), 0);
    for (int pe = 0; pe < n; ++pe) nvshmem_uint64_p(token, made, pe);
  }
  nvshmem_barrier_all();
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  config.uniqueid = nvshmem_uint64_g(token, nvshmem_my_pe());
  nvshmem_team_t backwards = NVSHMEM_TEAM_INVALID;
  ASSERT_EQ(
      nvshmemx_team_init(&backwards, &config, 0, n, n - 1 - nvshmem_my_pe()),
      0);
  ASSERT_EQ(backwards, 9);
  const size_t count =
      size_t{kTeamCount} * (n + 2) * kTeamCount + 2 * kTeamCount;
  int* out = nullptr;
  CUDA_OK(cudaMalloc(&out, count * sizeof(int)));
  query_every_team<<<1, 1>>>(n, out);
  CUDA_OK(cudaGetLastError());
  std::vector<int> device(count);
  CUDA_OK(cudaMemcpy(device.data(), out, count * sizeof(int),
                     cudaMemcpyDeviceToHost));
  size_t at = 0;
  for (int src = 0; src < kTeamCount; ++src)
    for (int pe = -1; pe <= n; ++pe)
      for (int dest = 0; dest < kTeamCount; ++dest, ++at)
        EXPECT_EQ(device[at],
                  nvshmem_team_translate_pe(team_at(src), pe, team_at(dest)))
            << "team " << team_at(src) << " PE " << pe << " to team "
            << team_at(dest);
  for (int team = 0; team < kTeamCount; ++team) {
    EXPECT_EQ(device[at++], nvshmem_team_my_pe(team_at(team)))
        << "team " << team_at(team);
    EXPECT_EQ(device[at++], nvshmem_team_n_pes(team_at(team)))
        << "team " << team_at(team);
  }
  // Every PE of this job shares the GPU: the node team is the world; and
  // the made teams are what they were made as.
  EXPECT_EQ(
      nvshmem_team_translate_pe(NVSHMEMX_TEAM_NODE, n - 1, NVSHMEM_TEAM_WORLD),
      n - 1);
  EXPECT_EQ(nvshmem_team_n_pes(all), n);
  EXPECT_EQ(nvshmem_team_translate_pe(all, n - 1, NVSHMEM_TEAM_WORLD), n - 1);
  EXPECT_EQ(nvshmem_team_my_pe(backwards), n - 1 - nvshmem_my_pe());
  EXPECT_EQ(nvshmem_team_translate_pe(backwards, 0, NVSHMEM_TEAM_WORLD), n - 1);
  cudaFree(out);
  nvshmem_team_destroy(backwards);
  nvshmem_free(token);
  if (last != NVSHMEM_TEAM_INVALID) nvshmem_team_destroy(last);
  nvshmem_team_destroy(all);
}

TEST(DeviceRuntime, PtrReachesEveryPeersHeapFromDeviceCode) {
  SYMSYNC_REQUIRE_GPU();
  const int n = nvshmem_n_pes();
  auto* cells = static_cast<long*>(nvshmem_calloc(n, sizeof(long)));
  if (cells == nullptr) {
    ADD_FAILURE() << "nvshmem_calloc returned NULL";
    std::_Exit(1);  // the other PEs wait in the barriers below
  }
  write_to_right<<<1, 1>>>(cells);
  CUDA_OK(cudaGetLastError());
  CUDA_OK(cudaDeviceSynchronize());
  nvshmem_barrier_all();
  std::vector<long> mine(n);
  CUDA_OK(
      cudaMemcpy(mine.data(), cells, n * sizeof(long), cudaMemcpyDeviceToHost));
  const int left = (nvshmem_my_pe() + n - 1) % n;
  EXPECT_EQ(mine[left], 1000 + left) << "written by PE " << left;

  // PE pe's cells[pe - 1] holds 1000 + (pe - 1): read them all from here.
  long* out = nullptr;
  void** addresses = nullptr;
  CUDA_OK(cudaMalloc(&out, n * sizeof(long)));
  CUDA_OK(cudaMalloc(&addresses, (n + 1) * sizeof(void*)));
  read_every_pe<<<1, 1>>>(cells, out, addresses);
  CUDA_OK(cudaGetLastError());
  std::vector<long> seen(n);
  std::vector<void*> device_addresses(n + 1);
  CUDA_OK(
      cudaMemcpy(seen.data(), out, n * sizeof(long), cudaMemcpyDeviceToHost));
  CUDA_OK(cudaMemcpy(device_addresses.data(), addresses,
                     (n + 1) * sizeof(void*), cudaMemcpyDeviceToHost));
  for (int pe = 0; pe < n; ++pe) {
    EXPECT_EQ(seen[pe], 1000 + (pe + n - 1) % n)
        << "PE " << pe << "'s heap, read by device code";
    // The host's nvshmem_ptr gives the same device address.
    EXPECT_EQ(device_addresses[pe], nvshmem_ptr(cells, pe)) << "PE " << pe;
  }
  EXPECT_EQ(device_addresses[n], nullptr);
  nvshmem_barrier_all();
  cudaFree(out);
  cudaFree(addresses);
  nvshmem_free(cells);
}

// Every PE adds 1 to every PE's counter, kRounds times, from device code.
__global__ void add_everywhere(uint64_t* counter, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    for (int pe = 0; pe < nvshmem_n_pes(); ++pe)
      nvshmemx_signal_op(counter, 1, NVSHMEM_SIGNAL_ADD, pe);
  }
}

__global__ void fetch_signal(uint64_t* counter, uint64_t* out) {
  *out = nvshmem_signal_fetch(counter);
}

// Device signal updates from every PE: no ADD is lost, and
// nvshmem_signal_fetch reads the sum.
TEST(DeviceRuntime, SignalAddFromEveryPeIsNeverLost) {
  SYMSYNC_REQUIRE_GPU();
  constexpr int kRounds = 1000;
  auto* counter = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  uint64_t* out = nullptr;
  CUDA_OK(cudaMalloc(&out, sizeof(uint64_t)));
  nvshmem_barrier_all();
  add_everywhere<<<1, 1>>>(counter, kRounds);
  CUDA_OK(cudaGetLastError());
  CUDA_OK(cudaDeviceSynchronize());
  nvshmem_barrier_all();
  fetch_signal<<<1, 1>>>(counter, out);
  CUDA_OK(cudaGetLastError());
  uint64_t sum = 0;
  CUDA_OK(cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost));
  EXPECT_EQ(sum, static_cast<uint64_t>(kRounds) * nvshmem_n_pes());
  nvshmem_barrier_all();
  cudaFree(out);
  nvshmem_free(counter);
}

// The writer puts `first`, then after nvshmem_fence `second`, round after
// round, into PE `pe`; the reader counts the times it sees a round in
// `second` while `first` still holds an earlier one.
__global__ void write_fenced(uint64_t* words, int pe, uint64_t rounds) {
  for (uint64_t r = 1; r <= rounds; ++r) {
    nvshmem_uint64_p(&words[0], r, pe);
    nvshmem_fence();
    nvshmem_uint64_p(&words[1], r, pe);
  }
}

__global__ void read_fenced(uint64_t* words, uint64_t rounds,
                            unsigned long long* out_of_order) {
  unsigned long long wrong = 0;
  for (uint64_t seen = 0; seen < rounds;) {
    seen = nvshmem_signal_fetch(&words[1]);
    wrong += nvshmem_signal_fetch(&words[0]) < seen;
  }
  *out_of_order = wrong;
}

// Of two stores to one PE separated by nvshmem_fence, a PE that sees the
// second sees the first: PE 0 writes PE 1 (two PEs; one PE writes itself
// from another block).
TEST(DeviceRuntime, FenceOrdersTwoStoresToOnePe) {
  SYMSYNC_REQUIRE_GPU();
  constexpr uint64_t kRounds = 100000;
  auto* words = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  unsigned long long* out = nullptr;
  CUDA_OK(cudaMalloc(&out, sizeof *out));
  CUDA_OK(cudaMemset(out, 0, sizeof *out));
  cudaStream_t writer = nullptr;
  CUDA_OK(cudaStreamCreateWithFlags(&writer, cudaStreamNonBlocking));
  // Both kernels are loaded before either runs (see docs/memory-ordering.rst
  // on lazy loading): the reader waits for the writer.
  cudaFuncAttributes attributes;
  CUDA_OK(cudaFuncGetAttributes(&attributes, write_fenced));
  CUDA_OK(cudaFuncGetAttributes(&attributes, read_fenced));
  nvshmem_barrier_all();
  const int me = nvshmem_my_pe();
  const int n = nvshmem_n_pes();
  if (n == 1) {
    write_fenced<<<1, 1, 0, writer>>>(words, 0, kRounds);
    read_fenced<<<1, 1>>>(words, kRounds, out);
  } else if (me == 0) {
    write_fenced<<<1, 1, 0, writer>>>(words, 1, kRounds);
  } else if (me == 1) {
    read_fenced<<<1, 1>>>(words, kRounds, out);
  }
  CUDA_OK(cudaGetLastError());
  CUDA_OK(cudaDeviceSynchronize());
  unsigned long long wrong = 0;
  CUDA_OK(cudaMemcpy(&wrong, out, sizeof wrong, cudaMemcpyDeviceToHost));
  EXPECT_EQ(wrong, 0u) << "the second store was seen before the first";
  nvshmem_barrier_all();
  CUDA_OK(cudaStreamDestroy(writer));
  cudaFree(out);
  nvshmem_free(words);
}

}  // namespace
