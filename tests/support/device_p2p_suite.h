// The point-to-point tests of the device forms (one thread, a warp, a
// block) and the stream forms, over the cases of p2p_cases.h (run by
// p2p_runner.h). This is the host code of those tests, compiled by the host
// compiler; the kernels are in the generated per-type CUDA sources
// (device_p2p_kernels.h), reached through DeviceLaunchers. They need a GPU and
// the CUDA heap; without one they skip (or fail, when SYMSYNC_REQUIRE_GPU is
// set).
//
// The checks are one typed-parameterized suite, P2pDevice, registered here
// once and instantiated by each generated per-type test
// (generated/tests/device/p2p_<subject>_test.cc) with a type parameter P:
//   using T = ...;
//   static const symsync_test::Subject<T>& subject();  the device routines
//   static bool has(symsync_test::DeviceForm form, size_t routine);
//   static const symsync_test::DeviceLaunchers<T>& launchers();
//   static const symsync_test::Subject<T>& stream_subject();  stream forms
//   static const std::vector<symsync_test::StreamCall<T>>& stream_calls();

#ifndef SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/device_p2p_launch.h"
#include "tests/support/p2p_runner.h"
#include "tests/support/pe_test.h"

namespace symsync_test {

// Device memory for `count` objects of type V, filled from `from` if given.
template <typename V>
class DeviceArray {
 public:
  explicit DeviceArray(size_t count, const V* from = nullptr)
      : count_(count),
        data_(static_cast<V*>(gpu::allocate(sizeof(V) * count))) {
    if (from != nullptr) gpu::to_device(data_, from, sizeof(V) * count);
  }
  explicit DeviceArray(const std::vector<V>& from)
      : DeviceArray(from.size(), from.data()) {}
  ~DeviceArray() { gpu::release(data_); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  V* get() const { return data_; }
  std::vector<V> read() const {
    std::vector<V> values(count_);
    gpu::to_host(values.data(), data_, sizeof(V) * count_);
    return values;
  }

 private:
  size_t count_;
  V* data_;
};

// Symmetric memory (the CUDA heap: device memory), for one check.
template <typename V>
class SymmetricDeviceArray {
 public:
  explicit SymmetricDeviceArray(size_t count)
      : data_(static_cast<V*>(
            nvshmem_malloc(sizeof(V) * std::max<size_t>(count, 1)))) {}
  ~SymmetricDeviceArray() { nvshmem_free(data_); }
  SymmetricDeviceArray(const SymmetricDeviceArray&) = delete;
  SymmetricDeviceArray& operator=(const SymmetricDeviceArray&) = delete;
  V* get() const { return data_; }

 private:
  V* data_;
};

// A batch of cases in device memory: the host copies of its arrays, and
// device arrays to run it on (`cells` where the caller says).
template <typename T>
struct DeviceBatch {
  std::vector<T> cells, operands;
  std::vector<int> status;
  DeviceArray<T> device_operands;
  DeviceArray<int> device_status;
  DeviceArray<size_t> device_indices;

  static std::vector<T> operands_of(const std::vector<Case<T>>& cases,
                                    const Layout& layout) {
    std::vector<T> operands(layout.total);
    for (size_t k = 0; k < cases.size(); ++k) {
      std::copy(cases[k].operands.begin(), cases[k].operands.end(),
                operands.begin() + layout.offset[k]);
    }
    return operands;
  }
  static std::vector<int> status_of(const std::vector<Case<T>>& cases,
                                    const Layout& layout) {
    std::vector<int> status(layout.total, 0);
    for (size_t k = 0; k < cases.size(); ++k) {
      std::copy(cases[k].status.begin(), cases[k].status.end(),
                status.begin() + layout.offset[k]);
    }
    return status;
  }
  static std::vector<T> cells_of(const std::vector<Case<T>>& cases,
                                 const Layout& layout) {
    std::vector<T> cells(layout.total);
    for (size_t k = 0; k < cases.size(); ++k) {
      std::copy(cases[k].cells.begin(), cases[k].cells.end(),
                cells.begin() + layout.offset[k]);
    }
    return cells;
  }

