package draw

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// The geometry of a drawing, in the units of its viewBox. A cell is 60
// units square; the grid has a margin of 6 around it, wide enough for
// the outer border. Text under the grid (the legend, the rules without a
// drawing, the caption) adds to the height.
const (
	cellSize = 60.0
	margin   = 6.0
	side     = 9*cellSize + 2*margin // the width of every drawing
	lineGap  = 22.0                  // the height of a line of text under the grid
	textSize = 16.0                  // the size of that text
)

// The styles of the digits: givens bold and black, entries regular and
// blue-grey, pencil marks small. Sizes are font sizes in viewBox units.
const (
	digitSize  = 38.0
	markSize   = 16.0
	entryColor = "#1f4e9c"
	markColor  = "#333"
	fontFamily = "Helvetica, Arial, sans-serif"
)

// A drawer draws one picture. The body and the defs are kept apart so
// that the <defs> can come first in the document though they are found
// while drawing.
type drawer struct {
	opt     Options
	puzzle  sudoku.Grid
	entries sudoku.Grid
	marks   *[81]sudoku.Digits // nil when no pencil marks are drawn
	step    *sudoku.Step       // nil when no step is drawn
	totals  [81]bool           // the cells that hold a cage's total
	defined []string           // the ids defined in defs
	ring    float64            // the width of the ring of outside clues, or 0
	body    canvas
	defs    canvas
	height  float64 // the height of the drawing so far
}

// newDrawer returns a drawer of the grids, after checking them and the
// rules of opt.
func newDrawer(opt *Options, puzzle, entries sudoku.Grid) (*drawer, error) {
	d := &drawer{puzzle: puzzle, entries: entries, height: side}
	if opt != nil {
		d.opt = *opt
	}
	if err := checkGrid("puzzle", &puzzle); err != nil {
		return nil, err
	}
	if err := checkGrid("entries", &entries); err != nil {
		return nil, err
	}
	if err := checkRules(d.opt.Rules); err != nil {
		return nil, err
	}
	d.ring = ringOf(d.opt.Rules)
	d.height += d.ring
	if rs := d.opt.Rules; rs != nil {
		for _, cg := range rs.Cages {
			if cg.Sum != 0 && len(cg.Cells) > 0 {
				d.totals[slices.Min(cg.Cells)] = true
			}
		}
	}
	return d, nil
}

// checkGrid reports the first value above 9 in g, which is named name.
func checkGrid(name string, g *sudoku.Grid) error {
	for i, v := range g {
		if v > 9 {
			return &Error{Path: name + "[" + strconv.Itoa(i) + "]", Value: int(v), Err: ErrRange}
		}
	}
	return nil
}

// setMarks makes the drawer draw the pencil marks of c.
func (d *drawer) setMarks(c *sudoku.Candidates) {
	var m [81]sudoku.Digits
	for i := range m {
		m[i] = c.Marks(i)
	}
	d.marks = &m
}

// cellX and cellY return the left and top edges of cell.
func cellX(cell int) float64 { return margin + float64(cell%9)*cellSize }
func cellY(cell int) float64 { return margin + float64(cell/9)*cellSize }

// centre returns the centre of cell.
func centre(cell int) (x, y float64) {
	return cellX(cell) + cellSize/2, cellY(cell) + cellSize/2
}

// markAt returns the centre of the pencil mark of digit in cell: the
// digits sit in three rows of three, 1 top left to 9 bottom right.
func markAt(cell int, digit uint8) (x, y float64) {
	k := float64(digit - 1)
	col, row := float64(int(k)%3), float64(int(k)/3)
	return cellX(cell) + (col+0.5)*cellSize/3, cellY(cell) + (row+0.5)*cellSize/3
}

// Where a cell holds a cage's total in its top-left corner, its pencil
// marks are smaller and keep to the rest of the cell.
const (
	tightMarkSize = 12.0
	tightLeft     = 22.0 // the centre of the first column of marks
	tightTop      = 25.0 // the centre of the first row
	tightStep     = 14.0 // between columns and rows
)

// mark returns the centre of the pencil mark of digit in cell, and its
// font size: as markAt says, or in a tighter square below and right of a
// cage's total.
func (d *drawer) mark(cell int, digit uint8) (x, y, size float64) {
	if !d.totals[cell] {
		x, y = markAt(cell, digit)
		return x, y, markSize
	}
	k := int(digit - 1)
	return cellX(cell) + tightLeft + float64(k%3)*tightStep,
		cellY(cell) + tightTop + float64(k/3)*tightStep, tightMarkSize
}

