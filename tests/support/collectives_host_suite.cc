#include "tests/support/collectives_host_suite.h"

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/pe_test.h"
#include "tests/support/registered_test.h"

namespace symsync_test {
namespace {

// The counts every collective is checked with (12 and 13 ints: the most a
// reduction sends in its one step, 48 bytes, and the fewest it does not;
// 3001, an odd count, so that the stream forms' blocks, which share a put
// in multiples of 16 bytes, get a shorter last share, and a member's block
// of an fcollect or alltoall starts off a multiple of 16 bytes).
// The test runs with a
// scratch area for the reductions (NVSHMEM_REDUCE_SCRATCH_SIZE, in
// generated/BUILD.bazel) that the largest count of most types fills several
// times.
constexpr size_t kCounts[] = {0, 1, 12, 13, 3001};
constexpr size_t kMaxCount = 3001;

// The teams of a case: the world, its odd PEs (a split with stride 2), and
// the rows of a 2-D split with xrange 2 (the last row one PE short on an
// odd number of PEs). Made collectively over the world at the start of a
// case and destroyed at its end; a PE holds NVSHMEM_TEAM_INVALID for a team
// it is not in.
class Teams {
 public:
  Teams() {
    const int n = n_pes();
    add("world", NVSHMEM_TEAM_WORLD, false);
    if (n >= 2) {
      nvshmem_team_t odd;
      EXPECT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 1, 2, n / 2,
                                           nullptr, 0, &odd),
                0);
      add("the odd PEs", odd, true);
    }
    if (n >= 3) {
      nvshmem_team_t row, column;
      EXPECT_EQ(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, 2, nullptr, 0, &row,
                                      nullptr, 0, &column),
                0);
      add("a row of the 2-D split", row, true);
      made_.push_back(column);
    }
  }
  ~Teams() {
    for (auto team = made_.rbegin(); team != made_.rend(); ++team) {
      nvshmem_team_destroy(*team);
    }
  }
  const std::vector<std::pair<std::string, nvshmem_team_t>>& all() const {
    return all_;
  }

 private:
  void add(const std::string& name, nvshmem_team_t team, bool made) {
    all_.emplace_back(name, team);
    if (made) made_.push_back(team);
  }
  std::vector<std::pair<std::string, nvshmem_team_t>> all_;
  std::vector<nvshmem_team_t> made_;
};

// A symmetric buffer of `count` elements of every case's type, allocated by
// every PE.
class Buffer {
 public:
  Buffer(size_t count, size_t size)
      : bytes_(count * size),
        data_(static_cast<char*>(nvshmem_malloc(bytes_))) {
    EXPECT_NE(data_, nullptr);
  }
  ~Buffer() { nvshmem_free(data_); }
  char* at(size_t element, size_t size) const { return data_ + element * size; }
  char* data() const { return data_; }
  size_t bytes() const { return bytes_; }

 private:
  size_t bytes_;
  char* data_;
};

// The value PE `pe` gives as element `i` (small integers, exact in every
// type): for products only 1 and 2, so that they stay small.
int value_of(int pe, size_t i, bool product = false) {
  if (product) return 1 + static_cast<int>((pe + i) % 2);
  return 1 + static_cast<int>((pe * 37 + i * 11 + 5) % 127);
}

// The world number of member `m` of `team`.
int world_pe(nvshmem_team_t team, int m) {
  return nvshmem_team_translate_pe(team, m, NVSHMEM_TEAM_WORLD);
}

class Checker {
 public:
  explicit Checker(const CollectiveForms& forms) : forms_(forms) {}

  // Fills `count` elements at `at` (in the heap) with value_of(pe, i).
  void fill(char* at, size_t count, int pe, bool product = false) const {
    const std::vector<char> in = values(count, pe, product);
    copy(at, in.data(), in.size());
  }
  // Marks the `count` elements at `at` (in the heap) as not written by any
  // collective (a value no element holds).
  void mark(char* at, size_t count = 1) const {
    const std::vector<char> marks(count * forms_.size, '\xa5');
    copy(at, marks.data(), marks.size());
  }

