// House engine: searches under Rules of different digits only.

package sudoku

import (
	"context"
	"math/bits"
)

// The house engine: the bitboard engine (engine.go, band.go) widened to
// the rule sets whose every rule says "these cells hold different
// digits": irregular regions, the diagonals, windoku, disjoint groups,
// extra houses, sum-less cages, anti-knight and anti-king. Such a rule
// set is a peer relation and a list of houses, which setup turns into
// masks in the band layout of band.go, so the board, the stack and the
// search are the bitboard engine's. Propagation is its propagation (with
// 3×3 boxes, engine.propagate itself) with the rules beyond the classic
// ones added:
//   - a solved cell's digit also leaves its other peers (the extra houses
//     that hold it, its region, the chess moves), an AND per band;
//   - hidden singles and empty houses in the houses of nine cells beyond
//     rows, columns and 3×3 boxes, by masking the digit's bands with each;
//   - locked candidates, when all else is stuck, in the houses where the
//     digit lost a place since the last look: a cell that sees every place
//     of a digit in a house (at most seeMax of them) loses it, through any
//     house or chess move, and for pairs of houses that share more cells,
//     places of one house that lie in the other clear the rest of it.
//
// With irregular regions the 3×3 boxes are gone, and with them the
// permutation rules of a band and a stack (shrinkMask, permKeep): rows
// are then checked for a place and a single by themselves, and the
// regions join the extra houses. The tables are a value of about five
// kilobytes, copied from package tables of the rows, columns and boxes
// with the rule set's houses added: well under a microsecond (about one
// for jigsaw) without allocating, so a search allocates nothing; the
// other rule sets go to the general engine (vengine.go).
//
// Where the time goes, on the sample sets of the benchmarks: counting to
// two costs about 8k instructions a node for X, 10k for windoku (which
// looks at four extra houses) and 14k for jigsaw (whose see looks at
// every house), two to three and a half times the 4k a node of the
// bitboard engine costs on classic puzzles that need as many (the top1465
// sample); the root costs 24k, 41k and 90k. Classic puzzles of as many
// clues take some 20k for a whole count, as propagation alone nearly
// solves them (2 nodes), while these visit 28, 20 and 48 nodes: 240k,
// 223k and 734k in all. Stronger propagation cuts the nodes but costs
// more than it saves (see the README), and so does branching first on a
// digit with two places in a house, but for a diagonal.

// maxHouses bounds the number of houses of nine cells beyond the rows,
// columns and 3×3 boxes or regions that the house engine takes, and
// maxPairs the pairs of houses of its locked candidates; a rule set with
// more goes to the general engine.
const (
	maxHouses = 24
	maxPairs  = 512
)

// seeMax is the most places of a digit in a house for which the locked
// candidates look for the cells that see them all: with more, such a
// cell is rare, and the pairs of houses find the common case. 4 is the
// fastest on the sample sets, by a little.
const seeMax = 4

// A bandSet is a set of cells in the band layout: cell c is bit c%27 of
// word c/27.
type bandSet = [3]uint32

// union returns the cells of all the sets ms.
func union(ms []bandSet) bandSet {
	var u bandSet
	for _, m := range ms {
		u[0] |= m[0]
		u[1] |= m[1]
		u[2] |= m[2]
	}
	return u
}

// htables holds the tables of a rule set the house engine takes.
type htables struct {
	// boxes is set when the boxes are the 3×3 ones, not regions.
	boxes bool
	// count is set in the tables of a search that only counts
	// (countTables), which may find solutions in any order.
	count bool
	// keep[c] is what placing a digit in c leaves of it in c's band: the
	// cells not in c's row, nor in its box when boxes is set, and c.
	keep [81]uint32
	// xpeers[c] are the peers of c beyond its row, column and 3×3 box
	// (or beyond its row and column when boxes is not set); peers[c] are
	// all of them.
	xpeers, peers [81]bandSet
	// xcells is the set of the cells that have other peers.
	xcells bandSet
	// all[:na] are the houses of nine cells: the rows, the columns, the
	// boxes or the regions, then the extra houses; all[first:na] are
	// those the bitboard engine's steps do not cover (the regions and
	// the extra houses), searched for hidden singles and empty houses.
	all       [27 + maxHouses]bandSet
	na, first int
	// in[c] is the set of the houses of all[:na] that hold c, bit h for
	// all[h].
	in [81]uint64
	// see looks at all[seeFrom:na]: all houses, or with 3×3 boxes and
	// no peers but those of houses of nine cells, the extra houses.
	seeFrom int
	// seeCells is the set of the cells of all[seeFrom:na].
	seeCells bandSet
	// extra is the set of the houses all[first:na], bit h for all[h],
	// and extraCells the set of their cells.
	extra      uint64
	extraCells bandSet
	// diags is the set of the houses of all that are diagonals, bit h
	// for all[h].
	diags uint64
	// pairs[:np] are the pairs (a, b) of houses that share two cells or
	// more, not both rows, columns and 3×3 boxes, and not found by see
	// (which does when a is one it looks at and they share at most
	// seeMax cells): when the places of a digit in all[a] lie in all[b],
	// the digit leaves the rest of all[b] (pointing and claiming).
	pairs [maxPairs][2]uint8
	np    int
}

