// The unique-ID bootstrap: choosing the interface a rendezvous server
// listens on (see uid_address.h).

#include "runtime/src/bootstrap/uid_address.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "runtime/src/bootstrap/uid_wire.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace uid_detail {

std::string address_text(const sockaddr* address) {
  char text[INET6_ADDRSTRLEN] = "";
  if (address->sa_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr,
              text, sizeof text);
  } else {
    inet_ntop(AF_INET6,
              &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, text,
              sizeof text);
  }
  return text;
}

ListenAddress choose_listen_address(const char* routine,
                                    const Settings& settings,
                                    bool loopback_default) {
  const bool inet6 = settings.uid_sock_family == SocketFamily::kAfInet6;
  const int family = inet6 ? AF_INET6 : AF_INET;
  const char* family_name = inet6 ? "AF_INET6" : "AF_INET";
  struct Candidate {
    ListenAddress where;
    bool loopback;
    bool link_local;
  };
  std::vector<Candidate> candidates;
  ifaddrs* interfaces = nullptr;
  if (getifaddrs(&interfaces) != 0) {
    fatal(routine, "%s: cannot list the network interfaces: %s", kBootstrapName,
          error_text(errno).c_str());
  }
  for (ifaddrs* entry = interfaces; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr == nullptr || entry->ifa_addr->sa_family != family ||
        (entry->ifa_flags & IFF_UP) == 0) {
      continue;
    }
    Candidate candidate;
    candidate.where.interface_name = entry->ifa_name;
    candidate.where.length = inet6 ? sizeof(sockaddr_in6) : sizeof(sockaddr_in);
    std::memcpy(&candidate.where.address, entry->ifa_addr,
                candidate.where.length);
    candidate.loopback = (entry->ifa_flags & IFF_LOOPBACK) != 0;
    candidate.link_local =
        inet6 &&
        IN6_IS_ADDR_LINKLOCAL(
            &reinterpret_cast<sockaddr_in6*>(entry->ifa_addr)->sin6_addr);
    candidates.push_back(candidate);
  }
  freeifaddrs(interfaces);
  // Link-local IPv6 addresses come last: they need a scope to be reached.
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) {
                     return a.link_local < b.link_local;
                   });

  const std::string& wanted = settings.uid_sock_ifname;
  if (!wanted.empty()) {
    for (bool exact : {true, false}) {
      for (const Candidate& candidate : candidates) {
        const std::string& name = candidate.where.interface_name;
        if (exact ? name == wanted : name.rfind(wanted, 0) == 0)
          return candidate.where;
      }
    }
    std::string available;
    for (const Candidate& candidate : candidates) {
      available += (available.empty() ? "" : ", ") +
                   candidate.where.interface_name + " (" +
                   address_text(reinterpret_cast<const sockaddr*>(
                       &candidate.where.address)) +
                   ")";
    }
    fatal(routine,
          "%s: " SYMSYNC_SETTING_UID_SOCK_IFNAME
          "=%s names no interface that "
          "is up and has an %s address (" SYMSYNC_SETTING_UID_SOCK_FAMILY
          "); "
          "interfaces that have one: %s",
          kBootstrapName, wanted.c_str(), family_name,
          available.empty() ? "none" : available.c_str());
  }
  for (bool want_loopback : {loopback_default, !loopback_default}) {
    for (const Candidate& candidate : candidates) {
      if (candidate.loopback == want_loopback) return candidate.where;
    }
  }
  fatal(routine,
        "%s: no network interface that is up has an %s address "
        "(" SYMSYNC_SETTING_UID_SOCK_FAMILY ")",
        kBootstrapName, family_name);
}

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync
