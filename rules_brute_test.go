package sudoku

// An independent checker for Rules, written apart from the engine: it
// reads the Rules fields directly, computes its own houses and neighbours,
// and counts solutions by plain backtracking over the cells in order.

// bruteGroups returns every group of cells whose digits must differ under
// rs: rows, columns, boxes or regions, diagonals, windows, disjoint
// groups, houses and cages.
func bruteGroups(rs *Rules) [][]int {
	var gs [][]int
	for i := range 9 {
		var row, col, box []int
		for j := range 9 {
			row = append(row, i*9+j)
			col = append(col, j*9+i)
			// Box i: rows 3*(i/3).., columns 3*(i%3)..
			box = append(box, (i/3*3+j/3)*9+i%3*3+j%3)
		}
		gs = append(gs, row, col)
		if rs.Regions == nil {
			gs = append(gs, box)
		}
	}
	if rs.Regions != nil {
		for r := uint8(0); r < 9; r++ {
			var reg []int
			for c := range 81 {
				if rs.Regions[c] == r {
					reg = append(reg, c)
				}
			}
			gs = append(gs, reg)
		}
	}
	var main, anti []int
	for k := range 9 {
		main = append(main, k*9+k)
		anti = append(anti, k*9+8-k)
	}
	if rs.MainDiagonal {
		gs = append(gs, main)
	}
	if rs.AntiDiagonal {
		gs = append(gs, anti)
	}
	if rs.Windoku {
		for _, top := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {5, 5}} {
			var w []int
			for j := range 9 {
				w = append(w, (top[0]+j/3)*9+top[1]+j%3)
			}
			gs = append(gs, w)
		}
	}
	if rs.DisjointGroups {
		for p := range 9 {
			var d []int
			for b := range 9 {
				d = append(d, (b/3*3+p/3)*9+b%3*3+p%3)
			}
			gs = append(gs, d)
		}
	}
	gs = append(gs, rs.Houses...)
	for _, cg := range rs.Cages {
		if !cg.AllowRepeats {
			gs = append(gs, cg.Cells)
		}
	}
	return gs
}

// bruteChecker tests the rules of rs on partly filled grids.
type bruteChecker struct {
	rs     *Rules
	groups [][]int
	// marks lists the dots between each pair, both ways round.
	marks map[[2]int][]Dot
	// least and most are the minimums and the maximums.
	least, most map[int]bool
}

func newBruteChecker(rs *Rules) *bruteChecker {
	bc := &bruteChecker{rs: rs, groups: bruteGroups(rs), marks: map[[2]int][]Dot{},
		least: map[int]bool{}, most: map[int]bool{}}
	for _, d := range rs.Dots {
		bc.marks[[2]int{d.A, d.B}] = append(bc.marks[[2]int{d.A, d.B}], d)
		bc.marks[[2]int{d.B, d.A}] = append(bc.marks[[2]int{d.B, d.A}], d)
	}
	for _, c := range rs.Minimums {
		bc.least[c] = true
	}
	for _, c := range rs.Maximums {
		bc.most[c] = true
	}
	return bc
}

// bruteMark reports whether the digits x and y meet the mark d.
func bruteMark(d Dot, x, y int) bool {
	hi, lo := max(x, y), min(x, y)
	switch d.Kind {
	case WhiteDot:
		want := d.Value
		if want == 0 {
			want = 1
		}
		return hi-lo == want
	case BlackDot:
		want := d.Value
		if want == 0 {
			want = 2
		}
		return hi == want*lo
	case XMark:
		return x+y == 10
	case VMark:
		return x+y == 5
	case SumMark:
		return x+y == d.Value
	}
	return false
}

// pairOK reports whether orthogonal neighbours a and b may hold x and y.
func (bc *bruteChecker) pairOK(a, b, x, y int) bool {
	rs := bc.rs
	diff := x - y
	if diff < 0 {
		diff = -diff
	}
	if rs.NonConsecutive && diff == 1 {
		return false
	}
	if bc.least[a] && x >= y || bc.least[b] && y >= x ||
		bc.most[a] && x <= y || bc.most[b] && y <= x {
		return false
	}
	// Every mark must hold. A kropki dot of any value lifts the negative
	// kropki rules from the pair; only an X or a V lifts the XV rule.
	kropki, xv := false, false
	for _, d := range bc.marks[[2]int{a, b}] {
		if !bruteMark(d, x, y) {
			return false
		}
		kropki = kropki || d.Kind == WhiteDot || d.Kind == BlackDot
		xv = xv || d.Kind == XMark || d.Kind == VMark
	}
	if rs.AllWhite && !kropki && diff == 1 {
		return false
	}
	if rs.AllBlack && !kropki && (x == 2*y || y == 2*x) {
		return false
	}
	if rs.AllXV && !xv && (x+y == 10 || x+y == 5) {
		return false
	}
	return true
}

