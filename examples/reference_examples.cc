// The snippets the API reference shows: each routine's page in
// generated/docs/reference/ quotes one of the marked regions of this
// program (or of another example), named by the routine's `example` in
// spec/. The program runs every snippet on every PE and checks what it
// did, so no snippet in the docs can stop compiling or working unnoticed:
// //examples:reference_examples_test runs it on 1, 2 and 4 PEs.
//
// Each PE works with its neighbours: it updates the PE on its right and
// waits for the one on its left (on one PE, both are itself).

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "reference_examples: PE %d: %s\n", nvshmem_my_pe(),
                 what);
    ++failures;
  }
}

int right() { return (nvshmem_my_pe() + 1) % nvshmem_n_pes(); }
int left() { return (nvshmem_my_pe() + nvshmem_n_pes() - 1) % nvshmem_n_pes(); }

// nvshmem_TYPENAME_wait: wait for a variable to leave its initial value.
void wait_for_a_change() {
  auto* ready = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  // [example: wait]
  // `ready` is a symmetric int, 0 on every PE. Tell the right neighbour,
  // then wait until the left neighbour has told this PE.
  nvshmem_int_atomic_set(ready, 1, right());
  nvshmem_int_wait(ready, 0);  // returns once *ready != 0
  // [end example]
  check(*ready == 1, "wait: the flag from the left");
  nvshmem_free(ready);
}

// The *_any routines: which of several variables was updated.
void wait_for_any() {
  const int npes = nvshmem_n_pes();
  auto* slots = static_cast<long*>(nvshmem_calloc(npes, sizeof(long)));
  // [example: any]
  // `slots` has one symmetric long per PE, all 0. Each PE writes its own
  // slot on its right neighbour; this PE then learns which slot was written.
  nvshmem_long_atomic_set(&slots[nvshmem_my_pe()], 42, right());
  size_t from =
      nvshmem_long_wait_until_any(slots, npes, NULL, NVSHMEM_CMP_EQ, 42);
  // from == the left neighbour's number. Without waiting:
  size_t again = nvshmem_long_test_any(slots, npes, NULL, NVSHMEM_CMP_EQ, 42);
  // again == from; SIZE_MAX would mean that no slot holds 42.
  // [end example]
  check(from == static_cast<size_t>(left()), "wait_until_any: the left slot");
  check(again == from, "test_any: the same slot");
  nvshmem_free(slots);
}

// The *_all and *_some routines, waiting and testing.
void wait_for_all_and_some() {
  const int npes = nvshmem_n_pes();
  auto* arrived = static_cast<int*>(nvshmem_calloc(npes, sizeof(int)));
  std::vector<size_t> indices(npes);
  // [example: all_and_some]
  // `arrived` has one symmetric int per PE, all 0; every PE sets its own
  // element on every PE.
  for (int pe = 0; pe < npes; ++pe)
    nvshmem_int_atomic_set(&arrived[nvshmem_my_pe()], 1, pe);
  nvshmem_int_wait_until_all(arrived, npes, NULL, NVSHMEM_CMP_EQ, 1);
  // Every element is 1 now; the test forms say so without waiting.
  int all = nvshmem_int_test_all(arrived, npes, NULL, NVSHMEM_CMP_EQ, 1);
  size_t some = nvshmem_int_test_some(arrived, npes, indices.data(), NULL,
                                      NVSHMEM_CMP_EQ, 1);
  // all == 1; some == npes, and indices[0..some) are the elements that hold 1.
  size_t waited = nvshmem_int_wait_until_some(arrived, npes, indices.data(),
                                              NULL, NVSHMEM_CMP_EQ, 1);
  // [end example]
  check(all == 1, "test_all: every element");
  check(some == static_cast<size_t>(npes), "test_some: every element");
  check(waited == static_cast<size_t>(npes), "wait_until_some: every element");
  nvshmem_barrier_all();  // nobody frees `arrived` while another sets it
  nvshmem_free(arrived);
}

