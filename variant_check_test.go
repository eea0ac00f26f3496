package sudoku

import (
	"math/bits"
	"slices"
)

// An independent checker of variant puzzles for the generator's tests: a
// plain backtracker that tests each rule's predicate as written in the
// fields of a Rules, with its own geometry, and shares no code with the
// engine.

// A bruteRules is a Rules spelled out for the backtracker.
type bruteRules struct {
	houses  [][]int      // sets of cells whose digits differ
	peers   [81][]int    // the cells sharing a house with each cell
	pairs   [81][]bruteP // the pair rules of each cell
	cages   []Cage       // cages with a sum
	thermos []Thermo
	arrows  []Arrow
	// lines[c] lists the cages, thermos and arrows through c, as
	// 'c'/'t'/'a' and an index.
	lines [81][]bruteLine
}

// A bruteP is a rule between a cell and another: ok(x, y) must hold for
// the cell's digit x and the other's y.
type bruteP struct {
	other int
	ok    func(x, y int) bool
}

// A bruteLine names a cage, thermo or arrow.
type bruteLine struct {
	kind byte
	i    int
}

// newBrute spells out rs (nil for classic).
func newBrute(rs *Rules) *bruteRules {
	if rs == nil {
		rs = &Rules{}
	}
	b := &bruteRules{}
	for i := range 9 {
		var row, col, box, diag, anti, disj []int
		for j := range 9 {
			row = append(row, i*9+j)
			col = append(col, j*9+i)
			box = append(box, (i/3*3+j/3)*9+i%3*3+j%3)
			disj = append(disj, (j/3*3+i/3)*9+j%3*3+i%3)
			diag = append(diag, j*9+j)
			anti = append(anti, j*9+8-j)
		}
		b.houses = append(b.houses, row, col)
		if rs.Regions == nil {
			b.houses = append(b.houses, box)
		}
		if rs.DisjointGroups {
			b.houses = append(b.houses, disj)
		}
		if i == 0 && rs.MainDiagonal {
			b.houses = append(b.houses, diag)
		}
		if i == 0 && rs.AntiDiagonal {
			b.houses = append(b.houses, anti)
		}
	}
	if rs.Regions != nil {
		var regs [9][]int
		for c, k := range rs.Regions {
			regs[k%9] = append(regs[k%9], c)
		}
		b.houses = append(b.houses, regs[:]...)
	}
	if rs.Windoku {
		for _, tl := range []int{10, 14, 46, 50} {
			var w []int
			for j := range 9 {
				w = append(w, tl+j/3*9+j%3)
			}
			b.houses = append(b.houses, w)
		}
	}
	b.houses = append(b.houses, rs.Houses...)
	for _, cg := range rs.Cages {
		b.houses = append(b.houses, cg.Cells)
		if cg.Sum != 0 {
			b.cages = append(b.cages, cg)
			for _, c := range cg.Cells {
				b.lines[c] = append(b.lines[c], bruteLine{'c', len(b.cages) - 1})
			}
		}
	}
	for _, cells := range b.houses {
		for _, c := range cells {
			for _, x := range cells {
				if x != c && !slices.Contains(b.peers[c], x) {
					b.peers[c] = append(b.peers[c], x)
				}
			}
		}
	}
	b.thermos, b.arrows = rs.Thermos, rs.Arrows
	for i, th := range rs.Thermos {
		for _, c := range th.Cells {
			b.lines[c] = append(b.lines[c], bruteLine{'t', i})
		}
	}
	for i, ar := range rs.Arrows {
		for _, c := range append(ar.Circle[:len(ar.Circle):len(ar.Circle)], ar.Cells...) {
			b.lines[c] = append(b.lines[c], bruteLine{'a', i})
		}
	}
	b.addPairs(rs)
	return b
}

