// General engine: the clues outside the grid (little killers, sandwiches,
// X-sums, skyscrapers).

package sudoku

import "math/bits"

// A little killer is a sum along a diagonal whose digits may repeat: it
// compiles to a plain sum (conSum), or to a cage when its cells all see
// each other. The three others look along a whole row or column, which
// holds every digit once, and each has a propagator of its own here that
// keeps in each cell the digits that some way of meeting the clue uses.
// Each walks the sets of digits that the first cells of the row may
// hold, in order (setsBySize), which makes it exact: it keeps a digit
// only when some filling of the whole row with distinct digits from the
// candidates meets the clue with it. An X-sum walks once for each digit
// its first cell may hold. On a row with no digit placed, the probe
// bounds a sandwich instead (sandwichBounds), which costs far less and
// there prunes about as much. All work on fixed arrays: no allocation.

// compileOutside adds the constraints of the little killers of rs.
func (rs *Rules) compileOutside(cr *ruleset) {
	for _, o := range rs.Outside {
		cr.probe = true
		if o.Kind == LittleKillerClue {
			cr.addRepeatSum(o.Cells, o.Value)
		}
	}
}

// compileOutsideLines adds the constraints of the sandwiches, X-sums and
// skyscrapers of rs, last of all: the engine runs the dirty constraint
// of lowest index first, so their walks, which cost tens of
// microseconds on an open row, wait until every cheaper constraint is
// quiet, and see a row once for several changes. Their propagators keep
// exactly the supported digits, so the order changes the work, not the
// board propagation ends on.
func (rs *Rules) compileOutsideLines(cr *ruleset) {
	for _, o := range rs.Outside {
		switch o.Kind {
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
	if cr.repeatCage(cells) {
		if !cageTotalPossible(len(cells), sum) {
			sum = -1 // no distinct digits make it: runCage fails at once
		}
		cr.add(conCage, cells, nil, int32(sum))
		return
	}
	cr.add(conSum, cells, nil, int32(sum))
}

// repeatCage reports whether addRepeatSum makes the sum over the cells
// a cage of distinct digits.
func (cr *ruleset) repeatCage(cells []int) bool {
	return len(cells) <= 9 && cr.allPeers(cells)
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
		if e.strong && openCells(e, cells) > sandwichOpen {
			e.sandwichBounds(cells, int(v), &keep)
			break
		}
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

// sandwichOpen is the number of open cells of a row up to which the
// probe walks a sandwich exactly (sandwichKeep); on a row with more, all
// nine, it takes the bounds of sandwichBounds, and the exact walk once
// those or other constraints have placed a digit. On "Sandwich snipe
// 18" of ISS (no givens, thirteen sandwiches of 18) the walks of open
// rows were nine tenths of the time and pruned as much as the bounds:
// this halves it for the same nodes, where a bound of 7 cost twice the
// nodes and 6 four times.
const sandwichOpen = 8

// openCells returns the number of cells that are not singles.
func openCells(e *vengine, cells []uint8) int {
	n := 0
	for _, c := range cells {
		if x := e.m[c]; x&(x-1) != 0 {
			n++
		}
	}
	return n
}

// sumIn reports whether k distinct digits of the mask m can add up to
// no less and no more than t, by their least and greatest sums.
func sumIn(k int, m uint16, t int) bool {
	if k == 0 {
		return t == 0
	}
	sb := sumBounds[k][m]
	return sb != 0xffff && int(sb&0xff) <= t && t <= int(sb>>8)
}

// sandwichBounds sets keep[k] to the digits cell k may hold by the
// bounds of the sandwich, a weaker rule than sandwichKeep's that costs
// a few pairs of places where the walk costs hundreds of sets. For each
// place i of the 1 and j of the 9, the n cells between them hold n
// distinct digits of 2-8 adding up to v, and the 7-n others the other
// digits of 2-8, which add up to 35-v: the pair stands when the least
// and greatest sums of the cells' candidates allow both, and every
// digit of 2-8 has a cell; a digit of a cell stands when, beside it,
// the candidates of the cells on its side still allow the sum.
func (e *vengine) sandwichBounds(cells []uint8, v int, keep *[9]uint16) {
	var m [9]uint16
	for k, c := range cells {
		m[k] = e.m[c]
	}
	for i := range 9 {
		if m[i]&digit1 == 0 {
			continue
		}
		for j := range 9 {
			if j == i || m[j]&digit9 == 0 {
				continue
			}
			lo, hi := min(i, j), max(i, j)
			n := hi - lo - 1
			if !sumIn(n, middle, v) {
				continue
			}
			var in, out uint16
			ok := true
			for k := range 9 {
				if k == i || k == j {
					continue
				}
				x := m[k] & middle
				if x == 0 {
					ok = false
					break
				}
				if lo < k && k < hi {
					in |= x
				} else {
					out |= x
				}
			}
			if !ok || in|out != middle || !sumIn(n, in, v) || !sumIn(7-n, out, 35-v) {
				continue
			}
			keep[i] |= digit1
			keep[j] |= digit9
			for k := range 9 {
				if k == i || k == j {
					continue
				}
				side, cnt, t := out, 7-n, 35-v
				if lo < k && k < hi {
					side, cnt, t = in, n, v
				}
				for h := m[k] & middle &^ keep[k]; h != 0; h &= h - 1 {
					d := h & -h
					if sumIn(cnt-1, side&^d, t-bits.TrailingZeros16(d)-1) {
						keep[k] |= d
					}
				}
			}
		}
	}
}

// sandwichKeep sets keep[k] to the digits cell k may hold in some
// filling of the cells with distinct digits from their candidates whose
// digits between the 1 and the 9 add up to v: the exact rule with the
// row's, as skyscraperKeep walks it. Whether a filling of the first
// cells is before, between or after the 1 and the 9 follows from its set
// of digits (neither, one, or both of them), so fwd[s] is the set of the
// sums between them so far (bit n for n, at most 35) over the fillings
// with the digits of s, and back[s] the sums from which the other cells
// can end with v.
func (e *vengine) sandwichKeep(cells []uint8, v int, keep *[9]uint16) {
	var fwd, back [512]uint64
	fwd[0] = 1
	lim := uint64(1)<<(v+1) - 1 // the sums up to v: a set past it goes no further
	for _, s := range setsBySize[:511] {
		f := fwd[s]
		if f == 0 {
			continue
		}
		in := s&digit1 != 0 != (s&digit9 != 0) // between the 1 and the 9
		for h := e.m[cells[bits.OnesCount16(s)]] &^ s; h != 0; h &= h - 1 {
			d := h & -h
			if in && d&middle != 0 {
				fwd[s|d] |= f << (bits.TrailingZeros16(d) + 1) & lim
			} else {
				fwd[s|d] |= f
			}
		}
	}
	back[allMask] = 1 << v
	for i := 510; i >= 0; i-- {
		s := setsBySize[i]
		if fwd[s] == 0 {
			continue
		}
		in := s&digit1 != 0 != (s&digit9 != 0)
		k := bits.OnesCount16(s)
		var b uint64
		for h := e.m[cells[k]] &^ s; h != 0; h &= h - 1 {
			d := h & -h
			n := back[s|d]
			if in && d&middle != 0 {
				n >>= bits.TrailingZeros16(d) + 1
			}
			if fwd[s]&n != 0 {
				keep[k] |= d
			}
			b |= n
		}
		back[s] = b
	}
}

// xsumKeep sets keep[k] to the digits cell k may hold in some filling
// of the cells with distinct digits from their candidates whose first x
// digits add up to v, x the first digit: exact, as sandwichKeep. For
// each digit x of the first cell it walks the sets of digits of the
// first cells that hold x, those of x digits adding up to v; reach[s]
// marks the sets some filling reaches, and done[s] those from which the
// other cells can be filled.
func (e *vengine) xsumKeep(cells []uint8, v int, keep *[9]uint16) {
	var reach, done [512]bool
	for h := e.m[cells[0]]; h != 0; h &= h - 1 {
		d0 := h & -h
		x := bits.TrailingZeros16(d0) + 1
		clear(reach[:])
		clear(done[:])
		reach[d0] = x != 1 || v == 1
		for _, s := range setsBySize[1:511] {
			if !reach[s] {
				continue
			}
			k := bits.OnesCount16(s)
			for m := e.m[cells[k]] &^ s; m != 0; m &= m - 1 {
				t := s | m&-m
				if k+1 != x || int(setSum[t]) == v {
					reach[t] = true
				}
			}
		}
		done[allMask] = reach[allMask]
		for i := 510; i >= 1; i-- {
			s := setsBySize[i]
			if !reach[s] {
				continue
			}
			k := bits.OnesCount16(s)
			for m := e.m[cells[k]] &^ s; m != 0; m &= m - 1 {
				d := m & -m
				if done[s|d] {
					keep[k] |= d
					done[s] = true
				}
			}
		}
		if done[d0] {
			keep[0] |= d0
		}
	}
}

// setSum[s] is the sum of the digits of the set s.
var setSum = makeSetSum()

// makeSetSum builds setSum.
func makeSetSum() (t [512]uint8) {
	for s := 1; s < 512; s++ {
		t[s] = t[s&(s-1)] + uint8(bits.TrailingZeros16(uint16(s))) + 1
	}
	return t
}

// skyscraperKeep sets keep[k] to the digits cell k may hold in some
// filling of the cells with distinct digits from their candidates on
// which v digits are seen, each greater than every digit before it: the
// exact rule with the row's, so nothing more can be ruled out from the
// clue and the candidates of its cells alone.
//
// It walks the sets of digits the first cells may hold. After k cells a
// set has k digits and its tallest is its greatest, so a set stands for
// every state: fwd[s] is the numbers of digits seen (bit n for n) on the
// fillings of the first popcount(s) cells with the digits of s, and
// back[s] the numbers seen so far from which the other cells can go on
// to v. Only the sets some filling reaches are visited, 512 at most.
func (e *vengine) skyscraperKeep(cells []uint8, v int, keep *[9]uint16) {
	var fwd, back [512]uint16
	fwd[0] = 1
	for _, s := range setsBySize[:511] {
		f := fwd[s]
		if f == 0 {
			continue
		}
		top := uint16(1) << bits.Len16(s) // the digits above s's tallest
		for h := e.m[cells[bits.OnesCount16(s)]] &^ s; h != 0; h &= h - 1 {
			d := h & -h
			if d >= top {
				fwd[s|d] |= f << 1
			} else {
				fwd[s|d] |= f
			}
		}
	}
	back[allMask] = 1 << v
	for i := 510; i >= 0; i-- {
		s := setsBySize[i]
		if fwd[s] == 0 {
			continue
		}
		top := uint16(1) << bits.Len16(s)
		k := bits.OnesCount16(s)
		var b uint16
		for h := e.m[cells[k]] &^ s; h != 0; h &= h - 1 {
			d := h & -h
			n := back[s|d]
			if d >= top {
				n >>= 1
			}
			if fwd[s]&n != 0 {
				keep[k] |= d
			}
			b |= n
		}
		back[s] = b
	}
}

// setsBySize lists the sets of digits, as masks, by their number of
// digits: the empty set first and all nine last.
var setsBySize = makeSetsBySize()

// makeSetsBySize builds setsBySize.
func makeSetsBySize() (t [512]uint16) {
	i := 0
	for n := range 10 {
		for s := range 512 {
			if bits.OnesCount16(uint16(s)) == n {
				t[i] = uint16(s)
				i++
			}
		}
	}
	return t
}
