package sudoku

import (
	"strconv"
	"strings"
)

// The text of a step, at three levels of detail. Cells are named in r1c1
// notation (row and column from 1), houses as "row 4", "column 6" and
// "box 5" (boxes from 1, row-major), a placement as "r4c6=7" and an
// elimination as "r4c6<>7". Chains are written with "=" for a strong link
// and "-" for a weak one, each candidate as "(7)r4c6".

// Nudge returns the lightest hint: the technique to look for, and where
// when the technique sits in one house, as in "look for a hidden single
// in box 5".
func (s Step) Nudge() string {
	t := s.Technique.article()
	switch s.Technique {
	case FullHouse, HiddenSingleBox, HiddenSingleLine, Pointing, Claiming,
		NakedPair, NakedTriple, NakedQuad, HiddenPair, HiddenTriple, HiddenQuad,
		DirectPointing, DirectClaiming, DirectHiddenPair, DirectHiddenTriple:
		if h, ok := s.firstHouse(RoleBase); ok {
			return "look for " + t + " in " + houseName(h)
		}
	case NakedSingle:
		if c, ok := s.firstCell(RoleBase); ok {
			return "look for " + t + " in " + houseName(c.Cell/9)
		}
	case XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish,
		FinnedJellyfish, Skyscraper, TwoStringKite, EmptyRectangle, XChain:
		if d := s.firstDigit(); d != 0 {
			return "look for " + t + " on the digit " + digitName(d)
		}
	case ForcingChain, CellForcingChain, RegionForcingChain, DynamicChain,
		DynamicChainPlus, NestedForcingChain, NestedMultipleChain:
		return s.forcingNudge()
	case Trial:
		return "no pattern applies: try a digit and see whether it fails"
	}
	return "look for " + t
}

// Pointer returns a closer hint: the house, cells and digits to look at,
// without the conclusion, as in "look at where 7 can go in box 5".
func (s Step) Pointer() string {
	h, hasHouse := s.firstHouse(RoleBase)
	c, hasCell := s.firstCell(0)
	switch s.Technique {
	case FullHouse:
		if hasHouse {
			return "look at the one empty cell of " + houseName(h)
		}
	case HiddenSingleBox, HiddenSingleLine, Pointing, Claiming,
		DirectPointing, DirectClaiming:
		if hasHouse {
			return "look at where " + digitName(s.firstDigit()) + " can go in " + houseName(h)
		}
	case NakedSingle:
		if hasCell {
			return "look at the digits " + cellName(c.Cell) + " can still hold"
		}
	case NakedPair, NakedTriple, NakedQuad, HiddenPair, HiddenTriple, HiddenQuad,
		DirectHiddenPair, DirectHiddenTriple:
		if hasHouse {
			return "look at " + joinCells(s.cells(RoleBase)) + " in " + houseName(h)
		}
	case XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish:
		return "look at where " + digitName(s.firstDigit()) + " can go in " +
			joinHouses(s.houses(RoleBase))
	case XYWing, XYZWing, BUGPlusOne:
		if p := s.cells(RolePivot); len(p) > 0 {
			return "look at " + cellName(p[0]) + " and the cells it sees"
		}
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4:
		return "look at the rectangle " + joinCells(s.cells(RolePivot))
	case BUGType2, BUGType3, BUGType4:
		return "look at the cells with more than two candidates"
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		return "look at the loop " + joinCells(s.cells(RolePivot))
	case AlignedPairExclusion, AlignedTripletExclusion:
		return s.exclusionPointer()
	case EmptyRectangle:
		if hasHouse {
			return "look at where " + digitName(s.firstDigit()) + " can go in " +
				houseName(h) + ", and at " + s.chainText()
		}
	case ForcingChain, CellForcingChain, RegionForcingChain, DynamicChain,
		DynamicChainPlus, NestedForcingChain, NestedMultipleChain:
		return s.forcingPointer()
	case Trial:
		if hasCell {
			return "suppose " + cellName(c.Cell) + " holds " + digitName(c.Digit)
		}
	default:
		if hasCell {
			return "look at a chain that starts at " + cellName(c.Cell)
		}
	}
	return "look for " + s.Technique.article()
}

// Explain returns the full step: the pattern, the reasoning and the
// result, as in "r4c6 is the only place for 7 in box 5: r4c6=7".
func (s Step) Explain() string {
	return s.reason() + ": " + s.result()
}