// hLines holds the tables of the rows, columns and 3×3 boxes that every
// rule set with boxes starts from: hLines.all[:27] are those houses,
// hLines.in[c] the bits of those that hold c, and hLines.peers[c] the
// cells that share c's row, column or box, without c. linePeers[c] are
// the cells that share its row or column, and rowKeep[c] is what placing
// a digit in c leaves of it in c's band when there are no boxes: the
// cells not in c's row, and c. A rule set's tables are copies of these
// with its own houses added, built without a loop over the cells.
var hLines, linePeers, rowKeep = makeHLines()

// makeHLines builds hLines, linePeers and rowKeep.
func makeHLines() (t htables, line [81]bandSet, keep [81]uint32) {
	for c := range 81 {
		r, k := c/9, c%9
		for x := range 9 {
			for _, p := range [2]int{r*9 + x, x*9 + k} {
				line[c][p/27] |= 1 << (p % 27)
			}
		}
		line[c][c/27] &^= 1 << (c % 27)
		t.peers[c] = line[c]
		// The rest of the box lies in c's band.
		t.peers[c][c/27] |= bandBits &^ cellKeep[c]
		keep[c] = bandBits&^(511<<(c%27/9*9)) | 1<<(c%27)
		t.all[r][c/27] |= 1 << (c % 27)
		t.all[9+k][c/27] |= 1 << (c % 27)
		t.all[18+r/3*3+k/3][c/27] |= 1 << (c % 27)
		t.in[c] = 1<<r | 1<<(9+k) | 1<<(18+r/3*3+k/3)
	}
	return t, line, keep
}

// housesOnly reports whether the house engine takes the rules rs, which
// are not classic and pass Check: every rule is one of distinct digits,
// and there are at most maxHouses houses of nine cells beyond the rows,
// columns and 3×3 boxes or regions.
func (rs *Rules) housesOnly() bool {
	if rs.NonConsecutive || rs.AllWhite || rs.AllBlack || rs.AllXV ||
		len(rs.Thermos) > 0 || len(rs.Arrows) > 0 || len(rs.Dots) > 0 || rs.beyondHouses() {
		return false
	}
	for _, cg := range rs.Cages {
		if cg.Sum != 0 || cg.AllowRepeats {
			return false
		}
	}
	n := 0
	if rs.MainDiagonal {
		n++
	}
	if rs.AntiDiagonal {
		n++
	}
	if rs.Windoku {
		n += 4
	}
	if rs.DisjointGroups {
		n += 9
	}
	for _, h := range rs.Houses {
		if len(h) == 9 {
			n++
		}
	}
	for _, cg := range rs.Cages {
		if len(cg.Cells) == 9 {
			n++
		}
	}
	return n <= maxHouses
}

// countShared is the fewest cells two houses share for the locked
// candidates of a search that only counts (countTables) to look at them
// as a pair. Most pairs that share two or three cells, a row or a 3×3
// box with a windoku box or a diagonal, find little that singles, see
// and the search would not soon find too, and cost a look for every
// digit that changed at every node: without them, counting visits the
// same nodes on the windoku samples and 3% more on the X ones, in 8% to
// 17% less time. They change the order in which a search finds
// solutions, so Solve keeps them (houseTables).
const countShared = 4

// countSharedRegions is countShared for rule sets with irregular regions,
// whose pairs of a region with a row or column share five cells or more
// (see finds those that share fewer): on the jigsaw samples, counting
// without those that share five visits 0.4% more nodes in some 5% less
// time.
const countSharedRegions = 6

// houseTables fills t with the tables of the rules rs, for which
// housesOnly holds, and reports whether the house engine takes them: it
// does not when they make more than maxPairs pairs of houses. It does not
// allocate. The search under them finds solutions in the order Solve
// promises.
func (rs *Rules) houseTables(t *htables) bool {
	return rs.tables(t, 2)
}

// countTables is houseTables for a search that only counts solutions, or
// needs any one: it leaves out the pairs of houses that share fewer than
// countShared cells, so its searches count the same, in other orders.
func (rs *Rules) countTables(t *htables) bool {
	return rs.tables(t, countShared)
}

// tables is houseTables, with the pairs of houses that share at least
// shared cells (2 or more); with more, for a search that only counts.
func (rs *Rules) tables(t *htables, shared int) bool {
	t.count = shared > 2
	t.xpeers = [81]bandSet{}
	t.xcells = bandSet{}
	t.boxes = rs.Regions == nil
	t.all = hLines.all
	t.seeFrom = 0
	if t.boxes {
		t.na, t.first = 27, 27
		// The bitboard engine's steps find what see would in rows,
		// columns and boxes, but for cells that see places through
		// an extra house, which the pairs find, or a chess move.
		if !rs.AntiKnight && !rs.AntiKing {
			t.seeFrom = 27
		}
		t.peers = hLines.peers
		t.keep = cellKeep
		t.in = hLines.in
	} else {
		t.na, t.first = 27, 18
		t.peers = linePeers
		t.keep = rowKeep
		// The regions take the place of the boxes.
		clear(t.all[18:27])
		for c, x := range rs.Regions {
			t.in[c] = hLines.in[c]&(1<<18-1) | 1<<(18+x)
			t.all[18+x][c/27] |= 1 << (c % 27)
		}
		for _, m := range t.all[18:27] {
			t.link(m)
		}
	}
	t.diags = 0
	if rs.MainDiagonal {
		t.diags |= 1 << t.na
		t.addLine(0, 10)
	}
	if rs.AntiDiagonal {
		t.diags |= 1 << t.na
		t.addLine(8, 8)
	}
	if rs.Windoku {
		for w := range 4 {
			top := 10 + w/2*36 + w%2*4 // r2c2, r2c6, r6c2, r6c6
			var m bandSet
			for k := range 9 {
				c := top + k/3*9 + k%3
				m[c/27] |= 1 << (c % 27)
			}
			t.add(m)
		}
	}
	if rs.DisjointGroups {
		for p := range 9 {
			var m bandSet
			for b := range 9 {
				c := b/3*27 + b%3*3 + p/3*9 + p%3
				m[c/27] |= 1 << (c % 27)
			}
			t.add(m)
		}
	}
	for _, h := range rs.Houses {
		t.add(bandSetOf(h))
	}
	for _, cg := range rs.Cages {
		t.add(bandSetOf(cg.Cells))
	}
	if rs.AntiKnight || rs.AntiKing {
		t.addChess(rs.AntiKnight, rs.AntiKing)
	}
	t.extra = (1<<t.na - 1) &^ (1<<t.first - 1)
	t.seeCells = union(t.all[t.seeFrom:t.na])
	t.extraCells = union(t.all[t.first:t.na])
	if t.count && !t.boxes {
		shared = max(shared, countSharedRegions)
	}
	return t.pair(shared)
}