// baseline returns the baseline that centres text of the given size on
// y: digits stand about 0.7 of the font size tall.
func baseline(y, size float64) float64 { return y + 0.35*size }

// grid draws everything: the background, the rules, the lines, the
// digits, the marks and the step, then the text under the grid.
func (d *drawer) grid() {
	d.outsideUnder()
	d.body.empty("rect", "width", num(side), "height", num(side), "fill", "#fff")
	d.rulesUnder()
	if d.step != nil {
		d.stepUnder()
	}
	d.thinLines()
	d.rulesLines()
	d.regionLines()
	d.rulesOver()
	d.outsideOver()
	if d.step != nil {
		d.stepMarksUnder()
	}
	d.digits()
	if d.marks != nil {
		d.pencilMarks()
	}
	if d.step != nil {
		d.stepOver()
		if !d.opt.NoLegend {
			d.legend()
		}
	}
	if note := rulesNote(d.opt.Rules); note != "" {
		d.textLines("rules-note", "Also: "+note+".")
	}
	if d.opt.Caption != "" {
		d.textLines("caption", d.opt.Caption)
	}
}

// thinLines draws the lines between all cells.
func (d *drawer) thinLines() {
	var p path
	for i := 1; i < 9; i++ {
		at := margin + float64(i)*cellSize
		p.move(margin, at)
		p.WriteString("H" + num(side-margin))
		p.move(at, margin)
		p.WriteString("V" + num(side-margin))
	}
	d.body.empty("path", "d", p.String(), "stroke", "#999", "stroke-width", "1", "fill", "none")
}

// regionOf returns the region of cell: its box, or its jigsaw region.
func (d *drawer) regionOf(cell int) uint8 {
	if rs := d.opt.Rules; rs != nil && rs.Regions != nil {
		return rs.Regions[cell]
	}
	return uint8(cell/27*3 + cell%9/3)
}

// regionLines draws thick lines between cells of different regions
// (boxes, or jigsaw regions) and around the grid.
func (d *drawer) regionLines() {
	var p path
	for cell := range 81 {
		x, y := cellX(cell), cellY(cell)
		if cell%9 < 8 && d.regionOf(cell) != d.regionOf(cell+1) {
			p.move(x+cellSize, y)
			p.WriteString("V" + num(y+cellSize))
		}
		if cell < 72 && d.regionOf(cell) != d.regionOf(cell+9) {
			p.move(x, y+cellSize)
			p.WriteString("H" + num(x+cellSize))
		}
	}
	d.body.empty("path", "class", "regions", "d", p.String(), "stroke", "#000",
		"stroke-width", "3", "stroke-linecap", "square", "fill", "none")
	d.body.empty("rect", "x", num(margin), "y", num(margin),
		"width", num(9*cellSize), "height", num(9*cellSize),
		"stroke", "#000", "stroke-width", "4", "fill", "none")
}

// digits draws the givens, then the entries in the cells puzzle leaves
// empty.
func (d *drawer) digits() {
	d.digitGroup("givens", &d.puzzle, nil, "bold", "#000")
	d.digitGroup("entries", &d.entries, &d.puzzle, "normal", entryColor)
}

// digitGroup draws the digits of g, skipping the cells that skip (when
// not nil) fills, as a group of the class name.
func (d *drawer) digitGroup(class string, g, skip *sudoku.Grid, weight, fill string) {
	opened := false
	for cell, v := range g {
		if v == 0 || skip != nil && skip[cell] != 0 {
			continue
		}
		if !opened {
			d.body.open("g", "class", class, "font-family", fontFamily,
				"font-size", num(digitSize), "font-weight", weight,
				"fill", fill, "text-anchor", "middle")
			opened = true
		}
		x, y := centre(cell)
		d.body.leaf("text", strconv.Itoa(int(v)), "x", num(x), "y", num(baseline(y, digitSize)))
	}
	if opened {
		d.body.close("g")
	}
}

// pencilMarks draws the marks of the empty cells, leaving out those a
// step places (drawn on a disc instead).
func (d *drawer) pencilMarks() {
	d.body.open("g", "class", "marks", "font-family", fontFamily,
		"font-size", num(markSize), "fill", markColor, "text-anchor", "middle")
	for cell, m := range d.marks {
		if d.entries[cell] != 0 {
			continue
		}
		for digit := uint8(1); digit <= 9; digit++ {
			if !m.Has(digit) || d.placed(cell, digit) {
				continue
			}
			x, y, size := d.mark(cell, digit)
			kv := []string{"x", num(x), "y", num(baseline(y, size))}
			if size != markSize {
				kv = append(kv, "font-size", num(size))
			}
			d.body.leaf("text", strconv.Itoa(int(digit)), kv...)
		}
	}
	d.body.close("g")
}