// The one-variable test.
void test_one_variable() {
  auto* done = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  // [example: test]
  // Poll a symmetric int without blocking, doing other work meanwhile.
  long other_work = 0;
  nvshmem_int_atomic_set(done, 1, right());
  while (!nvshmem_int_test(done, NVSHMEM_CMP_EQ, 1)) ++other_work;
  // [end example]
  (void)other_work;
  check(*done == 1, "test: the flag from the left");
  nvshmem_barrier_all();
  nvshmem_free(done);
}

// The vector forms: one comparison value per element.
void wait_with_a_value_per_element() {
  constexpr int kCount = 3;
  auto* progress = static_cast<long*>(nvshmem_calloc(kCount, sizeof(long)));
  // [example: vector]
  // `progress` holds kCount symmetric longs; the left neighbour moves each
  // to its own target. The vector forms compare element i with targets[i].
  long targets[kCount] = {10, 20, 30};
  for (int i = 0; i < kCount; ++i)
    nvshmem_long_atomic_set(&progress[i], targets[i], right());
  nvshmem_long_wait_until_all_vector(progress, kCount, NULL, NVSHMEM_CMP_GE,
                                     targets);
  size_t any = nvshmem_long_wait_until_any_vector(progress, kCount, NULL,
                                                  NVSHMEM_CMP_GE, targets);
  size_t indices[kCount];
  size_t some = nvshmem_long_wait_until_some_vector(
      progress, kCount, indices, NULL, NVSHMEM_CMP_GE, targets);
  int all = nvshmem_long_test_all_vector(progress, kCount, NULL, NVSHMEM_CMP_GE,
                                         targets);
  size_t first = nvshmem_long_test_any_vector(progress, kCount, NULL,
                                              NVSHMEM_CMP_GE, targets);
  size_t count = nvshmem_long_test_some_vector(progress, kCount, indices, NULL,
                                               NVSHMEM_CMP_GE, targets);
  // all == 1, any and first < kCount, some == count == kCount
  // [end example]
  check(any < kCount && first < kCount, "*_any_vector: an element");
  check(some == kCount && count == kCount, "*_some_vector: every element");
  check(all == 1, "test_all_vector: every element");
  nvshmem_barrier_all();
  nvshmem_free(progress);
}

// Signals: set, add, fetch, wait.
void count_with_a_signal() {
  const int npes = nvshmem_n_pes();
  auto* counter = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  // [example: signal]
  // `counter` is a symmetric signal (uint64_t), 0 on every PE. Every PE
  // adds 1 to every PE's counter; each waits until all have added.
  for (int pe = 0; pe < npes; ++pe)
    nvshmemx_signal_op(counter, 1, NVSHMEM_SIGNAL_ADD, pe);
  uint64_t seen = nvshmem_signal_wait_until(counter, NVSHMEM_CMP_EQ, npes);
  uint64_t now = nvshmem_signal_fetch(counter);  // reads without waiting
  // seen == now == npes. NVSHMEM_SIGNAL_SET replaces the value instead.
  // [end example]
  check(seen == static_cast<uint64_t>(npes), "signal_wait_until: the count");
  check(now == static_cast<uint64_t>(npes), "signal_fetch: the count");
  nvshmem_barrier_all();
  nvshmem_free(counter);
}

// Single-element puts, ordered by fence and completed by quiet.
void put_then_flag() {
  auto* data = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  auto* flag = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  // [example: put_fence_quiet]
  // Put two ints into the right neighbour's `data`, then raise its `flag`:
  // the fence makes the puts visible there before the flag.
  nvshmem_int_p(&data[0], 7, right());
  nvshmem_int_p(&data[1], 8, right());
  nvshmem_fence();
  nvshmem_int_p(flag, 1, right());
  nvshmem_quiet();  // every put above is complete before going on
  nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, 1);
  // data[0] == 7 and data[1] == 8 here, put by the left neighbour.
  // [end example]
  check(data[0] == 7 && data[1] == 8, "p and fence: the data before the flag");
  nvshmem_barrier_all();
  nvshmem_free(flag);
  nvshmem_free(data);
}

