// Teams made by splits (nvshmem_team_split_strided, split_2d) and
// nvshmem_team_destroy, with the team queries on them: run directly, as 1,
// 2, 3, 4 and 7 PEs on one host, and as 2 hosts of 2 and 4 hosts of 1
// (tests/runtime/BUILD.bazel). main() is tests/support/test_main.cc.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <symsync/updates.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "tests/support/pe_test.h"

namespace {

using symsync_test::my_pe;
using symsync_test::n_pes;
using symsync_test::started_directly;

// NVSHMEM's first handle for teams made by splits.
constexpr int kFirstSplitHandle = 7;

// Every PE's `mine`, gathered through the symmetric heap with host puts
// (they reach PEs of other hosts too).
std::vector<int> gather(int mine) {
  auto* table = static_cast<int*>(nvshmem_calloc(n_pes(), sizeof(int)));
  for (int pe = 0; pe < n_pes(); ++pe) nvshmem_int_p(table + my_pe(), mine, pe);
  nvshmem_barrier_all();
  std::vector<int> all(table, table + n_pes());
  nvshmem_barrier_all();
  nvshmem_free(table);
  return all;
}

// Checks a team against the world numbers it should have, on every PE:
// membership, numbers, size, translations both ways, and that every member
// has it under `handle`.
void expect_team(nvshmem_team_t team, nvshmem_team_t handle,
                 const std::vector<int>& world_pes, const std::string& what) {
  SCOPED_TRACE(what);
  int mine = -1;
  for (size_t i = 0; i < world_pes.size(); ++i) {
    if (world_pes[i] == my_pe()) mine = static_cast<int>(i);
  }
  if (mine < 0) {
    EXPECT_EQ(team, NVSHMEM_TEAM_INVALID) << "a PE outside the team";
    return;
  }
  ASSERT_EQ(team, handle);
  EXPECT_EQ(nvshmem_team_my_pe(team), mine);
  EXPECT_EQ(nvshmem_team_n_pes(team), static_cast<int>(world_pes.size()));
  for (size_t i = 0; i < world_pes.size(); ++i) {
    EXPECT_EQ(nvshmem_team_translate_pe(team, static_cast<int>(i),
                                        NVSHMEM_TEAM_WORLD),
              world_pes[i]);
  }
  for (int pe = 0; pe < n_pes(); ++pe) {
    int expected = -1;
    for (size_t i = 0; i < world_pes.size(); ++i) {
      if (world_pes[i] == pe) expected = static_cast<int>(i);
    }
    EXPECT_EQ(nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, pe, team), expected)
        << "world PE " << pe;
  }
  EXPECT_EQ(nvshmem_team_translate_pe(team, -1, NVSHMEM_TEAM_WORLD), -1);
  EXPECT_EQ(nvshmem_team_translate_pe(team, static_cast<int>(world_pes.size()),
                                      NVSHMEM_TEAM_WORLD),
            -1);
}

std::vector<int> strided(int start, int stride, int size) {
  std::vector<int> pes;
  for (int i = 0; i < size; ++i) pes.push_back(start + i * stride);
  return pes;
}

bool member(nvshmem_team_t team) { return team != NVSHMEM_TEAM_INVALID; }

// NVSHMEM_MAX_TEAMS as the launch sets it (the library's default: 128).
int max_teams() {
  const char* set = std::getenv("NVSHMEM_MAX_TEAMS");
  return set != nullptr ? std::atoi(set) : 128;
}

TEST(Teams, StridedSplitsOfTheWorldHaveTheirPes) {
  const int n = n_pes();
  std::vector<std::tuple<int, int, int>> splits;
  for (int stride : {1, 2, 3}) {
    for (int start = 0; start < n; ++start) {
      for (int size = 1; start + (size - 1) * stride < n; ++size) {
        splits.emplace_back(start, stride, size);
      }
    }
  }
  for (const auto& [start, stride, size] : splits) {
    const std::string what = "start " + std::to_string(start) + ", stride " +
                             std::to_string(stride) + ", size " +
                             std::to_string(size);
    nvshmem_team_t team = 12345;
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, start, stride,
                                         size, nullptr, 0, &team),
              0)
        << what;
    expect_team(team, kFirstSplitHandle, strided(start, stride, size), what);
    if (member(team)) nvshmem_team_destroy(team);
  }
}

TEST(Teams, ASplitOfASplitNumbersByItsParent) {
  const int n = n_pes();
  nvshmem_team_t all, evens;
  ASSERT_EQ(
      nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0, &all),
      0);
  expect_team(all, kFirstSplitHandle, strided(0, 1, n), "the whole world");
  // The second half of `all`'s PEs, every other one: world numbers from
  // n / 2 up, stride 2.
  const int size = (n - n / 2 + 1) / 2;
  ASSERT_EQ(nvshmem_team_split_strided(all, n / 2, 2, size, nullptr, 0, &evens),
            0);
  expect_team(evens, kFirstSplitHandle + 1, strided(n / 2, 2, size),
              "a split of a split");
  if (member(evens)) {
    EXPECT_EQ(nvshmem_team_translate_pe(evens, 0, all), n / 2);
    nvshmem_team_destroy(evens);
  }
  nvshmem_team_destroy(all);
  // A split of the node team: its PEs are this node's, in world order.
  nvshmem_team_t node;
  const int node_size = nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE);
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEMX_TEAM_NODE, 0, 1, node_size,
                                       nullptr, 0, &node),
            0);
  ASSERT_TRUE(member(node));
  EXPECT_EQ(nvshmem_team_n_pes(node), node_size);
  EXPECT_EQ(nvshmem_team_my_pe(node), nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE));
  for (int i = 0; i < node_size; ++i) {
    EXPECT_EQ(
        nvshmem_team_translate_pe(node, i, NVSHMEM_TEAM_WORLD),
        nvshmem_team_translate_pe(NVSHMEMX_TEAM_NODE, i, NVSHMEM_TEAM_WORLD));
  }
  nvshmem_team_destroy(node);
}

