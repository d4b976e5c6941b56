// The point-to-point synchronization core: one __host__ __device__ template
// per routine family, called by the generated entry points of every type and
// target (generated/src/host_entries.cc for host code, the inline definitions
// of generated/include/nvshmem.h for device code).
//
// Rules every routine here keeps (spec/p2p_sync.yaml says them to users):
//  * The comparison operator is dispatched once per call; an operator outside
//    the NVSHMEM_CMP_* constants is reported naming the routine.
//  * Element i is in the set when status is NULL or status[i] == 0.
//  * Empty set: *_all waits return at once, *_any return SIZE_MAX, *_some
//    return 0, test_all returns 1.
//  * *_any start scanning at a position that advances by one per call (per
//    host thread, per CUDA module on the device), so no satisfied element is
//    starved by a series of calls.
//  * *_some test every element of the set once per pass and report every
//    element satisfied in the pass that returns.
//  * A routine that reports an element satisfied has acquire semantics for
//    the update it saw: on the host every poll is an acquire load (free on
//    x86, and understood by ThreadSanitizer); on the device polls are relaxed
//    system-scope loads followed, once satisfied, by a system-scope acquire
//    fence, since the update may come from another GPU or from the host.
//  * Waiting backs off: on the host a spin with a pause instruction, then
//    yielding the processor, then sleeping for growing pauses up to a cap
//    (NVSHMEM_WAIT_*, HostWaitRest below); on the device, growing
//    __nanosleep pauses.
//
// Include <nvshmem.h> rather than this header: it needs the NVSHMEM_CMP_*
// constants defined there.

#ifndef SYMSYNC_P2P_CORE_H_
#define SYMSYNC_P2P_CORE_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/device_state.h>
#include <symsync/platform.h>

#if defined(__CUDACC__)
#include <stdio.h>
#endif
#if !SYMSYNC_DEVICE_PASS
#include <sched.h>
#include <time.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#endif

#ifndef NVSHMEM_CMP_EQ
#error "include <nvshmem.h>, which defines the comparison constants this needs"
#endif

namespace symsync {
namespace impl {

// ---------------------------------------------------------------------------
// Comparisons: chosen once per call, applied to every element.

// A comparison operator as the outcomes it accepts: whether a value less
// than, equal to or greater than the operand satisfies it. Device code uses
// this one type for all six operators, so each algorithm is compiled once
// rather than once per operator (six times less device code to compile for
// every routine); applying it is two comparisons and a select, which costs
// nothing beside a GPU's memory accesses.
struct Comparison {
  bool if_less;
  bool if_equal;
  bool if_greater;

  template <typename T>
  SYMSYNC_HOST_DEVICE bool operator()(T value, T operand) const {
    return value < operand ? if_less
                           : (value == operand ? if_equal : if_greater);
  }
};

#if !SYMSYNC_DEVICE_PASS
// Host code instead compiles each algorithm once per operator, with the
// operator fixed: the CPU's scan loops are faster so (bench/scan.cc on the
// development VM, 16 Mi elements with a mask: wait_until_all 1.4-1.8 G
// elements/s, against 0.8 with Comparison).
struct CmpEq {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value == operand;
  }
};
struct CmpNe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value != operand;
  }
};
struct CmpGt {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value > operand;
  }
};
struct CmpGe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value >= operand;
  }
};
struct CmpLt {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value < operand;
  }
};
struct CmpLe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value <= operand;
  }
};
#endif

[[noreturn]] SYMSYNC_HOST_DEVICE inline void invalid_comparison(
    const char* routine, int cmp) {
#if SYMSYNC_DEVICE_PASS
  report_device_misuse(routine,
                       "invalid comparison operator %lld (expected one of "
                       "the NVSHMEM_CMP_* constants)",
                       cmp);
  __builtin_unreachable();
#else
  fatal(routine,
        "invalid comparison operator %d (expected one of the NVSHMEM_CMP_* "
        "constants: EQ=%d, NE=%d, GT=%d, LE=%d, LT=%d, GE=%d)",
        cmp, NVSHMEM_CMP_EQ, NVSHMEM_CMP_NE, NVSHMEM_CMP_GT, NVSHMEM_CMP_LE,
        NVSHMEM_CMP_LT, NVSHMEM_CMP_GE);
#endif
}

