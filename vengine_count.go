// General engine: the probe, a stronger first count (cages, thermos, dots).

package sudoku

import (
	"context"
	"math/bits"
)

// The counting search. The order in which the general engine finds the
// solutions of a puzzle is a promise (Solve returns the first ones, and
// generated puzzles depend on it), and it follows from the propagation
// and the choice of cells in vengine.go. A stronger propagation would
// change it. So a search that is not random first runs a probe: a
// search for two solutions with the stronger propagation and branching
// of this file. When the probe finds fewer than two, that is the whole
// answer, in any order; only when it finds two does the engine start
// again from the same board in the promised order, unless the caller
// only counts to two (unordered: Count, IsUnique, carving), which takes
// the probe's two. Proving a puzzle unique, the common case, is the
// probe alone. Under cages with totals the ordered search then borrows
// the probe's propagation as an oracle: a branch where it finds a
// contradiction holds no solution, so dropping it changes nothing in the
// order, and saves the searches for two solutions of the killer
// generator their long tail.
//
// What the probe adds, for cages with totals: the sums of the 45 rule
// over runs of rows and columns and pairs of boxes, and the innies less
// the outies of those and of single houses (ruleset_unions.go), the
// latter only after lateNodes nodes (vengine_sums.go);
// a digit every fitting combination of a cage holds leaves the cells
// outside that see all its places in the cage (cageLock); a combination
// whose digit two cells hold alone does not fit; and the choice of the
// cell with the fewest candidates per contradiction met there. On the
// killer sample set it visits 13 nodes a puzzle where the ordered search
// visits 650.
//
// Without cages with totals, grouped sums (vengine_sums.go) or the lines
// that turn it on, but with thermos or dots (and no non-consecutive
// rule, whose sample puzzles took twice the nodes, and no renban line,
// whose hard puzzles took up to 2.4 times), the probe propagates
// as the ordered search does and brings only its branching, which learns
// from its conflicts once it has met learnAfter (learnChoice, below):
// sparse puzzles need it (ISS's puzzles of eighteen two-cell thermos and
// no givens, testdata/iss, got no answer in 90 s by the fewest
// candidates; they take a second or less). Most generated puzzles meet
// fewer conflicts and are searched as before. Rules of different digits
// alone go without the probe.

// The phases of next.
const (
	phaseFresh   = iota // nothing searched yet
	phaseDone           // the probe's answer has been given
	phaseOrdered        // the probe found two: the ordered search runs
)

// A vstart is the board a search starts from, kept to start again.
type vstart struct {
	m   [81]uint16
	dc  [9][2]uint64
	bad bool
}

// probeNext runs the probe on the first call and gives its answer. It
// reports done when that is the answer of this call: found and err are
// then what next returns. When the probe has found two solutions, it
// puts the board back as it was and reports not done: the ordered search
// is to run.
func (e *vengine) probeNext(ctx context.Context) (done, found bool, err error) {
	if e.phase == phaseDone {
		return true, false, nil
	}
	e.start = vstart{e.m, e.dc, e.bad}
	n, err := e.probe(ctx)
	switch {
	case err != nil:
		e.phase = phaseDone
		return true, false, err
	case n == 2 && e.unordered:
		e.phase = phaseDone
		e.found += 2
		return true, true, nil
	case n == 2 && e.rs.learn && !e.learned.on:
		// The probe searched as the ordered search does: its two
		// solutions are the first two, and its stack is where the
		// ordered search goes on from.
		e.phase, e.pending = phaseOrdered, true
		e.sol2, e.m = e.m, e.sol
		e.found++
		return true, true, nil
	case n == 2:
		// The oracle prunes only with a stronger propagation, which
		// the rules without cages with totals do not have.
		e.phase, e.oracle = phaseOrdered, !e.rs.learn
		e.restart()
		return false, false, nil
	case n == 1:
		e.phase = phaseDone
		e.m = e.sol
		e.found++
		return true, true, nil
	}
	e.phase = phaseDone
	return true, false, nil
}

// restart puts back the board of e.start with everything to propagate,
// as load leaves it.
func (e *vengine) restart() {
	e.m, e.dc, e.bad = e.start.m, e.start.dc, e.start.bad
	e.strong = false
	e.sp, e.resume = 0, false
	e.markAll()
}

// markAll marks every constraint to run, every house's digits changed
// and every single to leave its peers.
func (e *vengine) markAll() {
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
	e.qn = 0
	for c, x := range e.m {
		if x != 0 && x&(x-1) == 0 {
			e.queue[e.qn] = uint8(c)
			e.qn++
		}
	}
}