  DeviceBatch(const std::vector<Case<T>>& cases, const Layout& layout)
      : cells(cells_of(cases, layout)),
        operands(operands_of(cases, layout)),
        status(status_of(cases, layout)),
        device_operands(operands),
        device_status(status),
        device_indices(std::vector<size_t>(layout.total, kUnwritten)) {}
};

// The arguments of case `k` of a batch whose variables are at `cells`.
template <typename T>
Args<T> device_case_args(const Case<T>& c, size_t offset, T* cells,
                         DeviceBatch<T>& batch) {
  Args<T> a;
  a.ivar = a.sig_addr = a.ivars = c.null_array ? nullptr : cells + offset;
  a.nelems = c.nelems;
  a.indices = batch.device_indices.get() + offset;
  a.status = c.status.empty() ? nullptr : batch.device_status.get() + offset;
  a.cmp = c.cmp;
  a.cmp_value = c.operand;
  a.cmp_values = batch.device_operands.get() + offset;
  return a;
}

// The device arrays of one wake-up case.
template <typename T>
struct DeviceWakeArrays {
  DeviceArray<T> operands, after;
  DeviceArray<int> status;
  DeviceArray<size_t> updated, indices;

  explicit DeviceWakeArrays(const WakeCase<T>& w)
      : operands(w.operands),
        after(w.after),
        status(w.status.empty() ? std::vector<int>(1, 0) : w.status),
        updated(w.updated),
        indices(std::vector<size_t>(w.nelems, kUnwritten)) {}

  Args<T> args(const WakeCase<T>& w, T* cells) const {
    Args<T> a;
    a.ivar = a.sig_addr = a.ivars = cells;
    a.nelems = w.nelems;
    a.indices = indices.get();
    a.status = w.status.empty() ? nullptr : status.get();
    a.cmp = w.cmp;
    a.cmp_value = w.operands[0];
    a.cmp_values = operands.get();
    return a;
  }
};

// ---------------------------------------------------------------------------
// The device forms

template <typename T>
class DeviceTarget : public Target<T> {
 public:
  DeviceTarget(DeviceForm form, const DeviceLaunchers<T>& launchers,
               bool (*has)(DeviceForm, size_t))
      : form_(form), launchers_(launchers), has_(has) {}
  std::string name() const override {
    return form_ == DeviceForm::kDevice ? "device thread form"
           : form_ == DeviceForm::kWarp ? "device warp form"
                                        : "device block form";
  }
  unsigned members() const override { return device_members(form_); }
  bool has(size_t routine) const override { return has_(form_, routine); }

  void run(const Subject<T>&, const std::vector<Case<T>>& cases,
           const Layout& layout, std::vector<uint64_t>* results,
           std::vector<size_t>* indices) override {
    DeviceBatch<T> batch(cases, layout);
    DeviceArray<T> cells(batch.cells);
    std::vector<DeviceCase<T>> calls;
    for (size_t k = 0; k < cases.size(); ++k) {
      calls.push_back(
          {static_cast<int>(cases[k].routine),
           device_case_args(cases[k], layout.offset[k], cells.get(), batch)});
    }
    DeviceArray<DeviceCase<T>> device_calls(calls);
    DeviceArray<uint64_t> device_results(results->size());
    gpu::check(launchers_.run_cases(form_, device_calls.get(),
                                    static_cast<int>(calls.size()),
                                    device_results.get()),
               "running the cases");
    *results = device_results.read();
    *indices = batch.device_indices.read();
  }

  // Block 0 of this PE waits on its own variables while block 1 of the
  // left PE (alone: block 1 of this PE) writes the payload words and
  // releases them, reaching them through nvshmem_ptr in device code.
  void run_wakes(const Subject<T>& subject,
                 const std::vector<WakeCase<T>>& cases,
                 std::vector<WakeOutcome>* outcomes) override {
    size_t largest = 1;
    for (const WakeCase<T>& w : cases) largest = std::max(largest, w.nelems);
    SymmetricDeviceArray<T> cells(largest);
    SymmetricDeviceArray<uint64_t> payload(largest);
    const unsigned n = members();
    DeviceArray<uint64_t> results(n);
    DeviceArray<int> seen(n), released(n);
    for (const WakeCase<T>& w : cases) {
      DeviceWakeArrays<T> arrays(w);
      gpu::to_device(cells.get(), w.before.data(), sizeof(T) * w.nelems);
      gpu::zero(payload.get(), sizeof(uint64_t) * w.nelems);
      gpu::synchronize();
      nvshmem_barrier_all();
      DeviceWake<T> wake;
      wake.routine = static_cast<int>(w.routine);
      wake.kind = subject.routines[w.routine].kind;
      wake.args = arrays.args(w, cells.get());
      wake.target_pe = right_pe();
      wake.updated = arrays.updated.get();
      wake.n_updated = static_cast<int>(w.updated.size());
      wake.pause_before_last = w.pause_before_last;
      wake.after = arrays.after.get();
      wake.payload = payload.get();
      wake.round = w.round;
      wake.results = results.get();
      wake.payload_seen = seen.get();
      wake.all_released = released.get();
      note_activity(name() + ": " + describe(subject, w));
      gpu::check(launchers_.run_wake(form_, wake), "running a wake-up case");
      WakeOutcome outcome;
      outcome.results = results.read();
      outcome.payload_seen = seen.read();
      outcome.all_released = released.read();
      outcome.indices = arrays.indices.read();
      outcomes->push_back(std::move(outcome));
      nvshmem_barrier_all();
    }
  }