// bandSetOf returns the set of the cells, which Check has found in
// range.
func bandSetOf(cells []int) bandSet {
	var m bandSet
	for _, c := range cells {
		m[c/27] |= 1 << (c % 27)
	}
	return m
}

// addLine adds the house of the nine cells from, from+step, ...
func (t *htables) addLine(from, step int) {
	var m bandSet
	for k := range 9 {
		c := from + k*step
		m[c/27] |= 1 << (c % 27)
	}
	t.add(m)
}

// add adds a house, the set m: its cells become peers, and when it has
// nine cells it is searched for hidden singles and locked candidates.
func (t *htables) add(m bandSet) {
	t.link(m)
	if bits.OnesCount32(m[0])+bits.OnesCount32(m[1])+bits.OnesCount32(m[2]) == 9 {
		t.all[t.na] = m
		for b, x := range m {
			for ; x != 0; x &= x - 1 {
				t.in[b*27+bits.TrailingZeros32(x)] |= 1 << t.na
			}
		}
		t.na++
	} else {
		t.seeFrom = 0 // its peers may see the places in any house
	}
}

// link makes the cells of m peers of each other.
func (t *htables) link(m bandSet) {
	for b, x := range m {
		for ; x != 0; x &= x - 1 {
			c := b*27 + bits.TrailingZeros32(x)
			o := m
			o[b] &^= 1 << (c % 27)
			if o == (bandSet{}) {
				return // a house of one cell
			}
			t.peers[c][0] |= o[0]
			t.peers[c][1] |= o[1]
			t.peers[c][2] |= o[2]
			t.xpeers[c][0] |= o[0]
			t.xpeers[c][1] |= o[1]
			t.xpeers[c][2] |= o[2]
		}
	}
	t.xcells[0] |= m[0]
	t.xcells[1] |= m[1]
	t.xcells[2] |= m[2]
}

// pair lists the pairs of houses that share at least shared cells for
// the locked candidates, and reports false when there are more than
// maxPairs. Pairs of rows, columns and 3×3 boxes are the bitboard
// engine's, so each pair has a house of t.first or later; for each of
// those, the cells it shares with each earlier house are counted from the
// houses of its cells (in), not by intersecting it with every house.
func (t *htables) pair(shared int) bool {
	t.np = 0
	for b := t.first; b < t.na; b++ {
		var n [27 + maxHouses]uint8
		earlier := uint64(1)<<b - 1
		for w, x := range t.all[b] {
			for ; x != 0; x &= x - 1 {
				hs := t.in[w*27+bits.TrailingZeros32(x)] & earlier
				for ; hs != 0; hs &= hs - 1 {
					n[bits.TrailingZeros64(hs)]++
				}
			}
		}
		for a, k := range n[:b] {
			// With at most seeMax cells shared, see finds what the
			// pair would, when it looks at the house the places are in;
			// with nine, it is one house twice.
			if int(k) < shared || k == 9 {
				continue
			}
			for _, pr := range [2][2]int{{a, b}, {b, a}} {
				if int(k) <= seeMax && pr[0] >= t.seeFrom {
					continue
				}
				if t.np == maxPairs {
					return false
				}
				t.pairs[t.np] = [2]uint8{uint8(pr[0]), uint8(pr[1])}
				t.np++
			}
		}
	}
	return true
}

// addChess makes the cells a knight's move apart peers, and those a
// king's move apart when king is set.
func (t *htables) addChess(knight, king bool) {
	link := func(a, b int) {
		t.peers[a][b/27] |= 1 << (b % 27)
		t.peers[b][a/27] |= 1 << (a % 27)
		t.xpeers[a][b/27] |= 1 << (b % 27)
		t.xpeers[b][a/27] |= 1 << (a % 27)
		t.xcells[a/27] |= 1 << (a % 27)
		t.xcells[b/27] |= 1 << (b % 27)
	}
	for c := range 81 {
		r, k := c/9, c%9
		// Each move once, from its upper cell: down one or two rows.
		if knight {
			for _, m := range [4][2]int{{1, -2}, {1, 2}, {2, -1}, {2, 1}} {
				if r+m[0] < 9 && 0 <= k+m[1] && k+m[1] < 9 {
					link(c, c+m[0]*9+m[1])
				}
			}
		}
		if king && r < 8 {
			if k > 0 {
				link(c, c+8)
			}
			if k < 8 {
				link(c, c+10)
			}
		}
	}
}

