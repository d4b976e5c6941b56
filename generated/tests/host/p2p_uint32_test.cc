// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/tests/host_p2p_test.cc.j2.
//
// The host tests of every point-to-point routine of type uint32_t (TYPENAME
// uint32): its routines, described from the spec, with an adapter calling each
// one's host form and one running its core algorithm with a team of host
// threads. The checks are tests/support/p2p_host_suite.h's typed suite P2pHost,
// instantiated here. Linked into one program with the other types of its width
// (generated/BUILD.bazel), run directly (one PE; with the death tests and the
// team tests) and as 2 PEs; the first type of each width and the signal also as
// 4 PEs and across hosts, and under ThreadSanitizer.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <symsync/p2p_core.h>

#include <vector>

#include "generated/tests/p2p_uint32_spec.h"
#include "tests/support/p2p_host_suite.h"

namespace {

using T = uint32_t;
using Args = symsync_test::Args<T>;
using symsync_test::Kind;
using symsync_test::TeamGroup;


uint64_t call_wait(const Args &a) {
  nvshmem_uint32_wait(a.ivar, a.cmp_value);
  return 0;
}

uint64_t team_wait(TeamGroup group, const Args &a) {
  uint32_t *ivar = a.ivar;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      group,
      "nvshmem_uint32_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

uint64_t call_wait_until(const Args &a) {
  nvshmem_uint32_wait_until(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

uint64_t team_wait_until(TeamGroup group, const Args &a) {
  uint32_t *ivar = a.ivar;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      group,
      "nvshmem_uint32_wait_until",
      cmp,
      ivar,
      cmp_value);
}

uint64_t call_wait_until_all(const Args &a) {
  nvshmem_uint32_wait_until_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return 0;
}

uint64_t team_wait_until_all(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      group,
      "nvshmem_uint32_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

uint64_t call_wait_until_any(const Args &a) {
  const size_t result = nvshmem_uint32_wait_until_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_wait_until_any(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 67>(
      group,
      "nvshmem_uint32_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

uint64_t call_wait_until_some(const Args &a) {
  const size_t result = nvshmem_uint32_wait_until_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_wait_until_some(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  size_t *indices = a.indices;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      group,
      "nvshmem_uint32_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

uint64_t call_wait_until_all_vector(const Args &a) {
  nvshmem_uint32_wait_until_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

uint64_t team_wait_until_all_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      group,
      "nvshmem_uint32_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

uint64_t call_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmem_uint32_wait_until_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t team_wait_until_any_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 81>(
      group,
      "nvshmem_uint32_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

uint64_t call_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmem_uint32_wait_until_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t team_wait_until_some_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  size_t *indices = a.indices;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      group,
      "nvshmem_uint32_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

uint64_t call_test(const Args &a) {
  const int result = nvshmem_uint32_test(a.ivar, a.cmp, a.cmp_value);
  return result;
}

uint64_t team_test(TeamGroup group, const Args &a) {
  uint32_t *ivar = a.ivar;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      group,
      "nvshmem_uint32_test",
      cmp,
      ivar,
      cmp_value);
}

uint64_t call_test_all(const Args &a) {
  const int result = nvshmem_uint32_test_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_test_all(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      group,
      "nvshmem_uint32_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

uint64_t call_test_any(const Args &a) {
  const size_t result = nvshmem_uint32_test_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_test_any(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 95>(
      group,
      "nvshmem_uint32_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

uint64_t call_test_some(const Args &a) {
  const size_t result = nvshmem_uint32_test_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_test_some(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  size_t *indices = a.indices;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t cmp_value = a.cmp_value;
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      group,
      "nvshmem_uint32_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

uint64_t call_test_all_vector(const Args &a) {
  const int result = nvshmem_uint32_test_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t team_test_all_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      group,
      "nvshmem_uint32_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

uint64_t call_test_any_vector(const Args &a) {
  const size_t result = nvshmem_uint32_test_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t team_test_any_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 109>(
      group,
      "nvshmem_uint32_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

uint64_t call_test_some_vector(const Args &a) {
  const size_t result = nvshmem_uint32_test_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t team_test_some_vector(TeamGroup group, const Args &a) {
  uint32_t *ivars = a.ivars;
  size_t nelems = a.nelems;
  size_t *indices = a.indices;
  const int *status = a.status;
  int cmp = a.cmp;
  uint32_t *cmp_values = a.cmp_values;
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      group,
      "nvshmem_uint32_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// The type parameter of the P2pHost suite.
struct P2pUint32 {
  using T = uint32_t;
  static constexpr bool kEveryTeamSize = false;
  static void release(T *variable, T value, int pe) {
    nvshmem_uint32_atomic_set(variable, value, pe);
  }
  static const symsync_test::Subject<T> &subject() {
    return p2p_uint32_spec::subject();
  }
  static const std::vector<symsync_test::HostCalls<T>> &calls() {
    static const auto *instance = new std::vector<symsync_test::HostCalls<T>>{
        {&call_wait, &team_wait},
        {&call_wait_until, &team_wait_until},
        {&call_wait_until_all, &team_wait_until_all},
        {&call_wait_until_any, &team_wait_until_any},
        {&call_wait_until_some, &team_wait_until_some},
        {&call_wait_until_all_vector, &team_wait_until_all_vector},
        {&call_wait_until_any_vector, &team_wait_until_any_vector},
        {&call_wait_until_some_vector, &team_wait_until_some_vector},
        {&call_test, &team_test},
        {&call_test_all, &team_test_all},
        {&call_test_any, &team_test_any},
        {&call_test_some, &team_test_some},
        {&call_test_all_vector, &team_test_all_vector},
        {&call_test_any_vector, &team_test_any_vector},
        {&call_test_some_vector, &team_test_some_vector},
    };
    return *instance;
  }
};

}  // namespace

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Uint32, P2pHost, P2pUint32);
}  // namespace symsync_test
