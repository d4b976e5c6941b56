// The point-to-point synchronization core: one __host__ __device__ algorithm
// per kind of routine (spec/p2p_sync.yaml's `kind`), written once against a
// group of callers (symsync/groups.h) and reached by the generated entry
// points of every type and target through on_variable and on_set (at the
// end of this file; runtime/src/entry/on_stream.h for the stream forms).
//
// Rules every routine here keeps (spec/p2p_sync.yaml says them to users):
//  * The comparison operator is dispatched once per call
//    (symsync/comparison.h); an operator outside the NVSHMEM_CMP_* constants
//    is reported naming the routine.
//  * Element i is in the set when status is NULL or status[i] == 0.
//  * Empty set (the values are the kinds table's, kind_empty_result, which
//    on_set checks): *_all waits return at once, *_any return SIZE_MAX, *_some
//    return 0, test_all returns 1.
//  * *_any start scanning at a position that advances by one per call in the
//    caller's series of calls of that routine (each public routine has its
//    own series per thread, warp or block; see next_in_series), so no
//    satisfied element is starved by a series of calls, whatever else the
//    caller runs between them.
//  * *_some test every element of the set once per pass and report every
//    element satisfied in the pass that returns.
//  * A routine that reports an element satisfied has acquire semantics for
//    the update it saw: on the host every poll is an acquire load (free on
//    x86, and understood by ThreadSanitizer). On the device, where the
//    update may come from another GPU or from the host, a routine on one
//    variable polls with system-scope acquire loads, and one on a set with
//    relaxed system-scope loads followed, once satisfied, by one
//    system-scope acquire fence (a fence after every wait doubled the
//    half round trip of a ping-pong between two blocks on an H200).
//  * Waiting backs off: on the host a spin with a pause instruction, then
//    yielding the processor, then sleeping for growing pauses up to a cap
//    (NVSHMEM_WAIT_*, HostWaitRest in symsync/host_wait.h); on the device,
//    growing
//    __nanosleep pauses.
//
// Include <nvshmem.h> rather than this header: it needs the NVSHMEM_CMP_*
// constants defined there.

#ifndef SYMSYNC_P2P_CORE_H_
#define SYMSYNC_P2P_CORE_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/access.h>
#include <symsync/comparison.h>
#include <symsync/device_state.h>
#include <symsync/groups.h>
#include <symsync/host_wait.h>
#include <symsync/platform.h>
#include <symsync/spec_facts.h>
#include <symsync/wake.h>

#if defined(__CUDACC__)
#include <stdio.h>
#endif

namespace symsync {
namespace impl {

// ---------------------------------------------------------------------------
// Memory access and waiting.

// One poll of a variable another PE or thread may be changing: on the device
// a relaxed load at system scope (acquire_polled completes the acquire), on
// the host an acquire load.
template <typename T>
SYMSYNC_HOST_DEVICE inline T poll(const T* address) {
#if SYMSYNC_DEVICE_PASS
  return load_relaxed(address);
#else
  return __atomic_load_n(address, __ATOMIC_ACQUIRE);
#endif
}

// Completes the acquire of everything polled so far: on the device a
// system-scope acquire fence; on the host nothing, since each poll already
// is an acquire load.
SYMSYNC_HOST_DEVICE inline void acquire_polled() {
#if SYMSYNC_DEVICE_PASS
  asm volatile("fence.acq_rel.sys;" ::: "memory");
#endif
}

#if SYMSYNC_DEVICE_PASS
// The GPU's global timer, in nanoseconds.
__device__ inline unsigned long long global_timer_ns() {
  unsigned long long now;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(now));
  return now;
}
#endif

#if SYMSYNC_DEVICE_PASS
// The device's pause between polls: the first kSpinPolls return at once,
// later ones sleep for growing periods (up to kMaxSleepNs). Returns how long
// the wait has lasted once that reaches NVSHMEM_WAIT_TIMEOUT (when set),
// else 0; the caller reports what it waited for. Used by every wait of
// device code and of the stream forms' kernels.
class DeviceBackoff {
 public:
  __device__ unsigned long long pause() {
    if (polls_ < kSpinPolls) {
      ++polls_;
      return 0;
    }
    __nanosleep(sleep_ns_);
    if (sleep_ns_ < kMaxSleepNs) sleep_ns_ *= 2;
    const unsigned long long timeout = device_wait_timeout_ns();
    if (timeout == 0) return 0;
    const unsigned long long now = global_timer_ns();
    if (started_ns_ == 0) {
      started_ns_ = now;
      return 0;
    }
    return now - started_ns_ >= timeout ? now - started_ns_ : 0;
  }