// An hengine searches one grid for solutions under the tables t. It is
// the bitboard engine with other tables and propagation: the board, the
// stack, the counts and grid are the engine's. Its zero value, with t
// and the stack set, is ready for load.
type hengine struct {
	engine
	t *htables
	// seen is the board's cand when the locked candidates last looked
	// at it (or a superset): they look again only at the houses where a
	// digit has lost a place since.
	seen [27]uint32
	// hseen is seen for the hidden singles in regions and extra houses.
	hseen [27]uint32
}

// load sets up the board for the grid g, all digit-bands to propagate.
// It reports false when g holds a value above 9 or two givens that are
// peers with the same digit.
func (e *hengine) load(g *Grid) bool {
	e.unbounded()
	for i := range e.cand {
		e.cand[i] = bandBits
	}
	e.open = [3]uint32{bandBits, bandBits, bandBits}
	e.seen = e.cand
	e.hseen = e.cand
	for c, v := range g {
		if v == 0 {
			continue
		}
		i := uint(v-1)*3 + uint(c)/27
		if v > 9 || e.cand[i]>>(c%27)&1 == 0 {
			return false
		}
		e.place(i, uint(c))
	}
	e.dirty = 1<<27 - 1
	return true
}

// place puts the digit of digit-band i in cell c, which must be in band
// i%3 and still hold the digit, as engine.place does, and removes the
// digit from the cell's other peers too. It does not propagate; it
// returns the digit-bands it changed.
func (e *hengine) place(i, c uint) (dirty uint32) {
	b := i % 3
	bit := uint32(1) << (c % 27)
	dirty = e.vacate(b, bit)
	d0 := i - b
	col := cellCol[c]
	x := &e.t.xpeers[c]
	e.cand[d0] &^= col | x[0]
	e.cand[d0+1] &^= col | x[1]
	e.cand[d0+2] &^= col | x[2]
	e.cand[i] |= bit
	e.cand[i] &= e.t.keep[c]
	e.open[b] &^= bit
	return dirty | 7<<d0
}

// unpeer removes the digit of each cell of s, cells of band b just
// solved, from the cell's peers beyond its row, column and box (the
// bitboard engine's propagation, which solved them, takes those). It
// returns the digit-bands it changed, and false when a cell of s has no
// digit left: two of them were peers with the same digit.
func (e *hengine) unpeer(b uint, s uint32) (uint32, bool) {
	var dirty uint32
	for ; s != 0; s &= s - 1 {
		bit := s & -s
		c := b*27 + uint(bits.TrailingZeros32(s))
		j := b
		for j < 27 && e.cand[j]&bit == 0 {
			j += 3
		}
		if j >= 27 {
			return 0, false
		}
		d0 := j - b
		x := &e.t.xpeers[c]
		for k := range uint(3) {
			y := e.cand[d0+k] & x[k]
			e.cand[d0+k] ^= y
			dirty |= (y + 0x7fffffff) >> 31 << (d0 + k)
		}
	}
	return dirty, true
}

// propagate applies the consequences of the changes in the digit-bands
// marked in dirty until nothing more follows, and reports false on a
// contradiction: with 3×3 boxes by propagateBoxes, else by
// propagateRegions.
//
// When it returns true, every row, column and house of nine cells holds
// every digit at least once, every cell holds a digit, exactly one if it
// is solved, and the digit of a solved cell has left all its peers. So
// when no cell is open, the board is a valid solution.
func (e *hengine) propagate(dirty uint32) bool {
	if e.t.boxes {
		return e.propagateBoxes(dirty)
	}
	return e.propagateRegions(dirty)
}

// propagateBoxes is propagate for rule sets with 3×3 boxes: the bitboard
// engine's propagation (engine.propagate) to its fixpoint, then the rules
// beyond the classic ones, and again until nothing more follows. The
// cells it solved give up their digit to their other peers (unpeer), the
// extra houses are searched for hidden singles and for a digit with no
// place, for the digits that changed since the last look (hseen), and
// when all else is stuck, locked candidates (lock). engine.propagate may
// solve two cells of an extra house with the same digit: unpeer then
// empties one and reports it.
func (e *hengine) propagateBoxes(dirty uint32) bool {
	t := e.t
	for {
		open := e.open
		if !e.engine.propagate(dirty) {
			return false
		}
		dirty = 0
		for b := range uint(3) {
			d, ok := e.unpeer(b, (open[b]&^e.open[b])&t.xcells[b])
			if !ok {
				return false
			}
			dirty |= d
		}
		if dirty != 0 {
			continue
		}
		var ok bool
		if dirty, ok = e.extraSingles(); !ok {
			return false
		}
		if dirty != 0 {
			continue
		}
		if dirty, ok = e.lock(); !ok {
			return false
		}
		if dirty == 0 {
			return true
		}
	}
}

// extraSingles places each digit in each extra house (t.extra) where it
// has one place left, when that cell is open, for the digits that changed
// since it last looked (hseen), and returns the digit-bands that changed.
// It reports false when an extra house has no place for a digit.
func (e *hengine) extraSingles() (dirty uint32, ok bool) {
	t := e.t
	cand := &e.cand
	x := &t.extraCells
	for d0 := uint(0); d0 < 27; d0 += 3 {
		// Only a digit that lost a place in an extra house can have
		// news there. (^ and | bind alike in Go: the parentheses
		// matter.)
		if (cand[d0]^e.hseen[d0])&x[0]|(cand[d0+1]^e.hseen[d0+1])&x[1]|
			(cand[d0+2]^e.hseen[d0+2])&x[2] == 0 {
			continue
		}
		e.hseen[d0] = cand[d0]
		e.hseen[d0+1] = cand[d0+1]
		e.hseen[d0+2] = cand[d0+2]
		d, ok := e.houseSingles(d0, t.extra)
		if !ok {
			return dirty, false
		}
		dirty |= d
	}
	return dirty, true
}

