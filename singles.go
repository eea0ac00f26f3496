package sudoku

import "math/bits"

// The singles: the three ways a cell's digit becomes certain. They are
// looked for box by box, then row by row, then column by column (for a
// full house), and cell by cell in row-major order (for a naked single).

// houseOrder is the order in which singles look at the houses: the boxes
// first, which people scan first, then the rows, then the columns.
var houseOrder = [27]uint8{
	18, 19, 20, 21, 22, 23, 24, 25, 26,
	9, 10, 11, 12, 13, 14, 15, 16, 17,
	0, 1, 2, 3, 4, 5, 6, 7, 8,
}

// fullHouse finds a house with one empty cell left.
func (s *solver) fullHouse() bool {
	for _, h := range houseOrder {
		e := s.empty[h]
		if e == 0 || e&(e-1) != 0 {
			continue
		}
		cell := cellAt(int(h), bits.TrailingZeros16(e))
		d := (allDigits &^ s.placed[h]).lowest()
		s.addHouse(RoleBase, int(h), d)
		s.addCell(RoleBase, cell, d)
		s.place(cell, d)
		return true
	}
	return false
}

// hiddenSingle finds a digit with one place left in one of the houses
// from, ..., to-1. The lines are looked at columns first, then rows, as
// Sudoku Explainer does (its path always took the first of them in that
// order, on some 8,500 steps that had several): house i of 0-17 stands
// for house (i+9)%18.
func (s *solver) hiddenSingle(from, to int) bool {
	for i := from; i < to; i++ {
		h := i
		if h < 18 {
			h = (h + 9) % 18
		}
		for d, w := range &s.where[h] {
			if w == 0 || w&(w-1) != 0 {
				continue
			}
			cell := cellAt(h, bits.TrailingZeros16(w))
			s.addHouse(RoleBase, h, uint8(d+1))
			s.addCell(RoleBase, cell, uint8(d+1))
			s.place(cell, uint8(d+1))
			return true
		}
	}
	return false
}

// nakedSingle finds a cell with one candidate left.
func (s *solver) nakedSingle() bool {
	for cell, m := range s.c.marks {
		if m == 0 || m&(m-1) != 0 {
			continue
		}
		s.addCell(RoleBase, cell, m.lowest())
		s.place(cell, m.lowest())
		return true
	}
	return false
}
