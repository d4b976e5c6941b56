// Scan throughput of the host forms on one PE: wait_until_all, test_all,
// test_some and wait_until_any over arrays of 1 Ki to 16 Mi ints whose
// condition already holds, with and without a status mask, against a plain
// read loop over the same array measured in the same run.
//
//   NVSHMEM_SYMMETRIC_SIZE=512m scan [MAX_ELEMENTS]
//
// Prints one line per measurement:
//   "scan <routine> <mask|nomask> n=<elements> ns=<per call> elems_per_s=<x>
//    bytes_per_s=<y>"
// bytes_per_s counts the bytes the routine must read (ivars, and status when
// masked). For wait_until_any only the last element satisfies: a call that
// starts its scan at element s examines n - s elements. The start advances by
// one per call of a thread, so each measurement runs in a fresh thread (starts
// 0, 1, 2, ...) and the elements examined are counted exactly.

#include <nvshmem.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <thread>
#include <vector>

namespace {

struct Run {
  double ns;   // per call
  long calls;  // in the run
};

// The median (by time per call) of 5 runs, each lasting >= 50 ms, each in a
// thread of its own.
Run median_run(const std::function<void()>& call) {
  std::vector<Run> runs;
  for (int run = 0; run < 5; ++run) {
    Run result{};
    std::thread([&] {
      const auto start = std::chrono::steady_clock::now();
      double elapsed = 0;
      do {
        call();
        ++result.calls;
        elapsed = std::chrono::duration<double, std::nano>(
                      std::chrono::steady_clock::now() - start)
                      .count();
      } while (elapsed < 5e7 || result.calls < 3);
      result.ns = elapsed / result.calls;
    }).join();
    runs.push_back(result);
  }
  std::sort(runs.begin(), runs.end(),
            [](const Run& a, const Run& b) { return a.ns < b.ns; });
  return runs[runs.size() / 2];
}

double ns_per_call(const std::function<void()>& call) {
  return median_run(call).ns;
}

// Elements examined per call, on average, by `calls` calls of a *_any
// routine over n elements where only the last satisfies, starting at 0, 1, 2,
// ... (mod n): a call starting at s examines n - s.
double any_examined_per_call(double n, long calls) {
  const double cycles = static_cast<double>(calls / static_cast<long>(n));
  const double rest = static_cast<double>(calls % static_cast<long>(n));
  const double total =
      cycles * n * (n + 1) / 2 + rest * n - rest * (rest - 1) / 2;
  return total / calls;
}

void report(const char* routine, const char* mask, size_t n, double ns,
            double elements, double bytes) {
  std::printf("scan %s %s n=%zu ns=%.1f elems_per_s=%.4g bytes_per_s=%.4g\n",
              routine, mask, n, ns, elements / ns * 1e9, bytes / ns * 1e9);
}

volatile long sink;

}  // namespace

int main(int argc, char** argv) {
  const size_t max_elements =
      argc > 1 ? std::strtoul(argv[1], nullptr, 10) : size_t{16} << 20;
  nvshmem_init();
  auto* ivars = static_cast<int*>(nvshmem_malloc(max_elements * sizeof(int)));
  if (ivars == nullptr) {
    std::fprintf(stderr, "scan: raise NVSHMEM_SYMMETRIC_SIZE\n");
    return 1;
  }
  std::vector<int> status(max_elements, 0);
  std::vector<size_t> indices(max_elements);
  for (size_t i = 0; i < max_elements; ++i) ivars[i] = 1;

  for (size_t n = 1024; n <= max_elements; n *= 4) {
    const double ints = static_cast<double>(n);
    const double read_ns = ns_per_call([&] {
      long sum = 0;
      for (size_t i = 0; i < n; ++i) sum += ivars[i];
      sink = sum;
    });
    report("read_loop", "nomask", n, read_ns, ints, ints * sizeof(int));
    for (const int* mask : {static_cast<const int*>(nullptr),
                            static_cast<const int*>(status.data())}) {
      const char* name = mask ? "mask" : "nomask";
      const double mask_bytes = mask ? sizeof(int) : 0;
      const double per_element = sizeof(int) + mask_bytes;
      report("wait_until_all", name, n, ns_per_call([&] {
               nvshmem_int_wait_until_all(ivars, n, mask, NVSHMEM_CMP_EQ, 1);
             }),
             ints, ints * per_element);
      report("test_all", name, n, ns_per_call([&] {
               sink = nvshmem_int_test_all(ivars, n, mask, NVSHMEM_CMP_EQ, 1);
             }),
             ints, ints * per_element);
      report("test_some", name, n, ns_per_call([&] {
               sink = static_cast<long>(nvshmem_int_test_some(
                   ivars, n, indices.data(), mask, NVSHMEM_CMP_EQ, 1));
             }),
             ints, ints * per_element);
      // Only the last element satisfies: the call must scan for it.
      ivars[n - 1] = 2;
      const Run any = median_run([&] {
        sink = static_cast<long>(
            nvshmem_int_wait_until_any(ivars, n, mask, NVSHMEM_CMP_EQ, 2));
      });
      const double examined = any_examined_per_call(ints, any.calls);
      report("wait_until_any", name, n, any.ns, examined,
             examined * per_element);
      ivars[n - 1] = 1;
    }
  }
  nvshmem_free(ivars);
  nvshmem_finalize();
  return 0;
}
