// General engine: the clues outside the grid (little killers, sandwiches,
// X-sums, skyscrapers).

package sudoku

import "math/bits"

// A little killer is a sum along a diagonal whose digits may repeat: it
// compiles to a plain sum (conSum), or to a cage when its cells all see
// each other. The three others look along a whole
// row or column, which holds every digit once, and each has a propagator
// of its own here. Each tries every way the clue can be met that the
// candidates still allow (every place of the 1 and the 9 of a sandwich,
// every digit of the first cell of an X-sum, every path of heights of a
// skyscraper row), and keeps in each cell the digits that some way
// uses. They work on fixed arrays: no allocation.

// compileOutside adds the constraints of the outside clues of rs.
func (rs *Rules) compileOutside(cr *ruleset) {
	for _, o := range rs.Outside {
		cr.probe = true
		switch o.Kind {
		case LittleKillerClue:
			cr.addRepeatSum(o.Cells, o.Value)
		case SandwichClue:
			cr.add(conSandwich, o.Cells, nil, int32(o.Value))
		case XSumClue:
			cr.add(conXSum, o.Cells, nil, int32(o.Value))
		case SkyscraperClue:
			cr.add(conSkyscraper, o.Cells, nil, int32(o.Value))
		}
	}
}

// addRepeatSum adds the constraint that the digits of the cells, which
// may repeat, add up to sum: a cage of distinct digits when every cell
// sees every other (a short diagonal within a box), which propagates
// by the combinations of digits, else a sum, which propagates by bounds.
// It is run after the houses and chess moves have set peerBits.
func (cr *ruleset) addRepeatSum(cells []int, sum int) {
	if len(cells) <= 9 && cr.allPeers(cells) {
		if !cageTotalPossible(len(cells), sum) {
			sum = -1 // no distinct digits make it: runCage fails at once
		}
		cr.add(conCage, cells, nil, int32(sum))
		return
	}
	cr.add(conSum, cells, nil, int32(sum))
}

// allPeers reports whether every two of the cells see each other.
func (cr *ruleset) allPeers(cells []int) bool {
	for k, a := range cells {
		for _, b := range cells[:k] {
			if cr.peerBits[a][b>>6]>>(b&63)&1 == 0 {
				return false
			}
		}
	}
	return true
}

// runOutside applies the clue of the kind over the nine cells of a row
// or column, in order from the clue, and reports false on a
// contradiction.
func (e *vengine) runOutside(kind uint8, cells []uint8, v int32) bool {
	var keep [9]uint16
	switch kind {
	case conSandwich:
		e.sandwichKeep(cells, int(v), &keep)
	case conXSum:
		e.xsumKeep(cells, int(v), &keep)
	default:
		e.skyscraperKeep(cells, int(v), &keep)
	}
	for k, c := range cells {
		if !e.restrict(c, keep[k]) {
			return false
		}
	}
	return true
}

// The digits 1 and 9 as masks, and the digits between them.
const (
	digit1 = 1 << 0
	digit9 = 1 << 8
	middle = allMask &^ (digit1 | digit9)
)

// sandwichKeep sets keep[k] to the digits cell k may hold in some place
// of the 1 and the 9 that the candidates allow, with digits between them
// that add up to v.
func (e *vengine) sandwichKeep(cells []uint8, v int, keep *[9]uint16) {
	for i, a := range cells {
		if e.m[a]&digit1 == 0 {
			continue
		}
		for j, b := range cells {
			if j == i || e.m[b]&digit9 == 0 {
				continue
			}
			lo, hi := min(i, j), max(i, j)
			in, out, ok := e.fill(cells[lo+1:hi], v, digit1|digit9)
			if !ok {
				continue
			}
			keep[i] |= digit1
			keep[j] |= digit9
			for k := range cells {
				switch {
				case lo < k && k < hi:
					keep[k] |= in
				case k < lo || k > hi:
					keep[k] |= out &^ (digit1 | digit9)
				}
			}
		}
	}
}

