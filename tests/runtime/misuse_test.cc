// Misuse of the API gets a clear message naming the routine, and ends the
// program with status 1: calls before init, a second init, calls after
// finalize, bad arguments, bad environment. One PE, started directly (gtest
// death tests fork). The parent never initializes the library; each death
// test does what it needs inside its own child.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <stdlib.h>

#include <cstdio>
#include <string>

#include "runtime/src/common/errors.h"
#include "runtime/src/heap/heap.h"
#include "tests/support/shm_entries.h"

namespace {

using testing::ExitedWithCode;

class Misuse : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    testing::GTEST_FLAG(death_test_style) = "fast";
  }
};

TEST_F(Misuse, CallsBeforeInit) {
  int local = 0;
  EXPECT_EXIT(nvshmem_my_pe(), ExitedWithCode(1),
              "symsync: nvshmem_my_pe: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_n_pes(), ExitedWithCode(1),
              "nvshmem_n_pes: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_malloc(64), ExitedWithCode(1),
              "nvshmem_malloc: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_barrier_all(), ExitedWithCode(1),
              "nvshmem_barrier_all: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_finalize(), ExitedWithCode(1),
              "nvshmem_finalize: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_int_wait_until(&local, NVSHMEM_CMP_EQ, 0),
              ExitedWithCode(1),
              "nvshmem_int_wait_until: called before nvshmem_init");
  EXPECT_EXIT(nvshmem_ptr(&local, 0), ExitedWithCode(1),
              "nvshmem_ptr: called before nvshmem_init");
}

TEST_F(Misuse, VersionAndNameNeedNoInit) {
  int major = 0, minor = 0;
  nvshmem_info_get_version(&major, &minor);
  EXPECT_EQ(major, NVSHMEM_MAJOR_VERSION);
  char name[NVSHMEM_MAX_NAME_LEN];
  nvshmem_info_get_name(name);
  EXPECT_STREQ(name, NVSHMEM_VENDOR_STRING);
  EXPECT_EXIT(nvshmem_info_get_name(nullptr), ExitedWithCode(1),
              "nvshmem_info_get_name: name is NULL");
}

TEST_F(Misuse, SecondInit) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        nvshmem_init();
      },
      ExitedWithCode(1),
      "symsync: PE 0: nvshmem_init: the library is already initialized");
  EXPECT_EXIT(
      {
        nvshmem_init();
        int provided;
        nvshmem_init_thread(NVSHMEM_THREAD_SINGLE, &provided);
      },
      ExitedWithCode(1),
      "nvshmem_init_thread: the library is already initialized");
}

TEST_F(Misuse, CallsAfterFinalize) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        nvshmem_finalize();
        nvshmem_my_pe();
      },
      ExitedWithCode(1), "nvshmem_my_pe: called after nvshmem_finalize");
  EXPECT_EXIT(
      {
        nvshmem_init();
        nvshmem_finalize();
        nvshmem_init();
      },
      ExitedWithCode(1),
      "nvshmem_init: called after nvshmem_finalize: the library cannot be "
      "started again");
}

// (An invalid comparison and a variable outside the heap are reported for
// every point-to-point routine of every type by the generated host tests:
// tests/support/p2p_host_suite.h.)
TEST_F(Misuse, SetRunningPastTheEndOfTheHeap) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        auto* x = static_cast<short*>(nvshmem_malloc(64));
        nvshmem_short_test_all(x, size_t{1} << 40, nullptr, NVSHMEM_CMP_EQ, 0);
      },
      ExitedWithCode(1),
      "nvshmem_short_test_all: ivars .* runs past the end of the symmetric "
      "heap");
}

TEST_F(Misuse, EmptySetsAcceptANullArray) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        const size_t any =
            nvshmem_int_wait_until_any(nullptr, 0, nullptr, NVSHMEM_CMP_EQ, 0);
        nvshmem_finalize();
        exit(any == SIZE_MAX ? 0 : 3);
      },
      ExitedWithCode(0), "");
}

TEST_F(Misuse, StreamFormsNeedTheCudaHeap) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        auto* x = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
        nvshmemx_int_wait_until_on_stream(x, NVSHMEM_CMP_EQ, 0, nullptr);
      },
      ExitedWithCode(1),
      "nvshmemx_int_wait_until_on_stream: stream forms need the symmetric heap "
      "in GPU memory");
}

