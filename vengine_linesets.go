// General engine: renban, between, lockout, region sum, zipper and
// double arrow lines.

package sudoku

import "math/bits"

// Renban, between, lockout and region sum lines have propagators of
// their own here; zipper and double arrow lines are equal sums, which
// compile to the linear constraints of vengine.go. None allocates when
// it runs. Region sum and zipper lines turn on the probe of
// vengine_count.go, whose choice of cells by contradictions solves their
// published puzzles four to eight times faster; renban lines do not, as
// it makes theirs slower.

// linkRenban makes the cells of every renban line peers of one another
// through link: their digits differ.
func (rs *Rules) linkRenban(link func(a, b int)) {
	for _, l := range rs.Lines {
		if l.Kind != RenbanLine {
			continue
		}
		for k, a := range l.Cells {
			for _, b := range l.Cells[:k] {
				link(a, b)
			}
		}
	}
}

// compileLinesSets adds the constraints of the lines of the kinds of this
// file. cr.peerBits must be final.
func (rs *Rules) compileLinesSets(cr *ruleset) {
	for _, l := range rs.Lines {
		n := len(l.Cells)
		switch l.Kind {
		case RenbanLine:
			if n > 1 {
				cr.add(conRenban, l.Cells, nil, 0)
			}
		case BetweenLine:
			cr.add(conBetween, l.Cells, nil, int32(cr.clique(l.Cells[1:n-1])))
		case LockoutLine:
			v := l.Value
			if v == 0 {
				v = 4
			}
			cr.add(conLockout, l.Cells, nil, int32(v))
		case RegionSumLine:
			segs := rs.regionSegments(l.Cells)
			if len(segs) < 2 {
				continue
			}
			// The coefficient of each cell is the number of its visit.
			seg := make([]int32, 0, n)
			for k, v := range segs {
				for range v {
					seg = append(seg, int32(k))
				}
			}
			cr.add(conRegionSum, l.Cells, seg, 0)
			cr.probe = true
		case ZipperLine:
			var groups [][]int
			if n%2 == 1 {
				groups = append(groups, l.Cells[n/2:n/2+1])
			}
			for i := range n / 2 {
				groups = append(groups, []int{l.Cells[i], l.Cells[n-1-i]})
			}
			// With a middle cell, each pair against it is enough: the
			// bounds of one pair reach the others through it.
			equalSums(cr, groups, n%2 == 1)
			cr.probe = true
		case DoubleArrowLine:
			coef := make([]int32, n)
			for k := range coef {
				coef[k] = -1
			}
			coef[0], coef[n-1] = 1, 1
			cr.add(conLinear, l.Cells, coef, 0)
		}
	}
}

// clique returns the size of a group of the cells that are all peers of
// one another, found greedily from each cell: a lower bound of the
// number of distinct digits the cells hold.
func (cr *ruleset) clique(cells []int) int {
	best := 0
	for k, a := range cells {
		group := [2]uint64{}
		group[a>>6] |= 1 << (a & 63)
		size := 1
		for j := range cells {
			b := cells[(k+j)%len(cells)]
			if group[b>>6]>>(b&63)&1 != 0 {
				continue
			}
			pb := cr.peerBits[b]
			if group[0]&^pb[0] == 0 && group[1]&^pb[1] == 0 {
				group[b>>6] |= 1 << (b & 63)
				size++
			}
		}
		best = max(best, size)
	}
	return best
}

// regionSegments cuts the cells of a region sum line into its visits of
// boxes (or regions): the runs of cells in a row along the line that lie
// in one box.
func (rs *Rules) regionSegments(cells []int) [][]int {
	region := func(c int) int {
		if rs.Regions != nil {
			return int(rs.Regions[c])
		}
		return c/27*3 + c%9/3
	}
	var segs [][]int
	for k, c := range cells {
		if k == 0 || region(c) != region(cells[k-1]) {
			segs = append(segs, nil)
		}
		segs[len(segs)-1] = append(segs[len(segs)-1], c)
	}
	return segs
}

