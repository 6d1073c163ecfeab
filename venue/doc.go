// Package venue is Arbiter's web front end: the event's pages for the
// players' phones and the venue's screens (pairings of a round by board
// and by name, results, standings, crosstable, each player's page, the
// event), served on the local network by the Arbiter binary itself, and
// the same pages written as static files for a club's website.
//
// It is a front end beside ui/ and cli/: every table is the one the
// window and the paper show (standings.Of, standings.Crosstable,
// standings.SwissCrosstable, and for the pairing list
// pairing.RoundList and PointsBefore), rendered with html/template,
// so that whatever a player's name or club contains is text, never
// markup. Only net/http and html/template are used: a page is a table
// and a few links, and a web framework would bring nothing but a
// dependency.
//
// The server reads committed state only, through a store of its own
// opened read-only (store.OpenReadOnly: WAL snapshots, no lock), so that
// it never waits for the window's connection nor the window for it. A
// watcher asks the file's revision a few times a second and rebuilds
// the pages' data when it changed; open pages learn of it through a
// server-sent event stream (or by polling when the browser has none or
// the server refuses it, or by a meta refresh with JavaScript off). The
// only write is the deputy's result entry (deputy.go), off unless the
// chief arbiter sets a PIN, and it goes through a Writer, the one writer
// of the file at that moment.
//
// Several events at one venue (a weekend's Open, Junior and Rapid, each a
// file) are a Venue (sections.go): each file's Server is a Section under
// a folder of its own, and the venue adds the front page, the search and
// the wall across them. The front page follows the sections' changes as
// an event's pages follow its own: the venue's revision is the sum of
// theirs, and its update stream wakes on any section's new snapshot.
// The window's Publish view serves the weekend's other files, kept with
// the event (store.VenueSections), through the same Venue, each opened
// as arbiter serve opens its files (OpenFile).
//
// The server answers only the addresses of routes.go (its pages, the
// update stream, the search, the QR code and the deputies' entry), each
// with the methods and callers it allows; there is no file system behind
// it, so neither the event file nor a backup nor anything else on the
// disk can be asked for. Any other address is answered 404 with a page in
// the reader's language linking back to the front page (notfound.go). A
// round of the event not (or no longer) paired is a page that says so
// (notPaired), served and followed like the round's pages and exported
// with them (roundPages); a round beyond the event's is no page.
//
// `venue/` is the web front end: the event's pages (a round by board and by name, standings,
// crosstable, the prize list once there are prizes — `prizes.Of` worded by `words.PrizeRows`,
// `PrizeAccount` and `PrizeLegend` as everywhere —, a player's page, the event) rendered by `html/template` from the same computations
// the window and the paper use (`standings.Of`, `Crosstable`, `SwissCrosstable`, and for the
// pairing list `pairing.RoundList` (boards with the results the withdrawal policy makes of them, and
// the players without a game and why) and `PointsBefore`, which `printing` uses too). A team event has
// pages of its own (`teampages.go`, `templates/teams.html`: the event with its teams, a round's matches
// with their boards, the team standings, the results by board, the team crosstable, from
// `team.TeamStandings`, `BoardSections` and `TeamCrosstable`); it has no pages by name or per
// player and no deputy entry: its boards are entered in the window. Its search lists each player
// found with his team and his boards (`teamFoundOf`), served, exported and at a venue's front. The window's
// Publish area (`ui/venue.go`) reads through a store of its own opened with `store.OpenReadOnly`, so no
// request waits on the window's connection; `arbiter serve` reads and writes through its one
// `store.OpenShared` connection, a page waiting at most for a deputy's transaction; a watcher polls
// `store.Revision` (the file's revision, which every change counts up and a restore never takes back, read only when the connection's `data_version` or `total_changes()` moved) every 250 ms (and at once for a browser asking again with its copy's tag or time, so that a reload right after a result is never answered 304 with the page as it was) and swaps in a new snapshot, whose pages are
// each rendered and gzipped once (`sync.Once`) however many phones ask, and whose closing wakes the
// pages' update streams (server-sent events). A page's ETag is the hash of its content with its
// revision left out, so that a page a change does not touch keeps its tag from snapshot to snapshot;
// on a new revision the page asks with its tag (`HEAD`, `If-None-Match`) and reloads only when it is
// not answered 304 (`bench/venue` prints the bytes per result this way and as every page reloaded
// whole, measured in the same run); a browser's own asking again (a reload, the refresh of a page
// without JavaScript) sends its copy's `Last-Modified` beside the tag and is sent the page whole when
// the copy's footer says another reading. A page closes its stream when it is hidden or frozen (`pagehide`,
// `freeze`: a page kept in the browser's back/forward cache would otherwise hold one of the six
// connections a browser opens to a host, and the seventh page would wait; `visibilitychange`: so would
// a page in a tab behind another) and opens it again when shown (`pageshow`, `resume`, visible); it polls `/rev` where the stream is refused (503, past
// `Options.Streams`) or fails three times. The entrance's check-in tablet (`checkin.html`) follows the same stream but is
// read again in place, not reloaded, its search box as the player left it, and at least every hour, so that its
// form's token never runs out on a list left open. The script is the same text on every page, allowed by its
// hash in the content security policy. Every address is in one place, `venue/routes.go`: `routes`
// (path → handler, methods, who may call: anyone, a venue host name for `/qr.png`, the deputies for
// `enter.html`), checked by the one dispatcher before any handler runs, and `pageKinds` (each kind of
// page with its builder, its number if any, its place in the navigation bar and what an export
// writes of it), from which the server's pages, the bar, an export's file names and the export's
// check of its own folder are all read. Nothing else is answered — there is no file system behind it.
// Deputy result entry (`deputy.go`) is the one write: on while a deputy has a PIN (the store's
// `deputies` table, each PIN a PBKDF2 hash, `Store.DeputyByPIN`; or the one unnamed PIN of
// `Server.SetPIN`, `ARBITER_VENUE_PIN`; a PIN typed is compared without its spaces and with its
// full-width digits as digits, `typedPIN`) and only where a writer is given: the window's store, which
// holds the file's lock; or, for `arbiter serve` and the window's other sections, the shared store
// `OpenFile` opens (`store.OpenShared`), which reads the file through one connection and takes its lock
// for each result alone (waiting up to `store.LockWait`, 5 s, for a command that holds it), so that `arbiter deputy
// remove|add|pin` runs beside the server and counts at the deputy's next request; a file that cannot be
// written is opened read-only there, its pages served and no writer given (`File.ReadOnly`). A deputy signs his device in once (a
// session cookie, HttpOnly and SameSite=Strict, bound to his PIN's `DeputyMark` and to the one address that signed in (an IPv6 phone's own, not the /64 its guesses are counted by), since plain HTTP shows the cookie to the network, asked of the store
// at each request, so that a removal or a new PIN signs him out at once); a QR code's
// `enter.html?pin=` signs in the same way, refused from another site's page. Entry takes three
// steps, none pre-chosen: choose (board and result), confirm (the board's two names and the result),
// save (303 to the entry page, which tells the outcome; an outcome the store cannot tell is answered
// as such, never with the board as the connection reads it, which has rolled the change back). Every POST checks origin (`net/http`'s `CrossOriginProtection`) and host name, a
// signed single-use form token (a spent one is remembered until it expires: the set is bounded by
// the forms a token's life can bring, not by a count past which honest forms would be refused), the PIN —
// each guess counted before it is compared, in the same step that finds the device may still guess:
// at most five wrong from a device in a quarter hour and ten in all (`store.DeviceAddresses`: its address, and
// for an IPv6 one but a link-local address its /64 besides, at ten and twenty, as a venue's phones share one /64
// whose addresses a guesser may take as he likes), after which that device (or /64) alone is locked out until the chief unlocks it
// (`Server.UnlockPINs`, the Publish view's red line; `arbiter deputy unlock [--address]` through the
// file for `arbiter serve`); past twenty from all devices a device's first wrong PIN locks it out, and one sent beside a PIN of the device still compared is refused uncompared (the wrong PIN that locks a device out, or makes it wait, says so: the wait in minutes, or that the chief unlocks it; `Options.Locked` tells the window and `arbiter serve`'s log of either, the wait with the time it ends); a venue of several files counts them across its sections (`guessBook`), so a device has as many guesses at the whole venue as at one event, and a command's unlock through any section's file lets it in everywhere; the pause after a wrong PIN is the sender's own, under no lock —,
// the form's exact fields and size, then `tournament.Event.ValidateResult` and in one `Batch` `tx.Pairing` (a decided
// board is refused), `tx.SetResult`, the deputy and his device as the action's actor (`Tx.ActAs`) and a
// `venue-by` note naming both for the audit log. The pages link to result entry only on a
// signed-in device (each page is rendered at most twice per snapshot: with the link and without).
// `search.html?q=` is rendered for each query (not cached), matching every query word to the start of
// a name's words as `tournament/input.Fold` folds them; the players in an answer's order are one
// computation (`searchable`) for the server and for the export, whose `search.html` carries them as
// JSON, each name's words folded by Go, and a small script that folds the query as `Fold` does
// (`input.SpelledOut` gives it the letters spelled out) and writes the rows with the DOM; the page
// carries its own content security policy allowing that script and the style by hash, and without
// script points to the lists by name and by start number, a team event's to its teams (browser
// tests compare it with the server's answers). `wall.html`, `wall-N.html` are a TV's
// pages: the current round's pairings a column of 15 boards a page (`wallRows`; up to 3 more on the last rather than a page of them alone, `wallSpill`), then the standings (before round 1 the players by start number) two
// columns a page, sized in `vh`, each page turning to the next every 10 s (`wallSeconds`): a small script
// (`turnScript`, allowed by its hash) reads the next page itself and takes its parts in place of the shown
// one's only when the answer is a wall's page, so that a server stopped or a laptop asleep leaves the TV on
// its last page, a line in its footer saying since when it is not updated, gone at the first turn the server
// answers, and without script a meta refresh turns it (a team event's wall, `teamWallParts`, turns the same way through each match's line and boards, then
// the team standings, and the venue's wall turns through it as a section); a small
// script (`fitScript`, allowed by its hash) sets a page smaller only while a text is wider than its
// place, down to a floor, then wraps a name still too long onto a second line (each name column as
// wide as its names need), so that names, results and headings are whole, and again when the screen changes; on a
// screen standing upright (a phone) the page scrolls instead, its names wrapped in equal columns, without the QR code. The wall's QR code, like the served front page's, is
// the address `ListenAndServe` announced (`URLs`' first), under the section's folder on a section's
// parts, never the name the screen used. `Export` writes the same
// pages as static files with relative links, whole or not at all: built in a hidden folder beside the
// target (each page through a 64 KB buffer and flushed: 88 writes for the 12-player demo, 26,818 before),
// swapped in for an earlier export's folder by two renames, a crash between them put right by the next
// export (`recoverSwap`); a folder holding anything but an earlier export's pages is refused, since the
// swap would take it away. A host that sends a file's Last-Modified and no Cache-Control (Python's
// `http.server`, Apache's and nginx's defaults) lets a browser keep a page fresh for a tenth of its
// age without asking, and `<meta http-equiv>` cache directives are ignored: so each export has a mark
// of its own (`edition`), in every page (`data-v`) and in its links to the site's files (`markLinks`),
// which a browser has never loaded and asks the host for; a page the browser took from its copies
// (a bookmark, the back button) asks the host with a small script (`freshScript`, allowed by its hash
// in the page's own policy, `exportCSP`) and is replaced by the host's where that is of another
// export; and the top holds `.htaccess` and `_headers` (`hostRules`), with which Apache and Netlify
// or Cloudflare Pages send `Cache-Control: no-cache` themselves (the command's note says what to set on
// nginx). Its messages, like `fileio`'s, say what the disk said (`fileio.WriteError`:
// full, denied, name too long, or an error), never a guess. The QR code of the address (`internal/qrcode`, over
// `rsc.io/qr`) is drawn by the window, and printed under the pairing list and the standings when
// `printing.Options.Address` is set (the window sets it while publishing).
//
// Two files are long on purpose: deputy.go is the deputy's whole sign-in (PINs, tokens, the
// guess book that slows and locks guessing, sessions), one security boundary best read in one
// place; pages.go is the facts every page is built from (facts, forecasts, rows) with the page
// data made from them, one step before the templates.
package venue
