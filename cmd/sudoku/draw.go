package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// The output forms of generate that draw: one SVG page, or an HTML sheet.
const (
	formatSVG  = "svg"
	formatHTML = "html"
)

// maxSVGPage is the most puzzles that generate -format svg puts on its
// one page.
const maxSVGPage = 12

// generateFormatFlag defines the -format flag of generate, which also
// draws.
func generateFormatFlag(fs *flag.FlagSet) *string {
	return fs.String("format", formatLine,
		"output `form`: line (81 characters a puzzle), grid (drawn for people), "+
			"svg (one printable page of up to 12 puzzles) or html "+
			"(printable pages, with answer pages after -solution)")
}

// checkGenerateFormat reports a usage error for an unknown output form of
// generate, or for -format svg with more puzzles than a page holds or
// with -solution, whose answers need pages of their own.
func checkGenerateFormat(fs *flag.FlagSet, format string, n int, solution bool) (int, bool) {
	switch format {
	case formatLine, formatGrid, formatHTML:
		return exitOK, true
	case formatSVG:
		switch {
		case n > maxSVGPage:
			return usageError(fs, "-format svg draws at most %d puzzles (one page); "+
				"use -format html for more", maxSVGPage), false
		case solution:
			return usageError(fs, "-format svg draws one page; use -format html "+
				"for answer pages"), false
		}
		return exitOK, true
	}
	return usageError(fs, "unknown -format %q (want line, grid, svg or html)", format), false
}

// drawGenerated runs gen, which writes generate's lines (and solutions
// after a tab when solution is set) to the env it is given, and draws
// the puzzles it made on e's standard output: one SVG page for
// formatSVG, an HTML sheet for formatHTML. It returns gen's status, or
// exitBad when the drawing fails.
func drawGenerated(e *env, format string, solution bool, gen func(e *env) int) int {
	var buf bytes.Buffer
	code := gen(&env{stdin: e.stdin, stdout: &buf, stderr: e.stderr,
		stderrTerminal: e.stderrTerminal})
	var sh draw.Sheet
	for line := range strings.Lines(buf.String()) {
		fields := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
		if fields[0] == "-" || fields[0] == "" {
			continue // a puzzle that was not made, already reported
		}
		var p sudoku.Puzzle
		var err error
		if strings.HasPrefix(fields[0], "{") {
			err = json.Unmarshal([]byte(fields[0]), &p)
		} else {
			p.Grid, err = sudoku.Parse(fields[0])
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "sudoku generate: %v\n", err)
			return exitBad
		}
		sh.Puzzles = append(sh.Puzzles, p)
		if solution {
			sol, err := sudoku.Parse(fields[len(fields)-1])
			if err != nil {
				fmt.Fprintf(e.stderr, "sudoku generate: %v\n", err)
				return exitBad
			}
			sh.Solutions = append(sh.Solutions, sol)
		}
	}
	if len(sh.Puzzles) == 0 {
		// No puzzle was made (-n is at least 1, so gen has said why):
		// nothing is drawn, an SVG page as little as an HTML sheet.
		return code
	}
	sh.Title = "Sudoku"
	out := bufio.NewWriter(e.stdout)
	var err error
	if format == formatSVG {
		sh.PerPage = len(sh.Puzzles)
		err = sh.WritePage(out, 0)
	} else {
		err = sh.WriteHTML(out)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "sudoku generate: %v\n", err)
		return exitBad
	}
	return flushOutput(e, out, code)
}

// drawFlags are the flags of the draw command.
type drawFlags struct {
	marks, hint, solution *bool
	step                  *int
	title, width          *string
	sheet, answers        *bool
	paper, prefix         *string
	perPage               *int
	rules                 *rulesValue
	fs                    *flag.FlagSet
}