TEST_F(Misuse, FreeOfWhatIsNotALiveBlock) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        int local;
        nvshmem_free(&local);
      },
      ExitedWithCode(1),
      "nvshmem_free: 0x[0-9a-f]+ is not in the symmetric heap");
  EXPECT_EXIT(
      {
        nvshmem_init();
        void* block = nvshmem_malloc(128);
        nvshmem_free(block);
        nvshmem_free(block);
      },
      ExitedWithCode(1),
      "nvshmem_free: 0x[0-9a-f]+ \\(heap offset 0\\) is not the start of a "
      "live symmetric allocation");
  EXPECT_EXIT(
      {
        nvshmem_init();
        char* block = static_cast<char*>(nvshmem_malloc(128));
        nvshmem_free(block + 64);
      },
      ExitedWithCode(1), "nvshmem_free: .* points inside a block");
}

TEST_F(Misuse, BadAllocationArgumentsGiveNullAndAMessage) {
  EXPECT_EXIT(
      {
        nvshmem_init();
        void* odd = nvshmem_align(48, 64);
        void* huge = nvshmem_align(size_t{1} << 30, 64);
        nvshmem_finalize();
        exit(odd == nullptr && huge == nullptr ? 0 : 3);
      },
      ExitedWithCode(0),
      "nvshmem_align: alignment 48 is not a power of two; returning NULL(.|\n)*"
      "nvshmem_align: alignment 1073741824 is larger than the 2097152 bytes");
}

TEST_F(Misuse, InvalidThreadLevelIsRefused) {
  EXPECT_EXIT(
      {
        int provided = -1;
        const int status = nvshmem_init_thread(7, &provided);
        if (status == 0 || provided != -1) exit(3);
        nvshmem_my_pe();  // still not initialized
      },
      ExitedWithCode(1),
      "nvshmem_init_thread: requested thread level 7 is not one "
      "of(.|\n)*nvshmem_my_pe: called before");
}

TEST_F(Misuse, InitThreadProvidesMultiple) {
  EXPECT_EXIT(
      {
        int provided = -1;
        int queried = -1;
        const int status =
            nvshmem_init_thread(NVSHMEM_THREAD_FUNNELED, &provided);
        nvshmem_query_thread(&queried);
        nvshmem_finalize();
        exit(status == 0 && provided == NVSHMEM_THREAD_MULTIPLE &&
                     queried == NVSHMEM_THREAD_MULTIPLE
                 ? 0
                 : 3);
      },
      ExitedWithCode(0), "");
}

TEST_F(Misuse, BadEnvironmentIsNamed) {
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_SYMMETRIC_SIZE", "12x", 1);
        setenv("NVSHMEM_HEAP_KIND", "gpu", 1);
        nvshmem_init();
      },
      ExitedWithCode(1),
      "nvshmem_init: invalid environment:\n  NVSHMEM_SYMMETRIC_SIZE='12x' is "
      "not valid: expected a positive number of "
      "bytes(.|\n)*NVSHMEM_HEAP_KIND='gpu' is not valid: expected host or "
      "cuda");
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_BOOTSTRAP_TIMEOUT", "-3", 1);
        nvshmem_init();
      },
      ExitedWithCode(1),
      "NVSHMEM_BOOTSTRAP_TIMEOUT='-3' is not valid: expected a positive number "
      "of seconds");
}

TEST_F(Misuse, ReductionScratchAreaOfTheWrongSizeIsNamed) {
  for (const char* size : {"8", "1001"}) {
    EXPECT_EXIT(
        {
          setenv("NVSHMEM_REDUCE_SCRATCH_SIZE", size, 1);
          nvshmem_init();
        },
        ExitedWithCode(1),
        std::string("nvshmem_init: NVSHMEM_REDUCE_SCRATCH_SIZE is ") + size +
            " bytes: it must be at least 16 and a multiple of 8");
  }
}

