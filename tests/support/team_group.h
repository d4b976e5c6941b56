// A team of host threads as a group of the point-to-point core
// (runtime/include/symsync/groups.h): the tests run the core's
// cooperative algorithms, which the _warp and _block forms run on a GPU,
// with teams of host threads, so their logic is checked on a CPU and under
// ThreadSanitizer.
//
//   symsync_test::Team team(7);
//   symsync_test::run_team(team, [&](symsync_test::TeamGroup group) {
//     symsync::impl::on_set<...>(group, ...);  // every member calls
//   });
//
// Every exchange (sync, votes, broadcast, min, claim) is one barrier: each
// member writes its word into a slot, waits for the others, and reads every
// slot. Slots are double-buffered, so the barrier of the next exchange is
// what keeps a member from overwriting a slot another member still reads.
// The barrier is a counter and a generation number (atomics with acquire and
// release order), so a member's writes before an exchange happen before
// every member's reads after it. A member that arrives early sleeps on the
// generation number (a futex), after spinning a while if the team has no
// more members than the machine has processors: a team of 32 threads on a
// machine with two, with other work beside it, would otherwise spend its
// time spinning and yielding to its own members.

#ifndef SYMSYNC_TESTS_SUPPORT_TEAM_GROUP_H_
#define SYMSYNC_TESTS_SUPPORT_TEAM_GROUP_H_

#include <linux/futex.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace symsync_test {

// The state the members of a team share.
class Team {
 public:
  explicit Team(unsigned size)
      : size_(size),
        spins_(size <= std::thread::hardware_concurrency() ? 20000 : 16),
        exchanges_(size, 0),
        slots_{std::vector<uint64_t>(size), std::vector<uint64_t>(size)} {}
  Team(const Team&) = delete;
  Team& operator=(const Team&) = delete;

  unsigned size() const { return size_; }

  // Returns once every member has called it.
  void barrier() {
    const unsigned generation = generation_.load(std::memory_order_acquire);
    if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == size_) {
      arrived_.store(0, std::memory_order_relaxed);
      generation_.store(generation + 1, std::memory_order_release);
      futex(FUTEX_WAKE_PRIVATE, INT32_MAX);
      return;
    }
    for (unsigned spins = 0;
         generation_.load(std::memory_order_acquire) == generation; ++spins) {
      if (spins >= spins_) futex(FUTEX_WAIT_PRIVATE, generation);
    }
  }

  // Member `rank` contributes `word`; returns every member's word, by rank,
  // in a buffer valid until this member's next exchange.
  const uint64_t* exchange(unsigned rank, uint64_t word) {
    std::vector<uint64_t>& slots = slots_[exchanges_[rank]++ & 1];
    slots[rank] = word;
    barrier();
    return slots.data();
  }

  // The next number of the team's series `series` (see next_in_series in
  // p2p_core.h): each team has its own, starting at 0.
  size_t next_in_series(unsigned series) {
    std::lock_guard<std::mutex> lock(series_mutex_);
    return series_[series]++;
  }

 private:
  const unsigned size_;
  const unsigned spins_;  // polls before sleeping
  std::atomic<unsigned> arrived_{0};
  std::atomic<unsigned> generation_{0};
  std::vector<unsigned> exchanges_;  // per member: exchanges made so far
  std::vector<uint64_t> slots_[2];
  std::mutex series_mutex_;
  std::map<unsigned, size_t> series_;

  // FUTEX_WAIT: sleeps while the generation is `value` (or spuriously);
  // FUTEX_WAKE: wakes up to `value` sleepers.
  void futex(int operation, unsigned value) {
    static_assert(sizeof(generation_) == sizeof(unsigned),
                  "a futex is a 32-bit word");
    syscall(SYS_futex, reinterpret_cast<unsigned*>(&generation_), operation,
            value, nullptr, nullptr, 0);
  }
};

// One member of a team: the group interface of the core, by value.
struct TeamGroup {
  Team* team;
  unsigned member;

  unsigned size() const { return team->size(); }
  unsigned rank() const { return member; }
  void sync() const { team->barrier(); }
  bool any(bool vote) const {
    const uint64_t* votes = team->exchange(member, vote ? 1 : 0);
    for (unsigned r = 0; r < size(); ++r) {
      if (votes[r] != 0) return true;
    }
    return false;
  }
  bool all(bool vote) const {
    const uint64_t* votes = team->exchange(member, vote ? 1 : 0);
    for (unsigned r = 0; r < size(); ++r) {
      if (votes[r] == 0) return false;
    }
    return true;
  }
  template <typename V>
  V broadcast(V value) const {
    static_assert(sizeof(V) <= 8, "a broadcast value is at most 8 bytes");
    uint64_t bits = 0;
    memcpy(&bits, &value, sizeof value);
    bits = team->exchange(member, bits)[0];
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  size_t min(size_t value) const {
    const uint64_t* values = team->exchange(member, value);
    uint64_t least = values[0];
    for (unsigned r = 1; r < size(); ++r) {
      if (values[r] < least) least = values[r];
    }
    return static_cast<size_t>(least);
  }
  size_t claim(size_t count, size_t* total) const {
    const uint64_t* counts = team->exchange(member, count);
    size_t first = 0, sum = 0;
    for (unsigned r = 0; r < size(); ++r) {
      if (r == member) first = sum;
      sum += static_cast<size_t>(counts[r]);
    }
    *total = sum;
    return first;
  }
  template <unsigned kSeries>
  size_t next_in_series() const {
    return team->next_in_series(kSeries);
  }
};

// Runs body(group) on one thread per member of `team`, all at once; returns
// when every member has returned.
inline void run_team(Team& team,
                     const std::function<void(TeamGroup group)>& body) {
  std::vector<std::thread> members;
  for (unsigned r = 1; r < team.size(); ++r)
    members.emplace_back([&team, &body, r] { body(TeamGroup{&team, r}); });
  body(TeamGroup{&team, 0});
  for (std::thread& member : members) member.join();
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_TEAM_GROUP_H_