// addPairs adds the rules between two cells: chess moves, neighbours,
// dots and the negative rules.
func (b *bruteRules) addPairs(rs *Rules) {
	both := func(x, y int, ok func(x, y int) bool) {
		b.pairs[x] = append(b.pairs[x], bruteP{y, ok})
		b.pairs[y] = append(b.pairs[y], bruteP{x, func(p, q int) bool { return ok(q, p) }})
	}
	differ := func(x, y int) bool { return x != y }
	// marked[pair][0] says a kropki dot is on the pair, [1] an X or a V:
	// what lifts the negative rules of that family from it.
	marked := map[[2]int][2]bool{}
	for _, d := range rs.Dots {
		p := [2]int{min(d.A, d.B), max(d.A, d.B)}
		m := marked[p]
		m[0] = m[0] || d.Kind == WhiteDot || d.Kind == BlackDot
		m[1] = m[1] || d.Kind == XMark || d.Kind == VMark
		marked[p] = m
		both(d.A, d.B, func(x, y int) bool { return bruteMark(d, x, y) })
	}
	for a := range 81 {
		for c := a + 1; c < 81; c++ {
			dr, dc := c/9-a/9, c%9-a%9
			d2 := dr*dr + dc*dc
			if rs.AntiKnight && d2 == 5 || rs.AntiKing && d2 == 2 {
				both(a, c, differ)
			}
			if d2 != 1 {
				continue
			}
			if rs.NonConsecutive {
				both(a, c, func(x, y int) bool { return !markHolds(WhiteDot, x, y) })
			}
			m := marked[[2]int{a, c}]
			for _, neg := range []struct {
				on    bool
				kinds []DotKind
			}{
				{rs.AllWhite && !m[0], []DotKind{WhiteDot}},
				{rs.AllBlack && !m[0], []DotKind{BlackDot}},
				{rs.AllXV && !m[1], []DotKind{XMark, VMark}},
			} {
				if !neg.on {
					continue
				}
				kinds := neg.kinds
				both(a, c, func(x, y int) bool {
					for _, k := range kinds {
						if markHolds(k, x, y) {
							return false
						}
					}
					return true
				})
			}
		}
	}
}

// fits reports whether digit d may go in the empty cell c of g without
// breaking a rule, as far as the filled cells tell.
func (b *bruteRules) fits(g *Grid, c, d int) bool {
	for _, x := range b.peers[c] {
		if int(g[x]) == d {
			return false
		}
	}
	for _, p := range b.pairs[c] {
		if g[p.other] != 0 && !p.ok(d, int(g[p.other])) {
			return false
		}
	}
	g[c] = uint8(d)
	ok := b.linesFit(g, c)
	g[c] = 0
	return ok
}

// linesFit reports whether the cages, thermos and arrows through c can
// still be kept.
func (b *bruteRules) linesFit(g *Grid, c int) bool {
	for _, l := range b.lines[c] {
		switch l.kind {
		case 'c':
			if !b.cageFits(g, b.cages[l.i]) {
				return false
			}
		case 't':
			if !thermoFits(g, b.thermos[l.i]) {
				return false
			}
		case 'a':
			if !arrowFits(g, b.arrows[l.i]) {
				return false
			}
		}
	}
	return true
}

// cageFits reports whether the filled cells of a cage can still reach its
// sum with distinct digits in the empty ones.
func (b *bruteRules) cageFits(g *Grid, cg Cage) bool {
	sum, empty, used := 0, 0, 0
	for _, c := range cg.Cells {
		if g[c] == 0 {
			empty++
		} else {
			sum += int(g[c])
			used |= 1 << g[c]
		}
	}
	lo, hi := sum, sum
	for d, k := 1, 0; d <= 9 && k < empty; d++ {
		if used&(1<<d) == 0 {
			lo += d
			k++
		}
	}
	for d, k := 9, 0; d >= 1 && k < empty; d-- {
		if used&(1<<d) == 0 {
			hi += d
			k++
		}
	}
	return lo <= cg.Sum && cg.Sum <= hi
}

// thermoFits reports whether the filled cells of a thermo leave room for
// strictly increasing digits along it.
func thermoFits(g *Grid, th Thermo) bool {
	n := len(th.Cells)
	for i, c := range th.Cells {
		x := int(g[c])
		if x == 0 {
			continue
		}
		if x < i+1 || x > 9-(n-1-i) {
			return false
		}
		for j := i + 1; j < n; j++ {
			if y := int(g[th.Cells[j]]); y != 0 && y-x < j-i {
				return false
			}
		}
	}
	return true
}

// arrowFits reports whether the line of an arrow can still add up to its
// circle: once all is filled they are equal, and before that the line's
// least sum does not pass the circle's largest number.
func arrowFits(g *Grid, ar Arrow) bool {
	full := true
	circle, circleMax := 0, 0
	for _, c := range ar.Circle {
		circle, circleMax = circle*10+int(g[c]), circleMax*10+int(g[c])
		if g[c] == 0 {
			full, circleMax = false, circleMax+9
		}
	}
	line := 0
	for _, c := range ar.Cells {
		if g[c] == 0 {
			full = false
			line++
		} else {
			line += int(g[c])
		}
	}
	if full {
		return line == circle
	}
	return line <= circleMax
}

// bruteCount counts the solutions of g under rs, stopping at limit.
func bruteCount(rs *Rules, g Grid, limit int) int {
	b := newBrute(rs)
	for c, v := range g {
		if v == 0 {
			continue
		}
		g[c] = 0
		if v > 9 || !b.fits(&g, c, int(v)) {
			return 0
		}
		g[c] = v
	}
	n := 0
	b.search(&g, limit, &n)
	return n
}

