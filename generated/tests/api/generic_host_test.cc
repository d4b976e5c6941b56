// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/generic_host_test.cc.j2.
//
// The C++ type-generic forms of the host routines, for every type of
// spec/types.yaml, aliases included (int32_t and int, int64_t and long, ...),
// with literal comparison values: each PE sets the variables of the next PE
// through nvshmem_ptr, then checks its own with every generic form, and
// updates its own with the generic update forms (see
// templates/tests/generic_common.j2 for the scenarios). Started directly, it
// also checks, by the name an invalid comparison is reported with, that each
// type reaches the typed routine of the first type of the spec that is the
// same C++ type. The generic stream forms are compiled (and linked) only.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

#include "tests/support/pe_test.h"

namespace {

constexpr size_t NELEMS = 5;
constexpr int kInvalidComparison = 1000;

// The first n indices are distinct and below NELEMS.
bool all_indices(const size_t *indices, size_t n) {
  bool seen[NELEMS] = {};
  for (size_t i = 0; i < n; ++i) {
    if (indices[i] >= NELEMS || seen[indices[i]]) return false;
    seen[indices[i]] = true;
  }
  return true;
}

// Masks every element out of a set.
const int none_in[NELEMS] = {1, 1, 1, 1, 1};

// The typename whose routines a T reaches: the first of spec/types.yaml that
// is T (stated here with std::is_same, apart from the header's own trait).
template <class T>
std::string dispatched_typename() {
  if (std::is_same<T, short>::value) return "short";
  if (std::is_same<T, int>::value) return "int";
  if (std::is_same<T, long>::value) return "long";
  if (std::is_same<T, long long>::value) return "longlong";
  if (std::is_same<T, unsigned short>::value) return "ushort";
  if (std::is_same<T, unsigned int>::value) return "uint";
  if (std::is_same<T, unsigned long>::value) return "ulong";
  if (std::is_same<T, unsigned long long>::value) return "ulonglong";
  if (std::is_same<T, int32_t>::value) return "int32";
  if (std::is_same<T, int64_t>::value) return "int64";
  if (std::is_same<T, uint32_t>::value) return "uint32";
  if (std::is_same<T, uint64_t>::value) return "uint64";
  if (std::is_same<T, size_t>::value) return "size";
  if (std::is_same<T, ptrdiff_t>::value) return "ptrdiff";
  return "none";
}

// A symmetric array of NELEMS elements, freed at the end of the scope.
template <class T>
class Cells {
 public:
  Cells() : cells_(static_cast<T *>(nvshmem_malloc(NELEMS * sizeof(T)))) {}
  ~Cells() { nvshmem_free(cells_); }
  T *get() const { return cells_; }

