// Error reporting inside the runtime. Every message starts with "symsync:",
// the PE number once it is known, and the public routine involved.

#ifndef SYMSYNC_RUNTIME_ERRORS_H_
#define SYMSYNC_RUNTIME_ERRORS_H_

#include <symsync/device_state.h>
#include <symsync/platform.h>

#include <string>

namespace symsync {
namespace impl {

// How fatal() ends the job once several PEs run (the bootstrap's abort),
// and this PE's number for message prefixes (-1 while unknown).
using AbortJob = void (*)(int exit_code);
void set_error_context(int my_pe, AbortJob abort_job);

// Work that must happen even when the process ends in fatal(), in
// exit_process(), or by SIGTERM, SIGINT or SIGHUP (removing shared-memory
// segments not yet unlinked). `cleanup` must be safe to call from any thread
// and from a signal handler; while one is set, those signals (where the
// program left them at their default) run it first. nullptr removes it.
void set_emergency_cleanup(void (*cleanup)());
void run_emergency_cleanup();

// Whether this process has begun to end: the emergency cleanup has run (in
// fatal(), exit_process() or an ending signal's handler), maybe in another
// thread that has not ended the process yet. Code that creates something the
// cleanup removes checks this once the thing exists: the cleanup may have run
// before it did (the init watchdog's thread ending the process while the
// main thread creates its heap segment). Then that code removes the thing
// itself and calls await_process_end().
bool process_ending();
// Waits for the thread that is ending the process to end it, and ends it with
// status 1 itself if that has not happened within a few seconds.
[[noreturn]] void await_process_end(const char* routine);

// A message that does not end the program.
void warn(const char* routine, const char* format, ...)
    __attribute__((format(printf, 2, 3)));

// Ends this process at once with `exit_code`, after the emergency cleanup,
// without aborting the other PEs (they learn of it through their own
// timeouts or the launcher). Used by the init watchdog.
[[noreturn]] void exit_process(int exit_code);

// The report of a misuse that device code wrote into `record` (its state
// must be kDeviceErrorReady): what is wrong, then where, e.g. "invalid
// comparison operator 9 (...) (in device code: block (1,0,0), thread
// (3,0,0))".
std::string describe_device_error(const DeviceErrorRecord& record);

// The report of a wait that outlasted NVSHMEM_WAIT_TIMEOUT: what it waited
// for (the comparison, the variables' symmetric offset and count) and the
// current values of up to kStuckWaitShown unsatisfied elements.
std::string format_stuck_wait(const StuckWait& stuck);

// What a device range NVSHMEM_DEBUG found outside its allocation is, in
// words: the argument, its bytes and offset, and the allocation.
std::string format_range_report(const RangeReport& range);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_ERRORS_H_