// search fills the empty cell with fewest fitting digits, depth first,
// adding the solutions it finds to n until it reaches limit. A digit
// that fits in one cell only of a house of nine is placed first.
func (b *bruteRules) search(g *Grid, limit int, n *int) {
	var fit [81]uint16
	for c := range 81 {
		if g[c] != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			if b.fits(g, c, d) {
				fit[c] |= 1 << d
			}
		}
	}
	b.support(g, &fit)
	best, bestN := -1, 10
	for c := range 81 {
		if g[c] != 0 {
			continue
		}
		k := bits.OnesCount16(fit[c])
		if k == 0 {
			return
		}
		if k < bestN {
			best, bestN = c, k
		}
	}
	if best < 0 {
		*n++
		return
	}
	digits := fit[best]
	if bestN > 1 {
		cell, d, dead := b.hiddenSingle(g, &fit)
		if dead {
			return
		}
		if cell >= 0 {
			best, digits = cell, 1<<d
		}
	}
	for d := 1; d <= 9; d++ {
		if digits&(1<<d) == 0 {
			continue
		}
		g[best] = uint8(d)
		b.search(g, limit, n)
		g[best] = 0
		if *n >= limit {
			return
		}
	}
}

// support strikes from fit each digit of an empty cell that a rule
// between it and an empty neighbour leaves the neighbour no digit for,
// or that no filling of the rest of its cage with distinct digits can
// complete, until no more goes.
func (b *bruteRules) support(g *Grid, fit *[81]uint16) {
	for changed := true; changed; {
		changed = false
		for _, cg := range b.cages {
			changed = cageSupport(g, fit, cg) || changed
		}
		for c := range 81 {
			if g[c] != 0 || len(b.pairs[c]) == 0 {
				continue
			}
			for d := 1; d <= 9; d++ {
				if fit[c]&(1<<d) == 0 || b.supported(g, fit, c, d) {
					continue
				}
				fit[c] &^= 1 << d
				changed = true
			}
		}
	}
}

// cageSupport strikes from fit the digits of the empty cells of cg that
// no filling of its other empty cells completes, and reports whether it
// struck any.
func cageSupport(g *Grid, fit *[81]uint16, cg Cage) bool {
	used, rem := uint16(0), cg.Sum
	for _, c := range cg.Cells {
		if g[c] != 0 {
			used |= 1 << g[c]
			rem -= int(g[c])
		}
	}
	struck := false
	for _, c := range cg.Cells {
		if g[c] != 0 {
			continue
		}
		all := fit[c]
		for d := 1; d <= 9; d++ {
			if all&(1<<d) == 0 {
				continue
			}
			fit[c] = 1 << d
			if !cageCan(g, fit, cg.Cells, used, rem) {
				all &^= 1 << d
				struck = true
			}
		}
		fit[c] = all
	}
	return struck
}

// cageCan reports whether the empty cells among cells can take distinct
// digits from fit, none in used, that add up to rem.
func cageCan(g *Grid, fit *[81]uint16, cells []int, used uint16, rem int) bool {
	for len(cells) > 0 && g[cells[0]] != 0 {
		cells = cells[1:]
	}
	if len(cells) == 0 {
		return rem == 0
	}
	for e := 1; e <= 9 && e <= rem; e++ {
		if fit[cells[0]]&^used&(1<<e) != 0 &&
			cageCan(g, fit, cells[1:], used|1<<e, rem-e) {
			return true
		}
	}
	return false
}

// supported reports whether every empty neighbour that c has a rule with
// keeps a digit that the rule allows beside d in c.
func (b *bruteRules) supported(g *Grid, fit *[81]uint16, c, d int) bool {
	for _, p := range b.pairs[c] {
		if g[p.other] != 0 {
			continue
		}
		ok := false
		for e := 1; e <= 9 && !ok; e++ {
			ok = fit[p.other]&(1<<e) != 0 && p.ok(d, e)
		}
		if !ok {
			return false
		}
	}
	return true
}

// hiddenSingle finds a digit that fits only one empty cell of a house
// of nine cells that lacks it, or reports dead when a house has no place
// for a digit it lacks; cell is -1 when it finds neither.
func (b *bruteRules) hiddenSingle(g *Grid, fit *[81]uint16) (cell, d int, dead bool) {
	for _, h := range b.houses {
		if len(h) != 9 {
			continue
		}
		for d := 1; d <= 9; d++ {
			places, at := 0, -1
			for _, x := range h {
				if int(g[x]) == d {
					places = 10
					break
				}
				if g[x] == 0 && fit[x]&(1<<d) != 0 {
					places, at = places+1, x
				}
			}
			switch places {
			case 0:
				return -1, 0, true
			case 1:
				return at, d, false
			}
		}
	}
	return -1, 0, false
}

// bruteValid reports whether the complete grid g keeps every rule of rs.
func bruteValid(rs *Rules, g Grid) bool {
	for _, v := range g {
		if v < 1 || v > 9 {
			return false
		}
	}
	return bruteCount(rs, g, 1) == 1
}