// houseSingles places the digit of digit-bands d0 to d0+2 in each house
// of hs (bits of t.all) where it has one place left, when that cell is
// open, and returns the digit-bands that changed. It reports false when
// a house of hs has no place for the digit.
func (e *hengine) houseSingles(d0 uint, hs uint64) (dirty uint32, ok bool) {
	cand := &e.cand
	for ; hs != 0; hs &= hs - 1 {
		m := &e.t.all[bits.TrailingZeros64(hs)]
		p0, p1, p2 := cand[d0]&m[0], cand[d0+1]&m[1], cand[d0+2]&m[2]
		n := places(p0, p1, p2)
		if n > 1 {
			continue
		}
		if n == 0 {
			return dirty, false
		}
		b, p := uint(0), p0
		if p1 != 0 {
			b, p = 1, p1
		} else if p2 != 0 {
			b, p = 2, p2
		}
		if e.open[b]&p != 0 {
			dirty |= e.place(d0+b, b*27+uint(bits.TrailingZeros32(p)))
		}
	}
	return dirty, true
}

// propagateRegions is propagate for rule sets with irregular regions. It
// runs the steps of engine.propagate that hold without 3×3 boxes, cheapest
// first, with the rules beyond the classic ones: the band step checks each
// row for a place and a single, and places the singles one at a time;
// each cell solved gives up its digit to its other peers (unpeer); the
// regions and extra houses are searched for hidden singles and for a digit
// with no place; and when all else is stuck, locked candidates (lock).
func (e *hengine) propagateRegions(dirty uint32) bool {
	t := e.t
	cand := &e.cand
	touched := dirty // the digit-bands changed since the column pass
	housed := dirty  // and since the houses pass
	var pend [3]uint32
	for {
		for dirty != 0 {
			i := uint(bits.TrailingZeros32(dirty))
			dirty &= dirty - 1
			touched |= 1 << i
			a := cand[i]
			b := uint(bandOf[i%27])
			// No box rule: each row needs a place, and a row with
			// one place solves its cell, one at a time so that two
			// singles of one column clash.
			if a&511 == 0 || a>>9&511 == 0 || a>>18&511 == 0 {
				return false
			}
			s := uint32(singleRow[a&511]) |
				uint32(singleRow[a>>9&511])<<9 |
				uint32(singleRow[a>>18&511])<<18
			for s &= e.open[b]; s != 0; s &= s - 1 {
				if cand[i]&(s&-s) == 0 {
					return false
				}
				dirty |= e.place(i, b*27+uint(bits.TrailingZeros32(s)))
			}
		}
		// The cells the naked and column singles solved give up their
		// digit to their other peers (the band step's placements did
		// so in place).
		if pend != [3]uint32{} {
			for b := range uint(3) {
				d, ok := e.unpeer(b, pend[b]&t.xcells[b])
				if !ok {
					return false
				}
				dirty |= d
			}
			pend = [3]uint32{}
			if dirty != 0 {
				continue
			}
		}
		// Naked singles, as in engine.propagate.
		for b := uint(0); b < 3; b++ {
			w := (*[25]uint32)(cand[b:])
			o01, t01 := w[0]|w[3], w[0]&w[3]
			o23, t23 := w[6]|w[9], w[6]&w[9]
			o45, t45 := w[12]|w[15], w[12]&w[15]
			o67, t67 := w[18]|w[21], w[18]&w[21]
			o03, t03 := o01|o23, t01|t23|o01&o23
			o47, t47 := o45|o67, t45|t67|o45&o67
			o07, t07 := o03|o47, t03|t47|o03&o47
			ones, twos := o07|w[24], t07|o07&w[24]
			if ones != bandBits {
				return false
			}
			s := e.open[b] &^ twos
			if s == 0 {
				continue
			}
			e.open[b] &^= s
			pend[b] |= s
			for j := b; j < 27; j += 3 {
				x := cand[j] & s
				for x != 0 {
					c := uint(bits.TrailingZeros32(x))
					x &= x - 1
					had := cand[j] & (1 << c)
					col := cellCol[c%9]
					d0 := j - b
					for k := d0; k < d0+3; k++ {
						y := cand[k] & col
						cand[k] ^= y
						dirty |= (y + 0x7fffffff) >> 31 << k
					}
					cand[j] = cand[j]&t.keep[b*27+c] | had
					dirty |= 1 << j
				}
			}
		}
		if dirty != 0 {
			continue
		}
		// Hidden singles in columns, as in engine.propagate.
		for d0 := uint(0); d0 < 27; d0 += 3 {
			if touched>>d0&7 == 0 {
				continue
			}
			a0, a1, a2 := cand[d0], cand[d0+1], cand[d0+2]
			o0, t0 := colCount(a0)
			o1, t1 := colCount(a1)
			o2, t2 := colCount(a2)
			ones := o0 | o1 | o2
			twos := t0 | t1 | t2 | o0&o1 | o0&o2 | o1&o2
			if ones != 511 {
				return false
			}
			one := (ones &^ twos) * (1 | 1<<9 | 1<<18)
			for b := uint(0); b < 3; b++ {
				s := cand[d0+b] & one & e.open[b]
				if s == 0 {
					continue
				}
				e.open[b] &^= s
				pend[b] |= s
				a := cand[d0+b]
				dirty |= e.vacate(b, s)
				for x := s; x != 0; x &= x - 1 {
					a &= t.keep[b*27+uint(bits.TrailingZeros32(x))]
				}
				cand[d0+b] = a
				dirty |= 1 << (d0 + b)
			}
		}
		housed |= touched
		touched = 0
		if dirty != 0 {
			continue
		}
		// Hidden singles and empty houses in the houses of nine cells
		// beyond rows, columns and boxes, for the digits that changed.
		for d0 := uint(0); d0 < 27; d0 += 3 {
			if housed>>d0&7 == 0 {
				continue
			}
			// The houses to look at: those where the digit lost a
			// place since the last look, found from the cells.
			var hs uint64
			for k := d0; k < d0+3; k++ {
				for x := cand[k] ^ e.hseen[k]; x != 0; x &= x - 1 {
					hs |= t.in[(k-d0)*27+uint(bits.TrailingZeros32(x))]
				}
				e.hseen[k] = cand[k]
			}
			d, ok := e.houseSingles(d0, hs&t.extra)
			if !ok {
				return false
			}
			dirty |= d
		}
		housed = 0
		if dirty != 0 {
			continue
		}
		var ok bool
		dirty, ok = e.lock()
		if !ok {
			return false
		}
		if dirty == 0 {
			return true
		}
	}
}