// probe searches the board for up to two solutions with the stronger
// propagation, keeping the first in e.sol, and returns how many it found
// (2 meaning two or more).
func (e *vengine) probe(ctx context.Context) (int, error) {
	// Under learn the propagation stays the ordered search's, so that
	// until it learns the probe is that search.
	e.strong = !e.rs.learn
	defer func() { e.strong = false }()
	sp, n := 0, 0
	backtrack := false
	learn := e.rs.learn
	// The last decision: the cell it restricted, and the digit it placed
	// there (0 when it took one out).
	lastCell, lastDigit := -1, uint16(0)
	e.late = false
	lateAt := e.nodes + lateNodes
	for {
		if !backtrack {
			e.nodes++
			if e.nodes > e.nextCheck {
				if err := e.check(ctx); err != nil {
					return 0, err
				}
			}
			if !e.late && e.nodes > lateAt {
				e.startLate()
			}
			ok := e.propagate()
			if !ok && learn && lastCell >= 0 {
				e.learned.conflict(lastCell, lastDigit)
			}
			if ok {
				var c uint8
				var open bool
				switch {
				case learn && e.learned.on:
					c, open = e.learnChoice()
				case learn:
					// Until it learns, the probe is the ordered search.
					c, open = e.choose()
				default:
					c, open = e.chooseCount()
				}
				if !open {
					if n++; n == 2 {
						e.sp = sp // the ordered search may go on from here
						return 2, nil
					}
					e.sol = e.m
					backtrack = true
					continue
				}
				if e.guesses >= e.maxGuesses {
					if err := e.check(ctx); err != nil {
						return 0, err
					}
				}
				if sp == len(e.stack) {
					e.overflow = true
					return 0, nil
				}
				x := e.m[c]
				d := x & -x
				if e.learned.on {
					c, d = e.learnDigit(c)
				}
				e.guesses++
				f := &e.stack[sp]
				sp++
				f.m, f.dc = e.m, e.dc
				f.cell, f.gone = c, d
				e.bad = !e.restrict(c, d)
				lastCell, lastDigit = int(c), d
				continue
			}
		}
		backtrack = false
		if sp == 0 {
			return n, nil
		}
		sp--
		f := &e.stack[sp]
		e.m, e.dc = f.m, f.dc
		e.bad = !e.restrict(f.cell, ^f.gone)
		lastCell, lastDigit = int(f.cell), 0
	}
}

// chooseCount returns an open cell for the counting search to guess
// at, or false when every cell is a single. It weighs the fewest
// candidates against the most contradictions met at the cell so far
// (the "dom/wdeg" rule of constraint solvers: the search learns where
// the puzzle is tight) and takes the least ratio of candidates to
// 1 + fails, the first in row-major order on a tie. (Breaking ties by
// the constraints and open peers of a cell, as choose does, made the
// killer sample set take 12% more nodes.)
func (e *vengine) chooseCount() (uint8, bool) {
	best, bestN, bestF := -1, uint64(0), uint64(1)
	for c, x := range e.m {
		if x&(x-1) == 0 {
			continue
		}
		n := uint64(bits.OnesCount16(x))
		f := uint64(e.fails[c]) + 1
		// n/f below bestN/bestF, without dividing.
		if best < 0 || n*bestF < bestN*f {
			best, bestN, bestF = c, n, f
		}
	}
	return uint8(best), best >= 0
}

// blame counts a contradiction at each cell of the constraint k, which
// has failed.
func (e *vengine) blame(k *constraint) {
	for _, c := range e.rs.cells[k.off : k.off+int32(k.n)] {
		e.fails[c]++
	}
}

// cageLock removes the digit d, which the cage of cells must hold, from
// the cells outside it that see every place it has in the cage.
func (e *vengine) cageLock(cells []uint8, d uint16) bool {
	di := bits.TrailingZeros16(d)
	see := e.dc[di]
	for _, c := range cells {
		if e.m[c]&d != 0 {
			see[0] &= e.rs.peerBits[c][0]
			see[1] &= e.rs.peerBits[c][1]
		} else {
			see[c>>6] &^= 1 << (c & 63)
		}
	}
	for w, x := range see {
		for ; x != 0; x &= x - 1 {
			if !e.restrict(uint8(w*64+bits.TrailingZeros64(x)), ^d) {
				return false
			}
		}
	}
	return true
}

// strongHolds reports whether the stronger propagation of the probe
// finds no contradiction on the board, which it leaves as it was.
func (e *vengine) strongHolds() bool {
	m, dc := e.m, e.dc
	e.strong = true
	e.markAll()
	ok := e.propagate()
	e.strong = false
	e.m, e.dc = m, dc
	return ok
}

// What the counting search learns from its conflicts, without cages with
// totals. Thermometers, dots and the like seldom make a cell's candidates
// few, so the fewest candidates says little about where to guess, least
// of all in a sparse puzzle (eighteen two-cell thermometers and no givens
// stall a search by fewest candidates). A search that counts its
// conflicts learns instead where the puzzle is tight: each decision that
// propagation refutes scores its cell, and its digit when it placed one;
// every decayEvery conflicts the scores halve (the digits' quarter), so
// that they follow the part of the tree being searched.
//
// The choice (learnChoice, learnDigit) then prefers:
//   - the cell of most score per candidate, with the digit most in
//     conflict (hot) adding to the score of the cells that may hold it,
//     once it stands out from the others;
//   - in that cell, the hot digit, else the least;
//   - instead, when the cell has more than two candidates, a digit that
//     has two places left in a house, at the one of higher score, when
//     that score is at least twice the cell's per candidate: both
//     branches then place a digit (the other place by a hidden single).
// With no score, the fewest candidates, the first in row-major order.
//
// Until learnAfter conflicts the probe branches as the ordered search
// does (choose, the least digit), so that it is that search: most
// puzzles with givens need fewer conflicts, and branch as before; a
// probe that finds two solutions then hands its stack to the ordered
// search, which goes on from there, instead of searching again (next
// and pending).