// runDraw is the draw command: a picture of a puzzle or a position, or
// printable sheets of puzzles.
func runDraw(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	f := drawFlags{fs: fs}
	f.marks = fs.Bool("marks", false, "draw the position's pencil marks")
	f.hint = fs.Bool("hint", false, "draw the next step on the position's pencil marks")
	f.step = fs.Int("step", 0,
		"draw step `N` of the path from the position, 1 (the next step) to the path's length")
	f.solution = fs.Bool("solution", false, "draw the solution: the givens bold, the other digits lighter")
	f.title = fs.String("title", "", "the `title` of the picture or of the sheet's pages")
	f.width = fs.String("width", "",
		"the picture's `width`, a CSS length such as 9cm: a number with an optional unit "+
			"px, cm, mm, in, pt, pc, em or %; the height follows in the same unit, but for % "+
			"(default: its own size)")
	f.sheet = fs.Bool("sheet", false,
		"draw every puzzle of the files on printable pages, as HTML (or SVG files with -o)")
	f.paper = fs.String("paper", "a4", "the sheet's `paper`: a4 or letter")
	f.perPage = fs.Int("per-page", 0,
		"put `N` puzzles, 1 to 12, on each page of the sheet (default 4, or fewer for fewer puzzles)")
	f.answers = fs.Bool("answers", false, "add pages with the solutions to the sheet")
	f.prefix = fs.String("o", "",
		"write the sheet's pages as SVG files `PREFIX`1.svg, PREFIX2.svg, ... instead of HTML")
	f.rules = rulesFlag(fs, false)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *f.sheet {
		for _, name := range []string{"marks", "hint", "step", "solution", "width"} {
			if flagSet(fs, name) {
				return usageError(fs, "-%s is not for -sheet", name)
			}
		}
		return f.runSheet(e, fs.Args())
	}
	for _, name := range []string{"paper", "per-page", "answers", "o"} {
		if flagSet(fs, name) {
			return usageError(fs, "-%s is for -sheet", name)
		}
	}
	n := 0
	for _, set := range []bool{*f.marks, *f.hint, flagSet(fs, "step"), *f.solution} {
		if set {
			n++
		}
	}
	switch {
	case n > 1:
		return usageError(fs, "-marks, -hint, -step and -solution draw different pictures: give one")
	case flagSet(fs, "step") && *f.step < 1:
		return usageError(fs, "-step must be 1 or more (step 1 is the next step, as -hint draws it)")
	case *f.width != "" && !cssLength(*f.width):
		return usageError(fs, "-width %q is not a CSS length: want a number above 0 with an "+
			"optional unit px, cm, mm, in, pt, pc, em or %%, such as 9cm", *f.width)
	}
	return f.runPicture(e, fs.Args())
}

// widthUnits are the units of a length that -width takes: none (pixels),
// the absolute units of CSS, em and percent.
var widthUnits = []string{"", "px", "cm", "mm", "in", "pt", "pc", "em", "%"}

// cssLength reports whether s is a length that -width takes: a number
// above 0, written as digits with an optional fraction (no sign and no
// exponent), followed by one of widthUnits.
func cssLength(s string) bool {
	num := strings.TrimRight(s, "abcdefghijklmnopqrstuvwxyz%")
	if !slices.Contains(widthUnits, s[len(num):]) ||
		num == "" || strings.Trim(num, "0123456789.") != "" ||
		strings.Count(num, ".") > 1 || strings.HasSuffix(num, ".") {
		return false
	}
	x, err := strconv.ParseFloat(num, 64)
	return err == nil && x > 0
}

// pictureInput returns the name and lines of the position that the
// arguments name, read as hint reads them: standard input for none or
// "-", the file named by a single argument that is not a puzzle, or the
// arguments themselves as lines.
func pictureInput(e *env, args []string) (string, []string, error) {
	var r io.Reader
	name := "<stdin>"
	switch {
	case len(args) == 0 || len(args) == 1 && args[0] == "-":
		r = e.stdin
	case len(args) == 1 && puzzleLineForm(args[0]) == 0:
		if _, err := sudoku.Parse(args[0]); err == nil {
			break
		}
		if cells, letters := countCells(args[0]); cells > letters {
			break // a puzzle with a mistake, reported at the mistake
		}
		file, err := os.Open(args[0])
		if err != nil {
			return "", nil, fmt.Errorf("sudoku: %v", err)
		}
		defer file.Close()
		r, name = file, args[0]
	}
	if r == nil {
		var lines []string
		for _, a := range args {
			lines = append(lines, splitLines(a)...)
		}
		return "<arg>", lines, nil
	}
	data, err := io.ReadAll(io.LimitReader(r, maxPosition+1))
	if err != nil {
		return "", nil, fmt.Errorf("sudoku: %v", err)
	}
	if len(data) > maxPosition {
		return "", nil, fmt.Errorf("sudoku: %s: longer than %d bytes", name, maxPosition)
	}
	return name, splitLines(strings.TrimPrefix(string(data), "\ufeff")), nil
}

