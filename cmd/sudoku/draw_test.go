package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
)

// runIn runs the command line args in process with stdin as standard
// input, and returns what it wrote and its exit status.
func runIn(stdin string, args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = run(&env{stdin: strings.NewReader(stdin), stdout: &o, stderr: &e}, args)
	return o.String(), e.String(), code
}

// xmlTitles checks that doc is well-formed XML and returns the text of
// its <title> elements and the number of its <svg> elements.
func xmlTitles(t *testing.T, doc string) (titles []string, svgs int) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(strings.TrimPrefix(doc, "<!DOCTYPE html>")))
	inTitle := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%.300s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			inTitle = tok.Name.Local == "title"
			if tok.Name.Local == "svg" {
				svgs++
			}
		case xml.CharData:
			if inTitle {
				titles = append(titles, string(tok))
			}
		case xml.EndElement:
			inTitle = false
		}
	}
	return titles, svgs
}

// TestDrawPictures draws a puzzle, its solution, its pencil marks, its
// next step and a later one, and a variant puzzle, and checks each
// picture's title, which says what it shows.
func TestDrawPictures(t *testing.T) {
	p, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := sudoku.Path(p)
	if err != nil {
		t.Fatal(err)
	}
	title := func(s sudoku.Step) string {
		name := s.Technique.String()
		return strings.ToUpper(name[:1]) + name[1:]
	}
	thermo, err := json.Marshal(sudoku.Puzzle{Grid: p, Rules: sudoku.Rules{
		Thermos: []sudoku.Thermo{{Cells: []int{2, 3, 4}}}}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		stdin string
		args  []string
		title string // the start of the picture's title
	}{
		{"puzzle", "", []string{"draw", puzzle}, "Sudoku puzzle"},
		{"stdin", puzzle + "\n", []string{"draw"}, "Sudoku puzzle"},
		{"title", "", []string{"draw", "-title", "Mine", puzzle}, "Mine"},
		{"entries", "", []string{"draw", puzzle, solution[:10] + strings.Repeat(".", 71)},
			"Sudoku in progress"},
		{"solution", "", []string{"draw", "-solution", puzzle}, "Sudoku solution"},
		{"solution of several", "", []string{"draw", "-solution", twoSolutions}, "Sudoku solution"},
		{"marks", "", []string{"draw", "-marks", puzzle}, "Sudoku position with pencil marks"},
		{"hint", "", []string{"draw", "-hint", puzzle}, title(steps[0])},
		{"step", "", []string{"draw", "-step", "7", puzzle}, title(steps[6])},
		{"variant", "", []string{"draw", string(thermo)}, "Thermo Sudoku puzzle"},
		{"rules flag", "", []string{"draw", "-rules", "x", puzzle}, "X Sudoku puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runIn(tt.stdin, tt.args...)
			if tt.name == "solution of several" {
				// A warning, and the picture.
				if !strings.Contains(errOut, sudoku.ErrNotUnique.Error()) {
					t.Errorf("stderr %q: no warning", errOut)
				}
				errOut = ""
			}
			if code != exitOK || errOut != "" {
				t.Fatalf("status %d, stderr %q", code, errOut)
			}
			titles, svgs := xmlTitles(t, out)
			if svgs != 1 || len(titles) == 0 || !strings.HasPrefix(titles[0], tt.title) {
				t.Fatalf("%d <svg>, titles %q; want one <svg> titled %q", svgs, titles, tt.title)
			}
		})
	}
}

