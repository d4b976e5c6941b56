// Teams: the table of this PE's teams by handle, the queries
// (nvshmem_team_my_pe, n_pes, translate_pe, get_config), the splits
// (nvshmem_team_split_strided, split_2d), the teams of any PEs
// (nvshmemx_team_get_uniqueid, nvshmemx_team_init), nvshmem_team_destroy,
// and the collective step they share: combining a few words over a team's
// members through the team handle's sync area in the symmetric heap.
//
// Handles. 0 to 2 are the predefined teams (NVSHMEM_TEAM_WORLD,
// NVSHMEM_TEAM_SHARED, NVSHMEMX_TEAM_NODE); 3 to 6 are NVSHMEM's other
// internal teams, which symsync does not make, kept free so that handles
// mean the same in both; splits take handles from kFirstSplitHandle up to
// NVSHMEM_MAX_TEAMS - 1. Every member of a team has it under the same
// handle: a split takes the lowest handle free on every PE of its parent,
// which the parent's PEs agree on by combining their tables' free handles;
// nvshmemx_team_init's members, which have no parent, through a mailbox
// (team_init). A team's members are numbered as its maker says: a split's in
// the order of their world numbers, nvshmemx_team_init's in any order.
//
// Sync areas. Each handle has one at the same place in every PE's heap
// (past the allocator's bytes), zero while no team has the handle. A
// collective step on a team is a dissemination: in round k each member sends
// its words to the member 2^k after it (signal: the team's operation count)
// and combines those of the member 2^k before it; after ceil(log2(size))
// rounds every member holds every member's contribution. Four copies of the
// rounds' slots, used by operations in turn (kStepSets), make reuse safe: a
// member can only start operation e+4 once every member has started e+2,
// so done reading what e left. (Two copies suffice where every operation
// ends with every member having started it; a broadcast across nodes does
// not: its members wait for their sender alone, broadcast_with_signals.)
// The handle's area is set to zero again by each member once the team is
// destroyed (after a last step, when nothing more can arrive), before the
// member's next split can offer the handle again. Past
// the rounds' slots, each handle's area has a slot per PE and parity for the
// short reductions (reduce_in_one_step), then the words of the device and
// stream barriers and the slots of those forms' short reductions
// (symsync/device_state.h); past every handle's area, each PE
// has the scratch area of the host forms' longer reductions (reduce_arrays),
// then that of the device and stream forms' (symsync/collectives_device.h),
// then nvshmemx_team_init's mailbox.

#include <nvshmem.h>
#include <symsync/collectives.h>
#include <symsync/device_state.h>
#include <symsync/groups.h>
#include <symsync/host_wait.h>
#include <symsync/implementations.h>
#include <symsync/rma.h>
#include <symsync/route.h>
#include <symsync/updates.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <numeric>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/lifecycle/state.h"

