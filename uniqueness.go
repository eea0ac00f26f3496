// Technique engine: unique rectangles (techniques, not uniqueness tests).

package sudoku

import (
	"math/bits"
	"slices"
)

// The uniqueness techniques rest on the puzzle having one solution. Four
// cells at the corners of a rectangle that spans two rows, two columns and
// two boxes cannot all end up holding only the same two digits a and b:
// those digits could then be swapped, giving a second solution. The
// techniques avoid that deadly pattern. The solver uses them only when
// Candidates.unique is set.

// uniqueRectangles finds the lowest rated unique rectangle: the types
// rate alike, but type 3 rates more with the size of its subset. Among
// equals it takes the lowest type, and of that the first in scan order,
// which is the choice Sudoku Explainer's ratings bear out.
//
// The unique loops come out of the same search: a loop rates 4.6 and up,
// and comes after the rectangles of its rating.
func (s *solver) uniqueRectangles() bool {
	// The searches below go over the same rectangles many times: list
	// them once, unless there are too many to keep.
	var list rectList
	listed := s.listRectangles(&list)
	find := func() bool {
		if listed {
			return s.rectangleIn(&list)
		}
		return s.uniqueRectangle()
	}
	// Most positions have no rectangle at all: one search for any tells.
	s.rectCap, s.rectType = maxRectangle, 0
	some := find()
	s.reset(UniqueRectangle1)
	var loop loopFound
	looked := false
	for s.rectCap = techniqueInfo[UniqueRectangle1].tenths; some && s.rectCap <= maxRectangle; s.rectCap++ {
		for _, t := range [...]Technique{UniqueRectangle1, UniqueRectangle2,
			UniqueRectangle3, UniqueRectangle4} {
			s.rectType = t
			if find() {
				return true
			}
		}
		if s.rectCap < techniqueInfo[UniqueLoop1].tenths {
			continue
		}
		if !looked {
			loop, looked = s.bestLoop(), true
		}
		if loop.t != 0 && loop.tenths <= s.rectCap {
			break
		}
	}
	if !looked {
		loop = s.bestLoop()
	}
	if loop.t == 0 {
		return false
	}
	s.loopStep(loop.path[:loop.n], loop.ab, loop.t)
	return true
}

// A rectList lists the rectangles of a position in the order
// uniqueRectangle meets them: their corners, the first with only the
// two digits ab, which all four hold.
type rectList struct {
	corners [maxRectangles][4]uint8
	ab      [maxRectangles]mask
	n       int
}

// maxRectangles is the most rectangles a rectList holds.
const maxRectangles = 64

// listRectangles lists in list the rectangles that uniqueRectangle
// tries, in its order, and reports false when they do not all fit.
func (s *solver) listRectangles(list *rectList) bool {
	for c0, ab := range s.c.marks {
		if ab.count() != 2 {
			continue
		}
		r1, c1 := c0/9, c0%9
		// The rows and columns in which the cells along the first
		// corner's column and row hold both digits.
		var rows, cols uint16
		for i := range 9 {
			if s.c.marks[i*9+c1]&ab == ab && i != r1 {
				rows |= 1 << i
			}
			if s.c.marks[r1*9+i]&ab == ab && i != c1 {
				cols |= 1 << i
			}
		}
		if cols == 0 {
			continue
		}
		for rs := rows; rs != 0; rs &= rs - 1 {
			r2 := bits.TrailingZeros16(rs)
			for cs := cols; cs != 0; cs &= cs - 1 {
				c2 := bits.TrailingZeros16(cs)
				if (r1/3 == r2/3) == (c1/3 == c2/3) || s.c.marks[r2*9+c2]&ab != ab {
					continue // not over two boxes, or not the digits
				}
				if list.n == maxRectangles {
					return false
				}
				list.corners[list.n] = [4]uint8{uint8(c0), uint8(r1*9 + c2),
					uint8(r2*9 + c1), uint8(r2*9 + c2)}
				list.ab[list.n] = ab
				list.n++
			}
		}
	}
	return true
}

// rectangleIn is uniqueRectangle over the rectangles of list.
func (s *solver) rectangleIn(list *rectList) bool {
	for i, cs := range list.corners[:list.n] {
		corners := [4]int{int(cs[0]), int(cs[1]), int(cs[2]), int(cs[3])}
		if s.rectangle(corners, list.ab[i]) {
			return true
		}
	}
	return false
}

// maxRectangle is the highest rating of a unique rectangle, in tenths:
// type 3 with a naked quad.
const maxRectangle = 45 + maxRoofSubset

// maxRoofSubset is the most other cells a type 3 takes with the roof
// corners: with three, a naked quad.
const maxRoofSubset = 3

