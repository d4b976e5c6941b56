// The runtime across PEs: run directly (one PE) and under mpirun with 1, 2
// and 4 PEs (tests/runtime/BUILD.bazel). main() is tests/support/test_main.cc.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/lifecycle/testing_hooks.h"
#include "tests/support/pe_test.h"
#include "tests/support/shm_entries.h"

namespace {

using symsync_test::my_pe;
using symsync_test::n_pes;
using symsync_test::on_pe;
using symsync_test::shm_entries_starting_with;

// Every PE's value of `mine`, gathered through symmetric memory.
std::vector<int64_t> gather(int64_t mine) {
  auto* table =
      static_cast<int64_t*>(nvshmem_malloc(sizeof(int64_t) * n_pes()));
  for (int pe = 0; pe < n_pes(); ++pe) on_pe(table, pe)[my_pe()] = mine;
  nvshmem_barrier_all();
  std::vector<int64_t> all(table, table + n_pes());
  nvshmem_barrier_all();
  nvshmem_free(table);
  return all;
}

// The variable of each launcher that says how many PEs run, and the one that
// says which this process is: symsync-run's, then Open MPI's.
const char* launcher_variable(const char* symsync_run, const char* mpirun) {
  const char* value = std::getenv(symsync_run);
  return value != nullptr ? value : std::getenv(mpirun);
}

TEST(Runtime, RanksAreDistinctAndMatchTheLauncher) {
  const char* launcher_size =
      launcher_variable("SYMSYNC_NRANKS", "OMPI_COMM_WORLD_SIZE");
  EXPECT_EQ(n_pes(), launcher_size ? std::atoi(launcher_size) : 1);
  if (const char* launcher_rank =
          launcher_variable("SYMSYNC_RANK", "OMPI_COMM_WORLD_RANK")) {
    EXPECT_EQ(my_pe(), std::atoi(launcher_rank));
  }
  const std::vector<int64_t> ranks = gather(my_pe());
  for (int pe = 0; pe < n_pes(); ++pe) EXPECT_EQ(ranks[pe], pe);
}

TEST(Runtime, PtrReadsAndWritesEveryPeersHeap) {
  auto* cells = static_cast<int64_t*>(nvshmem_calloc(n_pes(), sizeof(int64_t)));
  ASSERT_NE(cells, nullptr);
  EXPECT_EQ(nvshmem_ptr(cells, my_pe()), cells);
  for (int pe = 0; pe < n_pes(); ++pe) {
    int64_t* remote = on_pe(cells, pe);
    ASSERT_NE(remote, nullptr)
        << "PE " << pe << " is on this node but not reachable";
    remote[my_pe()] = 1000 * my_pe() + pe;  // write into PE pe's heap
  }
  nvshmem_barrier_all();
  for (int pe = 0; pe < n_pes(); ++pe) {
    EXPECT_EQ(cells[pe], 1000 * pe + my_pe()) << "written by PE " << pe;
    EXPECT_EQ(on_pe(cells, pe)[my_pe()],
              1000 * my_pe() + pe);  // read back from PE pe
  }
  nvshmem_barrier_all();
  nvshmem_free(cells);
}

TEST(Runtime, PtrIsNullOutsideTheHeapAndForBadPes) {
  auto* cell = static_cast<int*>(nvshmem_malloc(sizeof(int)));
  int local = 0;
  EXPECT_EQ(nvshmem_ptr(&local, my_pe()), nullptr);
  EXPECT_EQ(nvshmem_ptr(cell, -1), nullptr);
  EXPECT_EQ(nvshmem_ptr(cell, n_pes()), nullptr);
  nvshmem_free(cell);
}

TEST(Runtime, CollectiveAllocationsHaveTheSameOffsetsOnEveryPe) {
  auto* base = static_cast<char*>(nvshmem_malloc(1));
  std::vector<int64_t> offsets;
  std::vector<void*> blocks;
  const size_t sizes[] = {1, 4096, 100, 1 << 20, 7, 65536};
  for (size_t i = 0; i < std::size(sizes); ++i) {
    void* block = i % 3 == 0   ? nvshmem_malloc(sizes[i])
                  : i % 3 == 1 ? nvshmem_align(size_t{1} << (6 + i), sizes[i])
                               : nvshmem_calloc(sizes[i], 3);
    ASSERT_NE(block, nullptr);
    blocks.push_back(block);
    offsets.push_back(static_cast<char*>(block) - base);
  }
  nvshmem_free(blocks[1]);
  nvshmem_free(blocks[3]);
  void* reused = nvshmem_malloc(2000);
  offsets.push_back(static_cast<char*>(reused) - base);
  for (int64_t offset : offsets) {
    const std::vector<int64_t> everywhere = gather(offset);
    for (int pe = 0; pe < n_pes(); ++pe)
      EXPECT_EQ(everywhere[pe], offset) << "PE " << pe;
  }
  nvshmem_free(reused);
  for (size_t i : {0, 2, 4, 5}) nvshmem_free(blocks[i]);
  nvshmem_free(base);
}

TEST(Runtime, AlignHonoursTheAlignment) {
  for (size_t alignment : {64, 256, 4096, 1 << 16}) {
    void* block = nvshmem_align(alignment, 10);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block) % alignment, 0u);
    nvshmem_free(block);
  }
}

