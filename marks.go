// The relation between two orthogonal neighbours: the marks between them
// (kropki dots and XV or sum marks, of any value), the minimums and
// maximums among them, non-consecutive and the negative rules.

package sudoku

// A pairMarks is what the rules put between orthogonal neighbours, the
// first cell above or left of the second. The zero pairMarks is a pair
// without marks.
type pairMarks struct {
	kropki DotKind // WhiteDot, BlackDot or 0 for none
	kv     int8    // the difference or ratio of the kropki dot
	sum    DotKind // XMark, VMark, SumMark or 0 for none
	sv     int8    // the total of the sum mark
	// less and more ask the first cell's digit to be less or greater
	// than the second's: a minimum or a maximum on either side.
	less, more bool
}

// dotValue returns the number of the dot d: its difference, ratio or
// total, with the usual one when its Value is 0.
func dotValue(d Dot) int {
	switch {
	case d.Kind == XMark:
		return 10
	case d.Kind == VMark:
		return 5
	case d.Value != 0:
		return d.Value
	case d.Kind == BlackDot:
		return 2
	}
	return 1 // a white dot; a sum mark has a Value, which Check asks for
}

// kropkiKind reports whether k is a kropki dot, white or black.
func kropkiKind(k DotKind) bool { return k == WhiteDot || k == BlackDot }

// dotHolds reports whether the digits x and y meet a mark of kind k and
// number v (as dotValue gives it).
func dotHolds(k DotKind, v, x, y int) bool {
	switch k {
	case WhiteDot:
		return x-y == v || y-x == v
	case BlackDot:
		return x == v*y || y == v*x
	case XMark, VMark, SumMark:
		return x+y == v
	}
	return true
}

// pairRule reports whether the first and second cells of a pair with
// the marks pm may hold x and y (1-9) under rs. It leaves out x != y,
// which their row or column gives.
//
// The negative rules follow f-puzzles, SudokuPad and ISS: AllWhite and
// AllBlack pass over a pair with a kropki dot of either colour and any
// value, AllXV over a pair with an X or a V (not a sum mark), and they
// keep their usual numbers, difference 1, ratio 2 and totals 10 and 5.
func (rs *Rules) pairRule(pm pairMarks, x, y int) bool {
	consec := x-y == 1 || y-x == 1
	switch {
	case rs.NonConsecutive && consec,
		pm.kropki != 0 && !dotHolds(pm.kropki, int(pm.kv), x, y),
		pm.sum != 0 && !dotHolds(pm.sum, int(pm.sv), x, y),
		pm.less && x >= y, pm.more && x <= y:
		return false
	}
	if pm.kropki == 0 {
		if rs.AllWhite && consec || rs.AllBlack && (x == 2*y || y == 2*x) {
			return false
		}
	}
	if pm.sum != XMark && pm.sum != VMark && rs.AllXV {
		return x+y != 10 && x+y != 5
	}
	return true
}

// marksBetween returns the marks of every pair of orthogonal neighbours of
// the valid rule set rs: [a][0] those between a and the cell to its
// right, [a][1] those between a and the cell below. It reports whether
// any pair has one.
func (rs *Rules) marksBetween() (pm *[81][2]pairMarks, any bool) {
	pm = new([81][2]pairMarks)
	at := func(a, b int) *pairMarks {
		a, b = min(a, b), max(a, b)
		if b == a+1 {
			return &pm[a][0]
		}
		return &pm[a][1]
	}
	for _, d := range rs.Dots {
		p := at(d.A, d.B)
		if kropkiKind(d.Kind) {
			p.kropki, p.kv = d.Kind, int8(dotValue(d))
		} else {
			p.sum, p.sv = d.Kind, int8(dotValue(d))
		}
		any = true
	}
	for k, cells := range [2][]int{rs.Minimums, rs.Maximums} {
		for _, c := range cells {
			for _, o := range orthogonalNeighbours(c) {
				p := at(c, o)
				// A minimum first is less; a minimum second makes the
				// first more. A maximum, the other way.
				if (c < o) == (k == 0) {
					p.less = true
				} else {
					p.more = true
				}
				any = true
			}
		}
	}
	return pm, any
}

// orthogonalNeighbours returns the cells next to c in its row and
// column.
func orthogonalNeighbours(c int) []int {
	out := make([]int, 0, 4)
	if c >= 9 {
		out = append(out, c-9)
	}
	if c%9 > 0 {
		out = append(out, c-1)
	}
	if c%9 < 8 {
		out = append(out, c+1)
	}
	if c < 72 {
		out = append(out, c+9)
	}
	return out
}
