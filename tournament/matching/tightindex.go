package matching

import "math/bits"

// A scan of S-vertex v (tightAmong) wants the vertices w whose dual's
// residue is the one that makes edge (v,w) tight, one residue by class
// of w and side of v. Most vertices fail that test, and going through
// every one of them for every scan was most of a large stage. The
// vertices are indexed by class and residue (tightIndex), the favoured
// ones apart and with their leans (see buildIndex), so that a scan reads
// the few that pass from the index and goes through one by one only
// those the index may not know: the vertices whose residue or lean
// changed since it was made (dirty: a dual shifted, a vertex removed,
// freed or favoured), the ones whose edges to v have a difference (slow),
// and the ends of edges already usable in the stage (usable). The residue
// only changes when a solve starts and when the duals shift, which marks
// what it changes; the index is made again when the marked are many.
type tightIndex struct {
	built  bool
	scans  int      // scans since the index was made
	staged bool     // a stage began since
	dirty  []uint64 // the vertices whose residue may differ from their key, a bit each
	nDirty int
	// An open-addressed table of the keys (class and residue): keyC is
	// -1 where a slot is empty; slot s's vertices are
	// members[start[s]:start[s]+size[s]], less the dirty taken out as
	// met.
	keyC    []int32
	keyR    []uint64
	start   []int32
	size    []int32
	members []int32
	entV    []int32 // while making: the vertex and slot of each key
	entS    []int32
	hits    []uint64 // a scan's vertices read from the index, a bit each
	hitList []int32
	usable  []uint64 // the ends of the edges allowed in the stage, a bit each
}

// indexEvery is the least number of scans between two makings of the
// index, which cost about as much as a few scans.
const indexEvery = 16

// indexFrom is the fewest live vertices for which the index is made and
// read: reading it costs two lookups a class at each scan, and in a small
// graph going through every vertex's residue by the word costs less (the
// index's lookups were a tenth of a 21-player pair-trf's own work). A
// variable, so that the tests run small graphs with the index too.
var indexFrom = 128

// markDirty records that v's residue no longer matches its key.
func (t *tightIndex) markDirty(v int) {
	if w := &t.dirty[v>>6]; *w&(1<<(v&63)) == 0 {
		*w |= 1 << (v & 63)
		t.nDirty++
	}
}

// indexReady makes the index again where it is worth it: every
// indexEvery scans at most, while none is made, or in a later stage when
// a quarter of the live vertices are marked (within a stage, most of the
// marked are in its trees, passed over by the word). It reports whether
// the index may be read.
func (m *Matcher) indexReady() bool {
	if len(m.live) < indexFrom {
		return false
	}
	t := &m.tix
	t.scans++
	if t.scans < indexEvery || (t.built && (!t.staged || 4*t.nDirty <= len(m.live))) {
		return t.built
	}
	t.scans = 0
	m.buildIndex()
	return true
}

// hash is the slot of key (c, r) before probing, for a table of mask+1 slots.
func hash(c int32, r uint64, mask int) int {
	return int((r^uint64(c)*0x9e3779b97f4a7c15)*0xbf58476d1ce4e5b9>>32) & mask
}

// slot is the slot of key (c, r), or that where it would go.
func (t *tightIndex) slot(c int32, r uint64) int {
	mask := len(t.keyC) - 1
	s := hash(c, r, mask)
	for t.keyC[s] >= 0 && (t.keyC[s] != c || t.keyR[s] != r) {
		s = (s + 1) & mask
	}
	return s
}

// buildIndex indexes the live vertices by class and residue: the
// favoured ones under their class plus nc, and again by their residue
// less their lean's under their class plus 2nc, as a leaning scanner's
// edges to them carry its lean or theirs (see readHits).
func (m *Matcher) buildIndex() {
	t := &m.tix
	size := 1 << bits.Len(uint(2*(len(m.live)+len(m.favList))))
	if len(t.keyC) != size {
		t.keyC, t.keyR = make([]int32, size), make([]uint64, size)
		t.start, t.size = make([]int32, size), make([]int32, size)
	}
	for i := range t.keyC {
		t.keyC[i], t.size[i] = -1, 0
	}
	t.entV, t.entS = t.entV[:0], t.entS[:0]
	add := func(v int, c int32, r uint64) {
		s := t.slot(c, r)
		t.keyC[s], t.keyR[s] = c, r
		t.size[s]++
		t.entV, t.entS = append(t.entV, int32(v)), append(t.entS, int32(s))
	}
	nc := int32(m.nc)
	for _, v := range m.live {
		if !m.favoured[v] {
			add(v, m.cls[v], m.ru[v])
			continue
		}
		add(v, m.cls[v]+nc, m.ru[v])
		add(v, m.cls[v]+2*nc, subM(m.ru[v], unitResidue(m.lean[v])))
	}
	var at int32
	for s, c := range t.keyC {
		if c >= 0 {
			t.start[s] = at
			at += t.size[s]
			t.size[s] = 0
		}
	}
	t.members = t.members[:0]
	t.members = append(t.members, make([]int32, at)...)
	for e, s := range t.entS {
		t.members[t.start[s]+t.size[s]] = t.entV[e]
		t.size[s]++
	}
	clear(t.dirty)
	t.nDirty, t.built, t.staged = 0, true, false
}

// readHits sets in hits the clean vertices from lo to hi whose class's
// target residue in tg they hold (see tightAmong), and lists them for
// clearHits. It takes out of the slots it reads the dirty, and the
// vertices in a tree, which it marks dirty: a tree's vertices are
// passed over by the word, and would otherwise be read again by every
// scan of the stage.
//
// A favoured scanner v's edges to the favoured vertices carry a lean (see
// SetLean): v's own to the later ones, the earlier one's own to v, whose
// residues the index holds less their leans.
func (m *Matcher) readHits(v, lo, hi int, tg []uint64) {
	favoured, nc := m.favoured[v], int32(m.nc)
	var lr uint64
	if favoured {
		lr = unitResidue(m.lean[v])
	}
	for c, r := range tg {
		m.readSlot(int32(c), r, lo, hi)
		switch {
		case !favoured:
			m.readSlot(int32(c)+nc, r, lo, hi)
		case lo > v:
			m.readSlot(int32(c)+nc, addM(r, lr), lo, hi)
		default:
			m.readSlot(int32(c)+2*nc, r, lo, hi)
		}
	}
}

// readSlot is readHits for the vertices of key (c, r).
func (m *Matcher) readSlot(c int32, r uint64, lo, hi int) {
	t := &m.tix
	label, inB := m.label, m.inBlossom
	s := t.slot(c, r)
	if t.keyC[s] < 0 {
		return
	}
	ms := t.members[t.start[s]:][:t.size[s]]
	for i := 0; i < len(ms); {
		w := int(ms[i])
		if t.dirty[w>>6]&(1<<(w&63)) != 0 || label[inB[w]] != 0 {
			t.markDirty(w)
			ms[i] = ms[len(ms)-1]
			ms = ms[:len(ms)-1]
			continue
		}
		if w >= lo && w < hi {
			t.hits[w>>6] |= 1 << (w & 63)
			t.hitList = append(t.hitList, int32(w))
		}
		i++
	}
	t.size[s] = int32(len(ms))
}

func (m *Matcher) clearHits() {
	t := &m.tix
	for _, w := range t.hitList {
		t.hits[w>>6] = 0
	}
	t.hitList = t.hitList[:0]
}
