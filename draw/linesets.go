package draw

import (
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// Renban, between, lockout, region sum, zipper and double arrow lines,
// drawn as SudokuPad and f-puzzles draw them, in light tints so that the
// digits on them stay easy to read: renban a thick purple line, region
// sum lines a blue one, between lines a thin line with hollow circles at
// its ends, lockout lines one with diamonds at its ends, zipper lines one
// with a dot at its middle, double arrows a thin grey line with circles at
// its ends. A lockout line's least difference, when not the usual 4, is
// in the description only.

// The styles of the lines.
const (
	renbanColor    = "#e2c2ee"
	regionSumColor = "#b8d4f2"
	betweenColor   = "#b8bcf0"
	zipperColor    = "#c8bcf2"
)

// lineSetKinds are the kinds of line this file draws, with the class of
// each one's group and its name in words.
var lineSetKinds = map[sudoku.LineKind]struct{ class, words string }{
	sudoku.RenbanLine:      {"renban", "Renban"},
	sudoku.BetweenLine:     {"between-line", "Between line"},
	sudoku.LockoutLine:     {"lockout-line", "Lockout line"},
	sudoku.RegionSumLine:   {"region-sum-line", "Region sum line"},
	sudoku.ZipperLine:      {"zipper-line", "Zipper line"},
	sudoku.DoubleArrowLine: {"double-arrow", "Double arrow"},
}

// checkLinesSets reports the first cell out of range of a line this file
// draws.
func checkLinesSets(rs *sudoku.Rules) error {
	for i, l := range rs.Lines {
		if _, ok := lineSetKinds[l.Kind]; ok {
			if err := checkCells("rules.lines["+strconv.Itoa(i)+"].cells", l.Cells); err != nil {
				return err
			}
		}
	}
	return nil
}

// linesSets draws the lines of these kinds.
func (d *drawer) linesSets() {
	for _, l := range d.opt.Rules.Lines {
		k, ok := lineSetKinds[l.Kind]
		if !ok || len(l.Cells) == 0 {
			continue
		}
		d.body.open("g", "class", k.class, "fill", "none", "stroke-linecap", "round",
			"stroke-linejoin", "round")
		switch l.Kind {
		case sudoku.RenbanLine:
			d.lineStroke(l.Cells, renbanColor, 0.3)
		case sudoku.RegionSumLine:
			d.lineStroke(l.Cells, regionSumColor, 0.2)
		case sudoku.BetweenLine:
			d.lineStroke(l.Cells, betweenColor, 0.1)
			d.endMarks(l.Cells, betweenColor, false)
		case sudoku.LockoutLine:
			d.lineStroke(l.Cells, betweenColor, 0.1)
			d.endMarks(l.Cells, betweenColor, true)
		case sudoku.ZipperLine:
			d.lineStroke(l.Cells, zipperColor, 0.1)
			d.zipperMiddle(l.Cells)
		case sudoku.DoubleArrowLine:
			d.lineStroke(l.Cells, arrowColor, 0.04)
			d.endMarks(l.Cells, arrowColor, false)
		}
		d.body.close("g")
	}
}

// lineStroke draws a line through the centres of cells, of colour col
// and of width w cells.
func (d *drawer) lineStroke(cells []int, col string, w float64) {
	if len(cells) == 1 {
		x, y := centre(cells[0])
		d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(w*cellSize/2),
			"fill", col)
		return
	}
	d.body.empty("polyline", "points", points(cells), "stroke", col,
		"stroke-width", num(w*cellSize))
}

// endMarks draws a hollow circle, or with diamond a diamond, on each end
// of a line, outlined in col.
func (d *drawer) endMarks(cells []int, col string, diamond bool) {
	r := 0.38 * cellSize
	for _, c := range []int{cells[0], cells[len(cells)-1]} {
		x, y := centre(c)
		if diamond {
			d.body.empty("polygon", "points", num(x)+","+num(y-r)+" "+num(x+r)+","+num(y)+" "+
				num(x)+","+num(y+r)+" "+num(x-r)+","+num(y), "fill", "#fff",
				"stroke", col, "stroke-width", "2.5")
			continue
		}
		d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(r), "fill", "#fff",
			"stroke", col, "stroke-width", "2.5")
	}
}

// zipperMiddle draws a dot on the middle of a zipper line: the centre of
// its middle cell, or halfway between its two middle cells.
func (d *drawer) zipperMiddle(cells []int) {
	n := len(cells)
	x, y := centre(cells[n/2])
	if n%2 == 0 {
		px, py := centre(cells[n/2-1])
		x, y = (x+px)/2, (y+py)/2
	}
	d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(0.08*cellSize),
		"fill", arrowColor)
}

// linesSetsDesc returns the lines of these kinds in words, one sentence
// each.
func linesSetsDesc(rs *sudoku.Rules) []string {
	var s []string
	for _, l := range rs.Lines {
		k, ok := lineSetKinds[l.Kind]
		if !ok {
			continue
		}
		var b strings.Builder
		b.WriteString(k.words + " " + cellList(l.Cells))
		if l.Kind == sudoku.LockoutLine && l.Value != 0 {
			b.WriteString(", ends differing by at least " + strconv.Itoa(l.Value))
		}
		s = append(s, b.String()+".")
	}
	return s
}