// The Comparison for `cmp`; an operator outside NVSHMEM_CMP_* is reported
// naming the routine.
SYMSYNC_HOST_DEVICE inline Comparison comparison(const char* routine, int cmp) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return {false, true, false};
    case NVSHMEM_CMP_NE:
      return {true, false, true};
    case NVSHMEM_CMP_GT:
      return {false, false, true};
    case NVSHMEM_CMP_GE:
      return {false, true, true};
    case NVSHMEM_CMP_LT:
      return {true, false, false};
    case NVSHMEM_CMP_LE:
      return {true, true, false};
  }
  invalid_comparison(routine, cmp);
}

// Runs `algorithm` with the comparison for `cmp` (see Comparison). The
// algorithm is taken by value: a copy that nothing else can reach lets the
// compiler keep its fields in registers across the acquire loads of the scan
// (through a reference to the caller's object it reloads them for every
// element).
template <typename Algorithm>
SYMSYNC_HOST_DEVICE auto with_comparison(const char* routine, int cmp,
                                         Algorithm algorithm)
    -> decltype(algorithm(Comparison())) {
#if SYMSYNC_DEVICE_PASS
  return algorithm(comparison(routine, cmp));
#else
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return algorithm(CmpEq());
    case NVSHMEM_CMP_NE:
      return algorithm(CmpNe());
    case NVSHMEM_CMP_GT:
      return algorithm(CmpGt());
    case NVSHMEM_CMP_GE:
      return algorithm(CmpGe());
    case NVSHMEM_CMP_LT:
      return algorithm(CmpLt());
    case NVSHMEM_CMP_LE:
      return algorithm(CmpLe());
  }
  invalid_comparison(routine, cmp);
#endif
}

// ---------------------------------------------------------------------------
// Memory access and waiting.

// One poll of a variable another PE or thread may be changing. On the device
// a relaxed load at system scope, written in PTX (sm_70 and later) rather
// than through <cuda/atomic>, whose inclusion alone would triple the compile
// time of every translation unit that includes <nvshmem.h>.
template <typename T>
SYMSYNC_HOST_DEVICE inline T poll(const T* address) {
#if SYMSYNC_DEVICE_PASS
  static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "point-to-point variables are 2, 4 or 8 bytes");
  T value;
  if constexpr (sizeof(T) == 2) {
    unsigned short bits;
    asm volatile("ld.relaxed.sys.b16 %0, [%1];"
                 : "=h"(bits)
                 : "l"(address)
                 : "memory");
    memcpy(&value, &bits, sizeof value);
  } else if constexpr (sizeof(T) == 4) {
    unsigned int bits;
    asm volatile("ld.relaxed.sys.b32 %0, [%1];"
                 : "=r"(bits)
                 : "l"(address)
                 : "memory");
    memcpy(&value, &bits, sizeof value);
  } else {
    unsigned long long bits;
    asm volatile("ld.relaxed.sys.b64 %0, [%1];"
                 : "=l"(bits)
                 : "l"(address)
                 : "memory");
    memcpy(&value, &bits, sizeof value);
  }
  return value;
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

#if !SYMSYNC_DEVICE_PASS
// The host wait policy in nanoseconds, from NVSHMEM_WAIT_SPIN_US,
// NVSHMEM_WAIT_YIELD_US and NVSHMEM_WAIT_MAX_SLEEP_US: defined with the
// defaults of runtime/src/common/settings.h and published by nvshmem_init
// (runtime/src/lifecycle/init.cc) before it marks the library running. A
// wait reads it with relaxed loads, once, when it has outlasted its first
// polls. It is not a field of HostGuard because this header cannot include
// host_api.h: <nvshmem.h> includes this header in CUDA code, and host_api.h
// includes <nvshmem.h>.
struct HostWaitPolicy {
  uint64_t spin_ns;
  uint64_t yield_ns;
  uint64_t max_sleep_ns;
};
extern HostWaitPolicy host_wait_policy;

inline uint64_t monotonic_ns() {
  timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<uint64_t>(now.tv_sec) * 1000000000u +
         static_cast<uint64_t>(now.tv_nsec);
}

inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield" ::: "memory");
#endif
}

