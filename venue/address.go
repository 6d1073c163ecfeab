package venue

import (
	"errors"
	"fmt"
	"net"
	neturl "net/url"
	"slices"
	"strconv"
	"syscall"

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

// OnlyHere reports whether url reaches the pages from this computer
// alone (a loopback address, localhost): a phone given it finds nothing,
// so the window and serve say so beside it.
func OnlyHere(url string) bool {
	u, err := neturl.Parse(url)
	if err != nil {
		return false
	}
	if ip := net.ParseIP(u.Hostname()); ip != nil {
		return ip.IsLoopback()
	}
	return u.Hostname() == "localhost"
}

// Offered reports whether the pages are written in l.
func Offered(l i18n.Lang) bool { return slices.Contains(languages, l) }

// listenError says in the user's words, with an example to type, why the
// computer cannot listen on addr: the address names no port, the port is
// taken or the administrator's, the computer has no such address. Go's own
// text ("listen tcp: address 8080: missing port in address") is English
// whatever the user's language, and names no way out.
func listenError(addr string, err error) error {
	host, port, split := net.SplitHostPort(addr)
	var addrErr *net.AddrError
	var dnsErr *net.DNSError
	key := "venue.listen.failed"
	switch {
	case split != nil, port == "", errors.As(err, &addrErr) && host != addrErr.Addr:
		key = "venue.listen.port"
	case errors.Is(err, syscall.EADDRINUSE):
		key = "venue.listen.in-use"
	case errors.Is(err, syscall.EACCES):
		key = "venue.listen.denied"
	case errors.Is(err, syscall.EADDRNOTAVAIL), errors.As(err, &dnsErr), errors.As(err, &addrErr):
		key = "venue.listen.host"
	}
	args := []any{"addr", addr, "host", host, "port", port, "err", err.Error()}
	if key == "venue.listen.in-use" {
		args = append(args, "free", freePort(host, port))
	}
	return i18n.NewError(key, args...)
}

// freePort is a port on host that nothing listens on now, to propose
// instead of port: the first free one of the next hundred, else one the
// system gives. A fixed example was itself taken as often as not.
func freePort(host, port string) int {
	from, _ := strconv.Atoi(port)
	for p := from + 1; p <= min(from+100, 65535); p++ {
		if ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(p))); err == nil {
			ln.Close()
			return p
		}
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return from + 1
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}