namespace symsync {
namespace impl {
namespace {

// NVSHMEM's first handle for the teams programs make (its NVSHMEM_TEAMS_MIN).
constexpr int kFirstSplitHandle = 7;

// The rounds of a dissemination over `n` members: ceil(log2(n)).
int rounds_for(int n) {
  int rounds = 0;
  while ((1 << rounds) < n) ++rounds;
  return rounds;
}

// The words a split combines: a word of flags, a digest of the arguments
// and its complement, then one bit per handle.
constexpr int kFirstHandleWord = 3;
int words_for(int max_teams) {
  return kFirstHandleWord + (max_teams + 63) / 64;
}

// The copies of the rounds' slots, used by operations in turn.
constexpr int kStepSets = 4;

// One round's slot: the signal, then the words.
size_t slot_bytes(int max_teams) {
  return sizeof(uint64_t) * (1 + static_cast<size_t>(words_for(max_teams)));
}

// A slot of a reduction's first step (reduce_in_one_step): the signal, the
// digest of the call, then up to kShortReduceBytes of data. Teams of up to
// kShortReduceMembers PEs have them (a slot per member and parity in each
// handle's area); the device and stream forms' short reductions, of the
// same sizes, have theirs (symsync/device_state.h).
static_assert(kShortReduceDataOffset == 16, "reduce_in_one_step's slots");

// The bytes of a handle's area before its barriers' words: the rounds'
// slots of its kStepSets copies, then the reductions' slots of each parity.
size_t handle_slots_bytes(int n_pes, int max_teams) {
  return kStepSets * static_cast<size_t>(rounds_for(n_pes)) *
             slot_bytes(max_teams) +
         2 * static_cast<size_t>(std::min(n_pes, kShortReduceMembers)) *
             kShortReduceSlotBytes;
}

// A handle's area: its slots, then the words of the barriers of device code
// and of streams (symsync/device_state.h's team_barrier_words), then the
// slots of their short reductions (team_short_reduce_bytes).
size_t handle_area_bytes(int n_pes, int max_teams) {
  return handle_slots_bytes(n_pes, max_teams) +
         sizeof(uint64_t) * team_barrier_words(n_pes) +
         team_short_reduce_bytes(n_pes);
}

// The slot of round `round` in copy `set` (operation % kStepSets) of
// `handle`'s sync area: the same address in every PE's heap.
uint64_t* slot(const Runtime& r, int handle, int set, int round) {
  const int max_teams = r.settings.max_teams;
  char* area = r.team_areas + static_cast<size_t>(handle) *
                                  handle_area_bytes(r.n_pes, max_teams);
  const size_t index = static_cast<size_t>(set) * rounds_for(r.n_pes) + round;
  return reinterpret_cast<uint64_t*>(area + index * slot_bytes(max_teams));
}

// The slot of the member numbered `member` for short reductions of parity
// `parity` in `handle`'s area: the same address in every PE's heap.
uint64_t* short_slot(const Runtime& r, int handle, int parity, int member) {
  char* past_rounds = reinterpret_cast<char*>(slot(r, handle, 0, 0)) +
                      kStepSets * static_cast<size_t>(rounds_for(r.n_pes)) *
                          slot_bytes(r.settings.max_teams);
  const size_t index =
      static_cast<size_t>(parity) * std::min(r.n_pes, kShortReduceMembers) +
      member;
  return reinterpret_cast<uint64_t*>(past_rounds +
                                     index * kShortReduceSlotBytes);
}

// This PE's team with handle `team`, or nullptr (NVSHMEM_TEAM_INVALID, a
// value that names no handle, a handle no team of this PE has).
Team* find_team(Runtime& r, nvshmem_team_t team) {
  if (team < 0 || team >= static_cast<int>(r.teams.size())) return nullptr;
  Team& found = r.teams[team];
  return found.world_pes.empty() ? nullptr : &found;
}

// The number in `team` of the PE with world number `world`, or -1.
int number_in(const Team& team, int world) {
  // Not a binary search: nvshmemx_team_init numbers members in any order.
  const auto at =
      std::find(team.world_pes.begin(), team.world_pes.end(), world);
  return at != team.world_pes.end()
             ? static_cast<int>(at - team.world_pes.begin())
             : -1;
}

std::string describe(const Team& team) {
  std::string text = "{";
  for (size_t i = 0; i < team.world_pes.size(); ++i) {
    if (i > 0) text += ", ";
    if (i == 6 && team.world_pes.size() > 8) {
      text += "..., " + std::to_string(team.world_pes.back());
      break;
    }
    text += std::to_string(team.world_pes[i]);
  }
  return text + "}";
}

// Waits until this PE's `signal` (in its own heap) is at least `value`, the
// way every heap allows: loads through the route (a host heap's are plain
// loads; a GPU heap's, copies), between pauses of a host wait
// (NVSHMEM_WAIT_*); past NVSHMEM_WAIT_TIMEOUT, ends the job naming the team
// and the member it waited for.
void await(const char* routine, const Runtime& r, nvshmem_team_t handle,
           const Team& team, uint64_t* signal, uint64_t value, int from) {
  const Route own = route_to(routine, signal, r.my_pe);
  HostWaitRest rest;
  while (own.load<uint64_t>(routine) < value) {
    if (rest.pause()) {
      fatal(routine,
            "waited %.1f s (" SYMSYNC_SETTING_WAIT_TIMEOUT_S
            ") in collective operation #%llu of team %d %s for its PE "
            "number %d (world PE %d): every PE of the team must call it, "
            "with the same arguments",
            static_cast<double>(rest.waited_ns()) / 1e9,
            static_cast<unsigned long long>(value), handle,
            describe(team).c_str(), from, team.world_pes[from]);
    }
  }
  std::atomic_thread_fence(std::memory_order_acquire);
}

// The collective step: every member of `handle`'s team calls it with its
// `n_words` words (at most words_for(max_teams)); each returns with the
// bitwise AND of all members' words. With no words, a barrier of the team
// (without the quiet: this PE's earlier updates are not completed by it).
void combine_and(const char* routine, Runtime& r, nvshmem_team_t handle,
                 uint64_t* words, int n_words) {
  Team& team = r.teams[handle];
  const int n = static_cast<int>(team.world_pes.size());
  const uint64_t operation = ++team.operations;
  const int set = static_cast<int>(operation % kStepSets);
  const size_t bytes = sizeof(uint64_t) * static_cast<size_t>(n_words);
  std::vector<uint64_t> received(n_words);
  for (int round = 0, distance = 1; distance < n; ++round, distance *= 2) {
    uint64_t* at = slot(r, handle, set, round);
    const int to = team.world_pes[(team.my_pe + distance) % n];
    put_signal_on_host<1>(routine, at + 1, words, bytes, at, operation,
                          signal_op_for(SignalEffect::kSet), to, true,
                          false);  // a step: no quiet waits for it
    await(routine, r, handle, team, at, operation,
          (team.my_pe - distance + n) % n);
    if (n_words == 0) continue;
    get_on_host(routine, received.data(), at + 1, bytes, r.my_pe, true);
    for (int w = 0; w < n_words; ++w) words[w] &= received[w];
  }
}

// Gives the heap the teams splits made, as device code reads them
// (DeviceState::teams: per handle, the size, this PE's number, the world
// numbers; the predefined handles empty).
void publish_teams(const char* routine, Runtime& r) {
  const size_t stride = device_team_stride(r.n_pes);
  std::vector<int> table(r.teams.size() * stride, 0);
  for (size_t t = kFirstSplitHandle; t < r.teams.size(); ++t) {
    const Team& team = r.teams[t];
    int* entry = &table[t * stride];
    entry[0] = static_cast<int>(team.world_pes.size());
    entry[1] = team.my_pe;
    std::copy(team.world_pes.begin(), team.world_pes.end(), entry + 2);
  }
  r.heap->publish_teams(routine, table);
}

// Validates a strided split's arguments against a parent of `parent_size`
// PEs: empty if they are valid, else what is wrong.
std::string split_problem(int parent_size, int start, int stride, int size) {
  char text[200];
  if (start < 0 || start >= parent_size) {
    std::snprintf(text, sizeof text,
                  "start %d is not a PE of the parent team (0 to %d)", start,
                  parent_size - 1);
  } else if (stride < 1) {
    std::snprintf(text, sizeof text, "stride %d is not at least 1", stride);
  } else if (size < 1 || size > parent_size) {
    std::snprintf(text, sizeof text,
                  "size %d is not from 1 to the parent team's %d PEs", size,
                  parent_size);
  } else if (start + static_cast<int64_t>(size - 1) * stride >= parent_size) {
    std::snprintf(
        text, sizeof text,
        "the team's last PE would be number %lld of the parent "
        "team, which has %d PEs",
        static_cast<long long>(start + static_cast<int64_t>(size - 1) * stride),
        parent_size);
  } else {
    return {};
  }
  return text;
}

// A digest of a collective call of a team: the routine (`call`, the same
// for every name of one routine) and the arguments every member must give
// alike. The members AND it and its complement: the AND of the digests is
// then the complement of the complements' AND only where every member's
// digest is the same.
uint64_t call_digest(const char* call, uint64_t first, uint64_t second,
                     uint64_t third) {
  uint64_t digest = 0xcbf29ce484222325ull;  // FNV-1a of the call's name
  for (const char* c = call; *c != '\0'; ++c) {
    digest = (digest ^ static_cast<unsigned char>(*c)) * 0x100000001b3ull;
  }
  return digest ^ first * 0x9E3779B97F4A7C15ull ^
         second * 0xC2B2AE3D27D4EB4Full ^ third * 0x165667B19E3779F9ull;
}

// Sets bit t of `bits` (bits[t / 64]) for each handle for teams, from
// kFirstSplitHandle, that no team of this PE has.
void mark_free_handles(const Runtime& r, uint64_t* bits) {
  for (int t = kFirstSplitHandle; t < r.settings.max_teams; ++t) {
    if (r.teams[t].world_pes.empty()) bits[t / 64] |= uint64_t{1} << (t % 64);
  }
}

// The lowest handle whose bit `bits` sets (mark_free_handles, combined over
// the new team's PEs), or -1, said by the message of `first` (the new
// team's first PE or its parent's) naming `whose` PEs.
int lowest_free_handle(const char* routine, const Runtime& r,
                       const uint64_t* bits, bool first,
                       const std::string& whose) {
  const int max_teams = r.settings.max_teams;
  for (int t = kFirstSplitHandle; t < max_teams; ++t) {
    if ((bits[t / 64] >> (t % 64)) & 1) return t;
  }
  if (first) {
    warn(routine,
         "no team handle is free on every PE of %s: at most %d teams exist "
         "at once (" SYMSYNC_SETTING_MAX_TEAMS
         "=%d, 7 of them predefined or reserved); destroy teams with "
         "nvshmem_team_destroy, or raise " SYMSYNC_SETTING_MAX_TEAMS,
         whose.c_str(), max_teams, max_teams);
  }
  return -1;
}

// Records the team `handle` names on this PE: its members' world numbers
// by their numbers in it, this PE's number, and the configuration's fields
// `config_mask` selects (none where `config` is NULL).
void record_team(Runtime& r, int handle, std::vector<int> world_pes, int mine,
                 const nvshmem_team_config_t* config, long config_mask) {
  Team& made = r.teams[handle];
  made.world_pes = std::move(world_pes);
  made.my_pe = mine;
  made.operations = 0;
  made.config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  if (config == nullptr) return;
  if (config_mask & NVSHMEM_TEAM_CONFIG_MASK_NUM_CONTEXTS)
    made.config.num_contexts = config->num_contexts;
  if (config_mask & NVSHMEM_TEAM_CONFIG_MASK_UNIQUEID)
    made.config.uniqueid = config->uniqueid;
}

// A strided split of `parent` (a team of this PE), with the parent's lock
// held: the work of nvshmem_team_split_strided, and of each split of
// nvshmem_team_split_2d. Returns 0 or -1, the same on every PE of the
// parent.
int split(const char* routine, Runtime& r, nvshmem_team_t parent_handle,
          int start, int stride, int size, const nvshmem_team_config_t* config,
          long config_mask, nvshmem_team_t* new_team) {
  *new_team = NVSHMEM_TEAM_INVALID;
  const Team& parent = r.teams[parent_handle];
  const int parent_size = static_cast<int>(parent.world_pes.size());
  const std::string problem = split_problem(parent_size, start, stride, size);
  // Flags, the arguments' digest and its complement, then the handles free
  // on this PE.
  const int max_teams = r.settings.max_teams;
  std::vector<uint64_t> words(words_for(max_teams), 0);
  words[0] = problem.empty() ? 1 : 0;
  const uint64_t digest =
      call_digest("team_split_strided", static_cast<uint32_t>(start),
                  static_cast<uint32_t>(stride), static_cast<uint32_t>(size));
  words[1] = digest;
  words[2] = ~digest;
  mark_free_handles(r, words.data() + kFirstHandleWord);
  combine_and(routine, r, parent_handle, words.data(),
              static_cast<int>(words.size()));
  if (words[1] != ~words[2]) {
    if (parent.my_pe == 0) {
      warn(routine,
           "the PEs of team %d %s called it with different arguments (this "
           "PE: start %d, stride %d, size %d); every PE of the parent team "
           "must give the same: no team is made",
           parent_handle, describe(parent).c_str(), start, stride, size);
    }
    return -1;
  }
  if (words[0] == 0) {
    if (r.settings.debug && parent.my_pe == 0) {
      warn(routine, "the split of team %d %s fails on every PE: %s",
           parent_handle, describe(parent).c_str(),
           problem.empty() ? "another PE's arguments are not valid"
                           : problem.c_str());
    }
    return -1;
  }
  const int handle = lowest_free_handle(
      routine, r, words.data() + kFirstHandleWord, parent.my_pe == 0,
      "team " + std::to_string(parent_handle) + " " + describe(parent));
  if (handle < 0) return -1;
  const int offset = parent.my_pe - start;
  if (offset < 0 || offset % stride != 0 || offset / stride >= size) {
    return 0;  // not a member: NVSHMEM_TEAM_INVALID here
  }
  std::vector<int> members;
  for (int i = 0; i < size; ++i) {
    members.push_back(parent.world_pes[start + i * stride]);
  }
  record_team(r, handle, std::move(members), offset / stride, config,
              config_mask);
  *new_team = handle;
  return 0;
}

// The parent of a split: a team of this PE, or a report of why not (and
// nullptr). NVSHMEM_TEAM_INVALID as the parent is no error: the new teams
// are invalid too.
const Team* split_parent(const char* routine, Runtime& r,
                         nvshmem_team_t parent) {
  const Team* found = find_team(r, parent);
  if (found == nullptr && parent != NVSHMEM_TEAM_INVALID && r.settings.debug) {
    warn(routine,
         "parent_team %d names no team of PE %d (never made, destroyed, or "
         "made without this PE): no team is made",
         parent, r.my_pe);
  }
  return found;
}

// Ends the job unless `team` is a team of this PE, naming the routine and
// the team.
void require_member(const char* routine, Runtime& r, nvshmem_team_t team) {
  if (find_team(r, team) != nullptr) return;
  if (team == NVSHMEM_TEAM_INVALID) {
    fatal(routine, "the team is NVSHMEM_TEAM_INVALID (%d)", team);
  }
  fatal(routine,
        "team %d names no team of PE %d: it was destroyed, never made, or "
        "made without this PE",
        team, r.my_pe);
}

// Ends the job for members of `team` found to make different collective
// calls: its first member reports, saying what it called (`routine` and
// `detail`, its arguments); the others wait to be ended.
[[noreturn]] void report_different_calls(const char* routine, const Runtime& r,
                                         nvshmem_team_t team,
                                         const std::string& detail) {
  const Team& members = r.teams[team];
  if (members.my_pe != 0) await_report_of_another_pe();
  fatal(routine,
        "the PEs of team %d %s made different collective calls: this PE, its "
        "first, called %s %s; every member must make the same calls with the "
        "same arguments, in the same order",
        team, describe(members).c_str(), routine, detail.c_str());
}

// The first step of a team's collective call: besides meeting, the members
// compare a digest of the call (`call`, the same for every name of one
// routine, and the arguments `first` and `second` that every member must
// give alike). Where they differ, the team's first member ends the job
// saying so, and the others wait to be ended.
void enter(const char* routine, Runtime& r, nvshmem_team_t team,
           const char* call, uint64_t first, uint64_t second) {
  const uint64_t digest = call_digest(call, first, second, 0);
  uint64_t words[2] = {digest, ~digest};
  combine_and(routine, r, team, words, 2);
  if (words[0] == ~words[1]) return;
  report_different_calls(
      routine, r, team,
      "(" + std::to_string(first) + ", " + std::to_string(second) + ")");
}

// Ends the team `handle` of this PE (collective over its members): a last
// step, after which no member sends to this PE's area again, then the area
// zeroed for the handle's next team, and the handle freed.
// This PE's scratch area for the reductions, past the handles' sync areas:
// the same address in every PE's heap.
char* reduce_scratch(const Runtime& r) {
  const int max_teams = r.settings.max_teams;
  return r.team_areas +
         static_cast<size_t>(max_teams) * handle_area_bytes(r.n_pes, max_teams);
}

void end_team(const char* routine, Runtime& r, nvshmem_team_t handle) {
  enter(routine, r, handle, "team_destroy", 0, 0);
  r.heap->zero(routine, slot(r, handle, 0, 0),
               handle_area_bytes(r.n_pes, r.settings.max_teams));
  forget_team_stream_barriers(handle);
  r.teams[handle] = Team{};
}

}  // namespace

void locate_team_barrier_flags(int n_pes, const Settings& settings,
                               size_t* first, size_t* stride) {
  *first = handle_slots_bytes(n_pes, settings.max_teams);
  *stride = handle_area_bytes(n_pes, settings.max_teams);
}

// The device forms' area starts at a multiple of 16 bytes, as their slots
// are long (reduce_slot_bytes): the largest element they combine, a double2
// of nvshmemx_double2_maxloc_reduce_block, is loaded whole, which faults
// where it is not aligned. NVSHMEM_REDUCE_SCRATCH_SIZE (a multiple of 8)
// can leave it 8 bytes off.
size_t device_reduce_scratch_offset(int n_pes, const Settings& settings) {
  constexpr size_t kAlignment = 16;
  const int max_teams = settings.max_teams;
  const size_t end =
      static_cast<size_t>(max_teams) * handle_area_bytes(n_pes, max_teams) +
      settings.reduce_scratch_size;
  return (end + kAlignment - 1) / kAlignment * kAlignment;
}

// nvshmemx_team_init's mailbox, in every PE's teams' areas after the
// device forms' scratch: an entry per world PE w (w's entry for the team it
// is joining: its token, written last as the entry's signal; the team's
// size and w's number in it; w's count of team_init calls; the handles free
// on w, a bit each), then an acknowledgement per world PE (w's count, once
// w has read the entries of every member of its team). Entries are written
// to every PE, since a PE knows no other member before it reads them.
constexpr int kEntrySizeWord = 1;
constexpr int kEntryCountWord = 2;
constexpr int kEntryHandleWord = 3;
size_t mailbox_entry_words(int max_teams) {
  return kEntryHandleWord + (static_cast<size_t>(max_teams) + 63) / 64;
}
size_t mailbox_offset(int n_pes, const Settings& settings) {
  return device_reduce_scratch_offset(n_pes, settings) +
         settings.reduce_scratch_size;
}
size_t mailbox_bytes(int n_pes, const Settings& settings) {
  return sizeof(uint64_t) * static_cast<size_t>(n_pes) *
         (mailbox_entry_words(settings.max_teams) + 1);
}
// World PE `writer`'s entry in the mailbox, and its acknowledgement: the
// same addresses in every PE's heap.
uint64_t* mailbox_entry(const Runtime& r, int writer) {
  return reinterpret_cast<uint64_t*>(r.team_areas +
                                     mailbox_offset(r.n_pes, r.settings)) +
         static_cast<size_t>(writer) *
             mailbox_entry_words(r.settings.max_teams);
}
uint64_t* mailbox_ack(const Runtime& r, int writer) {
  return mailbox_entry(r, r.n_pes) + writer;
}

size_t team_area_bytes(int n_pes, const Settings& settings) {
  return mailbox_offset(n_pes, settings) + mailbox_bytes(n_pes, settings);
}

void start_teams(const char* routine, Runtime& r, char* areas) {
  r.team_areas = areas;
  r.heap->zero(routine, areas, team_area_bytes(r.n_pes, r.settings));
  r.teams.assign(r.settings.max_teams, Team{});
  Team& world = r.teams[NVSHMEM_TEAM_WORLD];
  for (int pe = 0; pe < r.n_pes; ++pe) world.world_pes.push_back(pe);
  world.my_pe = r.my_pe;
  for (nvshmem_team_t node : {NVSHMEM_TEAM_SHARED, NVSHMEMX_TEAM_NODE}) {
    r.teams[node].world_pes = r.node_pes;
    r.teams[node].my_pe = r.node_my_pe;
  }
}

int team_my_pe(const char*, nvshmem_team_t team) {
  const Team* found = find_team(running(), team);
  return found == nullptr ? -1 : found->my_pe;
}

int team_n_pes(const char*, nvshmem_team_t team) {
  const Team* found = find_team(running(), team);
  return found == nullptr ? -1 : static_cast<int>(found->world_pes.size());
}

void team_get_config(const char* routine, nvshmem_team_t team,
                     nvshmem_team_config_t* config) {
  if (config == nullptr) fatal(routine, "config is NULL");
  if (const Team* found = find_team(running(), team)) *config = found->config;
  // NVSHMEM_TEAM_INVALID, or no team: left as it was
}

int team_translate_pe(const char*, nvshmem_team_t src_team, int src_pe,
                      nvshmem_team_t dest_team) {
  Runtime& r = running();
  const Team* from = find_team(r, src_team);
  const Team* to = find_team(r, dest_team);
  if (from == nullptr || to == nullptr || src_pe < 0 ||
      src_pe >= static_cast<int>(from->world_pes.size())) {
    return -1;
  }
  return number_in(*to, from->world_pes[src_pe]);
}

int team_split_strided(const char* routine, nvshmem_team_t parent_team,
                       int start, int stride, int size,
                       const nvshmem_team_config_t* config, long config_mask,
                       nvshmem_team_t* new_team) {
  if (new_team == nullptr) fatal(routine, "new_team is NULL");
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  *new_team = NVSHMEM_TEAM_INVALID;
  if (split_parent(routine, r, parent_team) == nullptr) {
    return parent_team == NVSHMEM_TEAM_INVALID ? 0 : -1;
  }
  const int status = split(routine, r, parent_team, start, stride, size, config,
                           config_mask, new_team);
  publish_teams(routine, r);
  return status;
}

int team_split_2d(const char* routine, nvshmem_team_t parent_team, int xrange,
                  const nvshmem_team_config_t* xaxis_config, long xaxis_mask,
                  nvshmem_team_t* xaxis_team,
                  const nvshmem_team_config_t* yaxis_config, long yaxis_mask,
                  nvshmem_team_t* yaxis_team) {
  if (xaxis_team == nullptr) fatal(routine, "xaxis_team is NULL");
  if (yaxis_team == nullptr) fatal(routine, "yaxis_team is NULL");
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  *xaxis_team = NVSHMEM_TEAM_INVALID;
  *yaxis_team = NVSHMEM_TEAM_INVALID;
  const Team* parent = split_parent(routine, r, parent_team);
  if (parent == nullptr) return parent_team == NVSHMEM_TEAM_INVALID ? 0 : -1;
  const int size = static_cast<int>(parent->world_pes.size());
  if (xrange < 1) {
    if (r.settings.debug && parent->my_pe == 0) {
      warn(routine, "xrange %d is not at least 1: no team is made", xrange);
    }
    // A failing split keeps the parent's PEs in step (and finds a PE that
    // gave another xrange).
    nvshmem_team_t none;
    split(routine, r, parent_team, 0, 1, 0, nullptr, 0, &none);
    return -1;
  }
  xrange = std::min(xrange, size);  // one row: the whole parent
  // Every PE takes part in every split: first the rows (x-axis teams),
  // each xrange consecutive PEs of the parent (the last may be shorter),
  // then the columns (y-axis teams), PEs xrange apart. Each split's status
  // is the same on every PE, so where one fails every PE stops there, and
  // the members of the teams made so far end them together.
  const int rows = (size + xrange - 1) / xrange;
  std::vector<nvshmem_team_t> made;  // those this PE is in, in order
  int status = 0;
  for (int i = 0; i < rows + xrange && status == 0; ++i) {
    const bool row = i < rows;
    const int start = row ? i * xrange : i - rows;
    const int stride = row ? 1 : xrange;
    const int count = row ? std::min(xrange, size - start)
                          : (size - start + xrange - 1) / xrange;
    nvshmem_team_t team;
    status = split(routine, r, parent_team, start, stride, count,
                   row ? xaxis_config : yaxis_config,
                   row ? xaxis_mask : yaxis_mask, &team);
    if (team == NVSHMEM_TEAM_INVALID) continue;
    made.push_back(team);
    *(row ? xaxis_team : yaxis_team) = team;
  }
  if (status != 0) {
    for (nvshmem_team_t team : made) end_team(routine, r, team);
    *xaxis_team = NVSHMEM_TEAM_INVALID;
    *yaxis_team = NVSHMEM_TEAM_INVALID;
  }
  publish_teams(routine, r);
  return status;
}

// On one node, a step of the world team took 4 PEs on 2 processors less
// time than Open MPI's barrier, which the bootstrap's is under mpirun
// (bench/RESULTS.md). Across hosts the bootstrap's barrier is kept (under
// mpirun, MPI's own path between hosts, which drives symsync's network
// while it waits); with the heap in GPU memory, a step's host waits would
// read its flags through copies.
void meet_every_pe(const char* routine, Runtime& r, const char* call) {
  if (r.node_n_pes == r.n_pes && host_guard.heap_kind == HeapKind::kHost) {
    enter(routine, r, NVSHMEM_TEAM_WORLD, call, 0, 0);
  } else {
    r.bootstrap->barrier(routine);
  }
}

template <class Group>
int barrier(const Group&, const char* routine, nvshmem_team_t team) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  // The quiet first: this PE's updates of other PEs (other hosts', a GPU
  // heap's copies) are complete before the others can leave.
  quiet(routine);
  enter(routine, r, team, "barrier", 0, 0);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return 0;
}

template int barrier<ThreadGroup>(const ThreadGroup&, const char*,
                                  nvshmem_team_t);

template <class Group>
int team_sync(const Group&, const char* routine, nvshmem_team_t team) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  enter(routine, r, team, "team_sync", 0, 0);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return 0;
}

