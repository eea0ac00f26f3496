// General engine: searches under the Rules the house engine does not take.

package sudoku

import (
	"context"
	"math/bits"
)

// The general engine: a depth-first search over a candidate mask per
// cell, for any [Rules], with the same candidates by digit as 81-bit
// sets. Propagation runs from two work lists: the cells that have just
// become singles, whose digit leaves their peers, and the constraints
// (ruleset.go) that read a cell that changed; the houses' constraints
// look only at the digits that left the house, by AND and popcount, and
// the pair constraints (of any two cells: neighbours under a dot, cells
// along a line, clones) apply as soon as a cell changes. Branching takes a cell with the fewest candidates. The board
// is 306 bytes, saved whole on a fixed stack at each branch, so a search
// allocates nothing after the rules are compiled. Under cages with
// totals, thermos or dots a search that is not random first runs a
// probe (vengine_count.go) with stronger propagation, or a branching
// that learns from conflicts, which answers on its own unless the
// puzzle has two solutions or more (and then too for a count to two).

// allMask is the candidate mask of a cell that may hold any digit.
const allMask = 1<<9 - 1

// A vframe is a board saved on the search stack: the other branch of a
// guess on cell, to try when the guessed branch is exhausted.
type vframe struct {
	m    [81]uint16
	dc   [9][2]uint64
	cell uint8
	gone uint16 // the digit the guess took, to take from cell
}

// A vengine searches one grid for solutions under a ruleset. Its zero
// value, with rs and the stack set, is ready for load.
type vengine struct {
	rs *ruleset
	// m[c] is the set of digits cell c may hold, bit d-1 for d, and
	// dc[d-1] the same by digit: the cells that may hold d, bit c%64 of
	// word c/64.
	m  [81]uint16
	dc [9][2]uint64
	// queue holds the cells that became singles and whose digit has not
	// yet left their peers.
	queue [81]uint8
	qn    int
	// bad is set when a restrict whose result went unchecked failed.
	bad bool
	// seeded keeps the propagation that random solutions were first
	// drawn with (no pair locks, locked candidates for two or three
	// places only), so that a seed still gives the same solution: the
	// path of a random search depends on what propagation leaves.
	seeded bool
	// strong turns on the propagation and branching of the counting
	// search (vengine_count.go), which only a probe uses; phase says
	// where next stands with the probe, and start and sol hold the board
	// it began from and the first solution it found.
	strong bool
	late   bool // whether the late constraints run (vengine_sums.go)
	phase  uint8
	// oracle, set when the ordered search runs after a probe, makes it
	// drop a branch that the probe's propagation finds dead: that
	// prunes only branches without solutions, so the order stays.
	oracle bool
	// unordered is set by a caller that counts up to two solutions and
	// takes none of them: then a probe that finds two is the answer, and
	// next reports both at once (found grows by two).
	unordered bool
	// pending is set when the probe, having searched as the ordered
	// search does, found two solutions: next returns sol, then sol2, and
	// goes on from the probe's stack.
	pending bool
	sol2    [81]uint16
	// fails[c] counts the contradictions met at cell c (its candidates
	// all gone, or a constraint that reads it failing), which the
	// counting search's choice of cells weighs.
	fails [81]uint32
	// learned holds what the counting search has learnt from its
	// conflicts when the rules have no cages with totals (learnChoice).
	learned learned
	start   vstart
	sol     [81]uint16

	found  int  // solutions found so far
	sp     int  // the height of the stack between calls of next
	resume bool // whether the board holds a solution next has returned

	budget // the work done and the bounds on it

	stack    []vframe
	overflow bool
}

// load sets up the board for the grid g, every constraint to run. It
// reports false when a cell holds a value above 9.
func (e *vengine) load(g *Grid) bool {
	e.unbounded()
	e.qn, e.bad = 0, false
	e.phase, e.strong, e.oracle = phaseFresh, false, false
	e.fails = [81]uint32{}
	e.learned = learned{}
	e.pending = false
	for d := range e.dc {
		e.dc[d] = [2]uint64{^uint64(0), 1<<(81-64) - 1}
	}
	for c, v := range g {
		switch {
		case v == 0:
			e.m[c] = allMask
		case v <= 9:
			e.m[c] = 1 << (v - 1)
			e.queue[e.qn] = uint8(c)
			e.qn++
			for d := range e.dc {
				if d != int(v-1) {
					e.dc[d][c>>6] &^= 1 << (c & 63)
				}
			}
		default:
			return false
		}
	}
	d := e.rs.dirty
	for i := range d {
		d[i] = ^uint64(0)
	}
	if n := len(e.rs.cons) % 64; n != 0 {
		d[len(d)-1] = 1<<n - 1
	}
	for s := range e.rs.changed {
		e.rs.changed[s] = allMask * 0x10001
	}
	return true
}

