// The point-to-point synchronization core: one __host__ __device__ algorithm
// per kind of routine (spec/p2p_sync.yaml's `kind`), written once against a
// group of callers (see "Groups" below) and reached by the generated entry
// points of every type and target through on_variable and on_set (at the
// end of this file; symsync/on_stream.h for the stream forms).
//
// Rules every routine here keeps (spec/p2p_sync.yaml says them to users):
//  * The comparison operator is dispatched once per call; an operator outside
//    the NVSHMEM_CMP_* constants is reported naming the routine.
//  * Element i is in the set when status is NULL or status[i] == 0.
//  * Empty set: *_all waits return at once, *_any return SIZE_MAX, *_some
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
#include <symsync/access.h>
#include <symsync/device_state.h>
#include <symsync/platform.h>
#include <symsync/wake.h>

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
  uint64_t timeout_ns;  // NVSHMEM_WAIT_TIMEOUT; 0: waits never time out
};
extern HostWaitPolicy host_wait_policy;

// Set while the job spans hosts (runtime/src/transport/network.cc): lets
// the network transport apply the updates other hosts sent this PE, which
// engines without remote access of their own (TCP) need. A host wait calls
// it at each pause once its first polls have not seen the update, with
// `polling` true while it spins or yields (the transport's progress thread
// then leaves the processor to it) and false once it sleeps (the thread
// then serves this PE, and wakes the wait when an update arrives).
extern void (*host_wait_progress)(bool polling);

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
//  3. sleep: registers in this PE's wake word (symsync/wake.h) and sleeps
//     on it between polls, for pauses that double from kFirstSleepNs up to
//     policy.max_sleep_ns. A host update of this PE (or the network
//     transport, once it has applied one from another host) ends the pause
//     at once; a store nobody announces (by hand, through nvshmem_ptr) is
//     seen when it ends. Each sleep and wake-up costs the thread CPU time of
//     its own (~20 us on the development VM of bench/RESULTS.md), so the cap
//     sets an idle wait's CPU share and how late it sees such a store.
//     While sleeping, the thread's timer slack (50 us by default, which
//     would lengthen every pause by up to as much) is lowered to
//     kSleepTimerSlackNs, and restored when the wait ends. A wait woken by
//     an update that does not satisfy it polls without sleeping for
//     kAfterWakeNs before it registers again, so that a burst of updates
//     costs their senders one system call, not one each.
class HostWaitRest {
 public:
  HostWaitRest() = default;
  HostWaitRest(const HostWaitRest&) = delete;
  HostWaitRest& operator=(const HostWaitRest&) = delete;
  ~HostWaitRest() {
    unregister_sleeper();
    if (saved_timer_slack_ns_ > 0) restore_timer_slack();
  }

  // Called between polls; kept out of line, so that the loop of the first
  // polls stays as small as it was. Returns true once the wait has lasted
  // NVSHMEM_WAIT_TIMEOUT (never when it is not set), looking at the clock
  // only where a phase already does, and at each sleep.
  __attribute__((noinline)) bool pause() {
    const bool expired = rest();
    // Last, just before the caller polls: what the network transport
    // applies is then seen at once.
    if (void (*progress)(bool) =
            __atomic_load_n(&host_wait_progress, __ATOMIC_ACQUIRE)) {
      progress(phase_ != Phase::kSleeping);
    }
    return expired;
  }

  // How long the wait has lasted, from its first pause.
  uint64_t waited_ns() const { return monotonic_ns() - started_ns_; }

 private:
  enum class Phase : unsigned char {
    kNotStarted,
    kSpinning,
    kYielding,
    kSleeping
  };
  static constexpr unsigned kPollsPerClockCheck = 32;
  static constexpr uint64_t kFirstSleepNs = 1000;
  static constexpr uint64_t kAfterWakeNs = 100 * 1000;
  static constexpr int kSleepTimerSlackNs = 1000;

  // The pause of the current phase; true once the wait has timed out.
  bool rest() {
    switch (phase_) {
      case Phase::kNotStarted:
        begin();
        return false;
      case Phase::kSpinning: {
        cpu_relax();
        if (++polls_ % kPollsPerClockCheck != 0) return false;
        const uint64_t now = monotonic_ns();
        if (timed_out(now)) return true;
        if (now >= phase_end_ns_) start_yielding();
        return false;
      }
      case Phase::kYielding: {
        sched_yield();
        const uint64_t now = monotonic_ns();
        if (timed_out(now)) return true;
        if (now >= phase_end_ns_) start_sleeping();
        return false;
      }
      case Phase::kSleeping:
        sleep_once();
        return timeout_ns_ != 0 && timed_out(monotonic_ns());
    }
    return false;
  }

