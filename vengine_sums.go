// General engine: bounds of sums whose cells hold distinct digits in part.

package sudoku

import "math/bits"

// Bounds of sums that know distinct digits. runLinear bounds each term of
// a sum by its cell's least and greatest digit alone, so a line of 32
// cells seems to add up to anything from 32 to 288, when no more than
// nine of them can hold a 1. Here the cells of a sum are split, when the
// rules are compiled, into groups of the same coefficient whose cells all
// see each other (most often the part of the line in one house), and a
// group of k cells adds up to no less than the k least digits of the
// union of their candidates, and no more than the k greatest. A group
// that fills a house adds up to exactly 45 (the 45 rule on lines). Each
// group is then bounded by the total less what the others can make, and
// each digit of a cell by what the rest of its group can make beside it.
//
// The bounds are strong constraints (only the probe runs them): a
// stronger propagation would change the order in which the ordered
// search finds solutions, which is a promise. A rule set with such a sum
// runs the probe (ruleset.probe), as one with cages with totals does.

// sumBounds[k][m] holds the least (low byte) and greatest (high byte)
// sum of k distinct digits of the mask m, and 0xffff when m has fewer
// than k digits.
var sumBounds = makeSumBounds()

// makeSumBounds builds sumBounds: for k digits of m, the k lowest and
// the k highest.
func makeSumBounds() *[10][512]uint16 {
	var t [10][512]uint16
	for m := range 512 {
		n := bits.OnesCount16(uint16(m))
		for k := range 10 {
			if k > n {
				t[k][m] = 0xffff
				continue
			}
			lo, hi := 0, 0
			x := uint16(m)
			for range k {
				lo += bits.TrailingZeros16(x) + 1
				x &= x - 1
			}
			x = uint16(m)
			for range k {
				top := bits.Len16(x)
				hi += top
				x &^= 1 << (top - 1)
			}
			t[k][m] = uint16(lo | hi<<8)
		}
	}
	return &t
}

// compileGroupSums adds, as a strong constraint, the grouped form of
// every arrow whose line has two cells or more that see each other, and
// of every sum whose digits may repeat (a little killer, a cage with
// AllowRepeats) that is not already a cage of distinct digits, and
// turns the probe on when it adds one. A little killer's diagonal
// crosses boxes, and its cells in one box see each other: the zero
// solution little killer of ISS's slow cases went from over 20 s to
// milliseconds with it.
func (rs *Rules) compileGroupSums(cr *ruleset) {
	var cellBuf [81]int
	var coefBuf [81]int32
	ones := func(n int) []int32 {
		for k := range n {
			coefBuf[k] = 1
		}
		return coefBuf[:n]
	}
	for _, o := range rs.Outside {
		if o.Kind == LittleKillerClue && !cr.repeatCage(o.Cells) &&
			cr.addGroups(o.Cells, ones(len(o.Cells)), int32(o.Value)) {
			cr.probe = true
		}
	}
	for _, cg := range rs.Cages {
		if cg.AllowRepeats && !cr.repeatCage(cg.Cells) &&
			cr.addGroups(cg.Cells, ones(len(cg.Cells)), int32(cg.Sum)) {
			cr.probe = true
		}
	}
	if cr.mergeRepeatSums(rs) {
		cr.probe = true
	}
	for _, a := range rs.Arrows {
		cells := append(append(cellBuf[:0], a.Circle...), a.Cells...)
		coef := coefBuf[:len(cells)]
		w := int32(1)
		for k := len(a.Circle) - 1; k >= 0; k-- {
			coef[k] = w
			w *= 10
		}
		for k := len(a.Circle); k < len(cells); k++ {
			coef[k] = -1
		}
		if cr.addGroups(cells, coef, 0) {
			cr.probe = true
		}
	}
}

// maxMerged bounds the number of merged sums mergeRepeatSums adds.
const maxMerged = 16

