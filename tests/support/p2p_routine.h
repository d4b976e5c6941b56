// What the point-to-point tests know of a routine: its kind, its arguments,
// and the facts the spec states about it (generated/tests/ fills these in
// from spec/p2p_sync.yaml). Included by host code and by CUDA sources, so
// it needs neither GoogleTest nor the CUDA headers.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_ROUTINE_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_ROUTINE_H_

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <symsync/p2p_core.h>

#if defined(__CUDACC__)
#define SYMSYNC_TEST_HD __host__ __device__
#else
#define SYMSYNC_TEST_HD
#endif

namespace symsync_test {

// What a routine does, as spec/p2p_sync.yaml's `kind` says: the core's own
// enumeration, which the generated entry points dispatch on.
using Kind = symsync::impl::Kind;

// Its properties are generated from the spec too (symsync/spec_facts.h):
// kind_blocks, kind_on_set, kind_selects_all, kind_selects_any and
// kind_selects_some, found by argument-dependent lookup.

// What a test routine returns while its condition does not hold yet.
SYMSYNC_TEST_HD constexpr uint64_t not_yet(Kind kind) {
  return kind_selects_any(kind) ? uint64_t{SIZE_MAX} : 0;
}

// The payload word another party writes before releasing element `e` in
// round `round` of the wake-up tests.
SYMSYNC_TEST_HD constexpr uint64_t payload_word(uint64_t round, size_t e) {
  return round * 100000 + e + 1;
}

// The arguments of any point-to-point routine, named as the spec names its
// parameters; each routine's adapter passes the ones it takes.
template <typename T>
struct Args {
  T* ivar = nullptr;
  T* sig_addr = nullptr;
  T* ivars = nullptr;
  size_t nelems = 0;
  size_t* indices = nullptr;
  const int* status = nullptr;
  int cmp = 0;
  T cmp_value{};
  T* cmp_values = nullptr;
  size_t* ret = nullptr;  // the stream forms' result
};

// One public routine of one type, as the spec describes it.
struct RoutineInfo {
  const char* name;       // its public name for the target under test
  Kind kind;              //
  bool vector;            // element i is compared with cmp_values[i]
  bool has_cmp;           // takes a comparison operator
  int fixed_cmp;          // the comparison it applies when it takes none
  bool returns;           // returns a value
  uint64_t empty;         // what it returns for an empty set, per the spec
  const char* symmetric;  // its parameter that must be in the symmetric heap
};

// A RoutineInfo, for generated code (brace initialization of a struct does
// not lay out well there).
inline RoutineInfo routine_info(const char* name, Kind kind, bool vector,
                                bool has_cmp, int fixed_cmp, bool returns,
                                uint64_t empty, const char* symmetric) {
  return {name, kind, vector, has_cmp, fixed_cmp, returns, empty, symmetric};
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_ROUTINE_H_