  // The thread form is called by the 32 threads of a warp, each its own
  // caller with its own series, each checked here; the warp and block forms
  // by one group, whose members must agree.
  void run_series(const Subject<T>& subject, const SeriesCase<T>& s,
                  std::vector<uint64_t>* results) override {
    const unsigned threads = form_ == DeviceForm::kDevice ? 32 : members();
    DeviceArray<T> cells(s.cells);
    DeviceArray<T> operands(std::vector<T>(s.nelems, s.operand));
    DeviceArray<int> status(s.status.empty() ? std::vector<int>(1, 0)
                                             : s.status);
    std::vector<int> routines(s.routines.begin(), s.routines.end());
    DeviceArray<int> device_routines(routines);
    const int calls = static_cast<int>(s.calls * s.routines.size());
    DeviceArray<uint64_t> device_results(static_cast<size_t>(calls) * threads);
    Args<T> a;
    a.ivars = cells.get();
    a.nelems = s.nelems;
    a.status = s.status.empty() ? nullptr : status.get();
    a.cmp = s.cmp;
    a.cmp_value = s.operand;
    a.cmp_values = operands.get();
    gpu::check(launchers_.run_series(form_, threads, device_routines.get(),
                                     static_cast<int>(routines.size()), a,
                                     calls, device_results.get()),
               "running a series");
    const std::vector<uint64_t> all = device_results.read();
    Problems problems(name());
    for (unsigned t = 0; t < threads; ++t) {
      std::vector<uint64_t> own;
      for (int call = 0; call < calls; ++call)
        own.push_back(all[static_cast<size_t>(call) * threads + t]);
      if (t == 0) *results = own;
      if (form_ == DeviceForm::kDevice) {
        problems.report(describe(subject, s) + ", thread " + std::to_string(t),
                        check_series(subject, s, own));
      } else if (own != *results) {
        problems.report(describe(subject, s),
                        "member " + std::to_string(t) +
                            " returned other values than member 0");
      }
    }
  }

 private:
  DeviceForm form_;
  const DeviceLaunchers<T>& launchers_;
  bool (*has_)(DeviceForm, size_t);
};

// On the device too, a waiting routine returns the value that satisfied it.
template <typename T>
void check_device_returns_the_satisfying_value(
    const Subject<T>& subject, const DeviceLaunchers<T>& launchers) {
  SymmetricDeviceArray<T> cell(1);
  DeviceArray<int> flags(2);
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    if (routine.kind != Kind::kWait || !routine.returns || !routine.has_cmp)
      continue;
    const T bad = T(0), good = T(9);
    gpu::zero(flags.get(), 2 * sizeof(int));
    gpu::to_device(cell.get(), &bad, sizeof(T));
    Args<T> a;
    a.ivar = a.sig_addr = cell.get();
    a.cmp = NVSHMEM_CMP_NE;
    a.cmp_value = bad;
    gpu::check(launchers.run_toggle(static_cast<int>(r), a, good, bad, 20000,
                                    flags.get()),
               "running the toggling kernel");
    EXPECT_EQ(flags.read()[1], 0)
        << routine.name
        << " on the device returned values that do not satisfy NE " << +bad;
  }
}

// ---------------------------------------------------------------------------
// The stream forms

template <typename T>
using StreamCall = void (*)(const Args<T>&, cudaStream_t);

template <typename T>
class StreamTarget : public Target<T> {
 public:
  StreamTarget(const std::vector<StreamCall<T>>& calls,
               const DeviceLaunchers<T>& launchers)
      : calls_(calls), launchers_(launchers) {}
  std::string name() const override { return "stream form"; }
  unsigned members() const override { return 1; }

