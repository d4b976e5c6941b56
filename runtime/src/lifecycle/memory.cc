// The collective memory routines (nvshmem_malloc, calloc, align, free, the
// registration of buffers of the program's own), nvshmem_barrier_all and
// the host's part of the stream barrier, with the NVSHMEM_DEBUG check that
// every PE makes the same collective calls.

#include <nvshmem.h>
#include <symsync/groups.h>
#include <symsync/implementations.h>
#include <symsync/updates.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/lifecycle/state.h"

namespace symsync {
namespace impl {
namespace {

// NVSHMEM_DEBUG: every PE must make the same collective call; compares this
// PE's call with every other PE's and reports the first that differs.
struct CollectiveCall {
  char routine[40];
  uint64_t first;
  uint64_t second;
};

std::string describe(const CollectiveCall& call) {
  char text[128];
  const auto first = static_cast<unsigned long long>(call.first);
  const auto second = static_cast<unsigned long long>(call.second);
  if (std::strcmp(call.routine, "nvshmem_free") == 0) {
    if (call.first == UINT64_MAX) {
      std::snprintf(text, sizeof text, "%s(NULL)", call.routine);
    } else {
      std::snprintf(text, sizeof text, "%s(heap offset %llu)", call.routine,
                    first);
    }
  } else if (std::strcmp(call.routine, "nvshmem_malloc") == 0) {
    std::snprintf(text, sizeof text, "%s(%llu bytes)", call.routine, first);
  } else if (std::strcmp(call.routine, "nvshmem_calloc") == 0) {
    std::snprintf(text, sizeof text, "%s(%llu elements, %llu bytes in all)",
                  call.routine, first, second);
  } else if (std::strcmp(call.routine, "nvshmem_align") == 0) {
    std::snprintf(text, sizeof text, "%s(alignment %llu, %llu bytes)",
                  call.routine, first, second);
  } else {  // nvshmem_barrier_all, nvshmem_finalize: no arguments
    std::snprintf(text, sizeof text, "%s()", call.routine);
  }
  return text;
}

// NVSHMEM_DEBUG: tells the heap the live allocations, for device code's
// checks of its ranges (symsync/device_api.h).
void publish_allocations(const char* routine, Runtime& r) {
  if (r.settings.debug) {
    r.heap->publish_allocations(routine, r.allocator->live_blocks());
  }
}

void* allocate(const char* routine, size_t size, size_t alignment,
               uint64_t count_for_debug, bool zero) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  check_collective(r, routine, count_for_debug, size);
  void* result = nullptr;
  std::optional<size_t> offset;
  {
    std::lock_guard<std::mutex> blocks(allocations_mutex);
    offset = r.allocator->allocate(size, alignment);
  }
  if (offset) {
    result = r.heap->base() + *offset;
    if (zero) r.heap->zero(routine, result, size);
    publish_allocations(routine, r);
  } else {
    warn(routine,
         "cannot allocate %zu bytes (alignment %zu): the symmetric heap of %zu "
         "bytes (" SYMSYNC_SETTING_SYMMETRIC_SIZE
         ", rounded up) has %zu "
         "bytes free, in blocks of at most %zu bytes; returning NULL",
         size, alignment, r.allocator->capacity(), r.allocator->free_bytes(),
         r.allocator->largest_free_block());
  }
  r.bootstrap->barrier(routine);
  return result;
}

}  // namespace

void await_report_of_another_pe() {
  std::this_thread::sleep_for(std::chrono::seconds(10));
  exit_process(1);  // if no one ended this PE by then
}

void check_collective(Runtime& r, const char* routine, uint64_t first,
                      uint64_t second) {
  ++r.collective_calls;
  if (!r.settings.debug) return;
  CollectiveCall mine = {};
  std::snprintf(mine.routine, sizeof mine.routine, "%s", routine);
  mine.first = first;
  mine.second = second;
  std::vector<CollectiveCall> all(r.n_pes);
  r.bootstrap->allgather(routine, &mine, all.data(), sizeof mine);
  // Every PE compares with PE 0 and finds the first PE that differs. That PE
  // alone reports it and ends the job; the others wait to be ended, so the
  // mistake is reported once, not once per PE.
  for (int pe = 1; pe < r.n_pes; ++pe) {
    if (std::memcmp(&all[pe], &all[0], sizeof mine) != 0) {
      if (r.my_pe != pe) await_report_of_another_pe();
      fatal(routine,
            "collective call #%llu differs across PEs (" SYMSYNC_SETTING_DEBUG
            "): PE 0 "
            "called %s, but PE %d called %s; every PE "
            "must make the same calls in the same order",
            static_cast<unsigned long long>(r.collective_calls),
            describe(all[0]).c_str(), pe, describe(all[pe]).c_str());
    }
  }
}

std::optional<SymmetricAllocator::Block> allocation_holding(
    const void* address) {
  const char* at = static_cast<const char*>(address);
  std::lock_guard<std::mutex> lock(allocations_mutex);
  if (runtime == nullptr || at < host_guard.heap_begin ||
      at >= host_guard.heap_end) {
    return std::nullopt;
  }
  return runtime->allocator->block_holding(
      static_cast<size_t>(at - host_guard.heap_begin));
}

void require_in_allocation(const char* routine, const char* parameter,
                           const void* address, size_t count,
                           size_t element_size) {
  const char* heap = host_guard.heap_begin;
  const size_t offset =
      static_cast<size_t>(static_cast<const char*>(address) - heap);
  const size_t bytes = count * element_size;  // in the heap: no overflow
  const auto block = allocation_holding(address);
  if (!block) {
    fatal(routine,
          "%s (%p, %zu element(s) of %zu bytes) is in no live allocation of "
          "the symmetric heap (" SYMSYNC_SETTING_DEBUG
          "): nvshmem_free freed it, or no nvshmem_malloc, calloc or align "
          "returned it",
          parameter, address, count, element_size);
  }
  const size_t end = block->offset + block->size;
  if (offset + bytes <= end) return;
  const void* start = heap + block->offset;
  if (offset >= end) {
    fatal(routine,
          "%s (%p, %zu element(s) of %zu bytes) starts %zu bytes past the end "
          "of the allocation [%p, %p) of %zu bytes it follows "
          "(" SYMSYNC_SETTING_DEBUG ")",
          parameter, address, count, element_size, offset - end, start,
          static_cast<const void*>(heap + end), block->size);
  }
  fatal(routine,
        "%s (%p, %zu element(s) of %zu bytes, %zu bytes) runs %zu bytes past "
        "the end of its allocation [%p, %p) of %zu bytes "
        "(" SYMSYNC_SETTING_DEBUG ")",
        parameter, address, count, element_size, bytes, offset + bytes - end,
        start, static_cast<const void*>(heap + end), block->size);
}

// The host form: one host thread (its group).
template <class Group>
void barrier_all(const Group&, const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  check_collective(running(), routine, 0, 0);
  // nvshmem_quiet first: the data-movement routines' copies this PE's host
  // threads left running on a GPU heap, and its updates of other hosts,
  // complete before the barrier.
  quiet(routine);
  meet_every_pe(routine, running(), "barrier_all");
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
template void barrier_all<ThreadGroup>(const ThreadGroup&, const char*);

// The barrier without its quiet: this PE's earlier stores and updates are
// ordered before it, not completed by it.
template <class Group>
void sync_all(const Group&, const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  check_collective(running(), routine, 0, 0);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  meet_every_pe(routine, running(), "sync_all");
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
template void sync_all<ThreadGroup>(const ThreadGroup&, const char*);

void* buffer_register_symmetric(const char* routine, void* buf_ptr, size_t size,
                                int flags) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  // Sizes that differ are this routine's own report (NULL on every PE), not
  // NVSHMEM_DEBUG's end of the job.
  check_collective(r, routine, 0, 0);
  void* result = r.heap->register_window(routine, *r.bootstrap, r.my_pe,
                                         buf_ptr, size, flags);
  r.bootstrap->barrier(routine);  // mapped on every PE before any uses it
  return result;
}

int buffer_unregister_symmetric(const char* routine, void* ptr, size_t size) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  check_collective(r, routine, size, 0);
  if (heap_in_gpu_memory()) gpu_heap_quiet(routine);  // no copy still runs
  r.bootstrap->barrier(routine);  // no PE still uses the buffer
  const int status =
      r.heap->unregister_window(routine, *r.bootstrap, ptr, size);
  // No PE frees its buffer while another still has it mapped.
  r.bootstrap->barrier(routine);
  return status;
}

void* malloc(const char* routine, size_t size) {
  if (size == 0) return nullptr;
  return allocate(routine, size, SymmetricAllocator::kDefaultMinAlignment, size,
                  false);
}

void* calloc(const char* routine, size_t count, size_t size) {
  if (count == 0 || size == 0) return nullptr;
  if (count > SIZE_MAX / size) {
    warn(routine, "%zu elements of %zu bytes overflow size_t; returning NULL",
         count, size);
    return nullptr;
  }
  return allocate(routine, count * size,
                  SymmetricAllocator::kDefaultMinAlignment, count, true);
}

void* align(const char* routine, size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    warn(routine, "alignment %zu is not a power of two; returning NULL",
         alignment);
    return nullptr;
  }
  if (alignment > kHeapBaseAlignment) {
    warn(routine,
         "alignment %zu is larger than the %zu bytes the symmetric heap's base "
         "is aligned to; returning NULL",
         alignment, kHeapBaseAlignment);
    return nullptr;
  }
  if (size == 0) return nullptr;
  return allocate(routine, size, alignment, alignment, false);
}

void free(const char* routine, void* ptr) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  char* address = static_cast<char*>(ptr);
  const size_t offset =
      address == nullptr ? 0 : static_cast<size_t>(address - r.heap->base());
  if (address != nullptr) {
    if (address < r.heap->base() ||
        address >= r.heap->base() + r.heap->size()) {
      fatal(routine, "%p is not in the symmetric heap [%p, %p)", ptr,
            static_cast<void*>(r.heap->base()),
            static_cast<void*>(r.heap->base() + r.heap->size()));
    }
    if (!r.allocator->is_live(offset)) {
      fatal(routine,
            "%p (heap offset %zu) is not the start of a live symmetric "
            "allocation: it was already freed, never "
            "allocated, or points inside a block",
            ptr, offset);
    }
  }
  check_collective(r, routine, address == nullptr ? UINT64_MAX : offset, 0);
  if (heap_in_gpu_memory()) gpu_heap_quiet(routine);  // no copy still runs
  r.bootstrap->barrier(routine);  // no PE frees a block another still uses
  if (address != nullptr) {
    std::lock_guard<std::mutex> blocks(allocations_mutex);
    r.allocator->release(offset);
  }
  publish_allocations(routine, r);
}

}  // namespace impl
}  // namespace symsync
