package sudoku

import "math/bits"

// The intersections: a digit confined to the cells a box shares with a
// row or a column cannot be elsewhere in the other house.

// pointing finds a box in which a digit is confined to one row or column;
// the digit goes out of the rest of that line. As a direct technique, the
// step must leave the digit one place in one of the other boxes along the
// line: Sudoku Explainer looks for the single there only.
func (s *solver) pointing() bool {
	// Sudoku Explainer looks along the columns first, then along the
	// rows; box by box, line by line, digit by digit.
	for _, col := range [2]bool{true, false} {
		for b := range 9 {
			h := 18 + b
			// The digits confined to each line of the box, with two
			// places or more: positions 3k..3k+2 of a box are its row
			// k; positions k, k+3, k+6 its column k.
			var confined [3]mask
			for d, w := range &s.where[h] {
				if w&(w-1) == 0 {
					continue
				}
				lines := thirds[w&0x1ff] // the rows the places lie in
				if col {
					lines = uint8(w|w>>3|w>>6) & 7
				}
				if lines&(lines-1) == 0 {
					confined[bits.TrailingZeros8(lines)] |= 1 << d
				}
			}
			for k, ds := range confined {
				// inside: the positions in the line of the box's
				// cells, from its top row or its left column.
				cover, inside := b/3*3+k, uint16(7<<(3*(b%3)))
				if col {
					cover, inside = 9+b%3*3+k, 7<<(3*(b/3))
				}
				for ; ds != 0; ds &= ds - 1 {
					d := bits.TrailingZeros16(uint16(ds))
					if s.where[cover][d]&^inside == 0 {
						continue // nothing to remove
					}
					if s.lockedOut(h, cover, uint8(d+1)) && s.accept(kindBox, -1) {
						return true
					}
				}
			}
		}
	}
	return false
}

// thirds holds, for a set of positions 0-8 of a house, the thirds of the
// house (positions 0-2, 3-5, 6-8) that hold one of them, as bits 0-2:
// the rows of a box, or the boxes along a line.
var thirds = makeThirds()

// makeThirds builds thirds.
func makeThirds() (t [512]uint8) {
	for w := range 512 {
		for k := range 3 {
			if w&(7<<(3*k)) != 0 {
				t[w] |= 1 << k
			}
		}
	}
	return t
}

// claiming finds a row or column in which a digit is confined to one box;
// the digit goes out of the rest of that box. As a direct technique, the
// step must leave the digit one place in one of the box's other lines
// parallel to the first: Sudoku Explainer looks for the single there
// only.
func (s *solver) claiming() bool {
	// Columns first, then rows, as Sudoku Explainer looks.
	for i := range 18 {
		h := (i + 9) % 18
		for d, w := range &s.where[h] {
			if w&(w-1) == 0 {
				continue
			}
			if t := thirds[w&0x1ff]; t&(t-1) == 0 {
				k := bits.TrailingZeros8(t)
				// The line's positions 3k..3k+2 lie in one box, in
				// which the line holds the positions inside.
				b := boxOf(cellAt(h, 3*k))
				inside := uint16(7 << (3 * (h % 3)))
				if h >= 9 {
					inside = 0x49 << ((h - 9) % 3)
				}
				if s.where[18+b][d]&^inside == 0 {
					continue // nothing to remove
				}
				if s.lockedOut(h, 18+b, uint8(d+1)) && s.accept(lineKind(h), -1) {
					return true
				}
			}
		}
	}
	return false
}

// lockedOut removes d from the cells of house cover that are not in house
// base, where d is confined to the cells the two share. It reports whether
// anything was removed, and if so records the pattern.
func (s *solver) lockedOut(base, cover int, d uint8) bool {
	for _, c := range houses[cover] {
		if s.c.marks[c]&digitMask(d) != 0 && !inHouse(int(c), base) {
			s.eliminate(int(c), d)
		}
	}
	if len(s.step.Eliminations) == 0 {
		return false
	}
	s.addHouse(RoleBase, base, d)
	s.addHouse(RoleCover, cover, d)
	for _, c := range houses[base] {
		if s.c.marks[c]&digitMask(d) != 0 {
			s.addCell(RoleBase, int(c), d)
		}
	}
	return true
}

// inHouse reports whether cell lies in house h.
func inHouse(cell, h int) bool {
	switch {
	case h < 9:
		return cell/9 == h
	case h < 18:
		return cell%9 == h-9
	}
	return boxOf(cell) == h-18
}

// The kinds of houses, as bits for [solver.accept].
const (
	kindRow uint8 = 1 << iota
	kindCol
	kindBox
)

// lineKind returns the kind of the row or column h.
func lineKind(h int) uint8 {
	if h < 9 {
		return kindRow
	}
	return kindCol
}
