package sudoku

// Validate for renban, between, lockout, region sum, zipper and double
// arrow lines: what a partly filled grid breaks for sure.

// validateLinesSets reports the first line of those kinds that the
// filled cells of g break.
func (rs *Rules) validateLinesSets(g *Grid) error {
	for i, l := range rs.Lines {
		var err error
		switch l.Kind {
		case RenbanLine:
			err = validateRenban(g, i, l)
		case BetweenLine:
			err = validateBetween(g, i, l)
		case LockoutLine:
			err = validateLockout(g, i, l)
		case RegionSumLine:
			err = validateEqualSums(g, "region sum line", i, rs.regionSegments(l.Cells), "visits")
		case ZipperLine:
			err = validateZipper(g, i, l)
		case DoubleArrowLine:
			err = validateDoubleArrow(g, i, l)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// validateRenban reports a renban line with a digit twice, or two digits
// too far apart for a run of its length.
func validateRenban(g *Grid, i int, l Line) error {
	lo, hi := 0, 0 // the cells of the least and the greatest digit
	for k, c := range l.Cells {
		v := g[c]
		if v == 0 {
			continue
		}
		for _, b := range l.Cells[:k] {
			if g[b] == v {
				return broken("renban", i, []int{b, c}, "both hold %d", v)
			}
		}
		if g[l.Cells[lo]] == 0 || v < g[l.Cells[lo]] {
			lo = k
		}
		if g[l.Cells[hi]] == 0 || v > g[l.Cells[hi]] {
			hi = k
		}
	}
	a, b := l.Cells[lo], l.Cells[hi]
	if g[a] != 0 && int(g[b]-g[a]) >= len(l.Cells) {
		return broken("renban", i, []int{a, b}, "%d and %d are too far apart for a run of %d", g[a], g[b], len(l.Cells))
	}
	return nil
}

// validateBetween reports a between line whose filled ends leave no
// digit between them, or a filled middle digit that is not strictly
// between its filled ends, or equal to a filled end.
func validateBetween(g *Grid, i int, l Line) error {
	n := len(l.Cells)
	a, b := l.Cells[0], l.Cells[n-1]
	x, y := int(g[a]), int(g[b])
	lo, hi := min(x, y), max(x, y)
	if x != 0 && y != 0 && hi-lo < 2 {
		return broken("between line", i, []int{a, b}, "no digit lies between %d and %d", x, y)
	}
	for _, c := range l.Cells[1 : n-1] {
		v := int(g[c])
		switch {
		case v == 0:
		case v == x || v == y:
			return broken("between line", i, []int{a, c, b}, "%d is not strictly between the ends", v)
		case x != 0 && y != 0 && (v < lo || v > hi):
			return broken("between line", i, []int{a, c, b}, "%d is not between %d and %d", v, x, y)
		}
	}
	return nil
}

// validateLockout reports a lockout line whose filled ends are too close,
// or a filled middle digit in the range of its filled ends.
func validateLockout(g *Grid, i int, l Line) error {
	n := len(l.Cells)
	a, b := l.Cells[0], l.Cells[n-1]
	x, y := int(g[a]), int(g[b])
	if x == 0 || y == 0 {
		return nil
	}
	diff := l.Value
	if diff == 0 {
		diff = 4
	}
	lo, hi := min(x, y), max(x, y)
	if hi-lo < diff {
		return broken("lockout line", i, []int{a, b}, "%d and %d differ by less than %d", x, y, diff)
	}
	for _, c := range l.Cells[1 : n-1] {
		if v := int(g[c]); v != 0 && lo <= v && v <= hi {
			return broken("lockout line", i, []int{a, c, b}, "%d lies in the range of %d and %d", v, x, y)
		}
	}
	return nil
}

// validateEqualSums reports two groups of cells, all filled, whose digits
// add up to different totals; what names the groups in the message.
func validateEqualSums(g *Grid, rule string, i int, groups [][]int, what string) error {
	first, total := -1, 0
	for k, grp := range groups {
		sum, full := 0, true
		for _, c := range grp {
			sum += int(g[c])
			full = full && g[c] != 0
		}
		if !full {
			continue
		}
		if first < 0 {
			first, total = k, sum
			continue
		}
		if sum != total {
			cells := append(append([]int(nil), groups[first]...), grp...)
			return broken(rule, i, cells, "%s add up to %d and %d", what, total, sum)
		}
	}
	return nil
}

// validateZipper reports a zipper line with two filled pairs of
// different totals, or, with a filled middle, a pair that does not add
// up to it or a digit of a pair not below it.
func validateZipper(g *Grid, i int, l Line) error {
	n := len(l.Cells)
	var pairs [][]int
	for k := range n / 2 {
		pairs = append(pairs, []int{l.Cells[k], l.Cells[n-1-k]})
	}
	if n%2 == 1 {
		m := l.Cells[n/2]
		if v := int(g[m]); v != 0 {
			for _, p := range pairs {
				x, y := int(g[p[0]]), int(g[p[1]])
				for _, c := range p {
					if int(g[c]) >= v {
						return broken("zipper line", i, []int{c, m}, "%d is not below the middle %d", g[c], v)
					}
				}
				if x != 0 && y != 0 && x+y != v {
					return broken("zipper line", i, []int{p[0], m, p[1]}, "%d and %d do not add up to the middle %d", x, y, v)
				}
			}
		}
	}
	return validateEqualSums(g, "zipper line", i, pairs, "pairs")
}

// validateDoubleArrow reports a double arrow whose filled ends add up to
// less than its middle cells must, or, all filled, to another total.
func validateDoubleArrow(g *Grid, i int, l Line) error {
	n := len(l.Cells)
	a, b := l.Cells[0], l.Cells[n-1]
	if g[a] == 0 || g[b] == 0 {
		return nil
	}
	ends := int(g[a]) + int(g[b])
	line, full := 0, true
	for _, c := range l.Cells[1 : n-1] {
		v := int(g[c])
		if v == 0 {
			v = 1 // at least
			full = false
		}
		line += v
	}
	switch {
	case line > ends:
		return broken("double arrow", i, l.Cells, "middle adds up to at least %d, over the ends' %d", line, ends)
	case full && line != ends:
		return broken("double arrow", i, l.Cells, "middle adds up to %d, not the ends' %d", line, ends)
	}
	return nil
}