  // Whether `count` elements at `got` (in the heap) are `want`'s; reports
  // the first difference with `what`.
  bool same(const char* got_in_heap, const char* want, size_t count,
            const std::string& what) const {
    std::vector<char> got(count * forms_.size);
    copy(got.data(), got_in_heap, got.size());
    for (size_t i = 0; i < count; ++i) {
      if (std::memcmp(&got[i * forms_.size], want + i * forms_.size,
                      forms_.size) != 0) {
        ADD_FAILURE() << what << ": element " << i << " of " << count
                      << " differs on PE " << my_pe();
        return false;
      }
    }
    return true;
  }
  bool untouched(const char* at, const std::string& what) const {
    const std::vector<char> mark(forms_.size, '\xa5');
    return same(at, mark.data(), 1, what + ", the element past the result");
  }
  std::vector<char> values(size_t count, int pe, bool product = false) const {
    std::vector<char> out(count * forms_.size);
    for (size_t i = 0; i < count; ++i) {
      forms_.element(value_of(pe, i, product), &out[i * forms_.size]);
    }
    return out;
  }
  // What a reduction of `count` elements on `size` members gives: the
  // values of member m (those of "PE" pe_of(m)) combined by `form` in the
  // order of the members' numbers.
  std::vector<char> combined(const ReductionForm& form, int size, size_t count,
                             const std::function<int(int)>& pe_of,
                             bool product = false) const {
    std::vector<char> want = values(count, pe_of(0), product);
    for (int m = 1; m < size; ++m) {
      const std::vector<char> in = values(count, pe_of(m), product);
      for (size_t i = 0; i < count; ++i) {
        form.combine(&want[i * forms_.size], &in[i * forms_.size]);
      }
    }
    return want;
  }
  size_t size() const { return forms_.size; }

 private:
  void copy(void* to, const void* from, size_t bytes) const {
    if (bytes == 0) return;
    if (forms_.copy != nullptr) {
      forms_.copy(to, from, bytes);
    } else {
      std::memcpy(to, from, bytes);
    }
  }

  const CollectiveForms& forms_;
};

std::string where(const CollectiveForms& forms, const char* routine,
                  const std::string& team, size_t count) {
  return std::string("nvshmem_") + forms.type + "_" + routine +
         (*forms.form ? std::string(" (") + forms.form + ")" : "") + " on " +
         team + ", " + std::to_string(count) + " elements";
}

void broadcasts(const CollectiveForms& forms) {
  const Checker check(forms);
  const size_t es = forms.size;
  Buffer src(kMaxCount, es), dest(kMaxCount + 1, es);
  const Teams teams;
  for (const auto& [name, team] : teams.all()) {
    const int size = nvshmem_team_n_pes(team);  // -1 where not a member
    for (size_t count : kCounts) {
      // Every root for the longer counts (3001 elements of 8 bytes take
      // another algorithm on 3 PEs or more), the last member for the others.
      for (int root = count >= 13 ? 0 : size - 1; root >= 0 && root < size;
           ++root) {
        check.fill(src.data(), count, my_pe());
        check.mark(dest.data(), count + 1);
        EXPECT_EQ(forms.broadcast(team, dest.data(), src.data(), count, root),
                  0);
        const std::string what = where(forms, "broadcast", name, count) +
                                 " from member " + std::to_string(root);
        check.same(dest.data(),
                   check.values(count, world_pe(team, root)).data(), count,
                   what);
        check.untouched(dest.at(count, es), what);
      }
      // In place on the root (dest == src there) from its first member.
      if (count >= 13 && size > 0) {
        const bool root = nvshmem_team_my_pe(team) == 0;
        check.mark(dest.data(), count + 1);
        if (root) check.fill(dest.data(), count, my_pe());
        EXPECT_EQ(forms.broadcast(team, dest.data(),
                                  root ? dest.data() : src.data(), count, 0),
                  0);
        const std::string what = where(forms, "broadcast", name, count) +
                                 " from member 0, in place on it";
        check.same(dest.data(), check.values(count, world_pe(team, 0)).data(),
                   count, what);
        check.untouched(dest.at(count, es), what);
      }
      nvshmem_barrier_all();
    }
  }
}