// restrict keeps in cell c only the digits of keep. It reports false when
// none is left. A change marks the constraints of c to run, and a new
// single goes on the queue.
func (e *vengine) restrict(c uint8, keep uint16) bool {
	old := e.m[c]
	m := old & keep
	if m == old {
		return true
	}
	if m == 0 {
		e.fails[c]++
		return false
	}
	e.m[c] = m
	rs := e.rs
	for _, w := range rs.cellWords[rs.wordOff[c]:rs.wordOff[c+1]] {
		rs.dirty[w.word] |= w.bits
	}
	gone := old &^ m
	for g := gone; g != 0; g &= g - 1 {
		e.dc[bits.TrailingZeros16(g)][c>>6] &^= 1 << (c & 63)
	}
	both := uint32(gone) * 0x10001
	for _, s := range rs.slots[rs.slotOff[c]:rs.slotOff[c+1]] {
		rs.changed[s] |= both
	}
	if m&(m-1) == 0 {
		e.queue[e.qn] = c
		e.qn++
	}
	// The pair constraints of c apply at once: each of the other cells
	// keeps the digits that some digit of c allows.
	for _, l := range rs.pairsOf(c) {
		if !e.restrict(l.cell, rs.pairAllow(l.table, e.m[c])) {
			return false
		}
	}
	return true
}

// propagate applies the consequences of the queued singles and the dirty
// constraints until nothing more follows, and reports false on a
// contradiction, leaving the queue and the dirty set empty either way.
// When it returns true and every cell is a single, the board is a
// solution: every constraint has run on the final digits, and each fails
// when its cells are all singles that break it.
func (e *vengine) propagate() bool {
	if !e.bad && e.drain() {
		return true
	}
	e.bad = false
	e.qn = 0
	clear(e.rs.dirty)
	clear(e.rs.changed)
	return false
}

// drain is propagate without the clean-up after a contradiction.
func (e *vengine) drain() bool {
	rs := e.rs
	for {
		// Singles first: the cheapest and most fruitful step.
		for e.qn > 0 {
			e.qn--
			c := e.queue[e.qn]
			d := e.m[c]
			di := bits.TrailingZeros16(d)
			pb := &rs.peerBits[c]
			for w, x := range [2]uint64{pb[0] & e.dc[di][0], pb[1] & e.dc[di][1]} {
				for ; x != 0; x &= x - 1 {
					if !e.restrict(uint8(w*64+bits.TrailingZeros64(x)), ^d) {
						return false
					}
				}
			}
		}
		// Then the dirty constraint of lowest index.
		k := -1
		for w, x := range rs.dirty {
			if x != 0 {
				b := bits.TrailingZeros64(x)
				rs.dirty[w] = x &^ (1 << b)
				k = w*64 + b
				break
			}
		}
		if k < 0 {
			return true
		}
		if !e.run(&rs.cons[k]) {
			e.blame(&rs.cons[k])
			return false
		}
	}
}

// run applies one constraint and reports false on a contradiction.
func (e *vengine) run(k *constraint) bool {
	if k.strong && !e.strong || k.late && !e.late {
		return true
	}
	cells := e.rs.cells[k.off : k.off+int32(k.n)]
	switch k.kind {
	case conPair:
		return e.runPair(cells[0], cells[1], k.arg)
	case conThermo:
		return e.runThermo(cells)
	case conHouse:
		ch := &e.rs.changed[k.arg]
		d := uint16(*ch)
		*ch &^= allMask
		return e.runHouse(&e.rs.lockBits[k.arg], d)
	case conPart:
		var ones uint16
		for _, c := range cells {
			ones |= e.m[c]
		}
		return bits.OnesCount16(ones) >= len(cells)
	case conCage:
		return e.runCage(cells, int(k.arg))
	case conLock:
		ch := &e.rs.changed[k.arg]
		d := uint16(*ch >> 16)
		*ch &= allMask
		return e.runLock(&e.rs.lockBits[k.arg], d)
	case conSum:
		return e.runSum(cells, k.arg)
	case conDigits:
		return e.restrict(cells[0], uint16(k.arg))
	case conQuad:
		return e.runQuad(cells, k.arg)
	case conWindow:
		return e.runWindow(cells, k.arg)
	case conRenban:
		return e.runRenban(cells)
	case conBetween:
		return e.runBetween(cells, int(k.arg))
	case conLockout:
		return e.runLockout(cells, int(k.arg))
	case conRegionSum:
		return e.runRegionSum(cells, e.rs.coef[k.off:k.off+int32(k.n)])
	case conSandwich, conXSum, conSkyscraper:
		return e.runOutside(k.kind, cells, k.arg)
	case conGroups:
		return e.runGroups(cells, e.rs.coef[k.off:k.off+int32(k.n)],
			e.rs.spans[k.off:k.off+int32(k.n)], k.arg)
	default:
		return e.runLinear(cells, e.rs.coef[k.off:k.off+int32(k.n)], k.arg)
	}
}