// decayEvery is the number of conflicts between two halvings of the
// scores, and learnAfter the number of conflicts before the scores
// choose.
const (
	decayEvery = 1 << 14
	learnAfter = 256
)

// A learned is the scores of learnChoice.
type learned struct {
	cell    [81]uint32 // conflicts per cell, decayed
	digit   [9]uint32  // conflicts per digit placed, decayed faster
	n       uint32     // conflicts until the next decay, less decayEvery
	hot     uint16     // the digit most in conflict, when it stands out
	hotGain uint32     // what the hot digit adds to a cell's score, x5
	total   uint32     // conflicts, up to learnAfter
	on      bool       // whether total has reached learnAfter
}

// conflict scores a refuted decision on cell c, which placed digit d (0
// when it took a digit out).
func (l *learned) conflict(c int, d uint16) {
	l.cell[c]++
	if l.total++; l.total == learnAfter {
		l.on = true
	}
	if d != 0 {
		l.digit[bits.TrailingZeros16(d)]++
	}
	if l.n++; l.n == decayEvery {
		l.n = 0
		for i := range l.cell {
			l.cell[i] >>= 1
		}
		for i := range l.digit {
			l.digit[i] >>= 2
		}
	}
	// The hot digit: the one of most conflicts, once it has nine or more
	// and half as many again as the least scored (of those scored).
	most, least := uint32(0), ^uint32(0)
	l.hot = 0
	for i, v := range l.digit {
		if v > most {
			most, l.hot = v, 1<<i
		}
		if v != 0 && v < least {
			least = v
		}
	}
	if most < 9 || 2*most <= 3*least {
		l.hot, most = 0, 0
	}
	l.hotGain = most
}

// learnChoice returns the open cell of most score per candidate, or
// false when every cell is a single. A cell's score is five times its
// conflicts, and the hot digit's gain when it may hold that digit (the
// gain is a fifth of the digit's conflicts, scaled alike). When no open
// cell has a score, it takes the one of fewest candidates. Ties go to
// the first in row-major order.
func (e *vengine) learnChoice() (uint8, bool) {
	l := &e.learned
	best, bestN, bestS := -1, uint64(1), uint64(0)
	fewest, fewestN := -1, 10
	for c, x := range e.m {
		if x&(x-1) == 0 {
			continue
		}
		n := bits.OnesCount16(x)
		if n < fewestN {
			fewest, fewestN = c, n
		}
		s := 5 * uint64(l.cell[c])
		if x&l.hot != 0 {
			s += uint64(l.hotGain)
		}
		// s/n above bestS/bestN, without dividing.
		if s*bestN > bestS*uint64(n) {
			best, bestN, bestS = c, uint64(n), s
		}
	}
	if best < 0 {
		best = fewest
	}
	return uint8(best), best >= 0
}

// learnDigit returns the decision to make at the open cell c that
// learnChoice chose: a cell, c or another, and the digit to place
// there first.
func (e *vengine) learnDigit(c uint8) (uint8, uint16) {
	l := &e.learned
	x := e.m[c]
	d := x & -x
	if x&l.hot != 0 {
		d = l.hot
	}
	if bits.OnesCount16(x) <= 2 || l.cell[c] == 0 {
		return c, d
	}
	// A digit with two places in a house, at the place of higher score
	// m, when m/2 is at least the score per candidate of c; of these the
	// one of highest m, the last found on a tie.
	rs := e.rs
	need := 2 * uint64(l.cell[c]) // m*n must reach it
	n := uint64(bits.OnesCount16(x))
	found := false
	var bestM uint32
	for s := range rs.lockBits {
		in := &rs.lockBits[s]
		for di := range 9 {
			p0, p1 := e.dc[di][0]&in[0], e.dc[di][1]&in[1]
			if bits.OnesCount64(p0)+bits.OnesCount64(p1) != 2 {
				continue
			}
			// The two places, a first.
			a, b := placePair(p0, p1)
			if l.cell[b] > l.cell[a] {
				a = b
			}
			m := l.cell[a]
			if found && m < bestM || !found && uint64(m)*n < need {
				continue
			}
			found, bestM = true, m
			c, d = uint8(a), 1<<di
		}
	}
	return c, d
}

// placePair returns the two cells of the set p0 (cells 0-63) and p1
// (cells 64-80), which holds two.
func placePair(p0, p1 uint64) (a, b int) {
	switch {
	case p0 == 0:
		return 64 + bits.TrailingZeros64(p1), 127 - bits.LeadingZeros64(p1)
	case p1 == 0:
		return bits.TrailingZeros64(p0), 63 - bits.LeadingZeros64(p0)
	}
	return bits.TrailingZeros64(p0), 64 + bits.TrailingZeros64(p1)
}