// runPicture draws one picture: the grid of a puzzle (with its rules and
// the player's entries), its solution, or for a classic position its
// pencil marks, its next step or a step of its path.
func (f *drawFlags) runPicture(e *env, args []string) int {
	name, lines, err := pictureInput(e, args)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return exitBad
	}
	rd := newLinesReader(name, lines, 1)
	rec, ok := rd.next()
	if !ok {
		fmt.Fprintf(e.stderr, "%s:%d:1: no puzzle\n", name, max(1, len(lines)))
		return exitBad
	}
	if code, ok := tooManyArgs(f.fs, args, rec.err); ok {
		return code
	}
	if rec.err != nil {
		fmt.Fprintln(e.stderr, rec.err)
		return exitBad
	}
	rules, err := f.rules.of(&rec)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return exitBad
	}
	opt := &draw.Options{Rules: rules, Title: *f.title, Width: *f.width}
	var puzzle, entries sudoku.Grid
	var p *position
	if rules != nil {
		// A variant puzzle, and perhaps the player's entries after it.
		if *f.marks || *f.hint || *f.step != 0 {
			fmt.Fprintf(e.stderr, "%s:%d:1: -marks, -hint and -step are for classic puzzles\n",
				rec.name, rec.line)
			return exitBad
		}
		puzzle = rec.grid
		if next, ok := rd.next(); ok && next.err == nil && next.rules == nil {
			entries = next.grid
		}
	} else {
		// A classic position, read as hint reads it.
		if p, err = parsePosition(name, lines, 1); err != nil {
			if code, ok := tooManyArgs(f.fs, args, err); ok {
				return code
			}
			fmt.Fprintln(e.stderr, err)
			return exitBad
		}
		rec, puzzle, entries = p.puzzle, p.puzzle.grid, p.entries.grid
	}
	if err := validateUnder(&rec, rules); err != nil {
		fmt.Fprintln(e.stderr, err)
		return exitBad
	}
	for i, v := range entries {
		if v != 0 && puzzle[i] != 0 && v != puzzle[i] {
			fmt.Fprintf(e.stderr, "%s:%d:1: the entry %d in %s is not the given %d\n",
				rec.name, rec.line, v, cellName(i), puzzle[i])
			return exitBad
		}
	}
	out := bufio.NewWriter(e.stdout)
	switch {
	case *f.marks || *f.hint || *f.step != 0:
		err = f.drawPosition(e, out, p, opt)
		switch err {
		case errReported:
			return exitBad
		case errMistake:
			return exitMistake
		}
	case *f.solution:
		sols := rules.Solve(puzzle, 2)
		if len(sols) == 0 {
			fmt.Fprintln(e.stderr, noSolution(&rec))
			return exitBad
		}
		if len(sols) > 1 {
			fmt.Fprintf(e.stderr, "%s:%d:1: %v: drawing one of its solutions\n",
				rec.name, rec.line, sudoku.ErrNotUnique)
		}
		err = draw.Grid(out, puzzle, sols[0], opt)
	default:
		err = draw.Grid(out, puzzle, entries, opt)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "sudoku draw: %v\n", err)
		return exitBad
	}
	return flushOutput(e, out, exitOK)
}

// cellName names a cell in r1c1 notation.
func cellName(cell int) string {
	return "r" + strconv.Itoa(cell/9+1) + "c" + strconv.Itoa(cell%9+1)
}

// errReported is an error already reported on standard error, and
// errMistake one that is a mistake in the position (exit status 3, as
// for hint).
var (
	errReported = errors.New("reported")
	errMistake  = errors.New("mistake reported")
)

