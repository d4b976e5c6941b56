// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/generic_c11_test.c.j2.
//
// A C11 program using the type-generic forms (the _Generic macros of
// <nvshmem.h>) of every typed routine with a host form, for every type of
// spec/types.yaml: the keyword types directly, the stdint.h and stddef.h types
// through the keyword types they are typedefs of. Each PE sets the variables
// of the next PE through nvshmem_ptr, then checks its own with every routine
// and updates its own with the update routines (see templates/tests/generic_common.j2 for the scenarios). Run on 1 and 2
// PEs by //generated:generic_c11_test; exits 1 after reporting any wrong
// result.

#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
#error "this test needs C11 (-std=c11)"
#endif

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define NELEMS 5

static int my_pe;

// Reports a wrong result; returns 1 (a failure to count).
static int fail(const char *type, const char *call, unsigned long long result) {
  fprintf(stderr, "PE %d: %s on %s gave %llu\n", my_pe, call, type, result);
  return 1;
}

// The first n indices are distinct and below NELEMS.
static int all_indices(const size_t *indices, size_t n) {
  int seen[NELEMS] = {0};
  for (size_t i = 0; i < n; ++i) {
    if (indices[i] >= NELEMS || seen[indices[i]]) return 0;
    seen[indices[i]] = 1;
  }
  return 1;
}

// Masks every element out of a set.
static const int none_in[NELEMS] = {1, 1, 1, 1, 1};

// check_<TYPENAME>(): every generic form in every scenario on a symmetric
// array of TYPE; returns the number of wrong results. One body for every type,
// as the generic forms make possible.
#define DEFINE_CHECK(TYPE, TYPENAME)                                      \
  static int check_##TYPENAME(void) {                                     \
    int failures = 0;                                                     \
    TYPE *cells = (TYPE *)nvshmem_malloc(NELEMS * sizeof(TYPE));          \
    TYPE operands[NELEMS];                                                \
    size_t indices[NELEMS];                                               \
    (void)operands;                                                       \
    (void)indices;                                                        \
    if (cells == NULL) return fail(#TYPE, "nvshmem_malloc", 0);           \
    TYPE *next = (TYPE *)nvshmem_ptr(cells, (my_pe + 1) % nvshmem_n_pes()); \
    for (int i = 0; i < NELEMS; ++i) next[i] = 1;                         \
    nvshmem_barrier_all();                                                \
    {                                                                     \
      nvshmem_wait(cells, 0); \
    }                                                                     \
    {                                                                     \
      nvshmem_wait_until(cells, NVSHMEM_CMP_EQ, 1); \
    }                                                                     \
    {                                                                     \
      nvshmem_wait_until_all(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_wait_until_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1); \
      if (!(result < NELEMS)) \
        failures += fail(#TYPE, "nvshmem_wait_until_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_wait_until_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 1); \
      if (!(result == NELEMS && all_indices(indices, result))) \
        failures += fail(#TYPE, "nvshmem_wait_until_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      nvshmem_wait_until_all_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_wait_until_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result < NELEMS)) \
        failures += fail(#TYPE, "nvshmem_wait_until_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_wait_until_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == NELEMS && all_indices(indices, result))) \
        failures += fail(#TYPE, "nvshmem_wait_until_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      int result = nvshmem_test(cells, NVSHMEM_CMP_EQ, 1); \
      if (!(result == 1)) \
        failures += fail(#TYPE, "nvshmem_test(cells, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      int result = nvshmem_test_all(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1); \
      if (!(result == 1)) \
        failures += fail(#TYPE, "nvshmem_test_all(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1); \
      if (!(result < NELEMS)) \
        failures += fail(#TYPE, "nvshmem_test_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 1); \
      if (!(result == NELEMS && all_indices(indices, result))) \
        failures += fail(#TYPE, "nvshmem_test_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 1) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      int result = nvshmem_test_all_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 1)) \
        failures += fail(#TYPE, "nvshmem_test_all_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_test_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result < NELEMS)) \
        failures += fail(#TYPE, "nvshmem_test_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == NELEMS && all_indices(indices, result))) \
        failures += fail(#TYPE, "nvshmem_test_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands) [satisfied]", result); \
    }                                                                     \
    {                                                                     \
      int result = nvshmem_test(cells, NVSHMEM_CMP_EQ, 0); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test(cells, NVSHMEM_CMP_EQ, 0) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      int result = nvshmem_test_all(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 0); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_all(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 0) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 0); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_test_any(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, 0) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 0); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_some(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, 0) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 0; \
      int result = nvshmem_test_all_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_all_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 0; \
      size_t result = nvshmem_test_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_test_any_vector(cells, NELEMS, NULL, NVSHMEM_CMP_EQ, operands) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 0; \
      size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_some_vector(cells, NELEMS, indices, NULL, NVSHMEM_CMP_EQ, operands) [unsatisfied]", result); \
    }                                                                     \
    {                                                                     \
      nvshmem_wait_until_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_wait_until_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_wait_until_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_wait_until_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_wait_until_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1) [empty]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      nvshmem_wait_until_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_wait_until_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_wait_until_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_wait_until_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_wait_until_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands) [empty]", result); \
    }                                                                     \
    {                                                                     \
      int result = nvshmem_test_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1); \
      if (!(result == 1)) \
        failures += fail(#TYPE, "nvshmem_test_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_test_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty]", result); \
    }                                                                     \
    {                                                                     \
      size_t result = nvshmem_test_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1) [empty]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      int result = nvshmem_test_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 1)) \
        failures += fail(#TYPE, "nvshmem_test_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_test_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands); \
      if (!(result == SIZE_MAX)) \
        failures += fail(#TYPE, "nvshmem_test_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty]", result); \
    }                                                                     \
    {                                                                     \
      for (int i = 0; i < NELEMS; ++i) operands[i] = 1; \
      size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands); \
      if (!(result == 0)) \
        failures += fail(#TYPE, "nvshmem_test_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands) [empty]", result); \
    }                                                                     \
    nvshmem_barrier_all();                                                \
    nvshmem_free(cells);                                                  \
    return failures;                                                      \
  }

DEFINE_CHECK(short, short)
DEFINE_CHECK(int, int)
DEFINE_CHECK(long, long)
DEFINE_CHECK(long long, longlong)
DEFINE_CHECK(unsigned short, ushort)
DEFINE_CHECK(unsigned int, uint)
DEFINE_CHECK(unsigned long, ulong)
DEFINE_CHECK(unsigned long long, ulonglong)
DEFINE_CHECK(int32_t, int32)
DEFINE_CHECK(int64_t, int64)
DEFINE_CHECK(uint32_t, uint32)
DEFINE_CHECK(uint64_t, uint64)
DEFINE_CHECK(size_t, size)
DEFINE_CHECK(ptrdiff_t, ptrdiff)

int main(void) {
  nvshmem_init();
  my_pe = nvshmem_my_pe();
  int failures = 0;
  failures += check_short();
  failures += check_int();
  failures += check_long();
  failures += check_longlong();
  failures += check_ushort();
  failures += check_uint();
  failures += check_ulong();
  failures += check_ulonglong();
  failures += check_int32();
  failures += check_int64();
  failures += check_uint32();
  failures += check_uint64();
  failures += check_size();
  failures += check_ptrdiff();
  nvshmem_finalize();
  if (failures != 0) {
    fprintf(stderr, "PE %d: %d wrong results\n", my_pe, failures);
    return 1;
  }
  printf("PE %d: every generic form gave the expected result\n", my_pe);
  return 0;
}