 private:
  static constexpr unsigned kSpinPolls = 32;
  static constexpr unsigned kMaxSleepNs = 256;
  unsigned polls_ = 0;
  unsigned sleep_ns_ = 16;
  unsigned long long started_ns_ = 0;
};
#endif

// Pauses between polls: first spinning, then yielding and sleeping for
// growing periods (host, HostWaitRest) or sleeping for growing periods
// (device), so waiting PEs leave the processor to the PEs they wait for when
// there are more PEs than cores, and idle waiters cost little.
//
// With NVSHMEM_WAIT_TIMEOUT set, a wait that has lasted that long calls
// `describe(StuckWait*)` to say what it waits for, and the report ends the
// program (device: through the error record the host prints). The timeout
// is looked at only after the first polls, so a wait that ends within them
// costs what it did.
class Backoff {
 public:
  template <typename Describe>
  SYMSYNC_HOST_DEVICE void pause(const char* routine,
                                 const Describe& describe) {
#if SYMSYNC_DEVICE_PASS
    if (const unsigned long long waited_ns = device_.pause()) {
      StuckWait stuck{};
      stuck.waited_ns = waited_ns;
      describe(&stuck);
      report_device_stuck_wait(routine, &stuck);
    }
#else
    // Pausing from the first poll measured faster than polling back to back
    // first in the host ping-pong (bench/RESULTS.md): it spares the pipeline
    // flush when the loop exits. The first kHostPollsBeforeClock polls look
    // at neither the clock nor the policy: a ping-pong's waits end within
    // them.
    if (polls_ < kHostPollsBeforeClock) {
      ++polls_;
      cpu_relax();
      return;
    }
    if (rest_.pause()) {
      StuckWait stuck{};
      stuck.waited_ns = rest_.waited_ns();
      describe(&stuck);
      report_stuck_wait(routine, &stuck);
    }
#endif
  }

 private:
  static constexpr unsigned kHostPollsBeforeClock = 32;
#if SYMSYNC_DEVICE_PASS
  DeviceBackoff device_;
#else
  unsigned polls_ = 0;
  HostWaitRest rest_;
#endif
};

// ---------------------------------------------------------------------------
// Sets and comparison values.

// The comparison value of every element: one scalar, or one per element.
template <typename T>
struct ScalarOperand {
  static constexpr bool kVector = false;
  T value;
  SYMSYNC_HOST_DEVICE T operator[](size_t) const { return value; }
};
template <typename T>
struct VectorOperand {
  static constexpr bool kVector = true;
  const T* values;
  SYMSYNC_HOST_DEVICE T operator[](size_t i) const { return values[i]; }
};

template <typename T>
SYMSYNC_HOST_DEVICE ScalarOperand<T> scalar(T value) {
  return {value};
}
template <typename T>
SYMSYNC_HOST_DEVICE VectorOperand<T> vector(const T* values) {
  return {values};
}

// What a multi-element routine works on: the variables, the status mask
// (NULL: every element is in the set; nonzero entries are left out) and
// what each element is compared with.
template <typename T, typename Operand>
struct Set {
  const T* ivars;
  size_t nelems;
  const int* status;
  Operand operand;