template int team_sync<ThreadGroup>(const ThreadGroup&, const char*,
                                    nvshmem_team_t);

int sync(const char* routine, nvshmem_team_t team) {
  return team_sync(ThreadGroup(), routine, team);
}

// The data collectives of a team (nvshmem_broadcastmem, fcollectmem,
// alltoallmem): a step of the team first, so that no member writes into a
// destination another still reads from the collective before; then each
// member's puts, completed by a quiet; then a step, after which every
// member's destination holds what the collective gives it (an fcollect, a
// broadcast or an alltoall across nodes instead sends a signal after each
// put, and each member waits for the signals of those it hears from:
// ends_with_signals). In the plain algorithm each member puts to every
// other directly; longer broadcasts go in pieces or down a tree
// (kLongBroadcastBytes), and longer fcollects across nodes through one
// member of each node (kNodeAwareFcollectBytes).

// Puts the `bytes` at `source` to `target` on every member of `members`,
// this PE's own copy last (after `source` has gone to every other member)
// and none where `target` is `source`; then completes the puts.
static void put_to_every_member(const char* routine, const Team& members,
                                void* target, const void* source,
                                size_t bytes) {
  const int size = static_cast<int>(members.world_pes.size());
  for (int i = 1; i <= size; ++i) {
    const int m = (members.my_pe + i) % size;
    if (m == members.my_pe && target == source) continue;
    put_on_host(routine, target, source, bytes, members.world_pes[m], false);
  }
  quiet(routine);
}