// places returns the number of cells of a set of three band words, in
// two population counts.
func places(p0, p1, p2 uint32) int {
	return bits.OnesCount64(uint64(p0)|uint64(p1)<<27) + bits.OnesCount32(p2)
}

// vacate removes every digit from the cells s of band b, and returns the
// digit-bands it changed. The nine updates are written out and note
// their change without a branch: for x below 2^27, (x+0x7fffffff)>>31
// is 1 when x is not 0.
func (e *hengine) vacate(b uint, s uint32) uint32 {
	w := (*[25]uint32)(e.cand[b%3:]) // digit-band b+3k is w[3k]
	var m uint32
	x := w[0] & s
	w[0] ^= x
	m |= (x + 0x7fffffff) >> 31
	x = w[3] & s
	w[3] ^= x
	m |= (x + 0x7fffffff) >> 31 << 3
	x = w[6] & s
	w[6] ^= x
	m |= (x + 0x7fffffff) >> 31 << 6
	x = w[9] & s
	w[9] ^= x
	m |= (x + 0x7fffffff) >> 31 << 9
	x = w[12] & s
	w[12] ^= x
	m |= (x + 0x7fffffff) >> 31 << 12
	x = w[15] & s
	w[15] ^= x
	m |= (x + 0x7fffffff) >> 31 << 15
	x = w[18] & s
	w[18] ^= x
	m |= (x + 0x7fffffff) >> 31 << 18
	x = w[21] & s
	w[21] ^= x
	m |= (x + 0x7fffffff) >> 31 << 21
	x = w[24] & s
	w[24] ^= x
	m |= (x + 0x7fffffff) >> 31 << 24
	return m << (b % 3)
}

// lock applies locked candidates, beyond what the bitboard engine's
// steps find, to the houses where a digit has lost a place since it last
// looked: for each pair of houses {a, b} of t.pairs, when the places of a
// digit in a lie in b, the rest of b loses it; and a cell that sees every
// place of a digit in a house, when there are at most seeMax, loses it.
// It returns the digit-bands it changed, and false when a house has no
// place for a digit.
func (e *hengine) lock() (dirty uint32, ok bool) {
	t := e.t
	cand := &e.cand
	for d0 := uint(0); d0 < 27; d0 += 3 {
		// The places the digit lost since the last look: only a house
		// that lost one can give news, as candidates only go.
		x := bandSet{cand[d0] ^ e.seen[d0], cand[d0+1] ^ e.seen[d0+1], cand[d0+2] ^ e.seen[d0+2]}
		if x == (bandSet{}) {
			continue
		}
		e.seen[d0], e.seen[d0+1], e.seen[d0+2] = cand[d0], cand[d0+1], cand[d0+2]
		for _, pr := range t.pairs[:t.np] {
			a, b := &t.all[pr[0]], &t.all[pr[1]]
			if a[0]&x[0]|a[1]&x[1]|a[2]&x[2] == 0 {
				continue
			}
			p0, p1, p2 := cand[d0]&a[0], cand[d0+1]&a[1], cand[d0+2]&a[2]
			if p0&^b[0]|p1&^b[1]|p2&^b[2] != 0 {
				continue
			}
			r0, r1, r2 := cand[d0]&b[0]&^a[0], cand[d0+1]&b[1]&^a[1], cand[d0+2]&b[2]&^a[2]
			if r0|r1|r2 == 0 {
				continue
			}
			cand[d0] ^= r0
			cand[d0+1] ^= r1
			cand[d0+2] ^= r2
			dirty |= ((r0+0x7fffffff)>>31 | (r1+0x7fffffff)>>31<<1 |
				(r2+0x7fffffff)>>31<<2) << d0
		}
		if !e.see(d0, &x, &dirty) {
			return dirty, false
		}
	}
	return dirty, true
}

