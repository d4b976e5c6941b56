// The checks of the typed collectives of a team (spec/collectives.yaml:
// TYPENAME_broadcast, fcollect, alltoall, the reductions and the
// reduce-scatters), written once for every type and form: the generated
// generated/tests/host/collectives_test.cc fills a CollectiveForms per type
// with adapters calling that type's host forms, and
// generated/tests/device/collectives_device_test.cu one per type and device
// form (one thread, a warp, a block of a kernel, and the stream form) with
// adapters that run it on the GPU; each registers the suite (as
// Collectives<Type><Form>.<Case>). Every case runs on every team of
// tests/support/collectives_host_suite.cc's list (the world, its odd PEs,
// the rows of a 2-D split) and checks every element of every result, and
// the element past it.

#ifndef SYMSYNC_TESTS_SUPPORT_COLLECTIVES_HOST_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_COLLECTIVES_HOST_SUITE_H_

#include <nvshmem.h>
#include <stddef.h>

namespace symsync_test {

// One reduction of the type: the routine, and its operation on one pair of
// elements (the spec's `combine` expression), for the expected results.
struct ReductionForm {
  const char* routine;  // the spec's name: "sum_reduce"
  int (*call)(nvshmem_team_t team, void* dest, const void* src, size_t n);
  void (*combine)(void* acc, const void* in);  // *acc = op(*acc, *in)
  bool scatter;  // a reduce-scatter: src holds a block for each member
};

struct CollectiveForms {
  const char* type;  // the typename: "int", "bfloat16"
  // The form, as the test's name ends: "" for the host forms, "Warp",
  // "Block", "OnDevice" (one thread) or "OnStream".
  const char* form;
  size_t size;  // bytes
  // Copies `bytes` between the heap and host memory (cudaMemcpy for a heap
  // in GPU memory); nullptr: the host reaches the heap (memcpy).
  void (*copy)(void* to, const void* from, size_t bytes);
  // Whether the forms can run here; nullptr: always. Where not, the tests
  // skip (fail, where SYMSYNC_REQUIRE_GPU is set: the GPU pack).
  bool (*usable)();
  // Stores the small integer `value` (0 to 127) as an element at `out`.
  void (*element)(int value, void* out);
  // The data collectives, nullptr where the type has none.
  int (*broadcast)(nvshmem_team_t team, void* dest, const void* src, size_t n,
                   int root);
  int (*fcollect)(nvshmem_team_t team, void* dest, const void* src, size_t n);
  int (*alltoall)(nvshmem_team_t team, void* dest, const void* src, size_t n);
  const ReductionForm* reductions;  // the type's (its type sets')
  size_t n_reductions;
};

// Registers the suite's tests for `forms`; returns true, for use in a static
// initializer.
bool register_collective_tests(const CollectiveForms& forms);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_COLLECTIVES_HOST_SUITE_H_