void fcollects(const CollectiveForms& forms) {
  const Checker check(forms);
  const size_t es = forms.size;
  const size_t n = static_cast<size_t>(n_pes());
  Buffer src(kMaxCount, es), dest(kMaxCount * n + 1, es);
  const Teams teams;
  for (const auto& [name, team] : teams.all()) {
    const int size = nvshmem_team_n_pes(team);
    for (size_t count : kCounts) {
      if (size > 0) {
        check.fill(src.data(), count, my_pe());
        check.mark(dest.data(), count * size + 1);
        EXPECT_EQ(forms.fcollect(team, dest.data(), src.data(), count), 0);
        const std::string what = where(forms, "fcollect", name, count);
        for (int m = 0; m < size; ++m) {
          check.same(dest.at(m * count, es),
                     check.values(count, world_pe(team, m)).data(), count,
                     what + ", member " + std::to_string(m) + "'s block");
        }
        check.untouched(dest.at(count * size, es), what);
      }
      nvshmem_barrier_all();
    }
  }
}

void alltoalls(const CollectiveForms& forms) {
  const Checker check(forms);
  const size_t es = forms.size;
  const size_t n = static_cast<size_t>(n_pes());
  Buffer src(kMaxCount * n, es), dest(kMaxCount * n + 1, es);
  const Teams teams;
  for (const auto& [name, team] : teams.all()) {
    const int size = nvshmem_team_n_pes(team);
    const int me = nvshmem_team_my_pe(team);
    for (size_t count : kCounts) {
      if (size > 0) {
        // Block j of member m: the values of "PE" m * size + j.
        for (int j = 0; j < size; ++j) {
          check.fill(src.at(j * count, es), count, me * size + j);
        }
        check.mark(dest.data(), count * size + 1);
        EXPECT_EQ(forms.alltoall(team, dest.data(), src.data(), count), 0);
        const std::string what = where(forms, "alltoall", name, count);
        for (int j = 0; j < size; ++j) {
          check.same(dest.at(j * count, es),
                     check.values(count, j * size + me).data(), count,
                     what + ", the block from member " + std::to_string(j));
        }
        check.untouched(dest.at(count * size, es), what);
      }
      nvshmem_barrier_all();
    }
  }
}

// Every reduction and reduce-scatter of the type, on every team and count,
// into a separate dest and in place. A reduce-scatter's member m gives
// block j the values of "PE" m * n_pes() + j.
void reductions(const CollectiveForms& forms) {
  const Checker check(forms);
  const size_t es = forms.size;
  const int n = n_pes();
  Buffer src(kMaxCount * n + 1, es), dest(kMaxCount + 1, es);
  const Teams teams;
  for (size_t r = 0; r < forms.n_reductions; ++r) {
    const ReductionForm& form = forms.reductions[r];
    const bool product = std::strstr(form.routine, "prod_") == form.routine;
    for (const auto& [name, team] : teams.all()) {
      const int size = nvshmem_team_n_pes(team);
      const int me = nvshmem_team_my_pe(team);
      const int blocks = form.scatter ? size : 1;
      // What member m gives for the block `block`.
      const auto giver = [&](int m, int block) {
        return form.scatter ? world_pe(team, m) * n + block : world_pe(team, m);
      };
      for (size_t count : kCounts) {
        for (bool in_place : {false, true}) {
          if (size > 0) {
            const int mine = form.scatter ? me : 0;
            char* out = in_place ? src.at(mine * count, es) : dest.data();
            for (int b = 0; b < blocks; ++b) {
              check.fill(src.at(b * count, es), count, giver(me, b), product);
            }
            if (!in_place) {
              check.mark(dest.data(), count + 1);
            } else if (mine == blocks - 1) {
              check.mark(src.at(blocks * count, es));
            }
            const std::vector<char> want = check.combined(
                form, size, count, [&](int m) { return giver(m, mine); },
                product);
            EXPECT_EQ(form.call(team, out, src.data(), count), 0);
            const std::string what = where(forms, form.routine, name, count) +
                                     (in_place ? ", in place" : "");
            check.same(out, want.data(), count, what);
            if (!in_place || mine == blocks - 1) {
              check.untouched(out + count * es, what);
            }
          }
          nvshmem_barrier_all();
        }
      }
    }
  }
}