// see removes the digit of the digit-bands d0 to d0+2 from the cells that
// see every place of it in a house of nine cells that has lost one of x,
// when there are at most seeMax, marking the digit-bands it changes in
// dirty. It reports false when a house has no place for the digit.
func (e *hengine) see(d0 uint, x *bandSet, dirty *uint32) bool {
	t := e.t
	cand := &e.cand
	// The houses from seeFrom on that hold a cell of x: with 3×3 boxes,
	// a few extra houses, each tested; else every house, found from the
	// cells.
	var hs uint64
	if t.boxes {
		for h := t.seeFrom; h < t.na; h++ {
			m := &t.all[h]
			if m[0]&x[0]|m[1]&x[1]|m[2]&x[2] != 0 {
				hs |= 1 << h
			}
		}
	} else {
		for b := range 3 {
			for y := x[b] & t.seeCells[b]; y != 0; y &= y - 1 {
				hs |= t.in[b*27+bits.TrailingZeros32(y)]
			}
		}
		hs &^= 1<<t.seeFrom - 1
	}
houses:
	for ; hs != 0; hs &= hs - 1 {
		m := &t.all[bits.TrailingZeros64(hs)]
		p := bandSet{cand[d0] & m[0], cand[d0+1] & m[1], cand[d0+2] & m[2]}
		n := places(p[0], p[1], p[2])
		if n < 2 || n > seeMax {
			if n == 0 {
				return false
			}
			continue
		}
		// The cells outside the house that may hold the digit and see
		// every place; most of the time, none, which the first two
		// places or so show.
		see := bandSet{cand[d0] &^ m[0], cand[d0+1] &^ m[1], cand[d0+2] &^ m[2]}
		for b := range 3 {
			for x := p[b]; x != 0; x &= x - 1 {
				pc := &t.peers[b*27+bits.TrailingZeros32(x)]
				see[0] &= pc[0]
				see[1] &= pc[1]
				see[2] &= pc[2]
				if see[0]|see[1]|see[2] == 0 {
					continue houses
				}
			}
		}
		for k, x := range see {
			if x != 0 {
				cand[d0+uint(k)] &^= x
				*dirty |= 1 << (d0 + uint(k))
			}
		}
	}
	return true
}

// choose picks the branch: of the open cells with the fewest candidates
// (two, as a rule), the one that sees the most open cells, the first in
// row-major order on a tie, and its smallest digit. A search that only
// counts may instead branch on a digit in one of its two places in a
// house (see bilocal): first in a diagonal, and in any house when no cell
// has two candidates with 3×3 boxes. It returns the digit-band and the
// cell. The board must be propagated, with an open cell and every cell a
// candidate.
func (e *hengine) choose() (i, c uint) {
	if e.t.count && e.t.diags != 0 {
		// A search that only counts branches on a digit with two
		// places in a diagonal first, when there is one: on the X
		// samples it visits 19% fewer nodes than on a cell with two
		// candidates. (On the windoku samples the same with the
		// windoku boxes visits 25% more, and on the jigsaw ones with
		// the regions three times as many.)
		if i, c, ok := e.bilocal(e.t.diags); ok {
			return i, c
		}
	}
	var two [3]uint32
	for b := uint(0); b < 3; b++ {
		var ones, twos, threes uint32
		for j := b; j < 27; j += 3 {
			x := e.cand[j]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		two[b] = e.open[b] &^ threes
	}
	if two == [3]uint32{} {
		// No cell with two candidates: a search that only counts
		// branches on a digit with two places in a house instead, when
		// there is one, which on the X and windoku samples visits 4% to
		// 12% fewer nodes than a cell with three. With regions it visits
		// more.
		if e.t.count && e.t.boxes {
			if i, c, ok := e.bilocal(1<<e.t.na - 1); ok {
				return i, c
			}
		}
		two = e.fewest()
	}
	best, bestN := uint(0), -1
	for b := uint(0); b < 3; b++ {
		for s := two[b]; s != 0; s &= s - 1 {
			c := b*27 + uint(bits.TrailingZeros32(s))
			pc := &e.t.peers[c]
			n := bits.OnesCount32(pc[0]&e.open[0]) +
				bits.OnesCount32(pc[1]&e.open[1]) +
				bits.OnesCount32(pc[2]&e.open[2])
			if n > bestN {
				best, bestN = c, n
			}
		}
	}
	bit := uint32(1) << (best % 27)
	for j := best / 27; ; j += 3 {
		if e.cand[j]&bit != 0 {
			return j, best
		}
	}
}

// next searches on from where the last call left off until it finds the
// next solution, which it leaves on the board, and reports whether it
// found one, as engine.next does.
func (e *hengine) next(ctx context.Context) (bool, error) {
	sp, dirty := e.sp, e.dirty
	backtrack := e.resume
	e.resume = false
	for {
		if !backtrack {
			e.nodes++
			if e.nodes > e.nextCheck {
				if err := e.check(ctx); err != nil {
					return false, err
				}
			}
			if e.propagate(dirty) {
				if e.open == [3]uint32{} {
					e.found++
					e.sp, e.resume = sp, true
					return true, nil
				}
				if e.guesses >= e.maxGuesses {
					if err := e.check(ctx); err != nil {
						return false, err
					}
				}
				if sp == len(e.stack) {
					e.overflow = true
					return false, nil
				}
				// Branch: the chosen digit in the chosen cell here,
				// the board without it saved for later.
				i, c := e.choose()
				e.guesses++
				f := &e.stack[sp]
				sp++
				f.board = e.board
				f.cand[i] &^= 1 << (c % 27)
				f.dirty = 1 << i
				dirty = e.place(i, c)
				continue
			}
		}
		backtrack = false
		if sp == 0 {
			e.sp = 0
			return false, nil
		}
		sp--
		e.board = e.stack[sp].board
		dirty = e.stack[sp].dirty
		// The saved board was quiet but for the guessed digit, which
		// its digit-band (dirty) lost: the houses it meets are news.
		e.seen = e.cand
		e.seen[bits.TrailingZeros32(dirty)] = bandBits
		e.hseen = e.seen
	}
}

// bilocal returns, of the places of the digits that have two places in
// a house of the set houses (bit h for t.all[h]), the one where the
// digit has the most peers that could hold it: placing it there removes
// the most candidates. It returns the digit-band and the cell, and false
// when no digit has two places in such a house. The board must be
// propagated, so that a solved digit has left its houses.
func (e *hengine) bilocal(houses uint64) (i, c uint, ok bool) {
	t := e.t
	cand := &e.cand
	best := -1
	for d0 := uint(0); d0 < 27; d0 += 3 {
		for hs := houses; hs != 0; hs &= hs - 1 {
			m := &t.all[bits.TrailingZeros64(hs)]
			// A digit solved in the house has one place there, its
			// cell: two places are two open cells.
			p := [3]uint32{
				cand[d0] & m[0], cand[d0+1] & m[1], cand[d0+2] & m[2],
			}
			if places(p[0], p[1], p[2]) != 2 {
				continue
			}
			for b := range uint(3) {
				for x := p[b]; x != 0; x &= x - 1 {
					pc := &t.peers[b*27+uint(bits.TrailingZeros32(x))]
					n := bits.OnesCount32(pc[0]&cand[d0]) +
						bits.OnesCount32(pc[1]&cand[d0+1]) +
						bits.OnesCount32(pc[2]&cand[d0+2])
					if n > best {
						best, i, c, ok = n, d0+b, b*27+uint(bits.TrailingZeros32(x)), true
					}
				}
			}
		}
	}
	return i, c, ok
}

// masks returns the candidates of each cell as a mask, bit d for digit
// d+1.
func (e *hengine) masks() [81]uint16 {
	var m [81]uint16
	for i, a := range e.cand {
		base := i % 3 * 27
		for ; a != 0; a &= a - 1 {
			m[base+bits.TrailingZeros32(a)] |= 1 << (i / 3)
		}
	}
	return m
}

// solveHouses is Solver.Solve under the tables t.
func (s Solver) solveHouses(ctx context.Context, t *htables, g *Grid, limit int) ([]Grid, Stats, error) {
	var e hengine
	var stack [deep]frame
	e.t, e.stack = t, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	var out []Grid
	for len(out) < limit {
		found, err := e.next(ctx)
		if !found {
			return out, e.stats(), err
		}
		if out == nil {
			out = make([]Grid, 0, min(limit, 2))
		}
		out = append(out, e.grid())
	}
	return out, e.stats(), nil
}

// countHouses is Solver.Count under the tables t.
func (s Solver) countHouses(ctx context.Context, t *htables, g *Grid, limit int) (int, Stats, error) {
	var e hengine
	var stack [deep]frame
	e.t, e.stack = t, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return 0, Stats{}, err
	}
	for e.found < limit {
		if found, err := e.next(ctx); !found {
			return e.found, e.stats(), err
		}
	}
	return e.found, e.stats(), nil
}