TEST_F(Misuse, MissingMpiPluginIsExplained) {
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_BOOTSTRAP", "mpi", 1);
        setenv("NVSHMEM_BOOTSTRAP_PLUGIN",
               "/nonexistent/libsymsync_bootstrap_mpi.so", 1);
        nvshmem_init();
      },
      ExitedWithCode(1),
      "nvshmem_init: cannot load the MPI bootstrap plugin "
      "libsymsync_bootstrap_mpi.so, needed because "
      "NVSHMEM_BOOTSTRAP=mpi; set NVSHMEM_BOOTSTRAP_PLUGIN to its path. "
      "Tried:\n  "
      "/nonexistent/libsymsync_bootstrap_mpi.so \\(not found\\)");
}

TEST_F(Misuse, CudaHeapWithoutAGpuIsExplained) {
  if (getenv("SYMSYNC_EXPECT_GPU") != nullptr)
    GTEST_SKIP() << "a GPU is visible here";
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_HEAP_KIND", "cuda", 1);
        nvshmem_init();
      },
      ExitedWithCode(1),
      "nvshmem_init: NVSHMEM_HEAP_KIND=cuda, but no CUDA device is visible");
}

TEST_F(Misuse, HeapLargerThanSharedMemoryIsExplained) {
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_SYMMETRIC_SIZE", "100000g", 1);
        setenv("NVSHMEM_HEAP_KIND", "host", 1);
        nvshmem_init();
      },
      ExitedWithCode(1),
      // 100000g and the 2 MiB of room past it (a multiple of 2 MiB, with
      // at least 64 KiB more), NVSHMEM_REDUCE_SCRATCH_SIZE's 512k twice
      // (the host forms' scratch area and the device and stream forms') and
      // the 128 team handles' areas (one PE: 416 bytes each, the host
      // forms' short reductions' slots, its barriers' 3 words, and the
      // device and stream forms' short reductions' slots with 8 bytes to
      // align them), and nvshmemx_team_init's mailbox (48 bytes: one PE's
      // entry of 5 words and its acknowledgement)
      "nvshmem_init: cannot (reserve|size|map) .*107374185599024 bytes");
}

// A program written for NVSHMEM's growing heap may set
// NVSHMEM_SYMMETRIC_SIZE to its largest buffer and allocate small ones
// besides (NVSHMEM's collective perftests do): the heap has room past the
// size, and still says when it is full.
void allocate_in_a_heap_of_128k() {
  setenv("NVSHMEM_SYMMETRIC_SIZE", "128k", 1);
  setenv("NVSHMEM_HEAP_KIND", "host", 1);
  nvshmem_init();
  void* first = nvshmem_malloc(4);
  void* second = nvshmem_malloc(4);
  void* largest = nvshmem_malloc(128 << 10);
  void* past = nvshmem_malloc(4 << 20);
  std::fprintf(stderr, "small %d largest %d past %d\n",
               first != nullptr && second != nullptr, largest != nullptr,
               past != nullptr);
  nvshmem_finalize();
  exit(0);
}

TEST_F(Misuse, HeapHasRoomPastItsSizeAndSaysWhenFull) {
  EXPECT_EXIT(
      allocate_in_a_heap_of_128k(), ExitedWithCode(0),
      "nvshmem_malloc: cannot allocate 4194304 bytes \\(alignment [0-9]+\\): "
      "the symmetric heap of 2097152 bytes \\(NVSHMEM_SYMMETRIC_SIZE, rounded "
      "up\\)(.|\n)*small 1 largest 1 past 0");
}