// Whether the team's members are all PEs of this node (every member
// decides alike).
static bool on_one_node(const Runtime& r, const Team& members) {
  return std::all_of(
      members.world_pes.begin(), members.world_pes.end(),
      [&](int pe) { return r.node_of[pe] == r.node_of[r.my_pe]; });
}

// Whether an fcollect, a broadcast or an alltoall of the team ends with
// signals instead of a quiet and a step (put_with_signals, await_signals): a
// team that spans nodes, of up to kShortReduceMembers members (whose
// reductions' slots carry the signals); an fcollect of kNodeAwareFcollectBytes
// or more with two members on one node goes through fcollect_across_nodes
// instead. Over the network, a quiet is a round trip to every PE put to, and a
// step log2(size) more messages in turn; a signal travels with the data
// (Transport::put_signal).
static bool ends_with_signals(const Runtime& r, const Team& members) {
  return static_cast<int>(members.world_pes.size()) <= kShortReduceMembers &&
         !on_one_node(r, members);
}

// Puts the `bytes` at `source` (for member m, at `source` + m *
// `source_stride`) to `target` on the members numbered in `to`, each
// followed by the signal of operation `operation` in this PE's short slot
// of the operation's parity there (blocking: `source` may be reused when
// it returns).
static void put_with_signals(const char* routine, const Runtime& r,
                             nvshmem_team_t team, const std::vector<int>& to,
                             void* target, const void* source, size_t bytes,
                             uint64_t operation, size_t source_stride = 0) {
  const Team& members = r.teams[team];
  uint64_t* mine =
      short_slot(r, team, static_cast<int>(operation & 1), members.my_pe);
  for (int m : to) {
    put_signal_on_host<1>(routine, target,
                          static_cast<const char*>(source) +
                              source_stride * static_cast<size_t>(m),
                          bytes, mine, operation,
                          signal_op_for(SignalEffect::kSet),
                          members.world_pes[m], true, false);
  }
}

// The members but this PE, the next one first (so that not every member
// puts to the same one first).
static std::vector<int> others_in_turn(const Team& members) {
  const int size = static_cast<int>(members.world_pes.size());
  std::vector<int> others;
  for (int i = 1; i < size; ++i) others.push_back((members.my_pe + i) % size);
  return others;
}

// Waits for the signal of operation `operation` from each member numbered
// in `from` (put_with_signals): what each put here before it has arrived.
// A member that never sends is reported after NVSHMEM_WAIT_TIMEOUT, naming
// the team and the member. Slots of two parities make reuse safe: the
// signals of operation e+2 go out after a step (e+1) or, in a reduction,
// once every member's signal of e+1 has arrived, so when every member has
// started e+1 and is done reading its slots of e. Where e+1 is a
// broadcast's signals, which go out without that, e is the broadcast's
// first step, which uses no slot of these; their last use, by e-2 or
// before, ended before any member left that step.
static void await_signals(const char* routine, const Runtime& r,
                          nvshmem_team_t team, const std::vector<int>& from,
                          uint64_t operation) {
  const Team& members = r.teams[team];
  for (int m : from) {
    await(routine, r, team, members,
          short_slot(r, team, static_cast<int>(operation & 1), m), operation,
          m);
  }
}

// An fcollect's or alltoall's exchange with signals (ends_with_signals):
// this PE puts the `bytes` at `source` + m * `source_stride` into `block`
// on every other member m, each followed by a signal, then its own into its
// `block` (unless already there), and waits for every other member's.
static void exchange_with_signals(const char* routine, Runtime& r,
                                  nvshmem_team_t team, char* block,
                                  const char* source, size_t bytes,
                                  size_t source_stride) {
  const Team& members = r.teams[team];
  const uint64_t operation = ++r.teams[team].operations;
  const std::vector<int> others = others_in_turn(members);
  put_with_signals(routine, r, team, others, block, source, bytes, operation,
                   source_stride);
  const char* own = source + source_stride * static_cast<size_t>(members.my_pe);
  if (own != block) put_on_host(routine, block, own, bytes, r.my_pe, true);
  await_signals(routine, r, team, others, operation);
}