// placed reports whether the step places digit in cell.
func (d *drawer) placed(cell int, digit uint8) bool {
	if d.step == nil {
		return false
	}
	for _, p := range d.step.Placements {
		if p.Cell == cell && p.Digit == digit {
			return true
		}
	}
	return false
}

// textLines writes s under the drawing, wrapped to its width, as a
// group of the class name.
func (d *drawer) textLines(class, s string) {
	lines := wrap(s, 60)
	if len(lines) == 0 {
		return
	}
	d.body.open("g", "class", class, "font-family", fontFamily,
		"font-size", num(textSize), "fill", "#000")
	for _, l := range lines {
		d.height += lineGap
		d.body.leaf("text", l, "x", num(margin), "y", num(d.height-6))
	}
	d.body.close("g")
	d.height += 6
}

// finish writes the document: the <svg> element with its title, its
// description, the defs and the body, in one write to w.
func (d *drawer) finish(w io.Writer, title, desc string) error {
	if strings.TrimSpace(d.opt.Title) != "" {
		title = d.opt.Title
	}
	if strings.TrimSpace(d.opt.Desc) != "" {
		desc = d.opt.Desc
	}
	var c canvas
	_, _, vw, vh := d.viewBox()
	width, height := num(vw), num(vh)
	kv := []string{"xmlns", "http://www.w3.org/2000/svg",
		"viewBox", d.viewBoxAttr(), "role", "img"}
	if d.opt.Width != "" {
		kv = append(kv, "width", d.opt.Width)
		if h, ok := scaleLength(d.opt.Width, vh/vw); ok {
			kv = append(kv, "height", h)
		}
	} else {
		kv = append(kv, "width", width, "height", height)
	}
	c.open("svg", kv...)
	c.leaf("title", title)
	c.leaf("desc", desc)
	if len(d.defs.b) > 0 {
		c.open("defs")
		c.b = append(c.b, d.defs.b...)
		c.close("defs")
	}
	c.b = append(c.b, d.body.b...)
	c.close("svg")
	_, err := w.Write(c.b)
	return err
}

// gridLine returns g as a line of 81 characters, '.' for an empty cell.
func gridLine(g *sudoku.Grid) string {
	var b strings.Builder
	for _, v := range g {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte('0' + v)
		}
	}
	return b.String()
}

// count returns the number of filled cells of g, leaving out those that
// skip (when not nil) fills.
func count(g, skip *sudoku.Grid) int {
	n := 0
	for i, v := range g {
		if v != 0 && (skip == nil || skip[i] == 0) {
			n++
		}
	}
	return n
}

// gridTitle returns the default title of a grid.
func gridTitle(d *drawer) string {
	if n := count(&d.entries, &d.puzzle); n > 0 {
		if n+count(&d.puzzle, nil) == 81 {
			return rulesName(d.opt.Rules) + " solution"
		}
		return rulesName(d.opt.Rules) + " in progress"
	}
	return rulesName(d.opt.Rules) + " puzzle"
}

// gridDesc returns the default description of a grid: the number of
// givens and entries, the rules, and the givens row by row (and all the
// digits, when there are entries). The lines of digits end the
// sentences they are in, with no full stop that could be read as one
// more empty cell.
func gridDesc(d *drawer) string {
	s := "A 9 by 9 grid with " + plural(count(&d.puzzle, nil), "given")
	entries := count(&d.entries, &d.puzzle)
	if entries > 0 {
		s += " and " + plural(entries, "entry")
	}
	s += "."
	if r := rulesDesc(d.opt.Rules); r != "" {
		s += " " + r
	}
	s += " Givens row by row, a dot for an empty cell: " + gridLine(&d.puzzle)
	if entries > 0 {
		all := d.puzzle
		for i, v := range d.entries {
			if all[i] == 0 {
				all[i] = v
			}
		}
		s += "; all digits: " + gridLine(&all)
	}
	return s
}

// positionDesc returns the default description of a position.
func positionDesc(d *drawer) string {
	marks := 0
	for cell, m := range d.marks {
		if d.entries[cell] == 0 {
			marks += m.Len()
		}
	}
	return "The empty cells hold " + plural(marks, "pencil mark") + ". " + gridDesc(d)
}

// plural returns n and the noun, with an s (or "entries") unless n is 1.
func plural(n int, noun string) string {
	if n != 1 {
		if strings.HasSuffix(noun, "y") {
			noun = noun[:len(noun)-1] + "ie"
		}
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}