  SYMSYNC_HOST_DEVICE bool includes(size_t i) const {
    return status == nullptr || status[i] == 0;
  }
  // Polls element i once: does it satisfy the comparison now?
  template <typename Cmp>
  SYMSYNC_HOST_DEVICE bool satisfied(Cmp holds, size_t i) const {
    return holds(poll(&ivars[i]), operand[i]);
  }
};

template <typename T>
SYMSYNC_HOST_DEVICE unsigned long long element_bits(T value) {
  unsigned long long bits = 0;
  memcpy(&bits, &value, sizeof value);
  return bits;
}

// Says what a wait on `set` with comparison `cmp` waits for: where the set
// is, and its elements that do not satisfy the comparison now (the first
// kStuckWaitShown of them). For the report of a wait that outlasted
// NVSHMEM_WAIT_TIMEOUT, made once: it reads the whole set.
template <typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE void describe_stuck(StuckWait* stuck, int cmp,
                                        Set<T, Operand> set, Cmp holds) {
  stuck->cmp = cmp;
  stuck->element_size = sizeof(T);
  stuck->is_signed = static_cast<T>(-1) < static_cast<T>(0) ? 1 : 0;
  stuck->vector = Operand::kVector ? 1 : 0;
  stuck->address = reinterpret_cast<uintptr_t>(set.ivars);
  stuck->nelems = set.nelems;
  if (!Operand::kVector && set.nelems > 0)
    stuck->operand = element_bits(set.operand[0]);
  for (size_t i = 0; i < set.nelems; ++i) {
    if (!set.includes(i)) continue;
    ++stuck->in_set;
    const T value = poll(&set.ivars[i]);
    if (holds(value, set.operand[i])) continue;
    ++stuck->unsatisfied;
    if (stuck->shown == kStuckWaitShown) continue;
    stuck->index[stuck->shown] = i;
    stuck->value[stuck->shown] = element_bits(value);
    stuck->operands[stuck->shown] = element_bits(set.operand[i]);
    ++stuck->shown;
  }
}

// Where a wait is, for its report: the public routine and its comparison.
struct WaitSite {
  const char* routine;
  int cmp;
};

// What a wait at `site` on `set` says if it outlasts NVSHMEM_WAIT_TIMEOUT
// (the `describe` of Backoff::pause).
template <typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE auto stuck_description(WaitSite site, Set<T, Operand> set,
                                           Cmp holds) {
  return [=](StuckWait* stuck) { describe_stuck(stuck, site.cmp, set, holds); };
}

// ---------------------------------------------------------------------------
// The algorithms, each a function object run with the chosen comparison.
// Members of a group split a set by striding: member r takes elements r,
// r + size, r + 2 size, ..., so each step of the group reads adjacent
// elements (coalesced loads on a GPU). A member that saw an update it
// reports completes its acquire (acquire_polled) before the vote or sync
// that tells the others, so every member has acquire semantics for what the
// group returns.

// Without a status mask, steps of kScanStep elements per member that all
// satisfy the comparison are passed with one branch (and, in a group, one
// vote) per step instead of one per element (bench/scan.cc measures what
// that gains; bench/RESULTS.md has the figures). Returns where the
// element-by-element loop must take over, the same for every member. With a
// mask the steps measured no faster, so that case starts at 0.
constexpr size_t kScanStep = 16;

template <typename Group, typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t skip_satisfied_steps(Group group,
                                                Set<T, Operand> set,
                                                Cmp holds) {
  size_t i = 0;
  if (set.status != nullptr) return i;
  const size_t members = group.size();
  const size_t step = kScanStep * members;
  for (; i + step <= set.nelems; i += step) {
    bool all = true;
    for (size_t k = 0; k < kScanStep; ++k)
      all &= set.satisfied(holds, i + k * members + group.rank());
    if (!group.all(all)) break;
  }
  return i;
}

template <typename Group, typename T, typename Operand>
struct WaitUntilAll {
  Group group;
  Set<T, Operand> set;
  WaitSite site;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE int operator()(Cmp holds) const {
    Backoff backoff;
    const auto describe = stuck_description(site, set, holds);
    for (size_t i = skip_satisfied_steps(group, set, holds) + group.rank();
         i < set.nelems; i += group.size()) {
      if (!set.includes(i)) continue;
      while (!set.satisfied(holds, i)) backoff.pause(site.routine, describe);
    }
    acquire_polled();
    group.sync();
    return 1;
  }
};

template <typename Group, typename T, typename Operand>
struct TestAll {
  Group group;
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE int operator()(Cmp holds) const {
    bool satisfied = true;
    for (size_t i = skip_satisfied_steps(group, set, holds) + group.rank();
         i < set.nelems; i += group.size()) {
      if (set.includes(i) && !set.satisfied(holds, i)) {
        satisfied = false;
        break;
      }
    }
    if (satisfied) acquire_polled();
    return group.all(satisfied) ? 1 : 0;
  }
};

// One pass over the set starting at element `start` and wrapping around:
// the index of the first satisfied element, or SIZE_MAX if none is.
// `set_is_empty` tells whether the set had no element at all.
template <typename Group, typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t first_satisfied(Group group, Set<T, Operand> set,
                                           Cmp holds, size_t start,
                                           bool* set_is_empty) {
  bool member = false;
  size_t found = SIZE_MAX;  // the distance from `start` of the element found
  for (size_t base = 0; base < set.nelems; base += group.size()) {
    const size_t distance = base + group.rank();
    bool hit = false;
    if (distance < set.nelems) {
      size_t i = start + distance;
      if (i >= set.nelems) i -= set.nelems;
      if (set.includes(i)) {
        member = true;
        hit = set.satisfied(holds, i);
      }
    }
    if (hit) acquire_polled();
    if (group.any(hit)) {
      found = group.min(hit ? distance : SIZE_MAX);
      break;
    }
  }
  if (found == SIZE_MAX) {
    *set_is_empty = !group.any(member);
    return SIZE_MAX;
  }
  *set_is_empty = false;
  const size_t i = start + found;
  return i >= set.nelems ? i - set.nelems : i;
}

template <unsigned kSeries, typename Group, typename T, typename Operand>
struct WaitUntilAny {
  Group group;
  Set<T, Operand> set;
  WaitSite site;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    if (set.nelems == 0) return SIZE_MAX;
    const size_t start = series_start<kSeries>(group, set.nelems);
    Backoff backoff;
    const auto describe = stuck_description(site, set, holds);
    for (;;) {
      bool set_is_empty;
      const size_t found =
          first_satisfied(group, set, holds, start, &set_is_empty);
      if (found != SIZE_MAX || set_is_empty) return found;
      backoff.pause(site.routine, describe);
    }
  }
};

