// The data-movement routines of spec/rma.yaml from the host, beside the
// generated per-type tests (generated/tests/host/rma_*_test.cc): their
// misuse reports, each naming the routine and the offending value (one PE
// started directly: the death tests fork), and a ring of put-with-signal
// blocks between PEs, which test.sh also runs under AddressSanitizer and
// UndefinedBehaviorSanitizer.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/support/pe_test.h"

namespace symsync_test {
namespace {

using testing::ExitedWithCode;

class RmaDeathTest : public testing::Test {
 protected:
  void SetUp() override {
    if (!started_directly())
      GTEST_SKIP() << "death tests run only when the test is started directly";
    testing::GTEST_FLAG(death_test_style) = "threadsafe";
  }
};

TEST_F(RmaDeathTest, DestinationOutsideTheHeap) {
  long local[4] = {};
  long source[4] = {};
  EXPECT_EXIT(nvshmem_long_put(local, source, 4, 0), ExitedWithCode(1),
              "nvshmem_long_put: dest \\(0x[0-9a-f]+, 4 element\\(s\\) of 8 "
              "bytes\\) is not inside the symmetric heap");
  EXPECT_EXIT(nvshmem_getmem(source, local, sizeof local, 0), ExitedWithCode(1),
              "nvshmem_getmem: source \\(0x[0-9a-f]+, 32 element\\(s\\) of 1 "
              "bytes\\) is not inside the symmetric heap");
  EXPECT_EXIT(nvshmem_double_g(reinterpret_cast<double*>(local), 0),
              ExitedWithCode(1),
              "nvshmem_double_g: source .* is not inside the symmetric heap");
}

TEST_F(RmaDeathTest, RangePastTheEndOfTheHeap) {
  auto* block = static_cast<char*>(nvshmem_malloc(64));
  ASSERT_NE(block, nullptr);
  std::vector<char> source(64);
  EXPECT_EXIT(
      nvshmem_put64(block, source.data(), size_t{1} << 40, 0),
      ExitedWithCode(1),
      "nvshmem_put64: dest \\(0x[0-9a-f]+, 1099511627776 element\\(s\\) "
      "of 8 bytes\\) runs past the end of the symmetric heap");
  EXPECT_EXIT(nvshmem_putmem_signal(block, source.data(), size_t{1} << 40,
                                    reinterpret_cast<uint64_t*>(block), 1,
                                    NVSHMEM_SIGNAL_SET, 0),
              ExitedWithCode(1),
              "nvshmem_putmem_signal: dest .* runs past the end");
  nvshmem_free(block);
}

TEST_F(RmaDeathTest, PeOutOfRange) {
  auto* block = static_cast<int*>(nvshmem_calloc(8, sizeof(int)));
  ASSERT_NE(block, nullptr);
  int source[8] = {};
  EXPECT_EXIT(nvshmem_int_put(block, source, 8, 5), ExitedWithCode(1),
              "nvshmem_int_put: pe 5 is not a PE of this job, which has 1 "
              "\\(0 to 0\\)");
  EXPECT_EXIT(nvshmem_int_get_nbi(source, block, 8, -1), ExitedWithCode(1),
              "nvshmem_int_get_nbi: pe -1 is not a PE of this job");
  // An empty move still names a bad PE.
  EXPECT_EXIT(nvshmem_putmem(nullptr, nullptr, 0, 3), ExitedWithCode(1),
              "nvshmem_putmem: pe 3 is not a PE of this job");
  nvshmem_free(block);
}

TEST_F(RmaDeathTest, InvalidSignalOperation) {
  auto* block = static_cast<long*>(nvshmem_calloc(9, sizeof(long)));
  ASSERT_NE(block, nullptr);
  long source[8] = {};
  auto* signal = reinterpret_cast<uint64_t*>(&block[8]);
  EXPECT_EXIT(nvshmem_long_put_signal(block, source, 8, signal, 1, 7, 0),
              ExitedWithCode(1),
              "nvshmem_long_put_signal: invalid signal operation 7 \\(expected "
              "NVSHMEM_SIGNAL_SET=9 or NVSHMEM_SIGNAL_ADD=10\\)");
  nvshmem_free(block);
}

TEST_F(RmaDeathTest, SignalOutsideTheHeapOrInsideTheData) {
  auto* block = static_cast<long*>(nvshmem_calloc(9, sizeof(long)));
  ASSERT_NE(block, nullptr);
  long source[8] = {};
  uint64_t local_signal = 0;
  EXPECT_EXIT(nvshmem_long_put_signal_nbi(block, source, 8, &local_signal, 1,
                                          NVSHMEM_SIGNAL_ADD, 0),
              ExitedWithCode(1),
              "nvshmem_long_put_signal_nbi: sig_addr .* is not inside the "
              "symmetric heap");
  EXPECT_EXIT(nvshmem_long_put_signal(block, source, 8,
                                      reinterpret_cast<uint64_t*>(&block[3]), 1,
                                      NVSHMEM_SIGNAL_SET, 0),
              ExitedWithCode(1),
              "nvshmem_long_put_signal: sig_addr \\(0x[0-9a-f]+\\) lies inside "
              "the destination \\(dest 0x[0-9a-f]+, 64 bytes\\) it announces");
  nvshmem_free(block);
}

// A put whose count runs past its allocation onto a signal object that is
// an allocation of its own: the count is blamed, not sig_addr.
TEST_F(RmaDeathTest, DataRunningOntoTheSignalBlamesTheCount) {
  auto* data = static_cast<double*>(nvshmem_malloc(16 * sizeof(double)));
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  ASSERT_NE(data, nullptr);
  ASSERT_NE(signal, nullptr);
  ASSERT_GT(reinterpret_cast<char*>(signal), reinterpret_cast<char*>(data));
  const size_t reach = static_cast<size_t>(reinterpret_cast<char*>(signal) -
                                           reinterpret_cast<char*>(data)) /
                           sizeof(double) +
                       1;
  std::vector<double> source(reach, 1.0);
  EXPECT_EXIT(nvshmem_double_put_signal(data, source.data(), reach, signal, 1,
                                        NVSHMEM_SIGNAL_SET, 0),
              ExitedWithCode(1),
              "nvshmem_double_put_signal: the destination \\(dest "
              "0x[0-9a-f]+, [0-9]+ bytes\\) runs [0-9]+ bytes past the end "
              "of its allocation \\[0x[0-9a-f]+, 0x[0-9a-f]+\\) of 128 "
              "bytes, over the signal object at sig_addr 0x[0-9a-f]+: the "
              "element count is too large for dest");
  nvshmem_free(signal);
  nvshmem_free(data);
}

TEST(Rma, EmptyMovesAcceptNullPointers) {
  nvshmem_putmem(nullptr, nullptr, 0, my_pe());
  nvshmem_getmem_nbi(nullptr, nullptr, 0, my_pe());
  nvshmem_int_put(nullptr, nullptr, 0, right_pe());
  nvshmem_quiet();
}

// Every PE sends blocks of growing size to its right neighbour with a
// put-with-signal and reads each block it receives once the signal says so.
TEST(Rma, RingOfBlocksAnnouncedBySignals) {
  constexpr size_t kBytes = (size_t{1} << 18) + 5;
  auto* inbox = static_cast<unsigned char*>(nvshmem_malloc(kBytes));
  auto* signals = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  ASSERT_NE(inbox, nullptr);
  ASSERT_NE(signals, nullptr);
  std::vector<unsigned char> block(kBytes);
  nvshmem_barrier_all();
  for (uint64_t round = 1; round <= 12; ++round) {
    const size_t bytes = kBytes >> (12 - round);
    for (size_t i = 0; i < bytes; ++i)
      block[i] = static_cast<unsigned char>(i * 7 + round + my_pe());
    nvshmem_putmem_signal_nbi(inbox, block.data(), bytes, &signals[0], round,
                              NVSHMEM_SIGNAL_SET, right_pe());
    nvshmem_quiet();
    nvshmem_signal_wait_until(&signals[0], NVSHMEM_CMP_EQ, round);
    size_t wrong = 0;
    for (size_t i = 0; i < bytes; ++i)
      wrong +=
          inbox[i] != static_cast<unsigned char>(i * 7 + round + left_pe());
    EXPECT_EQ(wrong, 0u) << "round " << round;
    // The left neighbour writes the next block once this one is read.
    nvshmemx_signal_op(&signals[1], round, NVSHMEM_SIGNAL_SET, left_pe());
    nvshmem_signal_wait_until(&signals[1], NVSHMEM_CMP_EQ, round);
  }
  nvshmem_barrier_all();
  nvshmem_free(signals);
  nvshmem_free(inbox);
}

}  // namespace
}  // namespace symsync_test