// How a host wait goes on once its first polls (Backoff) have not seen the
// update, in three phases timed from then:
//  1. spin: polls with a pause instruction until policy.spin_ns have passed,
//     looking at the clock (a vDSO call, ~25 ns) every kPollsPerClockCheck
//     polls;
//  2. yield: sched_yield between polls for policy.yield_ns, so PEs that
//     share a core leave it to the PEs they wait for;
//  3. sleep: nanosleep between polls, for pauses that double from
//     kFirstSleepNs up to policy.max_sleep_ns. Each sleep and wake-up costs
//     the thread CPU time of its own (~20 us on the development VM of
//     bench/RESULTS.md), so the cap sets both an idle wait's CPU share and
//     how late it can see an update. While sleeping, the thread's timer
//     slack (50 us by default, which would lengthen every pause by up to as
//     much) is lowered to kSleepTimerSlackNs, and restored when the wait
//     ends.
class HostWaitRest {
 public:
  HostWaitRest() = default;
  HostWaitRest(const HostWaitRest&) = delete;
  HostWaitRest& operator=(const HostWaitRest&) = delete;
  ~HostWaitRest() {
    if (saved_timer_slack_ns_ > 0) restore_timer_slack();
  }

  // Called between polls; kept out of line, so that the loop of the first
  // polls stays as small as it was.
  __attribute__((noinline)) void pause() {
    switch (phase_) {
      case Phase::kNotStarted:
        begin();
        return;
      case Phase::kSpinning:
        cpu_relax();
        if (++polls_ % kPollsPerClockCheck != 0) return;
        if (monotonic_ns() < phase_end_ns_) return;
        start_yielding();
        return;
      case Phase::kYielding:
        sched_yield();
        if (monotonic_ns() < phase_end_ns_) return;
        start_sleeping();
        return;
      case Phase::kSleeping:
        sleep_once();
        return;
    }
  }

 private:
  enum class Phase : unsigned char {
    kNotStarted,
    kSpinning,
    kYielding,
    kSleeping
  };
  static constexpr unsigned kPollsPerClockCheck = 32;
  static constexpr uint64_t kFirstSleepNs = 1000;
  static constexpr int kSleepTimerSlackNs = 1000;

  void begin() {
    spin_ns_ = __atomic_load_n(&host_wait_policy.spin_ns, __ATOMIC_RELAXED);
    yield_ns_ = __atomic_load_n(&host_wait_policy.yield_ns, __ATOMIC_RELAXED);
    max_sleep_ns_ =
        __atomic_load_n(&host_wait_policy.max_sleep_ns, __ATOMIC_RELAXED);
    if (spin_ns_ == 0) {
      start_yielding();
      return;
    }
    phase_ = Phase::kSpinning;
    phase_end_ns_ = monotonic_ns() + spin_ns_;
    cpu_relax();
  }

  void start_yielding() {
    phase_ = Phase::kYielding;
    if (yield_ns_ == 0) {
      start_sleeping();
      return;
    }
    phase_end_ns_ = monotonic_ns() + yield_ns_;
    sched_yield();
  }

  void start_sleeping() {
    phase_ = Phase::kSleeping;
    sleep_ns_ = kFirstSleepNs < max_sleep_ns_ ? kFirstSleepNs : max_sleep_ns_;
#if defined(__linux__)
    const int slack = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
    if (slack > kSleepTimerSlackNs &&
        prctl(PR_SET_TIMERSLACK, kSleepTimerSlackNs, 0, 0, 0) == 0) {
      saved_timer_slack_ns_ = slack;
    }
#endif
    sleep_once();
  }

  void sleep_once() {
    const timespec pause = {static_cast<time_t>(sleep_ns_ / 1000000000u),
                            static_cast<long>(sleep_ns_ % 1000000000u)};
    nanosleep(&pause, nullptr);  // interrupted: the caller polls, then again
    sleep_ns_ = 2 * sleep_ns_ < max_sleep_ns_ ? 2 * sleep_ns_ : max_sleep_ns_;
  }

  void restore_timer_slack() {
#if defined(__linux__)
    prctl(PR_SET_TIMERSLACK, saved_timer_slack_ns_, 0, 0, 0);
#endif
  }

  Phase phase_ = Phase::kNotStarted;
  unsigned polls_ = 0;
  int saved_timer_slack_ns_ = 0;  // 0: the slack was left alone
  uint64_t phase_end_ns_ = 0;
  uint64_t sleep_ns_ = 0;
  uint64_t spin_ns_ = 0;
  uint64_t yield_ns_ = 0;
  uint64_t max_sleep_ns_ = 0;
};
#endif  // !SYMSYNC_DEVICE_PASS

