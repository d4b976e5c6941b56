// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/host_collectives_test.cc.j2.
//
// The host tests of the typed collectives of a team (the broadcast, fcollect
// and alltoall of each type, its reductions and reduce-scatters): for every
// type of their type sets, adapters calling each of its host forms, and each
// reduction's operation on two elements (the spec's `combine` expression, for
// the expected results), registered with
// tests/support/collectives_host_suite.h's suite. Run as 1, 2, 3, 4 and 7 PEs
// on one host, and the first type of each size and set of routines as 2 hosts
// of 2 and 4 hosts of 1.

#include <nvshmem.h>
#include <stddef.h>
#include <string.h>

#include "tests/support/collectives_host_suite.h"

namespace {

namespace short_forms {

using T = short;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_short_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "short",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_short_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_short_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_short_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace short_forms

namespace int_forms {

using T = int;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int",
    "",
    4,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_int_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace int_forms

namespace long_forms {

using T = long;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_long_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "long",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_long_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_long_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_long_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace long_forms

namespace longlong_forms {

using T = long long;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_longlong_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "longlong",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_longlong_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_longlong_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_longlong_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace longlong_forms

namespace ushort_forms {

using T = unsigned short;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ushort_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ushort",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_ushort_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ushort_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ushort_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ushort_forms

namespace uint_forms {

using T = unsigned int;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint",
    "",
    4,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uint_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uint_forms

namespace ulong_forms {

using T = unsigned long;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulong_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulong",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_ulong_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ulong_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ulong_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ulong_forms

namespace ulonglong_forms {

using T = unsigned long long;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_ulonglong_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulonglong",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_ulonglong_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ulonglong_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ulonglong_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ulonglong_forms

namespace int32_forms {

using T = int32_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int32_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int32",
    "",
    4,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_int32_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int32_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int32_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace int32_forms

namespace int64_forms {

using T = int64_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int64_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int64",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_int64_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int64_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int64_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace int64_forms

namespace uint32_forms {

using T = uint32_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint32_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint32",
    "",
    4,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uint32_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint32_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint32_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uint32_forms

namespace uint64_forms {

using T = uint64_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint64_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint64",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uint64_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint64_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint64_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uint64_forms

namespace size_forms {

using T = size_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_size_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "size",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_size_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_size_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_size_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace size_forms

namespace ptrdiff_forms {

using T = ptrdiff_t;

const symsync_test::CollectiveForms subject = {
    "ptrdiff",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_ptrdiff_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ptrdiff_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_ptrdiff_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    nullptr,
    0,
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ptrdiff_forms

namespace float_forms {

using T = float;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_float_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "float",
    "",
    4,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_float_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_float_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_float_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace float_forms

namespace double_forms {

using T = double;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_double_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "double",
    "",
    8,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_double_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_double_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_double_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace double_forms

namespace char_forms {

using T = char;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_char_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "char",
    "",
    1,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_char_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_char_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_char_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace char_forms

namespace schar_forms {

using T = signed char;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_schar_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "schar",
    "",
    1,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_schar_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_schar_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_schar_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace schar_forms

namespace uchar_forms {

using T = unsigned char;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uchar_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uchar",
    "",
    1,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uchar_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uchar_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uchar_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uchar_forms

namespace int8_forms {

using T = int8_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int8_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int8",
    "",
    1,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_int8_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int8_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int8_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace int8_forms

namespace int16_forms {

using T = int16_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_int16_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int16",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_int16_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int16_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_int16_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace int16_forms

namespace uint8_forms {

using T = uint8_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint8_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint8",
    "",
    1,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uint8_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint8_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint8_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uint8_forms

namespace uint16_forms {

using T = uint16_t;

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_and_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_or_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_xor_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_and_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_or_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_xor_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_uint16_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint16",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_uint16_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint16_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_uint16_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace uint16_forms

// half is declared by CUDA's cuda_fp16.h: without it (a build without CUDA)
// there are no forms to test.
#if SYMSYNC_CUDA_TYPES

namespace half_forms {

using T = half;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_half_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "half",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_half_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_half_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_half_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace half_forms
#endif  // SYMSYNC_CUDA_TYPES

// __nv_bfloat16 is declared by CUDA's cuda_bf16.h: without it (a build without CUDA)
// there are no forms to test.
#if SYMSYNC_CUDA_TYPES

namespace bfloat16_forms {

using T = __nv_bfloat16;

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_max_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_min_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_sum_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_prod_reduce(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_max_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_min_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_sum_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return nvshmem_bfloat16_prod_reducescatter(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "bfloat16",
    "",
    2,
    nullptr,
    nullptr,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return nvshmem_bfloat16_broadcast(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_bfloat16_fcollect(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return nvshmem_bfloat16_alltoall(team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace bfloat16_forms
#endif  // SYMSYNC_CUDA_TYPES

}  // namespace
