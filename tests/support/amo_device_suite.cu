// The device checks of the atomic memory operations: the cases of
// tests/support/amo_cases.h with the parties as GPU threads of every PE,
// and, in the counting case, host threads of every PE on the same object
// at the same time (the host forms on the GPU heap), so that device and
// host operations must be atomic with each other. Run as 2 PEs sharing a
// GPU and as 2 PEs on 2 "hosts" (the device forms through the host proxy).

#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/amo_cases.h"
#include "tests/support/amo_device_suite.h"
#include "tests/support/device_p2p_launch.h"
#include "tests/support/pe_test.h"
#include "tests/support/registered_test.h"

namespace symsync_test {
namespace {

// GPU threads per PE in the counting, electing and swapping cases.
constexpr int kDeviceParties = kAmoParties * kAmoOpsPerParty;
// Operations per host thread alongside them in the counting case.
constexpr int kHostOps = 8;

// One type's kernels, by routine.
struct TypeKernels {
  std::string type;
  size_t size = 0;
  bool floating = false;
  std::map<std::string, const void*> kernels;

  bool has(const char* routine) const { return kernels.count(routine) != 0; }
  uint64_t number(uint64_t k) const { return amo_number(k, size, floating); }
  uint64_t mask() const { return amo_mask(size); }
  // amo_wrong for this type.
  size_t wrong(const std::vector<uint64_t>& got, uint64_t first,
               size_t count) const {
    return amo_wrong(got, first, count, size, floating);
  }

