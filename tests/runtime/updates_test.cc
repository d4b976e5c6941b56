// The update routines of spec/updates.yaml from the host, with updates from
// other PEs: signal SET and ADD (no add is lost when every PE adds at once),
// nvshmem_signal_fetch, data written before a signal visible after the wait
// it releases, fence ordering two stores to one PE, and the misuse reports
// (one PE started directly: the death tests fork). The wait forms released
// by these routines are checked per type by the generated host tests.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/support/pe_test.h"

namespace symsync_test {
namespace {

// Every PE adds to every PE's signal at once; no add is lost, and a SET
// afterwards replaces the sum.
TEST(Updates, SignalAddFromEveryPeIsNeverLost) {
  constexpr uint64_t kRounds = 2000;
  const uint64_t n = static_cast<uint64_t>(nvshmem_n_pes());
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  ASSERT_NE(signal, nullptr);
  nvshmem_barrier_all();
  for (uint64_t round = 0; round < kRounds; ++round) {
    for (int pe = 0; pe < nvshmem_n_pes(); ++pe)
      nvshmemx_signal_op(signal, my_pe() + 1, NVSHMEM_SIGNAL_ADD, pe);
  }
  nvshmem_barrier_all();
  EXPECT_EQ(nvshmem_signal_fetch(signal), kRounds * n * (n + 1) / 2);
  nvshmem_barrier_all();
  nvshmemx_signal_op(signal, 7, NVSHMEM_SIGNAL_SET, right_pe());
  nvshmem_barrier_all();
  EXPECT_EQ(nvshmem_signal_fetch(signal), 7u);
  nvshmem_barrier_all();
  nvshmem_free(signal);
}

// Each PE puts a message into its right neighbour's buffer with
// nvshmem_long_p, raises the neighbour's signal with NVSHMEM_SIGNAL_SET, and
// waits for its own: the message from the left must be there, every round.
TEST(Updates, SignalSetReleasesTheDataPutBeforeIt) {
  constexpr int kWords = 16;
  constexpr uint64_t kRounds = 500;
  auto* message = static_cast<long*>(nvshmem_calloc(kWords, sizeof(long)));
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  ASSERT_NE(message, nullptr);
  ASSERT_NE(signal, nullptr);
  nvshmem_barrier_all();
  int wrong = 0;
  for (uint64_t round = 1; round <= kRounds; ++round) {
    for (int i = 0; i < kWords; ++i)
      nvshmem_long_p(&message[i], static_cast<long>(round * 100 + i),
                     right_pe());
    nvshmemx_signal_op(&signal[0], round, NVSHMEM_SIGNAL_SET, right_pe());
    note_activity("signal round " + std::to_string(round));
    EXPECT_EQ(nvshmem_signal_wait_until(&signal[0], NVSHMEM_CMP_EQ, round),
              round);
    for (int i = 0; i < kWords; ++i)
      wrong += message[i] != static_cast<long>(round * 100 + i);
    // The left neighbour overwrites the message only once this PE has read
    // it: acknowledge, and wait for the right neighbour's acknowledgement.
    nvshmemx_signal_op(&signal[1], round, NVSHMEM_SIGNAL_SET, left_pe());
    nvshmem_signal_wait_until(&signal[1], NVSHMEM_CMP_EQ, round);
  }
  EXPECT_EQ(wrong, 0) << "message words seen before the signal's data";
  nvshmem_barrier_all();
  nvshmem_free(signal);
  nvshmem_free(message);
}

// nvshmem_signal_fetch sees an update from another PE without waiting, and
// acquires: polling it until the value appears makes the data before the
// update visible.
TEST(Updates, SignalFetchSeesAnotherPesUpdate) {
  auto* data = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmem_barrier_all();
  EXPECT_EQ(nvshmem_signal_fetch(signal), 0u);
  nvshmem_barrier_all();
  nvshmem_long_p(data, 1000 + left_pe(), right_pe());
  nvshmemx_signal_op(signal, 1, NVSHMEM_SIGNAL_SET, right_pe());
  note_activity("polling nvshmem_signal_fetch");
  while (nvshmem_signal_fetch(signal) != 1) pause_briefly(10);
  // The left neighbour put its own number's neighbour: my left's left.
  EXPECT_EQ(*data, 1000 + (left_pe() + nvshmem_n_pes() - 1) % nvshmem_n_pes());
  nvshmem_barrier_all();
  nvshmem_free(signal);
  nvshmem_free(data);
}

// Of two stores to one PE separated by nvshmem_fence, a PE that sees the
// second sees the first: the left neighbour puts `first` then, after a
// fence, `second`, round after round; whenever this PE reads a round in
// `second`, `first` holds that round or a later one.
TEST(Updates, FenceOrdersTwoStoresToOnePe) {
  constexpr uint64_t kRounds = 20000;
  auto* words = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  nvshmem_barrier_all();
  int out_of_order = 0;
  if (nvshmem_n_pes() == 1) {
    for (uint64_t round = 1; round <= kRounds; ++round) {
      nvshmem_uint64_p(&words[0], round, my_pe());
      nvshmem_fence();
      nvshmem_uint64_p(&words[1], round, my_pe());
      out_of_order += nvshmem_signal_fetch(&words[0]) < round;
    }
  } else {
    // Even PEs write their right neighbour, odd PEs read.
    const bool writer = my_pe() % 2 == 0;
    const bool reader = my_pe() % 2 == 1;
    if (writer && right_pe() % 2 == 1) {
      for (uint64_t round = 1; round <= kRounds; ++round) {
        nvshmem_uint64_p(&words[0], round, right_pe());
        nvshmem_fence();
        nvshmem_uint64_p(&words[1], round, right_pe());
      }
    } else if (reader) {
      note_activity("reading two fenced words");
      for (uint64_t seen = 0; seen < kRounds;) {
        seen = nvshmem_signal_fetch(&words[1]);
        out_of_order += nvshmem_signal_fetch(&words[0]) < seen;
      }
    }
  }
  EXPECT_EQ(out_of_order, 0) << "the second store was seen before the first";
  nvshmem_quiet();
  nvshmem_barrier_all();
  nvshmem_free(words);
}

// Misuse is reported naming the routine and the offending value.
TEST(UpdatesDeathTest, MisuseIsReported) {
  if (!started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  auto* cell = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  EXPECT_EXIT(nvshmemx_signal_op(signal, 1, 7, 0), testing::ExitedWithCode(1),
              "nvshmemx_signal_op: invalid signal operation 7 \\(expected "
              "NVSHMEM_SIGNAL_SET=9 or NVSHMEM_SIGNAL_ADD=10\\)");
  EXPECT_EXIT(nvshmem_int_atomic_set(cell, 1, 3), testing::ExitedWithCode(1),
              "nvshmem_int_atomic_set: pe 3 is not a PE of this job, which "
              "has 1 \\(0 to 0\\)");
  EXPECT_EXIT(nvshmem_int_p(cell, 1, -1), testing::ExitedWithCode(1),
              "nvshmem_int_p: pe -1 is not a PE of this job");
  int stray = 0;
  EXPECT_EXIT(nvshmem_int_atomic_set(&stray, 1, 0), testing::ExitedWithCode(1),
              "nvshmem_int_atomic_set: dest");
  nvshmem_free(cell);
  nvshmem_free(signal);
}

}  // namespace
}  // namespace symsync_test