// Pauses between polls: first spinning, then yielding and sleeping for
// growing periods (host, HostWaitRest) or sleeping for growing periods
// (device), so waiting PEs leave the processor to the PEs they wait for when
// there are more PEs than cores, and idle waiters cost little.
class Backoff {
 public:
  SYMSYNC_HOST_DEVICE void pause() {
#if SYMSYNC_DEVICE_PASS
    if (polls_ < kDeviceSpinPolls) {
      ++polls_;
      return;
    }
    __nanosleep(sleep_ns_);
    if (sleep_ns_ < kDeviceMaxSleepNs) sleep_ns_ *= 2;
#else
    // Pausing from the first poll measured faster (~200 ns against ~225 ns
    // for a cross-process ping-pong here) than polling back to back first:
    // it spares the pipeline flush when the loop exits. The first polls
    // (~0.9 us on the development VM) look at neither the clock nor the
    // policy: a ping-pong's waits end within them.
    if (polls_ < kHostPollsBeforeClock) {
      ++polls_;
      cpu_relax();
      return;
    }
    rest_.pause();
#endif
  }

 private:
  static constexpr unsigned kHostPollsBeforeClock = 32;
  static constexpr unsigned kDeviceSpinPolls = 32;
  static constexpr unsigned kDeviceMaxSleepNs = 256;
  unsigned polls_ = 0;
  unsigned sleep_ns_ = 16;
#if !SYMSYNC_DEVICE_PASS
  HostWaitRest rest_;
#endif
};

// ---------------------------------------------------------------------------
// Sets and comparison values.

// The comparison value of every element: one scalar, or one per element.
template <typename T>
struct ScalarOperand {
  T value;
  SYMSYNC_HOST_DEVICE T operator[](size_t) const { return value; }
};
template <typename T>
struct VectorOperand {
  const T* values;
  SYMSYNC_HOST_DEVICE T operator[](size_t i) const { return values[i]; }
};

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

#if defined(__CUDACC__)
// Device: one rotation counter per CUDA module (translation unit).
namespace {
__device__ unsigned long long any_rotation_counter;
}  // namespace
#endif

// Where the next *_any scan starts: advances by one per call.
SYMSYNC_HOST_DEVICE inline size_t any_start_index(size_t nelems) {
#if SYMSYNC_DEVICE_PASS
  return static_cast<size_t>(atomicAdd(&any_rotation_counter, 1ull) % nelems);
#else
  static thread_local size_t counter = 0;
  return counter++ % nelems;
#endif
}

// ---------------------------------------------------------------------------
// The algorithms, each a function object run with the chosen comparison.

// Without a status mask, blocks of kBlock elements that all satisfy the
// comparison are passed with one branch per block instead of one per
// element (bench/scan.cc on the 2-vCPU development VM, 16 Mi elements:
// 0.6-0.9 of a plain read loop's rate, where test_some, element by element,
// reaches 0.4-0.6; the VM's own noise is about as large, see RESULTS.md).
// Returns where the element-by-element loop must take over. With a mask the
// blocks measured no faster, so that case starts at 0.
constexpr size_t kBlock = 16;

template <typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t skip_satisfied_blocks(Set<T, Operand> set,
                                                 Cmp holds) {
  size_t i = 0;
  if (set.status != nullptr) return i;
  for (; i + kBlock <= set.nelems; i += kBlock) {
    bool all = true;
    for (size_t k = 0; k < kBlock; ++k) all &= set.satisfied(holds, i + k);
    if (!all) break;
  }
  return i;
}

template <typename T, typename Operand>
struct WaitUntilAll {
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE void operator()(Cmp holds) const {
    Backoff backoff;
    for (size_t i = skip_satisfied_blocks(set, holds); i < set.nelems; ++i) {
      if (!set.includes(i)) continue;
      while (!set.satisfied(holds, i)) backoff.pause();
    }
    acquire_polled();
  }
};

