package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// Errors about rule sets and the grids that break them. Every
// [*RuleError] wraps one of them.
var (
	// ErrRules is wrapped for a rule set that makes no sense.
	ErrRules = errors.New("invalid rules")
	// ErrBroken is wrapped for a grid that breaks a rule.
	ErrBroken = errors.New("rule broken")
)

// A RuleError reports a rule of a [Rules] that makes no sense (Err is
// [ErrRules]) or that a grid breaks (Err is [ErrBroken]).
type RuleError struct {
	// Rule names the rule: "regions", "row", "column", "box", "region",
	// "main diagonal", "anti-diagonal", "windoku", "disjoint group",
	// "house", "anti-knight", "anti-king", "non-consecutive", "cage",
	// "thermo", "arrow", "dot", "all white", "all black", "all xv",
	// "odd", "even", "minimum", "maximum", "quadruple", a line by its
	// kind ("whisper", "renban", "palindrome", "between line", "lockout
	// line", "region sum line", "zipper line", "entropic line", "modular
	// line", "double arrow", or "line" for an unknown kind), an outside
	// clue by its kind ("little killer", "sandwich", "x-sum",
	// "skyscraper", or "outside"), or "clone".
	Rule string
	// Index is the rule's index in its slice of [Rules] (Houses, Cages,
	// Thermos, Arrows, Dots, Quadruples, Lines, Outside, Clones), the
	// number of the row, column, box, region, window or disjoint group,
	// counted from 0; or -1.
	Index int
	// Cells are the cells concerned, 0-80 in row-major order; a cell
	// index out of range is reported as it was given.
	Cells []int
	// Reason says what is wrong, in lower case.
	Reason string
	// Err is ErrRules or ErrBroken.
	Err error
}

// Error returns the message: the rule, its index, the cells in r1c1
// notation, the reason and the sentinel, as in
// "cage 3 (r1c1 r1c2): total 50 cannot be made: invalid rules".
func (e *RuleError) Error() string {
	var b strings.Builder
	b.WriteString(e.Rule)
	if e.Index >= 0 {
		fmt.Fprintf(&b, " %d", e.Index)
	}
	if len(e.Cells) > 0 {
		b.WriteString(" (")
		for k, c := range e.Cells {
			if k > 0 {
				b.WriteByte(' ')
			}
			if 0 <= c && c < 81 {
				b.WriteString(cellName(c))
			} else {
				fmt.Fprintf(&b, "cell %d", c)
			}
		}
		b.WriteByte(')')
	}
	fmt.Fprintf(&b, ": %s: %v", e.Reason, e.Err)
	return b.String()
}

// Unwrap returns Err.
func (e *RuleError) Unwrap() error { return e.Err }

// invalid returns a RuleError that wraps ErrRules.
func invalid(rule string, index int, cells []int, format string, a ...any) *RuleError {
	return &RuleError{Rule: rule, Index: index, Cells: cells,
		Reason: fmt.Sprintf(format, a...), Err: ErrRules}
}

// broken returns a RuleError that wraps ErrBroken.
func broken(rule string, index int, cells []int, format string, a ...any) *RuleError {
	return &RuleError{Rule: rule, Index: index, Cells: cells,
		Reason: fmt.Sprintf(format, a...), Err: ErrBroken}
}

