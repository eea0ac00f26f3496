// General engine: the probe, a stronger first count, under cages with totals.

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
// again from the same board in the promised order. Proving a puzzle
// unique, the common case, is the probe alone; so is any count up to
// two, which needs no order (probeCount). The ordered search then
// borrows the probe's propagation as an oracle: a branch where it finds
// a contradiction holds no solution, so dropping it changes nothing in
// the order, and saves the searches for two solutions of the killer
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
// visits 650. Rules without cages with totals or arrows whose lines
// hold cells that see each other (vengine_sums.go) go without the
// probe: for
// them it propagates as the ordered search does, and choosing cells by
// contradictions saves too little (a fifth of the nodes of
// non-consecutive puzzles) to pay for a second search when there are
// two solutions.

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
	case n == 2:
		e.phase, e.oracle = phaseOrdered, true
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

// probeCount counts, up to limit (1 or 2), the solutions of the board by
// the probe alone: a count needs no order, so there is no ordered search
// after it even when it finds two.
func (e *vengine) probeCount(ctx context.Context, limit int) (int, Stats, error) {
	n, err := e.probe(ctx)
	if err != nil {
		return 0, e.stats(), err
	}
	return min(n, limit), e.stats(), nil
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
	e.strong = true
	defer func() { e.strong = false }()
	sp, n := 0, 0
	backtrack := false
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
			if e.propagate() {
				c, open := e.chooseCount()
				if !open {
					if n++; n == 2 {
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
			return n, nil
		}
		sp--
		f := &e.stack[sp]
		e.m, e.dc = f.m, f.dc
		e.bad = !e.restrict(f.cell, ^f.gone)
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