// equalSums adds linear constraints that make the digits of every group
// add up to the same total. With star, each group against the first
// only; else every pair of groups when there are few, or each against the
// one before and the first when there are many.
func equalSums(cr *ruleset, groups [][]int, star bool) {
	pair := func(a, b []int) {
		cells := append(append([]int(nil), a...), b...)
		coef := make([]int32, len(cells))
		for k := range coef {
			coef[k] = 1
			if k >= len(a) {
				coef[k] = -1
			}
		}
		cr.add(conLinear, cells, coef, 0)
	}
	for j := 1; j < len(groups); j++ {
		switch {
		case star:
			pair(groups[0], groups[j])
		case len(groups) <= 6:
			for i := range j {
				pair(groups[i], groups[j])
			}
		default:
			pair(groups[j-1], groups[j])
			if j > 1 {
				pair(groups[0], groups[j])
			}
		}
	}
}

// digitRange returns the digits lo to hi as a mask, empty when lo > hi.
func digitRange(lo, hi int) uint16 {
	lo, hi = max(lo, 1), min(hi, 9)
	if lo > hi {
		return 0
	}
	return uint16(1<<hi-1) &^ uint16(1<<(lo-1)-1)
}

// runRenban keeps in the cells of a renban line the digits of the runs
// of len(cells) consecutive digits (windows) that may still fill them:
// those whose every digit some cell may hold and that every cell meets.
// A digit of every window left stands on the line: when only one cell
// may hold it, it goes there. The distinct digits come from the cells
// being peers.
func (e *vengine) runRenban(cells []uint8) bool {
	n := len(cells)
	var union uint16
	for _, c := range cells {
		union |= e.m[c]
	}
	var keep uint16
	must := uint16(allMask)
	for s := 1; s+n-1 <= 9; s++ {
		w := digitRange(s, s+n-1)
		if w&^union != 0 {
			continue
		}
		fits := true
		for _, c := range cells {
			if e.m[c]&w == 0 {
				fits = false
				break
			}
		}
		if fits {
			keep |= w
			must &= w
		}
	}
	if keep == 0 {
		return false
	}
	for _, c := range cells {
		if !e.restrict(c, keep) {
			return false
		}
	}
	// The digits of every window left stand on the line once: one with
	// a single place goes there, and leaves the cells that see all its
	// places.
	for h := must; h != 0; h &= h - 1 {
		d := h & -h
		switch at := e.onlyPlace(cells, d); {
		case at == -1:
			return false
		case at >= 0:
			if !e.restrict(cells[at], d) {
				return false
			}
		default:
			if !e.cageLock(cells, d) {
				return false
			}
		}
	}
	return true
}

// onlyPlace returns the index in cells of the only cell whose
// candidates meet the mask d: -1 when none does, -2 when more than one
// does.
func (e *vengine) onlyPlace(cells []uint8, d uint16) int {
	at := -1
	for k, c := range cells {
		if e.m[c]&d != 0 {
			if at >= 0 {
				return -2
			}
			at = k
		}
	}
	return at
}

// runBetween bounds a between line: its middle cells (cells[1:n-1]) lie
// strictly between its ends, which differ by more than gap, the number of
// middle cells known to hold distinct digits. An end keeps a digit that
// can be the smaller end (below every middle cell, with room above it on
// the other end) or the larger; a middle cell keeps the digits strictly
// between a smaller end of one and a larger end of the other.
func (e *vengine) runBetween(cells []uint8, gap int) bool {
	n := len(cells)
	a, b := cells[0], cells[n-1]
	// Every middle digit is at least p and at most q.
	p, q := 0, 10
	for _, c := range cells[1 : n-1] {
		x := e.m[c]
		p = max(p, bits.TrailingZeros16(x)+1)
		q = min(q, bits.Len16(x))
	}
	// ends returns the digits of the end mask x that can be the smaller
	// end against the other end's mask y, and those that can be the
	// larger.
	ends := func(x, y uint16) (small, large uint16) {
		ylo, yhi := bits.TrailingZeros16(y)+1, bits.Len16(y)
		for h := x; h != 0; h &= h - 1 {
			d := bits.TrailingZeros16(h) + 1
			if d <= q-1 && yhi >= max(d+gap+1, p+1) {
				small |= h & -h
			}
			if d >= p+1 && ylo <= min(d-gap-1, q-1) {
				large |= h & -h
			}
		}
		return small, large
	}
	sa, la := ends(e.m[a], e.m[b])
	if !e.restrict(a, sa|la) {
		return false
	}
	sb, lb := ends(e.m[b], e.m[a])
	if !e.restrict(b, sb|lb) {
		return false
	}
	var mid uint16
	if sa != 0 && lb != 0 {
		mid |= digitRange(bits.TrailingZeros16(sa)+2, bits.Len16(lb)-1)
	}
	if sb != 0 && la != 0 {
		mid |= digitRange(bits.TrailingZeros16(sb)+2, bits.Len16(la)-1)
	}
	for _, c := range cells[1 : n-1] {
		if !e.restrict(c, mid) {
			return false
		}
	}
	return true
}

