// NVSHMEM_DEBUG=1 (set by the BUILD file): every host routine that takes a
// symmetric address and a length checks that the range lies in one live
// allocation, and names the routine, the argument, the allocation and how
// far the range runs over. One PE, started directly (the death tests fork);
// each kind of argument once: the destination and source of data
// movement, a single-element update, a signal object, a wait's and a
// test's set, and a freed allocation.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "tests/support/pe_test.h"

namespace symsync_test {
namespace {

using testing::ExitedWithCode;

class HeapBoundsDeathTest : public testing::Test {
 protected:
  void SetUp() override {
    if (!started_directly())
      GTEST_SKIP() << "death tests run only when the test is started directly";
    const char* debug = std::getenv("NVSHMEM_DEBUG");
    ASSERT_TRUE(debug != nullptr && debug[0] == '1')
        << "run me with NVSHMEM_DEBUG=1 (the BUILD file sets it)";
    testing::GTEST_FLAG(death_test_style) = "threadsafe";
    // Two allocations side by side: an overrun of the first lands in the
    // second, inside the heap, where only the per-allocation check sees it.
    data_ = static_cast<double*>(nvshmem_malloc(16 * sizeof(double)));
    next_ = static_cast<double*>(nvshmem_calloc(64, sizeof(double)));
    ASSERT_NE(data_, nullptr);
    ASSERT_NE(next_, nullptr);
  }
  void TearDown() override {
    nvshmem_free(next_);
    nvshmem_free(data_);
  }

  double* data_ = nullptr;
  double* next_ = nullptr;
};

// The report's tail for `count` elements of `size` bytes that run `over`
// bytes past the 128-byte allocation data_ is.
std::string over_data(const char* routine, const char* parameter, int count,
                      int size, int over) {
  return std::string(routine) + ": " + parameter + " \\(0x[0-9a-f]+, " +
         std::to_string(count) + " element\\(s\\) of " + std::to_string(size) +
         " bytes, " + std::to_string(count * size) + " bytes\\) runs " +
         std::to_string(over) +
         " bytes past the end of its allocation \\[0x[0-9a-f]+, "
         "0x[0-9a-f]+\\) of 128 bytes \\(NVSHMEM_DEBUG\\)";
}

TEST_F(HeapBoundsDeathTest, ThirtyTwoDoublesIntoSixteen) {
  std::vector<double> source(32, 1.0);
  EXPECT_EXIT(nvshmem_double_put(data_, source.data(), 32, 0),
              ExitedWithCode(1),
              over_data("nvshmem_double_put", "dest", 32, 8, 128));
  EXPECT_EXIT(nvshmem_putmem_nbi(data_, source.data(), 129, 0),
              ExitedWithCode(1),
              over_data("nvshmem_putmem_nbi", "dest", 129, 1, 1));
  EXPECT_EXIT(nvshmem_double_get(source.data(), data_, 17, 0),
              ExitedWithCode(1),
              over_data("nvshmem_double_get", "source", 17, 8, 8));
}

TEST_F(HeapBoundsDeathTest, PutWithSignalChecksBothObjects) {
  std::vector<double> source(32, 1.0);
  auto* signal = reinterpret_cast<uint64_t*>(next_);
  EXPECT_EXIT(nvshmem_double_put_signal(data_, source.data(), 20, signal, 1,
                                        NVSHMEM_SIGNAL_SET, 0),
              ExitedWithCode(1),
              over_data("nvshmem_double_put_signal", "dest", 20, 8, 32));
  // A signal object that starts in the padding after an allocation.
  auto* small = static_cast<uint64_t*>(nvshmem_malloc(8));
  ASSERT_NE(small, nullptr);
  EXPECT_EXIT(nvshmemx_signal_op(small + 1, 1, NVSHMEM_SIGNAL_ADD, 0),
              ExitedWithCode(1),
              "nvshmemx_signal_op: sig_addr \\(0x[0-9a-f]+, 1 element\\(s\\) "
              "of 8 bytes\\) starts 0 bytes past the end of the allocation "
              "\\[0x[0-9a-f]+, 0x[0-9a-f]+\\) of 8 bytes it follows "
              "\\(NVSHMEM_DEBUG\\)");
  nvshmem_free(small);
}

TEST_F(HeapBoundsDeathTest, WaitsAndTestsCheckTheirSet) {
  auto* ivars = static_cast<int*>(nvshmem_calloc(8, sizeof(int)));
  ASSERT_NE(ivars, nullptr);
  EXPECT_EXIT(nvshmem_int_wait_until_all(ivars, 40, nullptr, NVSHMEM_CMP_EQ, 0),
              ExitedWithCode(1),
              "nvshmem_int_wait_until_all: ivars \\(0x[0-9a-f]+, 40 "
              "element\\(s\\) of 4 bytes, 160 bytes\\) runs 128 bytes past "
              "the end of its allocation \\[0x[0-9a-f]+, 0x[0-9a-f]+\\) of 32 "
              "bytes \\(NVSHMEM_DEBUG\\)");
  EXPECT_EXIT(nvshmem_int_test_any(ivars, 9, nullptr, NVSHMEM_CMP_EQ, 0),
              ExitedWithCode(1), "nvshmem_int_test_any: ivars .* runs 4 bytes");
  // Within the allocation, nothing is reported.
  EXPECT_EQ(nvshmem_int_test_all(ivars, 8, nullptr, NVSHMEM_CMP_EQ, 0), 1);
  nvshmem_free(ivars);
}

TEST_F(HeapBoundsDeathTest, AFreedAllocationIsNoneAnyMore) {
  auto* gone = static_cast<long*>(nvshmem_malloc(4 * sizeof(long)));
  ASSERT_NE(gone, nullptr);
  nvshmem_free(gone);
  EXPECT_EXIT(nvshmem_long_p(gone, 1, 0), ExitedWithCode(1),
              "nvshmem_long_p: dest \\(0x[0-9a-f]+, 1 element\\(s\\) of 8 "
              "bytes\\) is in no live allocation of the symmetric heap "
              "\\(NVSHMEM_DEBUG\\): nvshmem_free freed it, or no "
              "nvshmem_malloc, calloc or align returned it");
}

TEST_F(HeapBoundsDeathTest, WholeAllocationsAreFine) {
  std::vector<double> source(16, 2.0);
  nvshmem_double_put(data_, source.data(), 16, 0);
  nvshmem_double_get(source.data(), next_, 16, 0);
  nvshmem_double_p(&data_[15], 3.0, 0);
  nvshmem_quiet();
  EXPECT_EQ(nvshmem_double_g(&data_[15], 0), 3.0);
}

}  // namespace
}  // namespace symsync_test