// mergeRepeatSums adds, as strong constraints with groups, sums of two
// or more disjoint little killers or cages with AllowRepeats, merged
// greedily while a merge puts cells of both in one group: two parallel
// diagonals cross the same boxes, and their cells in a box see each
// other, so together they are bounded closer than each alone ("Zero
// solution: Little Killer" of ISS, eight diagonals of 49 that no grid
// meets, needs it). Each step merges the pair that joins the most
// groups; the pair then stands as one sum for the later steps. It
// reports whether it added one.
func (cr *ruleset) mergeRepeatSums(rs *Rules) bool {
	type sum struct {
		cells  []int
		set    [2]uint64
		total  int32
		groups int
	}
	var sums []sum
	var g cellGroups
	var ones [81]int32
	for k := range ones {
		ones[k] = 1
	}
	put := func(cells []int, total int) {
		if len(cells) > 0 {
			sums = append(sums, sum{cells, bitsOf(cells), int32(total),
				cr.groupCells(cells, ones[:len(cells)], &g)})
		}
	}
	for _, o := range rs.Outside {
		if o.Kind == LittleKillerClue {
			put(o.Cells, o.Value)
		}
	}
	for _, cg := range rs.Cages {
		if cg.AllowRepeats {
			put(cg.Cells, cg.Sum)
		}
	}
	added := false
	for range maxMerged {
		bi, bj, bestGain, bestGroups := -1, -1, 0, 0
		var buf [81]int
		for i := range sums {
			for j := i + 1; j < len(sums); j++ {
				a, b := &sums[i], &sums[j]
				if a.set[0]&b.set[0] != 0 || a.set[1]&b.set[1] != 0 {
					continue
				}
				cells := append(append(buf[:0], a.cells...), b.cells...)
				n := cr.groupCells(cells, ones[:len(cells)], &g)
				if gain := a.groups + b.groups - n; gain > bestGain {
					bi, bj, bestGain, bestGroups = i, j, gain, n
				}
			}
		}
		if bi < 0 {
			break
		}
		a, b := sums[bi], sums[bj]
		cells := append(append([]int(nil), a.cells...), b.cells...)
		if cr.addGroups(cells, ones[:len(cells)], a.total+b.total) {
			added = true
		}
		sums[bi] = sum{cells, [2]uint64{a.set[0] | b.set[0], a.set[1] | b.set[1]},
			a.total + b.total, bestGroups}
		sums = append(sums[:bj], sums[bj+1:]...)
	}
	return added
}

// addGroups adds the strong constraint that sum(coef[k]*digit(cells[k]))
// is total, its cells split into groups of the same coefficient that see
// each other, unless every group has one cell (then runLinear does as
// well). The cells are distinct. It reports whether it added the
// constraint.
//
// The groups are drawn greedily: the house that holds the most cells
// left of one coefficient starts a group (with nine cells or fewer, the
// cell that sees the most others of its coefficient), which takes in
// any other cell of the coefficient that sees all of it (under
// anti-king, say).
func (cr *ruleset) addGroups(cells []int, coef []int32, total int32) bool {
	var g cellGroups
	if cr.groupCells(cells, coef, &g) == len(cells) {
		return false
	}
	// spans runs alongside cells, as coef does, up to the last
	// constraint with groups.
	if k := len(cr.cells) - len(cr.spans); k > 0 {
		cr.spans = append(cr.spans, make([]uint8, k)...)
	}
	cr.spans = append(cr.spans, g.span[:g.n]...)
	addCons(cr, conGroups, g.cells[:g.n], g.coef[:g.n], total)
	cr.cons[len(cr.cons)-1].strong = true
	return true
}

// cellGroups is the split of a sum's cells into groups, as a constraint
// with groups holds it: cells[:n] by group, coef alongside, and span[k]
// the size of the group that starts at k, 0 inside one.
type cellGroups struct {
	cells [81]uint8
	coef  [81]int32
	span  [81]uint8
	n     int
}

// groupCells splits the cells into groups, as addGroups describes, into
// g, and returns the number of groups.
func (cr *ruleset) groupCells(cells []int, coef []int32, g *cellGroups) int {
	var at [81]int // the index of each cell in cells
	var left [2]uint64
	// The cells of each coefficient, as sets: classes[:nc].
	var classes [81][2]uint64
	var classCoef [81]int32
	nc := 0
	for k, c := range cells {
		at[c] = k
		left[c>>6] |= 1 << (c & 63)
		i := 0
		for i < nc && classCoef[i] != coef[k] {
			i++
		}
		if i == nc {
			classCoef[i] = coef[k]
			nc++
		}
		classes[i][c>>6] |= 1 << (c & 63)
	}
	// same returns the cells of left with the coefficient of cell c.
	same := func(c int) [2]uint64 {
		i := 0
		for classCoef[i] != coef[at[c]] {
			i++
		}
		return [2]uint64{classes[i][0] & left[0], classes[i][1] & left[1]}
	}
	outCells, outCoef, outSpan := &g.cells, &g.coef, &g.span
	n, groups := 0, 0
	for left != [2]uint64{} {
		var best [2]uint64
		bestN := 0
		if len(cells) <= 9 {
			// Few cells: the one that sees the most others of its
			// coefficient starts the group.
			most := -1
			for w, x := range left {
				for ; x != 0; x &= x - 1 {
					c := w*64 + bits.TrailingZeros64(x)
					s := same(c)
					p := cr.peerBits[c]
					k := bits.OnesCount64(s[0]&p[0]) + bits.OnesCount64(s[1]&p[1])
					if k > most {
						best, bestN, most = [2]uint64{}, 1, k
						best[w] = 1 << (c & 63)
					}
				}
			}
		} else {
			best, bestN = cr.bestHouse(left, classes[:nc])
		}
		if bestN == 0 { // cannot be: every cell is in a row
			break
		}
		// Take in the other cells of the coefficient that see the group.
		more := same(lowestCell(best))
		more[0] &^= best[0]
		more[1] &^= best[1]
		for w, x := range more {
			for ; x != 0 && bestN < 9; x &= x - 1 {
				y := w*64 + bits.TrailingZeros64(x)
				p := cr.peerBits[y]
				if p[0]&best[0] == best[0] && p[1]&best[1] == best[1] {
					best[w] |= 1 << (y & 63)
					bestN++
				}
			}
		}
		outSpan[n] = uint8(bestN)
		for w, x := range best {
			for ; x != 0; x &= x - 1 {
				y := w*64 + bits.TrailingZeros64(x)
				outCells[n], outCoef[n] = uint8(y), coef[at[y]]
				n++
			}
		}
		left[0] &^= best[0]
		left[1] &^= best[1]
		groups++
	}
	g.n = n
	return groups
}

