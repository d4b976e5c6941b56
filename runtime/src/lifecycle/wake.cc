// Waking sleeping host waits (symsync/wake.h): the futex calls, and the
// table of wake words nvshmem_init publishes.

#include <symsync/wake.h>
#include <time.h>

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <climits>
#include <vector>

#include "runtime/src/lifecycle/state.h"

namespace symsync {
namespace impl {

namespace {

// The word of every PE no host wait of this node sleeps on (a PE of another
// host, or every PE when the heap is in GPU memory), and this PE's outside
// init and finalize (where only the library's own tests wait, and sleep
// until their pause ends).
WakeWord unreached_word;

}  // namespace

WakeWord* const* host_wake_words = nullptr;
WakeWord* host_own_wake_word = &unreached_word;

void wake_all(WakeWord* word) {
  __atomic_fetch_add(&word->sequence, 1, __ATOMIC_SEQ_CST);
#if defined(__linux__)
  // Not FUTEX_PRIVATE_FLAG: the word is shared with other processes.
  syscall(SYS_futex, &word->sequence, FUTEX_WAKE, INT_MAX, nullptr, nullptr, 0);
#endif
}

void sleep_on(WakeWord* word, uint32_t seen, uint64_t ns) {
  const timespec pause = {static_cast<time_t>(ns / 1000000000u),
                          static_cast<long>(ns % 1000000000u)};
#if defined(__linux__)
  // Returns at once when the sequence is no longer `seen`; a signal, a
  // wake-up or the end of the pause end it otherwise. Either way the
  // caller polls.
  syscall(SYS_futex, &word->sequence, FUTEX_WAIT, seen, &pause, nullptr, 0);
#else
  (void)word;
  (void)seen;
  nanosleep(&pause, nullptr);
#endif
}

void publish_wake_words(Runtime& state) {
  state.wake_words.assign(state.n_pes, &unreached_word);
  for (int pe = 0; pe < state.n_pes; ++pe) {
    if (WakeWord* word = state.heap->wake_word(pe)) state.wake_words[pe] = word;
  }
  host_wake_words = state.wake_words.data();
  host_own_wake_word = state.wake_words[state.my_pe];
}

void retire_wake_words() {
  host_wake_words = nullptr;
  host_own_wake_word = &unreached_word;
}

}  // namespace impl
}  // namespace symsync