// firstHouses is Solver.firstExcluding under the tables t: the first
// solution of g in which no cell holds a digit of its excl mask.
func (s Solver) firstHouses(ctx context.Context, t *htables, g *Grid, excl *[81]uint16) ([]Grid, Stats, error) {
	var e hengine
	var stack [deep]frame
	e.t, e.stack = t, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	for c, x := range excl {
		for ; x != 0; x &= x - 1 {
			d := uint(bits.TrailingZeros16(x))
			e.cand[d*3+uint(c)/27] &^= 1 << (uint(c) % 27)
		}
	}
	if found, err := e.next(ctx); !found {
		return nil, e.stats(), err
	}
	return []Grid{e.grid()}, e.stats(), nil
}

// countExcept counts the solutions of g under t, at most limit, that do
// not hold the digit v (1-9) in cell c; v == 0 leaves every solution in.
// It is ruleset.countExcept for the rules the house engine takes, and
// allocates nothing.
func (t *htables) countExcept(g *Grid, limit, c int, v uint8) int {
	var e hengine
	var stack [deep]frame
	e.t, e.stack = t, stack[:]
	if !e.load(g) || v != 0 && g[c] == v {
		return 0
	}
	if v != 0 && g[c] == 0 {
		// load marked every digit-band dirty, so the search sees it.
		e.cand[uint(v-1)*3+uint(c)/27] &^= 1 << (uint(c) % 27)
	}
	for e.found < limit {
		if found, _ := e.next(context.Background()); !found {
			break
		}
	}
	return e.found
}

// startHouses sets the bounds of s on e and loads g, as Solver.start.
func (s Solver) startHouses(ctx context.Context, e *hengine, g *Grid) (bool, error) {
	if err := notStarted(ctx); err != nil {
		return false, err
	}
	if !e.load(g) {
		return false, nil
	}
	e.bound(ctx, s)
	return true, nil
}

// propagated returns the candidates of each cell of g after propagation
// under t, without search; every digit of every solution is among them.
func (t *htables) propagated(g *Grid) [81]uint16 {
	var e hengine
	e.t = t
	if !e.load(g) || !e.propagate(e.dirty) {
		return [81]uint16{}
	}
	return e.masks()
}