// cellsOK reports whether the odd and even cells of g hold digits of
// their kind, and each quadruple can still hold its digits: every
// listed digit missing from its filled cells as often as listed fits in
// its empty ones.
func (bc *bruteChecker) cellsOK(g *Grid) bool {
	for _, c := range bc.rs.Odd {
		if g[c] != 0 && g[c]%2 == 0 {
			return false
		}
	}
	for _, c := range bc.rs.Even {
		if g[c] != 0 && g[c]%2 == 1 {
			return false
		}
	}
	for _, q := range bc.rs.Quadruples {
		four := []int{q.Cell, q.Cell + 1, q.Cell + 9, q.Cell + 10}
		empty, short := 0, 0
		for _, c := range four {
			if g[c] == 0 {
				empty++
			}
		}
		for k, d := range q.Digits {
			// Count d once, at its first place in the list.
			if slicesIndex(q.Digits, d) != k {
				continue
			}
			listed, held := 0, 0
			for _, e := range q.Digits {
				if e == d {
					listed++
				}
			}
			for _, c := range four {
				if int(g[c]) == d {
					held++
				}
			}
			if held < listed {
				short += listed - held
			}
		}
		if short > empty {
			return false
		}
	}
	return true
}

// slicesIndex returns the first place of v in s, or -1.
func slicesIndex(s []int, v int) int {
	for k, x := range s {
		if x == v {
			return k
		}
	}
	return -1
}

// ok reports whether g, with 0 for empty cells, breaks no rule that
// filled cells decide.
func (bc *bruteChecker) ok(g *Grid) bool {
	rs := bc.rs
	for _, grp := range bc.groups {
		var seen [10]bool
		for _, c := range grp {
			v := g[c]
			if v != 0 {
				if seen[v] {
					return false
				}
				seen[v] = true
			}
		}
	}
	for c := range 81 {
		if g[c] == 0 {
			continue
		}
		r, k := c/9, c%9
		if rs.AntiKnight || rs.AntiKing {
			for dr := -2; dr <= 2; dr++ {
				for dk := -2; dk <= 2; dk++ {
					knight := dr*dr+dk*dk == 5
					king := dr*dr == 1 && dk*dk == 1
					if !(rs.AntiKnight && knight || rs.AntiKing && king) {
						continue
					}
					r2, k2 := r+dr, k+dk
					if r2 >= 0 && r2 < 9 && k2 >= 0 && k2 < 9 && g[r2*9+k2] == g[c] {
						return false
					}
				}
			}
		}
		if k < 8 && g[c+1] != 0 && !bc.pairOK(c, c+1, int(g[c]), int(g[c+1])) {
			return false
		}
		if r < 8 && g[c+9] != 0 && !bc.pairOK(c, c+9, int(g[c]), int(g[c+9])) {
			return false
		}
	}
	if !bc.cellsOK(g) {
		return false
	}
	for _, cg := range rs.Cages {
		if cg.Sum == 0 {
			continue
		}
		sum, full := 0, true
		for _, c := range cg.Cells {
			sum += int(g[c])
			full = full && g[c] != 0
		}
		if sum > cg.Sum || full && sum != cg.Sum {
			return false
		}
	}
	for _, t := range rs.Thermos {
		for k := 1; k < len(t.Cells); k++ {
			a, b := g[t.Cells[k-1]], g[t.Cells[k]]
			if a != 0 && b != 0 && a >= b {
				return false
			}
		}
	}
	for _, a := range rs.Arrows {
		circle, line, full := 0, 0, true
		for _, c := range a.Circle {
			circle = circle*10 + int(g[c])
			full = full && g[c] != 0
		}
		for _, c := range a.Cells {
			line += int(g[c])
			full = full && g[c] != 0
		}
		if full && circle != line {
			return false
		}
	}
	return bruteLineOK(rs, g) && bc.linesOK(g) && bc.outsideOK(g)
}

// solves reports whether sol is a complete grid that keeps the givens of
// g and breaks no rule.
func (bc *bruteChecker) solves(g, sol *Grid) bool {
	for c := range 81 {
		if sol[c] < 1 || sol[c] > 9 || g[c] != 0 && g[c] != sol[c] {
			return false
		}
	}
	return bc.ok(sol)
}

// count counts the solutions of g, at most limit, by filling the empty
// cells in order with every digit that breaks no rule so far.
func (bc *bruteChecker) count(g Grid, limit int) int {
	for _, v := range g {
		if v > 9 {
			return 0
		}
	}
	if !bc.ok(&g) {
		return 0
	}
	var empty []int
	for c, v := range g {
		if v == 0 {
			empty = append(empty, c)
		}
	}
	n := 0
	var fill func(k int)
	fill = func(k int) {
		if k == len(empty) {
			n++
			return
		}
		c := empty[k]
		for v := uint8(1); v <= 9 && n < limit; v++ {
			g[c] = v
			if bc.ok(&g) {
				fill(k + 1)
			}
		}
		g[c] = 0
	}
	fill(0)
	return n
}

// union returns, per cell, the digits of all solutions of g (at most
// limit of them) found by the brute force, and their number.
func (bc *bruteChecker) union(g Grid, limit int) ([81]Digits, int) {
	var out [81]Digits
	var empty []int
	for c, v := range g {
		if v == 0 {
			empty = append(empty, c)
		}
	}
	n := 0
	if !bc.ok(&g) {
		return out, 0
	}
	var fill func(k int)
	fill = func(k int) {
		if k == len(empty) {
			n++
			for c, v := range g {
				out[c] |= 1 << (v - 1)
			}
			return
		}
		c := empty[k]
		for v := uint8(1); v <= 9 && n < limit; v++ {
			g[c] = v
			if bc.ok(&g) {
				fill(k + 1)
			}
		}
		g[c] = 0
	}
	fill(0)
	return out, n
}
