// The host-side logic of device support that runs without a GPU: how a
// device error record is reported, and when a stream wait may use the
// driver's wait.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <symsync/updates.h>

#include <climits>
#include <cstring>
#include <string>

#include "runtime/src/common/errors.h"
#include "runtime/src/stream/driver_wait_policy.h"

namespace symsync {
namespace impl {
namespace {

DeviceErrorRecord record(const char* routine, const char* message,
                         long long value) {
  DeviceErrorRecord r = {};
  r.state = kDeviceErrorReady;
  r.pe = 1;
  r.block[0] = 3;
  r.thread[0] = 17;
  r.thread[1] = 2;
  r.value = value;
  std::strncpy(r.routine, routine, sizeof r.routine - 1);
  std::strncpy(r.message, message, sizeof r.message - 1);
  return r;
}

TEST(DeviceErrorReport, NamesTheValueBlockAndThread) {
  const auto r =
      record("nvshmem_int_wait_until", "invalid comparison operator %lld", 9);
  EXPECT_EQ(describe_device_error(r),
            "invalid comparison operator 9 (in device code: block (3,0,0), "
            "thread (17,2,0))");
}

// A member that did not reach a team's barrier or short reduction in device
// code is reported with its world PE (the value) and the team's handle
// (value2); device printf says the same.
TEST(DeviceErrorReport, AMissingMemberNamesItsTeam) {
  auto r = record("nvshmemx_barrier_block",
                  SYMSYNC_MISSING_MEMBER_MESSAGE("barrier"), 2);
  r.value2 = 7;
  const char* where = " (in device code: block (3,0,0), thread (17,2,0))";
  const std::string text =
      "PE 2 did not reach this barrier of team 7 within "
      "NVSHMEM_WAIT_TIMEOUT: every PE of the team must call it";
  EXPECT_EQ(describe_device_error(r), text + where);
  char printed[sizeof(DeviceErrorRecord::message) + 48];
  format_device_message(printed, sizeof printed, r.message, r.value, r.value2);
  EXPECT_EQ(std::string(printed), text);
}

// What device printf shows of a report is the host's text without its
// place: the value written into the message (or the message alone), %% as
// %, cut to fit.
TEST(DeviceErrorReport, DevicePrintfSaysWhatTheHostSays) {
  const char* suffix = " (in device code: block (3,0,0), thread (17,2,0))";
  for (const char* message :
       {"called from a block of %lld threads: a warpgroup's form needs a "
        "block of whole warpgroups",
        "invalid comparison operator %lld", "PE %lld is not in the team",
        "PE %lld of team %lld", "100%% of nothing", "no value here"}) {
    for (long long value : {0LL, 96LL, -7LL, LLONG_MIN, LLONG_MAX}) {
      const long long value2 = value == 96 ? 7 : -(value / 2);
      char text[sizeof(DeviceErrorRecord::message) + 48];
      format_device_message(text, sizeof text, message, value, value2);
      auto r = record("r", message, value);
      r.value2 = value2;
      EXPECT_EQ(std::string(text) + suffix, describe_device_error(r))
          << message << ", " << value << ", " << value2;
    }
  }
  char small[8];
  format_device_message(small, sizeof small, "value %lld", 123456);
  EXPECT_STREQ(small, "value 1");
}

// Every kernel the stream forms instantiate registers itself, so that
// nvshmem_init loads it before any of the library's waits can run (under
// CUDA's lazy loading a first launch behind a wait across hosts stops both
// for good): one combining kernel per C type and operation of the
// reductions, and the wait kernels of each type.
TEST(LibraryKernels, EveryStreamFormsKernelIsRegistered) {
  // A program that calls a stream form links the generated stream forms'
  // object, whose registrations run as the program starts.
  volatile auto linked = &nvshmemx_int_sum_reduce_on_stream;
  (void)linked;
  // 143 today: 87 combining kernels, 56 wait kernels. Without either
  // family's registrations the count is below 100.
  EXPECT_GE(registered_library_kernels(), 100u);
}

// NVSHMEM_DEBUG's device check records the numbers of a range outside its
// allocation; the host says what they mean.
TEST(DeviceErrorReport, ARangeOutsideItsAllocationIsPutInWords) {
  auto r = record("nvshmem_double_put", "a range outside its allocation", 0);
  r.has_range = 1;
  std::strncpy(r.range.parameter, "dest", sizeof r.range.parameter - 1);
  r.range.offset = 4096;
  r.range.bytes = 256;
  r.range.start = 4096;
  r.range.size = 128;
  EXPECT_EQ(describe_device_error(r),
            "dest (256 bytes at heap offset 4096) runs 128 bytes past the end "
            "of its allocation of 128 bytes at heap offset 4096 "
            "(NVSHMEM_DEBUG) (in device code: block (3,0,0), thread (17,2,0))");
  r.range.in_no_allocation = 1;
  r.range.offset = 9000;
  r.range.bytes = 8;
  EXPECT_EQ(describe_device_error(r),
            "dest (8 bytes at heap offset 9000) is in no live allocation of "
            "the symmetric heap (NVSHMEM_DEBUG): nvshmem_free freed it, or no "
            "nvshmem_malloc, calloc or align returned it (in device code: "
            "block (3,0,0), thread (17,2,0))");
}

TEST(DeviceErrorReport, ATextWithoutAValueIsPrintedAsItIs) {
  const auto r = record("nvshmem_my_pe", "called before nvshmem_init", 0);
  EXPECT_EQ(describe_device_error(r),
            "called before nvshmem_init (in device code: block (3,0,0), "
            "thread (17,2,0))");
}

TEST(DeviceErrorReport, AnUnexpectedConversionIsNeverPassedToPrintf) {
  // A record a faulty kernel overwrote must not make the host read
  // arguments that are not there.
  const auto r = record("x", "bad %s %n %lld", 5);
  EXPECT_EQ(describe_device_error(r),
            "bad %s %n %lld (value 5) (in device code: block (3,0,0), thread "
            "(17,2,0))");
}

TEST(DeviceErrorReport, AnUnterminatedMessageStaysInsideTheRecord) {
  auto r = record("x", "", 0);
  std::memset(r.message, 'a', sizeof r.message);
  const std::string text = describe_device_error(r);
  EXPECT_EQ(text.find('a' + std::string(sizeof r.message, 'a')),
            std::string::npos);
  EXPECT_EQ(text.substr(0, sizeof r.message),
            std::string(sizeof r.message, 'a'));
}

TEST(DriverWaitPolicy, OnlyWithFlushSupport) {
  DriverWaitAbilities all;
  all.wait32 = all.wait64 = all.flush = true;
  EXPECT_TRUE(driver_wait_usable(all, 4));
  EXPECT_TRUE(driver_wait_usable(all, 8));
  EXPECT_FALSE(driver_wait_usable(all, 2));

  DriverWaitAbilities no_flush = all;
  no_flush.flush = false;
  EXPECT_FALSE(driver_wait_usable(no_flush, 4))
      << "without CAN_FLUSH_REMOTE_WRITES the waiting kernel must be used";
  EXPECT_FALSE(driver_wait_usable(no_flush, 8));

  DriverWaitAbilities no64 = all;
  no64.wait64 = false;
  EXPECT_TRUE(driver_wait_usable(no64, 4));
  EXPECT_FALSE(driver_wait_usable(no64, 8));
}

}  // namespace
}  // namespace impl
}  // namespace symsync