template <unsigned kSeries, typename Group, typename T, typename Operand>
struct TestAny {
  Group group;
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    if (set.nelems == 0) return SIZE_MAX;
    bool set_is_empty;
    return first_satisfied(group, set, holds,
                           series_start<kSeries>(group, set.nelems),
                           &set_is_empty);
  }
};

// One pass over the set: writes the indices of the satisfied elements (each
// once, by the member that saw it), returns their count. `set_is_empty`
// tells whether the set had no element at all.
template <typename Group, typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t collect_satisfied(Group group, Set<T, Operand> set,
                                             Cmp holds, size_t* indices,
                                             bool* set_is_empty) {
  size_t count = 0;
  bool member = false;
  bool mine = false;  // this member reports an element
  for (size_t base = 0; base < set.nelems; base += group.size()) {
    const size_t i = base + group.rank();
    bool hit = false;
    if (i < set.nelems && set.includes(i)) {
      member = true;
      hit = set.satisfied(holds, i);
    }
    size_t found_in_step;
    const size_t slot = group.claim(hit ? 1 : 0, &found_in_step);
    if (hit) {
      indices[count + slot] = i;
      mine = true;
    }
    count += found_in_step;
  }
  if (mine) acquire_polled();
  *set_is_empty = !group.any(member);
  return count;
}

template <typename Group, typename T, typename Operand>
struct WaitUntilSome {
  Group group;
  Set<T, Operand> set;
  size_t* indices;
  WaitSite site;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    Backoff backoff;
    const auto describe = stuck_description(site, set, holds);
    for (;;) {
      bool set_is_empty;
      const size_t count =
          collect_satisfied(group, set, holds, indices, &set_is_empty);
      if (count > 0 || set_is_empty) return count;
      backoff.pause(site.routine, describe);
    }
  }
};

template <typename Group, typename T, typename Operand>
struct TestSome {
  Group group;
  Set<T, Operand> set;
  size_t* indices;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    bool set_is_empty;
    return collect_satisfied(group, set, holds, indices, &set_is_empty);
  }
};

// Waits until *ivar satisfies the comparison; returns the value that did.
// In a group, rank 0 polls and tells the others.
template <typename Group, typename T>
struct WaitForValue {
  Group group;
  T* ivar;
  T operand;
  WaitSite site;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE T operator()(Cmp holds) const {
    T value{};
    if (group.rank() == 0) {
      Backoff backoff;
      const auto describe = stuck_description(
          site, Set<T, ScalarOperand<T>>{ivar, 1, nullptr, {operand}}, holds);
      for (;;) {
        value = load_acquire(ivar);
        if (holds(value, operand)) break;
        backoff.pause(site.routine, describe);
      }
    }
    return group.broadcast(value);
  }
};