// runPair keeps in each cell of a pair the digits that some digit of the
// other allows.
func (e *vengine) runPair(a, b uint8, t int32) bool {
	if sup := e.rs.support; sup != nil {
		if !e.restrict(b, sup[t][e.m[a]]) {
			return false
		}
		return e.restrict(a, sup[t+1][e.m[b]])
	}
	fwd, back := &e.rs.tables[t], &e.rs.tables[t+1]
	var allow uint16
	for x := e.m[a]; x != 0; x &= x - 1 {
		allow |= fwd[bits.TrailingZeros16(x)]
	}
	if !e.restrict(b, allow) {
		return false
	}
	allow = 0
	for x := e.m[b]; x != 0; x &= x - 1 {
		allow |= back[bits.TrailingZeros16(x)]
	}
	return e.restrict(a, allow)
}

// runThermo bounds each cell of a thermo by its neighbours: above the
// least digit of the cell before, below the greatest of the cell after.
func (e *vengine) runThermo(cells []uint8) bool {
	lo := 0 // the digits below lo+1 are out
	for _, c := range cells {
		if !e.restrict(c, allMask&^(1<<lo-1)) {
			return false
		}
		lo = bits.TrailingZeros16(e.m[c]) + 1
	}
	hi := 9 // the digits above hi are out
	for k := len(cells) - 1; k >= 0; k-- {
		c := cells[k]
		if !e.restrict(c, 1<<hi-1) {
			return false
		}
		hi = bits.Len16(e.m[c]) - 1
	}
	return true
}

// runHouse fails when a digit of changed has no place left in a house
// of nine cells (the set in), and places each that has one place only
// (hidden singles). The other digits have not changed since it last ran.
func (e *vengine) runHouse(in *[2]uint64, changed uint16) bool {
	for h := changed; h != 0; h &= h - 1 {
		d := bits.TrailingZeros16(h)
		p0, p1 := e.dc[d][0]&in[0], e.dc[d][1]&in[1]
		switch bits.OnesCount64(p0) + bits.OnesCount64(p1) {
		case 0:
			return false
		case 1:
			c := bits.TrailingZeros64(p0)
			if p0 == 0 {
				c = 64 + bits.TrailingZeros64(p1)
			}
			if !e.restrict(uint8(c), 1<<d) {
				return false
			}
		}
	}
	return true
}

// runLock removes a digit of changed from the cells that see all its
// places in a house of nine cells (the set in), when it has two or more
// (locked candidates, and more: the places may be seen through any house
// or chess move). Under pair constraints, it also removes what they
// forbid next to every place when there are at most four (pairLock).
func (e *vengine) runLock(in *[2]uint64, changed uint16) bool {
	rs := e.rs
	for h := changed; h != 0; h &= h - 1 {
		di := bits.TrailingZeros16(h)
		d := uint16(1) << di
		p := [2]uint64{e.dc[di][0] & in[0], e.dc[di][1] & in[1]}
		n := bits.OnesCount64(p[0]) + bits.OnesCount64(p[1])
		if n < 2 || e.seeded && n > 3 {
			continue
		}
		if rs.anyPairs && n <= 4 && !e.seeded && !e.pairLock(p, d) {
			return false
		}
		// The cells outside the house that may hold the digit and see
		// every place; most of the time, none.
		see := [2]uint64{e.dc[di][0] &^ in[0], e.dc[di][1] &^ in[1]}
		for w, x := range p {
			for ; x != 0 && see != [2]uint64{}; x &= x - 1 {
				c := w*64 + bits.TrailingZeros64(x)
				see[0] &= rs.peerBits[c][0]
				see[1] &= rs.peerBits[c][1]
			}
		}
		for w, x := range see {
			for ; x != 0; x &= x - 1 {
				if !e.restrict(uint8(w*64+bits.TrailingZeros64(x)), ^d) {
					return false
				}
			}
		}
	}
	return true
}