  // Every case enqueued on one stream (each returns at once), with `ret`
  // and `indices` in device memory; read once the stream is done.
  void run(const Subject<T>& subject, const std::vector<Case<T>>& cases,
           const Layout& layout, std::vector<uint64_t>* results,
           std::vector<size_t>* indices) override {
    DeviceBatch<T> batch(cases, layout);
    SymmetricDeviceArray<T> cells(layout.total);  // the stream forms check it
    gpu::to_device(cells.get(), batch.cells.data(), sizeof(T) * layout.total);
    DeviceArray<size_t> ret(std::vector<size_t>(cases.size(), kUnwritten));
    gpu::synchronize();
    cudaStream_t stream = gpu::new_stream();
    for (size_t k = 0; k < cases.size(); ++k) {
      Args<T> a =
          device_case_args(cases[k], layout.offset[k], cells.get(), batch);
      a.ret = ret.get() + k;
      calls_[cases[k].routine](a, stream);
    }
    gpu::synchronize_stream(stream);
    gpu::destroy_stream(stream);
    const std::vector<size_t> returned = ret.read();
    for (size_t k = 0; k < cases.size(); ++k) {
      (*results)[k] =
          subject.routines[cases[k].routine].returns ? returned[k] : 0;
    }
    *indices = batch.device_indices.read();
  }

  // The wait is enqueued on one stream, then a copy of the payload words
  // and of the variables; the stream must still be busy a while later;
  // then another stream writes the payload words and releases the
  // elements. The copies, made by work after the wait, must show the
  // payload of what the wait reports (and for *_all every element
  // released); `ret` and `indices` are read once the stream is done.
  void run_wakes(const Subject<T>& subject,
                 const std::vector<WakeCase<T>>& cases,
                 std::vector<WakeOutcome>* outcomes) override {
    size_t largest = 1;
    for (const WakeCase<T>& w : cases) largest = std::max(largest, w.nelems);
    SymmetricDeviceArray<T> cells(largest);
    DeviceArray<uint64_t> payload(largest), payload_copy(largest);
    DeviceArray<T> cells_copy(largest);
    DeviceArray<size_t> ret(1);
    cudaStream_t waiting = gpu::new_stream();
    cudaStream_t releasing = gpu::new_stream();
    Problems problems(name());
    gpu::check(launchers_.load_stream_release(), "loading the release kernel");
    gpu::load_copy_kernel();
    for (const WakeCase<T>& w : cases) {
      const RoutineInfo& routine = subject.routines[w.routine];
      DeviceWakeArrays<T> arrays(w);
      DeviceArray<T> device_after(w.after);
      gpu::to_device(cells.get(), w.before.data(), sizeof(T) * w.nelems);
      gpu::zero(payload.get(), sizeof(uint64_t) * w.nelems);
      gpu::zero(payload_copy.get(), sizeof(uint64_t) * w.nelems);
      const size_t unwritten = kUnwritten;
      gpu::to_device(ret.get(), &unwritten, sizeof unwritten);
      gpu::synchronize();
      Args<T> a = arrays.args(w, cells.get());
      a.ret = ret.get();
      note_activity(describe(subject, w));
      calls_[w.routine](a, waiting);
      gpu::copy_on_stream(waiting, payload.get(), payload_copy.get(),
                          sizeof(uint64_t) * w.nelems);
      gpu::copy_on_stream(waiting, cells.get(), cells_copy.get(),
                          sizeof(T) * w.nelems);
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      if (gpu::stream_idle(waiting))
        problems.report(describe(subject, w), "the stream did not wait");
      gpu::check(
          launchers_.release_on_stream(
              releasing, cells.get(), arrays.updated.get(), w.updated.size(),
              device_after.get(), payload.get(), w.round, w.pause_before_last),
          "launching the release kernel");
      gpu::synchronize_stream(waiting);
      gpu::synchronize_stream(releasing);
      WakeOutcome outcome;
      const uint64_t result = routine.returns
                                  ? ret.read()[0]
                                  : (routine.kind == Kind::kWaitAll ? 1 : 0);
      outcome.indices = arrays.indices.read();
      const std::vector<uint64_t> seen = payload_copy.read();
      const std::vector<T> cells_then = cells_copy.read();
      bool payload_ok = true;
      const std::vector<size_t> reported =
          reported_elements(routine.kind, w, result, outcome.indices.data());
      payload_ok = !reported.empty();
      for (size_t e : reported)
        payload_ok &= seen[e] == payload_word(w.round, e);
      bool released = true;
      for (size_t i = 0; i < w.nelems; ++i)
        released &= !in_set(w.status, i) || cells_then[i] == w.after[i];
      outcome.results = {result};
      outcome.payload_seen = {payload_ok ? 1 : 0};
      outcome.all_released = {released ? 1 : 0};
      outcomes->push_back(std::move(outcome));
    }
    gpu::destroy_stream(waiting);
    gpu::destroy_stream(releasing);
  }

