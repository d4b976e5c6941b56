// Single accesses to memory another PE, GPU or thread may be changing,
// shared by the point-to-point core (symsync/p2p_core.h) and the updates and
// data movement (symsync/updates.h, symsync/rma.h). On the device they are
// written in PTX (sm_70 and later) rather than through <cuda/atomic>, whose
// inclusion alone would triple the compile time of every translation unit
// that includes <nvshmem.h>.

#ifndef SYMSYNC_ACCESS_H_
#define SYMSYNC_ACCESS_H_

#include <string.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

#if SYMSYNC_DEVICE_PASS
// The body of a device load of a T (1, 2, 4 or 8 bytes) from `address` into
// `value`: one PTX ld.SEM.sys instruction of T's width.
#define SYMSYNC_LOAD_SYS(SEM)                                               \
  static_assert(                                                            \
      sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, \
      "variables are 1, 2, 4 or 8 bytes");                                  \
  if constexpr (sizeof(T) == 1) {                                           \
    unsigned short bits;                                                    \
    asm volatile("ld." #SEM ".sys.b8 %0, [%1];"                             \
                 : "=h"(bits)                                               \
                 : "l"(address)                                             \
                 : "memory");                                               \
    const unsigned char byte = static_cast<unsigned char>(bits);            \
    memcpy(&value, &byte, 1);                                               \
  } else if constexpr (sizeof(T) == 2) {                                    \
    unsigned short bits;                                                    \
    asm volatile("ld." #SEM ".sys.b16 %0, [%1];"                            \
                 : "=h"(bits)                                               \
                 : "l"(address)                                             \
                 : "memory");                                               \
    memcpy(&value, &bits, sizeof value);                                    \
  } else if constexpr (sizeof(T) == 4) {                                    \
    unsigned int bits;                                                      \
    asm volatile("ld." #SEM ".sys.b32 %0, [%1];"                            \
                 : "=r"(bits)                                               \
                 : "l"(address)                                             \
                 : "memory");                                               \
    memcpy(&value, &bits, sizeof value);                                    \
  } else {                                                                  \
    unsigned long long bits;                                                \
    asm volatile("ld." #SEM ".sys.b64 %0, [%1];"                            \
                 : "=l"(bits)                                               \
                 : "l"(address)                                             \
                 : "memory");                                               \
    memcpy(&value, &bits, sizeof value);                                    \
  }
#endif

// A relaxed load at system scope: one access of sizeof(T) bytes (1, 2, 4 or
// 8), never torn, ordered by nothing.
template <typename T>
SYMSYNC_HOST_DEVICE inline T load_relaxed(const T* address) {
  T value;
#if SYMSYNC_DEVICE_PASS
  SYMSYNC_LOAD_SYS(relaxed)
#else
  __atomic_load(address, &value, __ATOMIC_RELAXED);
#endif
  return value;
}

// An acquire load at system scope: as load_relaxed, and no later access of
// the caller's is performed before it.
template <typename T>
SYMSYNC_HOST_DEVICE inline T load_acquire(const T* address) {
  T value;
#if SYMSYNC_DEVICE_PASS
  SYMSYNC_LOAD_SYS(acquire)
#else
  __atomic_load(address, &value, __ATOMIC_ACQUIRE);
#endif
  return value;
}

#if SYMSYNC_DEVICE_PASS
// The body of a device store of `value` (a T of 2, 4 or 8 bytes) to
// `address`: one PTX st.SEM.sys instruction of T's width.
#define SYMSYNC_STORE_SYS(SEM)                                              \
  static_assert(                                                            \
      sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, \
      "variables are 1, 2, 4 or 8 bytes");                                  \
  if constexpr (sizeof(T) == 1) {                                           \
    unsigned char byte;                                                     \
    memcpy(&byte, &value, 1);                                               \
    const unsigned short bits = byte;                                       \
    asm volatile("st." #SEM ".sys.b8 [%0], %1;" ::"l"(address), "h"(bits)   \
                 : "memory");                                               \
  } else if constexpr (sizeof(T) == 2) {                                    \
    unsigned short bits;                                                    \
    memcpy(&bits, &value, sizeof bits);                                     \
    asm volatile("st." #SEM ".sys.b16 [%0], %1;" ::"l"(address), "h"(bits)  \
                 : "memory");                                               \
  } else if constexpr (sizeof(T) == 4) {                                    \
    unsigned int bits;                                                      \
    memcpy(&bits, &value, sizeof bits);                                     \
    asm volatile("st." #SEM ".sys.b32 [%0], %1;" ::"l"(address), "r"(bits)  \
                 : "memory");                                               \
  } else {                                                                  \
    unsigned long long bits;                                                \
    memcpy(&bits, &value, sizeof bits);                                     \
    asm volatile("st." #SEM ".sys.b64 [%0], %1;" ::"l"(address), "l"(bits)  \
                 : "memory");                                               \
  }
#endif

// A release store at system scope: one access of sizeof(T) bytes (the
// generic __atomic_store takes floating-point types too).
template <typename T>
SYMSYNC_HOST_DEVICE inline void store_release(T* address, T value) {
#if SYMSYNC_DEVICE_PASS
  SYMSYNC_STORE_SYS(release)
#else
  __atomic_store(address, &value, __ATOMIC_RELEASE);
#endif
}

// A relaxed store at system scope: one access, ordered by nothing.
template <typename T>
SYMSYNC_HOST_DEVICE inline void store_relaxed(T* address, T value) {
#if SYMSYNC_DEVICE_PASS
  SYMSYNC_STORE_SYS(relaxed)
#else
  __atomic_store(address, &value, __ATOMIC_RELAXED);
#endif
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_ACCESS_H_
