// The allocator behind nvshmem_malloc/calloc/align/free. It hands out offsets
// into a heap of fixed capacity and is deterministic: the same sequence of
// calls gives the same offsets, which is what keeps every PE's heap symmetric
// (each PE runs its own copy on the same calls).
//
// Best fit: a request takes the smallest free block that can hold it at the
// required alignment (the lowest such block among equals), splitting off what
// is left on either side; freeing merges a block with free neighbours, so a
// heap whose blocks are all freed is one free block again.

#ifndef SYMSYNC_RUNTIME_ALLOCATOR_H_
#define SYMSYNC_RUNTIME_ALLOCATOR_H_

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace symsync {
namespace impl {

class SymmetricAllocator {
 public:
  // Every block starts at a multiple of `min_alignment` (a power of two) and
  // is a multiple of it long.
  static constexpr size_t kDefaultMinAlignment = 64;

  explicit SymmetricAllocator(size_t capacity,
                              size_t min_alignment = kDefaultMinAlignment);

  // The offset of a new block of at least `size` bytes (size > 0) starting at
  // a multiple of `alignment` (a power of two), or nullopt if none is free.
  std::optional<size_t> allocate(size_t size, size_t alignment);

  // Frees the block starting at `offset`; false if no live block starts there.
  bool release(size_t offset);

  struct Block {
    size_t offset;
    size_t size;  // as requested
  };
  std::vector<Block> live_blocks() const;  // by offset
  // The live block whose reserved bytes hold `offset` (its size as
  // requested: the bytes after it, up to the next block, are padding), or
  // nullopt where none does (free space, a freed block).
  std::optional<Block> block_holding(size_t offset) const;

  size_t capacity() const { return capacity_; }
  size_t min_alignment() const { return min_alignment_; }
  size_t free_bytes() const { return free_bytes_; }
  size_t free_block_count() const { return free_by_offset_.size(); }
  size_t largest_free_block() const;
  bool is_live(size_t offset) const { return live_.count(offset) != 0; }

 private:
  struct Live {
    size_t reserved;   // bytes taken from the heap
    size_t requested;  // bytes asked for
  };
  void insert_free(size_t offset, size_t size);
  void erase_free(size_t offset, size_t size);

  size_t capacity_;
  size_t min_alignment_;
  size_t free_bytes_;
  std::map<size_t, size_t> free_by_offset_;           // offset -> size
  std::set<std::pair<size_t, size_t>> free_by_size_;  // (size, offset)
  std::map<size_t, Live> live_;                       // offset -> block
};

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_ALLOCATOR_H_