// PE 0 alone has a team, so only PE 0's table has handle 7 taken: a split
// of the world must still take 8 on every PE. A dissemination that left out
// a round would let some PE miss PE 0's table and take 7.
TEST(Teams, EveryPeOfTheParentAgreesOnTheHandle) {
  const int n = n_pes();
  nvshmem_team_t first, all;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 1, nullptr, 0,
                                       &first),
            0);
  expect_team(first, kFirstSplitHandle, {0}, "PE 0 alone");
  ASSERT_EQ(
      nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0, &all),
      0);
  EXPECT_EQ(all, kFirstSplitHandle + 1);
  const std::vector<int> handles = gather(all);
  for (int pe = 0; pe < n; ++pe) EXPECT_EQ(handles[pe], kFirstSplitHandle + 1);
  nvshmem_team_destroy(all);
  if (member(first)) nvshmem_team_destroy(first);
}

TEST(Teams, InvalidSplitsFailOnEveryPeAndMakeNoTeam) {
  const int n = n_pes();
  const std::vector<std::tuple<int, int, int>> invalid = {
      {-1, 1, 1},     // start before the parent
      {n, 1, 1},      // start past it
      {0, 0, 1},      // stride 0
      {0, -1, 1},     // negative stride
      {0, 1, 0},      // empty
      {0, 1, n + 1},  // larger than the parent
      {n - 1, 1, 2},  // the last PE past the parent's end
      {0, n, 2},      // the same, by the stride
  };
  for (const auto& [start, stride, size] : invalid) {
    nvshmem_team_t team = 12345;
    EXPECT_NE(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, start, stride,
                                         size, nullptr, 0, &team),
              0)
        << "start " << start << ", stride " << stride << ", size " << size;
    EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  }
  EXPECT_EQ(nvshmem_team_n_pes(kFirstSplitHandle), -1) << "a team was made";
  // The PEs are still in step: a valid split works.
  nvshmem_team_t team;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0,
                                       &team),
            0);
  expect_team(team, kFirstSplitHandle, strided(0, 1, n), "after the failures");
  nvshmem_team_destroy(team);
  // A NVSHMEM_TEAM_INVALID parent makes an invalid team and is no error; a
  // handle that names no team is one.
  EXPECT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_INVALID, 0, 1, 1, nullptr,
                                       0, &team),
            0);
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  EXPECT_NE(
      nvshmem_team_split_strided(kFirstSplitHandle, 0, 1, 1, nullptr, 0, &team),
      0);
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
}

TEST(Teams, Split2dMakesRowsAndColumns) {
  const int n = n_pes();
  for (int xrange : {1, 2, 3, n, n + 1}) {
    const std::string what = "xrange " + std::to_string(xrange);
    nvshmem_team_t row, column;
    ASSERT_EQ(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, xrange, nullptr, 0,
                                    &row, nullptr, 0, &column),
              0)
        << what;
    const int width = xrange < n ? xrange : n;
    const int rows = (n + width - 1) / width;
    const int my_row = my_pe() / width, my_column = my_pe() % width;
    const int row_size = my_row == rows - 1 ? n - my_row * width : width;
    // Rows take handles 7 on, one each, then the columns.
    expect_team(row, kFirstSplitHandle + my_row,
                strided(my_row * width, 1, row_size), what + ", row");
    expect_team(column, kFirstSplitHandle + rows + my_column,
                strided(my_column, width, (n - my_column + width - 1) / width),
                what + ", column");
    nvshmem_team_destroy(row);
    nvshmem_team_destroy(column);
  }
  nvshmem_team_t row, column;
  EXPECT_NE(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, 0, nullptr, 0, &row,
                                  nullptr, 0, &column),
            0);
  EXPECT_EQ(row, NVSHMEM_TEAM_INVALID);
  EXPECT_EQ(column, NVSHMEM_TEAM_INVALID);
}

TEST(Teams, TheLimitIsNamedAndDestroyedHandlesComeBack) {
  const int n = n_pes();
  const int available = max_teams() - kFirstSplitHandle;
  std::vector<nvshmem_team_t> made;
  for (int i = 0; i < available; ++i) {
    nvshmem_team_t team;
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr,
                                         0, &team),
              0)
        << "split " << i;
    ASSERT_EQ(team, kFirstSplitHandle + i);
    made.push_back(team);
  }
  nvshmem_team_t team = 12345;
  testing::internal::CaptureStderr();
  EXPECT_NE(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0,
                                       &team),
            0);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  if (my_pe() == 0) {
    EXPECT_NE(said.find("nvshmem_team_split_strided"), std::string::npos)
        << said;
    EXPECT_NE(said.find("NVSHMEM_MAX_TEAMS=" + std::to_string(max_teams())),
              std::string::npos)
        << said;
  }
  const nvshmem_team_t freed = made[made.size() / 3];
  nvshmem_team_destroy(freed);
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0,
                                       &team),
            0);
  EXPECT_EQ(team, freed);
  for (nvshmem_team_t each : made) nvshmem_team_destroy(each);
}

// A handle's sync area starts clean each time a team takes it: teams made
// and destroyed again and again at handle 7, each with collective steps of
// its own (splits of it with other arguments each time, and their
// destroys), agree on every handle. Left as the last team left it, the area
// would answer the new team's first step with the old team's words (the
// signals only grow within a team's life), and the splits would fail on
// the arguments' digest or disagree on the handle.
TEST(Teams, AReusedHandleStartsClean) {
  const int n = n_pes();
  for (int round = 0; round < 20; ++round) {
    nvshmem_team_t team, alone, all;
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr,
                                         0, &team),
              0);
    if (my_pe() == round % n) usleep(2000);  // the others go first
    ASSERT_EQ(team, kFirstSplitHandle) << "round " << round;
    ASSERT_EQ(
        nvshmem_team_split_strided(team, round % n, 1, 1, nullptr, 0, &alone),
        0);
    ASSERT_EQ(nvshmem_team_split_strided(team, 0, 1, n, nullptr, 0, &all), 0);
    EXPECT_EQ(all, kFirstSplitHandle + 2) << "round " << round;
    nvshmem_team_destroy(all);
    if (member(alone)) nvshmem_team_destroy(alone);
    nvshmem_team_destroy(team);
  }
}

