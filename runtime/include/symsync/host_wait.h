// How a host wait passes the time between polls once its first polls have
// not seen the update (HostWaitRest): the policy NVSHMEM_WAIT_* sets, the
// network transport's progress hook, and the report of a wait that timed
// out. Used by the core's Backoff (symsync/p2p_core.h); host code only.

#ifndef SYMSYNC_HOST_WAIT_H_
#define SYMSYNC_HOST_WAIT_H_

#include <stdint.h>
#include <symsync/device_state.h>
#include <symsync/platform.h>
#include <symsync/wake.h>

#if !SYMSYNC_DEVICE_PASS
#include <sched.h>
#include <time.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#endif

namespace symsync {
namespace impl {

#if !SYMSYNC_DEVICE_PASS
// The host wait policy in nanoseconds, from NVSHMEM_WAIT_SPIN_US,
// NVSHMEM_WAIT_YIELD_US and NVSHMEM_WAIT_MAX_SLEEP_US: defined with their
// defaults (spec/settings.yaml, through the generated settings.inc) in
// runtime/src/lifecycle/init.cc, and published by nvshmem_init before it
// marks the library running. A
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

// Set while the job spans hosts (runtime/src/lifecycle/network.cc): lets
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

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_HOST_WAIT_H_