// reason returns the explanation of the step without its result.
func (s Step) reason() string {
	h, hasHouse := s.firstHouse(RoleBase)
	c, _ := s.firstCell(0)
	d := digitName(s.firstDigit())
	switch s.Technique {
	case DirectPointing, DirectClaiming, DirectHiddenPair, DirectHiddenTriple:
		return s.directText()
	case FullHouse:
		return cellName(c.Cell) + " is the last empty cell of " + houseName(h) +
			", and " + d + " the digit it lacks"
	case HiddenSingleBox, HiddenSingleLine:
		return cellName(c.Cell) + " is the only place for " + d + " in " + houseName(h)
	case NakedSingle:
		return d + " is the only digit left for " + cellName(c.Cell)
	case Pointing, Claiming:
		cover, _ := s.firstHouse(RoleCover)
		return "in " + houseName(h) + ", " + d + " can only go in " +
			joinCells(s.cells(RoleBase)) + ", all in " + houseName(cover) +
			", so it goes nowhere else in " + houseName(cover)
	case NakedPair, NakedTriple, NakedQuad:
		return joinCells(s.cells(RoleBase)) + " hold only " + joinDigits(s.digits(RoleBase)) +
			" between them (" + s.Technique.article() + " in " + houseName(h) +
			"), so no other cell that sees them all holds those digits"
	case HiddenPair, HiddenTriple, HiddenQuad:
		return "in " + houseName(h) + ", " + joinDigits(s.digits(RoleBase)) +
			" can only go in " + joinCells(s.cells(RoleBase)) + " (" + s.Technique.article() +
			"), so those cells hold no other digit"
	case XWing, Swordfish, Jellyfish:
		return "in " + joinHouses(s.houses(RoleBase)) + ", " + d + " can only go in " +
			joinHouses(s.houses(RoleCover)) + ", so it goes nowhere else in those lines"
	case FinnedXWing, FinnedSwordfish, FinnedJellyfish:
		return "in " + joinHouses(s.houses(RoleBase)) + ", " + d + " can only go in " +
			joinHouses(s.houses(RoleCover)) + " but for the fins " + joinCells(s.cells(RoleFin)) +
			"; either the fish holds or a fin is " + d +
			", and either way the cells of those lines that see the fins lose " + d
	case XYWing, XYZWing:
		return s.wingText()
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4:
		return s.rectangleText()
	case UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4:
		return s.loopText()
	case BUGType2, BUGType3, BUGType4:
		return s.bugText()
	case AlignedPairExclusion, AlignedTripletExclusion:
		return s.exclusionText()
	case BUGPlusOne:
		x := s.digits(RolePivot)
		which := "which has three places"
		if x.Len() > 1 {
			which = "each of which has three places"
		}
		return "every empty cell but " + cellName(c.Cell) + " has two candidates, and " +
			"unless " + cellName(c.Cell) + " holds " + joinOr(x) + " (" + which +
			" in its houses) the puzzle would have two solutions"
	case EmptyRectangle:
		if ends := s.cells(RoleStrong); hasHouse && len(ends) == 2 && len(s.Eliminations) > 0 {
			return s.emptyRectangleText(h, ends[0], ends[1], s.Eliminations[0].Cell)
		}
	case ForcingChain, CellForcingChain, RegionForcingChain, DynamicChain,
		DynamicChainPlus, NestedForcingChain, NestedMultipleChain:
		return s.forcingReason()
	case Trial:
		return "if " + cellName(c.Cell) + " held " + d +
			", the puzzle would have no solution (shown by search)"
	}
	if s.isChain() && s.isLoop() {
		return s.chainText() + ": the loop is continuous, so it holds one way " +
			"round or the other, and a candidate that sees a candidate of the loop " +
			"true one way and one true the other way (as both ends of a weak link) is false"
	}
	if s.isChain() && len(s.Placements) > 0 {
		return s.chainText() + ": the chain starts and ends with the same candidate, " +
			"and one of its ends holds it, so it is true"
	}
	if s.isChain() {
		return s.chainText() + ": one end of the chain holds its digit, " +
			"so any candidate that sees both ends is false"
	}
	return s.Technique.String()
}