// nvshmemx_init_attr refuses what it cannot start from, before it starts
// anything, naming the flags or the attribute that is wrong.
TEST_F(Misuse, InitAttrRefusesFlagsAndAttributesItCannotUse) {
  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_THREAD_PES, &attr),
              ExitedWithCode(1),
              "nvshmemx_init_attr: flags 0x1: only "
              "NVSHMEMX_INIT_WITH_UNIQUEID \\(0x8\\) and "
              "NVSHMEMX_INIT_WITH_MPI_COMM \\(0x2\\) are supported, alone");
  EXPECT_EXIT(
      nvshmemx_init_attr(
          NVSHMEMX_INIT_WITH_UNIQUEID | NVSHMEMX_INIT_WITH_MPI_COMM, &attr),
      ExitedWithCode(1),
      "nvshmemx_init_attr: NVSHMEMX_INIT_WITH_UNIQUEID and "
      "NVSHMEMX_INIT_WITH_MPI_COMM together");
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, nullptr),
              ExitedWithCode(1),
              "nvshmemx_init_attr: flags 0x8 need attributes, but attributes "
              "is NULL");
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, &attr),
              ExitedWithCode(1),
              "NVSHMEMX_INIT_WITH_UNIQUEID, but the attributes carry no "
              "unique ID: call nvshmemx_set_attr_uniqueid_args first");
  nvshmemx_uniqueid_t id = {};  // not from NVSHMEMX_UNIQUEID_INITIALIZER
  attr.args.uid_args.id = &id;
  attr.args.uid_args.myrank = 0;
  attr.args.uid_args.nranks = 1;
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, &attr),
              ExitedWithCode(1),
              "the unique ID's version is 0, expected [0-9]+: make it with "
              "nvshmemx_get_uniqueid");
  nvshmemx_uniqueid_t made = NVSHMEMX_UNIQUEID_INITIALIZER;
  attr.args.uid_args.id = &made;
  attr.args.uid_args.myrank = 3;
  attr.args.uid_args.nranks = 2;
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, &attr),
              ExitedWithCode(1),
              "nvshmemx_init_attr: rank 3 of 2 PEs is not valid");
  nvshmemx_init_attr_t no_comm = NVSHMEMX_INIT_ATTR_INITIALIZER;
  EXPECT_EXIT(nvshmemx_init_attr(NVSHMEMX_INIT_WITH_MPI_COMM, &no_comm),
              ExitedWithCode(1),
              "NVSHMEMX_INIT_WITH_MPI_COMM, but the attributes carry no "
              "communicator: call nvshmemx_set_attr_mpi_comm_args first");
}

// The attribute setters and nvshmemx_get_uniqueid return nonzero, with a
// message, for arguments they cannot use, and leave the attributes alone.
TEST_F(Misuse, AttributeSettersRefuseWhatTheyCannotUse) {
  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  nvshmemx_uniqueid_t id = NVSHMEMX_UNIQUEID_INITIALIZER;
  testing::internal::CaptureStderr();
  EXPECT_NE(nvshmemx_get_uniqueid(nullptr), 0);
  EXPECT_NE(nvshmemx_set_attr_uniqueid_args(0, 2, nullptr, &attr), 0);
  EXPECT_NE(nvshmemx_set_attr_uniqueid_args(0, 2, &id, nullptr), 0);
  EXPECT_NE(nvshmemx_set_attr_uniqueid_args(2, 2, &id, &attr), 0);
  EXPECT_NE(nvshmemx_set_attr_uniqueid_args(0, 0, &id, &attr), 0);
  EXPECT_NE(nvshmemx_set_attr_mpi_comm_args(nullptr, &attr), 0);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_EQ(attr.args.uid_args.id, nullptr);
  EXPECT_EQ(attr.mpi_comm, nullptr);
  for (const char* expected :
       {"nvshmemx_get_uniqueid: uniqueid is NULL",
        "nvshmemx_set_attr_uniqueid_args: uniqueid is NULL",
        "nvshmemx_set_attr_uniqueid_args: attr is NULL",
        "nvshmemx_set_attr_uniqueid_args: rank 2 of 2 PEs is not valid",
        "nvshmemx_set_attr_uniqueid_args: rank 0 of 0 PEs is not valid",
        "nvshmemx_set_attr_mpi_comm_args: mpi_comm is NULL"}) {
    EXPECT_NE(printed.find(expected), std::string::npos)
        << "\"" << expected << "\" is not in:\n"
        << printed;
  }
}

// Another thread (the init watchdog) began to end the process, and ran the
// emergency cleanup, before this one created its heap segment: the segment
// is removed all the same, and the process ends.
TEST_F(Misuse, HeapSegmentCreatedWhileTheProcessEnds) {
  const auto before = symsync_test::shm_entries_starting_with("symsync-");
  EXPECT_EXIT(
      {
        symsync::impl::run_emergency_cleanup();  // as that thread does
        nvshmem_init();
      },
      ExitedWithCode(1),
      "nvshmem_init: this process began to end in another thread");
  EXPECT_EQ(symsync_test::shm_entries_starting_with("symsync-"), before);
}

}  // namespace