// pairLock removes from the cells near the places of digit d in a house
// the digits that the pair constraints forbid next to every place: if d
// must go in one of two cells and a third cell is the orthogonal
// neighbour of both under non-consecutive, that cell holds neither d-1
// nor d+1 (and a cell that is the clone of both holds d). A place itself counts as seeing itself: it loses the digits
// the pair constraints forbid next to each other place.
func (e *vengine) pairLock(p [2]uint64, d uint16) bool {
	rs := e.rs
	// The cells at or next to every place; most of the time, none.
	near := [2]uint64{^uint64(0), ^uint64(0)}
	for w, x := range p {
		for ; x != 0; x &= x - 1 {
			y := w*64 + bits.TrailingZeros64(x)
			nb := rs.pairBits[y]
			nb[w] |= x & -x
			near[0] &= nb[0]
			near[1] &= nb[1]
		}
	}
	if near == [2]uint64{} {
		return true
	}
	di := bits.TrailingZeros16(d)
	for w, z := range near {
		for ; z != 0; z &= z - 1 {
			x := uint8(w*64 + bits.TrailingZeros64(z))
			if e.m[x]&^d == 0 {
				continue
			}
			drop := allMask &^ d
			for v, q := range p {
				for ; q != 0 && drop != 0; q &= q - 1 {
					y := uint8(v*64 + bits.TrailingZeros64(q))
					if y == x {
						continue
					}
					for _, l := range rs.pairsOf(y) {
						if l.cell == x {
							drop &^= rs.tables[l.table][di]
							break
						}
					}
				}
			}
			if drop != 0 && e.m[x]&drop != 0 && !e.restrict(x, ^drop) {
				return false
			}
		}
	}
	return true
}

// runCage keeps in the cells of a cage of distinct digits adding up to
// sum the digits of the combinations that still fit: those within the
// cells' candidates, holding every placed digit, and meeting every cell.
// A digit that every fitting combination holds and only one cell can
// take is placed there. In the counting search, a combination does not
// fit either when two cells hold the same one of its digits alone, and
// a digit that every fitting combination holds leaves the cells outside
// that see all its places (cageLock).
func (e *vengine) runCage(cells []uint8, sum int) bool {
	if sum < 0 || sum > 45 {
		return false
	}
	var union, fixed uint16
	for _, c := range cells {
		x := e.m[c]
		union |= x
		if x&(x-1) == 0 {
			fixed |= x
		}
	}
	var any uint16
	must := uint16(allMask)
	for _, combo := range cageCombos[len(cells)][sum] {
		if combo&^union != 0 || fixed&^combo != 0 {
			continue
		}
		fits := true
		var ones uint16 // the digits of combo that a cell has alone
		for _, c := range cells {
			x := e.m[c] & combo
			if x == 0 || e.strong && x&(x-1) == 0 && ones&x != 0 {
				fits = false
				break
			}
			if x&(x-1) == 0 {
				ones |= x
			}
		}
		if fits {
			any |= combo
			must &= combo
		}
	}
	if any == 0 {
		return false
	}
	for _, c := range cells {
		if !e.restrict(c, any) {
			return false
		}
	}
	for h := must &^ fixed; h != 0; h &= h - 1 {
		d := h & -h
		switch at := e.onlyPlace(cells, d); {
		case at == -1:
			return false
		case at >= 0:
			if !e.restrict(cells[at], d) {
				return false
			}
		case e.strong:
			if !e.cageLock(cells, d) {
				return false
			}
		}
	}
	return true
}

// runLinear bounds the cells of the equation sum(coef[k]*digit(cells[k]))
// == total: each term lies between the total less the most the others can
// make and the total less the least.
func (e *vengine) runLinear(cells []uint8, coef []int32, total int32) bool {
	var lo, hi int32
	for k, c := range cells {
		a, b := termRange(e.m[c], coef[k])
		lo += a
		hi += b
	}
	if total < lo || total > hi {
		return false
	}
	for k, c := range cells {
		a, b := termRange(e.m[c], coef[k])
		// The term must lie in [total-(hi-b), total-(lo-a)].
		tlo, thi := total-(hi-b), total-(lo-a)
		w := coef[k]
		var dlo, dhi int32
		if w > 0 {
			dlo, dhi = ceilDiv(tlo, w), floorDiv(thi, w)
		} else {
			dlo, dhi = ceilDiv(thi, w), floorDiv(tlo, w)
		}
		if dlo > dhi || dhi < 1 || dlo > 9 {
			return false
		}
		dlo, dhi = max(dlo, 1), min(dhi, 9)
		if !e.restrict(c, uint16(1<<dhi-1)&^uint16(1<<(dlo-1)-1)) {
			return false
		}
	}
	return true
}

