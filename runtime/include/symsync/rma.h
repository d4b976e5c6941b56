// Data movement (spec/rma.yaml): put, get, g and put-with-signal, and the
// copy algorithm every form shares.
//
// copy_by_group is the one algorithm: the members of a group (one thread, a
// warp, a block, or a team of host threads in the tests) share a copy, each
// access as wide as the alignment of both pointers allows. The host forms
// below call memcpy instead (what a single host thread does fastest) on a
// heap in host memory, and CUDA's copies on a heap in GPU memory; the
// device forms (rma_device.h) and the stream forms (on_stream.h) use the
// target PE's mapping like the update routines.
//
// Every typed and sized form of a routine reaches one implementation,
// parameterized by the bytes of an element (kElement): the generated entry
// points pass sizeof(TYPE), SIZE / 8, or 1 (the mem forms). The generated
// entry points of the host and stream forms have checked, before, that
// every symmetric range lies in the heap; the element counts therefore fit
// in the heap and `nelems * kElement` cannot overflow.

#ifndef SYMSYNC_RMA_H_
#define SYMSYNC_RMA_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/p2p_core.h>
#include <symsync/platform.h>
#include <symsync/route.h>
#include <symsync/updates.h>

namespace symsync {
namespace impl {

// One access of 16 bytes (a 128-bit element, or the widest copy step).
struct alignas(16) Bytes16 {
  unsigned long long low, high;
};

template <size_t kWidth>
struct WordOf;
template <>
struct WordOf<1> {
  using type = unsigned char;
};
template <>
struct WordOf<2> {
  using type = unsigned short;
};
template <>
struct WordOf<4> {
  using type = unsigned int;
};
template <>
struct WordOf<8> {
  using type = unsigned long long;
};
template <>
struct WordOf<16> {
  using type = Bytes16;
};

// The widest access (16, 8, 4, 2 or 1 bytes) at which `dest` and `source`
// can both be aligned: the largest power of two dividing their distance.
SYMSYNC_HOST_DEVICE inline size_t copy_width(const void* dest,
                                             const void* source) {
  const uintptr_t apart =
      reinterpret_cast<uintptr_t>(dest) ^ reinterpret_cast<uintptr_t>(source);
  for (size_t width = 16; width > 1; width /= 2) {
    if ((apart & (width - 1)) == 0) return width;
  }
  return 1;
}

// The words a member loads before it stores them (copy_in_words): the
// loads of a batch are in flight together, where one at a time each store
// waited for its load (the ranges may alias as far as the compiler knows).
constexpr size_t kCopyBatch = 4;

// The group's share of a copy in accesses of kWidth bytes: the bytes before
// `dest` reaches a multiple of kWidth and after the last whole word one at a
// time, the words between by member `rank` at rank, rank + size, ... in
// batches of kCopyBatch (each of them a whole group's contiguous words).
template <size_t kWidth, class Group>
SYMSYNC_HOST_DEVICE void copy_in_words(const Group& group, char* dest,
                                       const char* source, size_t bytes) {
  using Word = typename WordOf<kWidth>::type;
  const size_t rank = group.rank(), size = group.size();
  size_t head = (kWidth - reinterpret_cast<uintptr_t>(dest) % kWidth) % kWidth;
  if (head > bytes) head = bytes;
  const size_t words = (bytes - head) / kWidth;
  for (size_t i = rank; i < head; i += size) dest[i] = source[i];
  Word* dest_words = reinterpret_cast<Word*>(dest + head);
  const Word* source_words = reinterpret_cast<const Word*>(source + head);
  size_t i = rank;
  for (; i + (kCopyBatch - 1) * size < words; i += kCopyBatch * size) {
    Word batch[kCopyBatch];
    for (size_t k = 0; k < kCopyBatch; ++k)
      batch[k] = source_words[i + k * size];
    for (size_t k = 0; k < kCopyBatch; ++k) dest_words[i + k * size] = batch[k];
  }
  for (; i < words; i += size) dest_words[i] = source_words[i];
  for (size_t b = head + words * kWidth + rank; b < bytes; b += size)
    dest[b] = source[b];
}

// Copies `bytes` from `source` to `dest`, shared among the members of
// `group`, each of which calls it with the same arguments. It returns when
// this member's share is written; group.sync() makes the whole visible to
// the group. Not inlined in device code: every form of every routine of a
// unit calls one copy of it per group (the call costs nothing next to a
// copy; inlined, its five widths made each kernel calling a data-movement
// routine several times larger, and ptxas's time grows with that).
template <class Group>
SYMSYNC_HOST_DEVICE SYMSYNC_NOINLINE void copy_by_group(const Group& group,
                                                        void* dest,
                                                        const void* source,
                                                        size_t bytes) {
  char* to = static_cast<char*>(dest);
  const char* from = static_cast<const char*>(source);
  switch (copy_width(dest, source)) {
    case 16:
      copy_in_words<16>(group, to, from, bytes);
      break;
    case 8:
      copy_in_words<8>(group, to, from, bytes);
      break;
    case 4:
      copy_in_words<4>(group, to, from, bytes);
      break;
    case 2:
      copy_in_words<2>(group, to, from, bytes);
      break;
    default:
      copy_in_words<1>(group, to, from, bytes);
  }
}

// Whether the signal object at `sig_addr` lies in the `bytes` at `dest` it
// announces (a put-with-signal refuses it, from every target).
SYMSYNC_HOST_DEVICE inline bool signal_inside_data(const void* dest,
                                                   size_t bytes,
                                                   const Signal* sig_addr) {
  const char* data = static_cast<const char*>(dest);
  const char* object = reinterpret_cast<const char*>(sig_addr);
  return bytes > 0 && object + sizeof *sig_addr > data && object < data + bytes;
}

// Reports a `sig_addr` whose signal object overlaps the `bytes` at `dest`:
// blaming the data's range where it runs past the end of its allocation
// onto the signal object, else sig_addr.
[[noreturn]] void signal_overlaps_data(const char* routine, const void* dest,
                                       size_t bytes, const Signal* sig_addr);

// ---------------------------------------------------------------------------
// Host code (the host and stream forms), which reach their PE along the way
// symsync/route.h chooses.

// The address of a symmetric range's counterpart on `pe` for a stream form,
// checking `pe`; none is needed for an empty range (whose address may be
// anything).
inline void* rma_target(const char* routine, const void* symmetric,
                        size_t bytes, int pe) {
  if (bytes == 0) {
    require_pe(routine, pe);
    return nullptr;
  }
  return mapped_target(routine, symmetric, pe);
}

// The checks of a put-with-signal from the host or a stream beyond those of
// its entry point: a valid sig_op, a signal object outside the data.
inline void check_put_signal(const char* routine, const void* dest,
                             size_t bytes, const Signal* sig_addr, int sig_op) {
  if (!is_signal_op(sig_op)) invalid_signal_op(routine, sig_op);
  if (signal_inside_data(dest, bytes, sig_addr)) {
    signal_overlaps_data(routine, dest, bytes, sig_addr);
  }
}

#if !SYMSYNC_DEVICE_PASS
// The host forms (one host thread: the group is ThreadGroup).

// `bytes` from `source` to the counterpart of `dest` on `pe`.
inline void put_on_host(const char* routine, void* dest, const void* source,
                        size_t bytes, int pe, bool blocking) {
  if (bytes == 0) return require_pe(routine, pe);
  route_to(routine, dest, pe).put(routine, source, bytes, blocking);
}

// `bytes` from the counterpart of `source` on `pe` to `dest`.
inline void get_on_host(const char* routine, void* dest, const void* source,
                        size_t bytes, int pe, bool blocking) {
  if (bytes == 0) return require_pe(routine, pe);
  route_to(routine, source, pe).get(routine, dest, bytes, blocking);
}

template <size_t kElement, class Group>
void put(const Group&, const char* routine, void* dest, const void* source,
         size_t nelems, int pe) {
  put_on_host(routine, dest, source, nelems * kElement, pe, true);
}

// On a host heap the copy is done when memcpy returns, which the
// non-blocking form may do too; on a GPU heap, or to another host, it is
// left running.
template <size_t kElement, class Group>
void put_nbi(const Group&, const char* routine, void* dest, const void* source,
             size_t nelems, int pe) {
  put_on_host(routine, dest, source, nelems * kElement, pe, false);
}

template <size_t kElement, class Group>
void get(const Group&, const char* routine, void* dest, const void* source,
         size_t nelems, int pe) {
  get_on_host(routine, dest, source, nelems * kElement, pe, true);
}

template <size_t kElement, class Group>
void get_nbi(const Group&, const char* routine, void* dest, const void* source,
             size_t nelems, int pe) {
  get_on_host(routine, dest, source, nelems * kElement, pe, false);
}

template <typename T>
T g(const char* routine, const T* source, int pe) {
  return route_to(routine, source, pe).template load<T>(routine);
}

// The data, then the signal, along one way: on a host heap a release update
// after the copy's stores; on a GPU heap the signal kernel runs on the
// library's copy stream after the copy; to another host the transport
// orders the signal update after the data (it is a release). Not an
// `update`: see network_put_signal.
template <size_t kElement>
void put_signal_on_host(const char* routine, void* dest, const void* source,
                        size_t nelems, Signal* sig_addr, Signal signal,
                        int sig_op, int pe, bool blocking, bool update = true) {
  const size_t bytes = nelems * kElement;
  check_put_signal(routine, dest, bytes, sig_addr, sig_op);
  const Route to_signal = route_to(routine, sig_addr, pe);
  if ((bytes > 0 || !update) && to_signal.way == Way::kNetwork) {
    // Data and signal in one message where they fit one (the signal alone
    // as a message too where it is no update).
    return network_put_signal(routine, route_to(routine, dest, pe), source,
                              bytes, to_signal, signal, sig_op, blocking,
                              update);
  }
  if (bytes > 0) {
    route_to(routine, dest, pe).put(routine, source, bytes, blocking, false);
  }
  to_signal.signal(routine, signal, sig_op, blocking);
}

template <size_t kElement, class Group>
void put_signal(const Group&, const char* routine, void* dest,
                const void* source, size_t nelems, Signal* sig_addr,
                Signal signal, int sig_op, int pe) {
  put_signal_on_host<kElement>(routine, dest, source, nelems, sig_addr, signal,
                               sig_op, pe, true);
}

template <size_t kElement, class Group>
void put_signal_nbi(const Group&, const char* routine, void* dest,
                    const void* source, size_t nelems, Signal* sig_addr,
                    Signal signal, int sig_op, int pe) {
  put_signal_on_host<kElement>(routine, dest, source, nelems, sig_addr, signal,
                               sig_op, pe, false);
}
#endif  // !SYMSYNC_DEVICE_PASS

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RMA_H_