// runLockout keeps on a lockout line the digits of its ends that differ
// by at least diff and leave every middle cell a digit outside the range
// from the smaller end to the larger, ends included; and in the middle
// cells the digits outside some such range.
func (e *vengine) runLockout(cells []uint8, diff int) bool {
	n := len(cells)
	a, b := cells[0], cells[n-1]
	mids := cells[1 : n-1]
	var keepA, keepB, mid uint16
	for ha := e.m[a]; ha != 0; ha &= ha - 1 {
		x := bits.TrailingZeros16(ha) + 1
		for hb := e.m[b]; hb != 0; hb &= hb - 1 {
			y := bits.TrailingZeros16(hb) + 1
			lo, hi := min(x, y), max(x, y)
			if hi-lo < diff {
				continue
			}
			out := allMask &^ digitRange(lo, hi)
			fits := true
			for _, c := range mids {
				if e.m[c]&out == 0 {
					fits = false
					break
				}
			}
			if fits {
				keepA |= ha & -ha
				keepB |= hb & -hb
				mid |= out
			}
		}
	}
	if !e.restrict(a, keepA) || !e.restrict(b, keepB) {
		return false
	}
	for _, c := range mids {
		if !e.restrict(c, mid) {
			return false
		}
	}
	return true
}

// runRegionSum keeps on a region sum line the totals that every visit
// of a box can make (seg[k] is the number of the visit of cells[k]; a
// visit's cells lie in one box, so their digits differ), and in the
// cells the digits of the sets of distinct digits that make one of those
// totals and fit the visit. When one total is left, each visit is a cage
// of that total.
func (e *vengine) runRegionSum(cells []uint8, seg []int32) bool {
	totals := uint64(1)<<46 - 2 // the totals 1-45 still possible
	for i := 0; i < len(cells); {
		j := i + 1
		for j < len(cells) && seg[j] == seg[i] {
			j++
		}
		var can uint64
		for h := totals; h != 0; h &= h - 1 {
			s := bits.TrailingZeros64(h)
			if e.visitFits(cells[i:j], s) != 0 {
				can |= h & -h
			}
		}
		if totals &= can; totals == 0 {
			return false
		}
		i = j
	}
	one := totals&(totals-1) == 0
	for i := 0; i < len(cells); {
		j := i + 1
		for j < len(cells) && seg[j] == seg[i] {
			j++
		}
		if one {
			if !e.runCage(cells[i:j], bits.TrailingZeros64(totals)) {
				return false
			}
			i = j
			continue
		}
		var keep uint16
		for h := totals; h != 0; h &= h - 1 {
			keep |= e.visitFits(cells[i:j], bits.TrailingZeros64(h))
		}
		for _, c := range cells[i:j] {
			if !e.restrict(c, keep) {
				return false
			}
		}
		i = j
	}
	return true
}

// visitFits returns the union of the sets of len(cells) distinct digits
// that add up to sum, hold every digit placed in the cells, and give
// each cell one of its candidates; 0 when there is none.
func (e *vengine) visitFits(cells []uint8, sum int) uint16 {
	if sum > 45 {
		return 0
	}
	var union, fixed uint16
	for _, c := range cells {
		x := e.m[c]
		union |= x
		if x&(x-1) == 0 {
			fixed |= x
		}
	}
	var fit uint16
	for _, combo := range cageCombos[len(cells)][sum] {
		if combo&^union != 0 || fixed&^combo != 0 || combo&^fit == 0 {
			continue
		}
		ok := true
		for _, c := range cells {
			if e.m[c]&combo == 0 {
				ok = false
				break
			}
		}
		if ok {
			fit |= combo
		}
	}
	return fit
}