// One pass over the set starting at element `start` and wrapping around:
// the index of the first satisfied element, or SIZE_MAX if none is.
// `set_is_empty` tells whether the set had no element at all.
template <typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t first_satisfied(Set<T, Operand> set, Cmp holds,
                                           size_t start, bool* set_is_empty) {
  *set_is_empty = true;
  // [start, nelems) then [0, start): two plain ranges, no wrap per element.
  for (int part = 0; part < 2; ++part) {
    const size_t end = part == 0 ? set.nelems : start;
    for (size_t i = part == 0 ? start : 0; i < end; ++i) {
      if (!set.includes(i)) continue;
      *set_is_empty = false;
      if (set.satisfied(holds, i)) {
        acquire_polled();
        return i;
      }
    }
  }
  return SIZE_MAX;
}

template <typename T, typename Operand>
struct WaitUntilAny {
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    if (set.nelems == 0) return SIZE_MAX;
    const size_t start = any_start_index(set.nelems);
    Backoff backoff;
    for (;;) {
      bool set_is_empty;
      const size_t found = first_satisfied(set, holds, start, &set_is_empty);
      if (found != SIZE_MAX || set_is_empty) return found;
      backoff.pause();
    }
  }
};

// One pass over the set: writes the satisfied indices, returns their count.
// `set_is_empty` tells whether the set had no element at all.
template <typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t collect_satisfied(Set<T, Operand> set, Cmp holds,
                                             size_t* indices,
                                             bool* set_is_empty) {
  size_t count = 0;
  *set_is_empty = true;
  for (size_t i = 0; i < set.nelems; ++i) {
    if (!set.includes(i)) continue;
    *set_is_empty = false;
    if (set.satisfied(holds, i)) indices[count++] = i;
  }
  if (count > 0) acquire_polled();
  return count;
}

template <typename T, typename Operand>
struct WaitUntilSome {
  Set<T, Operand> set;
  size_t* indices;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    Backoff backoff;
    for (;;) {
      bool set_is_empty;
      const size_t count =
          collect_satisfied(set, holds, indices, &set_is_empty);
      if (count > 0 || set_is_empty) return count;
      backoff.pause();
    }
  }
};

template <typename T, typename Operand>
struct TestAll {
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE int operator()(Cmp holds) const {
    for (size_t i = skip_satisfied_blocks(set, holds); i < set.nelems; ++i) {
      if (set.includes(i) && !set.satisfied(holds, i)) return 0;
    }
    acquire_polled();
    return 1;
  }
};

template <typename T, typename Operand>
struct TestAny {
  Set<T, Operand> set;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    if (set.nelems == 0) return SIZE_MAX;
    bool set_is_empty;
    return first_satisfied(set, holds, any_start_index(set.nelems),
                           &set_is_empty);
  }
};

template <typename T, typename Operand>
struct TestSome {
  Set<T, Operand> set;
  size_t* indices;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE size_t operator()(Cmp holds) const {
    bool set_is_empty;
    return collect_satisfied(set, holds, indices, &set_is_empty);
  }
};

// Waits until *ivar satisfies the comparison; returns the value that did.
template <typename T>
struct WaitForValue {
  T* ivar;
  T operand;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE T operator()(Cmp holds) const {
    Backoff backoff;
    for (;;) {
      const T value = poll(ivar);
      if (holds(value, operand)) {
        acquire_polled();
        return value;
      }
      backoff.pause();
    }
  }
};

template <typename T>
struct TestValue {
  T* ivar;
  T operand;

  template <typename Cmp>
  SYMSYNC_HOST_DEVICE int operator()(Cmp holds) const {
    if (!holds(poll(ivar), operand)) return 0;
    acquire_polled();
    return 1;
  }
};

// ---------------------------------------------------------------------------
// The implementations the generated entry points call, one per routine.

template <typename T>
SYMSYNC_HOST_DEVICE void wait(const char* routine, T* ivar, T cmp_value) {
  with_comparison(routine, NVSHMEM_CMP_NE, WaitForValue<T>{ivar, cmp_value});
}

template <typename T>
SYMSYNC_HOST_DEVICE void wait_until(const char* routine, T* ivar, int cmp,
                                    T cmp_value) {
  with_comparison(routine, cmp, WaitForValue<T>{ivar, cmp_value});
}

