package draw

import (
	"math"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// This file draws the clues outside the grid, as f-puzzles and SudokuPad
// do: each number in a ring around the grid, beside the row or column it
// looks along (a sandwich, an X-sum, a skyscraper) or at the corner its
// diagonal starts from, with a small arrow along the diagonal (a little
// killer). The ring is there only when the rules have such clues, so
// other drawings keep their size.

// ringSize is the width of the ring of outside clues around the grid.
const ringSize = 40.0

// outsideSize is the font size of an outside clue.
const outsideSize = 22.0

// checkOutside reports the first cell out of range in the outside clues
// of rs, which is not nil.
func checkOutside(rs *sudoku.Rules) error {
	for i, o := range rs.Outside {
		if err := checkCells("rules.outside["+strconv.Itoa(i)+"].cells", o.Cells); err != nil {
			return err
		}
	}
	return nil
}

// ringOf returns the width of the ring the rules rs need around the grid:
// ringSize when they have outside clues, else 0.
func ringOf(rs *sudoku.Rules) float64 {
	if rs != nil && len(rs.Outside) > 0 {
		return ringSize
	}
	return 0
}

// viewBox returns the drawing's box: its origin, left of and above the
// grid's corner by the ring, and its size.
func (d *drawer) viewBox() (x, y, w, h float64) {
	return -d.ring, -d.ring, side + 2*d.ring, d.height + d.ring
}

// viewBoxAttr returns the viewBox attribute of the drawing.
func (d *drawer) viewBoxAttr() string {
	x, y, w, h := d.viewBox()
	return num(x) + " " + num(y) + " " + num(w) + " " + num(h)
}

// outsideUnder paints the ring white, under everything.
func (d *drawer) outsideUnder() {
	if d.ring == 0 {
		return
	}
	d.body.empty("rect", "x", num(-d.ring), "y", num(-d.ring),
		"width", num(side+2*d.ring), "height", num(side+2*d.ring), "fill", "#fff")
}

// outsideOver draws the outside clues.
func (d *drawer) outsideOver() {
	rs := d.opt.Rules
	if rs == nil || len(rs.Outside) == 0 {
		return
	}
	d.body.open("g", "class", "outside", "font-family", fontFamily,
		"font-size", num(outsideSize), "fill", "#000", "text-anchor", "middle")
	for _, o := range rs.Outside {
		if len(o.Cells) == 0 {
			continue
		}
		dr, dc := clueStep(o.Cells)
		// The clue stands one step back from the first cell, in the
		// middle of the ring.
		back := cellSize/2 + margin + d.ring/2
		x, y := centre(o.Cells[0])
		x -= float64(dc) * back
		y -= float64(dr) * back
		class := o.Kind.String()
		if o.Kind == sudoku.LittleKillerClue {
			d.littleKillerArrow(x, y, dr, dc)
		}
		d.body.leaf("text", strconv.Itoa(o.Value), "class", class,
			"x", num(x), "y", num(baseline(y, outsideSize)))
	}
	d.body.close("g")
}

// clueStep returns the step, in rows and columns, from the first cell of
// a clue to the next. A little killer of one cell is a corner, whose
// diagonal points into the grid.
func clueStep(cells []int) (dr, dc int) {
	if len(cells) == 1 {
		c := cells[0]
		dr, dc = 1, 1
		if c/9 == 8 {
			dr = -1
		}
		if c%9 == 8 {
			dc = -1
		}
		return dr, dc
	}
	return sign(cells[1]/9 - cells[0]/9), sign(cells[1]%9 - cells[0]%9)
}

// sign returns -1, 0 or 1 as n is negative, zero or positive.
func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// littleKillerArrow draws the small arrow of a little killer whose clue
// is at (x, y), pointing along its diagonal (dr, dc), beside the number.
func (d *drawer) littleKillerArrow(x, y float64, dr, dc int) {
	ux, uy := float64(dc)/math.Sqrt2, float64(dr)/math.Sqrt2
	// From past the number's corner to the grid's edge.
	sx, sy := x+ux*14+uy*10, y+uy*14-ux*10
	ex, ey := sx+ux*12, sy+uy*12
	var p path
	p.move(sx, sy)
	p.line(ex, ey)
	p.WriteString(head(sx, sy, ex, ey, 5))
	d.body.empty("path", "d", p.String(), "fill", "none", "stroke", "#000",
		"stroke-width", "1.5", "stroke-linecap", "round", "stroke-linejoin", "round")
}

// outsideDesc returns the outside clues in words, for the description.
func outsideDesc(rs *sudoku.Rules) []string {
	var s []string
	for _, o := range rs.Outside {
		if len(o.Cells) == 0 {
			continue
		}
		v := strconv.Itoa(o.Value)
		from := "from " + cellName(o.Cells[0])
		switch o.Kind {
		case sudoku.LittleKillerClue:
			s = append(s, "Little killer "+v+": the diagonal "+cellList(o.Cells)+
				" adds up to "+v+"; digits may repeat.")
		case sudoku.SandwichClue:
			s = append(s, "Sandwich "+v+" "+from+": the digits between the 1 and the 9 add up to "+v+".")
		case sudoku.XSumClue:
			s = append(s, "X-sum "+v+" "+from+": the first X digits add up to "+v+", X the first digit.")
		case sudoku.SkyscraperClue:
			s = append(s, "Skyscraper "+v+" "+from+": "+v+" digits are seen, each greater than all before it.")
		}
	}
	return s
}

// cageLevels returns, for each cage of rs, how many cages before it share
// a cell with it, at most 2: an overlapping cage's outline runs that
// much further inside its cells, so that the outlines of overlapping
// cages do not lie on each other.
func cageLevels(rs *sudoku.Rules) []int {
	levels := make([]int, len(rs.Cages))
	for i, cg := range rs.Cages {
		var in [81]bool
		for _, c := range cg.Cells {
			if c >= 0 && c < 81 {
				in[c] = true
			}
		}
		for _, other := range rs.Cages[:i] {
			for _, c := range other.Cells {
				if c >= 0 && c < 81 && in[c] {
					levels[i]++
					break
				}
			}
		}
		levels[i] = min(levels[i], 2)
	}
	return levels
}

// hasOutside reports whether rs has an outside clue of the kind.
func hasOutside(rs *sudoku.Rules, kind sudoku.OutsideKind) bool {
	for _, o := range rs.Outside {
		if o.Kind == kind {
			return true
		}
	}
	return false
}