  // Runs `routine` on `n` = values.size() GPU threads at `dest` on `pe`;
  // returns their prior values' bits.
  std::vector<uint64_t> run(const char* routine, void* dest,
                            const std::vector<uint64_t>& values,
                            const std::vector<uint64_t>& conds, int pe) const {
    const int n = static_cast<int>(values.size());
    const size_t bytes = values.size() * sizeof(uint64_t);
    auto* values_d = static_cast<uint64_t*>(gpu::allocate(bytes));
    auto* conds_d = static_cast<uint64_t*>(gpu::allocate(bytes));
    auto* priors_d = static_cast<uint64_t*>(gpu::allocate(bytes));
    gpu::to_device(values_d, values.data(), bytes);
    gpu::to_device(conds_d, conds.data(), bytes);
    void* args[] = {&dest, &values_d, &conds_d,
                    &pe,   &priors_d, const_cast<int*>(&n)};
    const unsigned threads = 128;
    gpu::check(
        cudaLaunchKernel(kernels.at(routine), dim3((n + threads - 1) / threads),
                         dim3(threads), args, 0, nullptr),
        routine);
    gpu::synchronize();
    std::vector<uint64_t> priors(values.size());
    gpu::to_host(priors.data(), priors_d, bytes);
    gpu::release(priors_d);
    gpu::release(conds_d);
    gpu::release(values_d);
    return priors;
  }
};

// Gathers every PE's `mine` (the same count on each) into PE 0's
// `gathered` (symmetric, big enough); returns them on PE 0.
std::vector<uint64_t> gather(const std::vector<uint64_t>& mine,
                             uint64_t* gathered) {
  nvshmem_putmem(gathered + static_cast<size_t>(my_pe()) * mine.size(),
                 mine.data(), mine.size() * sizeof(uint64_t), 0);
  nvshmem_barrier_all();
  if (my_pe() != 0) return {};
  std::vector<uint64_t> all(mine.size() * n_pes());
  gpu::to_host(all.data(), gathered, all.size() * sizeof(uint64_t));
  return all;
}

uint64_t host_fetch(const TypeKernels& k, void* dest, int pe) {
  // The host form of atomic_fetch, through the device kernel of the type's
  // fetch (one thread): the device form reads as the device sees it.
  return k.run("atomic_fetch", dest, {0}, {0}, pe)[0];
}

// GPU threads of every PE fetch_add (and fetch_inc) on PE 0's counters
// while host threads of every PE fetch_add on the same counter; every
// prior count comes back once, and add and inc lose nothing.
void loses_nothing(const TypeKernels& k) {
  SYMSYNC_REQUIRE_DEVICE();
  // Host threads beside the GPU's on an integer type (their add is the
  // integer add of the bits; a floating-point type's is another routine).
  const bool host_beside = !k.floating;
  const int host_ops = host_beside ? kAmoParties * kHostOps : 0;
  const int per_pe = kDeviceParties + host_ops;
  const int total = per_pe * n_pes();
  auto* counters = static_cast<uint64_t*>(nvshmem_calloc(3, sizeof(uint64_t)));
  auto* gathered = static_cast<uint64_t*>(
      nvshmem_calloc(static_cast<size_t>(total), sizeof(uint64_t)));
  nvshmem_barrier_all();
  note_activity("device atomic counting of " + k.type);
  std::vector<uint64_t> host_priors(host_ops);
  std::thread host([&] {
    // The host form of fetch_add on the same GPU-heap counter.
    std::vector<std::thread> threads;
    for (int t = 0; host_beside && t < kAmoParties; ++t) {
      threads.emplace_back([&, t] {
        for (int i = 0; i < kHostOps; ++i) {
          uint64_t one = k.number(1), prior = 0;
          // nvshmem_uint64_atomic_fetch_add and its kin: the generic C++
          // form would need the type; the bits of 1 added to a 4- or
          // 8-byte integer are the same operation for every integer type.
          if (k.size == 4) {
            prior = nvshmem_uint32_atomic_fetch_add(
                reinterpret_cast<uint32_t*>(&counters[0]),
                static_cast<uint32_t>(one), 0);
          } else {
            prior = nvshmem_uint64_atomic_fetch_add(&counters[0], one, 0);
          }
          host_priors[t * kHostOps + i] = prior;
        }
      });
    }
    for (auto& thread : threads) thread.join();
  });
  std::vector<uint64_t> ones(kDeviceParties, k.number(1));
  std::vector<uint64_t> zeros(kDeviceParties, 0);
  std::vector<uint64_t> mine =
      k.run("atomic_fetch_add", &counters[0], ones, zeros, 0);
  host.join();
  mine.insert(mine.end(), host_priors.begin(), host_priors.end());
  const bool inc = k.has("atomic_fetch_inc");
  const std::vector<uint64_t> incremented =
      inc ? k.run("atomic_fetch_inc", &counters[1], zeros, zeros, 0)
          : k.run("atomic_fetch_add", &counters[1], ones, zeros, 0);
  k.run("atomic_add", &counters[2],
        std::vector<uint64_t>(kDeviceParties, k.number(inc ? 3 : 4)), zeros, 0);
  if (inc) k.run("atomic_inc", &counters[2], zeros, zeros, 0);
  nvshmem_quiet();
  const std::vector<uint64_t> all = gather(mine, gathered);
  if (my_pe() == 0) {
    EXPECT_EQ(k.wrong(all, 0, total), 0u)
        << "of " << total << " prior counts (GPU and host threads), these "
        << "were not each of 0.." << total - 1 << " once";
  }
  nvshmem_barrier_all();
  const std::vector<uint64_t> all_incremented = gather(
      std::vector<uint64_t>(incremented.begin(), incremented.end()), gathered);
  if (my_pe() == 0) {
    EXPECT_EQ(k.wrong(all_incremented, 0, kDeviceParties * n_pes()), 0u)
        << "fetch_inc";
  }
  nvshmem_barrier_all();
  EXPECT_EQ(host_fetch(k, &counters[0], 0), k.number(total));
  EXPECT_EQ(host_fetch(k, &counters[2], 0),
            k.number(4 * static_cast<uint64_t>(kDeviceParties) * n_pes()))
      << "add and inc lost operands";
  nvshmem_barrier_all();
  nvshmem_free(gathered);
  nvshmem_free(counters);
}

// Of every GPU thread of every PE comparing a free word with 0, exactly one
// stores.
void compare_swap_elects_one(const TypeKernels& k) {
  SYMSYNC_REQUIRE_DEVICE();
  auto* words =
      static_cast<uint64_t*>(nvshmem_calloc(kAmoElections, sizeof(uint64_t)));
  auto* gathered =
      static_cast<uint64_t*>(nvshmem_calloc(n_pes(), sizeof(uint64_t)));
  nvshmem_barrier_all();
  for (int r = 0; r < kAmoElections; ++r) {
    const int owner = r % n_pes();
    std::vector<uint64_t> values, conds(kDeviceParties, k.number(0));
    for (int i = 0; i < kDeviceParties; ++i)
      values.push_back(k.number(my_pe() * kDeviceParties + i + 1));
    const std::vector<uint64_t> priors =
        k.run("atomic_compare_swap", &words[r], values, conds, owner);
    uint64_t won = 0;
    int winner = -1;
    for (int i = 0; i < kDeviceParties; ++i) {
      if (priors[i] == k.number(0)) {
        ++won;
        winner = i;
      }
    }
    const std::vector<uint64_t> all = gather({won}, gathered);
    if (my_pe() == 0) {
      uint64_t winners = 0;
      for (uint64_t w : all) winners += w;
      EXPECT_EQ(winners, 1u) << "election " << r << " on PE " << owner;
    }
    if (winner >= 0) {
      EXPECT_EQ(host_fetch(k, &words[r], owner),
                k.number(my_pe() * kDeviceParties + winner + 1))
          << "election " << r;
    }
    nvshmem_barrier_all();
  }
  nvshmem_free(gathered);
  nvshmem_free(words);
}

// The values swapped out of a word, and the one left, are the values
// swapped in and the first, each once.
void swap_returns_each_value_once(const TypeKernels& k) {
  SYMSYNC_REQUIRE_DEVICE();
  const int total = kDeviceParties * n_pes();
  auto* word = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  auto* gathered = static_cast<uint64_t*>(
      nvshmem_calloc(static_cast<size_t>(total), sizeof(uint64_t)));
  nvshmem_barrier_all();
  std::vector<uint64_t> values, zeros(kDeviceParties, 0);
  for (int i = 0; i < kDeviceParties; ++i)
    values.push_back(k.number(1 + my_pe() * kDeviceParties + i));
  const std::vector<uint64_t> out_mine =
      k.run("atomic_swap", word, values, zeros, 0);
  std::vector<uint64_t> out = gather(out_mine, gathered);
  const uint64_t left = host_fetch(k, word, 0);
  if (my_pe() == 0) {
    out.push_back(left);
    EXPECT_EQ(k.wrong(out, 0, total + 1), 0u)
        << "the values swapped out and the one left are not the values "
           "swapped in and the first";
  }
  nvshmem_barrier_all();
  nvshmem_free(gathered);
  nvshmem_free(word);
}

// One bit per GPU thread of every PE: or sets it, and clears it, xor
// toggles it.
void bitwise_combine(const TypeKernels& k) {
  SYMSYNC_REQUIRE_DEVICE();
  auto* words = static_cast<uint64_t*>(nvshmem_calloc(3, sizeof(uint64_t)));
  nvshmem_barrier_all();
  std::vector<uint64_t> bits, clear, zeros(kAmoParties, 0);
  uint64_t all_bits = 0;
  for (int p = 0; p < n_pes() * kAmoParties; ++p) all_bits |= 1ull << p;
  for (int i = 0; i < kAmoParties; ++i) {
    bits.push_back(1ull << (my_pe() * kAmoParties + i));
    clear.push_back(~bits.back() & k.mask());
  }
  const std::vector<uint64_t> ored =
      k.run("atomic_fetch_or", &words[0], bits, zeros, 0);
  k.run("atomic_or", &words[1], bits, zeros, 0);
  const std::vector<uint64_t> xored =
      k.run("atomic_fetch_xor", &words[2], bits, zeros, 0);
  for (int i = 0; i < kAmoParties; ++i) {
    EXPECT_EQ(ored[i] & bits[i], 0u);
    EXPECT_EQ(xored[i] & bits[i], 0u);
  }
  nvshmem_quiet();
  nvshmem_barrier_all();
  for (int w = 0; w < 3; ++w) {
    EXPECT_EQ(host_fetch(k, &words[w], 0), all_bits) << "word " << w;
  }
  nvshmem_barrier_all();
  const std::vector<uint64_t> anded =
      k.run("atomic_fetch_and", &words[0], clear, zeros, 0);
  k.run("atomic_and", &words[1], clear, zeros, 0);
  k.run("atomic_xor", &words[2], bits, zeros, 0);
  for (int i = 0; i < kAmoParties; ++i) EXPECT_EQ(anded[i] & bits[i], bits[i]);
  nvshmem_quiet();
  nvshmem_barrier_all();
  for (int w = 0; w < 3; ++w) {
    EXPECT_EQ(host_fetch(k, &words[w], 0), 0u) << "word " << w;
  }
  nvshmem_barrier_all();
  nvshmem_free(words);
}

void add(const TypeKernels& k, const char* name,
         void (*body)(const TypeKernels&)) {
  register_test(
      "AmoDevice" + capitalized(k.type), name, [k, body] { body(k); }, __FILE__,
      __LINE__);
}

}  // namespace

bool register_amo_device_tests(const AmoDeviceKernel* kernels, size_t count) {
  std::vector<TypeKernels> types;
  for (size_t i = 0; i < count; ++i) {
    auto found = std::find_if(
        types.begin(), types.end(),
        [&](const TypeKernels& k) { return k.type == kernels[i].type; });
    if (found == types.end()) {
      types.push_back(TypeKernels{
          kernels[i].type, kernels[i].size, kernels[i].floating, {}});
      found = types.end() - 1;
    }
    found->kernels[kernels[i].routine] = kernels[i].kernel;
  }
  for (const TypeKernels& k : types) {
    if (k.has("atomic_fetch_add")) add(k, "LosesNothing", loses_nothing);
    if (k.has("atomic_compare_swap")) {
      add(k, "CompareSwapElectsOne", compare_swap_elects_one);
    }
    add(k, "SwapReturnsEachValueOnce", swap_returns_each_value_once);
    if (k.has("atomic_fetch_or")) add(k, "BitwiseCombine", bitwise_combine);
  }
  return true;
}

}  // namespace symsync_test