 private:
  T *cells_;
};

// Every generic form of a host routine in every scenario, on variables the
// previous PE set to 1.
template <class T>
void check_generic_forms() {
  Cells<T> symmetric;
  T *cells = symmetric.get();
  ASSERT_NE(cells, nullptr);
  T *next = symsync_test::on_pe(cells, symsync_test::right_pe());
  for (size_t i = 0; i < NELEMS; ++i) next[i] = 1;
  nvshmem_barrier_all();
  T operands[NELEMS];
  size_t indices[NELEMS];
  (void)operands;
  (void)indices;
  {
    nvshmem_wait(cells, 0);
  }
  {
    nvshmem_wait_until(cells, NVSHMEM_CMP_EQ, 1);
  }
  {
    nvshmem_wait_until_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
  }
  {
    const size_t result = nvshmem_wait_until_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result < NELEMS)
        << "nvshmem_wait_until_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    const size_t result = nvshmem_wait_until_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == NELEMS && all_indices(indices, result))
        << "nvshmem_wait_until_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    nvshmem_wait_until_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_wait_until_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result < NELEMS)
        << "nvshmem_wait_until_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands) [satisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_wait_until_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == NELEMS && all_indices(indices, result))
        << "nvshmem_wait_until_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands) [satisfied] gave " << result;
  }
  {
    const int result = nvshmem_test(cells, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == 1)
        << "nvshmem_test(cells, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    const int result = nvshmem_test_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == 1)
        << "nvshmem_test_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    const size_t result = nvshmem_test_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result < NELEMS)
        << "nvshmem_test_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    const size_t result = nvshmem_test_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == NELEMS && all_indices(indices, result))
        << "nvshmem_test_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1) [satisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const int result = nvshmem_test_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 1)
        << "nvshmem_test_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands) [satisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_test_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result < NELEMS)
        << "nvshmem_test_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands) [satisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == NELEMS && all_indices(indices, result))
        << "nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands) [satisfied] gave " << result;
  }
  {
    const int result = nvshmem_test(cells, NVSHMEM_CMP_EQ, 0);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test(cells, NVSHMEM_CMP_EQ, 0) [unsatisfied] gave " << result;
  }
  {
    const int result = nvshmem_test_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 0);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 0) [unsatisfied] gave " << result;
  }
  {
    const size_t result = nvshmem_test_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 0);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_test_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 0) [unsatisfied] gave " << result;
  }
  {
    const size_t result = nvshmem_test_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 0);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 0) [unsatisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 0;
    const int result = nvshmem_test_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands) [unsatisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 0;
    const size_t result = nvshmem_test_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_test_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands) [unsatisfied] gave " << result;
  }
  {
    for (T &operand : operands) operand = 0;
    const size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands) [unsatisfied] gave " << result;
  }
  {
    nvshmem_wait_until_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1);
  }
  {
    const size_t result = nvshmem_wait_until_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_wait_until_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty] gave " << result;
  }
  {
    const size_t result = nvshmem_wait_until_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == 0)
        << "nvshmem_wait_until_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1) [empty] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    nvshmem_wait_until_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands);
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_wait_until_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_wait_until_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_wait_until_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 0)
        << "nvshmem_wait_until_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands) [empty] gave " << result;
  }
  {
    const int result = nvshmem_test_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == 1)
        << "nvshmem_test_all(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty] gave " << result;
  }
  {
    const size_t result = nvshmem_test_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_test_any(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, 1) [empty] gave " << result;
  }
  {
    const size_t result = nvshmem_test_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_some(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, 1) [empty] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const int result = nvshmem_test_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 1)
        << "nvshmem_test_all_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_test_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == SIZE_MAX)
        << "nvshmem_test_any_vector(cells, NELEMS, none_in, NVSHMEM_CMP_EQ, operands) [empty] gave " << result;
  }
  {
    for (T &operand : operands) operand = 1;
    const size_t result = nvshmem_test_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands);
    EXPECT_TRUE(result == 0)
        << "nvshmem_test_some_vector(cells, NELEMS, indices, none_in, NVSHMEM_CMP_EQ, operands) [empty] gave " << result;
  }
  nvshmem_barrier_all();
}

