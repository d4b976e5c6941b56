// The one description of the data-movement cases (spec/rma.yaml): the
// element counts and the offsets every put, get and put-with-signal form is
// run with, for every type and sized form, by every target that runs them
// (the host forms, and teams of host threads running the copy algorithm of
// the warp and block forms). No GoogleTest and no CUDA here: device code
// may include it.

#ifndef SYMSYNC_TESTS_SUPPORT_RMA_CASES_H_
#define SYMSYNC_TESTS_SUPPORT_RMA_CASES_H_

#include <stddef.h>
#include <stdint.h>

namespace symsync_test {

// The largest block a case moves, in bytes (1 MiB), and the room around it
// in the symmetric buffers: a case writes at most kMaxOffset elements in and
// checks kGuardBytes after its end are untouched.
constexpr size_t kLargestBlock = size_t{1} << 20;
constexpr size_t kMaxOffset = 5;
constexpr size_t kGuardBytes = 64;

// What CUDA sources need of it is marked __host__ __device__ there.

// One round trip: `count` elements (`count_bytes` of them, if nonzero: the
// 1 MiB case is a size in bytes, whatever the element), written `dest_offset`
// elements into the destination from `source_offset` elements into the
// source. An offset of one element misaligns a 16-byte access for every
// element smaller than 16 bytes, so the copy's head, tail and narrower
// widths are all taken.
struct RmaCase {
  size_t count;
  size_t count_bytes;
  size_t dest_offset;
  size_t source_offset;

  size_t elements(size_t element_size) const {
    return count_bytes != 0 ? count_bytes / element_size : count;
  }
};

// Counts 0, 1, 7 and 4 Ki + 3, each aligned (offsets 0, 0) and misaligned
// (the destination, the source, both by different amounts); then 1 MiB,
// aligned and misaligned both ways (what the largest block adds is its
// size, which the other two offsets do not change).
constexpr size_t kRmaCounts[] = {0, 1, 7, 4096 + 3};
constexpr size_t kRmaOffsets[][2] = {{0, 0}, {1, 0}, {0, 3}, {5, 2}};
constexpr size_t kLargestBlockOffsets[][2] = {{0, 0}, {5, 2}};
constexpr size_t kRmaCaseCount =
    sizeof kRmaCounts / sizeof kRmaCounts[0] *
        (sizeof kRmaOffsets / sizeof kRmaOffsets[0]) +
    sizeof kLargestBlockOffsets / sizeof kLargestBlockOffsets[0];

inline RmaCase rma_case(size_t index) {
  const size_t offsets = sizeof kRmaOffsets / sizeof kRmaOffsets[0];
  const size_t smaller = sizeof kRmaCounts / sizeof kRmaCounts[0] * offsets;
  if (index < smaller) {
    const size_t* offset = kRmaOffsets[index % offsets];
    return RmaCase{kRmaCounts[index / offsets], 0, offset[0], offset[1]};
  }
  const size_t* offset = kLargestBlockOffsets[index - smaller];
  return RmaCase{0, kLargestBlock, offset[0], offset[1]};
}

// The byte a case writes at position `i` of a block, distinct per PE and
// round, so a block of the wrong PE, round or position is seen.
#if defined(__CUDACC__)
__host__ __device__
#endif
    inline unsigned char
    rma_pattern(int pe, unsigned round, size_t i) {
  return static_cast<unsigned char>((i * 131u + round * 29u + pe * 71u + 1u) %
                                    251u);
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_RMA_CASES_H_