// drawPosition draws the pencil marks, the next step or step -step of the
// classic position p.
func (f *drawFlags) drawPosition(e *env, w io.Writer, p *position, opt *draw.Options) error {
	c, err := p.candidates()
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		if errors.Is(err, sudoku.ErrMistake) {
			return errMistake
		}
		return errReported
	}
	if *f.marks {
		return draw.Position(w, p.puzzle.grid, c, opt)
	}
	k := max(*f.step, 1)
	for i := 1; ; i++ {
		step, err := sudoku.Hint(c)
		if err != nil {
			// Step k is past the end of the path, of i-1 steps.
			why := fmt.Sprintf("%v after %s", err, steps(i-1))
			switch {
			case errors.Is(err, sudoku.ErrSolved) && i == 1:
				why = "the position is solved (the path has no steps)"
			case errors.Is(err, sudoku.ErrSolved):
				why = fmt.Sprintf("the path has %s (-step 1 to %d)", steps(i-1), i-1)
			}
			fmt.Fprintf(e.stderr, "%s:%d:1: no step %d: %s\n", p.puzzle.name, p.puzzle.line, k, why)
			return errReported
		}
		if i == k {
			opt.Caption = step.Explain()
			return draw.Step(w, p.puzzle.grid, c, step, opt)
		}
		c.Apply(step)
	}
}

// steps returns "1 step" or "n steps".
func steps(n int) string {
	if n == 1 {
		return "1 step"
	}
	return strconv.Itoa(n) + " steps"
}

// runSheet reads every puzzle of the files and draws them on printable
// pages: an HTML file on standard output, or SVG files with -o.
func (f *drawFlags) runSheet(e *env, files []string) int {
	sh := draw.Sheet{Title: *f.title, PerPage: *f.perPage}
	switch strings.ToLower(*f.paper) {
	case "a4":
		sh.Paper = draw.A4
	case "letter":
		sh.Paper = draw.Letter
	default:
		return usageError(f.fs, "unknown -paper %q (want a4 or letter)", *f.paper)
	}
	// 0, the default, is 4 per page, or fewer for fewer puzzles; given,
	// it is out of range as any other.
	if *f.perPage < 0 || *f.perPage > 12 || *f.perPage == 0 && flagSet(f.fs, "per-page") {
		return usageError(f.fs, "-per-page must be 1 to 12, not %d", *f.perPage)
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	code := exitOK
	src := &source{e: e, files: files, read: new(atomic.Int64)}
	for {
		it, ok := src.nextItem()
		if !ok {
			break
		}
		if err := f.addToSheet(&sh, &it); err != nil {
			fmt.Fprintln(e.stderr, err)
			code = exitBad
		}
	}
	if len(sh.Puzzles) == 0 {
		fmt.Fprintln(e.stderr, "sudoku draw: no puzzle to draw")
		return exitBad
	}
	if *f.prefix == "" {
		out := bufio.NewWriter(e.stdout)
		if err := sh.WriteHTML(out); err != nil {
			fmt.Fprintf(e.stderr, "sudoku draw: %v\n", err)
			return exitBad
		}
		return flushOutput(e, out, code)
	}
	for i := range sh.Pages() {
		var b bytes.Buffer
		if err := sh.WritePage(&b, i); err != nil {
			fmt.Fprintf(e.stderr, "sudoku draw: %v\n", err)
			return exitBad
		}
		name := *f.prefix + strconv.Itoa(i+1) + ".svg"
		if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
			fmt.Fprintf(e.stderr, "sudoku draw: %v\n", err)
			return exitBad
		}
	}
	return code
}

// addToSheet adds the puzzle of it to the sheet, with its solution when
// -answers asks for one; it returns the error of a bad item.
func (f *drawFlags) addToSheet(sh *draw.Sheet, it *item) error {
	if it.fileErr != nil {
		return it.fileErr
	}
	rec := &it.rec
	if rec.err != nil {
		return rec.err
	}
	rules, err := f.rules.of(rec)
	if err != nil {
		return err
	}
	if err := validateUnder(rec, rules); err != nil {
		return err
	}
	p := sudoku.Puzzle{Grid: rec.grid}
	if rules != nil {
		p.Rules = *rules
	}
	if *f.answers {
		// A puzzle without one answer is left out of a sheet with answers.
		sols := rules.Solve(rec.grid, 2)
		switch len(sols) {
		case 0:
			return noSolution(rec)
		case 2:
			return &inputError{name: rec.name, line: rec.line, col: 1,
				msg: sudoku.ErrNotUnique.Error()}
		}
		sh.Solutions = append(sh.Solutions, sols[0])
	}
	sh.Puzzles = append(sh.Puzzles, p)
	return nil
}