// Puts and gets of blocks, and of single elements.
void put_and_get() {
  constexpr int kCount = 64;
  auto* block = static_cast<double*>(nvshmem_calloc(kCount, sizeof(double)));
  nvshmem_barrier_all();  // every PE's block is allocated before a put
  // [example: put_get]
  // `block` is a symmetric array of kCount doubles. Put this PE's numbers
  // into the right neighbour's block, then read the left neighbour's back.
  double mine[kCount], theirs[kCount];
  for (int i = 0; i < kCount; ++i) mine[i] = nvshmem_my_pe() + i / 100.0;
  nvshmem_double_put(block, mine, kCount, right());
  nvshmem_barrier_all();  // every PE's put is complete and visible
  nvshmem_double_get(theirs, block, kCount, right());  // == mine
  double first = nvshmem_double_g(&block[0], nvshmem_my_pe());
  // first == the left neighbour's number; the untyped forms count
  // elements of 64 bits (put64/get64) or bytes (putmem/getmem):
  nvshmem_getmem(theirs, block, kCount * sizeof(double), right());
  // [end example]
  check(first == left(), "g: the left neighbour's first element");
  for (int i = 0; i < kCount; ++i)
    check(theirs[i] == mine[i], "get: the block this PE put");
  nvshmem_barrier_all();
  nvshmem_free(block);
}

// Non-blocking puts and gets, completed by quiet.
void put_and_get_without_waiting() {
  constexpr int kCount = 1000;
  auto* inbox = static_cast<int*>(nvshmem_calloc(kCount, sizeof(int)));
  std::vector<int> outgoing(kCount, nvshmem_my_pe() + 1), copy(kCount);
  nvshmem_barrier_all();
  // [example: nbi_quiet]
  // Start a put into the right neighbour's `inbox`; `outgoing` must stay
  // as it is until nvshmem_quiet returns.
  nvshmem_int_put_nbi(inbox, outgoing.data(), kCount, right());
  // ... other work ...
  nvshmem_quiet();  // the put is complete: outgoing may change now
  nvshmem_barrier_all();
  nvshmem_int_get_nbi(copy.data(), inbox, kCount, nvshmem_my_pe());
  nvshmem_quiet();  // copy holds this PE's inbox now
  // [end example]
  for (int i = 0; i < kCount; ++i)
    check(copy[i] == left() + 1, "put_nbi/get_nbi: the left neighbour's data");
  nvshmem_barrier_all();
  nvshmem_free(inbox);
}

// A block and the signal that announces it, in one call.
void put_with_a_signal() {
  constexpr int kCount = 256;
  auto* block = static_cast<long*>(nvshmem_calloc(kCount, sizeof(long)));
  auto* arrived = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmem_barrier_all();
  // [example: put_signal]
  // Send a block to the right neighbour and raise its `arrived` signal in
  // one call; the neighbour's wait returns only once the block is there.
  long message[kCount];
  for (int i = 0; i < kCount; ++i) message[i] = 1000L * nvshmem_my_pe() + i;
  nvshmem_long_put_signal(block, message, kCount, arrived, 1,
                          NVSHMEM_SIGNAL_SET, right());
  nvshmem_signal_wait_until(arrived, NVSHMEM_CMP_EQ, 1);
  // block[i] == 1000 * left() + i for every i.
  // [end example]
  for (int i = 0; i < kCount; ++i)
    check(block[i] == 1000L * left() + i,
          "put_signal: the block before the signal");
  nvshmem_barrier_all();  // every PE has read its block
  // [example: put_signal_nbi]
  // The same without waiting for the copy: the call may return before
  // `message` can be reused, and nvshmem_quiet waits until it can. The
  // neighbour still reads the block only once the signal says it is there.
  for (int i = 0; i < kCount; ++i) message[i] = 2000L * nvshmem_my_pe() + i;
  nvshmem_long_put_signal_nbi(block, message, kCount, arrived, 2,
                              NVSHMEM_SIGNAL_SET, right());
  nvshmem_quiet();  // `message` may change from here on
  nvshmem_signal_wait_until(arrived, NVSHMEM_CMP_EQ, 2);
  // block[i] == 2000 * left() + i for every i.
  // [end example]
  for (int i = 0; i < kCount; ++i)
    check(block[i] == 2000L * left() + i,
          "put_signal_nbi: the block before the signal");
  nvshmem_barrier_all();
  nvshmem_free(arrived);
  nvshmem_free(block);
}