// Whether the `a_bytes` at `a` and the `b_bytes` at `b` share a byte.
static bool overlap(const void* a, size_t a_bytes, const void* b,
                    size_t b_bytes) {
  const char* x = static_cast<const char*>(a);
  const char* y = static_cast<const char*>(b);
  return a_bytes > 0 && b_bytes > 0 && x < y + b_bytes && y < x + a_bytes;
}

// A broadcast of this many bytes or more, on 3 members or more, goes in
// more steps of data than one: in two (scatter_then_gather) where the
// members are all on this node, else, on a team too large for
// broadcast_with_signals, down a tree (broadcast_down_tree).
constexpr size_t kLongBroadcastBytes = size_t{16} << 10;

// The longer broadcasts, after the first step: the root puts piece m of its
// `src` (the bytes split in `size` pieces) into member m's `dest`, and its
// whole `src` into its own `dest`; after a step, every member puts its
// piece (the root's from `src`) into the `dest` of every member but the
// root and itself; then a last step. The root sends its bytes once instead
// of once per member, and the members share the rest.
static void scatter_then_gather(const char* routine, Runtime& r,
                                nvshmem_team_t team, char* dest,
                                const char* src, size_t bytes, int pe_root) {
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  const int me = members.my_pe;
  const size_t piece = (bytes + size - 1) / size;
  const auto start = [&](int m) { return std::min(bytes, piece * m); };
  const auto length = [&](int m) { return start(m + 1) - start(m); };
  if (me == pe_root) {
    for (int i = 1; i < size; ++i) {
      const int m = (me + i) % size;
      put_on_host(routine, dest + start(m), src + start(m), length(m),
                  members.world_pes[m], false);
    }
    if (dest != src) put_on_host(routine, dest, src, bytes, r.my_pe, false);
    quiet(routine);
  }
  combine_and(routine, r, team, nullptr, 0);
  const char* mine = (me == pe_root ? src : dest) + start(me);
  for (int i = 1; i < size; ++i) {
    const int m = (me + i) % size;
    if (m == pe_root) continue;
    put_on_host(routine, dest + start(me), mine, length(me),
                members.world_pes[m], false);
  }
  quiet(routine);
  combine_and(routine, r, team, nullptr, 0);
}

// A broadcast's tree across nodes: the members in the order of their nodes
// (the root's node first, and the root first of it; each node's members
// together). The member at position p > 0 hears the bytes from the one at
// p - s, s the largest power of two that divides p, and passes them on to
// the ones at p + s/2, p + s/4, ... 1 (the root, from the largest power of
// two below the team's size down). The root sends its bytes log2(size)
// times instead of size - 1, and each node's members hear them over the
// network once when its size is a power of two (2 hosts of 2: one network
// copy instead of two).
struct BroadcastTree {
  std::vector<int> order;  // member numbers, by position
  int position;            // this PE's
  int top_span;            // the largest power of two below the team's size
  int first_span;          // the largest span this PE sends at (0: none)
};

static BroadcastTree broadcast_tree(const Runtime& r, const Team& members,
                                    int pe_root) {
  const int size = static_cast<int>(members.world_pes.size());
  const int root = members.world_pes[pe_root];
  const auto place = [&](int m) {
    const int pe = members.world_pes[m];
    return std::make_tuple(r.node_of[pe] != r.node_of[root], r.node_of[pe],
                           pe != root, pe);
  };
  BroadcastTree tree{std::vector<int>(size), 0, 1, 0};
  std::iota(tree.order.begin(), tree.order.end(), 0);
  std::sort(tree.order.begin(), tree.order.end(),
            [&](int a, int b) { return place(a) < place(b); });
  const int p = static_cast<int>(
      std::find(tree.order.begin(), tree.order.end(), members.my_pe) -
      tree.order.begin());
  tree.position = p;
  while (2 * tree.top_span < size) tree.top_span *= 2;
  tree.first_span = p > 0 ? (p & -p) / 2 : tree.top_span;
  return tree;
}

// The longer broadcasts of a team that spans nodes and has more than
// kShortReduceMembers members, after the first step: down broadcast_tree in
// rounds, from the largest span to 1: in each, the members that hold the
// bytes and send at that span put them and complete the puts, and the team
// steps.
static void broadcast_down_tree(const char* routine, Runtime& r,
                                nvshmem_team_t team, char* dest,
                                const char* src, size_t bytes, int pe_root) {
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  const BroadcastTree tree = broadcast_tree(r, members, pe_root);
  const std::vector<int>& order = tree.order;
  const int p = tree.position;
  // The root's own copy, completed by the quiet of its first round (it
  // sends in every round).
  if (p == 0 && dest != src)
    put_on_host(routine, dest, src, bytes, r.my_pe, false);
  for (int span = tree.top_span; span >= 1; span /= 2) {
    if (p % (2 * span) == 0 && p + span < size) {
      put_on_host(routine, dest, p == 0 ? src : dest, bytes,
                  members.world_pes[order[p + span]], false);
      quiet(routine);
    }
    combine_and(routine, r, team, nullptr, 0);
  }
}

// The broadcasts of a team that spans nodes, of up to kShortReduceMembers
// members, after the first step: down broadcast_tree with signals. Each
// member but the root waits for the signal of the member it hears from,
// then puts the bytes from its `dest` to the members it passes them on to,
// each followed by a signal (the root from `src`, then its own copy). No
// quiet and no last step: each member's `dest` is complete when its signal
// has come, and a member that returns early starts the next operation's
// step in another copy of the rounds' slots (kStepSets) than the one the
// others may still read.
static void broadcast_with_signals(const char* routine, Runtime& r,
                                   nvshmem_team_t team, char* dest,
                                   const char* src, size_t bytes, int pe_root) {
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  const BroadcastTree tree = broadcast_tree(r, members, pe_root);
  const int p = tree.position;
  const uint64_t operation = ++r.teams[team].operations;
  if (p > 0) {
    const int sender = tree.order[p - (p & -p)];
    await_signals(routine, r, team, {sender}, operation);
  }
  std::vector<int> to;
  for (int span = tree.first_span; span >= 1; span /= 2) {
    if (p + span < size) to.push_back(tree.order[p + span]);
  }
  put_with_signals(routine, r, team, to, dest, p == 0 ? src : dest, bytes,
                   operation);
  if (p == 0 && dest != src)
    put_on_host(routine, dest, src, bytes, r.my_pe, true);
}

int broadcast_bytes(const char* routine, nvshmem_team_t team, void* dest,
                    const void* src, size_t nelems, int pe_root) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  if (pe_root < 0 || pe_root >= size) {
    fatal(routine, "PE_root %d is not a PE of team %d %s (0 to %d)", pe_root,
          team, describe(members).c_str(), size - 1);
  }
  require_symmetric(routine, "dest", dest, nelems, 1);
  const bool root = members.my_pe == pe_root;
  if (root) {
    require_symmetric(routine, "src", src, nelems, 1);
    if (dest != src && overlap(dest, nelems, src, nelems)) {
      fatal(routine,
            "dest %p and src %p overlap by part of their %zu bytes on the "
            "root: they must be the same address or apart",
            dest, src, nelems);
    }
  }
  enter(routine, r, team, "broadcastmem", nelems,
        static_cast<uint64_t>(pe_root));
  if (ends_with_signals(r, members)) {
    broadcast_with_signals(routine, r, team, static_cast<char*>(dest),
                           static_cast<const char*>(src), nelems, pe_root);
    return 0;
  }
  if (nelems >= kLongBroadcastBytes && size >= 3) {
    (on_one_node(r, members) ? scatter_then_gather : broadcast_down_tree)(
        routine, r, team, static_cast<char*>(dest),
        static_cast<const char*>(src), nelems, pe_root);
    return 0;
  }
  if (root && nelems > 0)
    put_to_every_member(routine, members, dest, src, nelems);
  combine_and(routine, r, team, nullptr, 0);
  return 0;
}

// An fcollect whose blocks are this many bytes or more, on a team that spans
// nodes with two members or more on one of them, goes in two steps of data
// (fcollect_across_nodes) instead of one.
constexpr size_t kNodeAwareFcollectBytes = size_t{16} << 10;