// xsumKeep sets keep[k] to the digits cell k may hold when the first
// cell holds a digit x that its candidates allow, with the first x cells
// adding up to v.
func (e *vengine) xsumKeep(cells []uint8, v int, keep *[9]uint16) {
	for h := e.m[cells[0]]; h != 0; h &= h - 1 {
		x := bits.TrailingZeros16(h) + 1
		d := uint16(1) << (x - 1)
		in, out, ok := e.fill(cells[1:x], v-x, d)
		if !ok {
			continue
		}
		keep[0] |= d
		for k := 1; k < len(cells); k++ {
			if k < x {
				keep[k] |= in
			} else {
				keep[k] |= out &^ d
			}
		}
	}
}

// fill reports whether the cells, which lie in one house, can hold
// distinct digits, none of not, that add up to sum. It returns the
// digits of the sets of digits that fit (in), and the digits of no such
// set but one of them (out): what the other cells of the house may hold
// with each. A set fits when it holds no digit of not, every digit that a
// cell holds alone, and some candidate of every cell.
func (e *vengine) fill(cells []uint8, sum int, not uint16) (in, out uint16, ok bool) {
	if len(cells) == 0 {
		return 0, allMask &^ not, sum == 0
	}
	if sum <= 0 || sum > 45 {
		return 0, 0, false
	}
	var union, fixed uint16
	for _, c := range cells {
		x := e.m[c]
		union |= x
		if x&(x-1) == 0 {
			fixed |= x
		}
	}
	for _, combo := range cageCombos[len(cells)][sum] {
		if combo&not != 0 || combo&^union != 0 || fixed&^combo != 0 {
			continue
		}
		fits := true
		for _, c := range cells {
			if e.m[c]&combo == 0 {
				fits = false
				break
			}
		}
		if fits {
			in |= combo
			out |= allMask &^ combo &^ not
			ok = true
		}
	}
	return in, out, ok
}

// skyscraperKeep sets keep[k] to the digits cell k may hold on some
// path of digits along the cells, each from its cell's candidates, on
// which v digits are seen (greater than every digit before them) and
// the greatest is 9. A path never repeats the greatest digit so far,
// which the house forbids; it may repeat others, so this keeps more
// than the exact rule, never less.
func (e *vengine) skyscraperKeep(cells []uint8, v int, keep *[9]uint16) {
	// fwd[k][t] is the set of the numbers of digits seen (bit s for s)
	// over the first k cells on the paths whose tallest so far is t (0
	// for none yet); back[k][t] the numbers seen over the first k cells
	// from which the rest of a path with tallest t ends with v seen and
	// tallest 9.
	var fwd, back [10][10]uint16
	fwd[0][0] = 1
	for k, c := range cells {
		m := e.m[c]
		for t := range 10 {
			f := fwd[k][t]
			if f == 0 {
				continue
			}
			for h := m; h != 0; h &= h - 1 {
				d := bits.TrailingZeros16(h) + 1
				if d > t {
					fwd[k+1][d] |= f << 1
				} else if d < t {
					fwd[k+1][t] |= f
				}
			}
		}
	}
	back[9][9] = 1 << v
	for k := 8; k >= 0; k-- {
		m := e.m[cells[k]]
		for t := range 10 {
			var b uint16
			for h := m; h != 0; h &= h - 1 {
				d := bits.TrailingZeros16(h) + 1
				if d > t {
					b |= back[k+1][d] >> 1
				} else if d < t {
					b |= back[k+1][t]
				}
			}
			back[k][t] = b
		}
	}
	// A digit of cell k stays when a path reaches it and goes on from it.
	for k, c := range cells {
		for t := range 10 {
			f := fwd[k][t]
			if f == 0 {
				continue
			}
			for h := e.m[c]; h != 0; h &= h - 1 {
				d := bits.TrailingZeros16(h) + 1
				switch {
				case d > t && f&(back[k+1][d]>>1) != 0,
					d < t && f&back[k+1][t] != 0:
					keep[k] |= 1 << (d - 1)
				}
			}
		}
	}
}