TEST(Teams, ConfigurationsAndQueriesOfNoTeam) {
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  config.num_contexts = 3;
  config.uniqueid = 42;
  nvshmem_team_t counted, both;
  ASSERT_EQ(nvshmem_team_split_strided(
                NVSHMEM_TEAM_WORLD, 0, 1, n_pes(), &config,
                NVSHMEM_TEAM_CONFIG_MASK_NUM_CONTEXTS, &counted),
            0);
  ASSERT_EQ(
      nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n_pes(), &config,
                                 NVSHMEM_TEAM_CONFIG_MASK_NUM_CONTEXTS |
                                     NVSHMEM_TEAM_CONFIG_MASK_UNIQUEID,
                                 &both),
      0);
  const nvshmem_team_config_t initial = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  nvshmem_team_config_t got = {};
  nvshmem_team_get_config(counted, &got);
  EXPECT_EQ(got.version, initial.version);
  EXPECT_EQ(got.num_contexts, 3);
  EXPECT_EQ(got.uniqueid, initial.uniqueid) << "not in the mask";
  nvshmem_team_get_config(both, &got);
  EXPECT_EQ(got.num_contexts, 3);
  EXPECT_EQ(got.uniqueid, 42u);
  nvshmem_team_destroy(both);
  nvshmem_team_destroy(counted);
  // Destroyed, reserved and unknown handles are no team.
  for (nvshmem_team_t none : {counted, both, 3, 4, 5, 6, 127, 128, 100000}) {
    EXPECT_EQ(nvshmem_team_my_pe(none), -1) << none;
    EXPECT_EQ(nvshmem_team_n_pes(none), -1) << none;
    EXPECT_EQ(nvshmem_team_translate_pe(none, 0, NVSHMEM_TEAM_WORLD), -1);
    EXPECT_EQ(nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, 0, none), -1);
    nvshmem_team_config_t left = {};
    left.num_contexts = 99;
    nvshmem_team_get_config(none, &left);
    EXPECT_EQ(left.num_contexts, 99) << none;
  }
}

TEST(Teams, APredefinedTeamIsNotDestroyed) {
  for (nvshmem_team_t predefined :
       {NVSHMEM_TEAM_WORLD, NVSHMEM_TEAM_SHARED, NVSHMEMX_TEAM_NODE}) {
    testing::internal::CaptureStderr();
    nvshmem_team_destroy(predefined);
    const std::string said = testing::internal::GetCapturedStderr();
    EXPECT_NE(said.find("nvshmem_team_destroy: team " +
                        std::to_string(predefined) + " is predefined"),
              std::string::npos)
        << said;
    EXPECT_GE(nvshmem_team_n_pes(predefined), 1);
  }
  nvshmem_team_destroy(NVSHMEM_TEAM_INVALID);  // accepted, does nothing
  nvshmem_barrier_all();
}

// Teams with the same handle on disjoint sets of PEs work side by side:
// the first half's team A (handle 7) and the second half's B (8); then a
// split of A takes 8 on the first half (its PEs have 7 taken), while B
// holds 8 on the second; barriers of both run at once.
TEST(Teams, DisjointTeamsShareAHandle) {
  const int n = n_pes();
  if (n < 2) GTEST_SKIP() << "needs two halves";
  const int half = n / 2;
  nvshmem_team_t a, b, inner = NVSHMEM_TEAM_INVALID;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, half, nullptr,
                                       0, &a),
            0);
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, half, 1, n - half,
                                       nullptr, 0, &b),
            0);
  expect_team(a, kFirstSplitHandle, strided(0, 1, half), "A");
  expect_team(b, kFirstSplitHandle + 1, strided(half, 1, n - half), "B");
  if (member(a)) {
    ASSERT_EQ(nvshmem_team_split_strided(a, 0, 1, half, nullptr, 0, &inner), 0);
    EXPECT_EQ(inner, kFirstSplitHandle + 1);
  }
  const nvshmem_team_t mine = member(a) ? inner : b;
  EXPECT_EQ(mine, kFirstSplitHandle + 1);
  for (int round = 0; round < 50; ++round) EXPECT_EQ(nvshmem_barrier(mine), 0);
  if (member(a)) {
    nvshmem_team_destroy(inner);
    nvshmem_team_destroy(a);
  } else {
    nvshmem_team_destroy(b);
  }
}

// Valid arguments that differ between PEs make no team anywhere.
TEST(Teams, ArgumentsThatDifferBetweenPesMakeNoTeam) {
  const int n = n_pes();
  if (n < 2) GTEST_SKIP() << "needs two PEs";
  nvshmem_team_t team = 12345;
  testing::internal::CaptureStderr();
  EXPECT_NE(
      nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1,
                                 my_pe() == n - 1 ? 1 : n, nullptr, 0, &team),
      0);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  if (my_pe() == 0) {
    EXPECT_NE(said.find("called it with different arguments"),
              std::string::npos)
        << said;
  }
  EXPECT_EQ(nvshmem_team_n_pes(kFirstSplitHandle), -1);
}

// A 2-D split that runs out of handles part way (run with few handles:
// NVSHMEM_MAX_TEAMS=9 leaves 2, and 3 PEs in rows of 1 need 3 rows and a
// column) fails on every PE and leaves no team behind.
TEST(Teams, Split2dThatRunsOutOfHandlesLeavesNoTeam) {
  const int n = n_pes();
  if (max_teams() - kFirstSplitHandle >= n + 1) {
    GTEST_SKIP() << "enough handles for every row and column";
  }
  nvshmem_team_t row = 12345, column = 12345;
  testing::internal::CaptureStderr();
  EXPECT_NE(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, 1, nullptr, 0, &row,
                                  nullptr, 0, &column),
            0);
  testing::internal::GetCapturedStderr();
  EXPECT_EQ(row, NVSHMEM_TEAM_INVALID);
  EXPECT_EQ(column, NVSHMEM_TEAM_INVALID);
  for (int handle = kFirstSplitHandle; handle < max_teams(); ++handle) {
    EXPECT_EQ(nvshmem_team_n_pes(handle), -1) << "team " << handle << " left";
  }
  nvshmem_team_t team;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n, nullptr, 0,
                                       &team),
            0);
  EXPECT_EQ(team, kFirstSplitHandle);
  nvshmem_team_destroy(team);
}

