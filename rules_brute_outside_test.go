package sudoku

// The brute-force checker's predicate for the clues outside the grid,
// written apart from the engine and from Validate: each clue is judged
// only once every cell that decides it is filled.

// outsideOK reports whether g, with 0 for empty cells, breaks no outside
// clue whose cells are filled far enough to decide it.
func (bc *bruteChecker) outsideOK(g *Grid) bool {
	for _, o := range bc.rs.Outside {
		var digits []int
		for _, c := range o.Cells {
			digits = append(digits, int(g[c]))
		}
		var ok bool
		switch o.Kind {
		case LittleKillerClue:
			ok = bruteLittleKiller(digits, o.Value)
		case SandwichClue:
			ok = bruteSandwich(digits, o.Value)
		case XSumClue:
			ok = bruteXSum(digits, o.Value)
		case SkyscraperClue:
			ok = bruteSkyscraper(digits, o.Value)
		}
		if !ok {
			return false
		}
	}
	return true
}

// bruteLittleKiller: the digits, all filled, add up to v.
func bruteLittleKiller(digits []int, v int) bool {
	sum := 0
	for _, d := range digits {
		if d == 0 {
			return true
		}
		sum += d
	}
	return sum == v
}

// bruteSandwich: the row, all filled, has digits between its 1 and its
// 9 that add up to v.
func bruteSandwich(digits []int, v int) bool {
	inside, sum := false, 0
	for _, d := range digits {
		switch d {
		case 0:
			return true
		case 1, 9:
			inside = !inside
		default:
			if inside {
				sum += d
			}
		}
	}
	return sum == v
}

// bruteXSum: the first x digits, all filled, add up to v, where x is the
// first.
func bruteXSum(digits []int, v int) bool {
	x := digits[0]
	sum := 0
	for k := 0; k < x; k++ {
		if digits[k] == 0 {
			return true
		}
		sum += digits[k]
	}
	return x == 0 || sum == v
}

// bruteSkyscraper: the row, all filled, shows v digits taller than all
// before them.
func bruteSkyscraper(digits []int, v int) bool {
	seen, tallest := 0, 0
	for _, d := range digits {
		if d == 0 {
			return true
		}
		if d > tallest {
			seen++
			tallest = d
		}
	}
	return seen == v
}