  void run_series(const Subject<T>&, const SeriesCase<T>&,
                  std::vector<uint64_t>*) override {
    ADD_FAILURE() << "stream forms have no series";
  }

 private:
  const std::vector<StreamCall<T>>& calls_;
  const DeviceLaunchers<T>& launchers_;
};

// ---------------------------------------------------------------------------
// The suite

template <typename P>
class P2pDevice : public testing::Test {};

TYPED_TEST_SUITE_P(P2pDevice);

template <typename P>
DeviceTarget<typename P::T> device_target(DeviceForm form) {
  return DeviceTarget<typename P::T>(form, P::launchers(), &P::has);
}

// Every routine, comparison, the ends of T's range, sets of every size
// (including sizes larger than the group and not a multiple of it), with
// and without a mask, and empty sets.
template <typename P>
void check_device_comparisons(DeviceForm form) {
  DeviceTarget<typename P::T> target = device_target<P>(form);
  check_comparisons(P::subject(), target);
  check_empty_sets(P::subject(), target);
}

// Sets smaller than the group, larger, and a whole step of its
// block-at-a-time scan with a tail.
template <typename P>
void check_device_wakeup(DeviceForm form) {
  DeviceTarget<typename P::T> target = device_target<P>(form);
  const size_t members = device_members(form);
  check_wakeup(
      P::subject(), target,
      form == DeviceForm::kDevice
          ? std::vector<size_t>{20, 37}
          : std::vector<size_t>{7, 37, kScanStep * members + members / 2 + 3});
}

template <typename P>
void check_device_series(DeviceForm form) {
  DeviceTarget<typename P::T> target = device_target<P>(form);
  check_series(P::subject(), target);
}

TYPED_TEST_P(P2pDevice, ThreadComparisons) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_comparisons<TypeParam>(DeviceForm::kDevice);
}

TYPED_TEST_P(P2pDevice, WarpComparisons) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_comparisons<TypeParam>(DeviceForm::kWarp);
}

TYPED_TEST_P(P2pDevice, BlockComparisons) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_comparisons<TypeParam>(DeviceForm::kBlock);
}

TYPED_TEST_P(P2pDevice, ThreadWakeUp) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_wakeup<TypeParam>(DeviceForm::kDevice);
}

TYPED_TEST_P(P2pDevice, WarpWakeUp) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_wakeup<TypeParam>(DeviceForm::kWarp);
}

TYPED_TEST_P(P2pDevice, BlockWakeUp) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_wakeup<TypeParam>(DeviceForm::kBlock);
}

// The thread form by the 32 threads of a warp, each its own series; the
// warp and block forms by one group; alone and interleaved.
TYPED_TEST_P(P2pDevice, ThreadAnySeries) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_series<TypeParam>(DeviceForm::kDevice);
}

TYPED_TEST_P(P2pDevice, WarpAnySeries) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_series<TypeParam>(DeviceForm::kWarp);
}

TYPED_TEST_P(P2pDevice, BlockAnySeries) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_series<TypeParam>(DeviceForm::kBlock);
}

TYPED_TEST_P(P2pDevice, ThreadReturnsTheSatisfyingValue) {
  SYMSYNC_REQUIRE_DEVICE();
  check_device_returns_the_satisfying_value(TypeParam::subject(),
                                            TypeParam::launchers());
}

// Every stream form on the comparison cases whose condition holds and on
// empty sets: `ret` and `indices` as the host forms would return them.
TYPED_TEST_P(P2pDevice, StreamComparisons) {
  SYMSYNC_REQUIRE_DEVICE();
  StreamTarget<typename TypeParam::T> target(TypeParam::stream_calls(),
                                             TypeParam::launchers());
  CaseOptions options;
  options.shift_step = 3;
  check_comparisons(TypeParam::stream_subject(), target, options);
  check_empty_sets(TypeParam::stream_subject(), target);
}

TYPED_TEST_P(P2pDevice, StreamWakeUp) {
  SYMSYNC_REQUIRE_DEVICE();
  StreamTarget<typename TypeParam::T> target(TypeParam::stream_calls(),
                                             TypeParam::launchers());
  check_wakeup(TypeParam::stream_subject(), target, {20});
}

REGISTER_TYPED_TEST_SUITE_P(P2pDevice, ThreadComparisons, WarpComparisons,
                            BlockComparisons, ThreadWakeUp, WarpWakeUp,
                            BlockWakeUp, ThreadAnySeries, WarpAnySeries,
                            BlockAnySeries, ThreadReturnsTheSatisfyingValue,
                            StreamComparisons, StreamWakeUp);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_DEVICE_P2P_SUITE_H_