// A barrier of a team completes what its members wrote before it: each
// member of the odd-numbered PEs puts to the next member (another host's,
// in the launches across hosts), and after the barrier each finds what its
// previous member put. The sync waits for every member: each adds 1 to a
// counter of the team's first PE (and completes it) before the sync, and
// that PE finds the team's size after it.
TEST(Teams, BarrierAndSyncOfATeam) {
  const int n = n_pes();
  nvshmem_team_t odd = NVSHMEM_TEAM_INVALID;
  const int size = n / 2;
  if (size > 0) {  // one PE alone has no odd-numbered PE
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 1, 2, size,
                                         nullptr, 0, &odd),
              0);
  }
  auto* cells = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  ASSERT_NE(cells, nullptr);
  constexpr size_t kBig = size_t{1} << 20;
  auto* big = static_cast<unsigned char*>(nvshmem_calloc(kBig, 1));
  ASSERT_NE(big, nullptr);
  if (member(odd)) {
    // What a member left running before the barrier is complete after it,
    // at PEs outside the team too: the first member puts 1 MiB to PE 0
    // (not a member; another host's, across hosts) without waiting, and
    // after the barrier the last member finds it there.
    const int me = nvshmem_team_my_pe(odd);
    std::vector<unsigned char> bytes(kBig);
    for (int round = 1; round <= 3; ++round) {
      if (me == 0) {
        bytes.assign(kBig, static_cast<unsigned char>(round));
        nvshmem_putmem_nbi(big, bytes.data(), kBig, 0);
      }
      EXPECT_EQ(nvshmem_barrier(odd), 0);
      if (me == size - 1) {
        nvshmem_getmem(bytes.data(), big, kBig, 0);
        size_t stale = 0;
        for (unsigned char byte : bytes) stale += byte != round;
        EXPECT_EQ(stale, 0u) << "round " << round;
      }
      EXPECT_EQ(nvshmem_barrier(odd), 0);
    }
  }
  if (member(odd)) {
    const int me = nvshmem_team_my_pe(odd);
    for (int round = 1; round <= 3; ++round) {
      const int next =
          nvshmem_team_translate_pe(odd, (me + 1) % size, NVSHMEM_TEAM_WORLD);
      nvshmem_int_p(cells, 100 * round + me, next);
      EXPECT_EQ(nvshmem_barrier(odd), 0);
      EXPECT_EQ(cells[0], 100 * round + (me + size - 1) % size)
          << "round " << round;
      EXPECT_EQ(nvshmem_barrier(odd), 0);  // before the next round's puts
    }
    const int first = nvshmem_team_translate_pe(odd, 0, NVSHMEM_TEAM_WORLD);
    nvshmem_int_atomic_add(cells + 1, 1, first);
    nvshmem_quiet();
    EXPECT_EQ(nvshmem_team_sync(odd), 0);
    if (me == 0) {
      EXPECT_EQ(nvshmem_int_atomic_fetch(cells + 1, first), size);
    }
    EXPECT_EQ(nvshmem_sync(odd), 0);
    nvshmem_team_destroy(odd);
  }
  // The predefined teams are teams too.
  EXPECT_EQ(nvshmem_barrier(NVSHMEM_TEAM_WORLD), 0);
  EXPECT_EQ(nvshmem_team_sync(NVSHMEMX_TEAM_NODE), 0);
  EXPECT_EQ(nvshmem_sync(NVSHMEM_TEAM_SHARED), 0);
  nvshmem_barrier_all();
  nvshmem_free(big);
  nvshmem_free(cells);
}

// The data collectives on the world, the odd-numbered PEs and the rows of
// a 2-D split (the last row shorter where the PEs do not fill it), every
// byte of every result checked, from every root for the broadcast, with
// sizes that are not multiples of a word, up to kMaxBytes: more than one
// message over the network (256 KiB over TCP), and past the sizes where
// broadcasts go in pieces and fcollects through one member of each node.
TEST(Teams, BroadcastFcollectAndAlltoallOnEveryTeam) {
  const int n = n_pes();
  nvshmem_team_t odd = NVSHMEM_TEAM_INVALID, row, column;
  if (n / 2 > 0) {
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 1, 2, n / 2,
                                         nullptr, 0, &odd),
              0);
  }
  ASSERT_EQ(nvshmem_team_split_2d(NVSHMEM_TEAM_WORLD, 3, nullptr, 0, &row,
                                  nullptr, 0, &column),
            0);
  constexpr size_t kMaxBytes = (size_t{256} << 10) + 4099;
  auto* src = static_cast<unsigned char*>(nvshmem_malloc(kMaxBytes * n));
  auto* dest = static_cast<unsigned char*>(nvshmem_malloc(kMaxBytes * n));
  ASSERT_NE(src, nullptr);
  ASSERT_NE(dest, nullptr);
  // The byte at `i` of what world PE `pe` gives, for round `round`.
  auto byte = [](int pe, size_t i, int round) {
    return static_cast<unsigned char>(pe * 31 + i * 7 + round * 13 + 1);
  };
  for (nvshmem_team_t team : {NVSHMEM_TEAM_WORLD, odd, row}) {
    if (!member(team)) continue;
    int round = team * 100;  // the same on every member
    const int size = nvshmem_team_n_pes(team), me = nvshmem_team_my_pe(team);
    auto world = [&](int m) {
      return nvshmem_team_translate_pe(team, m, NVSHMEM_TEAM_WORLD);
    };
    for (size_t bytes :
         {size_t{0}, size_t{1}, size_t{13}, size_t{3000}, kMaxBytes}) {
      // The longest on the world alone, broadcast from its first and last
      // members.
      if (bytes == kMaxBytes && team != NVSHMEM_TEAM_WORLD) continue;
      const std::string what =
          "team " + std::to_string(team) + ", " + std::to_string(bytes) + " B";
      for (int root = 0; root < size; ++root, ++round) {
        if (bytes == kMaxBytes && root != 0 && root != size - 1) continue;
        for (size_t i = 0; i < bytes; ++i) src[i] = byte(my_pe(), i, round);
        std::memset(dest, 0xee, kMaxBytes * n);
        EXPECT_EQ(nvshmem_broadcastmem(team, dest, src, bytes, root), 0);
        size_t wrong = 0;
        const int from = world(root);
        for (size_t i = 0; i < bytes; ++i)
          wrong += dest[i] != byte(from, i, round);
        EXPECT_EQ(wrong, 0u) << what << ", broadcast from " << root;
        if (bytes < kMaxBytes * n) {
          EXPECT_EQ(dest[bytes], 0xee) << what << ": past the end";
        }
      }
      // In place on the root (src == dest there).
      for (size_t i = 0; i < bytes; ++i) dest[i] = byte(my_pe(), i, round);
      EXPECT_EQ(nvshmem_broadcastmem(team, dest, dest, bytes, size - 1), 0);
      size_t in_place_wrong = 0;
      const int last = world(size - 1);
      for (size_t i = 0; i < bytes; ++i)
        in_place_wrong += dest[i] != byte(last, i, round);
      EXPECT_EQ(in_place_wrong, 0u) << what << ", broadcast in place";
      ++round;
      for (size_t i = 0; i < bytes; ++i) src[i] = byte(my_pe(), i, round);
      std::memset(dest, 0xee, kMaxBytes * n);
      EXPECT_EQ(nvshmem_fcollectmem(team, dest, src, bytes), 0);
      size_t wrong = 0;
      for (int m = 0; m < size; ++m) {
        const int from = world(m);
        for (size_t i = 0; i < bytes; ++i)
          wrong += dest[m * bytes + i] != byte(from, i, round);
      }
      EXPECT_EQ(wrong, 0u) << what << ", fcollect";
      if (size * bytes < kMaxBytes * n) {
        EXPECT_EQ(dest[size * bytes], 0xee) << what << ": past the end";
      }
      ++round;
      // Block m of src is for member m: it carries (this PE, m).
      for (int m = 0; m < size; ++m)
        for (size_t i = 0; i < bytes; ++i)
          src[m * bytes + i] = byte(my_pe() * 8 + m, i, round);
      std::memset(dest, 0xee, kMaxBytes * n);
      EXPECT_EQ(nvshmem_alltoallmem(team, dest, src, bytes), 0);
      wrong = 0;
      for (int m = 0; m < size; ++m) {
        const int from = world(m) * 8 + me;
        for (size_t i = 0; i < bytes; ++i)
          wrong += dest[m * bytes + i] != byte(from, i, round);
      }
      EXPECT_EQ(wrong, 0u) << what << ", alltoall";
      if (size * bytes < kMaxBytes * n) {
        EXPECT_EQ(dest[size * bytes], 0xee) << what << ": past the end";
      }
    }
  }
  nvshmem_barrier_all();
  nvshmem_free(dest);
  nvshmem_free(src);
  if (member(odd)) nvshmem_team_destroy(odd);
  nvshmem_team_destroy(row);
  nvshmem_team_destroy(column);
}

