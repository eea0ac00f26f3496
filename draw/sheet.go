package draw

import (
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// A Paper is a size of paper for a [Sheet].
type Paper uint8

// The sizes of paper.
const (
	A4     Paper = iota // 210 by 297 mm
	Letter              // US letter, 8.5 by 11 inches
)

// String returns the paper's name as CSS writes it: "A4" or "letter"; or
// "Paper(n)" for a value that is not a size.
func (p Paper) String() string {
	switch p {
	case A4:
		return "A4"
	case Letter:
		return "letter"
	}
	return "Paper(" + strconv.Itoa(int(p)) + ")"
}

// size returns the paper's width and height in tenths of a millimetre,
// the units of a page's viewBox.
func (p Paper) size() (w, h float64) {
	if p == Letter {
		return 2159, 2794
	}
	return 2100, 2970
}

// The layout of a page, in tenths of a millimetre.
const (
	pageMargin = 150 // around the page
	headerSize = 60  // the font size of the title
	headerGap  = 110 // from the top margin to the first row of puzzles
	labelSize  = 40  // the font size of a puzzle's number
	labelGap   = 60  // from the top of a slot to its grid
	slotGap    = 80  // between slots
)

// A Sheet is a set of puzzles to print: pages of puzzles, then pages of
// their answers when it has solutions. Each page has the title at its
// top and its number, and each puzzle its number, counted from 1 over
// the whole sheet, and its kind when it has variant rules.
//
// [Sheet.WritePage] writes a page as an SVG document of the paper's size;
// [Sheet.WriteHTML] writes one HTML file that holds every page and prints
// one page per sheet of paper. Like the functions of the package, they
// check the whole sheet before writing anything, and a bad grid or rule
// is an [*Error] whose Path starts with the puzzle, as in
// "puzzles[3].rules.cages[0].cells[1]".
//
// A Sheet only reads its fields, so one Sheet may be written by several
// goroutines at once.
type Sheet struct {
	// Title is written at the top of every page; "Sudoku" when empty.
	Title string

	// Paper is the size of the pages.
	Paper Paper

	// PerPage is the number of puzzles on a page, 1 to 12 (more is 12):
	// one or two are drawn one above the other, up to six in two
	// columns, more in three. When 0 or less, it is 4, or the number of
	// puzzles when there are fewer.
	PerPage int

	// Puzzles are the puzzles, each with its rules.
	Puzzles []sudoku.Puzzle

	// Solutions, when not empty, are the solutions of the puzzles, one
	// each, drawn on answer pages after the puzzles: the givens in bold
	// and the other digits in the lighter style of entries.
	Solutions []sudoku.Grid
}

// perPage returns the number of puzzles on a page.
func (s *Sheet) perPage() int {
	switch {
	case s.PerPage > 0:
		return min(s.PerPage, 12)
	case len(s.Puzzles) > 0 && len(s.Puzzles) < 4:
		return len(s.Puzzles)
	}
	return 4
}

// Pages returns the number of pages: those of the puzzles, and as many
// again for the answers when the sheet has solutions.
func (s *Sheet) Pages() int {
	n := (len(s.Puzzles) + s.perPage() - 1) / s.perPage()
	if len(s.Solutions) > 0 {
		n *= 2
	}
	return n
}

// WritePage writes page i of the sheet, from 0 to [Sheet.Pages]-1, as
// an SVG document as wide and high as the paper, in millimetres. A page
// number out of range, a sheet whose Solutions are neither empty nor one
// per puzzle, and a bad grid or rule on the page are an [*Error], and
// nothing is written. Otherwise the error is w's.
func (s *Sheet) WritePage(w io.Writer, i int) error {
	if err := s.check(); err != nil {
		return err
	}
	if i < 0 || i >= s.Pages() {
		return &Error{Path: "page", Value: i, Err: ErrRange}
	}
	var c canvas
	if err := s.page(&c, i); err != nil {
		return err
	}
	_, err := w.Write(c.b)
	return err
}

// WriteHTML writes the whole sheet as one HTML document: each page an
// inline SVG in a block of the paper's size, with CSS that breaks pages
// between them and sets the paper size and no margin for printing, so
// that a browser prints one page per sheet of paper. On screen the pages
// are shown one under the other. Errors are as for [Sheet.WritePage];
// nothing is written when the sheet is bad.
func (s *Sheet) WriteHTML(w io.Writer) error {
	if err := s.check(); err != nil {
		return err
	}
	title := s.title()
	pw, ph := s.Paper.size()
	size := num(pw/10) + "mm " + num(ph/10) + "mm"
	var c canvas
	c.b = append(c.b, "<!DOCTYPE html>\n"...)
	c.open("html", "lang", "en")
	c.open("head")
	c.empty("meta", "charset", "utf-8")
	c.leaf("title", title)
	c.b = append(c.b, "<style>\n"+
		"@page { size: "+size+"; margin: 0 }\n"+
		"html, body { margin: 0; padding: 0 }\n"+
		".page { width: "+num(pw/10)+"mm; height: "+num(ph/10)+"mm; overflow: hidden;"+
		" break-after: page; page-break-after: always }\n"+
		".page:last-child { break-after: auto; page-break-after: auto }\n"+
		".page svg { display: block }\n"+
		"@media screen { body { background: #777 }"+
		" .page { background: #fff; margin: 8mm auto } }\n"+
		"</style>\n"...)
	c.close("head")
	c.open("body")
	for i := range s.Pages() {
		c.open("div", "class", "page")
		if err := s.page(&c, i); err != nil {
			return err
		}
		c.close("div")
	}
	c.close("body")
	c.close("html")
	_, err := w.Write(c.b)
	return err
}

// title returns the title of the sheet.
func (s *Sheet) title() string {
	if s.Title == "" {
		return "Sudoku"
	}
	return s.Title
}

// check reports Solutions of the wrong length, and a bad grid or rule
// in any puzzle.
func (s *Sheet) check() error {
	if len(s.Solutions) > 0 && len(s.Solutions) != len(s.Puzzles) {
		return &Error{Path: "solutions", Value: len(s.Solutions), Err: ErrRange}
	}
	for i := range s.Puzzles {
		if _, err := s.slot(i, false); err != nil {
			return err
		}
		if len(s.Solutions) > 0 {
			if _, err := s.slot(i, true); err != nil {
				return err
			}
		}
	}
	return nil
}

// slot returns the drawer of puzzle i, or of its answer, with the grid
// drawn; an error has its path prefixed with the puzzle.
func (s *Sheet) slot(i int, answer bool) (*drawer, error) {
	p := &s.Puzzles[i]
	var entries sudoku.Grid
	if answer {
		entries = s.Solutions[i]
	}
	opt := &Options{Rules: &p.Rules}
	d, err := newDrawer(opt, p.Grid, entries)
	if err != nil {
		// Say where in the sheet the bad value is.
		e, ok := err.(*Error)
		if !ok {
			return nil, err
		}
		at := "puzzles[" + strconv.Itoa(i) + "]."
		path := e.Path
		switch {
		case strings.HasPrefix(path, "puzzle["):
			path = at + "grid" + path[len("puzzle"):]
		case strings.HasPrefix(path, "entries["):
			path = "solutions[" + strconv.Itoa(i) + "]" + path[len("entries"):]
		default:
			path = at + path
		}
		return nil, &Error{Path: path, Value: e.Value, Err: e.Err}
	}
	d.grid()
	return d, nil
}

// page appends page i to c.
func (s *Sheet) page(c *canvas, i int) error {
	per := s.perPage()
	puzzlePages := (len(s.Puzzles) + per - 1) / per
	answer := i >= puzzlePages
	first := (i % max(puzzlePages, 1)) * per
	last := min(first+per, len(s.Puzzles))

	pw, ph := s.Paper.size()
	title := s.title()
	if answer {
		title += ": answers"
	}
	c.open("svg", "xmlns", "http://www.w3.org/2000/svg",
		"viewBox", "0 0 "+num(pw)+" "+num(ph),
		"width", num(pw/10)+"mm", "height", num(ph/10)+"mm", "role", "img")
	c.leaf("title", title+", page "+strconv.Itoa(i+1)+" of "+strconv.Itoa(s.Pages()))
	what := "puzzles"
	if answer {
		what = "answers to puzzles"
	}
	c.leaf("desc", "A printable page of "+what+" "+strconv.Itoa(first+1)+" to "+strconv.Itoa(last)+".")
	c.empty("rect", "width", num(pw), "height", num(ph), "fill", "#fff")
	c.open("g", "font-family", fontFamily, "fill", "#000")
	c.leaf("text", title, "x", num(pageMargin), "y", num(pageMargin+headerSize),
		"font-size", num(headerSize), "font-weight", "bold")
	c.leaf("text", "page "+strconv.Itoa(i+1)+" of "+strconv.Itoa(s.Pages()),
		"x", num(pw-pageMargin), "y", num(pageMargin+headerSize),
		"font-size", num(labelSize), "text-anchor", "end")
	c.close("g")

	// The slots: one or two puzzles one above the other, up to six in two
	// columns, more in three; the grids as large as the slots allow.
	cols := 1
	switch {
	case per > 6:
		cols = 3
	case per > 2:
		cols = 2
	}
	rows := (per + cols - 1) / cols
	top := float64(pageMargin + headerSize + headerGap)
	sw := (pw - 2*pageMargin - float64(cols-1)*slotGap) / float64(cols)
	sh := (ph - pageMargin - top - float64(rows-1)*slotGap) / float64(rows)
	for k := first; k < last; k++ {
		d, err := s.slot(k, answer)
		if err != nil {
			return err
		}
		col, row := (k-first)%cols, (k-first)/cols
		x := pageMargin + float64(col)*(sw+slotGap)
		y := top + float64(row)*(sh+slotGap)
		label := "Puzzle " + strconv.Itoa(k+1)
		if answer {
			label = "Answer " + strconv.Itoa(k+1)
		}
		if rs := &s.Puzzles[k].Rules; rulesName(rs) != "Sudoku" {
			label += ": " + rulesName(rs)
		}
		// A long label (many rules) gets a smaller font to stay within
		// its slot; a character is about 0.55 of the size wide.
		size := math.Min(labelSize, sw/(0.55*float64(len(label))))
		c.leaf("text", label, "x", num(x), "y", num(y+labelSize),
			"font-family", fontFamily, "font-size", num(size), "fill", "#000")
		// Scale the drawing to the slot, keeping its shape, and centre
		// it across the slot.
		_, _, w, h := d.viewBox()
		scale := math.Min(sw/w, (sh-labelGap)/h)
		gw, gh := w*scale, h*scale
		d.nested(c, x+(sw-gw)/2, y+labelGap, gw, gh, gridTitle(d)+" "+strconv.Itoa(k+1), gridDesc(d))
	}
	c.close("svg")
	return nil
}

// nested appends the drawing to c as an <svg> element inside another,
// placed at (x, y) and scaled to w by h.
func (d *drawer) nested(c *canvas, x, y, w, h float64, title, desc string) {
	c.open("svg", "x", num(x), "y", num(y), "width", num(w), "height", num(h),
		"viewBox", d.viewBoxAttr())
	c.leaf("title", title)
	c.leaf("desc", desc)
	if len(d.defs.b) > 0 {
		c.open("defs")
		c.b = append(c.b, d.defs.b...)
		c.close("defs")
	}
	c.b = append(c.b, d.body.b...)
	c.close("svg")
}