// directText explains a direct technique: the technique it rests on, and
// the hidden single it leaves.
func (s Step) directText() string {
	base := s
	base.Technique = map[Technique]Technique{
		DirectPointing: Pointing, DirectClaiming: Claiming,
		DirectHiddenPair: HiddenPair, DirectHiddenTriple: HiddenTriple,
	}[s.Technique]
	text := base.reason()
	hs := s.houses(RoleBase)
	if len(s.Placements) == 0 || len(hs) == 0 {
		return text
	}
	p := s.Placements[0]
	return text + "; that leaves " + cellName(p.Cell) + " the only place for " +
		digitName(p.Digit) + " in " + houseName(hs[len(hs)-1])
}

// emptyRectangleText explains an empty rectangle in box h whose strong
// link runs from near (in line with the box) to far, removing the digit
// from target.
func (s Step) emptyRectangleText(h, near, far, target int) string {
	d := digitName(s.firstDigit())
	// A link in a column crosses the box's row of near; the target is in
	// the box's column. A link in a row, the other way round.
	line, cross := "row "+strconv.Itoa(near/9+1), "column "+strconv.Itoa(target%9+1)
	if near/9 == far/9 {
		line, cross = "column "+strconv.Itoa(near%9+1), "row "+strconv.Itoa(target/9+1)
	}
	return "in " + houseName(h) + ", " + d + " lies only in " + line + " and " + cross +
		"; " + d + " is in " + cellName(far) + ", or else in " + cellName(near) +
		", which leaves " + d + " of " + houseName(h) + " in " + cross +
		"; either way " + cellName(target) + " sees it"
}

// result returns the placements and eliminations of the step.
func (s Step) result() string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, cellName(p.Cell)+"="+digitName(p.Digit))
	}
	for _, e := range s.Eliminations {
		parts = append(parts, cellName(e.Cell)+"<>"+digitName(e.Digit))
	}
	return strings.Join(parts, ", ")
}

// wingText explains an XY-wing or an XYZ-wing.
func (s Step) wingText() string {
	piv, pin := s.cells(RolePivot), s.cells(RolePincer)
	if len(piv) != 1 || len(pin) != 2 || len(s.Eliminations) == 0 {
		return s.Technique.String()
	}
	z := digitName(s.Eliminations[0].Digit)
	all := "both"
	if s.Technique == XYZWing {
		all = "all three"
	}
	return "whatever the pivot " + s.marked(piv[0]) + " holds, one of the pincers " +
		s.marked(pin[0]) + " and " + s.marked(pin[1]) + " holds " + z +
		" (" + s.Technique.article() + "), so the cells that see " + all + " lose " + z
}

// rectangleText explains a unique rectangle.
func (s Step) rectangleText() string {
	corners := s.cells(RolePivot)
	ab := joinDigits(s.digits(RolePivot))
	text := "the cells " + joinCells(corners) + " must not end up holding only " + ab +
		", which would let the two digits swap and give a second solution"
	switch s.Technique {
	case UniqueRectangle1:
		return text + ", so the corner with other digits holds neither"
	case UniqueRectangle2:
		return text + ", so one of the corners with one more digit holds it, " +
			"and the cells that see each of them lose it"
	case UniqueRectangle3:
		if h, ok := s.firstHouse(RoleBase); ok {
			return text + ", so at most one of the corners with more digits holds " +
				joinOr(s.digits(RoleBase)) + "; in " + houseName(h) + " those digits can only go " +
				"in those corners and " + joinCells(s.cells(RoleBase)) + holdRest(s.cells(RoleBase))
		}
		return text + ", so the corners with more digits hold one of those, and " +
			"they form a naked subset with " + joinCells(s.cells(RoleBase))
	case UniqueRectangle4:
		if h, ok := s.firstHouse(RoleBase); ok {
			return text + ", and " + digitName(s.firstHouseDigit()) + " can only go in two " +
				"corners in " + houseName(h) + ", so those corners cannot hold the other digit"
		}
	}
	return text
}

// isChain reports whether the pattern is a chain of candidates.
func (s Step) isChain() bool {
	return len(s.Pattern) > 0 && s.Pattern[0].Role == RolePincer && s.Pattern[0].Cell >= 0 &&
		s.Technique != XYWing && s.Technique != XYZWing
}

// chainText writes the chain of the pattern in Eureka notation.
func (s Step) chainText() string {
	var sb strings.Builder
	for _, it := range s.Pattern {
		if it.Cell < 0 {
			continue
		}
		switch it.Role {
		case RoleStrong:
			if sb.Len() > 0 {
				sb.WriteString(" = ")
			}
		case RoleWeak:
			sb.WriteString(" - ")
		case RolePincer:
		default:
			continue
		}
		sb.WriteString("(" + digitName(it.Digit) + ")" + cellName(it.Cell))
	}
	return sb.String()
}