  bool timed_out(uint64_t now) const {
    return timeout_ns_ != 0 && now - started_ns_ >= timeout_ns_;
  }

  void begin() {
    started_ns_ = monotonic_ns();
    timeout_ns_ =
        __atomic_load_n(&host_wait_policy.timeout_ns, __ATOMIC_RELAXED);
    spin_ns_ = __atomic_load_n(&host_wait_policy.spin_ns, __ATOMIC_RELAXED);
    yield_ns_ = __atomic_load_n(&host_wait_policy.yield_ns, __ATOMIC_RELAXED);
    max_sleep_ns_ =
        __atomic_load_n(&host_wait_policy.max_sleep_ns, __ATOMIC_RELAXED);
    if (spin_ns_ == 0) {
      start_yielding();
      return;
    }
    phase_ = Phase::kSpinning;
    phase_end_ns_ = started_ns_ + spin_ns_;
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

  // Registers, then returns: the caller polls once more before the first
  // sleep (an update made before the registration woke nobody).
  void start_sleeping() {
    phase_ = Phase::kSleeping;
    sleep_ns_ = kFirstSleepNs < max_sleep_ns_ ? kFirstSleepNs : max_sleep_ns_;
#if defined(__linux__)
    if (saved_timer_slack_ns_ == 0) {
      const int slack = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
      if (slack > kSleepTimerSlackNs &&
          prctl(PR_SET_TIMERSLACK, kSleepTimerSlackNs, 0, 0, 0) == 0) {
        saved_timer_slack_ns_ = slack;
      }
    }
#endif
    word_ = host_own_wake_word;
    __atomic_fetch_add(&word_->sleepers, 1, __ATOMIC_SEQ_CST);
    seen_ = __atomic_load_n(&word_->sequence, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
  }

  void sleep_once() {
    sleep_on(word_, seen_, sleep_ns_);
    const uint32_t now = __atomic_load_n(&word_->sequence, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (now != seen_) {
      // Woken: the caller polls; if that does not end the wait, it yields
      // for a while unregistered (its updaters make no system call).
      unregister_sleeper();
      phase_ = Phase::kYielding;
      phase_end_ns_ = monotonic_ns() + kAfterWakeNs;
      return;
    }
    sleep_ns_ = 2 * sleep_ns_ < max_sleep_ns_ ? 2 * sleep_ns_ : max_sleep_ns_;
  }

  void unregister_sleeper() {
    if (word_ == nullptr) return;
    __atomic_fetch_sub(&word_->sleepers, 1, __ATOMIC_SEQ_CST);
    word_ = nullptr;
  }

  void restore_timer_slack() {
#if defined(__linux__)
    prctl(PR_SET_TIMERSLACK, saved_timer_slack_ns_, 0, 0, 0);
#endif
  }

  Phase phase_ = Phase::kNotStarted;
  unsigned polls_ = 0;
  uint32_t seen_ = 0;             // the wake word's sequence before the poll
  WakeWord* word_ = nullptr;      // registered in it while not null
  int saved_timer_slack_ns_ = 0;  // 0: the slack was left alone
  uint64_t phase_end_ns_ = 0;
  uint64_t sleep_ns_ = 0;
  uint64_t spin_ns_ = 0;
  uint64_t yield_ns_ = 0;
  uint64_t max_sleep_ns_ = 0;
  uint64_t started_ns_ = 0;
  uint64_t timeout_ns_ = 0;
};

// Reports a host wait that outlasted NVSHMEM_WAIT_TIMEOUT, naming `routine`
// and what `stuck` says, and ends the program. Defined in
// runtime/src/lifecycle/query.cc.
[[noreturn]] void report_stuck_wait(const char* routine, StuckWait* stuck);
#endif  // !SYMSYNC_DEVICE_PASS

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
    if (polls_ < kDeviceSpinPolls) {
      ++polls_;
      return;
    }
    __nanosleep(sleep_ns_);
    if (sleep_ns_ < kDeviceMaxSleepNs) sleep_ns_ *= 2;
    const unsigned long long timeout = device_wait_timeout_ns();
    if (timeout != 0) {
      const unsigned long long now = global_timer_ns();
      if (started_ns_ == 0) {
        started_ns_ = now;
      } else if (now - started_ns_ >= timeout) {
        StuckWait stuck{};
        stuck.waited_ns = now - started_ns_;
        describe(&stuck);
        report_device_stuck_wait(routine, &stuck);
      }
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
  static constexpr unsigned kDeviceSpinPolls = 32;
  static constexpr unsigned kDeviceMaxSleepNs = 256;
  unsigned polls_ = 0;
  unsigned sleep_ns_ = 16;
#if SYMSYNC_DEVICE_PASS
  unsigned long long started_ns_ = 0;
#else
  HostWaitRest rest_;
#endif
};

// ---------------------------------------------------------------------------
// Groups: who runs a routine.
//
// Every algorithm below is written once, against this interface, and run by
// every member of a group with the same arguments:
//   size(), rank()       the number of members, and this member's number
//   sync()               no member leaves before every member has arrived;
//                        memory operations of a member before it are visible
//                        to every member after it
//   any(b), all(b)       the vote of every member (also a sync)
//   broadcast(v)         rank 0's v, to every member (also a sync)
//   min(v)               the least v of every member (also a sync)
//   claim(n, &total)     reserves n slots for this member and returns the
//                        first; the members' reservations do not overlap and
//                        together are [0, total) (also a sync)
//   next_in_series<S>()  rank 0 only: the number of calls the group made
//                        before of the routine numbered S; each caller has
//                        its own series of each routine, so *_any scans
//                        start where that caller's previous call of that
//                        routine left off, whatever else runs between them.
// A single thread is the group of one (ThreadGroup, the host and device
// forms); CUDA warps and blocks are groups on the device (WarpGroup,
// BlockGroup: the _warp and _block forms, and the stream kernels); the tests
// run the algorithms with teams of host threads.

// The group of one: the calling thread.
struct ThreadGroup {
  SYMSYNC_HOST_DEVICE unsigned size() const { return 1; }
  SYMSYNC_HOST_DEVICE unsigned rank() const { return 0; }
  SYMSYNC_HOST_DEVICE void sync() const {}
  SYMSYNC_HOST_DEVICE bool any(bool vote) const { return vote; }
  SYMSYNC_HOST_DEVICE bool all(bool vote) const { return vote; }
  template <typename V>
  SYMSYNC_HOST_DEVICE V broadcast(V value) const {
    return value;
  }
  SYMSYNC_HOST_DEVICE size_t min(size_t value) const { return value; }
  SYMSYNC_HOST_DEVICE size_t claim(size_t count, size_t* total) const {
    *total = count;
    return 0;
  }
  template <unsigned kSeries>
  SYMSYNC_HOST_DEVICE size_t next_in_series() const;
};

#if defined(__CUDACC__)
// Device series (see next_in_series) are counters in per-routine tables of
// kSeriesSlots entries, one per thread (warp, block) of a grid by its linear
// number; callers whose numbers differ by a multiple of kSeriesSlots (in
// grids larger than that, or in kernels running at the same time) share a
// counter. Only the routines a program calls have a table.
constexpr unsigned kSeriesSlots = 1u << 16;

template <unsigned kSeries>
__device__ unsigned* series_table() {
  static unsigned counters[kSeriesSlots];
  return counters;
}

template <unsigned kSeries>
__device__ size_t next_in_device_series(unsigned long long caller) {
  return atomicAdd(&series_table<kSeries>()[caller % kSeriesSlots], 1u);
}

__device__ inline unsigned long long linear_block() {
  return blockIdx.x +
         static_cast<unsigned long long>(gridDim.x) *
             (blockIdx.y +
              static_cast<unsigned long long>(gridDim.y) * blockIdx.z);
}

__device__ inline unsigned block_size() {
  return blockDim.x * blockDim.y * blockDim.z;
}

__device__ inline unsigned rank_in_block() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

__device__ inline unsigned long long linear_thread() {
  return linear_block() * block_size() + rank_in_block();
}
#endif

template <unsigned kSeries>
SYMSYNC_HOST_DEVICE size_t ThreadGroup::next_in_series() const {
#if SYMSYNC_DEVICE_PASS
  return next_in_device_series<kSeries>(linear_thread());
#else
  static thread_local size_t calls = 0;
  return calls++;
#endif
}

#if defined(__CUDACC__)
// The 32 threads of a warp, all calling together. Votes and shuffles are
// preceded by __syncwarp, which orders the members' memory operations.
struct WarpGroup {
  static constexpr unsigned kAll = 0xffffffffu;
  __device__ unsigned size() const { return 32; }
  __device__ unsigned rank() const { return rank_in_block() % 32; }
  __device__ void sync() const { __syncwarp(kAll); }
  __device__ bool any(bool vote) const {
    __syncwarp(kAll);
    return __any_sync(kAll, vote) != 0;
  }
  __device__ bool all(bool vote) const {
    __syncwarp(kAll);
    return __all_sync(kAll, vote) != 0;
  }
  template <typename V>
  __device__ V broadcast(V value) const {
    static_assert(sizeof(V) <= 8, "a broadcast value is at most 8 bytes");
    unsigned long long bits = 0;
    memcpy(&bits, &value, sizeof value);
    __syncwarp(kAll);
    bits = __shfl_sync(kAll, bits, 0);
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  __device__ size_t min(size_t value) const {
    unsigned long long least = value;
    __syncwarp(kAll);
    for (int offset = 16; offset > 0; offset /= 2) {
      const unsigned long long other = __shfl_xor_sync(kAll, least, offset);
      least = other < least ? other : least;
    }
    return static_cast<size_t>(least);
  }
  __device__ size_t claim(size_t count, size_t* total) const {
    unsigned long long inclusive = count;  // prefix sum over the lanes
    __syncwarp(kAll);
    for (int offset = 1; offset < 32; offset *= 2) {
      const unsigned long long below = __shfl_up_sync(kAll, inclusive, offset);
      if (rank() >= static_cast<unsigned>(offset)) inclusive += below;
    }
    *total = static_cast<size_t>(__shfl_sync(kAll, inclusive, 31));
    return static_cast<size_t>(inclusive - count);
  }
  template <unsigned kSeries>
  __device__ size_t next_in_series() const {
    return next_in_device_series<kSeries>(linear_thread() / 32);
  }
};

// Where a block's members exchange values: shared memory, one per block.
struct BlockScratch {
  unsigned long long word;
};

__device__ inline BlockScratch& block_scratch() {
  __shared__ BlockScratch scratch;
  return scratch;
}

// Every thread of a block, all calling together. Each exchange through
// shared memory starts with a barrier, so the previous exchange's readers
// are done before it is overwritten.
struct BlockGroup {
  __device__ unsigned size() const { return block_size(); }
  __device__ unsigned rank() const { return rank_in_block(); }
  __device__ void sync() const { __syncthreads(); }
  __device__ bool any(bool vote) const { return __syncthreads_or(vote) != 0; }
  __device__ bool all(bool vote) const { return __syncthreads_and(vote) != 0; }
  template <typename V>
  __device__ V broadcast(V value) const {
    static_assert(sizeof(V) <= 8, "a broadcast value is at most 8 bytes");
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) {
      unsigned long long bits = 0;
      memcpy(&bits, &value, sizeof value);
      scratch.word = bits;
    }
    __syncthreads();
    const unsigned long long bits = scratch.word;
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  __device__ size_t min(size_t value) const {
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) scratch.word = ~0ull;
    __syncthreads();
    if (value != SIZE_MAX) atomicMin(&scratch.word, value);
    __syncthreads();
    return static_cast<size_t>(scratch.word);
  }
  __device__ size_t claim(size_t count, size_t* total) const {
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) scratch.word = 0;
    __syncthreads();
    const size_t first =
        count > 0 ? static_cast<size_t>(atomicAdd(&scratch.word, count)) : 0;
    __syncthreads();
    *total = static_cast<size_t>(scratch.word);
    return first;
  }
  template <unsigned kSeries>
  __device__ size_t next_in_series() const {
    return next_in_device_series<kSeries>(linear_block());
  }
};
#endif  // defined(__CUDACC__)

// Where a series of calls of an *_any routine starts its next scan: one
// past where the caller's previous call of the routine started.
template <unsigned kSeries, typename Group>
SYMSYNC_HOST_DEVICE size_t series_start(Group group, size_t nelems) {
  size_t start = 0;
  if (group.rank() == 0)
    start = group.template next_in_series<kSeries>() % nelems;
  return group.broadcast(start);
}

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

// Without a status mask, steps of kBlock elements per member that all
// satisfy the comparison are passed with one branch (and, in a group, one
// vote) per step instead of one per element (bench/scan.cc on the 2-vCPU
// development VM, 16 Mi elements: 0.6-0.9 of a plain read loop's rate, where
// test_some, element by element, reaches 0.4-0.6; the VM's own noise is
// about as large, see RESULTS.md). Returns where the element-by-element loop
// must take over, the same for every member. With a mask the steps measured
// no faster, so that case starts at 0.
constexpr size_t kBlock = 16;

template <typename Group, typename T, typename Operand, typename Cmp>
SYMSYNC_HOST_DEVICE size_t skip_satisfied_blocks(Group group,
                                                 Set<T, Operand> set,
                                                 Cmp holds) {
  size_t i = 0;
  if (set.status != nullptr) return i;
  const size_t members = group.size();
  const size_t step = kBlock * members;
  for (; i + step <= set.nelems; i += step) {
    bool all = true;
    for (size_t k = 0; k < kBlock; ++k)
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
    for (size_t i = skip_satisfied_blocks(group, set, holds) + group.rank();
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
    for (size_t i = skip_satisfied_blocks(group, set, holds) + group.rank();
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
        value = poll(ivar);
        if (holds(value, operand)) break;
        backoff.pause(site.routine, describe);
      }
      acquire_polled();
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
    if (group.rank() == 0 && holds(poll(ivar), operand)) {
      acquire_polled();
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

enum class Kind {
  kWait,
  kWaitAll,
  kWaitAny,
  kWaitSome,
  kTest,
  kTestAll,
  kTestAny,
  kTestSome
};

// One variable: kWait returns the value that satisfied the comparison,
// kTest 1 or 0.
template <Kind kKind, unsigned kSeries, typename Group, typename T>
SYMSYNC_HOST_DEVICE auto on_variable(Group group, const char* routine, int cmp,
                                     T* ivar, T cmp_value) {
  static_assert(kKind == Kind::kWait || kKind == Kind::kTest,
                "a kind on one variable");
  if constexpr (kKind == Kind::kWait) {
    return with_comparison(
        routine, cmp,
        WaitForValue<Group, T>{group, ivar, cmp_value, {routine, cmp}});
  } else {
    return with_comparison(routine, cmp,
                           TestValue<Group, T>{group, ivar, cmp_value});
  }
}

// A set: kWaitAll returns 1, kTestAll 1 or 0, *Any the index found
// (SIZE_MAX: none), *Some the number of indices written to `indices`.
template <Kind kKind, unsigned kSeries, typename Group, typename T,
          typename Operand>
SYMSYNC_HOST_DEVICE auto on_set(Group group, const char* routine, int cmp,
                                T* ivars, size_t nelems, const int* status,
                                Operand operand, size_t* indices) {
  const Set<T, Operand> set{ivars, nelems, status, operand};
  if constexpr (kKind == Kind::kWaitAll) {
    return with_comparison(
        routine, cmp,
        WaitUntilAll<Group, T, Operand>{group, set, {routine, cmp}});
  } else if constexpr (kKind == Kind::kTestAll) {
    return with_comparison(routine, cmp,
                           TestAll<Group, T, Operand>{group, set});
  } else if constexpr (kKind == Kind::kWaitAny) {
    return with_comparison(
        routine, cmp,
        WaitUntilAny<kSeries, Group, T, Operand>{group, set, {routine, cmp}});
  } else if constexpr (kKind == Kind::kTestAny) {
    return with_comparison(routine, cmp,
                           TestAny<kSeries, Group, T, Operand>{group, set});
  } else if constexpr (kKind == Kind::kWaitSome) {
    return with_comparison(
        routine, cmp,
        WaitUntilSome<Group, T, Operand>{group, set, indices, {routine, cmp}});
  } else {
    static_assert(kKind == Kind::kTestSome, "a kind on a set");
    return with_comparison(routine, cmp,
                           TestSome<Group, T, Operand>{group, set, indices});
  }
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_P2P_CORE_H_