// The team's members by node (each node's in team order), keyed by the
// node's first world PE.
static std::map<int, std::vector<int>> members_by_node(const Runtime& r,
                                                       const Team& members) {
  std::map<int, std::vector<int>> nodes;
  for (int m = 0; m < static_cast<int>(members.world_pes.size()); ++m)
    nodes[r.node_of[members.world_pes[m]]].push_back(m);
  return nodes;
}

// The longer fcollects of a team that spans nodes, after the first step:
// each member puts its block into every member of its own node, and into
// one member of each other node (its partner there: the member whose index
// among that node's members is its own index on its node, modulo their
// number); after a step, each member puts the blocks it heard from other
// nodes into the other members of its node; then a last step. Each block
// crosses to each other node once instead of once per member there (2
// hosts of 2: half the bytes on the network).
static void fcollect_across_nodes(
    const char* routine, Runtime& r, nvshmem_team_t team, char* dest,
    const char* src, size_t bytes,
    const std::map<int, std::vector<int>>& nodes) {
  const Team& members = r.teams[team];
  const int me = members.my_pe;
  const auto node_of = [&](int m) { return r.node_of[members.world_pes[m]]; };
  const auto partner = [&](int m, int node) {
    const std::vector<int>& own = nodes.at(node_of(m));
    const std::vector<int>& there = nodes.at(node);
    const size_t index = std::find(own.begin(), own.end(), m) - own.begin();
    return there[index % there.size()];
  };
  const int my_node = node_of(me);
  char* block = dest + bytes * me;
  for (const auto& [node, on] : nodes) {
    if (node != my_node) {
      put_on_host(routine, block, src, bytes,
                  members.world_pes[partner(me, node)], false);
      continue;
    }
    for (int m : on) {
      if (m != me)
        put_on_host(routine, block, src, bytes, members.world_pes[m], false);
    }
  }
  // This PE's own copy last, after `src` has gone to every other member.
  if (src != block) put_on_host(routine, block, src, bytes, r.my_pe, false);
  quiet(routine);
  combine_and(routine, r, team, nullptr, 0);
  for (int m = 0; m < static_cast<int>(members.world_pes.size()); ++m) {
    if (node_of(m) == my_node || partner(m, my_node) != me) continue;
    for (int mate : nodes.at(my_node)) {
      if (mate != me)
        put_on_host(routine, dest + bytes * m, dest + bytes * m, bytes,
                    members.world_pes[mate], false);
    }
  }
  quiet(routine);
}

int fcollect_bytes(const char* routine, nvshmem_team_t team, void* dest,
                   const void* src, size_t nelems) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  // nelems elements of `size` bytes: the check divides, never overflows.
  require_symmetric(routine, "dest", dest, nelems, size);
  require_symmetric(routine, "src", src, nelems, 1);
  char* block = static_cast<char*>(dest) + nelems * members.my_pe;
  if (src != block && overlap(dest, nelems * size, src, nelems)) {
    fatal(routine,
          "src %p (%zu bytes) overlaps dest %p (%zu bytes) other than as this "
          "PE's own block (%p)",
          src, nelems, dest, nelems * size, static_cast<void*>(block));
  }
  enter(routine, r, team, "fcollectmem", nelems, 0);
  if (nelems >= kNodeAwareFcollectBytes) {
    // Every member decides alike: the same members, on the same nodes.
    const std::map<int, std::vector<int>> nodes = members_by_node(r, members);
    const bool crowded_node =
        std::any_of(nodes.begin(), nodes.end(),
                    [](const auto& node) { return node.second.size() >= 2; });
    if (nodes.size() >= 2 && crowded_node) {
      fcollect_across_nodes(routine, r, team, static_cast<char*>(dest),
                            static_cast<const char*>(src), nelems, nodes);
      combine_and(routine, r, team, nullptr, 0);
      return 0;
    }
  }
  if (ends_with_signals(r, members)) {
    // Each member puts its block to every other with a signal, and waits
    // for every other's; its own copy last.
    exchange_with_signals(routine, r, team, block,
                          static_cast<const char*>(src), nelems, 0);
    return 0;
  }
  if (nelems > 0) put_to_every_member(routine, members, block, src, nelems);
  combine_and(routine, r, team, nullptr, 0);
  return 0;
}

int alltoall_bytes(const char* routine, nvshmem_team_t team, void* dest,
                   const void* src, size_t nelems) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  // nelems elements of `size` bytes: the checks divide, never overflow.
  require_symmetric(routine, "dest", dest, nelems, size);
  require_symmetric(routine, "src", src, nelems, size);
  if (overlap(dest, nelems * size, src, nelems * size)) {
    fatal(routine, "dest %p and src %p overlap (%zu bytes each)", dest, src,
          nelems * size);
  }
  enter(routine, r, team, "alltoallmem", nelems, 0);
  char* block = static_cast<char*>(dest) + nelems * members.my_pe;
  if (ends_with_signals(r, members)) {
    // Each member puts each other's block to it with a signal, and waits
    // for every other's; its own copy last.
    exchange_with_signals(routine, r, team, block,
                          static_cast<const char*>(src), nelems, nelems);
    return 0;
  }
  if (nelems > 0) {
    for (int i = 1; i <= size; ++i) {
      // The next member first, so that not every member puts to the same
      // one first; this PE's own block last.
      const int to = (members.my_pe + i) % size;
      put_on_host(routine, block, static_cast<const char*>(src) + nelems * to,
                  nelems, members.world_pes[to], false);
    }
    quiet(routine);
  }
  combine_and(routine, r, team, nullptr, 0);
  return 0;
}

template <class Group>
int broadcastmem(const Group&, const char* routine, nvshmem_team_t team,
                 void* dest, const void* src, size_t nelems, int pe_root) {
  return broadcast_bytes(routine, team, dest, src, nelems, pe_root);
}
template int broadcastmem<ThreadGroup>(const ThreadGroup&, const char*,
                                       nvshmem_team_t, void*, const void*,
                                       size_t, int);

template <class Group>
int fcollectmem(const Group&, const char* routine, nvshmem_team_t team,
                void* dest, const void* src, size_t nelems) {
  return fcollect_bytes(routine, team, dest, src, nelems);
}
template int fcollectmem<ThreadGroup>(const ThreadGroup&, const char*,
                                      nvshmem_team_t, void*, const void*,
                                      size_t);

template <class Group>
int alltoallmem(const Group&, const char* routine, nvshmem_team_t team,
                void* dest, const void* src, size_t nelems) {
  return alltoall_bytes(routine, team, dest, src, nelems);
}
template int alltoallmem<ThreadGroup>(const ThreadGroup&, const char*,
                                      nvshmem_team_t, void*, const void*,
                                      size_t);

size_t bytes_of(const char* routine, size_t nelems, size_t element) {
  if (element != 0 && nelems > SIZE_MAX / element) {
    fatal(routine,
          "nelems %zu elements of %zu bytes do not fit in a size_t (at most "
          "%zu elements)",
          nelems, element, SIZE_MAX / element);
  }
  return nelems * element;
}

// The first step of a reduction on a team of up to kShortReduceMembers members:
// each member puts the digest of the call, and with `data` its block for
// the member, into that member's slot numbered by the sender, with the
// team's next operation number as the slot's signal; then waits for every
// member's slot and compares the digests, so members whose calls differ
// (another count, whether or not it fits a slot) are found here. With
// `data` (blocks of at most kShortReduceBytes), the whole reduction: the blocks
// combined in order into `dest`. Two parities of slots make reuse safe
// (await_signals says why).
static void reduce_in_one_step(const char* routine, Runtime& r,
                               nvshmem_team_t team, void* dest, const void* src,
                               size_t nreduce, size_t element, bool scatter,
                               bool data, CombineArrays combine,
                               const void* context) {
  Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  const size_t bytes = data ? nreduce * element : 0;
  const uint64_t operation = ++members.operations;
  const int parity = static_cast<int>(operation & 1);
  uint64_t message[kShortReduceSlotBytes / 8] = {};
  message[1] = call_digest(routine, nreduce, element, 0);
  uint64_t* mine = short_slot(r, team, parity, members.my_pe);
  for (int i = 1; i <= size; ++i) {
    const int to = (members.my_pe + i) % size;
    const size_t block = scatter ? bytes * to : 0;
    get_on_host(routine, &message[2], static_cast<const char*>(src) + block,
                bytes, r.my_pe, true);
    put_signal_on_host<1>(routine, mine + 1, &message[1], 8 + bytes, mine,
                          operation, signal_op_for(SignalEffect::kSet),
                          members.world_pes[to], true, false);
  }
  uint64_t acc[kShortReduceSlotBytes / 8], in[kShortReduceSlotBytes / 8];
  for (int m = 0; m < size; ++m) {
    uint64_t* from = short_slot(r, team, parity, m);
    await(routine, r, team, members, from, operation, m);
    get_on_host(routine, m == 0 ? acc : in, from + 1, 8 + bytes, r.my_pe, true);
    if ((m == 0 ? acc : in)[0] != message[1]) {
      report_different_calls(routine, r, team,
                             "(" + std::to_string(nreduce) + " elements of " +
                                 std::to_string(element) +
                                 " bytes), its PE number " + std::to_string(m) +
                                 " another");
    }
    if (data && m > 0) combine(&acc[1], &in[1], nreduce, context);
  }
  if (data) put_on_host(routine, dest, &acc[1], bytes, r.my_pe, true);
}