// firstHouse returns the first house of the pattern with role r.
func (s Step) firstHouse(r Role) (int, bool) {
	for _, it := range s.Pattern {
		if it.Cell < 0 && it.Role == r && it.House >= 0 && it.House < 27 {
			return it.House, true
		}
	}
	return 0, false
}

// firstHouseDigit returns the digit of the first house item.
func (s Step) firstHouseDigit() uint8 {
	for _, it := range s.Pattern {
		if it.Cell < 0 {
			return it.Digit
		}
	}
	return 0
}

// firstCell returns the first cell item of the pattern with role r, or of
// any role when r is 0.
func (s Step) firstCell(r Role) (Candidate, bool) {
	for _, it := range s.Pattern {
		if it.Cell >= 0 && it.Cell < 81 && (r == 0 || it.Role == r) {
			return Candidate{it.Cell, it.Digit}, true
		}
	}
	return Candidate{}, false
}

// firstDigit returns the first digit named in the pattern.
func (s Step) firstDigit() uint8 {
	for _, it := range s.Pattern {
		if it.Digit != 0 {
			return it.Digit
		}
	}
	return 0
}

// cells returns the distinct cells of the pattern with role r, in order.
func (s Step) cells(r Role) []int {
	var out []int
	for _, it := range s.Pattern {
		if it.Role == r && it.Cell >= 0 && it.Cell < 81 && !contains(out, it.Cell) {
			out = append(out, it.Cell)
		}
	}
	return out
}

// houses returns the houses of the pattern with role r, in order.
func (s Step) houses(r Role) []int {
	var out []int
	for _, it := range s.Pattern {
		if it.Role == r && it.Cell < 0 && it.House >= 0 && it.House < 27 {
			out = append(out, it.House)
		}
	}
	return out
}

// digits returns the digits of the cell items with role r.
func (s Step) digits(r Role) Digits {
	var m Digits
	for _, it := range s.Pattern {
		if it.Role == r && it.Cell >= 0 && it.Digit >= 1 && it.Digit <= 9 {
			m |= 1 << (it.Digit - 1)
		}
	}
	return m
}

// marked names a cell with its candidates in the pattern: "r1c1 (27)".
func (s Step) marked(cell int) string {
	var m Digits
	for _, it := range s.Pattern {
		if it.Cell == cell && it.Digit >= 1 && it.Digit <= 9 {
			m |= 1 << (it.Digit - 1)
		}
	}
	return cellName(cell) + " (" + m.String() + ")"
}

// houseName names a house: "row 4", "column 6", "box 5".
func houseName(h int) string {
	switch {
	case h < 9:
		return "row " + strconv.Itoa(h+1)
	case h < 18:
		return "column " + strconv.Itoa(h-8)
	}
	return "box " + strconv.Itoa(h-17)
}

// digitName writes a digit.
func digitName(d uint8) string { return strconv.Itoa(int(d)) }

// joinCells names cells: "r1c1", "r1c1 and r1c5", "r1c1, r1c5 and r2c3".
func joinCells(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return joinAnd(names)
}

// joinHouses names houses of one kind: "rows 2 and 7", "columns 1, 4 and 8";
// houses of several kinds are named one by one.
func joinHouses(hs []int) string {
	if len(hs) == 0 {
		return ""
	}
	names := make([]string, len(hs))
	kind := houseName(hs[0])
	kind = kind[:strings.IndexByte(kind, ' ')]
	for i, h := range hs {
		n := houseName(h)
		if !strings.HasPrefix(n, kind+" ") {
			return joinAnd(houseNames(hs))
		}
		names[i] = n[len(kind)+1:]
	}
	if len(hs) == 1 {
		return houseName(hs[0])
	}
	return kind + "s " + joinAnd(names)
}

// houseNames names each house.
func houseNames(hs []int) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = houseName(h)
	}
	return out
}

// joinDigits names the digits of a set: "2 and 7".
func joinDigits(m Digits) string {
	var names []string
	for d := uint8(1); d <= 9; d++ {
		if m.Has(d) {
			names = append(names, digitName(d))
		}
	}
	return joinAnd(names)
}

// joinAnd joins words with commas and a final "and".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