// Each reduction's operation (the spec's expression, which the expected
// results above are computed with) does what its name says, on 6 and 3:
// the results written out here, apart from the spec.
void operations_mean_their_names(const CollectiveForms& forms) {
  const struct {
    const char* operation;
    int result;
  } table[] = {{"and", 6 & 3}, {"or", 6 | 3}, {"xor", 6 ^ 3}, {"max", 6},
               {"min", 3},     {"sum", 9},    {"prod", 18}};
  const Checker check(forms);
  for (size_t r = 0; r < forms.n_reductions; ++r) {
    const ReductionForm& form = forms.reductions[r];
    const std::string routine = form.routine;
    const std::string operation = routine.substr(0, routine.find('_'));
    const auto row = std::find_if(
        std::begin(table), std::end(table),
        [&](const auto& entry) { return operation == entry.operation; });
    ASSERT_NE(row, std::end(table)) << "no expected result for " << routine;
    // max and min both ways round: the expression may look at either first.
    for (const auto& [a, b] : {std::pair{6, 3}, std::pair{3, 6}}) {
      std::vector<char> acc = check.values(1, 0), in = check.values(1, 0),
                        want = check.values(1, 0);
      forms.element(a, acc.data());
      forms.element(b, in.data());
      forms.element(row->result, want.data());
      form.combine(acc.data(), in.data());
      check.same(acc.data(), want.data(), 1,
                 std::string("nvshmem_") + forms.type + "_" + routine + " of " +
                     std::to_string(a) + " and " + std::to_string(b));
    }
  }
}

// Reductions back to back, with no barrier between them: each PE calls
// the type's first reduction on its teams in turns, two rounds of short
// arrays (one step each, through slots of two parities) then one of long
// ones, so that a member is often a call or two ahead of another and the
// slots and the scratch area are reused while others may still be reading
// them. Every result is checked.
void back_to_back(const CollectiveForms& forms) {
  const Checker check(forms);
  const size_t es = forms.size;
  const int n = n_pes();
  const ReductionForm& form = forms.reductions[0];
  Buffer src(kMaxCount * n + 1, es), dest(kMaxCount + 1, es);
  const Teams teams;
  for (int call = 0; call < 36; ++call) {
    const auto& [name, team] = teams.all()[call % teams.all().size()];
    const int size = nvshmem_team_n_pes(team);
    if (size <= 0) continue;  // not a member
    const int me = nvshmem_team_my_pe(team);
    const size_t count = (call / teams.all().size()) % 3 == 2 ? kMaxCount : 1;
    const int blocks = form.scatter ? size : 1;
    const int mine = form.scatter ? me : 0;
    // What member m gives for the block `block`: another set each call.
    const auto giver = [&](int m, int block) {
      return (world_pe(team, m) * n + block) * 3 + call;
    };
    for (int b = 0; b < blocks; ++b) {
      check.fill(src.at(b * count, es), count, giver(me, b));
    }
    const std::vector<char> want = check.combined(
        form, size, count, [&](int m) { return giver(m, mine); });
    EXPECT_EQ(form.call(team, dest.data(), src.data(), count), 0);
    check.same(dest.data(), want.data(), count,
               where(forms, form.routine, name, count) + ", call " +
                   std::to_string(call) + " back to back");
  }
  nvshmem_barrier_all();
}

void add(const CollectiveForms& forms, const char* name,
         std::function<void()> body) {
  register_test(
      "Collectives" + capitalized(forms.type) + forms.form, name,
      [forms, body = std::move(body)] {
        if (forms.usable != nullptr && !forms.usable()) {
          if (std::getenv("SYMSYNC_REQUIRE_GPU") != nullptr) {
            FAIL() << "no GPU or no CUDA heap";
          }
          GTEST_SKIP() << "needs a GPU and the CUDA symmetric heap";
        }
        body();
      },
      __FILE__, __LINE__);
}

}  // namespace

bool register_collective_tests(const CollectiveForms& forms) {
  if (forms.broadcast != nullptr) {
    add(forms, "Broadcast", [forms] { broadcasts(forms); });
  }
  if (forms.fcollect != nullptr) {
    add(forms, "Fcollect", [forms] { fcollects(forms); });
  }
  if (forms.alltoall != nullptr) {
    add(forms, "Alltoall", [forms] { alltoalls(forms); });
  }
  if (forms.n_reductions > 0) {
    add(forms, "Reductions", [forms] { reductions(forms); });
    add(forms, "ReductionsBackToBack", [forms] { back_to_back(forms); });
    // The operations are the host's lambdas, the same for every form.
    if (*forms.form == '\0') {
      add(forms, "OperationsMeanTheirNames",
          [forms] { operations_mean_their_names(forms); });
    }
  }
  return true;
}

}  // namespace symsync_test
