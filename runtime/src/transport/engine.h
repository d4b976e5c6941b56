// Loading a network engine: a shared library that implements Transport
// (transport.h) and exports kTransportEntry. Which engines exist is the
// table in engine.cc; nothing else in the runtime names one.

#ifndef SYMSYNC_RUNTIME_TRANSPORT_ENGINE_H_
#define SYMSYNC_RUNTIME_TRANSPORT_ENGINE_H_

#include <string>

#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {

struct Engine {
  const char* name;         // for messages: "UCX"
  const char* plugin_file;  // looked for as common/plugins.h says
  const char* install;      // what the plugin needs to load, for messages
};

// The engine a job that spans hosts loads.
const Engine& network_engine();

// Loads `engine`'s plugin (from `plugin_path` when not empty) and starts it
// as `setup` says. Ends the job with a message naming `routine`, the
// engine and `why` (what needs it) when it cannot. The plugin stays loaded:
// an engine may keep threads and handlers of its own.
Transport* start_engine(const char* routine, const Engine& engine,
                        const std::string& plugin_path,
                        const TransportSetup& setup, const std::string& why);

// Whether `engine`'s plugin loads and has its entry point; if not, `tried`
// says where it was looked for and why each place failed.
bool engine_loads(const Engine& engine, const std::string& plugin_path,
                  std::string* tried);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TRANSPORT_ENGINE_H_
