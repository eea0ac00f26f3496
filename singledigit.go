package sudoku

import "math/bits"

// The single-digit patterns: short chains on one digit that people spot by
// their shape. A skyscraper is two strong links in parallel lines (two
// rows or two columns) with one end of each in a common line; a two-string
// kite is a strong link in a row and one in a column whose ends meet in a
// box. Either way one of the two far ends holds the digit, and a cell that
// sees both loses it. An empty rectangle is a box in which the digit lies
// in one row and one column only, with a strong link in a line crossing
// them outside the box.

// singleDigitPattern finds a skyscraper, a two-string kite or an empty
// rectangle.
func (s *solver) singleDigitPattern() bool {
	var links [27][2]int // the strong links of one digit: their two cells
	for d := range 9 {
		n := 0
		for h := range 27 {
			if w := s.where[h][d]; bits.OnesCount16(w) == 2 {
				links[n] = [2]int{cellAt(h, bits.TrailingZeros16(w)),
					cellAt(h, 15-bits.LeadingZeros16(w))}
				n++
			}
		}
		for i := range n {
			for j := range n {
				if i != j && s.turbot(links[i], links[j], uint8(d+1)) {
					return true
				}
			}
		}
	}
	return s.emptyRectangle()
}

// turbot tries the strong links l1 and l2 on the digit d, each way round,
// as the chain a=b-c=e: a skyscraper or a two-string kite when b sees c
// and the shape fits, eliminating d from the cells that see a and e.
func (s *solver) turbot(l1, l2 [2]int, d uint8) bool {
	for _, o1 := range [2]int{0, 1} {
		for _, o2 := range [2]int{0, 1} {
			a, b, c, e := l1[o1], l1[1-o1], l2[o2], l2[1-o2]
			if a == c || a == e || b == c || b == e || !arePeers(b, c) {
				continue
			}
			t := turbotKind([maxChain + 1]node{node(a*9 + int(d-1)), node(b*9 + int(d-1)),
				node(c*9 + int(d-1)), node(e*9 + int(d-1))})
			if t == 0 || !s.eliminateSeen(peerSet[a].and(peerSet[e]), d) {
				continue
			}
			s.step.Technique = t
			s.addCell(RolePincer, a, d)
			s.addCell(RoleStrong, b, d)
			s.addCell(RoleWeak, c, d)
			s.addCell(RoleStrong, e, d)
			return true
		}
	}
	return false
}

// turbotKind tells a skyscraper or a two-string kite from the four
// candidates of an X-chain a=b-c=d, or returns 0 for neither.
func turbotKind(p [maxChain + 1]node) Technique {
	a, b, c, d := int(p[0]/9), int(p[1]/9), int(p[2]/9), int(p[3]/9)
	rowAB, rowCD := a/9 == b/9, c/9 == d/9
	colAB, colCD := a%9 == b%9, c%9 == d%9
	switch {
	case rowAB && rowCD && b%9 == c%9, colAB && colCD && b/9 == c/9:
		return Skyscraper
	case (rowAB && colCD || colAB && rowCD) && boxOf(b) == boxOf(c) &&
		boxOf(a) != boxOf(b) && boxOf(d) != boxOf(c):
		return TwoStringKite
	}
	return 0
}

// emptyRectangle finds a box whose candidates for a digit lie in one row r
// and one column c of it, and a strong link in a column (or row) outside
// the box with one end in row r (or column c): the cell where the other
// end's row meets column c (or the other end's column meets row r) loses
// the digit.
func (s *solver) emptyRectangle() bool {
	for b := range 9 {
		for d := range 9 {
			w := s.where[18+b][d]
			if bits.OnesCount16(w) < 2 {
				continue
			}
			for k := range 9 {
				// The cross of box row k/3 and box column k%3.
				cross := uint16(7<<(k/3*3)) | uint16(0x49<<(k%3))
				if w&^cross != 0 || w&^uint16(7<<(k/3*3)) == 0 ||
					w&^uint16(0x49<<(k%3)) == 0 {
					continue // not on the cross, or all in one line
				}
				r, c := b/3*3+k/3, b%3*3+k%3
				if s.emptyRectangleLink(b, r, c, d) {
					return true
				}
			}
		}
	}
	return false
}

// emptyRectangleLink looks for the strong link of an empty rectangle on
// digit d (0-8) whose cross in box b is row r and column c.
func (s *solver) emptyRectangleLink(b, r, c, d int) bool {
	for _, rows := range [2]bool{false, true} {
		for l := range 9 {
			// A column l outside the box's stack with two places, one
			// in row r; or a row l outside its band with one in column c.
			h, near := 9+l, r
			if rows {
				h, near = l, c
			}
			w := s.where[h][d]
			if bits.OnesCount16(w) != 2 || w&(1<<near) == 0 ||
				inHouse(cellAt(h, near), 18+b) || inBand(l, b, rows) {
				continue
			}
			far := bits.TrailingZeros16(w &^ (1 << near))
			target := far*9 + c // row far, column c
			if rows {
				target = r*9 + far
			}
			if boxOf(target) == b || s.c.marks[target]&digitMask(uint8(d+1)) == 0 {
				continue
			}
			s.eliminate(target, uint8(d+1))
			s.step.Technique = EmptyRectangle
			s.addHouse(RoleBase, 18+b, uint8(d+1))
			s.addCell(RoleStrong, cellAt(h, near), uint8(d+1))
			s.addCell(RoleStrong, cellAt(h, far), uint8(d+1))
			return true
		}
	}
	return false
}

// inBand reports whether line l (a row when rows, else a column) crosses
// box b.
func inBand(l, b int, rows bool) bool {
	if rows {
		return l/3 == b/3
	}
	return l/3 == b%3
}
