package venue

import (
	"fmt"
	"net"
	"slices"

	"arbiter/i18n"
)

// DefaultAddr listens on every network of the computer, so that phones on
// the venue's network reach it; the port is one a user may open without
// privileges.
const DefaultAddr = ":8080"

// URLs are the addresses to type or scan for a server listening on a:
// for an unspecified host, one per address of the computer's networks
// (IPv4 first, loopback last), otherwise a's own.
func URLs(a net.Addr) []string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return []string{"http://" + a.String() + "/"}
	}
	if !tcp.IP.IsUnspecified() {
		return []string{"http://" + tcp.String() + "/"}
	}
	var ips []net.IP
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, ad := range addrs {
			if n, ok := ad.(*net.IPNet); ok && !n.IP.IsLinkLocalUnicast() && !n.IP.IsMulticast() {
				ips = append(ips, n.IP)
			}
		}
	}
	rank := func(ip net.IP) int {
		switch {
		case ip.IsLoopback():
			return 2
		case ip.To4() == nil:
			return 1
		}
		return 0
	}
	slices.SortStableFunc(ips, func(x, y net.IP) int { return rank(x) - rank(y) })
	var out []string
	for _, ip := range ips {
		out = append(out, fmt.Sprintf("http://%s/", net.JoinHostPort(ip.String(), fmt.Sprint(tcp.Port))))
	}
	if len(out) == 0 {
		out = append(out, fmt.Sprintf("http://localhost:%d/", tcp.Port))
	}
	return out
}

// Offered reports whether the pages are written in l.
func Offered(l i18n.Lang) bool { return slices.Contains(languages, l) }
