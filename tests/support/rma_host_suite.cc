// The host checks of the data-movement routines, once for every subject
// (see rma_host_suite.h). Each PE moves data to its right neighbour and
// reads it back from there; every case of rma_cases.h runs, and every byte
// of every block is checked, with the bytes around it.

#include "tests/support/rma_host_suite.h"

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <symsync/rma.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "tests/support/pe_test.h"
#include "tests/support/registered_test.h"
#include "tests/support/rma_cases.h"
#include "tests/support/team_group.h"

namespace symsync_test {
namespace {

constexpr unsigned char kUntouched = 0xEE;

// Room for the largest case at the largest offset of the widest element,
// and the guard after it.
constexpr size_t kBufferBytes = kLargestBlock + kMaxOffset * 16 + kGuardBytes;

// The bytes a case can write or check: its offset, its block, the guard.
size_t reach(const RmaCase& c, size_t element_size) {
  const size_t offset =
      c.dest_offset > c.source_offset ? c.dest_offset : c.source_offset;
  return (offset + c.elements(element_size)) * element_size + kGuardBytes;
}

std::string describe(const RmaForms& forms, const RmaCase& c) {
  return std::string(forms.subject) + ": " +
         std::to_string(c.elements(forms.element_size)) +
         " element(s), destination offset " + std::to_string(c.dest_offset) +
         ", source offset " + std::to_string(c.source_offset);
}

// How many bytes of `block` differ from what `pe` wrote in `round`, and of
// the bytes before `begin` and after `end` (up to the guard) from
// kUntouched.
size_t wrong_bytes(const unsigned char* block, size_t begin, size_t end, int pe,
                   unsigned round) {
  size_t wrong = 0;
  for (size_t i = 0; i < begin; ++i) wrong += block[i] != kUntouched;
  for (size_t i = begin; i < end; ++i)
    wrong += block[i] != rma_pattern(pe, round, i - begin);
  for (size_t i = end; i < end + kGuardBytes; ++i)
    wrong += block[i] != kUntouched;
  return wrong;
}

void fill_pattern(unsigned char* block, size_t bytes, int pe, unsigned round) {
  for (size_t i = 0; i < bytes; ++i) block[i] = rma_pattern(pe, round, i);
}

// A symmetric buffer of kBufferBytes, freed at the end of the scope.
class SymmetricBuffer {
 public:
  explicit SymmetricBuffer(size_t bytes = kBufferBytes)
      : bytes_(static_cast<unsigned char*>(nvshmem_malloc(bytes))) {}
  ~SymmetricBuffer() {
    nvshmem_barrier_all();
    nvshmem_free(bytes_);
  }
  unsigned char* get() const { return bytes_; }

 private:
  unsigned char* bytes_;
};

// Put then get, every case: the block arrives in the right neighbour's
// buffer at its offset with nothing around it touched, and a get from there
// brings back exactly what this PE put.
void round_trips(const RmaForms& forms, bool nbi) {
  const size_t e = forms.element_size;
  SymmetricBuffer inbox;
  ASSERT_NE(inbox.get(), nullptr);
  std::vector<unsigned char> source(kBufferBytes), back(kBufferBytes);
  for (unsigned i = 0; i < kRmaCaseCount; ++i) {
    const RmaCase c = rma_case(i);
    const size_t n = c.elements(e), bytes = n * e;
    note_activity(describe(forms, c));
    memset(inbox.get(), kUntouched, reach(c, e));
    nvshmem_barrier_all();
    fill_pattern(source.data() + c.source_offset * e, bytes, my_pe(), i);
    (nbi ? forms.put_nbi : forms.put)(inbox.get() + c.dest_offset * e,
                                      source.data() + c.source_offset * e, n,
                                      right_pe());
    if (nbi) nvshmem_quiet();
    nvshmem_barrier_all();
    EXPECT_EQ(wrong_bytes(inbox.get(), c.dest_offset * e,
                          c.dest_offset * e + bytes, left_pe(), i),
              0u)
        << (nbi ? "put_nbi: " : "put: ") << describe(forms, c);
    memset(back.data(), kUntouched, reach(c, e));
    (nbi ? forms.get_nbi : forms.get)(back.data() + c.source_offset * e,
                                      inbox.get() + c.dest_offset * e, n,
                                      right_pe());
    if (nbi) nvshmem_quiet();
    EXPECT_EQ(wrong_bytes(back.data(), c.source_offset * e,
                          c.source_offset * e + bytes, my_pe(), i),
              0u)
        << (nbi ? "get_nbi: " : "get: ") << describe(forms, c);
    nvshmem_barrier_all();  // nobody rewrites a buffer another still reads
  }
}

// Put-with-signal, every case, SET then ADD: the right neighbour waits for
// the signal alone and must then find every byte of the block. An
// acknowledgement from the reader keeps the writer from starting the next
// block before the last is checked.
void signal_announces_the_block(const RmaForms& forms, bool nbi) {
  using symsync::impl::SignalEffect;
  // Every signal operation of the spec (symsync/spec_facts.h), each with a
  // signal object of its own; the last object is the acknowledgement.
  struct SignalOperation {
    const char* name;
    int value;
    SignalEffect effect;
  };
#define SYMSYNC_TEST_SIGNAL_OPERATION(NAME, VALUE, EFFECT) \
  SignalOperation{NAME, VALUE, SignalEffect::EFFECT},
  const SignalOperation operations[] = {
      SYMSYNC_SIGNAL_OPERATIONS(SYMSYNC_TEST_SIGNAL_OPERATION)};
#undef SYMSYNC_TEST_SIGNAL_OPERATION
  const size_t count = sizeof operations / sizeof operations[0];
  const size_t e = forms.element_size;
  SymmetricBuffer inbox;
  auto* signals =
      static_cast<uint64_t*>(nvshmem_calloc(count + 1, sizeof(uint64_t)));
  ASSERT_NE(inbox.get(), nullptr);
  ASSERT_NE(signals, nullptr);
  uint64_t* ack = &signals[count];
  std::vector<unsigned char> source(kBufferBytes);
  memset(inbox.get(), kUntouched, kBufferBytes);
  nvshmem_barrier_all();
  unsigned round = 0;
  for (size_t k = 0; k < count; ++k) {
    const SignalOperation& op = operations[k];
    const bool sets = op.effect == SignalEffect::kSet;
    for (unsigned i = 0; i < kRmaCaseCount; ++i) {
      const RmaCase c = rma_case(i);
      const size_t n = c.elements(e), bytes = n * e;
      ++round;
      note_activity(describe(forms, c) + ", " + op.name);
      // The bytes this round checks go back to untouched.
      memset(inbox.get(), kUntouched, reach(c, e));
      nvshmem_fence();
      nvshmemx_signal_op(ack, round, NVSHMEM_SIGNAL_SET, left_pe());
      nvshmem_signal_wait_until(ack, NVSHMEM_CMP_EQ, round);
      fill_pattern(source.data() + c.source_offset * e, bytes, my_pe(), round);
      uint64_t* signal = &signals[k];
      const uint64_t value = sets ? round : 1;
      (nbi ? forms.put_signal_nbi : forms.put_signal)(
          inbox.get() + c.dest_offset * e, source.data() + c.source_offset * e,
          n, signal, value, op.value, right_pe());
      if (nbi) nvshmem_quiet();
      const uint64_t expected = sets ? round : i + 1;
      EXPECT_EQ(nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, expected),
                expected)
          << op.name;
      EXPECT_EQ(wrong_bytes(inbox.get(), c.dest_offset * e,
                            c.dest_offset * e + bytes, left_pe(), round),
                0u)
          << (nbi ? "put_signal_nbi: " : "put_signal: ")
          << "bytes of the block not there when the signal was: "
          << describe(forms, c) << ", " << op.name;
    }
  }
  nvshmem_barrier_all();
  nvshmem_free(signals);
}

// Data put before a fence is seen before an element put after it.
void fence_orders_puts(const RmaForms& forms) {
  const size_t e = forms.element_size;
  const size_t n = (4096 + 3) / e + 1, bytes = n * e;
  SymmetricBuffer inbox;
  ASSERT_NE(inbox.get(), nullptr);
  unsigned char* flag = inbox.get() + kBufferBytes - 16;
  std::vector<unsigned char> source(bytes), raised(e);
  memset(inbox.get(), kUntouched, kBufferBytes);
  nvshmem_barrier_all();
  // The flag carries the round's number and is never reset: the copy of an
  // element may store it more than once (glibc's memcpy of 8 bytes stores
  // them twice), and a reset made between two such stores was undone by the
  // second, so that the next round saw the flag raised before its data
  // (seen once in a suite run: every round from the 10th on off by one).
  for (unsigned round = 1; round <= 20; ++round) {
    fill_pattern(source.data(), bytes, my_pe(), round);
    std::fill(raised.begin(), raised.end(), static_cast<unsigned char>(round));
    forms.put(inbox.get(), source.data(), n, right_pe());
    nvshmem_fence();
    forms.put(flag, raised.data(), 1, right_pe());
    while (__atomic_load_n(flag + e - 1, __ATOMIC_ACQUIRE) != round) {
    }
    size_t wrong = 0;
    for (size_t i = 0; i < bytes; ++i)
      wrong += inbox.get()[i] != rma_pattern(left_pe(), round, i);
    EXPECT_EQ(wrong, 0u) << "round " << round;
    nvshmem_barrier_all();
  }
}

// A put-with-signal of no data still updates the signal.
void empty_put_signal_signals(const RmaForms& forms) {
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  ASSERT_NE(signal, nullptr);
  nvshmem_barrier_all();
  forms.put_signal(nullptr, nullptr, 0, signal, 5, NVSHMEM_SIGNAL_ADD,
                   right_pe());
  forms.put_signal_nbi(nullptr, nullptr, 0, signal, 6, NVSHMEM_SIGNAL_ADD,
                       right_pe());
  nvshmem_quiet();
  EXPECT_EQ(nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, 11), 11u);
  forms.put(nullptr, nullptr, 0, right_pe());
  forms.get(nullptr, nullptr, 0, right_pe());
  nvshmem_barrier_all();
  nvshmem_free(signal);
}