// runSum bounds the cells whose digits add up to total: each lies
// between the total less the most the others can make and the total
// less the least. It is runLinear with every coefficient 1.
func (e *vengine) runSum(cells []uint8, total int32) bool {
	var lo, hi int32
	for _, c := range cells {
		x := e.m[c]
		lo += int32(bits.TrailingZeros16(x)) + 1
		hi += int32(bits.Len16(x))
	}
	if total < lo || total > hi {
		return false
	}
	for _, c := range cells {
		x := e.m[c]
		a, b := int32(bits.TrailingZeros16(x))+1, int32(bits.Len16(x))
		// The digit lies in [total-(hi-b), total-(lo-a)].
		dlo, dhi := max(total-(hi-b), 1), min(total-(lo-a), 9)
		if dlo > a || dhi < b {
			if !e.restrict(c, uint16(1<<dhi-1)&^uint16(1<<(dlo-1)-1)) {
				return false
			}
		}
	}
	return true
}

// termRange returns the least and greatest of w*d over the digits d of
// the mask m, which is not empty.
func termRange(m uint16, w int32) (lo, hi int32) {
	a := int32(bits.TrailingZeros16(m)) + 1
	b := int32(bits.Len16(m))
	if w > 0 {
		return w * a, w * b
	}
	return w * b, w * a
}

// floorDiv and ceilDiv divide, rounding down and up; b is not 0.
func floorDiv(a, b int32) int32 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int32) int32 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

// choose returns an open cell with the fewest candidates; on a tie, the
// one with the most open peers and constraints (so a guess there reaches
// furthest), the first in row-major order after that. It reports false
// when every cell is a single: then the board is a solution.
func (e *vengine) choose() (uint8, bool) {
	bestN := 10
	var open, tied [2]uint64 // the open cells, and those with bestN
	for c, x := range e.m {
		if x&(x-1) == 0 {
			continue
		}
		open[c>>6] |= 1 << (c & 63)
		switch n := bits.OnesCount16(x); {
		case n < bestN:
			bestN = n
			tied = [2]uint64{}
			tied[c>>6] = 1 << (c & 63)
		case n == bestN:
			tied[c>>6] |= 1 << (c & 63)
		}
	}
	if bestN == 10 {
		return 0, false
	}
	rs := e.rs
	best, bestW := 0, -1
	for w, x := range tied {
		for ; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			pb := &rs.peerBits[c]
			n := int(rs.plain[c]) +
				bits.OnesCount64(pb[0]&open[0]) + bits.OnesCount64(pb[1]&open[1])
			if n > bestW {
				best, bestW = c, n
			}
		}
	}
	return uint8(best), true
}

// next searches on from where the last call left off until it finds the
// next solution, which it leaves on the board, and reports whether it
// found one; false when the space is exhausted, the stack overflows, or
// a bound stops the search (then with the error of check). When r is not
// nil, branches try the digits of a cell in random order from r, else in
// increasing order. ctx and r stay out of the engine, as in engine.next.
func (e *vengine) next(ctx context.Context, r Rand) (bool, error) {
	if e.pending {
		e.pending = false
		e.m = e.sol2
		e.found++
		e.resume = true
		return true, nil
	}
	if r == nil && !e.seeded && e.phase != phaseOrdered && e.rs.probe {
		if done, found, err := e.probeNext(ctx); done {
			return found, err
		}
	}
	sp := e.sp
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
			if e.propagate() && (!e.oracle || e.strongHolds()) {
				c, open := e.choose()
				if !open {
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
				// Branch: try one digit of the chosen cell here, and
				// save the board without it for later.
				x := e.m[c]
				d := x & -x
				if r != nil {
					k := below(r, bits.OnesCount16(x))
					for ; k > 0; k-- {
						x &= x - 1
					}
					d = x & -x
				}
				e.guesses++
				f := &e.stack[sp]
				sp++
				f.m, f.dc = e.m, e.dc
				f.cell, f.gone = c, d
				e.bad = !e.restrict(c, d)
				continue
			}
		}
		backtrack = false
		if sp == 0 {
			e.sp = 0
			return false, nil
		}
		sp--
		f := &e.stack[sp]
		e.m, e.dc = f.m, f.dc
		// The other branch: the saved cell without the guessed digit.
		e.bad = !e.restrict(f.cell, ^f.gone)
	}
}

// grid returns the board, every cell a single, as a Grid.
func (e *vengine) grid() Grid {
	var g Grid
	for c, x := range e.m {
		g[c] = uint8(bits.TrailingZeros16(x)) + 1
	}
	return g
}
