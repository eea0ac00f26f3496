package draw_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// linesRules has a line of each kind that relates cells two by two, and
// a clone.
var linesRules = &sudoku.Rules{
	Lines: []sudoku.Line{
		{Kind: sudoku.WhisperLine, Cells: []int{0, 10, 20}},
		{Kind: sudoku.WhisperLine, Value: 3, Cells: []int{8, 17}},
		{Kind: sudoku.PalindromeLine, Cells: []int{36, 46, 56}},
		{Kind: sudoku.EntropicLine, Cells: []int{72, 73, 74, 75}},
		{Kind: sudoku.ModularLine, Cells: []int{60, 61, 62}},
	},
	Clones: []sudoku.Clone{{A: []int{3, 4}, B: []int{57, 58}}},
}

// TestGoldenLines draws the lines and the clone, checks the drawing
// holds a line of each kind's class through the centres of its cells
// and a shaded square for each cell of the clone, and compares it with
// its golden file.
func TestGoldenLines(t *testing.T) {
	var g sudoku.Grid
	g[3] = 7
	var b bytes.Buffer
	if err := draw.Grid(&b, g, sudoku.Grid{}, &draw.Options{Rules: linesRules}); err != nil {
		t.Fatal(err)
	}
	root := checkSVG(t, b.Bytes())
	for _, tc := range []struct {
		class string
		lines int
	}{{"whisper", 2}, {"palindrome", 1}, {"entropic", 1}, {"modular", 1}} {
		got := root.withClass(tc.class)
		if len(got) != tc.lines {
			t.Fatalf("%d lines of class %s, want %d", len(got), tc.class, tc.lines)
		}
		for _, n := range got {
			if n.name != "polyline" {
				t.Errorf("%s drawn as <%s>", tc.class, n.name)
			}
		}
	}
	// The entropic line runs r9c1 to r9c4: four centres on the last row.
	if pts := root.withClass("entropic")[0].attr["points"]; strings.Count(pts, ",") != 4 {
		t.Errorf("entropic line points %q, want 4", pts)
	}
	clone := root.withClass("clone")
	if len(clone) != 1 || len(clone[0].find("rect")) != 4 {
		t.Fatalf("clone drawn as %d groups, want one of 4 squares", len(clone))
	}
	for _, want := range []string{"Whisper r1c9 r2c9: neighbours on it differ by at least 3.",
		"The shaded cells r7c4 r7c5 clone r1c4 r1c5."} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("description lacks %q", want)
		}
	}
	golden(t, "lines-clones.svg", b.Bytes())
}

// TestLinesOutOfRange checks that a line or clone cell out of range is
// an *Error naming it.
func TestLinesOutOfRange(t *testing.T) {
	for _, tc := range []struct {
		rules sudoku.Rules
		path  string
	}{
		{sudoku.Rules{Lines: []sudoku.Line{{Kind: sudoku.PalindromeLine, Cells: []int{0, 81}}}},
			"rules.lines[0].cells[1]"},
		{sudoku.Rules{Clones: []sudoku.Clone{{A: []int{0}, B: []int{-1}}}}, "rules.clones[0].b[0]"},
	} {
		var b bytes.Buffer
		err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: &tc.rules})
		var e *draw.Error
		if !errors.As(err, &e) || !errors.Is(err, draw.ErrRange) || e.Path != tc.path || b.Len() != 0 {
			t.Errorf("%s: got %v, %d bytes", tc.path, err, b.Len())
		}
	}
}