// p into the right neighbour, g back from there: every element of a block
// of 7, one access each.
void single_elements(const RmaForms& forms) {
  const size_t e = forms.element_size;
  SymmetricBuffer cells(16 * e);
  ASSERT_NE(cells.get(), nullptr);
  nvshmem_barrier_all();
  std::vector<unsigned char> value(e), read(e);
  for (size_t k = 0; k < 7; ++k) {
    fill_pattern(value.data(), e, my_pe(), static_cast<unsigned>(k));
    forms.p(cells.get() + k * e, value.data(), right_pe());
  }
  nvshmem_quiet();
  nvshmem_barrier_all();
  for (size_t k = 0; k < 7; ++k) {
    fill_pattern(value.data(), e, my_pe(), static_cast<unsigned>(k));
    forms.g(cells.get() + k * e, right_pe(), read.data());
    EXPECT_EQ(memcmp(read.data(), value.data(), e), 0) << "element " << k;
    fill_pattern(value.data(), e, left_pe(), static_cast<unsigned>(k));
    EXPECT_EQ(memcmp(cells.get() + k * e, value.data(), e), 0)
        << "element " << k << " from the left";
  }
}

// The C++ type-generic forms reach the typed put and get.
void generic_forms(const RmaForms& forms) {
  const size_t e = forms.element_size, n = 7;
  SymmetricBuffer inbox(64 * e);
  ASSERT_NE(inbox.get(), nullptr);
  std::vector<unsigned char> source(n * e), back(n * e);
  fill_pattern(source.data(), n * e, my_pe(), 3);
  nvshmem_barrier_all();
  forms.generic_put(inbox.get(), source.data(), n, right_pe());
  nvshmem_barrier_all();
  forms.generic_get(back.data(), inbox.get(), n, right_pe());
  EXPECT_EQ(memcmp(back.data(), source.data(), n * e), 0);
}

// The copy algorithm of the warp and block forms, run by teams of 1, 2, 7
// and 32 host threads: every case, the same bytes as memcpy, nothing
// around them touched.
void teams_copy_every_case(const RmaForms& forms) {
  if (my_pe() != 0) GTEST_SKIP() << "PE 0 runs the teams";
  const size_t e = forms.element_size;
  std::vector<unsigned char> source(kBufferBytes), dest(kBufferBytes);
  for (unsigned members : {1u, 2u, 7u, 32u}) {
    Team team(members);
    for (unsigned i = 0; i < kRmaCaseCount; ++i) {
      const RmaCase c = rma_case(i);
      const size_t bytes = c.elements(e) * e;
      memset(dest.data(), kUntouched, reach(c, e));
      fill_pattern(source.data() + c.source_offset * e, bytes, 0, i);
      run_team(team, [&](TeamGroup group) {
        symsync::impl::copy_by_group(group, dest.data() + c.dest_offset * e,
                                     source.data() + c.source_offset * e,
                                     bytes);
      });
      EXPECT_EQ(wrong_bytes(dest.data(), c.dest_offset * e,
                            c.dest_offset * e + bytes, 0, i),
                0u)
          << "a team of " << members << ": " << describe(forms, c);
    }
  }
}

void add(const RmaForms& forms, const char* name, std::function<void()> body) {
  register_test("Rma" + capitalized(forms.subject), name, std::move(body),
                __FILE__, __LINE__);
}

}  // namespace

bool register_rma_tests(const RmaForms& forms) {
  add(forms, "PutThenGetEveryCase", [forms] { round_trips(forms, false); });
  add(forms, "PutNbiThenGetNbiEveryCase",
      [forms] { round_trips(forms, true); });
  add(forms, "PutSignalAnnouncesTheWholeBlock",
      [forms] { signal_announces_the_block(forms, false); });
  add(forms, "PutSignalNbiAnnouncesTheWholeBlock",
      [forms] { signal_announces_the_block(forms, true); });
  add(forms, "FenceOrdersPuts", [forms] { fence_orders_puts(forms); });
  add(forms, "EmptyPutSignalStillSignals",
      [forms] { empty_put_signal_signals(forms); });
  add(forms, "TeamsCopyEveryCase", [forms] { teams_copy_every_case(forms); });
  if (forms.g != nullptr && forms.p != nullptr)
    add(forms, "SingleElements", [forms] { single_elements(forms); });
  if (forms.generic_put != nullptr && forms.generic_get != nullptr)
    add(forms, "GenericForms", [forms] { generic_forms(forms); });
  return true;
}

}  // namespace symsync_test
