package draw

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// The styles of the rules: light greys under the digits, so that a
// drawing prints in black and white as it shows on screen.
const (
	shadeColor  = "#e2e2e2" // windoku windows
	thermoColor = "#c4c4c4"
	arrowColor  = "#6f6f6f"
	cageInset   = 4.0 // how far a cage's outline runs inside its cells
)

// checkRules reports the first cell, region or dot kind out of range in
// rs, which may be nil. It checks only what a drawing needs: a rule set
// that [sudoku.Rules.Check] rejects for other reasons (a cage total no
// digits make, cells that are not neighbours) is still drawn.
func checkRules(rs *sudoku.Rules) error {
	if rs == nil {
		return nil
	}
	if rs.Regions != nil {
		for i, v := range rs.Regions {
			if v > 8 {
				return &Error{Path: "rules.regions[" + strconv.Itoa(i) + "]", Value: int(v), Err: ErrRange}
			}
		}
	}
	for i, h := range rs.Houses {
		if err := checkCells("rules.houses["+strconv.Itoa(i)+"]", h); err != nil {
			return err
		}
	}
	for i, cg := range rs.Cages {
		if err := checkCells("rules.cages["+strconv.Itoa(i)+"].cells", cg.Cells); err != nil {
			return err
		}
	}
	for i, t := range rs.Thermos {
		if err := checkCells("rules.thermos["+strconv.Itoa(i)+"].cells", t.Cells); err != nil {
			return err
		}
	}
	for i, a := range rs.Arrows {
		at := "rules.arrows[" + strconv.Itoa(i) + "]"
		if err := checkCells(at+".circle", a.Circle); err != nil {
			return err
		}
		if err := checkCells(at+".cells", a.Cells); err != nil {
			return err
		}
	}
	for i, dot := range rs.Dots {
		at := "rules.dots[" + strconv.Itoa(i) + "]"
		if err := checkCell(at+".a", dot.A); err != nil {
			return err
		}
		if err := checkCell(at+".b", dot.B); err != nil {
			return err
		}
		if dot.Kind < sudoku.WhiteDot || dot.Kind > sudoku.SumMark {
			return &Error{Path: at + ".kind", Value: int(dot.Kind), Err: ErrRange}
		}
	}
	if err := checkMarks(rs); err != nil {
		return err
	}
	if err := checkLinesSets(rs); err != nil {
		return err
	}
	if err := checkLinePairs(rs); err != nil {
		return err
	}
	return checkOutside(rs)
}

// checkCells reports the first cell of cells, found at path, outside
// 0-80.
func checkCells(path string, cells []int) error {
	for i, c := range cells {
		if c < 0 || c > 80 {
			return checkCell(path+"["+strconv.Itoa(i)+"]", c)
		}
	}
	return nil
}

// checkCell reports a cell, found at path, outside 0-80.
func checkCell(path string, c int) error {
	if c < 0 || c > 80 {
		return &Error{Path: path, Value: c, Err: ErrRange}
	}
	return nil
}

// rulesUnder draws the shading of the rules, which goes under the lines:
// windoku windows and extra houses.
func (d *drawer) rulesUnder() {
	rs := d.opt.Rules
	if rs == nil {
		return
	}
	if rs.Windoku {
		d.body.open("g", "class", "windoku", "fill", shadeColor)
		for _, corner := range [4]int{10, 14, 46, 50} {
			d.body.empty("rect", "x", num(cellX(corner)), "y", num(cellY(corner)),
				"width", num(3*cellSize), "height", num(3*cellSize))
		}
		d.body.close("g")
	}
	if len(rs.Houses) > 0 {
		// Extra houses: a thick grey outline inside their cells, unlike
		// the thin dashed black one of a cage.
		d.body.open("g", "class", "houses", "fill", "none", "stroke", arrowColor,
			"stroke-width", "3", "stroke-linecap", "square")
		for _, h := range rs.Houses {
			d.body.empty("path", "d", outline(h, 6))
		}
		d.body.close("g")
	}
	d.marksUnder()
	d.clones(rs)
}