// Ends the job where a reduction's `dest` (`bytes`) overlaps its `src`
// (`blocks` of `bytes`) other than as the one overlap allowed: dest is the
// calling PE's own block of src (member `my_number`'s; without `scatter`,
// the same address), whose pieces go out before each is written. Every
// form checks it (the device forms in device code).
static void require_reduction_apart(const char* routine, const void* dest,
                                    const void* src, size_t bytes, int blocks,
                                    int my_number, bool scatter) {
  const char* own =
      static_cast<const char*>(src) + (scatter ? bytes * my_number : 0);
  if (dest != own && overlap(dest, bytes, src, bytes * blocks)) {
    fatal(routine,
          "dest %p (%zu bytes) overlaps src %p (%zu bytes) other than as %s "
          "(%p)",
          dest, bytes, src, bytes * blocks,
          scatter ? "this PE's own block of src" : "the same address",
          static_cast<const void*>(own));
  }
}

// The elements of `element` bytes in a piece of a reduction through a
// scratch area (NVSHMEM_REDUCE_SCRATCH_SIZE, the host forms' or the device
// and stream forms', of one size) on a team of `size` members; a team too
// large for a slot of 16 bytes each ends the job.
static size_t reduction_piece(const char* routine, const Runtime& r,
                              nvshmem_team_t team, int size, size_t element) {
  const size_t scratch_bytes = r.settings.reduce_scratch_size;
  const size_t piece = reduce_slot_bytes(scratch_bytes, size) / element;
  if (piece == 0) {
    fatal(routine,
          "team %d has %d PEs: a scratch area of %zu bytes "
          "(" SYMSYNC_SETTING_REDUCE_SCRATCH_SIZE
          ") cannot give each a slot of 16 bytes",
          team, size, scratch_bytes);
  }
  return piece;
}

void plan_stream_reduction(const char* routine, nvshmem_team_t team,
                           const void* dest, const void* src, size_t nreduce,
                           size_t element, bool scatter,
                           StreamReduction* plan) {
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  plan->bytes = bytes_of(routine, nreduce, element);
  // Both arrays in the heap, as the host forms check them (a count near
  // SIZE_MAX enqueued kernels for ever): `src`, of a reduce-scatter, one
  // block for each member. So bytes * size fits below.
  require_stream_symmetric(routine, "dest", dest, nreduce, element);
  require_stream_symmetric(routine, "src", src, plan->bytes,
                           scatter ? size : 1);
  require_reduction_apart(routine, dest, src, plan->bytes, scatter ? size : 1,
                          members.my_pe, scatter);
  plan->size = size;
  plan->scratch =
      r.team_areas + device_reduce_scratch_offset(r.n_pes, r.settings);
  plan->slot = reduce_slot_bytes(r.settings.reduce_scratch_size, size);
  // As the kernel's reduces_in_one_step decides for device code: every
  // member on this node is every member mapped. A short reduction does not
  // need the scratch area, nor a slot of it for each member.
  plan->one_step = plan->bytes > 0 && plan->bytes <= kShortReduceBytes &&
                   size <= kShortReduceMembers && on_one_node(r, members);
  plan->piece =
      plan->one_step ? 0 : reduction_piece(routine, r, team, size, element);
  size_t flags_offset, area_bytes;
  locate_team_barrier_flags(r.n_pes, r.settings, &flags_offset, &area_bytes);
  for (int parity = 0; parity < 2; ++parity) {
    plan->short_data[parity] =
        r.team_areas +
        team_short_reduce_slot_offset(flags_offset, area_bytes, r.n_pes, team,
                                      TeamBarriers::kStream, parity, 0) +
        kShortReduceDataOffset;
  }
}

void check_stream_data_collective(const char* routine, nvshmem_team_t team,
                                  const void* dest, bool dest_per_member,
                                  const void* src, bool src_per_member,
                                  size_t nelems, bool src_on_root,
                                  int pe_root) {
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  // As the host forms check them: nelems elements of a byte for each
  // member where there is a block for each.
  const size_t size = members.world_pes.size();
  require_stream_symmetric(routine, "dest", dest, nelems,
                           dest_per_member ? size : 1);
  if (!src_on_root || members.my_pe == pe_root) {
    require_stream_symmetric(routine, "src", src, nelems,
                             src_per_member ? size : 1);
  }
}

int stream_collective_blocks(const char* routine, nvshmem_team_t team,
                             size_t nelems, bool src_on_root, int pe_root) {
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  // A broadcast's other members put nothing. Through the proxy, to another
  // host's member, each block would make requests of its own: one block,
  // whose requests carry whole puts.
  if (src_on_root && members.my_pe != pe_root) return 1;
  if (!on_one_node(r, members)) return 1;
  const size_t per_block = r.settings.stream_block_bytes;
  const size_t blocks = nelems / per_block + (nelems % per_block != 0);
  return static_cast<int>(std::min<size_t>(std::max<size_t>(blocks, 1),
                                           kStreamCollectiveMaxBlocks));
}

// The reductions. Short ones (reduce_in_one_step) go in one step. Longer
// ones start with that step without data (or, on larger teams, the first
// step of every collective); then each member puts its piece of `src` (with
// `scatter`, of its block for the member) into slot number (its number in
// the team) of the scratch area of every member, completes the puts, and
// after a step of the team combines the slots in order into its `dest`; a
// second step, once every member has read its slots, frees them for the
// next piece. The scratch area is one per PE, shared by its teams: a member
// only puts into another's after the first step of the call, which that
// member enters once done with its previous collective.
int reduce_arrays(const char* routine, nvshmem_team_t team, void* dest,
                  const void* src, size_t nreduce, size_t element, bool scatter,
                  CombineArrays combine, const void* context) {
  const size_t bytes = bytes_of(routine, nreduce, element);
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  require_member(routine, r, team);
  const Team& members = r.teams[team];
  const int size = static_cast<int>(members.world_pes.size());
  const int blocks = scatter ? size : 1;
  require_symmetric(routine, "dest", dest, nreduce, element);
  // nreduce elements in `blocks` blocks: the check divides, never overflows.
  require_symmetric(routine, "src", src, bytes, blocks);
  // The one overlap allowed: dest is the calling PE's own block of src (the
  // same address, without scatter), whose pieces go out before each is
  // written.
  require_reduction_apart(routine, dest, src, bytes, blocks, members.my_pe,
                          scatter);
  const bool short_step = size <= kShortReduceMembers;
  if (short_step && bytes <= kShortReduceBytes) {
    reduce_in_one_step(routine, r, team, dest, src, nreduce, element, scatter,
                       true, combine, context);
    return 0;
  }
  // A slot per member, of whole elements and a multiple of 16 bytes.
  const size_t slot_size =
      reduce_slot_bytes(r.settings.reduce_scratch_size, size);
  const size_t piece = reduction_piece(routine, r, team, size, element);
  if (short_step) {
    reduce_in_one_step(routine, r, team, dest, src, nreduce, element, scatter,
                       false, combine, context);
  } else {
    enter(routine, r, team, routine, nreduce, element);
  }
  char* scratch = reduce_scratch(r);
  // Buffers of one piece, or of the whole array where it is shorter.
  std::vector<uint64_t> acc((std::min(piece, nreduce) * element + 7) / 8);
  std::vector<uint64_t> in(acc.size());
  for (size_t at = 0; at < nreduce; at += piece) {
    const size_t count = std::min(piece, nreduce - at);
    const size_t offset = at * element;
    for (int i = 1; i <= size; ++i) {
      const int to = (members.my_pe + i) % size;
      const size_t block = scatter ? bytes * to : 0;
      put_on_host(routine, scratch + members.my_pe * slot_size,
                  static_cast<const char*>(src) + block + offset,
                  count * element, members.world_pes[to], false);
    }
    quiet(routine);
    combine_and(routine, r, team, nullptr, 0);
    get_on_host(routine, acc.data(), scratch, count * element, r.my_pe, true);
    for (int m = 1; m < size; ++m) {
      get_on_host(routine, in.data(), scratch + m * slot_size, count * element,
                  r.my_pe, true);
      combine(acc.data(), in.data(), count, context);
    }
    put_on_host(routine, static_cast<char*>(dest) + offset, acc.data(),
                count * element, r.my_pe, true);
    combine_and(routine, r, team, nullptr, 0);
  }
  return 0;
}

