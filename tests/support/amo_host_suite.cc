#include "tests/support/amo_host_suite.h"

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/amo_cases.h"
#include "tests/support/pe_test.h"
#include "tests/support/registered_test.h"

namespace symsync_test {
namespace {

// The routine `name` of `forms`' type, or nullptr where the type has none.
const AmoForm* find(const AmoForms& forms, const char* name) {
  for (size_t i = 0; i < forms.n_forms; ++i) {
    if (std::strcmp(forms.forms[i].routine, name) == 0) return &forms.forms[i];
  }
  return nullptr;
}

// What the suite calls: one routine of the type, by name.
class Calls {
 public:
  explicit Calls(const AmoForms& forms) : forms_(forms) {}
  bool has(const char* name) const { return find(forms_, name) != nullptr; }
  uint64_t operator()(const char* name, void* dest, uint64_t value,
                      uint64_t cond, int pe) const {
    const AmoForm* form = find(forms_, name);
    return form->call(dest, value, cond, pe);
  }
  uint64_t number(uint64_t k) const {
    return amo_number(k, forms_.size, forms_.floating);
  }
  uint64_t mask() const { return amo_mask(forms_.size); }
  // amo_wrong for this type.
  size_t wrong(const std::vector<uint64_t>& got, uint64_t first,
               size_t count) const {
    return amo_wrong(got, first, count, forms_.size, forms_.floating);
  }

