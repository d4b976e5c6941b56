// A pipelined producer and consumer: every PE streams blocks of data to its
// right neighbour through a ring of slots in the neighbour's symmetric heap,
// and consumes the blocks its left neighbour streams to it. A block and the
// signal announcing it travel in one nvshmem_putmem_signal_nbi, so the
// consumer waits on the signal alone and then reads the whole block; the
// consumer hands each slot back with nvshmemx_signal_op, and the producer
// waits for that before filling the slot again. Up to kSlots blocks are in
// flight at once.
//
//   symsync-run -n 4 bazel-bin/examples/pipeline [blocks [bytes per block]]

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

constexpr int kSlots = 4;

// The byte at position i of block b from PE pe.
unsigned char content(int pe, long b, size_t i) {
  return static_cast<unsigned char>(pe * 37 + b * 11 + i);
}

}  // namespace

int main(int argc, char** argv) {
  const long blocks = argc > 1 ? std::atol(argv[1]) : 1000;
  const size_t bytes = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 65536;
  nvshmem_init();
  const int me = nvshmem_my_pe(), npes = nvshmem_n_pes();
  const int right = (me + 1) % npes, left = (me + npes - 1) % npes;
  // The ring of slots blocks arrive in, and one signal per slot each way:
  // filled[s] (set by the producer: which block is in slot s, plus one) and
  // freed[s] (set by the consumer: which block it has finished, plus one).
  auto* slots = static_cast<unsigned char*>(nvshmem_malloc(kSlots * bytes));
  auto* filled =
      static_cast<uint64_t*>(nvshmem_calloc(kSlots, sizeof(uint64_t)));
  auto* freed =
      static_cast<uint64_t*>(nvshmem_calloc(kSlots, sizeof(uint64_t)));
  if (slots == nullptr || filled == nullptr || freed == nullptr) {
    std::fprintf(stderr, "pipeline: the symmetric heap is too small\n");
    return 1;
  }
  // The producer's own buffers: one per slot, reused once nvshmem_quiet has
  // completed the put that read it.
  std::vector<std::vector<unsigned char>> outgoing(
      kSlots, std::vector<unsigned char>(bytes));
  nvshmem_barrier_all();
  long wrong = 0;
  for (long b = 0; b < blocks; ++b) {
    const int s = static_cast<int>(b % kSlots);
    // Produce block b: the consumer must have finished block b - kSlots,
    // which used the same slot, and the put of that block must be complete
    // before its buffer is written again.
    if (b >= kSlots) {
      nvshmem_signal_wait_until(&freed[s], NVSHMEM_CMP_GE, b - kSlots + 1);
      nvshmem_quiet();
    }
    for (size_t i = 0; i < bytes; ++i) outgoing[s][i] = content(me, b, i);
    nvshmem_putmem_signal_nbi(slots + s * bytes, outgoing[s].data(), bytes,
                              &filled[s], b + 1, NVSHMEM_SIGNAL_SET, right);
    // Consume block b from the left: once the signal says it is there, all
    // of it is.
    nvshmem_signal_wait_until(&filled[s], NVSHMEM_CMP_EQ, b + 1);
    for (size_t i = 0; i < bytes; ++i)
      wrong += slots[s * bytes + i] != content(left, b, i);
    nvshmemx_signal_op(&freed[s], b + 1, NVSHMEM_SIGNAL_SET, left);
  }
  nvshmem_quiet();
  nvshmem_barrier_all();  // nobody frees what a neighbour still signals
  std::printf(
      "pipeline: PE %d received %ld blocks of %zu bytes from PE %d, "
      "%ld wrong bytes\n",
      me, blocks, bytes, left, wrong);
  nvshmem_free(freed);
  nvshmem_free(filled);
  nvshmem_free(slots);
  nvshmem_finalize();
  return wrong == 0 ? 0 : 1;
}
