// Technique engine, chains: level walks of branches (not difficulty levels).

package sudoku

import "math/bits"

// The levels of a static branch, without the branch. The static chains
// (forcing_se.go) propagate a branch from each root that the closure of
// the links says may conclude; once a chain is found, only shorter ones
// count, and most of those branches then conclude nothing the search
// still takes. A branch records each potential's parents and its place
// in order, which costs most of its time; whether it reaches the root's
// opposite, or an on that may close a loop, within a depth needs only the
// level of each potential. A levelWalk follows the same links breadth
// first over sets of cells, one for each digit, a level at a time, and
// tells that at a fraction of a branch's cost, so that the search
// propagates only the branches that may give a conclusion short enough.

// A levelWalk holds the scratch space of the walk: the potentials seen so
// far, and those of the level being walked, as sets of cells per digit,
// for ons and for offs.
type levelWalk struct {
	seenOn, seenOff [9]cellSet
	on, off         [9]cellSet
	// onDigits and offDigits hold the digits whose sets of the level
	// being walked are not empty: the others are not looked at, and
	// may hold the cells of an earlier level.
	onDigits, offDigits mask
	// close holds, for a walk that looks for loops, the ons that would
	// close one: those that imply an off that implies the root.
	close [9]cellSet
	// bilocal and bivalue hold, per digit, the cells whose off implies
	// an on in the position of the walks: by a house where the digit
	// has two places, and by a cell with two digits. Most offs imply
	// nothing, and are not followed.
	bilocal, bivalue [9]cellSet
	// partner holds, for each digit and each cell of bilocal, the
	// cells that hold the other place of the digit in one of its houses
	// where it has two; its other entries are empty.
	partner [9][81]cellSet
}

// prepare fills bilocal and bivalue for the position c, whose house
// tables are where.
func (x *levelWalk) prepare(c *Candidates, where *[27][9]uint16) {
	for d := range 9 {
		// Empty the entries of partner that the last position filled.
		for cell := x.bilocal[d].next(0); cell < 81; cell = x.bilocal[d].next(cell + 1) {
			x.partner[d][cell] = cellSet{}
		}
	}
	x.bilocal, x.bivalue = [9]cellSet{}, [9]cellSet{}
	for h := range 27 {
		for d := range 9 {
			if w := where[h][d]; bits.OnesCount16(w) == 2 {
				a := cellAt(h, bits.TrailingZeros16(w))
				b := cellAt(h, bits.TrailingZeros16(w&(w-1)))
				x.bilocal[d].add(a)
				x.bilocal[d].add(b)
				x.partner[d][a].add(b)
				x.partner[d][b].add(a)
			}
		}
	}
	for cell, m := range c.marks {
		if m.count() == 2 {
			for ; m != 0; m &= m - 1 {
				x.bivalue[m.lowest()-1].add(cell)
			}
		}
	}
}

// walk follows the static links kinds from root in the position c, whose
// house tables are where and whose cells of each digit are cells, as
// propagate would. It returns the level at which the branch reaches
// root's opposite, when that is depth or less, and, when loopDepth is
// not 0 (root is then an on), one more than the lowest level, 3 or more,
// of an on that implies an off that implies root, when that is loopDepth
// or less: the complexity of the shortest loop the branch may close (see
// branch.loops). Each is 0 otherwise.
func (x *levelWalk) walk(root int16, kinds linkKinds, depth, loopDepth int, c *Candidates, where *[27][9]uint16, cells *[9]cellSet) (forcing, cycle int) {
	x.seenOn, x.seenOff = [9]cellSet{}, [9]cellSet{}
	rc, rd := potCell(root), int(potDigit(root))-1
	var at cellSet
	at.add(rc)
	if potIsOn(root) {
		x.on[rd], x.seenOn[rd] = at, at
		x.onDigits, x.offDigits = 1<<rd, 0
	} else {
		x.off[rd], x.seenOff[rd] = at, at
		x.onDigits, x.offDigits = 0, 1<<rd
	}
	if loopDepth > 0 {
		x.closers(rc, rd, kinds, c, where, cells)
	}
	last := max(depth, loopDepth-1) // the last level that may tell
	for lvl := 1; ; lvl++ {
		if forcing == 0 && lvl <= depth && x.has(!potIsOn(root), rc, rd) {
			forcing = lvl
		}
		if cycle == 0 && lvl >= 3 && lvl < loopDepth && x.closes() {
			cycle = lvl + 1
		}
		if forcing != 0 {
			last = min(last, loopDepth-1)
		}
		if cycle != 0 {
			last = min(last, depth)
		}
		if lvl >= last || !x.step(kinds, c, where, cells) {
			return forcing, cycle
		}
	}
}