// rulesLines draws the lines of the rules, over the thin lines and under
// the region borders: diagonals, thermometers and arrows.
func (d *drawer) rulesLines() {
	rs := d.opt.Rules
	if rs == nil {
		return
	}
	lo, hi := num(margin), num(side-margin)
	if rs.MainDiagonal {
		d.body.empty("line", "class", "diagonal", "x1", lo, "y1", lo, "x2", hi, "y2", hi,
			"stroke", arrowColor, "stroke-width", "1.5")
	}
	if rs.AntiDiagonal {
		d.body.empty("line", "class", "diagonal", "x1", hi, "y1", lo, "x2", lo, "y2", hi,
			"stroke", arrowColor, "stroke-width", "1.5")
	}
	for _, t := range rs.Thermos {
		d.thermo(t)
	}
	for _, a := range rs.Arrows {
		d.arrow(a)
	}
	d.linesSets()
	d.linePairs(rs)
}

// thermo draws a thermometer: a grey bulb and a thick grey line.
func (d *drawer) thermo(t sudoku.Thermo) {
	if len(t.Cells) == 0 {
		return
	}
	d.body.open("g", "class", "thermo", "fill", thermoColor, "stroke", thermoColor)
	x, y := centre(t.Cells[0])
	d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(0.36*cellSize), "stroke", "none")
	if len(t.Cells) > 1 {
		d.body.empty("polyline", "points", points(t.Cells), "fill", "none",
			"stroke-width", num(0.26*cellSize), "stroke-linecap", "round", "stroke-linejoin", "round")
	}
	d.body.close("g")
}

// points returns the centres of cells as the points of a <polyline>.
func points(cells []int) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteByte(' ')
		}
		x, y := centre(c)
		b.WriteString(num(x) + "," + num(y))
	}
	return b.String()
}

// arrow draws an arrow: its circle (a pill over several cells), and a
// line from the circle's edge through the centres of its cells to an
// arrowhead.
func (d *drawer) arrow(a sudoku.Arrow) {
	d.body.open("g", "class", "arrow", "fill", "none", "stroke", arrowColor,
		"stroke-width", "2.5", "stroke-linecap", "round", "stroke-linejoin", "round")
	r := 0.4 * cellSize
	switch len(a.Circle) {
	case 0:
	case 1:
		x, y := centre(a.Circle[0])
		d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(r), "fill", "#fff")
	default:
		// A pill: a wide grey stroke along the circle's cells, hollowed by
		// a white one 5 units narrower.
		d.body.empty("polyline", "points", points(a.Circle), "stroke-width", num(2*r+2.5))
		d.body.empty("polyline", "points", points(a.Circle), "stroke", "#fff",
			"stroke-width", num(2*r-2.5))
	}
	if len(a.Cells) > 0 {
		d.arrowLine(a, r)
	}
	d.body.close("g")
}

// arrowLine draws the line of arrow a, which has cells, starting on the
// edge of the circle cell nearest its first cell.
func (d *drawer) arrowLine(a sudoku.Arrow, r float64) {
	fx, fy := centre(a.Cells[0])
	var p path
	if len(a.Circle) > 0 {
		best := math.Inf(1)
		var sx, sy float64
		for _, c := range a.Circle {
			cx, cy := centre(c)
			if dist := math.Hypot(fx-cx, fy-cy); dist < best {
				best, sx, sy = dist, cx, cy
			}
		}
		if best > 0 {
			sx += (fx - sx) / best * r
			sy += (fy - sy) / best * r
		}
		p.move(sx, sy)
	} else {
		p.move(fx, fy)
	}
	px, py := fx, fy
	for i, c := range a.Cells {
		x, y := centre(c)
		if i > 0 {
			px, py = centre(a.Cells[i-1])
		}
		p.line(x, y)
		if i == len(a.Cells)-1 {
			p.WriteString(head(px, py, x, y, 10))
		}
	}
	d.body.empty("path", "d", p.String())
}

// head returns the subpath of an open arrowhead of size s at (x, y),
// pointing away from (px, py); nothing when the points coincide.
func head(px, py, x, y, s float64) string {
	dx, dy := x-px, y-py
	l := math.Hypot(dx, dy)
	if l == 0 {
		return ""
	}
	dx, dy = dx/l*s, dy/l*s
	var p path
	p.move(x-dx-dy*0.6, y-dy+dx*0.6)
	p.line(x, y)
	p.line(x-dx+dy*0.6, y-dy-dx*0.6)
	return p.String()
}

// rulesOver draws the rules that go over the lines: cages, with their
// totals, and the marks between cells.
func (d *drawer) rulesOver() {
	rs := d.opt.Rules
	if rs == nil {
		return
	}
	if len(rs.Cages) > 0 {
		d.body.open("g", "class", "cages")
		for i, level := range cageLevels(rs) {
			d.cage(rs.Cages[i], level)
		}
		d.body.close("g")
	}
	if len(rs.Dots) > 0 {
		d.body.open("g", "class", "dots")
		shift := dotShift(rs)
		for i, dot := range rs.Dots {
			d.dot(dot, shift[i])
		}
		d.body.close("g")
	}
	d.marksOver()
}