// How many blocks of the library's kernel copy the puts of a stream form
// of broadcastmem, fcollectmem or alltoallmem on this PE
// (stream_collective_blocks, which they call on the host; their kernels
// need a GPU): one for each SYMSYNC_STREAM_BLOCK_BYTES of a member's bytes
// (1000 here, tests/runtime/BUILD.bazel), rounded up, at most
// kStreamCollectiveMaxBlocks (32), on a team whose members are all on this
// node; one on a team that spans nodes, whose puts to another host go
// through the proxy whole, and on a broadcast's members other than the
// root, which put nothing.
TEST(Teams, StreamCollectivesShareLongPutsWithinANode) {
  const char* per_block = std::getenv("SYMSYNC_STREAM_BLOCK_BYTES");
  ASSERT_STREQ(per_block ? per_block : "(unset)", "1000")
      << "tests/runtime/BUILD.bazel sets SYMSYNC_STREAM_BLOCK_BYTES=1000";
  ASSERT_EQ(symsync::impl::kStreamCollectiveMaxBlocks, 32u);
  // Bytes a member, and the blocks on one node.
  const std::vector<std::pair<size_t, int>> cases = {
      {0, 1},      {1, 1},      {1000, 1},   {1001, 2},   {2500, 3},
      {31001, 32}, {32000, 32}, {32001, 32}, {39000, 32},
  };
  const bool world_on_one_node =
      nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE) == n_pes();
  for (nvshmem_team_t team : {NVSHMEM_TEAM_WORLD, NVSHMEMX_TEAM_NODE}) {
    const bool one_node = team == NVSHMEMX_TEAM_NODE || world_on_one_node;
    const int me = nvshmem_team_my_pe(team);
    const int size = nvshmem_team_n_pes(team);
    for (const auto& [bytes, on_one_node] : cases) {
      const int expected = one_node ? on_one_node : 1;
      const std::string what = "team " + std::to_string(team) + ", " +
                               std::to_string(bytes) + " bytes a member";
      EXPECT_EQ(symsync::impl::stream_collective_blocks(
                    "nvshmemx_fcollectmem_on_stream", team, bytes, false, 0),
                expected)
          << what;
      for (int root = 0; root < size; ++root) {
        EXPECT_EQ(
            symsync::impl::stream_collective_blocks(
                "nvshmemx_broadcastmem_on_stream", team, bytes, true, root),
            root == me ? expected : 1)
            << what << ", a broadcast from member " << root;
      }
    }
  }
}

// A team token PE `maker` made (nvshmemx_team_get_uniqueid), on every PE.
nvshmemx_team_uniqueid_t token_from(int maker) {
  auto* token = static_cast<nvshmemx_team_uniqueid_t*>(
      nvshmem_malloc(sizeof(nvshmemx_team_uniqueid_t)));
  if (my_pe() == maker) EXPECT_EQ(nvshmemx_team_get_uniqueid(token), 0);
  nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, token, token, sizeof *token, maker);
  const nvshmemx_team_uniqueid_t value = *token;
  nvshmem_barrier_all();
  nvshmem_free(token);
  return value;
}

// nvshmemx_team_init on `members` (world PEs, by team number) with `token`;
// PEs outside call nothing. Returns the handle, NVSHMEM_TEAM_INVALID on
// them.
nvshmem_team_t init_team(const std::vector<int>& members,
                         nvshmemx_team_uniqueid_t token) {
  const auto at = std::find(members.begin(), members.end(), my_pe());
  if (at == members.end()) return NVSHMEM_TEAM_INVALID;
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  config.uniqueid = token;
  config.num_contexts = 3;
  nvshmem_team_t team = 12345;
  EXPECT_EQ(nvshmemx_team_init(&team, &config,
                               NVSHMEM_TEAM_CONFIG_MASK_UNIQUEID |
                                   NVSHMEM_TEAM_CONFIG_MASK_NUM_CONTEXTS,
                               static_cast<int>(members.size()),
                               static_cast<int>(at - members.begin())),
            0);
  return team;
}