// Check reports whether the rule set makes sense: nil, or a [*RuleError]
// wrapping [ErrRules] for the first fault, looking at the rules in the
// order of the fields of [Rules]. Faults are a region
// number above 8 or a region of other than nine cells; a cell index out
// of range or repeated in one rule; a house or cage of no cells or of
// more than nine (a cage with AllowRepeats may have up to 81); a cage
// total that no distinct digits can make, or, with AllowRepeats, that
// is missing or that no digits can make; a thermo of fewer than two cells or more
// than nine, or with a step that is not a king's move; an arrow with an
// empty circle or line, or whose line can never add up to a number its
// circle can hold; a dot between cells that are not orthogonal
// neighbours, of an unknown [DotKind], of a value out of its kind's
// range (see [Dot]), or a second kropki dot, or a second mark of a sum,
// that differs from the first on one pair; a cell both odd and even, or
// both a minimum and a maximum; a quadruple whose cell is not the
// top-left of four cells, or with other than one to four digits 1-9; a
// line of an unknown [LineKind], too few
// cells for its kind (two, one for renban, three for between lines and
// double arrows; renban at most nine), a step that is not a king's move,
// or a value its kind does not take; an outside clue of an unknown
// [OutsideKind], whose cells are not a diagonal from edge to edge (little
// killer) or a whole row or column in order, or whose value its cells
// cannot meet; a clone of two parts of different sizes or shapes, or
// sharing a cell. A nil *Rules is classic and valid.
//
// Check costs a pass over the rules. It is safe for concurrent use.
func (rs *Rules) Check() error {
	if rs == nil {
		return nil
	}
	if err := rs.checkRegions(); err != nil {
		return err
	}
	for i, h := range rs.Houses {
		if err := checkCells("house", i, h, 1, 9); err != nil {
			return err
		}
	}
	if err := rs.checkCages(); err != nil {
		return err
	}
	for i, t := range rs.Thermos {
		if err := checkThermo(i, t); err != nil {
			return err
		}
	}
	for i, a := range rs.Arrows {
		if err := checkArrow(i, a); err != nil {
			return err
		}
	}
	if err := rs.checkDots(); err != nil {
		return err
	}
	return rs.checkMore()
}

// checkRegions checks that Regions numbers regions 0-8 of nine cells.
func (rs *Rules) checkRegions() error {
	if rs.Regions == nil {
		return nil
	}
	var n [9]int
	for c, r := range rs.Regions {
		if r > 8 {
			return invalid("regions", -1, []int{c}, "region %d is not 0-8", r)
		}
		n[r]++
	}
	for r, k := range n {
		if k != 9 {
			var cells []int
			for c, x := range rs.Regions {
				if int(x) == r {
					cells = append(cells, c)
				}
			}
			return invalid("regions", -1, cells, "region %d has %d cells", r, k)
		}
	}
	return nil
}

// checkCells checks that cells has lo to hi cells, each in range and none
// repeated.
func checkCells(rule string, i int, cells []int, lo, hi int) error {
	if len(cells) < lo || len(cells) > hi {
		return invalid(rule, i, cells, "%d cells, want %d to %d", len(cells), lo, hi)
	}
	var seen [2]uint64
	for _, c := range cells {
		if c < 0 || c > 80 {
			return invalid(rule, i, []int{c}, "cell index %d out of range", c)
		}
		if seen[c>>6]>>(c&63)&1 != 0 {
			return invalid(rule, i, []int{c}, "cell repeated")
		}
		seen[c>>6] |= 1 << (c & 63)
	}
	return nil
}

// checkCages checks the cages: their cells and their totals. Cages may
// share cells.
func (rs *Rules) checkCages() error {
	for i, cg := range rs.Cages {
		if cg.AllowRepeats {
			if err := checkRepeatCage(i, cg); err != nil {
				return err
			}
			continue
		}
		if err := checkCells("cage", i, cg.Cells, 1, 9); err != nil {
			return err
		}
		if cg.Sum != 0 && !cageTotalPossible(len(cg.Cells), cg.Sum) {
			return invalid("cage", i, cg.Cells, "total %d cannot be made", cg.Sum)
		}
	}
	return nil
}

// cageTotalPossible reports whether n distinct digits can add up to sum.
func cageTotalPossible(n, sum int) bool {
	return sum >= 0 && sum <= 45 && len(cageCombos[n][sum]) > 0
}

// checkThermo checks thermo i.
func checkThermo(i int, t Thermo) error {
	if err := checkCells("thermo", i, t.Cells, 2, 9); err != nil {
		return err
	}
	for k := 1; k < len(t.Cells); k++ {
		a, b := t.Cells[k-1], t.Cells[k]
		if !kingStep(a, b) {
			return invalid("thermo", i, []int{a, b}, "step is not a king's move")
		}
	}
	return nil
}

// kingStep reports whether the distinct cells a and b are a king's move
// apart.
func kingStep(a, b int) bool {
	dr, dc := a/9-b/9, a%9-b%9
	return -1 <= dr && dr <= 1 && -1 <= dc && dc <= 1
}

// orthogonal reports whether the cells a and b are orthogonal neighbours.
func orthogonal(a, b int) bool {
	dr, dc := a/9-b/9, a%9-b%9
	return dr*dr+dc*dc == 1
}

