package sudoku

// Check for the rules that come after the dots in Rules: odd and even
// cells, minimums and maximums, quadruples, lines, outside clues and
// clones.

// checkMore checks the rules of rs from Odd to Clones, in that order.
func (rs *Rules) checkMore() error {
	var odd, min [81]bool // the odd cells and the minimums
	if err := checkCellList("odd", rs.Odd, &odd, nil, ""); err != nil {
		return err
	}
	if err := checkCellList("even", rs.Even, nil, &odd, "an odd cell"); err != nil {
		return err
	}
	if err := checkCellList("minimum", rs.Minimums, &min, nil, ""); err != nil {
		return err
	}
	if err := checkCellList("maximum", rs.Maximums, nil, &min, "a minimum"); err != nil {
		return err
	}
	for i, q := range rs.Quadruples {
		if q.Cell < 0 || q.Cell > 80 || q.Cell%9 == 8 || q.Cell >= 72 {
			return invalid("quadruple", i, []int{q.Cell}, "corner cell %d is not the top-left of four cells", q.Cell)
		}
		cells := []int{q.Cell, q.Cell + 1, q.Cell + 9, q.Cell + 10}
		if len(q.Digits) < 1 || len(q.Digits) > 4 {
			return invalid("quadruple", i, cells, "%d digits, want 1 to 4", len(q.Digits))
		}
		for _, d := range q.Digits {
			if d < 1 || d > 9 {
				return invalid("quadruple", i, cells, "digit %d is not 1-9", d)
			}
		}
	}
	for i, l := range rs.Lines {
		if err := checkLine(i, l); err != nil {
			return err
		}
	}
	for i, o := range rs.Outside {
		if err := checkOutside(i, o); err != nil {
			return err
		}
	}
	for i, cl := range rs.Clones {
		if err := checkClone(i, cl); err != nil {
			return err
		}
	}
	return nil
}

// checkCellList checks a list of cells of the rule: each in range and
// none repeated. It marks them in mark, when not nil, and refuses a cell
// marked in other, which is of the rule named by what.
func checkCellList(rule string, cells []int, mark, other *[81]bool, what string) error {
	if len(cells) == 0 {
		return nil
	}
	if err := checkCells(rule, -1, cells, 0, 81); err != nil {
		return err
	}
	for _, c := range cells {
		if mark != nil {
			mark[c] = true
		}
		if other != nil && other[c] {
			return invalid(rule, -1, []int{c}, "cell is also %s", what)
		}
	}
	return nil
}

// lineRuleName is the name a RuleError gives each kind of line.
var lineRuleName = [...]string{WhisperLine: "whisper", RenbanLine: "renban",
	PalindromeLine: "palindrome", BetweenLine: "between line", LockoutLine: "lockout line",
	RegionSumLine: "region sum line", ZipperLine: "zipper line", EntropicLine: "entropic line",
	ModularLine: "modular line", DoubleArrowLine: "double arrow"}

// checkLine checks line i: its kind, its cells, each a king's move from
// the one before, and its value.
func checkLine(i int, l Line) error {
	name, ok := kindName(lineRuleName[:], l.Kind)
	if !ok {
		return invalid("line", i, l.Cells, "unknown line kind %d", l.Kind)
	}
	lo, hi := 2, 81
	switch l.Kind {
	case RenbanLine:
		lo, hi = 1, 9
	case BetweenLine, DoubleArrowLine:
		lo = 3
	}
	if err := checkCells(name, i, l.Cells, lo, hi); err != nil {
		return err
	}
	for k := 1; k < len(l.Cells); k++ {
		if a, b := l.Cells[k-1], l.Cells[k]; !kingStep(a, b) {
			return invalid(name, i, []int{a, b}, "step is not a king's move")
		}
	}
	switch l.Kind {
	case WhisperLine, LockoutLine:
		if l.Value < 0 || l.Value > 8 {
			return invalid(name, i, l.Cells, "least difference %d is not 1-8", l.Value)
		}
	case ModularLine:
		if l.Value < 0 || l.Value == 1 || l.Value > 9 {
			return invalid(name, i, l.Cells, "modulus %d is not 2-9", l.Value)
		}
	default:
		if l.Value != 0 {
			return invalid(name, i, l.Cells, "value %d, want 0: a %s takes none", l.Value, name)
		}
	}
	return nil
}