// TestDrawErrors checks the command lines that draw refuses, and the
// puzzles it cannot draw.
func TestDrawErrors(t *testing.T) {
	variant := `{"grid":"` + puzzle + `","rules":{"antiKnight":true}}`
	tests := []struct {
		name string
		args []string
		code int
		msg  string // in standard error
	}{
		{"two pictures", []string{"draw", "-hint", "-marks", puzzle}, exitUsage, "give one"},
		{"negative step", []string{"draw", "-step", "-1", puzzle}, exitUsage, "-step must be 1 or more"},
		{"step 0", []string{"draw", "-step", "0", puzzle}, exitUsage, "-step must be 1 or more"},
		{"per page 0", []string{"draw", "-sheet", "-per-page", "0"}, exitUsage, "-per-page must be 1 to 12"},
		{"per page negative", []string{"draw", "-sheet", "-per-page=-1"}, exitUsage, "-per-page must be 1 to 12"},
		{"width not a length", []string{"draw", "-width", "abc", puzzle}, exitUsage,
			`-width "abc" is not a CSS length: want a number above 0 with an optional unit ` +
				"px, cm, mm, in, pt, pc, em or %, such as 9cm"},
		{"width negative", []string{"draw", "-width", "-9cm", puzzle}, exitUsage, `-width "-9cm" is not a CSS length`},
		{"width 0", []string{"draw", "-width", "0", puzzle}, exitUsage, `-width "0" is not a CSS length`},
		{"width unknown unit", []string{"draw", "-width", "9km", puzzle}, exitUsage, `-width "9km" is not a CSS length`},
		{"width on a sheet", []string{"draw", "-sheet", "-width", "9cm"}, exitUsage, "-width is not for -sheet"},
		{"step on a sheet", []string{"draw", "-sheet", "-step", "2"}, exitUsage, "-step is not for -sheet"},
		{"too many arguments", []string{"draw", "a", "b", "c", "d"}, exitUsage,
			"sudoku draw: too many arguments: 4, want at most 3"},
		{"paper without sheet", []string{"draw", "-paper", "letter", puzzle}, exitUsage, "-paper is for -sheet"},
		{"bad paper", []string{"draw", "-sheet", "-paper", "a5"}, exitUsage, `unknown -paper "a5"`},
		{"per page", []string{"draw", "-sheet", "-per-page", "13"}, exitUsage, "-per-page must be 1 to 12"},
		{"hint on a variant", []string{"draw", "-hint", variant}, exitBad, "for classic puzzles"},
		{"clash", []string{"draw", "44" + puzzle[2:]}, exitBad, "<arg>:1:2:"},
		{"entry over a given", []string{"draw", puzzle, "5" + strings.Repeat(".", 80)}, exitBad,
			"<arg>:1:1: the entry 5 in r1c1 is not the given 4"},
		{"two puzzles", []string{"draw", puzzle, puzzle, hardPuzzle}, exitBad, "invalid pencil mark"},
		{"mistake", []string{"draw", "-marks", puzzle, "..9" + strings.Repeat(".", 78)}, exitMistake,
			"<arg>:2:3: r1c3 holds 9"},
		{"step past the end", []string{"draw", "-step", "100", puzzle}, exitBad,
			"<arg>:1:1: no step 100: the path has 52 steps (-step 1 to 52)"},
		{"step of a solved grid", []string{"draw", "-step", "1", solution}, exitBad,
			"<arg>:1:1: no step 1: the position is solved (the path has no steps)"},
		{"no file", []string{"draw", "no-such-file.txt"}, exitBad, "no-such-file.txt"},
		{"svg too many", []string{"generate", "-n", "13", "-format", "svg"}, exitUsage, "at most 12"},
		{"svg answers", []string{"generate", "-format", "svg", "-solution"}, exitUsage, "-format html"},
		{"format", []string{"generate", "-format", "pdf"}, exitUsage, "want line, grid, svg or html"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runIn("", tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.msg) {
				t.Fatalf("status %d, stderr %q; want %d and %q", code, errOut, tt.code, tt.msg)
			}
			if out != "" {
				t.Errorf("wrote %d bytes to standard output", len(out))
			}
		})
	}
}