// checkArrow checks arrow i: its cells, and that its line can add up to
// a number its circle can hold.
func checkArrow(i int, a Arrow) error {
	if len(a.Circle) == 0 || len(a.Cells) == 0 {
		return invalid("arrow", i, append(append([]int(nil), a.Circle...), a.Cells...),
			"circle of %d cells and line of %d", len(a.Circle), len(a.Cells))
	}
	all := append(append([]int(nil), a.Circle...), a.Cells...)
	if err := checkCells("arrow", i, all, 1, 81); err != nil {
		return err
	}
	// The line adds up to L to 9L; a circle of k cells holds 11...1 to
	// 99...9 (k digits). The line has at most 80 cells, so a circle of
	// more than three never fits.
	k, n := len(a.Circle), len(a.Cells)
	if k > 3 || circleMin(k) > 9*n || circleMin(k)*9 < n {
		return invalid("arrow", i, all, "line of %d cells cannot add up to a %d-digit circle", n, k)
	}
	return nil
}

// circleMin returns the least number a circle of k cells holds, 1...1.
func circleMin(k int) int {
	m := 0
	for range k {
		m = m*10 + 1
	}
	return m
}

// checkDots checks the dots: their cells, kinds and values, and that no
// pair has two kropki dots, or two marks of a sum, that differ.
func (rs *Rules) checkDots() error {
	// first holds the index of the first dot of each family (kropki or
	// sum) on each pair, smaller cell first, so that repeated pairs are
	// found in linear time.
	first := make(map[[3]int]int, len(rs.Dots))
	for i, d := range rs.Dots {
		cells := []int{d.A, d.B}
		for _, c := range cells {
			if c < 0 || c > 80 {
				return invalid("dot", i, []int{c}, "cell index %d out of range", c)
			}
		}
		if !orthogonal(d.A, d.B) {
			return invalid("dot", i, cells, "cells are not orthogonal neighbours")
		}
		if d.Kind < WhiteDot || d.Kind > SumMark {
			return invalid("dot", i, cells, "unknown dot kind %d", d.Kind)
		}
		if err := checkDotValue(i, d); err != nil {
			return err
		}
		// A pair may hold a kropki dot and a mark of a sum, one of each.
		pair := [3]int{min(d.A, d.B), max(d.A, d.B), 0}
		if !kropkiKind(d.Kind) {
			pair[2] = 1
		}
		j, seen := first[pair]
		if !seen {
			first[pair] = i
		} else if e := rs.Dots[j]; e.Kind != d.Kind || dotValue(e) != dotValue(d) {
			return invalid("dot", i, cells, "pair also has dot %d of another kind or value", j)
		}
	}
	return nil
}

// cageCombos[n][s] lists the sets of n distinct digits that add up to s,
// as masks (bit d-1 for the digit d), in increasing order.
var cageCombos = makeCageCombos()

// makeCageCombos builds the table of cageCombos.
func makeCageCombos() (t [10][46][]uint16) {
	for m := uint16(1); m < 1<<9; m++ {
		s := 0
		for d := range 9 {
			if m>>d&1 != 0 {
				s += d + 1
			}
		}
		n := bits.OnesCount16(m)
		t[n][s] = append(t[n][s], m)
	}
	return t
}