template <typename Group, typename T>
struct TestValue {
  Group group;
  T* ivar;
  T operand;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE int operator()(Cmp holds) const {
    int satisfied = 0;
    if (group.rank() == 0 && holds(load_acquire(ivar), operand)) {
      satisfied = 1;
    }
    return group.broadcast(satisfied);
  }
};

// ---------------------------------------------------------------------------
// The entry points every generated routine calls, chosen by the routine's
// kind in spec/p2p_sync.yaml (wait or test; one variable, or all, any or some
// of a set). `kSeries` numbers the public routine, for the series of its
// *_any calls (0 for the other kinds); `routine` is its name, for messages.

// (Kind, one per kind the spec knows, is generated: symsync/spec_facts.h.)

// One variable: a kind that blocks returns the value that satisfied the
// comparison, one that tests 1 or 0.
template <Kind kKind, unsigned kSeries, typename Group, typename T>
SYMSYNC_HOST_DEVICE auto on_variable(Group group, const char* routine, int cmp,
                                     T* ivar, T cmp_value) {
  static_assert(!kind_on_set(kKind), "a kind on one variable");
  if constexpr (kind_blocks(kKind)) {
    return with_comparison(
        routine, cmp,
        WaitForValue<Group, T>{group, ivar, cmp_value, {routine, cmp}});
  } else {
    return with_comparison(routine, cmp,
                           TestValue<Group, T>{group, ivar, cmp_value});
  }
}

// A set: a kind that selects all returns 1 when it blocks, 1 or 0 when it
// tests; one that selects any, the index found (SIZE_MAX: none); one that
// selects some, the number of indices written to `indices`.
template <Kind kKind, unsigned kSeries, typename Group, typename T,
          typename Operand>
SYMSYNC_HOST_DEVICE auto on_set(Group group, const char* routine, int cmp,
                                T* ivars, size_t nelems, const int* status,
                                Operand operand, size_t* indices) {
  static_assert(kind_on_set(kKind), "a kind on a set");
  // An empty set's result is the kinds table's (kind_empty_result); the
  // algorithms below give it by their nature: *_any finds no index
  // (SIZE_MAX), *_some reports none (0), a test of all finds nothing
  // unsatisfied (1). A table that says otherwise needs them changed.
  static_assert(
      !kind_selects_any(kKind) || kind_empty_result(kKind) == SIZE_MAX,
      "spec/p2p_sync.yaml: an *_any kind's empty_result is not the "
      "SIZE_MAX its algorithm returns for an empty set");
  static_assert(!kind_selects_some(kKind) || kind_empty_result(kKind) == 0,
                "spec/p2p_sync.yaml: a *_some kind's empty_result is not the "
                "0 its algorithm returns for an empty set");
  static_assert(!kind_selects_all(kKind) || kind_blocks(kKind) ||
                    kind_empty_result(kKind) == 1,
                "spec/p2p_sync.yaml: a test_all kind's empty_result is not "
                "the 1 its algorithm returns for an empty set");
  const Set<T, Operand> set{ivars, nelems, status, operand};
  if constexpr (kind_selects_all(kKind) && kind_blocks(kKind)) {
    return with_comparison(
        routine, cmp,
        WaitUntilAll<Group, T, Operand>{group, set, {routine, cmp}});
  } else if constexpr (kind_selects_all(kKind)) {
    return with_comparison(routine, cmp,
                           TestAll<Group, T, Operand>{group, set});
  } else if constexpr (kind_selects_any(kKind) && kind_blocks(kKind)) {
    return with_comparison(
        routine, cmp,
        WaitUntilAny<kSeries, Group, T, Operand>{group, set, {routine, cmp}});
  } else if constexpr (kind_selects_any(kKind)) {
    return with_comparison(routine, cmp,
                           TestAny<kSeries, Group, T, Operand>{group, set});
  } else if constexpr (kind_blocks(kKind)) {
    static_assert(kind_selects_some(kKind), "a kind on a set");
    return with_comparison(
        routine, cmp,
        WaitUntilSome<Group, T, Operand>{group, set, indices, {routine, cmp}});
  } else {
    static_assert(kind_selects_some(kKind), "a kind on a set");
    return with_comparison(routine, cmp,
                           TestSome<Group, T, Operand>{group, set, indices});
  }
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_P2P_CORE_H_
