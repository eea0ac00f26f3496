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
			for k := range 3 {
				// Positions 3k..3k+2 of a box are its row k; positions
				// k, k+3, k+6 its column k.
				// inside: the positions in the line of the box's
				// cells, from its top row or its left column.
				line, cover, inside := mask(7<<(3*k)), b/3*3+k, uint16(7<<(3*(b%3)))
				if col {
					line, cover, inside = 0x49<<k, 9+b%3*3+k, 7<<(3*(b/3))
				}
				for d := range 9 {
					w := s.where[h][d]
					if bits.OnesCount16(w) < 2 || w&^uint16(line) != 0 ||
						s.where[cover][d]&^inside == 0 {
						continue // not confined, or nothing to remove
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

// claiming finds a row or column in which a digit is confined to one box;
// the digit goes out of the rest of that box. As a direct technique, the
// step must leave the digit one place in one of the box's other lines
// parallel to the first: Sudoku Explainer looks for the single there
// only.
func (s *solver) claiming() bool {
	// Columns first, then rows, as Sudoku Explainer looks.
	for i := range 18 {
		h := (i + 9) % 18
		for d := range 9 {
			w := s.where[h][d]
			if bits.OnesCount16(w) < 2 {
				continue
			}
			for k := range 3 {
				if w&^(7<<(3*k)) != 0 {
					continue
				}
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