 private:
  const AmoForms& forms_;
};

int parties() { return n_pes() * kAmoParties; }
int party(int thread) { return my_pe() * kAmoParties + thread; }

// Runs `body(thread)` on kAmoParties threads of this PE at once.
void run_parties(const std::function<void(int)>& body) {
  std::vector<std::thread> threads;
  for (int t = 0; t < kAmoParties; ++t) threads.emplace_back(body, t);
  for (auto& thread : threads) thread.join();
}

// Gathers every PE's `mine` (the same count on each) into PE 0's
// `gathered` (symmetric, big enough), in PE order; returns them on PE 0.
std::vector<uint64_t> gather(const std::vector<uint64_t>& mine,
                             uint64_t* gathered) {
  nvshmem_putmem(gathered + static_cast<size_t>(my_pe()) * mine.size(),
                 mine.data(), mine.size() * sizeof(uint64_t), 0);
  nvshmem_barrier_all();
  if (my_pe() != 0) return {};
  return std::vector<uint64_t>(gathered, gathered + mine.size() * n_pes());
}

// Every fetch_add and fetch_inc returns a prior count no other call got,
// and add and inc lose none of their operands.
void loses_nothing(const AmoForms& forms) {
  const Calls call(forms);
  const int total = parties() * kAmoOpsPerParty;
  auto* counters = static_cast<uint64_t*>(nvshmem_calloc(3, sizeof(uint64_t)));
  auto* gathered = static_cast<uint64_t*>(
      nvshmem_calloc(2 * static_cast<size_t>(total), sizeof(uint64_t)));
  ASSERT_NE(counters, nullptr);
  ASSERT_NE(gathered, nullptr);
  nvshmem_barrier_all();
  const size_t per_pe = kAmoParties * kAmoOpsPerParty;
  std::vector<uint64_t> mine(2 * per_pe);
  note_activity(std::string("atomic counting of ") + forms.type);
  // A floating-point type has fetch_add and add but no increment: its
  // fetch_inc half counts as fetch_add of one, and add adds 4 at once.
  const bool inc = call.has("atomic_fetch_inc");
  run_parties([&](int t) {
    for (int i = 0; i < kAmoOpsPerParty; ++i) {
      const size_t at = static_cast<size_t>(t) * kAmoOpsPerParty + i;
      mine[at] = call("atomic_fetch_add", &counters[0], call.number(1), 0, 0);
      mine[per_pe + at] =
          inc ? call("atomic_fetch_inc", &counters[1], 0, 0, 0)
              : call("atomic_fetch_add", &counters[1], call.number(1), 0, 0);
      if (inc) {
        call("atomic_add", &counters[2], call.number(3), 0, 0);
        call("atomic_inc", &counters[2], 0, 0, 0);
      } else {
        call("atomic_add", &counters[2], call.number(4), 0, 0);
      }
    }
  });
  nvshmem_quiet();
  std::vector<uint64_t> fetched(mine.begin(), mine.begin() + per_pe);
  std::vector<uint64_t> incremented(mine.begin() + per_pe, mine.end());
  const std::vector<uint64_t> all_fetched = gather(fetched, gathered);
  const std::vector<uint64_t> all_incremented =
      gather(incremented, gathered + total);
  if (my_pe() == 0) {
    for (const auto& values : {all_fetched, all_incremented}) {
      EXPECT_EQ(call.wrong(values, 0, total), 0u)
          << "of " << total << " prior counts returned by " << parties()
          << " parties, these were not each of 0.." << total - 1 << " once";
    }
  }
  EXPECT_EQ(call("atomic_fetch", &counters[0], 0, 0, 0), call.number(total));
  EXPECT_EQ(call("atomic_fetch", &counters[1], 0, 0, 0), call.number(total));
  EXPECT_EQ(call("atomic_fetch", &counters[2], 0, 0, 0),
            call.number(4 * static_cast<uint64_t>(total)))
      << "add and inc lost operands";
  nvshmem_barrier_all();
  nvshmem_free(gathered);
  nvshmem_free(counters);
}

// Of every party comparing a free word with 0, exactly one stores.
void compare_swap_elects_one(const AmoForms& forms) {
  const Calls call(forms);
  auto* words =
      static_cast<uint64_t*>(nvshmem_calloc(kAmoElections, sizeof(uint64_t)));
  auto* marks = static_cast<uint64_t*>(nvshmem_calloc(
      static_cast<size_t>(kAmoElections) * parties(), sizeof(uint64_t)));
  nvshmem_barrier_all();
  note_activity(std::string("compare-and-swap elections of ") + forms.type);
  for (int r = 0; r < kAmoElections; ++r) {
    const int owner = r % n_pes();
    run_parties([&](int t) {
      const uint64_t mine = call.number(party(t) + 1);
      const uint64_t prior =
          call("atomic_compare_swap", &words[r], mine, call.number(0), owner);
      if (prior == call.number(0)) {
        const uint64_t mark = 1;
        nvshmem_putmem(&marks[static_cast<size_t>(r) * parties() + party(t)],
                       &mark, sizeof mark, 0);
      }
      // A comparison that fails stores nothing, and returns the word.
      const uint64_t after =
          call("atomic_compare_swap", &words[r], call.number(parties() + 9),
               call.number(parties() + 5), owner);
      EXPECT_NE(after, call.number(0)) << "election " << r;
      EXPECT_NE(after, call.number(parties() + 9)) << "election " << r;
    });
    nvshmem_barrier_all();
    const uint64_t elected = call("atomic_fetch", &words[r], 0, 0, owner);
    if (my_pe() == 0) {
      int winners = 0, winner = -1;
      for (int p = 0; p < parties(); ++p) {
        if (marks[static_cast<size_t>(r) * parties() + p] != 0) {
          ++winners;
          winner = p;
        }
      }
      EXPECT_EQ(winners, 1) << "election " << r << " on PE " << owner;
      if (winners == 1) {
        EXPECT_EQ(elected, call.number(winner + 1)) << "election " << r;
      }
    }
  }
  nvshmem_barrier_all();
  nvshmem_free(marks);
  nvshmem_free(words);
}

// The values swapped out of a word, and the one left in it, are the values
// swapped in and its first, each once.
void swap_returns_each_value_once(const AmoForms& forms) {
  const Calls call(forms);
  const int total = parties() * kAmoOpsPerParty;
  auto* word = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  auto* gathered = static_cast<uint64_t*>(
      nvshmem_calloc(static_cast<size_t>(total), sizeof(uint64_t)));
  nvshmem_barrier_all();
  std::vector<uint64_t> mine(kAmoParties * kAmoOpsPerParty);
  note_activity(std::string("atomic swaps of ") + forms.type);
  run_parties([&](int t) {
    for (int i = 0; i < kAmoOpsPerParty; ++i) {
      const uint64_t in = call.number(1 + party(t) * kAmoOpsPerParty + i);
      mine[static_cast<size_t>(t) * kAmoOpsPerParty + i] =
          call("atomic_swap", word, in, 0, 0);
    }
  });
  std::vector<uint64_t> out = gather(mine, gathered);
  const uint64_t left = call("atomic_fetch", word, 0, 0, 0);
  if (my_pe() == 0) {
    out.push_back(left);
    EXPECT_EQ(call.wrong(out, 0, total + 1), 0u)
        << "the values swapped out and the one left are not the values "
           "swapped in and the first";
  }
  nvshmem_barrier_all();
  nvshmem_free(gathered);
  nvshmem_free(word);
}

// One bit per party: or sets it, and clears it, xor toggles it; each
// fetching form returns the word with the party's own bit as it was.
void bitwise_combine(const AmoForms& forms) {
  const Calls call(forms);
  auto* words = static_cast<uint64_t*>(nvshmem_calloc(3, sizeof(uint64_t)));
  nvshmem_barrier_all();
  uint64_t all_bits = 0;
  for (int p = 0; p < parties(); ++p) all_bits |= 1ull << p;
  note_activity(std::string("bitwise atomics of ") + forms.type);
  run_parties([&](int t) {
    const uint64_t bit = 1ull << party(t);
    EXPECT_EQ(call("atomic_fetch_or", &words[0], bit, 0, 0) & bit, 0u);
    call("atomic_or", &words[1], bit, 0, 0);
    EXPECT_EQ(call("atomic_fetch_xor", &words[2], bit, 0, 0) & bit, 0u);
  });
  nvshmem_barrier_all();
  EXPECT_EQ(call("atomic_fetch", &words[0], 0, 0, 0), all_bits);
  EXPECT_EQ(call("atomic_fetch", &words[1], 0, 0, 0), all_bits);
  EXPECT_EQ(call("atomic_fetch", &words[2], 0, 0, 0), all_bits);
  nvshmem_barrier_all();
  run_parties([&](int t) {
    const uint64_t bit = 1ull << party(t);
    EXPECT_EQ(
        call("atomic_fetch_and", &words[0], ~bit & call.mask(), 0, 0) & bit,
        bit);
    call("atomic_and", &words[1], ~bit & call.mask(), 0, 0);
    call("atomic_xor", &words[2], bit, 0, 0);
  });
  nvshmem_barrier_all();
  for (int w = 0; w < 3; ++w) {
    EXPECT_EQ(call("atomic_fetch", &words[w], 0, 0, 0), 0u) << "word " << w;
  }
  nvshmem_barrier_all();
  nvshmem_free(words);
}

// PE 0 waits until every other PE's add has arrived: the adds wake it.
void wait_woken_by_atomic(const AmoForms& forms) {
  const Calls call(forms);
  auto* count = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmem_barrier_all();
  note_activity(std::string("a wait woken by atomic adds of ") + forms.type);
  if (my_pe() == 0) {
    forms.wait_ge(count, call.number(n_pes() - 1));
  } else {
    pause_briefly(2000);
    call("atomic_add", count, call.number(1), 0, 0);
  }
  nvshmem_barrier_all();
  EXPECT_EQ(call("atomic_fetch", count, 0, 0, 0), call.number(n_pes() - 1));
  nvshmem_barrier_all();
  nvshmem_free(count);
}

// Each PE sets its right neighbour's word; each finds its left one's.
void set_then_fetch(const AmoForms& forms) {
  const Calls call(forms);
  auto* word = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmem_barrier_all();
  call("atomic_set", word, call.number(my_pe() + 1), 0, right_pe());
  nvshmem_barrier_all();
  EXPECT_EQ(call("atomic_fetch", word, 0, 0, my_pe()),
            call.number(left_pe() + 1));
  nvshmem_barrier_all();
  nvshmem_free(word);
}

void add(const AmoForms& forms, const char* name, std::function<void()> body) {
  register_test("Amo" + capitalized(forms.type), name, std::move(body),
                __FILE__, __LINE__);
}

}  // namespace

bool register_amo_tests(const AmoForms& forms) {
  const Calls call(forms);
  if (call.has("atomic_fetch_add")) {
    add(forms, "LosesNothing", [forms] { loses_nothing(forms); });
  }
  if (call.has("atomic_compare_swap")) {
    add(forms, "CompareSwapElectsOne",
        [forms] { compare_swap_elects_one(forms); });
  }
  add(forms, "SwapReturnsEachValueOnce",
      [forms] { swap_returns_each_value_once(forms); });
  if (call.has("atomic_set")) {
    add(forms, "SetThenFetch", [forms] { set_then_fetch(forms); });
  }
  if (call.has("atomic_fetch_or")) {
    add(forms, "BitwiseCombine", [forms] { bitwise_combine(forms); });
  }
  if (forms.wait_ge != nullptr && call.has("atomic_add")) {
    add(forms, "WaitWokenByAtomic", [forms] { wait_woken_by_atomic(forms); });
  }
  return true;
}

}  // namespace symsync_test