TEST(Runtime, CallocZeroesAndZeroSizeGivesNull) {
  auto* dirty = static_cast<unsigned char*>(nvshmem_malloc(4096));
  std::memset(dirty, 0xAB, 4096);
  nvshmem_free(dirty);
  auto* clean = static_cast<unsigned char*>(nvshmem_calloc(1024, 4));
  ASSERT_EQ(clean, dirty);  // the same block, handed out again
  for (int i = 0; i < 4096; ++i) ASSERT_EQ(clean[i], 0) << "byte " << i;
  nvshmem_free(clean);
  EXPECT_EQ(nvshmem_malloc(0), nullptr);
  EXPECT_EQ(nvshmem_calloc(0, 8), nullptr);
  nvshmem_free(nullptr);
}

TEST(Runtime, ExhaustionReturnsNullWithAMessageOnEveryPe) {
  testing::internal::CaptureStderr();
  void* too_big = nvshmem_malloc(size_t{1} << 40);
  void* overflow = nvshmem_calloc(SIZE_MAX / 2, 4);
  const std::string messages = testing::internal::GetCapturedStderr();
  EXPECT_EQ(too_big, nullptr);
  EXPECT_EQ(overflow, nullptr);
  EXPECT_NE(
      messages.find("nvshmem_malloc: cannot allocate 1099511627776 bytes"),
      std::string::npos)
      << messages;
  EXPECT_NE(messages.find("nvshmem_calloc:"), std::string::npos) << messages;
  void* fine = nvshmem_malloc(64);  // the heap is still usable
  EXPECT_NE(fine, nullptr);
  nvshmem_free(fine);
}

TEST(Runtime, BarrierWaitsForEveryPe) {
  auto* counter = static_cast<int64_t*>(nvshmem_calloc(1, sizeof(int64_t)));
  for (int round = 1; round <= 5; ++round) {
    if (my_pe() == round % n_pes())
      symsync_test::pause_briefly(2000);  // a late PE
    __atomic_fetch_add(on_pe(counter, 0), 1, __ATOMIC_SEQ_CST);
    nvshmem_barrier_all();
    EXPECT_EQ(__atomic_load_n(on_pe(counter, 0), __ATOMIC_SEQ_CST),
              round * n_pes());
    nvshmem_barrier_all();
  }
  nvshmem_free(counter);
}

// nvshmem_sync_all waits for every PE as the barrier does (without its
// quiet): a late PE's store, made before its call, is seen after it.
TEST(Runtime, SyncAllWaitsForEveryPe) {
  auto* counter = static_cast<int64_t*>(nvshmem_calloc(1, sizeof(int64_t)));
  for (int round = 1; round <= 5; ++round) {
    if (my_pe() == round % n_pes())
      symsync_test::pause_briefly(2000);  // a late PE
    __atomic_fetch_add(on_pe(counter, 0), 1, __ATOMIC_SEQ_CST);
    nvshmem_sync_all();
    EXPECT_EQ(__atomic_load_n(on_pe(counter, 0), __ATOMIC_SEQ_CST),
              round * n_pes());
    nvshmem_sync_all();
  }
  nvshmem_free(counter);
}

TEST(Runtime, ThreadLevelIsMultiple) {
  int provided = -1;
  nvshmem_query_thread(&provided);
  EXPECT_EQ(provided, NVSHMEM_THREAD_MULTIPLE);
}

TEST(Runtime, VersionAndName) {
  int major = 0, minor = 0;
  nvshmem_info_get_version(&major, &minor);
  EXPECT_EQ(major, 1);
  EXPECT_EQ(minor, 5);
  char name[NVSHMEM_MAX_NAME_LEN];
  nvshmem_info_get_name(name);
  EXPECT_STREQ(name, NVSHMEM_VENDOR_STRING);
  EXPECT_EQ(std::string(name).rfind("symsync", 0), 0u);
}

TEST(Runtime, NoSharedMemoryNameOutlivesInit) {
  const std::string prefix = symsync::impl::host_segment_prefix();
  ASSERT_EQ(prefix.rfind("symsync-", 0), 0u) << prefix;
  const auto left = shm_entries_starting_with(prefix);
  EXPECT_TRUE(left.empty()) << "/dev/shm/" << (left.empty() ? "" : left[0]);
}

TEST(Runtime, QueriesAreSafeFromManyThreads) {
  auto* cells = static_cast<int*>(nvshmem_calloc(4, sizeof(int)));
  std::atomic<int> errors{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        if (nvshmem_my_pe() != my_pe() || nvshmem_n_pes() != n_pes()) ++errors;
        if (nvshmem_ptr(&cells[t], (my_pe() + i) % n_pes()) == nullptr)
          ++errors;
        if (nvshmem_int_test(&cells[t], NVSHMEM_CMP_EQ, 0) != 1) ++errors;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(errors.load(), 0);
  nvshmem_barrier_all();
  nvshmem_free(cells);
}

}  // namespace
