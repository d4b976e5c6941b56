#include "runtime/src/heap/allocator.h"

#include <cassert>
#include <cstdint>
#include <iterator>

namespace symsync {
namespace impl {
namespace {

bool is_power_of_two(size_t value) {
  return value != 0 && (value & (value - 1)) == 0;
}

// `value` rounded up to a multiple of the power of two `alignment`; nullopt
// on overflow.
std::optional<size_t> round_up(size_t value, size_t alignment) {
  if (value > SIZE_MAX - (alignment - 1)) return std::nullopt;
  return (value + alignment - 1) & ~(alignment - 1);
}

}  // namespace

SymmetricAllocator::SymmetricAllocator(size_t capacity, size_t min_alignment)
    : capacity_(capacity & ~(min_alignment - 1)),
      min_alignment_(min_alignment),
      free_bytes_(0) {
  assert(is_power_of_two(min_alignment));
  if (capacity_ > 0) insert_free(0, capacity_);
}

void SymmetricAllocator::insert_free(size_t offset, size_t size) {
  free_by_offset_.emplace(offset, size);
  free_by_size_.emplace(size, offset);
  free_bytes_ += size;
}

void SymmetricAllocator::erase_free(size_t offset, size_t size) {
  free_by_offset_.erase(offset);
  free_by_size_.erase({size, offset});
  free_bytes_ -= size;
}

std::optional<size_t> SymmetricAllocator::allocate(size_t size,
                                                   size_t alignment) {
  if (size == 0 || !is_power_of_two(alignment)) return std::nullopt;
  if (alignment < min_alignment_) alignment = min_alignment_;
  const std::optional<size_t> reserved = round_up(size, min_alignment_);
  if (!reserved) return std::nullopt;
  for (auto it = free_by_size_.lower_bound({*reserved, 0});
       it != free_by_size_.end(); ++it) {
    const size_t block_size = it->first;
    const size_t block_offset = it->second;
    const std::optional<size_t> start = round_up(block_offset, alignment);
    if (!start) continue;
    const size_t lead = *start - block_offset;
    if (lead > block_size || block_size - lead < *reserved) continue;
    const size_t tail = block_size - lead - *reserved;
    erase_free(block_offset, block_size);
    if (lead > 0) insert_free(block_offset, lead);
    if (tail > 0) insert_free(*start + *reserved, tail);
    live_.emplace(*start, Live{*reserved, size});
    return *start;
  }
  return std::nullopt;
}

bool SymmetricAllocator::release(size_t offset) {
  const auto live = live_.find(offset);
  if (live == live_.end()) return false;
  size_t start = offset;
  size_t size = live->second.reserved;
  live_.erase(live);
  const auto next = free_by_offset_.lower_bound(start);
  if (next != free_by_offset_.end() && next->first == start + size) {
    const size_t next_size = next->second;
    erase_free(next->first, next_size);
    size += next_size;
  }
  auto previous = free_by_offset_.lower_bound(start);
  if (previous != free_by_offset_.begin()) {
    --previous;
    if (previous->first + previous->second == start) {
      const size_t previous_offset = previous->first;
      const size_t previous_size = previous->second;
      erase_free(previous_offset, previous_size);
      start = previous_offset;
      size += previous_size;
    }
  }
  insert_free(start, size);
  return true;
}

std::vector<SymmetricAllocator::Block> SymmetricAllocator::live_blocks() const {
  std::vector<Block> blocks;
  blocks.reserve(live_.size());
  for (const auto& [offset, live] : live_)
    blocks.push_back({offset, live.requested});
  return blocks;
}

std::optional<SymmetricAllocator::Block> SymmetricAllocator::block_holding(
    size_t offset) const {
  auto after = live_.upper_bound(offset);
  if (after == live_.begin()) return std::nullopt;
  const auto& [start, live] = *std::prev(after);
  if (offset - start >= live.reserved) return std::nullopt;
  return Block{start, live.requested};
}

size_t SymmetricAllocator::largest_free_block() const {
  return free_by_size_.empty() ? 0 : free_by_size_.rbegin()->first;
}

}  // namespace impl
}  // namespace symsync