// cage draws a killer cage: a dashed outline inside its cells (dotted
// for a cage whose digits may repeat), and its total in the top-left
// corner of its first cell in row-major order, on white so the outline
// does not cross it. A cage that overlaps level cages drawn before it
// runs further inside its cells.
func (d *drawer) cage(cg sudoku.Cage, level int) {
	if len(cg.Cells) == 0 {
		return
	}
	in := cageInset + 5*float64(level)
	dash := "4 3"
	if cg.AllowRepeats {
		dash = "1.5 2.5"
	}
	d.body.empty("path", "d", outline(cg.Cells, in), "fill", "none",
		"stroke", "#000", "stroke-width", "1.2", "stroke-dasharray", dash)
	if cg.Sum == 0 {
		return
	}
	first := slices.Min(cg.Cells)
	s := strconv.Itoa(cg.Sum)
	x, y := cellX(first)+in-2, cellY(first)+in-2
	d.body.empty("rect", "x", num(x), "y", num(y), "width", num(float64(len(s))*7.5+3),
		"height", "14", "fill", "#fff")
	d.body.leaf("text", s, "x", num(x+1.5), "y", num(y+11.5), "font-family", fontFamily,
		"font-size", "13", "fill", "#000")
}

// outline returns the outline of a set of cells, inset by in inside it,
// as path data: for each side of a cell whose neighbour is outside the
// set, a segment that ends where the outline turns, so the segments
// meet around convex and concave corners alike.
func outline(cells []int, in float64) string {
	var set [81]bool
	for _, c := range cells {
		set[c] = true
	}
	has := func(r, c int) bool { return r >= 0 && r < 9 && c >= 0 && c < 9 && set[r*9+c] }
	// end returns where a side ends at a corner: inside the cell when the
	// neighbour along the side is out, on the cell's edge when it is in
	// but the diagonal one is out, past the edge for a concave corner.
	end := func(along, diag bool, edge, sign float64) float64 {
		switch {
		case !along:
			return edge + sign*in
		case diag:
			return edge - sign*in
		}
		return edge
	}
	var p path
	for cell, ok := range set {
		if !ok {
			continue
		}
		r, c := cell/9, cell%9
		x0, y0 := cellX(cell), cellY(cell)
		x1, y1 := x0+cellSize, y0+cellSize
		if !has(r-1, c) { // top
			p.move(end(has(r, c-1), has(r-1, c-1), x0, 1), y0+in)
			p.WriteString("H" + num(end(has(r, c+1), has(r-1, c+1), x1, -1)))
		}
		if !has(r+1, c) { // bottom
			p.move(end(has(r, c-1), has(r+1, c-1), x0, 1), y1-in)
			p.WriteString("H" + num(end(has(r, c+1), has(r+1, c+1), x1, -1)))
		}
		if !has(r, c-1) { // left
			p.move(x0+in, end(has(r-1, c), has(r-1, c-1), y0, 1))
			p.WriteString("V" + num(end(has(r+1, c), has(r+1, c-1), y1, -1)))
		}
		if !has(r, c+1) { // right
			p.move(x1-in, end(has(r-1, c), has(r-1, c+1), y0, 1))
			p.WriteString("V" + num(end(has(r+1, c), has(r+1, c+1), y1, -1)))
		}
	}
	return p.String()
}

