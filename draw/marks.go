package draw

import (
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// This file draws the marks of single cells and corners, as f-puzzles
// and SudokuPad do: odd cells (a grey circle) and even cells (a grey
// square) under the digits, minimums and maximums (chevrons at the
// sides of the cell, pointing in to a minimum and out of a maximum, as
// the sign "less than" points to the smaller side), and
// quadruples (a white circle on the corner with the digits in it).

// checkMarks reports the first cell or digit out of range in the odd and
// even cells, the minimums and maximums and the quadruples of rs.
func checkMarks(rs *sudoku.Rules) error {
	for _, l := range []struct {
		path  string
		cells []int
	}{{"rules.odd", rs.Odd}, {"rules.even", rs.Even},
		{"rules.minimums", rs.Minimums}, {"rules.maximums", rs.Maximums}} {
		if err := checkCells(l.path, l.cells); err != nil {
			return err
		}
	}
	for i, q := range rs.Quadruples {
		at := "rules.quadruples[" + strconv.Itoa(i) + "]"
		if q.Cell < 0 || q.Cell > 71 || q.Cell%9 == 8 {
			return &Error{Path: at + ".cell", Value: q.Cell, Err: ErrRange}
		}
		for k, x := range q.Digits {
			if x < 1 || x > 9 {
				return &Error{Path: at + ".digits[" + strconv.Itoa(k) + "]", Value: x, Err: ErrRange}
			}
		}
	}
	return nil
}

// marksUnder draws the odd and even cells, under the digits.
func (d *drawer) marksUnder() {
	rs := d.opt.Rules
	if len(rs.Odd) > 0 {
		d.body.open("g", "class", "odd", "fill", shadeColor)
		for _, c := range rs.Odd {
			x, y := centre(c)
			d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(0.4*cellSize))
		}
		d.body.close("g")
	}
	if len(rs.Even) > 0 {
		d.body.open("g", "class", "even", "fill", shadeColor)
		for _, c := range rs.Even {
			d.body.empty("rect", "x", num(cellX(c)+0.12*cellSize), "y", num(cellY(c)+0.12*cellSize),
				"width", num(0.76*cellSize), "height", num(0.76*cellSize))
		}
		d.body.close("g")
	}
}

// marksOver draws the minimums, the maximums and the quadruples.
func (d *drawer) marksOver() {
	rs := d.opt.Rules
	for k, cells := range [2][]int{rs.Minimums, rs.Maximums} {
		class := "minimum"
		if k == 1 {
			class = "maximum"
		}
		for _, c := range cells {
			d.body.open("g", "class", class, "fill", "none", "stroke", arrowColor,
				"stroke-width", "2", "stroke-linecap", "round", "stroke-linejoin", "round")
			d.body.empty("path", "d", chevrons(c, k == 0))
			d.body.close("g")
		}
	}
	for _, q := range rs.Quadruples {
		d.quadruple(q)
	}
}

// chevrons returns the path of four chevrons just inside the sides of
// cell c, their points towards the centre when in is set, else towards
// the sides: the sign "less than" between the cell and each neighbour,
// whose point is on the side of the smaller digit.
func chevrons(c int, in bool) string {
	cx, cy := centre(c)
	const w, h = 6.0, 4.0 // half the width of a chevron, and its depth
	// The point of a chevron is edge from the centre, its arms end tip.
	edge, tip := 0.5*cellSize-4-h, 0.5*cellSize-4
	if !in {
		edge, tip = tip, edge
	}
	var p path
	for _, s := range [4][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
		// (s[0], s[1]) points from the centre to a side; the chevron's
		// arms run along it, at right angles.
		ax, ay := s[1], -s[0]
		p.move(cx+s[0]*tip+ax*w, cy+s[1]*tip+ay*w)
		p.line(cx+s[0]*edge, cy+s[1]*edge)
		p.line(cx+s[0]*tip-ax*w, cy+s[1]*tip-ay*w)
	}
	return p.String()
}

// quadruple draws a quadruple: a white circle on the corner of its four
// cells, with its digits in it.
func (d *drawer) quadruple(q sudoku.Quadruple) {
	x, y := cellX(q.Cell)+cellSize, cellY(q.Cell)+cellSize
	d.body.open("g", "class", "quadruple")
	d.body.empty("circle", "cx", num(x), "cy", num(y), "r", "14", "fill", "#fff",
		"stroke", "#000", "stroke-width", "1.2")
	// Two digits a line, one or two lines.
	var lines []string
	for k := 0; k < len(q.Digits); k += 2 {
		var s []string
		for _, x := range q.Digits[k:min(k+2, len(q.Digits))] {
			s = append(s, strconv.Itoa(x))
		}
		lines = append(lines, strings.Join(s, " "))
	}
	for k, s := range lines {
		ly := y
		if len(lines) == 2 {
			ly += float64(2*k-1) * 5.5
		}
		d.body.leaf("text", s, "x", num(x), "y", num(baseline(ly, 11)),
			"font-family", fontFamily, "font-size", "11", "text-anchor", "middle", "fill", "#000")
	}
	d.body.close("g")
}

// marksDesc returns the marks of rs in words, for the description.
func marksDesc(rs *sudoku.Rules) []string {
	var s []string
	for _, l := range []struct {
		what  string
		cells []int
	}{{"Odd cells (circles): ", rs.Odd}, {"Even cells (squares): ", rs.Even},
		{"Minimums, less than each neighbour: ", rs.Minimums},
		{"Maximums, greater than each neighbour: ", rs.Maximums}} {
		if len(l.cells) > 0 {
			s = append(s, l.what+cellList(l.cells)+".")
		}
	}
	for _, q := range rs.Quadruples {
		var digits []string
		for _, x := range q.Digits {
			digits = append(digits, strconv.Itoa(x))
		}
		s = append(s, "Quadruple "+strings.Join(digits, " ")+" on the cells "+
			cellList([]int{q.Cell, q.Cell + 1, q.Cell + 9, q.Cell + 10})+".")
	}
	return s
}

// dotLabel returns the number written in the dot d, "" for none: the
// value of a white or black dot that has another than the usual one, the
// total of a sum mark.
func dotLabel(d sudoku.Dot) string {
	switch {
	case d.Kind == sudoku.SumMark,
		d.Kind == sudoku.WhiteDot && d.Value > 1,
		d.Kind == sudoku.BlackDot && d.Value > 2:
		return strconv.Itoa(d.Value)
	}
	return ""
}

// dotShift returns, for each dot of rs, how far it moves along the side
// of its cells: a pair with a kropki dot and a mark of a sum shows them
// side by side.
func dotShift(rs *sudoku.Rules) []float64 {
	type pair struct{ a, b int }
	kropki := map[pair]bool{}
	sums := map[pair]bool{}
	key := func(d sudoku.Dot) pair { return pair{min(d.A, d.B), max(d.A, d.B)} }
	for _, d := range rs.Dots {
		if d.Kind == sudoku.WhiteDot || d.Kind == sudoku.BlackDot {
			kropki[key(d)] = true
		} else {
			sums[key(d)] = true
		}
	}
	shift := make([]float64, len(rs.Dots))
	for i, d := range rs.Dots {
		if k := key(d); kropki[k] && sums[k] {
			shift[i] = 11
			if d.Kind == sudoku.WhiteDot || d.Kind == sudoku.BlackDot {
				shift[i] = -11
			}
		}
	}
	return shift
}