// A team made by nvshmemx_team_init, checked by its queries, its
// configuration and its collectives (a reduction in one step and through
// the scratch area, a broadcast from its last member, an fcollect of the
// members' world numbers, a barrier), every result against `members`.
void expect_init_team(nvshmem_team_t team, nvshmem_team_t handle,
                      const std::vector<int>& members,
                      nvshmemx_team_uniqueid_t token, const std::string& what) {
  SCOPED_TRACE(what);
  expect_team(team, handle, members, what);
  const int size = static_cast<int>(members.size());
  constexpr int kLong = 100;  // past a reduction's one step
  auto* in = static_cast<int*>(nvshmem_calloc(kLong, sizeof(int)));
  auto* out = static_cast<int*>(nvshmem_calloc(kLong, sizeof(int)));
  auto* gathered = static_cast<int*>(nvshmem_calloc(n_pes(), sizeof(int)));
  if (member(team)) {
    nvshmem_team_config_t config;
    nvshmem_team_get_config(team, &config);
    EXPECT_EQ(config.uniqueid, token);
    EXPECT_EQ(config.num_contexts, 3);
    const int me = nvshmem_team_my_pe(team);
    for (int i = 0; i < kLong; ++i) in[i] = (me + 1) * (i + 1);
    const int sum = size * (size + 1) / 2;
    ASSERT_EQ(nvshmem_int_sum_reduce(team, out, in, 1), 0);
    EXPECT_EQ(out[0], sum);
    ASSERT_EQ(nvshmem_int_sum_reduce(team, out, in, kLong), 0);
    for (int i = 0; i < kLong; ++i) EXPECT_EQ(out[i], sum * (i + 1)) << i;
    in[0] = my_pe();
    ASSERT_EQ(nvshmem_int_broadcast(team, out, in, 1, size - 1), 0);
    EXPECT_EQ(out[0], members[size - 1]);
    ASSERT_EQ(nvshmem_int_fcollect(team, gathered, in, 1), 0);
    for (int m = 0; m < size; ++m) EXPECT_EQ(gathered[m], members[m]) << m;
    EXPECT_EQ(nvshmem_barrier(team), 0);
  }
  // Longer ones, past where a broadcast goes in pieces or down a tree and
  // an fcollect across nodes goes through one member of each node: every
  // byte from the member it should come from, by team number.
  constexpr size_t kBytes = 20000;
  auto* bytes = static_cast<unsigned char*>(nvshmem_malloc(kBytes));
  auto* all = static_cast<unsigned char*>(nvshmem_malloc(kBytes * n_pes()));
  const auto pattern = [](int pe, size_t i) {
    return static_cast<unsigned char>(pe * 31 + i * 7 + i / 251);
  };
  if (member(team)) {
    for (size_t i = 0; i < kBytes; ++i) bytes[i] = pattern(my_pe(), i);
    ASSERT_EQ(nvshmem_broadcastmem(team, all, bytes, kBytes, size - 1), 0);
    size_t wrong = 0;
    for (size_t i = 0; i < kBytes; ++i)
      wrong += all[i] != pattern(members[size - 1], i);
    EXPECT_EQ(wrong, 0u) << "the broadcast";
    ASSERT_EQ(nvshmem_fcollectmem(team, all, bytes, kBytes), 0);
    for (int m = 0; m < size; ++m) {
      wrong = 0;
      for (size_t i = 0; i < kBytes; ++i)
        wrong += all[m * kBytes + i] != pattern(members[m], i);
      EXPECT_EQ(wrong, 0u) << "the fcollect's block of member " << m;
    }
  }
  // A split of it numbers by its numbers, not the world's.
  nvshmem_team_t half = NVSHMEM_TEAM_INVALID;
  std::vector<int> halves;
  for (int m = 0; m < size; m += 2) halves.push_back(members[m]);
  if (member(team)) {
    ASSERT_EQ(nvshmem_team_split_strided(team, 0, 2, (size + 1) / 2, nullptr, 0,
                                         &half),
              0);
  }
  expect_team(half, handle + 1, halves, what + ", its split of stride 2");
  if (member(half)) nvshmem_team_destroy(half);
  nvshmem_barrier_all();
  nvshmem_free(all);
  nvshmem_free(bytes);
  nvshmem_free(gathered);
  nvshmem_free(out);
  nvshmem_free(in);
}

// nvshmemx_team_init: the world numbered backwards, three times in a row
// (each member's next team overwrites its entries); the even and the odd
// PEs at once, each numbered backwards, with tokens two PEs made; each PE
// alone, with a token of its own.
TEST(Teams, TeamInitNumbersItsMembersAsTheyChoose) {
  const int n = n_pes();
  std::vector<int> backwards(n);
  for (int i = 0; i < n; ++i) backwards[i] = n - 1 - i;
  for (int round = 0; round < 3; ++round) {
    const nvshmemx_team_uniqueid_t token = token_from(n - 1);
    EXPECT_NE(token, NVSHMEM_TEAM_UNIQUID_INITIALIZER);
    const nvshmem_team_t team = init_team(backwards, token);
    expect_init_team(team, kFirstSplitHandle, backwards, token,
                     "the world backwards, round " + std::to_string(round));
    nvshmem_team_destroy(team);
  }
  const nvshmemx_team_uniqueid_t even_token = token_from(0);
  const nvshmemx_team_uniqueid_t odd_token = token_from(n > 1 ? 1 : 0);
  EXPECT_NE(even_token, odd_token);
  std::vector<int> evens, odds;
  for (int pe = n - 1; pe >= 0; --pe)
    (pe % 2 == 0 ? evens : odds).push_back(pe);
  const bool even = my_pe() % 2 == 0;
  const nvshmem_team_t half =
      even ? init_team(evens, even_token) : init_team(odds, odd_token);
  expect_init_team(half, kFirstSplitHandle, even ? evens : odds,
                   even ? even_token : odd_token, "the even and odd PEs");
  if (member(half)) nvshmem_team_destroy(half);
  // A handle taken on one member only is taken for all: PE 0 alone holds
  // handle 7 (a split of itself), so the world's team gets 8 everywhere.
  nvshmem_team_t first = NVSHMEM_TEAM_INVALID;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 1, nullptr, 0,
                                       &first),
            0);
  const nvshmemx_team_uniqueid_t after_token = token_from(0);
  const nvshmem_team_t after = init_team(backwards, after_token);
  expect_init_team(after, kFirstSplitHandle + 1, backwards, after_token,
                   "the world beside PE 0's own team");
  nvshmem_team_destroy(after);
  if (member(first)) nvshmem_team_destroy(first);
  nvshmemx_team_uniqueid_t own = NVSHMEM_TEAM_UNIQUID_INITIALIZER;
  ASSERT_EQ(nvshmemx_team_get_uniqueid(&own), 0);
  const nvshmem_team_t alone = init_team({my_pe()}, own);
  expect_team(alone, kFirstSplitHandle, {my_pe()}, "each PE alone");
  nvshmem_team_destroy(alone);
  nvshmem_barrier_all();
}

