// General engine: odd and even cells, and quadruples.

package sudoku

// Masks of the odd and the even digits, bit d-1 for d.
const (
	oddDigits  = 0b101010101
	evenDigits = 0b010101010
)

// compileMarks adds the constraints of the odd and even cells and of the
// quadruples. Minimums and maximums are pair relations, which
// compilePairs adds with the dots.
func (rs *Rules) compileMarks(cr *ruleset) {
	for _, c := range rs.Odd {
		cr.add(conDigits, []int{c}, nil, oddDigits)
	}
	for _, c := range rs.Even {
		cr.add(conDigits, []int{c}, nil, evenDigits)
	}
	for _, q := range rs.Quadruples {
		cr.add(conQuad, quadCells(q.Cell), nil, quadNeed(q.Digits))
	}
}

// quadCells returns the four cells of a quadruple on the corner below and
// right of cell c.
func quadCells(c int) []int { return []int{c, c + 1, c + 9, c + 10} }

// quadNeed packs how many times each digit is listed: three bits a digit,
// bits 3(d-1) to 3d-1 for d.
func quadNeed(digits []int) int32 {
	var need int32
	for _, d := range digits {
		need += 1 << (3 * (d - 1))
	}
	return need
}

// runQuad keeps a quadruple: each listed digit d stands in the four cells
// at least need(d) times. A digit with fewer cells that may hold it than
// it needs fails, and one with as many is placed in all of them. The
// listed digits need as many cells as they are listed times in all: when
// exactly that many cells may hold one of them, each of those must.
func (e *vengine) runQuad(cells []uint8, need int32) bool {
	var listed uint16
	total := 0
	for d := 0; need>>(3*d) != 0; d++ {
		n := int(need>>(3*d)) & 7
		if n == 0 {
			continue
		}
		bit := uint16(1) << d
		listed |= bit
		total += n
		can := 0
		for _, c := range cells {
			if e.m[c]&bit != 0 {
				can++
			}
		}
		if can < n {
			return false
		}
		if can == n {
			for _, c := range cells {
				if e.m[c]&bit != 0 && !e.restrict(c, bit) {
					return false
				}
			}
		}
	}
	open := 0 // the cells that may hold a listed digit
	for _, c := range cells {
		if e.m[c]&listed != 0 {
			open++
		}
	}
	switch {
	case open < total:
		return false
	case open == total:
		for _, c := range cells {
			if e.m[c]&listed != 0 && !e.restrict(c, listed) {
				return false
			}
		}
	}
	return true
}
