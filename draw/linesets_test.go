package draw_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// linesPuzzle is a puzzle with a line of each kind that draw/linesets.go
// draws.
func linesPuzzle(t *testing.T) (sudoku.Grid, *sudoku.Rules) {
	p := mustParse(t, "6"+strings.Repeat(".", 39)+"4"+strings.Repeat(".", 39)+"5")
	return p, &sudoku.Rules{Lines: []sudoku.Line{
		{Kind: sudoku.RenbanLine, Cells: []int{3, 4, 12}},
		{Kind: sudoku.BetweenLine, Cells: []int{54, 55, 65}},
		{Kind: sudoku.LockoutLine, Cells: []int{71, 70, 69}, Value: 5},
		{Kind: sudoku.RegionSumLine, Cells: []int{18, 9, 19, 28, 38, 48}},
		{Kind: sudoku.ZipperLine, Cells: []int{56, 57, 58, 67, 76}},
		{Kind: sudoku.DoubleArrowLine, Cells: []int{78, 77, 68, 60}},
	}}
}

// TestLinesGolden draws a line of each kind and compares the drawing
// with testdata/lines.svg; it checks the groups of the lines, their end
// marks, the title and the description apart from the golden file.
func TestLinesGolden(t *testing.T) {
	p, rs := linesPuzzle(t)
	var b bytes.Buffer
	if err := draw.Grid(&b, p, sudoku.Grid{}, &draw.Options{Rules: rs}); err != nil {
		t.Fatal(err)
	}
	root := checkSVG(t, b.Bytes())
	for class, marks := range map[string]int{"renban": 0, "between-line": 2,
		"lockout-line": 2, "region-sum-line": 0, "zipper-line": 1, "double-arrow": 2} {
		g := root.withClass(class)
		if len(g) != 1 {
			t.Fatalf("%d groups of class %s, want 1", len(g), class)
		}
		if got := len(g[0].find("circle")) + len(g[0].find("polygon")); got != marks {
			t.Errorf("%s: %d marks, want %d", class, got, marks)
		}
	}
	doc := b.String()
	for _, want := range []string{"Renban between-line lockout region-sum zipper double-arrow Sudoku",
		"Lockout line r8c9 r8c8 r8c7, ends differing by at least 5."} {
		if !strings.Contains(doc, want) {
			t.Errorf("the drawing does not say %q", want)
		}
	}
	golden(t, "lines.svg", b.Bytes())
}

// TestLinesRandom draws random lines of these kinds, in range or not:
// each line in range is one group of its kind's class, and a cell out of
// range is an error naming it.
func TestLinesRandom(t *testing.T) {
	kinds := []sudoku.LineKind{sudoku.RenbanLine, sudoku.BetweenLine, sudoku.LockoutLine,
		sudoku.RegionSumLine, sudoku.ZipperLine, sudoku.DoubleArrowLine}
	classes := []string{"renban", "between-line", "lockout-line", "region-sum-line",
		"zipper-line", "double-arrow"}
	rapid.Check(t, func(t *rapid.T) {
		bad := rapid.Bool().Draw(t, "bad")
		rs := &sudoku.Rules{}
		for range rapid.IntRange(0, 8).Draw(t, "lines") {
			rs.Lines = append(rs.Lines, sudoku.Line{
				Kind:  kinds[rapid.IntRange(0, len(kinds)-1).Draw(t, "kind")],
				Cells: cellsGen(1, 9, bad).Draw(t, "cells")})
		}
		var b bytes.Buffer
		err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: rs})
		out := false
		for _, l := range rs.Lines {
			for _, c := range l.Cells {
				out = out || c < 0 || c > 80
			}
		}
		if out {
			var de *draw.Error
			if !errors.As(err, &de) || !errors.Is(err, draw.ErrRange) || !strings.HasPrefix(de.Path, "rules.lines[") {
				t.Fatalf("got %v, want a range error in rules.lines", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		root := checkSVG(t, b.Bytes())
		for k, class := range classes {
			want := 0
			for _, l := range rs.Lines {
				if l.Kind == kinds[k] {
					want++
				}
			}
			if got := len(root.withClass(class)); got != want {
				t.Fatalf("%d groups of class %s, want %d", got, class, want)
			}
		}
	})
}