// TestDrawSheet draws a sheet of puzzles read from standard input, with
// a bad record among them, as HTML and as SVG files.
func TestDrawSheet(t *testing.T) {
	in := puzzle + "\n" + hardPuzzle + "\n" + "12" + puzzle[2:] + "\n" + twoSolutions + "\n" + puzzle + "\n"
	out, errOut, code := runIn(in, "draw", "-sheet", "-answers", "-per-page", "2", "-title", "Three")
	if code != exitBad || !strings.Contains(errOut, "<stdin>:3:") ||
		!strings.Contains(errOut, "<stdin>:4:1: "+sudoku.ErrNotUnique.Error()) {
		t.Fatalf("status %d, stderr %q; want the bad lines 3 and 4 reported", code, errOut)
	}
	titles, svgs := xmlTitles(t, out)
	// Two pages of puzzles and two of answers, each page an <svg> with a
	// nested <svg> per grid: 4 + 3 + 3.
	if svgs != 10 || titles[0] != "Three" || strings.Count(out, `<div class="page">`) != 4 {
		t.Fatalf("%d <svg>, titles %q", svgs, titles)
	}

	dir := t.TempDir()
	prefix := filepath.Join(dir, "page-")
	_, errOut, code = runIn(puzzle+"\n", "draw", "-sheet", "-answers", "-paper", "letter", "-o", prefix)
	if code != exitOK || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	for _, name := range []string{"page-1.svg", "page-2.svg"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `width="215.9mm" height="279.4mm"`) {
			t.Errorf("%s is not a letter page", name)
		}
		xmlTitles(t, string(data))
	}
}

// TestGenerateDrawn checks generate -format svg and html: the puzzles
// drawn are those generate writes as lines for the same seed.
func TestGenerateDrawn(t *testing.T) {
	lines, _, code := runIn("", "generate", "-n", "3", "-seed", "5")
	if code != exitOK {
		t.Fatalf("status %d", code)
	}
	svg, errOut, code := runIn("", "generate", "-n", "3", "-seed", "5", "-format", "svg")
	if code != exitOK || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	if _, svgs := xmlTitles(t, svg); svgs != 4 {
		t.Fatalf("%d <svg>, want a page and 3 grids", svgs)
	}
	for line := range strings.Lines(lines) {
		line = strings.TrimSpace(line)
		if !strings.Contains(svg, "Givens row by row, a dot for an empty cell: "+line) {
			t.Errorf("puzzle %s is not on the page", line)
		}
	}
	html, errOut, code := runIn("", "generate", "-n", "3", "-seed", "5", "-solution",
		"-rules", "killer", "-format", "html")
	if code != exitOK || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	if _, svgs := xmlTitles(t, html); svgs != 8 || !strings.Contains(html, "Killer Sudoku") {
		t.Fatalf("%d <svg>, want 2 pages and 6 grids, of killers", svgs)
	}
}

// TestDrawWidth checks that -width sets the picture's width and, for a
// length with a unit, its height in the same unit, so that a picture
// opened alone keeps its proportions.
func TestDrawWidth(t *testing.T) {
	tests := []struct {
		args []string
		want string // the size attributes of the <svg> element
	}{
		{[]string{"draw", puzzle}, `width="552" height="552"`},
		{[]string{"draw", "-width", "9cm", puzzle}, `width="9cm" height="9cm"`},
		{[]string{"draw", "-width", "12.5mm", puzzle}, `width="12.5mm" height="12.5mm"`},
		{[]string{"draw", "-width", "300", puzzle}, `width="300" height="300"`},
		{[]string{"draw", "-width", "100%", puzzle}, `width="100%">`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[:len(tt.args)-1], " "), func(t *testing.T) {
			out, errOut, code := runIn("", tt.args...)
			if code != exitOK || errOut != "" {
				t.Fatalf("status %d, stderr %q", code, errOut)
			}
			if first, _, _ := strings.Cut(out, "\n"); !strings.Contains(first, `role="img" `+tt.want) {
				t.Errorf("<svg> is %s, want %s", first, tt.want)
			}
		})
	}
}
