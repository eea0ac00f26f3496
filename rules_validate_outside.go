package sudoku

// Validate for the clues outside the grid.

// validateOutside reports the first outside clue of rs that the filled
// digits of g break, as Rules.Validate describes.
func (rs *Rules) validateOutside(g *Grid) error {
	for i, o := range rs.Outside {
		var sum int
		var ok bool
		var cells []int // the cells that decide, nil when they do not yet
		switch o.Kind {
		case LittleKillerClue:
			sum, ok, cells = killerSum(g, o.Cells, o.Value)
		case SandwichClue:
			sum, ok, cells = sandwichSum(g, o.Cells, o.Value)
		case XSumClue:
			sum, ok, cells = xsumSum(g, o.Cells, o.Value)
		case SkyscraperClue:
			sum, ok, cells = seenUpTo9(g, o.Cells)
		}
		name := outsideRuleName[o.Kind]
		switch {
		case !ok:
			return broken(name, i, cells, "digits add up to %d, over %d", sum, o.Value)
		case cells == nil || sum == o.Value:
		case o.Kind == SkyscraperClue:
			return broken(name, i, cells, "%d digits seen, not %d", sum, o.Value)
		default:
			return broken(name, i, cells, "digits add up to %d, not %d", sum, o.Value)
		}
	}
	return nil
}

// killerSum returns the sum of the digits of the cells and the cells,
// when they are all filled; ok is false when the sum of the filled ones
// passes limit. It returns nil cells when nothing is decided.
func killerSum(g *Grid, cells []int, limit int) (sum int, ok bool, all []int) {
	sum = partialSum(g, cells)
	switch {
	case sum > limit:
		return sum, false, cells
	case !filled(g, cells):
		return 0, true, nil
	}
	return sum, true, cells
}

// partialSum returns the sum of the filled digits of the cells.
func partialSum(g *Grid, cells []int) int {
	sum := 0
	for _, c := range cells {
		sum += int(g[c])
	}
	return sum
}

// filled reports whether every cell is filled.
func filled(g *Grid, cells []int) bool {
	for _, c := range cells {
		if g[c] == 0 {
			return false
		}
	}
	return true
}

// sandwichSum looks at the digits between the 1 and the 9 of the cells,
// when both are placed. It returns their sum and the cells from the 1 to
// the 9 when they are all filled; ok is false when the sum of the filled
// ones passes limit. It returns nil cells when nothing is decided.
func sandwichSum(g *Grid, cells []int, limit int) (sum int, ok bool, span []int) {
	one, nine := -1, -1
	for k, c := range cells {
		switch g[c] {
		case 1:
			one = k
		case 9:
			nine = k
		}
	}
	if one < 0 || nine < 0 {
		return 0, true, nil
	}
	lo, hi := min(one, nine), max(one, nine)
	span = cells[lo : hi+1]
	sum = partialSum(g, span) - 10
	if sum > limit {
		return sum, false, span
	}
	if !filled(g, span) {
		return 0, true, nil
	}
	return sum, true, span
}

// xsumSum looks at the first x digits of the cells, when the first, x,
// is placed. It returns their sum and those cells when they are all
// filled; ok is false when the sum of the filled ones passes limit. It
// returns nil cells when nothing is decided.
func xsumSum(g *Grid, cells []int, limit int) (sum int, ok bool, first []int) {
	x := int(g[cells[0]])
	if x == 0 {
		return 0, true, nil
	}
	first = cells[:x]
	sum = partialSum(g, first)
	if sum > limit {
		return sum, false, first
	}
	if !filled(g, first) {
		return 0, true, nil
	}
	return sum, true, first
}

// seenUpTo9 returns the number of digits seen along the cells up to the
// 9 (each greater than every digit before it), and those cells, when
// the 9 is placed and they are all filled; else nil cells.
func seenUpTo9(g *Grid, cells []int) (seen int, ok bool, upTo []int) {
	tallest := 0
	for k, c := range cells {
		d := int(g[c])
		if d == 0 {
			return 0, true, nil
		}
		if d > tallest {
			seen++
			tallest = d
		}
		if d == 9 {
			return seen, true, cells[:k+1]
		}
	}
	return 0, true, nil
}
