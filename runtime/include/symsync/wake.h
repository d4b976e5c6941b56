// Waking host waits that sleep. A host wait that has outlasted its spin and
// yield phases (HostWaitRest in symsync/host_wait.h) registers in its PE's wake
// word and sleeps on it (a futex) instead of sleeping for a fixed time; the
// host update routines that reach that PE through the node's mapping wake it,
// and so does the network transport's progress thread once it has applied an
// update from another host. The sleep still ends after the policy's pause
// (NVSHMEM_WAIT_MAX_SLEEP_US at most), so a store nobody announces (one a
// program makes by hand through nvshmem_ptr, or a GPU's) is seen no later
// than it was without wake-ups.
//
// Each PE's word lives past the end of its heap, in the same shared-memory
// segment (runtime/src/heap/host_heap.cc), so every PE of the node reaches
// it; with the heap in GPU memory, where no host wait reads the heap, every
// PE's entry is a word of this process that nobody registers in.
//
// Ordering: an update and a wait registering must not both miss each other
// (the update not seeing the sleeper, the wait's next poll not seeing the
// update). The wait increments `sleepers`, reads `sequence` and issues a
// fence (all sequentially consistent), then polls once more before it
// sleeps on `sequence`. A signal update or atomic_set is a sequentially
// consistent store or read-modify-write followed by a sequentially
// consistent load of `sleepers`: it sees the registration, or the poll sees
// it. Single-element puts and puts are relaxed copies and load `sleepers`
// with no fence between (one would cost each of them the wait for its store
// to leave the processor); a wait that registers in the nanoseconds their
// stores take to become visible sleeps through them until its pause ends,
// as after a hand store. quiet and fence wake nobody.

#ifndef SYMSYNC_WAKE_H_
#define SYMSYNC_WAKE_H_

#include <stdint.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

struct WakeWord {
  uint32_t sleepers;  // waits of the PE registered as sleeping
  uint32_t sequence;  // the futex word: advanced by every wake-up
};

#if !SYMSYNC_DEVICE_PASS

// Per PE of the job, its wake word as this process addresses it (a PE of
// another host: an unused word of this process); published by nvshmem_init
// (runtime/src/lifecycle/wake.cc). host_own_wake_word is this PE's (never
// null: outside init and finalize, a word nobody wakes).
extern WakeWord* const* host_wake_words;
extern WakeWord* host_own_wake_word;

// Advances `word`'s sequence and wakes every wait sleeping on it.
void wake_all(WakeWord* word);

// After an update of the PE `word` belongs to: wakes its sleeping waits, if
// any; one load when none sleeps. Returns whether some wait slept.
inline bool wake_sleepers(WakeWord* word) {
  if (__builtin_expect(__atomic_load_n(&word->sleepers, __ATOMIC_SEQ_CST) != 0,
                       0)) {
    wake_all(word);
    return true;
  }
  return false;
}

inline void wake_sleepers_of(int pe) { wake_sleepers(host_wake_words[pe]); }

// The wait's side: sleeps on `word` for at most `ns` nanoseconds, unless
// its sequence is no longer `seen` (a wake-up came since the wait read it).
// The caller reads the sequence again to tell a wake-up from the end of
// the pause.
void sleep_on(WakeWord* word, uint32_t seen, uint64_t ns);

#endif  // !SYMSYNC_DEVICE_PASS

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_WAKE_H_