// bestHouse returns the cells left of one of the classes (the cells of
// a coefficient) that a house holds the most of, and their number.
func (cr *ruleset) bestHouse(left [2]uint64, classes [][2]uint64) ([2]uint64, int) {
	if cr.houseBits == nil {
		cr.houseBits = make([][2]uint64, len(cr.houses))
		for i, h := range cr.houses {
			cr.houseBits[i] = bitsOf(h)
		}
	}
	var best [2]uint64
	bestN := 0
	for _, in := range cr.houseBits {
		in[0] &= left[0]
		in[1] &= left[1]
		if in == [2]uint64{} {
			continue
		}
		for _, cl := range classes {
			s := [2]uint64{cl[0] & in[0], cl[1] & in[1]}
			if k := bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]); k > bestN {
				best, bestN = s, k
			}
		}
	}
	return best, bestN
}

// lowestCell returns the first cell of the set s, which is not empty.
func lowestCell(s [2]uint64) int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}

// runGroups bounds the cells of the equation
// sum(coef[k]*digit(cells[k])) == total, whose cells come in groups:
// span[k] is the number of cells of the group that starts at k, and 0
// inside a group. The cells of a group share a coefficient and hold
// distinct digits.
func (e *vengine) runGroups(cells []uint8, coef []int32, span []uint8, total int32) bool {
	// The range of each group's term, and of the whole.
	var lo, hi int32
	for k := 0; k < len(cells); k += int(span[k]) {
		a, b, ok := e.groupRange(cells[k:k+int(span[k])], coef[k])
		if !ok {
			return false
		}
		lo += a
		hi += b
	}
	if total < lo || total > hi {
		return false
	}
	for k := 0; k < len(cells); k += int(span[k]) {
		g := cells[k : k+int(span[k])]
		w := coef[k]
		a, b, _ := e.groupRange(g, w)
		// The term lies in [total-(hi-b), total-(lo-a)]; the group's
		// sum in that divided by w.
		tlo, thi := total-(hi-b), total-(lo-a)
		if tlo <= a && thi >= b {
			continue // nothing to cut
		}
		var slo, shi int32
		if w > 0 {
			slo, shi = ceilDiv(tlo, w), floorDiv(thi, w)
		} else {
			slo, shi = ceilDiv(thi, w), floorDiv(tlo, w)
		}
		if !e.cutGroup(g, slo, shi) {
			return false
		}
	}
	return true
}

// groupRange returns the least and greatest of w times the sum of the
// distinct digits of the cells, and false when their candidates hold
// too few digits for them.
func (e *vengine) groupRange(g []uint8, w int32) (lo, hi int32, ok bool) {
	var u uint16
	for _, c := range g {
		u |= e.m[c]
	}
	sb := sumBounds[len(g)][u]
	if sb == 0xffff {
		return 0, 0, false
	}
	a, b := int32(sb&0xff), int32(sb>>8)
	if w > 0 {
		return w * a, w * b, true
	}
	return w * b, w * a, true
}

// cutGroup keeps in each cell of the group g the digits d with which
// the other cells can still make a sum between slo-d and shi-d in
// distinct digits other than d.
func (e *vengine) cutGroup(g []uint8, slo, shi int32) bool {
	n := len(g)
	for i, c := range g {
		var rest uint16
		for j, x := range g {
			if j != i {
				rest |= e.m[x]
			}
		}
		var keep uint16
		for m := e.m[c]; m != 0; m &= m - 1 {
			bit := m & -m
			d := int32(bits.TrailingZeros16(bit)) + 1
			sb := sumBounds[n-1][rest&^bit]
			if sb != 0xffff && d+int32(sb&0xff) <= shi && d+int32(sb>>8) >= slo {
				keep |= bit
			}
		}
		if !e.restrict(c, keep) {
			return false
		}
	}
	return true
}

// lateNodes is the number of nodes after which the probe runs the late
// constraints too: the differences of innies and outies of
// ruleset_unions.go cut the nodes of hard killers by two fifths, but
// cost more than they save on a killer that the probe proves unique in
// a dozen nodes.
const lateNodes = 64

// startLate turns the late constraints on, each to run at once: they
// are implied by the others, so a board that did not meet them before
// is still searched right, only with less pruning.
func (e *vengine) startLate() {
	e.late = true
	d := e.rs.dirty
	for i, k := range e.rs.cons {
		if k.late {
			d[i>>6] |= 1 << (i & 63)
		}
	}
}