// uniqueRectangle finds a unique rectangle of type s.rectType rated at
// most s.rectCap.
func (s *solver) uniqueRectangle() bool {
	for c0, m0 := range s.c.marks {
		if m0.count() != 2 {
			continue
		}
		r1, c1 := c0/9, c0%9
		for r2 := range 9 {
			for c2 := range 9 {
				if r2 == r1 || c2 == c1 || (r1/3 == r2/3) == (c1/3 == c2/3) {
					continue // not a rectangle over two boxes
				}
				corners := [4]int{c0, r1*9 + c2, r2*9 + c1, r2*9 + c2}
				if s.rectangle(corners, m0) {
					return true
				}
			}
		}
	}
	return false
}

// rectangle tries the rectangle whose first corner has the marks ab.
func (s *solver) rectangle(corners [4]int, ab mask) bool {
	var roof [4]int // the corners with more than a and b
	n := 0
	for _, c := range corners {
		m := s.c.marks[c]
		if m&ab != ab {
			return false
		}
		if m != ab {
			roof[n] = c
			n++
		}
	}
	switch n {
	case 1:
		// Type 1: the one corner with extra digits cannot be a or b.
		s.eliminateMask(roof[0], ab)
		return s.rectangleFound(UniqueRectangle1, corners, ab)
	case 2:
		return s.rectangle2(corners, ab, roof[0], roof[1])
	case 3:
		// Type 2 on three corners, as Sudoku Explainer has it: when they
		// share one extra digit, one of them holds it.
		x := s.c.marks[roof[0]] &^ ab
		if x.count() != 1 || s.c.marks[roof[1]]&^ab != x || s.c.marks[roof[2]]&^ab != x {
			return false
		}
		s.eliminateSeen(peerSet[roof[0]].and(peerSet[roof[1]]).and(peerSet[roof[2]]), x.lowest())
		return s.rectangleFound(UniqueRectangle2, corners, ab)
	}
	return false
}

// rectangle2 tries types 2, 3 and 4, on a rectangle with two roof corners
// x and y.
func (s *solver) rectangle2(corners [4]int, ab mask, x, y int) bool {
	ex, ey := s.c.marks[x]&^ab, s.c.marks[y]&^ab
	if ex == ey && ex.count() == 1 {
		// Type 2: one of the roof corners holds the extra digit.
		s.eliminateSeen(peerSet[x].and(peerSet[y]), ex.lowest())
		if s.rectangleFound(UniqueRectangle2, corners, ab) {
			return true
		}
	}
	for _, h := range [3]int{x / 9, 9 + x%9, 18 + boxOf(x)} {
		if !inHouse(y, h) {
			continue
		}
		if s.rectangle3(corners, ab, x, y, h) || s.rectangle3Hidden(corners, ab, x, y, h) ||
			s.rectangle4(corners, ab, x, y, h) {
			return true
		}
	}
	return false
}

// rectangle3 tries type 3: the roof corners, which share the house h, act
// as one cell holding their extra digits, and form a naked subset with
// other cells of h. Sudoku Explainer rates it a tenth more for each of
// those cells (4.6 with a naked pair, 4.7 with a triple, as its paths
// show), and takes it only when the roof corners have two extra digits
// between them: on the paths of 79 puzzles with unique rectangles, its
// type 3 steps all had two, and where the package found one with three
// it found none.
func (s *solver) rectangle3(corners [4]int, ab mask, x, y, h int) bool {
	extra := (s.c.marks[x] | s.c.marks[y]) &^ ab
	if extra.count() != 2 {
		return false
	}
	var others uint16 // positions in h of empty cells other than x and y
	for i, c := range houses[h] {
		if s.c.marks[c] != 0 && int(c) != x && int(c) != y {
			others |= 1 << i
		}
	}
	for n := 1; n <= maxRoofSubset; n++ {
		for _, k := range combos[n] {
			if k&^others != 0 {
				continue
			}
			u := extra | s.marksAt(h, k)
			if u.count() != n+1 {
				continue
			}
			if techniqueInfo[UniqueRectangle3].tenths+n > s.rectCap {
				return false // and so are the larger subsets
			}
			for p := others &^ k; p != 0; p &= p - 1 {
				s.eliminateMask(cellAt(h, bits.TrailingZeros16(p)), u)
			}
			if !s.rectangleFound(UniqueRectangle3, corners, ab) {
				continue
			}
			s.tenths += n
			for p := k; p != 0; p &= p - 1 {
				c := cellAt(h, bits.TrailingZeros16(p))
				s.addMarks(RoleBase, c, s.c.marks[c])
			}
			return true
		}
	}
	return false
}