// has reports whether the level being walked holds the on (when on is
// set) or the off of digit d+1 in cell.
func (x *levelWalk) has(on bool, cell, d int) bool {
	if on {
		return x.onDigits&(1<<d) != 0 && x.on[d].has(cell)
	}
	return x.offDigits&(1<<d) != 0 && x.off[d].has(cell)
}

// closers fills close for the root on (cell rc, digit rd+1), as
// branch.loops finds what closes a loop: the offs that imply the root are
// the other digit of its cell when it has two (cell links), and the other
// place of its digit in a house where it has two (house links); an on
// implies such an off in another cell for the same digit when the cells
// see each other, and in the same cell for another digit (cell links).
func (x *levelWalk) closers(rc, rd int, kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet) {
	x.close = [9]cellSet{}
	if m := c.marks[rc]; kinds&linkY != 0 && m.count() == 2 {
		o := int((m &^ (1 << rd)).lowest()) - 1
		x.close[o] = x.close[o].or(peerSet[rc].and(cells[o]))
	}
	if kinds&linkX == 0 {
		return
	}
	g := &geometry[rc]
	for _, h := range [3]uint8{g.box, g.row, g.col} {
		w := where[h][rd]
		if bits.OnesCount16(w) != 2 {
			continue
		}
		for ; w != 0; w &= w - 1 {
			o := cellAt(int(h), bits.TrailingZeros16(w))
			if o == rc {
				continue
			}
			x.close[rd] = x.close[rd].or(peerSet[o].and(cells[rd]))
			if kinds&linkY != 0 {
				for m := c.marks[o] &^ (1 << rd); m != 0; m &= m - 1 {
					x.close[m.lowest()-1].add(o)
				}
			}
		}
	}
	// The root's own cell never closes a loop (see branch.loops).
	for d := range x.close {
		x.close[d][rc>>6] &^= 1 << (rc & 63)
	}
}

// closes reports whether an on of the level being walked is in close.
func (x *levelWalk) closes() bool {
	for ds := x.onDigits; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(uint16(ds))
		if x.on[d][0]&x.close[d][0]|x.on[d][1]&x.close[d][1] != 0 {
			return true
		}
	}
	return false
}

// step replaces the level being walked by the next, the potentials its
// own imply that were not seen before, and reports whether there are any.
func (x *levelWalk) step(kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet) bool {
	var on, off [9]cellSet
	var onDigits, offDigits mask // the digits of the sets filled
	for ds := x.onDigits; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(uint16(ds))
		dm := mask(1) << d
		// An on implies off for its digit in every peer, and for the
		// cell's other digits.
		offDigits |= dm
		for i := range 2 {
			for w := x.on[d][i]; w != 0; w &= w - 1 {
				cell := i<<6 | bits.TrailingZeros64(w)
				off[d] = off[d].or(peerSet[cell].and(cells[d]))
				if kinds&linkY != 0 {
					m := c.marks[cell] &^ dm
					offDigits |= m
					for ; m != 0; m &= m - 1 {
						off[m.lowest()-1].add(cell)
					}
				}
			}
		}
	}
	for ds := x.offDigits; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(uint16(ds))
		dm := mask(1) << d
		// An off implies on for the other digit of a cell with two,
		// and for the other place of its digit in a house with two.
		if kinds&linkY != 0 {
			for i := range 2 {
				for w := x.off[d][i] & x.bivalue[d][i]; w != 0; w &= w - 1 {
					cell := i<<6 | bits.TrailingZeros64(w)
					o := c.marks[cell] &^ dm
					onDigits |= o
					on[o.lowest()-1].add(cell)
				}
			}
		}
		if kinds&linkX == 0 {
			continue
		}
		for i := range 2 {
			for w := x.off[d][i] & x.bilocal[d][i]; w != 0; w &= w - 1 {
				on[d] = on[d].or(x.partner[d][i<<6|bits.TrailingZeros64(w)])
				onDigits |= dm
			}
		}
	}
	// Keep what was not seen before.
	x.onDigits = keepNew(&x.on, &x.seenOn, &on, onDigits)
	x.offDigits = keepNew(&x.off, &x.seenOff, &off, offDigits)
	return x.onDigits|x.offDigits != 0
}

// keepNew sets next[d], for each digit d of ds, to the cells of reached[d]
// not in seen[d], adds them to seen[d], and returns the digits for which
// next is not empty.
func keepNew(next, seen, reached *[9]cellSet, ds mask) mask {
	var out mask
	for ; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(uint16(ds))
		a, b := reached[d][0]&^seen[d][0], reached[d][1]&^seen[d][1]
		next[d] = cellSet{a, b}
		seen[d][0] |= a
		seen[d][1] |= b
		if a|b != 0 {
			out |= 1 << d
		}
	}
	return out
}