// Validate reports whether g could be a puzzle under the rules: nil, or
// the first fault. It returns the error of [Rules.Check] first; then a
// [*ValueError] for a cell above 9; then a [*ConflictError] for two equal
// digits in a row, a column or (without Regions) a box, in the order of
// [Grid.Validate]; then a [*RuleError] wrapping [ErrBroken] for the first
// broken rule: two equal digits in a region or another house (Rule names
// it: "region", "main diagonal", "windoku", "cage", ...), or a chess move
// apart under anti-knight or anti-king; orthogonal neighbours that break
// a dot, non-consecutive, a minimum or maximum, or a negative rule; a
// cage whose digits exceed its total, or are all filled and miss it; a
// thermo whose filled digits cannot increase along it; an arrow whose
// line adds up to more than its filled circle, or, all filled, to another
// number; an odd or even cell with a digit of the other kind; a quadruple
// whose filled cells leave too few empty ones for its missing digits;
// neighbours on a whisper that differ by less than its value, or a digit
// there that no neighbour can differ from by that much (a 5 on a German
// whisper); cells of a palindrome equally far from its ends, or in the
// same place of two clones, that differ; cells of an entropic or modular
// line fewer than m apart (3, or its modulus) of one class, or m apart of
// different classes; a little killer whose digits exceed its total, or
// are all filled and miss it; a sandwich whose 1 and 9 are placed with
// digits between them that add up to more than its total, or, all
// filled, to another number; an X-sum whose first digit x is placed and
// whose first x digits add up to more than its total, or, all filled, to
// another number; a skyscraper whose digits up to its 9 are filled and
// show another number of digits. A cage with AllowRepeats is not a
// house: its digits may repeat. A nil or zero *Rules
// gives exactly the errors of Grid.Validate.
//
// Of the lines, Validate reports a renban with a digit twice or two too
// far apart for its length; a between line whose filled middle digit is
// not strictly between its filled ends; a lockout line whose filled ends
// differ too little or hold a filled middle digit in their range; a
// region sum line or an even zipper with two filled visits or pairs of
// different totals; an odd zipper whose filled middle is not above each
// digit of a pair, or not the total of a filled pair; a double arrow
// whose middle, filled or not, needs more than its filled ends add up
// to, or, all filled, another total.
//
// A valid grid may still have no solution. Validate costs a pass over
// the cells and the rules; it is safe for concurrent use.
func (rs *Rules) Validate(g Grid) error {
	if err := rs.Check(); err != nil {
		return err
	}
	if rs == nil || rs.Regions == nil {
		if err := g.Validate(); err != nil {
			return err
		}
	} else if err := validateLines(&g); err != nil {
		return err
	}
	if rs == nil {
		return nil
	}
	for _, h := range rs.houseList()[18:] {
		if h.rule == "box" {
			continue
		}
		for k, a := range h.cells {
			for _, b := range h.cells[:k] {
				if g[a] != 0 && g[a] == g[b] {
					return broken(h.rule, h.index, []int{b, a}, "both hold %d", g[a])
				}
			}
		}
	}
	if err := rs.validateChess(&g); err != nil {
		return err
	}
	if err := rs.validatePairs(&g); err != nil {
		return err
	}
	for i, cg := range rs.Cages {
		if err := validateCage(&g, i, cg); err != nil {
			return err
		}
	}
	for i, t := range rs.Thermos {
		if err := validateThermo(&g, i, t); err != nil {
			return err
		}
	}
	for i, a := range rs.Arrows {
		if err := validateArrow(&g, i, a); err != nil {
			return err
		}
	}
	if err := rs.validateMarks(&g); err != nil {
		return err
	}
	if err := rs.validateLinesSets(&g); err != nil {
		return err
	}
	if err := rs.validateLinePairs(&g); err != nil {
		return err
	}
	return rs.validateOutside(&g)
}

// validateLines is Grid.Validate without the boxes: values above 9, and
// equal digits in a row or a column, in the same order.
func validateLines(g *Grid) error {
	for i, v := range g {
		if v > 9 {
			return &ValueError{Cell: i, Value: v}
		}
	}
	for i, v := range g {
		if v == 0 {
			continue
		}
		for p := i % 9; p < i; p += 9 {
			if g[p] == v {
				return &ConflictError{Cell1: p, Cell2: i, Digit: v}
			}
		}
		for p := i - i%9; p < i; p++ {
			if g[p] == v {
				return &ConflictError{Cell1: p, Cell2: i, Digit: v}
			}
		}
	}
	return nil
}

// validateChess reports equal digits a knight's or a king's move apart.
func (rs *Rules) validateChess(g *Grid) error {
	for _, knight := range []bool{true, false} {
		if knight && !rs.AntiKnight || !knight && !rs.AntiKing {
			continue
		}
		rule := "anti-king"
		if knight {
			rule = "anti-knight"
		}
		for c := range 81 {
			for _, o := range chessPeers(c, knight) {
				if o < c && g[c] != 0 && g[o] == g[c] {
					return broken(rule, -1, []int{o, c}, "both hold %d", g[c])
				}
			}
		}
	}
	return nil
}

