package sudoku

import "slices"

// Check and Validate for the marks between neighbours and the rules of
// single cells: the values of dots, minimums and maximums, odd and even
// cells, and quadruples.

// checkDotValue checks the value of dot i: a difference of 1-8 for a
// white dot, a ratio of 2-9 for a black dot, a total of 3-17 for a sum
// mark (required), and none for an X or a V. A white or black dot of
// value 0 has the usual one.
func checkDotValue(i int, d Dot) error {
	lo, hi, what := 0, 0, "value"
	switch d.Kind {
	case WhiteDot:
		lo, hi, what = 1, 8, "difference"
	case BlackDot:
		lo, hi, what = 2, 9, "ratio"
	case SumMark:
		lo, hi, what = 3, 17, "total"
	}
	v := d.Value
	if v == 0 && d.Kind != SumMark {
		v = lo
	}
	if v < lo || v > hi {
		if hi == 0 {
			return invalid("dot", i, []int{d.A, d.B}, "value %d, want 0: %s marks take none", d.Value, d.Kind)
		}
		return invalid("dot", i, []int{d.A, d.B}, "%s %d is not %d-%d", what, d.Value, lo, hi)
	}
	return nil
}

// validateExtreme reports the minimum or maximum, a or b, that the digits
// x of a and y of b break.
func (rs *Rules) validateExtreme(a, b, x, y int) error {
	for _, s := range [2][2]int{{a, x}, {b, y}} {
		c, v := s[0], s[1]
		o, w := b, y
		if c == b {
			o, w = a, x
		}
		switch {
		case slices.Contains(rs.Minimums, c) && v >= w:
			return broken("minimum", -1, []int{c, o}, "%d is not less than %d next to it", v, w)
		case slices.Contains(rs.Maximums, c) && v <= w:
			return broken("maximum", -1, []int{c, o}, "%d is not greater than %d next to it", v, w)
		}
	}
	return nil
}

// validateMarks reports an odd cell with an even digit, an even cell with
// an odd one, and a quadruple whose digits, with those of its empty cells
// still to come, cannot hold each listed digit as often as listed.
func (rs *Rules) validateMarks(g *Grid) error {
	for k, cells := range [2][]int{rs.Odd, rs.Even} {
		rule, want := "odd", uint8(1)
		if k == 1 {
			rule, want = "even", 0
		}
		for _, c := range cells {
			if g[c] != 0 && g[c]%2 != want {
				return broken(rule, -1, []int{c}, "holds %d", g[c])
			}
		}
	}
	for i, q := range rs.Quadruples {
		cells := quadCells(q.Cell)
		var have, need [10]int
		empty := 0
		for _, c := range cells {
			have[g[c]]++
			if g[c] == 0 {
				empty++
			}
		}
		for _, d := range q.Digits {
			need[d]++
		}
		missing := 0
		for d := 1; d <= 9; d++ {
			missing += max(need[d]-have[d], 0)
		}
		if missing > empty {
			return broken("quadruple", i, cells, "cannot hold %v", q.Digits)
		}
	}
	return nil
}