// With every handle for teams taken on one member only (PE 0 alone holds
// them, as splits of itself), nvshmemx_team_init of the world fails on
// every member with NVSHMEMX_ERROR_INVALID_VALUE, its first member naming
// the limit; with one handle freed, it takes that one. Run with
// NVSHMEM_MAX_TEAMS=9 (team_few_handles_test).
TEST(Teams, TeamInitThatFindsNoHandleMakesNoTeam) {
  const int n = n_pes();
  std::vector<nvshmem_team_t> mine;
  for (int t = kFirstSplitHandle; t < max_teams(); ++t) {
    nvshmem_team_t team = NVSHMEM_TEAM_INVALID;
    ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 1, nullptr,
                                         0, &team),
              0);
    mine.push_back(team);
  }
  std::vector<int> world(n);
  for (int pe = 0; pe < n; ++pe) world[pe] = pe;
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  config.uniqueid = token_from(0);
  nvshmem_team_t team = 12345;
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, n, my_pe()),
            NVSHMEMX_ERROR_INVALID_VALUE);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  if (my_pe() == 0) {
    EXPECT_NE(said.find("nvshmemx_team_init: no team handle is free on every "
                        "PE of the team of token"),
              std::string::npos)
        << said;
    EXPECT_NE(said.find("NVSHMEM_MAX_TEAMS=" + std::to_string(max_teams())),
              std::string::npos)
        << said;
  }
  // Every handle in `mine` (taken on PE 0, free elsewhere): one freed, the
  // next team takes it.
  nvshmem_team_destroy(mine.back());
  const nvshmemx_team_uniqueid_t token = token_from(0);
  const nvshmem_team_t made = init_team(world, token);
  expect_team(made, max_teams() - 1, world, "after one handle was freed");
  nvshmem_team_destroy(made);
  mine.pop_back();
  for (nvshmem_team_t each : mine) nvshmem_team_destroy(each);
  nvshmem_barrier_all();
}

// Teams made back to back, with nothing between them but team_init itself:
// a member's next entry must not overwrite one another member has not read
// yet (the acknowledgements), on every launch.
TEST(Teams, TeamInitsBackToBack) {
  constexpr int kTeams = 20;
  const int n = n_pes();
  auto* tokens = static_cast<nvshmemx_team_uniqueid_t*>(
      nvshmem_malloc(kTeams * sizeof(nvshmemx_team_uniqueid_t)));
  if (my_pe() == 0) {
    for (int i = 0; i < kTeams; ++i)
      ASSERT_EQ(nvshmemx_team_get_uniqueid(&tokens[i]), 0);
  }
  nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, tokens, tokens,
                       kTeams * sizeof *tokens, 0);
  std::vector<nvshmem_team_t> made;
  std::vector<std::vector<int>> orders;
  for (int i = 0; i < kTeams; ++i) {
    std::vector<int> order(n);
    for (int m = 0; m < n; ++m) order[m] = (m + i) % n;  // rotated by i
    made.push_back(init_team(order, tokens[i]));
    orders.push_back(order);
  }
  for (int i = 0; i < kTeams; ++i) {
    expect_team(made[i], kFirstSplitHandle + i, orders[i],
                "team " + std::to_string(i));
  }
  for (int i = kTeams - 1; i >= 0; --i) nvshmem_team_destroy(made[i]);
  nvshmem_barrier_all();
  nvshmem_free(tokens);
}

// What nvshmemx_team_init refuses before it takes part in anything: each
// is returned with a message, on the calling PE alone.
TEST(Teams, TeamInitRefusesWhatItCannotUse) {
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  nvshmem_team_t team = 12345;
  testing::internal::CaptureStderr();
  EXPECT_EQ(nvshmemx_team_init(&team, nullptr, 0, 1, 0),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, 1, 0),
            NVSHMEMX_ERROR_INVALID_VALUE);
  ASSERT_EQ(nvshmemx_team_get_uniqueid(&config.uniqueid), 0);
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, 0, 0),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, n_pes() + 1, 0),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, 1, 1),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  // A token makes one team: given again (here for a team of this PE alone,
  // made and destroyed with it), it is refused.
  ASSERT_EQ(nvshmemx_team_init(&team, &config, 0, 1, 0), 0);
  nvshmem_team_destroy(team);
  EXPECT_EQ(nvshmemx_team_init(&team, &config, 0, 1, 0),
            NVSHMEMX_ERROR_INVALID_VALUE);
  EXPECT_EQ(team, NVSHMEM_TEAM_INVALID);
  const std::string printed = testing::internal::GetCapturedStderr();
  for (const std::string& expected : std::vector<std::string>{
           "nvshmemx_team_init: config is NULL",
           "nvshmemx_team_init: config's uniqueid is not set",
           "nvshmemx_team_init: npes 0 is not from 1 to the job's",
           "nvshmemx_team_init: npes " + std::to_string(n_pes() + 1) +
               " is not from 1",
           "nvshmemx_team_init: pe_idx_in_team 1 is not from 0 to 0",
           "was given to it on this PE before: a token makes one team"}) {
    EXPECT_NE(printed.find(expected), std::string::npos) << expected << " in:\n"
                                                         << printed;
  }
  nvshmem_barrier_all();
}

// Run by team_missing_member_test.sh alone (disabled otherwise): the PEs
// of a team broadcast with different roots.
TEST(TeamsMissingMember, DISABLED_DifferentArguments) {
  auto* bytes = static_cast<char*>(nvshmem_malloc(8));
  nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, bytes, bytes, 8,
                       my_pe() == 0 ? 0 : 1);
  sleep(30);  // until the first PE's report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): PE 0 adds
// up 12 ints (a reduction's one step) and the others 13 (the scratch area).
TEST(TeamsMissingMember, DISABLED_ReductionsOfDifferentLengths) {
  auto* ints = static_cast<int*>(nvshmem_calloc(13, sizeof(int)));
  nvshmem_int_sum_reduce(NVSHMEM_TEAM_WORLD, ints, ints,
                         my_pe() == 0 ? 12 : 13);
  sleep(30);  // until the first PE's report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): PE 2 of 3
// never calls the barrier of the world's copy its peers wait in.
TEST(TeamsMissingMember, DISABLED_ABarrierWithoutOneMember) {
  nvshmem_team_t all;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, n_pes(),
                                       nullptr, 0, &all),
            0);
  if (my_pe() != 2) nvshmem_barrier(all);
  sleep(30);  // PE 2: until the others' report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): on one
