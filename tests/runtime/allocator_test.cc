// The symmetric allocator alone: unit tests, and a randomized run of a
// million operations checked against a reference model.

#include "runtime/src/heap/allocator.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>
#include <map>
#include <random>
#include <vector>

namespace symsync {
namespace impl {
namespace {

constexpr size_t kMin = SymmetricAllocator::kDefaultMinAlignment;

TEST(Allocator, HandsOutAlignedDisjointBlocks) {
  SymmetricAllocator heap(1 << 20);
  auto a = heap.allocate(100, 1);
  auto b = heap.allocate(1, 1);
  auto c = heap.allocate(4096, 4096);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(*a % kMin, 0u);
  EXPECT_EQ(*b % kMin, 0u);
  EXPECT_EQ(*c % 4096, 0u);
  EXPECT_GE(*b, *a + 100);
  EXPECT_TRUE(*c >= *b + 1 || *c + 4096 <= *a);
}

TEST(Allocator, RejectsZeroSizeAndBadAlignment) {
  SymmetricAllocator heap(1 << 20);
  EXPECT_FALSE(heap.allocate(0, 1));
  EXPECT_FALSE(heap.allocate(64, 0));
  EXPECT_FALSE(heap.allocate(64, 48));
  EXPECT_FALSE(heap.allocate(SIZE_MAX, 1));  // rounding would overflow
}

TEST(Allocator, ReportsExhaustion) {
  SymmetricAllocator heap(4096);
  auto all = heap.allocate(4096, 1);
  ASSERT_TRUE(all);
  EXPECT_FALSE(heap.allocate(1, 1));
  EXPECT_EQ(heap.free_bytes(), 0u);
  EXPECT_TRUE(heap.release(*all));
  EXPECT_TRUE(heap.allocate(4096, 1));
}

TEST(Allocator, ReleaseRejectsWhatIsNotALiveBlock) {
  SymmetricAllocator heap(1 << 20);
  auto a = heap.allocate(256, 1);
  ASSERT_TRUE(a);
  EXPECT_FALSE(heap.release(*a + kMin));  // inside the block
  EXPECT_FALSE(heap.release(1 << 19));    // never allocated
  EXPECT_TRUE(heap.release(*a));
  EXPECT_FALSE(heap.release(*a));  // already freed
}

TEST(Allocator, CoalescesNeighboursInAnyOrder) {
  SymmetricAllocator heap(1 << 16);
  std::vector<size_t> blocks;
  for (int i = 0; i < 8; ++i) blocks.push_back(*heap.allocate(1000, 1));
  for (int i : {1, 3, 5, 7, 0, 6, 2, 4}) {
    ASSERT_TRUE(heap.release(blocks[i]));
  }
  EXPECT_EQ(heap.free_block_count(), 1u);
  EXPECT_EQ(heap.largest_free_block(), heap.capacity());
}

TEST(Allocator, ChoosesTheSmallestBlockThatFits) {
  SymmetricAllocator heap(1 << 16);
  auto a = heap.allocate(4096, 1);
  auto gap_small = heap.allocate(256, 1);
  auto b = heap.allocate(64, 1);
  auto gap_large = heap.allocate(8192, 1);
  auto c = heap.allocate(64, 1);
  ASSERT_TRUE(a && gap_small && b && gap_large && c);
  heap.release(*gap_large);
  heap.release(*gap_small);
  EXPECT_EQ(heap.allocate(200, 1), gap_small);
  EXPECT_EQ(heap.allocate(5000, 1), gap_large);
}

TEST(Allocator, SameCallsGiveSameOffsets) {
  SymmetricAllocator one(1 << 20), two(1 << 20);
  std::mt19937_64 random(7);
  std::vector<size_t> live_one, live_two;
  for (int i = 0; i < 5000; ++i) {
    if (!live_one.empty() && random() % 3 == 0) {
      const size_t pick = random() % live_one.size();
      one.release(live_one[pick]);
      two.release(live_two[pick]);
      live_one.erase(live_one.begin() + pick);
      live_two.erase(live_two.begin() + pick);
    } else {
      const size_t size = 1 + random() % 5000;
      const size_t alignment = size_t{1} << (random() % 13);
      auto x = one.allocate(size, alignment);
      auto y = two.allocate(size, alignment);
      ASSERT_EQ(x, y);
      if (x) {
        live_one.push_back(*x);
        live_two.push_back(*y);
      }
    }
  }
}

// The reference model: the live blocks, checked against the allocator after
// every operation.
class Model {
 public:
  explicit Model(size_t capacity) : capacity_(capacity) {}

