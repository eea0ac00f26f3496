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
	for g := 18; g >= 0; g -= 9 {
		k := firstOneBit((*[9]uint16)(s.empty[g : g+9]))
		if k == 9 {
			continue
		}
		h := g + k
		cell := cellAt(h, bits.TrailingZeros16(s.empty[h]))
		d := (allDigits &^ s.placed[h]).lowest()
		s.addHouse(RoleBase, h, d)
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
		d := firstOneBit(&s.where[h])
		if d == 9 {
			continue
		}
		cell := cellAt(h, bits.TrailingZeros16(s.where[h][d]))
		s.addHouse(RoleBase, h, uint8(d+1))
		s.addCell(RoleBase, cell, uint8(d+1))
		s.place(cell, uint8(d+1))
		return true
	}
	return false
}

// firstOneBit returns the index of the first of w that has exactly one
// bit set, or 9 if none has. Each w[i] must be below 1<<15. It tests
// w[0:4] and w[4:8] four at a time, as the 16-bit lanes of a word (the
// compiler reads each word with one load), and w[8] alone.
func firstOneBit(w *[9]uint16) int {
	lo := uint64(w[0]) | uint64(w[1])<<16 | uint64(w[2])<<32 | uint64(w[3])<<48
	if m := oneBitLanes(lo); m != 0 {
		return bits.TrailingZeros64(m) >> 4
	}
	hi := uint64(w[4]) | uint64(w[5])<<16 | uint64(w[6])<<32 | uint64(w[7])<<48
	if m := oneBitLanes(hi); m != 0 {
		return 4 + bits.TrailingZeros64(m)>>4
	}
	if w[8] == 0 || w[8]&(w[8]-1) != 0 {
		return 9
	}
	return 8
}

// oneBitLanes takes four 16-bit lanes, each below 1<<15, and returns the
// top bit of each lane that has exactly one bit set. No lane borrows
// from or carries into the next: a lane's top bit is set before the
// subtraction, and a lane plus 0x7fff stays below 1<<16.
func oneBitLanes(x uint64) uint64 {
	const (
		low  = 0x0001_0001_0001_0001
		top  = 0x8000_8000_8000_8000
		fill = 0x7fff_7fff_7fff_7fff
	)
	rest := ((x | top) - low) & x // each lane less its lowest bit
	return (x + fill) &^ (rest + fill) & top
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
