package draw

import (
	"strconv"

	"github.com/sudokugo/sudoku"
)

// The lines that relate cells two by two, drawn as f-puzzles and
// SudokuPad draw them: a thick line through the centres of the cells, in
// the colour players know each by (green whispers, grey palindromes,
// orange entropic lines, dashed purple modular lines); and clones, whose
// cells are shaded.

// lineStyles are the stroke colour and dashes of each kind of line this
// file draws.
var lineStyles = map[sudoku.LineKind]struct{ color, dash string }{
	sudoku.WhisperLine:    {"#67d067", ""},
	sudoku.PalindromeLine: {"#b4b4b4", ""},
	sudoku.EntropicLine:   {"#f5a545", ""},
	sudoku.ModularLine:    {"#a58bd8", "9 6"},
}

// cloneColor shades the cells of clones.
const cloneColor = "#d6d6d6"

// checkLinePairs reports the first cell outside 0-80 of a whisper,
// palindrome, entropic or modular line, or of a clone, of rs.
func checkLinePairs(rs *sudoku.Rules) error {
	for i, l := range rs.Lines {
		if _, ok := lineStyles[l.Kind]; !ok {
			continue
		}
		if err := checkCells("rules.lines["+strconv.Itoa(i)+"].cells", l.Cells); err != nil {
			return err
		}
	}
	for i, cl := range rs.Clones {
		at := "rules.clones[" + strconv.Itoa(i) + "]"
		if err := checkCells(at+".a", cl.A); err != nil {
			return err
		}
		if err := checkCells(at+".b", cl.B); err != nil {
			return err
		}
	}
	return nil
}

// linePairs draws the whispers, palindromes, entropic and modular lines
// of the rules, each as a thick line of its kind's colour whose class is
// the kind's name.
func (d *drawer) linePairs(rs *sudoku.Rules) {
	for _, l := range rs.Lines {
		st, ok := lineStyles[l.Kind]
		if !ok || len(l.Cells) == 0 {
			continue
		}
		attrs := []string{"class", l.Kind.String(), "points", points(l.Cells), "fill", "none",
			"stroke", st.color, "stroke-width", num(0.2 * cellSize),
			"stroke-linecap", "round", "stroke-linejoin", "round"}
		if st.dash != "" {
			attrs = append(attrs, "stroke-dasharray", st.dash)
		}
		d.body.empty("polyline", attrs...)
	}
}

// clones shades the cells of the clones of rs.
func (d *drawer) clones(rs *sudoku.Rules) {
	if len(rs.Clones) == 0 {
		return
	}
	d.body.open("g", "class", "clone", "fill", cloneColor)
	for _, cl := range rs.Clones {
		for _, cells := range [2][]int{cl.A, cl.B} {
			for _, c := range cells {
				d.body.empty("rect", "x", num(cellX(c)), "y", num(cellY(c)),
					"width", num(cellSize), "height", num(cellSize))
			}
		}
	}
	d.body.close("g")
}

// hasLine reports whether rs has a line of the kind k.
func hasLine(rs *sudoku.Rules, k sudoku.LineKind) bool {
	for _, l := range rs.Lines {
		if l.Kind == k {
			return true
		}
	}
	return false
}

// linePairsDesc returns the whispers, palindromes, entropic and modular
// lines and clones of rs in words, one sentence each.
func linePairsDesc(rs *sudoku.Rules) []string {
	var s []string
	for _, l := range rs.Lines {
		cells := cellList(l.Cells)
		switch l.Kind {
		case sudoku.WhisperLine:
			v := l.Value
			if v == 0 {
				v = 5
			}
			s = append(s, "Whisper "+cells+": neighbours on it differ by at least "+strconv.Itoa(v)+".")
		case sudoku.PalindromeLine:
			s = append(s, "Palindrome "+cells+": it reads the same both ways.")
		case sudoku.EntropicLine:
			s = append(s, "Entropic line "+cells+": every three cells in a row hold one of 1-3, one of 4-6 and one of 7-9.")
		case sudoku.ModularLine:
			m := l.Value
			if m == 0 {
				m = 3
			}
			ms := strconv.Itoa(m)
			s = append(s, "Modular line "+cells+": every "+ms+" cells in a row hold different remainders modulo "+ms+".")
		}
	}
	for _, cl := range rs.Clones {
		s = append(s, "The shaded cells "+cellList(cl.B)+" clone "+cellList(cl.A)+".")
	}
	return s
}