// An invalid comparison is reported naming the typed routine a generic form
// called.
template <class T>
void check_dispatch() {
  if (!symsync_test::started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  Cells<T> symmetric;
  T *cells = symmetric.get();
  ASSERT_NE(cells, nullptr);
  T operands[NELEMS] = {};
  size_t indices[NELEMS];
  (void)operands;
  (void)indices;
  const std::string typename_ = dispatched_typename<T>();
  EXPECT_EXIT(nvshmem_wait_until(cells, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_all(cells, NELEMS, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_all: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_any(cells, NELEMS, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_any: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_some(cells, NELEMS, indices, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_some: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_all_vector(cells, NELEMS, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_all_vector: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_any_vector(cells, NELEMS, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_any_vector: invalid comparison operator");
  EXPECT_EXIT(nvshmem_wait_until_some_vector(cells, NELEMS, indices, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_wait_until_some_vector: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test(cells, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_all(cells, NELEMS, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_all: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_any(cells, NELEMS, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_any: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_some(cells, NELEMS, indices, nullptr, kInvalidComparison, 1),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_some: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_all_vector(cells, NELEMS, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_all_vector: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_any_vector(cells, NELEMS, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_any_vector: invalid comparison operator");
  EXPECT_EXIT(nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, kInvalidComparison, operands),
              testing::ExitedWithCode(1),
              "nvshmem_" + typename_ +
                  "_test_some_vector: invalid comparison operator");
}

TEST(GenericHostForms, Short) {
  check_generic_forms<short>();
}

TEST(GenericHostForms, ShortDispatch) {
  check_dispatch<short>();
}

TEST(GenericHostForms, Int) {
  check_generic_forms<int>();
}

TEST(GenericHostForms, IntDispatch) {
  check_dispatch<int>();
}

TEST(GenericHostForms, Long) {
  check_generic_forms<long>();
}

TEST(GenericHostForms, LongDispatch) {
  check_dispatch<long>();
}

TEST(GenericHostForms, Longlong) {
  check_generic_forms<long long>();
}

TEST(GenericHostForms, LonglongDispatch) {
  check_dispatch<long long>();
}

TEST(GenericHostForms, Ushort) {
  check_generic_forms<unsigned short>();
}

TEST(GenericHostForms, UshortDispatch) {
  check_dispatch<unsigned short>();
}

TEST(GenericHostForms, Uint) {
  check_generic_forms<unsigned int>();
}

TEST(GenericHostForms, UintDispatch) {
  check_dispatch<unsigned int>();
}

TEST(GenericHostForms, Ulong) {
  check_generic_forms<unsigned long>();
}

TEST(GenericHostForms, UlongDispatch) {
  check_dispatch<unsigned long>();
}

TEST(GenericHostForms, Ulonglong) {
  check_generic_forms<unsigned long long>();
}

TEST(GenericHostForms, UlonglongDispatch) {
  check_dispatch<unsigned long long>();
}

TEST(GenericHostForms, Int32) {
  check_generic_forms<int32_t>();
}

TEST(GenericHostForms, Int32Dispatch) {
  check_dispatch<int32_t>();
}

TEST(GenericHostForms, Int64) {
  check_generic_forms<int64_t>();
}

TEST(GenericHostForms, Int64Dispatch) {
  check_dispatch<int64_t>();
}

TEST(GenericHostForms, Uint32) {
  check_generic_forms<uint32_t>();
}

TEST(GenericHostForms, Uint32Dispatch) {
  check_dispatch<uint32_t>();
}

TEST(GenericHostForms, Uint64) {
  check_generic_forms<uint64_t>();
}

TEST(GenericHostForms, Uint64Dispatch) {
  check_dispatch<uint64_t>();
}

TEST(GenericHostForms, Size) {
  check_generic_forms<size_t>();
}

TEST(GenericHostForms, SizeDispatch) {
  check_dispatch<size_t>();
}

TEST(GenericHostForms, Ptrdiff) {
  check_generic_forms<ptrdiff_t>();
}

TEST(GenericHostForms, PtrdiffDispatch) {
  check_dispatch<ptrdiff_t>();
}

// The comparison value converts from a literal of another type, and the
// aliases are one type: these compile without ambiguity.
static_assert(std::is_same<decltype(nvshmem_test(static_cast<int64_t *>(nullptr), NVSHMEM_CMP_EQ, 5)),
                           int>::value,
              "nvshmem_test returns int");
static_assert(std::is_same<decltype(nvshmem_test_any(static_cast<int32_t *>(nullptr), 1, nullptr,
                                                     NVSHMEM_CMP_EQ, 5u)),
                           size_t>::value,
              "nvshmem_test_any returns size_t");

#if !defined(SYMSYNC_NO_CUDA)
// The generic stream forms, for every type: compiled and linked, not run.
template <class T>
void enqueue_generic_stream_forms(T *cells, cudaStream_t stream) {
  T operands[NELEMS] = {};
  size_t indices[NELEMS];
  size_t *ret = nullptr;
  (void)operands;
  (void)indices;
  (void)ret;
  nvshmemx_wait_on_stream(cells, 0, stream);
  nvshmemx_wait_until_on_stream(cells, NVSHMEM_CMP_EQ, 1, stream);
  nvshmemx_wait_until_all_on_stream(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1, stream);
  nvshmemx_wait_until_any_on_stream(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1, ret, stream);
  nvshmemx_wait_until_some_on_stream(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1, ret, stream);
  nvshmemx_wait_until_all_vector_on_stream(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands, stream);
  nvshmemx_wait_until_any_vector_on_stream(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands, ret, stream);
  nvshmemx_wait_until_some_vector_on_stream(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands, ret, stream);
}

TEST(GenericStreamForms, CompileForEveryType) {
  const void *const forms[] = {
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<short>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<int>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<long>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<long long>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<unsigned short>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<unsigned int>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<unsigned long>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<unsigned long long>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<int32_t>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<int64_t>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<uint32_t>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<uint64_t>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<size_t>),
      reinterpret_cast<const void *>(&enqueue_generic_stream_forms<ptrdiff_t>),
  };
  for (const void *form : forms) EXPECT_NE(form, nullptr);
}
#endif  // !defined(SYMSYNC_NO_CUDA)

}  // namespace