// dot draws a mark between two cells, at the middle of the line between
// their centres moved by shift along the side between them: a white or
// black kropki dot, with its value in it when it is not the usual one,
// or an X, a V or the total of a sum mark.
func (d *drawer) dot(dot sudoku.Dot, shift float64) {
	ax, ay := centre(dot.A)
	bx, by := centre(dot.B)
	x, y := (ax+bx)/2, (ay+by)/2
	if ay == by {
		y += shift
	} else {
		x += shift
	}
	label := dotLabel(dot)
	switch dot.Kind {
	case sudoku.WhiteDot, sudoku.BlackDot:
		fill, ink, r := "#fff", "#000", "7"
		if dot.Kind == sudoku.BlackDot {
			fill, ink = "#000", "#fff"
		}
		if label != "" {
			r = "9"
		}
		d.body.empty("circle", "class", dot.Kind.String(), "cx", num(x), "cy", num(y),
			"r", r, "fill", fill, "stroke", "#000", "stroke-width", "1.5")
		if label != "" {
			d.body.leaf("text", label, "x", num(x), "y", num(baseline(y, 12)),
				"font-family", fontFamily, "font-size", "12", "font-weight", "bold",
				"text-anchor", "middle", "fill", ink)
		}
	default:
		s, size, w := "X", 22.0, 18.0
		switch dot.Kind {
		case sudoku.VMark:
			s = "V"
		case sudoku.SumMark:
			s, size, w = label, 16, 22
		}
		d.body.empty("rect", "x", num(x-w/2), "y", num(y-10), "width", num(w), "height", "20",
			"rx", "3", "fill", "#fff")
		d.body.leaf("text", s, "x", num(x), "y", num(baseline(y, size)), "class", dot.Kind.String(),
			"font-family", fontFamily, "font-size", num(size), "font-weight", "bold",
			"text-anchor", "middle", "fill", "#000")
	}
}

// The rules, in the order they are named.
var ruleNames = []struct {
	name string // in a title
	note string // in the line under the grid, for rules without a drawing
	has  func(rs *sudoku.Rules) bool
}{
	{"jigsaw", "", func(rs *sudoku.Rules) bool { return rs.Regions != nil }},
	{"X", "", func(rs *sudoku.Rules) bool { return rs.MainDiagonal || rs.AntiDiagonal }},
	{"windoku", "", func(rs *sudoku.Rules) bool { return rs.Windoku }},
	{"killer", "", func(rs *sudoku.Rules) bool { return len(rs.Cages) > 0 }},
	{"thermo", "", func(rs *sudoku.Rules) bool { return len(rs.Thermos) > 0 }},
	{"arrow", "", func(rs *sudoku.Rules) bool { return len(rs.Arrows) > 0 }},
	{"kropki", "", func(rs *sudoku.Rules) bool { return hasDots(rs, sudoku.WhiteDot, sudoku.BlackDot) }},
	{"XV", "", func(rs *sudoku.Rules) bool {
		return hasDots(rs, sudoku.XMark, sudoku.VMark) || hasDots(rs, sudoku.SumMark, sudoku.SumMark)
	}},
	{"extra-house", "", func(rs *sudoku.Rules) bool { return len(rs.Houses) > 0 }},
	{"disjoint-groups", "cells in the same place of every box differ",
		func(rs *sudoku.Rules) bool { return rs.DisjointGroups }},
	{"anti-knight", "cells a knight's move apart differ",
		func(rs *sudoku.Rules) bool { return rs.AntiKnight }},
	{"anti-king", "cells a king's move apart differ",
		func(rs *sudoku.Rules) bool { return rs.AntiKing }},
	{"non-consecutive", "orthogonal neighbours never hold consecutive digits",
		func(rs *sudoku.Rules) bool { return rs.NonConsecutive }},
	{"odd-even", "", func(rs *sudoku.Rules) bool { return len(rs.Odd)+len(rs.Even) > 0 }},
	{"min-max", "", func(rs *sudoku.Rules) bool { return len(rs.Minimums)+len(rs.Maximums) > 0 }},
	{"quadruple", "", func(rs *sudoku.Rules) bool { return len(rs.Quadruples) > 0 }},
	{"", "every pair of neighbours with consecutive digits has a white dot",
		func(rs *sudoku.Rules) bool { return rs.AllWhite }},
	{"", "every pair of neighbours with one digit twice the other has a black dot",
		func(rs *sudoku.Rules) bool { return rs.AllBlack }},
	{"", "every pair of neighbours adding up to 10 or 5 has an X or a V",
		func(rs *sudoku.Rules) bool { return rs.AllXV }},
	{"renban", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.RenbanLine) }},
	{"between-line", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.BetweenLine) }},
	{"lockout", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.LockoutLine) }},
	{"region-sum", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.RegionSumLine) }},
	{"zipper", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.ZipperLine) }},
	{"double-arrow", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.DoubleArrowLine) }},
	{"whisper", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.WhisperLine) }},
	{"palindrome", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.PalindromeLine) }},
	{"entropic", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.EntropicLine) }},
	{"modular", "", func(rs *sudoku.Rules) bool { return hasLine(rs, sudoku.ModularLine) }},
	{"clone", "", func(rs *sudoku.Rules) bool { return len(rs.Clones) > 0 }},
	{"little-killer", "", func(rs *sudoku.Rules) bool { return hasOutside(rs, sudoku.LittleKillerClue) }},
	{"sandwich", "", func(rs *sudoku.Rules) bool { return hasOutside(rs, sudoku.SandwichClue) }},
	{"X-sum", "", func(rs *sudoku.Rules) bool { return hasOutside(rs, sudoku.XSumClue) }},
	{"skyscraper", "", func(rs *sudoku.Rules) bool { return hasOutside(rs, sudoku.SkyscraperClue) }},
}