// node with a host heap, nvshmem_barrier_all is a step of the world team,
// so PE 2 of 3 never calling it is reported as for a team's barrier, and
// PE 0 calling nvshmem_barrier of the world where the others call
// nvshmem_barrier_all is found at once.
TEST(TeamsMissingMember, DISABLED_ABarrierAllWithoutOneMember) {
  if (my_pe() != 2) nvshmem_barrier_all();
  sleep(30);  // PE 2: until the others' report ends the job
}

TEST(TeamsMissingMember, DISABLED_BarrierAllBesideABarrier) {
  if (my_pe() == 0) {
    nvshmem_barrier(NVSHMEM_TEAM_WORLD);
  } else {
    nvshmem_barrier_all();
  }
  sleep(30);  // until the first PE's report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): PEs 0
// and 1 of 3 join a team of 3 by nvshmemx_team_init; PE 2 never calls.
TEST(TeamsMissingMember, DISABLED_ATeamInitWithoutOneMember) {
  const nvshmemx_team_uniqueid_t token = token_from(0);
  if (my_pe() != 2) init_team({0, 1, 2}, token);
  sleep(30);  // PE 2: until the others' report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): PEs 0 and
// 2 of 3 both say they are number 0 of a team of 3.
TEST(TeamsMissingMember, DISABLED_TeamInitNumbersGivenTwice) {
  const nvshmemx_team_uniqueid_t token = token_from(0);
  init_team(
      my_pe() == 2 ? std::vector<int>{2, 1, 0} : std::vector<int>{0, 1, 2},
      token);
  sleep(30);  // until a report ends the job
}

// Run by team_missing_member_test.sh alone (disabled otherwise): PE 2 of 3
// says the team has 2 PEs, the others 3.
TEST(TeamsMissingMember, DISABLED_TeamInitSizesThatDiffer) {
  const nvshmemx_team_uniqueid_t token = token_from(0);
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  config.uniqueid = token;
  nvshmem_team_t team;
  nvshmemx_team_init(&team, &config, 0, my_pe() == 2 ? 2 : 3,
                     my_pe() == 2 ? 1 : my_pe());
  sleep(30);  // until a report ends the job
}

TEST(TeamsDeathTest, DestroyingNoTeamIsReported) {
  if (!started_directly()) GTEST_SKIP() << "death tests fork: one PE only";
  nvshmem_team_t team;
  ASSERT_EQ(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 1, nullptr, 0,
                                       &team),
            0);
  nvshmem_team_destroy(team);
  EXPECT_DEATH(nvshmem_team_destroy(team),
               "nvshmem_team_destroy: team 7 names no team of PE 0: it was "
               "destroyed, never made, or made without this PE");
  EXPECT_DEATH(nvshmem_barrier(team),
               "nvshmem_barrier: team 7 names no team of PE 0");
  EXPECT_DEATH(nvshmem_team_sync(NVSHMEM_TEAM_INVALID),
               "nvshmem_team_sync: the team is NVSHMEM_TEAM_INVALID");
  auto* heap = static_cast<char*>(nvshmem_malloc(64));
  char local[16];
  EXPECT_DEATH(nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, heap, heap, 8, 1),
               "nvshmem_broadcastmem: PE_root 1 is not a PE of team 0 \\{0\\} "
               "\\(0 to 0\\)");
  EXPECT_DEATH(nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, local, heap, 8, 0),
               "nvshmem_broadcastmem: dest");
  EXPECT_DEATH(nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, heap, heap + 4, 8, 0),
               "nvshmem_broadcastmem: dest .* and src .* overlap");
  EXPECT_DEATH(nvshmem_fcollectmem(NVSHMEM_TEAM_WORLD, heap, heap + 4, 8),
               "nvshmem_fcollectmem: src .* overlaps dest");
  EXPECT_DEATH(nvshmem_alltoallmem(NVSHMEM_TEAM_WORLD, heap, heap + 4, 8),
               "nvshmem_alltoallmem: dest .* and src .* overlap");
  EXPECT_DEATH(
      nvshmem_alltoallmem(NVSHMEM_TEAM_WORLD, heap, heap, SIZE_MAX / 2 + 2),
      "nvshmem_alltoallmem: dest");
  nvshmem_free(heap);
  EXPECT_DEATH(nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 1, nullptr,
                                          0, nullptr),
               "nvshmem_team_split_strided: new_team is NULL");
}

TEST(TeamsDeathTest, TypedCollectiveMisuseIsReported) {
  if (!started_directly()) GTEST_SKIP() << "death tests fork: one PE only";
  auto* heap = static_cast<int*>(nvshmem_malloc(16 * sizeof(int)));
  int local[4];
  EXPECT_DEATH(nvshmem_int_sum_reduce(NVSHMEM_TEAM_WORLD, heap, heap + 1, 4),
               "nvshmem_int_sum_reduce: dest .* overlaps src .* other than as "
               "the same address");
  EXPECT_DEATH(
      nvshmem_int_sum_reducescatter(NVSHMEM_TEAM_WORLD, heap + 1, heap, 4),
      "nvshmem_int_sum_reducescatter: dest .* overlaps src .* other than as "
      "this PE's own block of src");
  EXPECT_DEATH(nvshmem_int_max_reduce(NVSHMEM_TEAM_WORLD, local, heap, 4),
               "nvshmem_int_max_reduce: dest");
  EXPECT_DEATH(
      nvshmem_int_broadcast(NVSHMEM_TEAM_WORLD, heap, heap, SIZE_MAX / 2, 0),
      "nvshmem_int_broadcast: nelems [0-9]+ elements of 4 bytes do "
      "not fit in a size_t");
  EXPECT_DEATH(nvshmem_int32_and_reduce(NVSHMEM_TEAM_INVALID, heap, heap, 4),
               "nvshmem_int32_and_reduce: the team is NVSHMEM_TEAM_INVALID");
  // In place (the same address, and a reduce-scatter's own block) is valid.
  for (int i = 0; i < 4; ++i) heap[i] = i + 1;
  EXPECT_EQ(nvshmem_int_sum_reduce(NVSHMEM_TEAM_WORLD, heap, heap, 4), 0);
  EXPECT_EQ(nvshmem_int_prod_reducescatter(NVSHMEM_TEAM_WORLD, heap, heap, 4),
            0);
  EXPECT_EQ(heap[3], 4);
  nvshmem_free(heap);
}

}  // namespace