int team_get_uniqueid(const char* routine, nvshmemx_team_uniqueid_t* uniqueid) {
  if (uniqueid == nullptr) fatal(routine, "uniqueid is NULL");
  Runtime& r = running();
  // This PE's number and its count of tokens: never all bits set, never 0
  // (an empty entry), never the same twice.
  const uint32_t made = r.team_tokens.fetch_add(1) + 1;
  if (made == 0) {
    fatal(routine,
          "PE %d has made 4294967295 team tokens, all a PE can make: each "
          "would now repeat one",
          r.my_pe);
  }
  *uniqueid = (static_cast<uint64_t>(r.my_pe) << 32) | made;
  return 0;
}

namespace {

// The entries of a team_init that carry `token`, by member number (world
// PE, count, handle words), once `npes` of them have come to this PE's
// mailbox; a member's wrong entry ends the program, and so does a wait
// past NVSHMEM_WAIT_TIMEOUT.
struct JoinEntry {
  int world_pe = -1;
  uint64_t count = 0;
  std::vector<uint64_t> handles;
};
std::vector<JoinEntry> await_entries(const char* routine, const Runtime& r,
                                     uint64_t token, int npes) {
  const size_t words = mailbox_entry_words(r.settings.max_teams);
  std::vector<JoinEntry> members(npes);
  std::vector<bool> read(r.n_pes, false);
  int arrived = 0;
  HostWaitRest rest;
  for (;;) {
    for (int w = 0; w < r.n_pes; ++w) {
      if (read[w]) continue;
      uint64_t* entry = mailbox_entry(r, w);
      if (route_to(routine, entry, r.my_pe).load<uint64_t>(routine) != token)
        continue;
      std::atomic_thread_fence(std::memory_order_acquire);
      std::vector<uint64_t> got(words);
      get_on_host(routine, got.data(), entry, sizeof(uint64_t) * words, r.my_pe,
                  true);
      read[w] = true;
      const int size = static_cast<int>(got[kEntrySizeWord] >> 32);
      const int index = static_cast<int>(got[kEntrySizeWord] & 0xffffffffu);
      if (size != npes || index < 0 || index >= npes) {
        fatal(routine,
              "PE %d gave npes %d for team token %#llx where this PE gave "
              "%d: every PE of the team must give the same",
              w, size, static_cast<unsigned long long>(token), npes);
      }
      if (members[index].world_pe >= 0 || ++arrived > npes) {
        fatal(routine,
              "PEs %d and %d both gave pe_idx_in_team %d for team token "
              "%#llx: each PE of the team must give another number",
              members[index].world_pe, w, index,
              static_cast<unsigned long long>(token));
      }
      members[index] = JoinEntry{
          w, got[kEntryCountWord],
          std::vector<uint64_t>(got.begin() + kEntryHandleWord, got.end())};
    }
    if (arrived == npes) return members;
    if (rest.pause()) {
      std::string came;
      for (const JoinEntry& member : members) {
        if (member.world_pe < 0) continue;
        came += (came.empty() ? "" : ", ") + std::to_string(member.world_pe);
      }
      fatal(routine,
            "waited %.1f s (" SYMSYNC_SETTING_WAIT_TIMEOUT_S
            ") for the PEs of team token %#llx: %d of its %d have called "
            "(world PEs %s); every PE of the team must call it",
            static_cast<double>(rest.waited_ns()) / 1e9,
            static_cast<unsigned long long>(token), arrived, npes,
            came.c_str());
    }
  }
}

// Waits until each member has acknowledged (written its count, once done
// reading the entries): a member's next team_init overwrites its entry,
// which another member may not have read yet until then.
void await_acknowledgements(const char* routine, const Runtime& r,
                            const std::vector<JoinEntry>& members,
                            uint64_t token) {
  HostWaitRest rest;
  for (const JoinEntry& member : members) {
    const Route ack =
        route_to(routine, mailbox_ack(r, member.world_pe), r.my_pe);
    while (ack.load<uint64_t>(routine) < member.count) {
      if (rest.pause()) {
        fatal(routine,
              "waited %.1f s (" SYMSYNC_SETTING_WAIT_TIMEOUT_S
              ") for PE %d to finish joining the team of token %#llx",
              static_cast<double>(rest.waited_ns()) / 1e9, member.world_pe,
              static_cast<unsigned long long>(token));
      }
    }
  }
  std::atomic_thread_fence(std::memory_order_acquire);
}

}  // namespace

int team_init(const char* routine, nvshmem_team_t* team,
              nvshmem_team_config_t* config, long config_mask, int npes,
              int pe_idx_in_team) {
  if (team == nullptr) fatal(routine, "team is NULL");
  *team = NVSHMEM_TEAM_INVALID;
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  if (config == nullptr) {
    warn(routine, "config is NULL: the team's token must be set in it");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  const uint64_t token = config->uniqueid;
  if (token == NVSHMEM_TEAM_UNIQUID_INITIALIZER || token == 0) {
    warn(routine,
         "config's uniqueid is not set: make it with "
         "nvshmemx_team_get_uniqueid");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (r.team_tokens_used.count(token) != 0) {
    warn(routine,
         "team token %#llx was given to it on this PE before: a token makes "
         "one team (make another with nvshmemx_team_get_uniqueid)",
         static_cast<unsigned long long>(token));
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (npes < 1 || npes > r.n_pes) {
    warn(routine, "npes %d is not from 1 to the job's %d PEs", npes, r.n_pes);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (pe_idx_in_team < 0 || pe_idx_in_team >= npes) {
    warn(routine, "pe_idx_in_team %d is not from 0 to %d", pe_idx_in_team,
         npes - 1);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  // This PE's entry, to every PE: what it gives, then the token.
  const int max_teams = r.settings.max_teams;
  const size_t words = mailbox_entry_words(max_teams);
  std::vector<uint64_t> entry(words, 0);
  entry[kEntrySizeWord] = (static_cast<uint64_t>(npes) << 32) |
                          static_cast<uint32_t>(pe_idx_in_team);
  r.team_tokens_used.insert(token);
  const uint64_t count = ++r.team_inits;
  entry[kEntryCountWord] = count;
  mark_free_handles(r, entry.data() + kEntryHandleWord);
  uint64_t* mine = mailbox_entry(r, r.my_pe);
  for (int pe = 0; pe < r.n_pes; ++pe) {
    put_signal_on_host<1>(routine, mine + 1, entry.data() + 1,
                          sizeof(uint64_t) * (words - 1), mine, token,
                          signal_op_for(SignalEffect::kSet), pe, true, false);
  }
  const std::vector<JoinEntry> members = await_entries(routine, r, token, npes);
  // Every member read every entry: acknowledged to each, then awaited.
  for (const JoinEntry& member : members) {
    put_signal_on_host<1>(
        routine, mailbox_ack(r, r.my_pe), nullptr, 0, mailbox_ack(r, r.my_pe),
        count, signal_op_for(SignalEffect::kSet), member.world_pe, true, false);
  }
  await_acknowledgements(routine, r, members, token);
  // The lowest handle free on every member: the same on each.
  std::vector<uint64_t> free_on_all(words - kEntryHandleWord, ~uint64_t{0});
  for (const JoinEntry& member : members) {
    for (size_t w = 0; w < free_on_all.size(); ++w)
      free_on_all[w] &= member.handles[w];
  }
  char whose[64];
  std::snprintf(whose, sizeof whose, "the team of token %#llx",
                static_cast<unsigned long long>(token));
  const int handle = lowest_free_handle(routine, r, free_on_all.data(),
                                        pe_idx_in_team == 0, whose);
  if (handle < 0) return NVSHMEMX_ERROR_INVALID_VALUE;
  std::vector<int> world_pes;
  for (const JoinEntry& member : members) world_pes.push_back(member.world_pe);
  // The token is the team's always, whatever the mask says.
  record_team(r, handle, std::move(world_pes), pe_idx_in_team, config,
              config_mask | NVSHMEM_TEAM_CONFIG_MASK_UNIQUEID);
  publish_teams(routine, r);
  *team = handle;
  return 0;
}

void team_destroy(const char* routine, nvshmem_team_t team) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  if (team == NVSHMEM_TEAM_INVALID) return;  // what a split gave a non-member
  if (team >= 0 && team < kFirstSplitHandle) {
    warn(routine,
         "team %d is predefined (NVSHMEM_TEAM_WORLD 0, NVSHMEM_TEAM_SHARED 1, "
         "NVSHMEMX_TEAM_NODE 2; 3 to 6 reserved) and is not destroyed",
         team);
    return;
  }
  require_member(routine, r, team);
  end_team(routine, r, team);
  publish_teams(routine, r);
}

}  // namespace impl
}  // namespace symsync
