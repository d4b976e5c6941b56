// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/tests/host_amo_test.cc.j2.
//
// The host tests of the atomic memory operations (and of atomic_set on their
// types): for every type of their type sets, adapters calling each of its host
// forms, registered with tests/support/amo_host_suite.h's suite, which runs the
// cases of tests/support/amo_cases.h. Run as 4 PEs on one host, as 2 hosts of 2
// and as 4 hosts of 1.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tests/support/amo_host_suite.h"

namespace {

template <typename T>
T value_of(uint64_t bits) {
  T value;
  memcpy(static_cast<void *>(&value), &bits, sizeof value);
  return value;
}

template <typename T>
uint64_t bits_of(T value) {
  uint64_t bits = 0;
  memcpy(&bits, &value, sizeof value);
  return bits;
}

namespace int_forms {

using T = int;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "int",
    4,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_int_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace int_forms

namespace long_forms {

using T = long;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_long_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_long_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_long_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_long_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_long_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_long_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_long_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_long_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "long",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_long_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace long_forms

namespace longlong_forms {

using T = long long;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_longlong_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_longlong_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_longlong_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_longlong_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_longlong_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_longlong_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_longlong_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_longlong_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "longlong",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_longlong_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace longlong_forms

namespace uint_forms {

using T = unsigned int;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "uint",
    4,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_uint_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace uint_forms

namespace ulong_forms {

using T = unsigned long;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulong_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulong_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "ulong",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_ulong_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace ulong_forms

namespace ulonglong_forms {

using T = unsigned long long;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ulonglong_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ulonglong_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "ulonglong",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_ulonglong_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace ulonglong_forms

namespace int32_forms {

using T = int32_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int32_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int32_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "int32",
    4,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_int32_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace int32_forms

namespace int64_forms {

using T = int64_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_int64_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_int64_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "int64",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_int64_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace int64_forms

namespace uint32_forms {

using T = uint32_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint32_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint32_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "uint32",
    4,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_uint32_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace uint32_forms

namespace uint64_forms {

using T = uint64_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_and",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_and(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_or",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_or(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_fetch_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_uint64_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_xor",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_xor(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_uint64_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "uint64",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_uint64_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace uint64_forms

namespace size_forms {

using T = size_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_size_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_size_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_size_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_size_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_size_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_size_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_size_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_size_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "size",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_size_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace size_forms

namespace ptrdiff_forms {

using T = ptrdiff_t;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ptrdiff_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ptrdiff_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_compare_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ptrdiff_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(cond), value_of<T>(value), pe));
     }},
    {"atomic_fetch_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ptrdiff_atomic_fetch_inc(static_cast<T *>(dest), pe));
     }},
    {"atomic_inc",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ptrdiff_atomic_inc(static_cast<T *>(dest), pe);
       return 0;
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_ptrdiff_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ptrdiff_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_ptrdiff_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "ptrdiff",
    8,
    false,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    [](void *dest, uint64_t value) {
      nvshmem_ptrdiff_wait_until(static_cast<T *>(dest), NVSHMEM_CMP_GE, value_of<T>(value));
    },
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace ptrdiff_forms

namespace float_forms {

using T = float;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_float_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_float_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmemx_float_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmemx_float_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_float_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "float",
    4,
    true,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    nullptr,
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace float_forms

namespace double_forms {

using T = double;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_double_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_double_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmemx_double_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmemx_double_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_double_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "double",
    8,
    true,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    nullptr,
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace double_forms

// half is declared by CUDA's cuda_fp16.h: without it (a build without CUDA)
// there are no forms to test.
#if SYMSYNC_CUDA_TYPES

namespace half_forms {

using T = half;

const symsync_test::AmoForm forms[] = {
    {"atomic_fetch",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_half_atomic_fetch(static_cast<T *>(dest), pe));
     }},
    {"atomic_swap",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmem_half_atomic_swap(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_fetch_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       return bits_of(nvshmemx_half_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(value), pe));
     }},
    {"atomic_add",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmemx_half_atomic_add(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
    {"atomic_set",
     [](void *dest, uint64_t value, uint64_t cond, int pe) -> uint64_t {
       (void)value;
       (void)cond;
       nvshmem_half_atomic_set(static_cast<T *>(dest), value_of<T>(value), pe);
       return 0;
     }},
};

const symsync_test::AmoForms subject = {
    "half",
    2,
    true,  // only fetch and swap: a floating-point type
    forms,
    sizeof forms / sizeof forms[0],
    nullptr,
};

const bool registered = symsync_test::register_amo_tests(subject);

}  // namespace half_forms
#endif  // SYMSYNC_CUDA_TYPES

}  // namespace