// Atomic memory operations: a ticket from every PE, a lock elected by
// compare-and-swap, and a count of arrivals waited for.
void take_tickets_and_count() {
  const int npes = nvshmem_n_pes();
  auto* next = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  auto* owner = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  auto* arrived = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  nvshmem_barrier_all();
  // [example: atomics]
  // `next`, `owner` and `arrived` are symmetric, 0 on every PE. Each PE
  // takes a ticket from PE 0's counter: the tickets are 0 .. npes-1, each
  // handed out once.
  long ticket = nvshmem_long_atomic_fetch_inc(next, 0);
  // One PE claims PE 0's `owner` (0 means free): exactly one call sees 0.
  int before =
      nvshmem_int_atomic_compare_swap(owner, 0, nvshmem_my_pe() + 1, 0);
  bool won = before == 0;
  // Every PE counts itself on every PE, then waits until all have arrived.
  for (int pe = 0; pe < npes; ++pe) nvshmem_int_atomic_add(arrived, 1, pe);
  nvshmem_int_wait_until(arrived, NVSHMEM_CMP_GE, npes);
  // [end example]
  check(ticket >= 0 && ticket < npes, "atomic_fetch_inc: a ticket in range");
  nvshmem_barrier_all();
  const int winners =
      nvshmem_int_atomic_fetch_add(arrived, won ? 1 : 0, nvshmem_my_pe()) -
      npes;
  (void)winners;
  check(nvshmem_long_atomic_fetch(next, 0) == npes,
        "atomic_fetch: every ticket taken");
  const int claimed = nvshmem_int_atomic_fetch(owner, 0);
  check(claimed >= 1 && claimed <= npes, "atomic_compare_swap: one owner");
  check(won == (claimed == nvshmem_my_pe() + 1),
        "atomic_compare_swap: the winner knows");
  nvshmem_barrier_all();
  nvshmem_free(arrived);
  nvshmem_free(owner);
  nvshmem_free(next);
}

// NVSHMEM's atomic add of floating-point values.
void add_floating_point() {
  const int npes = nvshmem_n_pes();
  auto* total = static_cast<double*>(nvshmem_calloc(1, sizeof(double)));
  nvshmem_barrier_all();
  // [example: atomics_floating]
  // `total` is a symmetric double, 0 on every PE. Each PE adds 0.5, then
  // 0.25, to PE 0's; the sums are exact here, so PE 0 ends with 0.75 npes.
  double before = nvshmemx_double_atomic_fetch_add(total, 0.5, 0);
  nvshmemx_double_atomic_add(total, 0.25, 0);  // completed by the barrier
  nvshmem_barrier_all();
  // [end example]
  check(before >= 0.0 && before < 0.75 * npes, "fetch_add: a prior sum");
  check(nvshmem_double_atomic_fetch(total, 0) == 0.75 * npes,
        "atomic_add (floating): the total");
  nvshmem_barrier_all();
  nvshmem_free(total);
}

}  // namespace

int main() {
  nvshmem_init();
  wait_for_a_change();
  wait_for_any();
  wait_for_all_and_some();
  test_one_variable();
  wait_with_a_value_per_element();
  count_with_a_signal();
  put_then_flag();
  put_and_get();
  put_and_get_without_waiting();
  put_with_a_signal();
  take_tickets_and_count();
  add_floating_point();
  if (failures == 0) {
    std::printf("reference_examples: PE %d of %d: every snippet worked\n",
                nvshmem_my_pe(), nvshmem_n_pes());
  }
  nvshmem_finalize();
  return failures == 0 ? 0 : 1;
}
