// The unique-ID bootstrap: choosing the interface and address a new job's
// rendezvous server listens on (NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME and
// NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY). Internal to the uid*.cc files.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_UID_ADDRESS_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_UID_ADDRESS_H_

#include <sys/socket.h>

#include <string>

#include "runtime/src/common/settings.h"

namespace symsync {
namespace impl {
namespace uid_detail {

struct ListenAddress {
  sockaddr_storage address = {};
  socklen_t length = 0;
  std::string interface_name;
};

// The numeric text of an AF_INET or AF_INET6 address, without the port.
std::string address_text(const sockaddr* address);

// The interface NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME names (an exact name, else
// the first whose name starts with it), else the first that is up, loopback
// or not as `loopback_default` says, with an address of the family
// NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY. Failures end the program with
// fatal(routine, ...).
ListenAddress choose_listen_address(const char* routine,
                                    const Settings& settings,
                                    bool loopback_default);

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_UID_ADDRESS_H_
