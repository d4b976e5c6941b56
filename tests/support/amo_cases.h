// The one description of the atomic memory operations' cases, for the host
// suite (tests/support/amo_host_suite.cc) and the device suite: how many
// parties operate at once and how often, and how a case's values are made
// for a type. Every party of every PE operates on the same objects of one
// PE at once; the checks then count what happened:
//  * LosesNothing: fetch_add and fetch_inc return each prior count exactly
//    once (gathered from every party), and add and inc leave the sum of
//    every party's operands;
//  * CompareSwapElectsOne: of every party comparing a free word with the
//    same value, exactly one stores, and a comparison that fails stores
//    nothing;
//  * SwapReturnsEachValueOnce: the values swapped out, and the one left,
//    are the values swapped in and the first, each once; fetch reads it;
//  * BitwiseCombine: or, and, xor (fetching and not) of one bit per party
//    leave and return what the bits say;
//  * WaitWokenByAtomic: a wait on the object ends when adds reach its
//    value, as it does for atomic_set.

#ifndef SYMSYNC_TESTS_SUPPORT_AMO_CASES_H_
#define SYMSYNC_TESTS_SUPPORT_AMO_CASES_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/platform.h>

#include <algorithm>
#include <vector>

namespace symsync_test {

// Parties per PE (host threads; on the device, threads of a block), and
// operations per party in the counting and swapping cases.
constexpr int kAmoParties = 4;
constexpr int kAmoOpsPerParty = 32;
// Words elected by compare-and-swap, one after another.
constexpr int kAmoElections = 6;

// The bits of the small number `k` as a value of a type of `size` bytes:
// an integer, or a half, float or double (`floating`; exact below 2048,
// which is all the cases use).
SYMSYNC_HOST_DEVICE inline uint64_t amo_number(uint64_t k, size_t size,
                                               bool floating) {
  uint64_t bits = 0;
  if (!floating) return size == 4 ? (k & 0xffffffffu) : k;
  if (size == 2) {
    // IEEE half: sign 0, exponent e + 15 for 2^e <= k < 2^(e+1), and the
    // 10 bits below the leading one.
    if (k == 0) return 0;
    int e = 0;
    while ((k >> (e + 1)) != 0) ++e;
    const uint64_t mantissa = (e <= 10 ? k << (10 - e) : k >> (e - 10)) & 0x3ff;
    return (static_cast<uint64_t>(e + 15) << 10) | mantissa;
  }
  if (size == 4) {
    const float value = static_cast<float>(k);
    memcpy(&bits, &value, sizeof value);
  } else {
    const double value = static_cast<double>(k);
    memcpy(&bits, &value, sizeof value);
  }
  return bits;
}

// Every bit of an object of `size` bytes: a bitwise case's full mask.
inline uint64_t amo_mask(size_t size) {
  return size == 8 ? ~0ull : (1ull << (8 * size)) - 1;
}

// The checks of the counting and swapping cases: how many of the values
// `got` (the prior values the parties were returned, and what else the
// case gathered) are not the numbers first .. first + count - 1, each once.
// 0 exactly when `got` holds each of them once and nothing else.
inline size_t amo_wrong(std::vector<uint64_t> got, uint64_t first, size_t count,
                        size_t size, bool floating) {
  std::vector<uint64_t> expected;
  for (size_t i = 0; i < count; ++i)
    expected.push_back(amo_number(first + i, size, floating));
  std::sort(got.begin(), got.end());
  std::sort(expected.begin(), expected.end());
  size_t wrong = got.size() > count ? got.size() - count : count - got.size();
  for (size_t i = 0; i < std::min(got.size(), count); ++i)
    wrong += got[i] != expected[i];
  return wrong;
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_AMO_CASES_H_