// validatePairs reports filled orthogonal neighbours that break a dot,
// non-consecutive, a minimum or maximum, or a negative rule.
func (rs *Rules) validatePairs(g *Grid) error {
	for i, d := range rs.Dots {
		x, y := int(g[d.A]), int(g[d.B])
		if x != 0 && y != 0 && !dotHolds(d.Kind, dotValue(d), x, y) {
			return broken("dot", i, []int{d.A, d.B}, "%d and %d do not meet it", x, y)
		}
	}
	marks, _ := rs.marksBetween()
	for a := range 81 {
		for dir, b := range []int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 {
				continue
			}
			x, y := int(g[a]), int(g[b])
			if x == 0 || y == 0 {
				continue
			}
			if err := rs.validatePair(marks[a][dir], a, b, x, y); err != nil {
				return err
			}
		}
	}
	return nil
}

// validatePair reports the first rule other than a dot that the digits x
// and y of the neighbours a and b break, with the marks pm between them.
func (rs *Rules) validatePair(pm pairMarks, a, b, x, y int) error {
	consec := x-y == 1 || y-x == 1
	cells := []int{a, b}
	switch {
	case rs.NonConsecutive && consec:
		return broken("non-consecutive", -1, cells, "%d and %d are consecutive", x, y)
	case pm.less && x >= y || pm.more && x <= y:
		return rs.validateExtreme(a, b, x, y)
	case rs.AllWhite && pm.kropki == 0 && consec:
		return broken("all white", -1, cells, "%d and %d are consecutive without a kropki dot", x, y)
	case rs.AllBlack && pm.kropki == 0 && (x == 2*y || y == 2*x):
		return broken("all black", -1, cells, "%d and %d are in ratio 2 without a kropki dot", x, y)
	case rs.AllXV && pm.sum != XMark && pm.sum != VMark && (x+y == 10 || x+y == 5):
		return broken("all xv", -1, cells, "%d and %d add up to %d without an x or a v", x, y, x+y)
	}
	return nil
}

// validateCage reports a cage whose digits exceed its total, or are all
// filled and miss it. Repeated digits are reported with the houses.
func validateCage(g *Grid, i int, cg Cage) error {
	if cg.Sum == 0 {
		return nil
	}
	sum, full := 0, true
	for _, c := range cg.Cells {
		sum += int(g[c])
		full = full && g[c] != 0
	}
	switch {
	case sum > cg.Sum:
		return broken("cage", i, cg.Cells, "digits add up to %d, over the total %d", sum, cg.Sum)
	case full && sum != cg.Sum:
		return broken("cage", i, cg.Cells, "digits add up to %d, not %d", sum, cg.Sum)
	}
	return nil
}

// validateThermo reports a thermo whose filled digits cannot increase
// along it: a digit too small for its place from the bulb or too large
// for its place from the tip, or two that rise by less than their
// distance.
func validateThermo(g *Grid, i int, t Thermo) error {
	n := len(t.Cells)
	last := -1
	for k, c := range t.Cells {
		v := int(g[c])
		if v == 0 {
			continue
		}
		if v < k+1 || v > 9-(n-1-k) {
			return broken("thermo", i, []int{c}, "%d cannot stand at place %d of %d", v, k+1, n)
		}
		if last >= 0 {
			p := t.Cells[last]
			if v-int(g[p]) < k-last {
				return broken("thermo", i, []int{p, c}, "%d then %d do not increase along the thermo", g[p], v)
			}
		}
		last = k
	}
	return nil
}

// validateArrow reports an arrow whose line adds up to more than its
// filled circle, or, all filled, to another number.
func validateArrow(g *Grid, i int, a Arrow) error {
	circle, full := 0, true
	for _, c := range a.Circle {
		circle = circle*10 + int(g[c])
		full = full && g[c] != 0
	}
	if !full {
		return nil
	}
	line, lineFull := 0, true
	for _, c := range a.Cells {
		line += int(g[c])
		lineFull = lineFull && g[c] != 0
	}
	cells := append(append([]int(nil), a.Circle...), a.Cells...)
	switch {
	case line > circle:
		return broken("arrow", i, cells, "line adds up to %d, over the circle's %d", line, circle)
	case lineFull && line != circle:
		return broken("arrow", i, cells, "line adds up to %d, not the circle's %d", line, circle)
	}
	return nil
}
