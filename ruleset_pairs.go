// General engine: pair constraints between any two cells, as compile
// gathers them and as the search reads them.

package sudoku

import "math/bits"

// A pair constraint relates the digits of two cells, any two: orthogonal
// neighbours under a dot or a negative rule, neighbours on a whisper,
// the two ends of a palindrome, a cell and its clone. Compile meets them
// rule by rule (addPair, relate), then linkPairs merges those on the
// same two cells, intersecting their tables, and lays them out for the
// search: for each cell, one run of pairLinks, which restrict walks
// without allocating.

// A pairLink is a pair constraint seen from one of its cells: the other
// cell, and the table that maps the first cell's digit to the other's.
type pairLink struct {
	cell  uint8
	table uint16
}

// A pendingPair is a pair constraint that compile has met: its two
// cells and the table that maps the digit of a to those b may hold.
type pendingPair struct {
	a, b  uint8
	table int32
	next  int32 // in linkPairs, the index+1 of the next pair of a
}

// maxSupport is the most tables that get support tables (a kilobyte
// each); a rule set with more looks its tables up digit by digit.
const maxSupport = 64

// supportPairs is the fewest pair constraints that make support tables
// pay when no rule asks for them.
const supportPairs = 48

// addPair adds a pair constraint between the cells a and b whose table is
// t: tables[t][d] holds the digits b may hold when a holds d+1.
func (cr *ruleset) addPair(a, b int, t int32) {
	if cr.pend == nil {
		cr.pend = make([]pendingPair, 0, 2*72) // the orthogonal pairs
	}
	cr.pend = append(cr.pend, pendingPair{a: uint8(a), b: uint8(b), table: t})
}

// relate adds a pair constraint between the cells a and b: b may hold y
// when a holds x if and only if ok(x, y).
func (cr *ruleset) relate(a, b int, ok func(x, y int) bool) {
	var fwd, back [9]uint16
	for x := 1; x <= 9; x++ {
		for y := 1; y <= 9; y++ {
			if ok(x, y) {
				fwd[x-1] |= 1 << (y - 1)
				back[y-1] |= 1 << (x - 1)
			}
		}
	}
	cr.addPair(a, b, cr.table(fwd, back, false))
}

// linkPairs turns the pending pairs into the pair constraints: one for
// each two cells, whose table is the intersection of the tables met for
// them, less equal digits when the cells are peers (so that an equality
// between peers is an empty table, which fails at once). Each gets a
// conPair constraint, which the search runs once at the start, and a
// link from each of its cells, in the order the pairs were met.
func (cr *ruleset) linkPairs() {
	if len(cr.pend) == 0 {
		return
	}
	// Merge the pairs on the same two cells, smaller cell first, into
	// merged, chained by their smaller cell.
	// The pairs are merged in place, in the order first met.
	merged := cr.pend[:0]
	var head [81]int32 // the index+1 in merged of a cell's first pair
	for _, p := range cr.pend {
		if p.a > p.b {
			p.a, p.b, p.table = p.b, p.a, p.table^1
		}
		k := head[p.a] - 1
		for k >= 0 && merged[k].b != p.b {
			k = merged[k].next - 1
		}
		if k < 0 {
			p.next = head[p.a]
			merged = append(merged, p)
			head[p.a] = int32(len(merged))
			continue
		}
		merged[k].table = cr.meet(merged[k].table, p.table, false)
	}
	cr.pend = nil
	var n [81]int32
	for i := range merged {
		p := &merged[i]
		if cr.peerBits[p.a][p.b>>6]>>(p.b&63)&1 != 0 {
			p.table = cr.meet(p.table, p.table, true)
		}
		n[p.a]++
		n[p.b]++
	}
	for c := range 81 {
		cr.pairOff[c+1] = cr.pairOff[c] + n[c]
	}
	cr.pairLinks = make([]pairLink, cr.pairOff[81])
	fill := cr.pairOff
	for _, p := range merged {
		a, b, t := p.a, p.b, p.table
		// runPair takes the first table of the two, of even index.
		if t&1 == 0 {
			addCons(cr, conPair, []uint8{a, b}, nil, t)
		} else {
			addCons(cr, conPair, []uint8{b, a}, nil, t^1)
		}
		cr.pairLinks[fill[a]] = pairLink{b, uint16(t)}
		fill[a]++
		cr.pairLinks[fill[b]] = pairLink{a, uint16(t ^ 1)}
		fill[b]++
		cr.pairBits[a][b>>6] |= 1 << (b & 63)
		cr.pairBits[b][a>>6] |= 1 << (a & 63)
	}
	cr.anyPairs = true
	if (cr.fullPairs || len(merged) >= supportPairs) && len(cr.tables) <= maxSupport {
		cr.buildSupport()
	}
}

// meet returns the table of the intersection of the relations of the
// tables s and t, without equal digits when distinct is set.
func (cr *ruleset) meet(s, t int32, distinct bool) int32 {
	fwd, back := cr.tables[s], cr.tables[s^1]
	for d := range 9 {
		fwd[d] &= cr.tables[t][d]
		back[d] &= cr.tables[t^1][d]
		if distinct {
			fwd[d] &^= 1 << d
			back[d] &^= 1 << d
		}
	}
	return cr.table(fwd, back, false)
}

// buildSupport builds the support table of every table: support[t][m] is
// the union of tables[t][d] over the digits d+1 of m.
func (cr *ruleset) buildSupport() {
	cr.support = make([][512]uint16, len(cr.tables))
	for t := range cr.tables {
		tab, sup := &cr.tables[t], &cr.support[t]
		for m := 1; m < 512; m++ {
			sup[m] = sup[m&(m-1)] | tab[bits.TrailingZeros16(uint16(m))]
		}
	}
}

// pairsOf returns the pair constraints of cell c.
func (rs *ruleset) pairsOf(c uint8) []pairLink {
	return rs.pairLinks[rs.pairOff[c]:rs.pairOff[c+1]]
}

// pairAllow returns the digits the second cell of a pair with table t
// may hold when the first holds one of m.
func (rs *ruleset) pairAllow(t uint16, m uint16) uint16 {
	if rs.support != nil {
		return rs.support[t][m]
	}
	var allow uint16
	for tab := &rs.tables[t]; m != 0; m &= m - 1 {
		allow |= tab[bits.TrailingZeros16(m)]
	}
	return allow
}