// rectangle3Hidden tries type 3 with a hidden subset, as Sudoku
// Explainer has it: the roof corners x and y cannot both hold a digit of
// the rectangle, so they hold at most one of its two digits and of k-1
// more digits that they lack. When those k+1 digits have no place in the
// house h but x, y and k other cells, those cells hold the rest of them
// and lose their other digits. SE rates it 4.5 with k = 1 (a hidden
// pair) and a tenth more for each further cell, a tenth below the naked
// subset of the same size.
func (s *solver) rectangle3Hidden(corners [4]int, ab mask, x, y, h int) bool {
	base := techniqueInfo[UniqueRectangle3].tenths - 1
	for k := 1; k <= maxRoofSubset && base+k <= s.rectCap; k++ {
		cells, digits, ok := s.roofHidden(x, y, h, ab, k)
		if !ok {
			continue
		}
		if !s.rectangleFound(UniqueRectangle3, corners, ab) {
			return false
		}
		s.tenths += k - 1
		s.addHouse(RoleBase, h, 0)
		for p := cells; p != 0; p &= p - 1 {
			s.addMarks(RoleBase, cellAt(h, bits.TrailingZeros16(p)), digits)
		}
		return true
	}
	return false
}

// roofHidden finds a hidden subset of k+1 digits with the cells x and y,
// which share the house h, and k other cells of h, which it returns with
// the digits, having recorded what those cells lose: the digits are the
// two of ab, at most one of which x and y hold between them, and k-1
// digits that neither holds. Sudoku Explainer takes the subset only
// where the house has 2k+1 or more empty cells besides x and y, and x
// and y have at most k+1 digits other than ab between them (two for a
// pair): on the paths of 2,791 17-clue puzzles with uniqueness steps, the
// hidden pairs and triples it gave and passed over (87 positions) all fit
// these rules.
func (s *solver) roofHidden(x, y, h int, ab mask, k int) (uint16, mask, bool) {
	roof := uint16(1)<<housePos(x, h) | 1<<housePos(y, h)
	extra := (s.c.marks[x] | s.c.marks[y]) &^ ab
	if n := extra.count(); k == 1 && n != 2 || n > k+1 ||
		bits.OnesCount16(s.empty[h]&^roof) < 2*k+1 {
		return 0, 0, false
	}
	free := allDigits &^ s.placed[h] &^ ab &^ extra
	for _, more := range combos[k-1] {
		if mask(more)&^free != 0 {
			continue
		}
		digits := ab | mask(more)
		var w uint16
		for m := digits; m != 0; m &= m - 1 {
			w |= s.where[h][m.lowest()-1]
		}
		cells := w &^ roof
		if bits.OnesCount16(cells) != k {
			continue
		}
		for p := cells; p != 0; p &= p - 1 {
			c := cellAt(h, bits.TrailingZeros16(p))
			s.eliminateMask(c, s.c.marks[c]&^digits)
		}
		if len(s.step.Eliminations) > 0 {
			return cells, digits, true
		}
	}
	return 0, 0, false
}

// rectangle4 tries type 4: when one of the rectangle's digits has no
// place in the house h but the roof corners x and y, one of them holds it;
// if either held the other digit, the four corners would hold only the two
// digits, the deadly pattern. So x and y lose the other digit.
func (s *solver) rectangle4(corners [4]int, ab mask, x, y, h int) bool {
	for m := ab; m != 0; m &= m - 1 {
		a := m & -m
		w := s.where[h][a.lowest()-1]
		if bits.OnesCount16(w) != 2 {
			continue
		}
		b := ab &^ a
		s.eliminateMask(x, b)
		s.eliminateMask(y, b)
		if !s.rectangleFound(UniqueRectangle4, corners, ab) {
			continue
		}
		s.addHouse(RoleBase, h, a.lowest())
		return true
	}
	return false
}

// rectangleFound records the rectangle's technique and corners, with the
// digits ab of the deadly pattern, when it eliminates something and its
// rating is not over s.rectCap.
func (s *solver) rectangleFound(t Technique, corners [4]int, ab mask) bool {
	if len(s.step.Eliminations) == 0 || techniqueInfo[t].tenths > s.rectCap ||
		s.rectType != 0 && t != s.rectType {
		s.step.Eliminations = s.step.Eliminations[:0]
		return false
	}
	s.step.Technique = t
	s.tenths = techniqueInfo[t].tenths
	slices.Sort(corners[:])
	for _, c := range corners {
		s.addMarks(RolePivot, c, ab)
	}
	return true
}

// needsUnique reports whether the technique t rests on the puzzle having
// one solution.
func needsUnique(t Technique) bool {
	switch t {
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4,
		BUGPlusOne, BUGType2, BUGType3, BUGType4,
		UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		return true
	}
	return false
}