// outsideRuleName is the name a RuleError gives each kind of outside
// clue.
var outsideRuleName = [...]string{LittleKillerClue: "little killer",
	SandwichClue: "sandwich", XSumClue: "x-sum", SkyscraperClue: "skyscraper"}

// checkOutside checks outside clue i: its kind; its cells, a diagonal run
// from edge to edge for a little killer, else a whole row or column in
// order from one end; and its value, which digits must be able to meet.
func checkOutside(i int, o OutsideClue) error {
	name, ok := kindName(outsideRuleName[:], o.Kind)
	if !ok {
		return invalid("outside", i, o.Cells, "unknown outside kind %d", o.Kind)
	}
	if err := checkCells(name, i, o.Cells, 1, 9); err != nil {
		return err
	}
	n := len(o.Cells)
	first, last := o.Cells[0], o.Cells[n-1]
	step := 0
	if n > 1 {
		step = o.Cells[1] - first
	}
	straight := true
	for k := 1; k < n; k++ {
		a, b := o.Cells[k-1], o.Cells[k]
		straight = straight && b-a == step && kingStep(a, b)
	}
	edge := func(c, dr, dc int) bool { // c is the last cell before the edge going by dr, dc
		r, k := c/9+dr, c%9+dc
		return r < 0 || r > 8 || k < 0 || k > 8
	}
	max := 0
	if o.Kind == LittleKillerClue {
		dr, dc := 1, 1
		switch step {
		case -10:
			dr, dc = -1, -1
		case 8:
			dc = -1
		case -8:
			dr = -1
		}
		if n == 1 {
			// A corner cell alone: its diagonal runs to the other edge at once.
			if first != 0 && first != 8 && first != 72 && first != 80 {
				return invalid(name, i, o.Cells, "cells are not a diagonal from edge to edge")
			}
		} else if !straight || step != 10 && step != -10 && step != 8 && step != -8 ||
			!edge(first, -dr, -dc) || !edge(last, dr, dc) {
			return invalid(name, i, o.Cells, "cells are not a diagonal from edge to edge")
		}
		max = 9 * n
	} else {
		if n != 9 || !straight || step != 1 && step != -1 && step != 9 && step != -9 {
			return invalid(name, i, o.Cells, "cells are not a whole row or column in order")
		}
		max = map[OutsideKind]int{SandwichClue: 35, XSumClue: 45, SkyscraperClue: 9}[o.Kind]
	}
	lo := 1
	if o.Kind == SandwichClue {
		lo = 0
	}
	if o.Value < lo || o.Value > max {
		return invalid(name, i, o.Cells, "value %d is not %d-%d", o.Value, lo, max)
	}
	return nil
}

// checkClone checks clone i: two lists of as many cells, none repeated,
// none in both, B the cells of A moved without turning.
func checkClone(i int, cl Clone) error {
	all := append(append([]int(nil), cl.A...), cl.B...)
	if len(cl.A) != len(cl.B) {
		return invalid("clone", i, all, "%d cells against %d", len(cl.A), len(cl.B))
	}
	if err := checkCells("clone", i, all, 2, 81); err != nil {
		return err
	}
	dr, dc := cl.B[0]/9-cl.A[0]/9, cl.B[0]%9-cl.A[0]%9
	for k, a := range cl.A {
		b := cl.B[k]
		if b/9-a/9 != dr || b%9-a%9 != dc {
			return invalid("clone", i, []int{a, b}, "cells are not in the same place of their regions")
		}
	}
	return nil
}