template <typename T>
SYMSYNC_HOST_DEVICE void wait_until_all(const char* routine, T* ivars,
                                        size_t nelems, const int* status,
                                        int cmp, T cmp_value) {
  with_comparison(
      routine, cmp,
      WaitUntilAll<T, ScalarOperand<T>>{{ivars, nelems, status, {cmp_value}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t wait_until_any(const char* routine, T* ivars,
                                          size_t nelems, const int* status,
                                          int cmp, T cmp_value) {
  return with_comparison(
      routine, cmp,
      WaitUntilAny<T, ScalarOperand<T>>{{ivars, nelems, status, {cmp_value}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t wait_until_some(const char* routine, T* ivars,
                                           size_t nelems, size_t* indices,
                                           const int* status, int cmp,
                                           T cmp_value) {
  return with_comparison(routine, cmp,
                         WaitUntilSome<T, ScalarOperand<T>>{
                             {ivars, nelems, status, {cmp_value}}, indices});
}

template <typename T>
SYMSYNC_HOST_DEVICE void wait_until_all_vector(const char* routine, T* ivars,
                                               size_t nelems, const int* status,
                                               int cmp, T* cmp_values) {
  with_comparison(
      routine, cmp,
      WaitUntilAll<T, VectorOperand<T>>{{ivars, nelems, status, {cmp_values}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t wait_until_any_vector(const char* routine, T* ivars,
                                                 size_t nelems,
                                                 const int* status, int cmp,
                                                 T* cmp_values) {
  return with_comparison(
      routine, cmp,
      WaitUntilAny<T, VectorOperand<T>>{{ivars, nelems, status, {cmp_values}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t wait_until_some_vector(const char* routine, T* ivars,
                                                  size_t nelems,
                                                  size_t* indices,
                                                  const int* status, int cmp,
                                                  T* cmp_values) {
  return with_comparison(routine, cmp,
                         WaitUntilSome<T, VectorOperand<T>>{
                             {ivars, nelems, status, {cmp_values}}, indices});
}

template <typename T>
SYMSYNC_HOST_DEVICE int test(const char* routine, T* ivar, int cmp,
                             T cmp_value) {
  return with_comparison(routine, cmp, TestValue<T>{ivar, cmp_value});
}

template <typename T>
SYMSYNC_HOST_DEVICE int test_all(const char* routine, T* ivars, size_t nelems,
                                 const int* status, int cmp, T cmp_value) {
  return with_comparison(
      routine, cmp,
      TestAll<T, ScalarOperand<T>>{{ivars, nelems, status, {cmp_value}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t test_any(const char* routine, T* ivars,
                                    size_t nelems, const int* status, int cmp,
                                    T cmp_value) {
  return with_comparison(
      routine, cmp,
      TestAny<T, ScalarOperand<T>>{{ivars, nelems, status, {cmp_value}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t test_some(const char* routine, T* ivars,
                                     size_t nelems, size_t* indices,
                                     const int* status, int cmp, T cmp_value) {
  return with_comparison(routine, cmp,
                         TestSome<T, ScalarOperand<T>>{
                             {ivars, nelems, status, {cmp_value}}, indices});
}

template <typename T>
SYMSYNC_HOST_DEVICE int test_all_vector(const char* routine, T* ivars,
                                        size_t nelems, const int* status,
                                        int cmp, T* cmp_values) {
  return with_comparison(
      routine, cmp,
      TestAll<T, VectorOperand<T>>{{ivars, nelems, status, {cmp_values}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t test_any_vector(const char* routine, T* ivars,
                                           size_t nelems, const int* status,
                                           int cmp, T* cmp_values) {
  return with_comparison(
      routine, cmp,
      TestAny<T, VectorOperand<T>>{{ivars, nelems, status, {cmp_values}}});
}

template <typename T>
SYMSYNC_HOST_DEVICE size_t test_some_vector(const char* routine, T* ivars,
                                            size_t nelems, size_t* indices,
                                            const int* status, int cmp,
                                            T* cmp_values) {
  return with_comparison(routine, cmp,
                         TestSome<T, VectorOperand<T>>{
                             {ivars, nelems, status, {cmp_values}}, indices});
}

SYMSYNC_HOST_DEVICE inline uint64_t signal_wait_until(const char* routine,
                                                      uint64_t* sig_addr,
                                                      int cmp,
                                                      uint64_t cmp_value) {
  return with_comparison(routine, cmp,
                         WaitForValue<uint64_t>{sig_addr, cmp_value});
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_P2P_CORE_H_