  // A new block must be aligned, in bounds, and overlap nothing live.
  void add(size_t offset, size_t size, size_t alignment) {
    const size_t reserved = (size + kMin - 1) / kMin * kMin;
    ASSERT_EQ(offset % alignment, 0u);
    ASSERT_EQ(offset % kMin, 0u);
    ASSERT_LE(offset + reserved, capacity_);
    auto next = live_.lower_bound(offset);
    if (next != live_.end()) {
      ASSERT_LE(offset + reserved, next->first);
    }
    if (next != live_.begin()) {
      auto previous = std::prev(next);
      ASSERT_LE(previous->first + previous->second, offset);
    }
    live_.emplace(offset, reserved);
    used_ += reserved;
  }

  // A failed request must be one no free gap could hold.
  void check_failure(size_t size, size_t alignment) const {
    const size_t reserved = (size + kMin - 1) / kMin * kMin;
    size_t start = 0;
    auto fits = [&](size_t begin, size_t end) {
      const size_t aligned = (begin + alignment - 1) / alignment * alignment;
      return aligned <= end && end - aligned >= reserved;
    };
    for (const auto& [offset, length] : live_) {
      ASSERT_FALSE(fits(start, offset)) << "a gap could hold " << size;
      start = offset + length;
    }
    ASSERT_FALSE(fits(start, capacity_)) << "the tail could hold " << size;
  }

  size_t remove_nth(size_t n) {
    auto it = live_.begin();
    std::advance(it, n);
    const size_t offset = it->first;
    used_ -= it->second;
    live_.erase(it);
    return offset;
  }

  size_t live_count() const { return live_.size(); }
  size_t used() const { return used_; }

 private:
  size_t capacity_;
  size_t used_ = 0;
  std::map<size_t, size_t> live_;  // offset -> reserved bytes
};

TEST(Allocator, MillionRandomOperationsAgreeWithTheModel) {
  constexpr size_t kCapacity = size_t{16} << 20;
  constexpr int kOperations = 1000000;
  SymmetricAllocator heap(kCapacity);
  Model model(kCapacity);
  std::mt19937_64 random(20261122);
  int allocations = 0, failures = 0, releases = 0;
  for (int op = 0; op < kOperations; ++op) {
    const uint64_t roll = random() % 100;
    // Keep a few hundred blocks live: allocate more often while few are.
    const bool allocate =
        model.live_count() < 50 || (model.live_count() < 600 && roll < 55);
    if (allocate) {
      size_t size = 1 + random() % 2048;
      if (roll % 10 == 0)
        size = 1 + random() % (256 << 10);  // a big one now and then
      const size_t alignment = roll < 15 ? size_t{1} << (random() % 15) : 1;
      const auto offset = heap.allocate(size, alignment);
      if (offset) {
        ++allocations;
        model.add(*offset, size, alignment < kMin ? kMin : alignment);
      } else {
        ++failures;
        model.check_failure(size, alignment < kMin ? kMin : alignment);
      }
    } else {
      ++releases;
      const size_t offset = model.remove_nth(random() % model.live_count());
      ASSERT_TRUE(heap.release(offset));
    }
    if (testing::Test::HasFatalFailure()) return;
    ASSERT_EQ(heap.free_bytes(), kCapacity - model.used());
  }
  while (model.live_count() > 0) {
    ASSERT_TRUE(heap.release(model.remove_nth(random() % model.live_count())));
  }
  EXPECT_EQ(heap.free_block_count(), 1u);
  EXPECT_EQ(heap.largest_free_block(), kCapacity);
  EXPECT_EQ(heap.free_bytes(), kCapacity);
  EXPECT_GT(allocations, 300000);
  EXPECT_GT(releases, 300000);
  RecordProperty("allocations", allocations);
  RecordProperty("failures", failures);
}

}  // namespace
}  // namespace impl
}  // namespace symsync