// hasDots reports whether rs has a dot of either kind.
func hasDots(rs *sudoku.Rules, a, b sudoku.DotKind) bool {
	for _, d := range rs.Dots {
		if d.Kind == a || d.Kind == b {
			return true
		}
	}
	return false
}

// rulesName returns the name of the puzzle's kind: "Sudoku", or the
// names of its rules before it, as in "Killer thermo Sudoku".
func rulesName(rs *sudoku.Rules) string {
	var names []string
	if rs != nil {
		for _, r := range ruleNames {
			if r.name != "" && r.has(rs) {
				names = append(names, r.name)
			}
		}
	}
	names = append(names, "Sudoku")
	s := strings.Join(names, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// rulesNote returns the rules that have no drawing, as a list for the
// line under the grid; empty when there are none.
func rulesNote(rs *sudoku.Rules) string {
	if rs == nil {
		return ""
	}
	var notes []string
	for _, r := range ruleNames {
		if r.note != "" && r.has(rs) {
			notes = append(notes, r.note)
		}
	}
	return strings.Join(notes, "; ")
}

// cellName names a cell in r1c1 notation.
func cellName(c int) string {
	return "r" + strconv.Itoa(c/9+1) + "c" + strconv.Itoa(c%9+1)
}

// cellList names cells in r1c1 notation, separated by spaces.
func cellList(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return strings.Join(names, " ")
}

// rulesDesc returns the rules in words, for the description: each rule
// with the cells it covers, so that the picture can be read without
// being seen.
func rulesDesc(rs *sudoku.Rules) string {
	if rs == nil {
		return ""
	}
	var s []string
	if rs.Regions != nil {
		var b strings.Builder
		for _, v := range rs.Regions {
			b.WriteByte('1' + v)
		}
		s = append(s, "Jigsaw regions, numbered 1-9, row by row: "+b.String()+".")
	}
	if rs.MainDiagonal {
		s = append(s, "The diagonal from r1c1 to r9c9 holds each digit once.")
	}
	if rs.AntiDiagonal {
		s = append(s, "The diagonal from r1c9 to r9c1 holds each digit once.")
	}
	if rs.Windoku {
		s = append(s, "The four shaded windows at r2c2, r2c6, r6c2 and r6c6 hold each digit once.")
	}
	for _, h := range rs.Houses {
		s = append(s, "The outlined cells "+cellList(h)+" hold different digits.")
	}
	for _, cg := range rs.Cages {
		c := "Cage " + cellList(cg.Cells)
		if cg.Sum != 0 {
			c += " adds up to " + strconv.Itoa(cg.Sum)
		}
		if cg.AllowRepeats {
			c += "; its digits may repeat"
		}
		s = append(s, c+".")
	}
	for _, t := range rs.Thermos {
		s = append(s, "Thermometer from the bulb: "+cellList(t.Cells)+".")
	}
	for _, a := range rs.Arrows {
		s = append(s, "Arrow from the circle "+cellList(a.Circle)+" along "+cellList(a.Cells)+".")
	}
	for _, dot := range rs.Dots {
		name := dotName(dot.Kind)
		if l := dotLabel(dot); l != "" {
			name += " of " + l
		}
		s = append(s, name+" between "+cellName(dot.A)+" and "+cellName(dot.B)+".")
	}
	s = append(s, marksDesc(rs)...)
	s = append(s, linesSetsDesc(rs)...)
	s = append(s, linePairsDesc(rs)...)
	s = append(s, outsideDesc(rs)...)
	if note := rulesNote(rs); note != "" {
		s = append(s, "Also: "+note+".")
	}
	return strings.Join(s, " ")
}

// dotName returns a kind of mark in words.
func dotName(k sudoku.DotKind) string {
	switch k {
	case sudoku.WhiteDot:
		return "White dot"
	case sudoku.BlackDot:
		return "Black dot"
	case sudoku.XMark:
		return "X"
	case sudoku.SumMark:
		return "Sum"
	}
	return "V"
}
